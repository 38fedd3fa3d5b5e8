import type { AccessChange } from '@/lib/messaging/protocol/monitoring/access';

/** An address as the service compares it. */
const norm = (mail: string) => mail.trim().toLowerCase();

export interface ShareOutcome {
  /** The change was not applied for this address (a grant row is kept for it). */
  refused: (mail: string) => boolean;
  /** Removing this person was not applied (said at the person's row while listed). */
  notRemoved: (mail: string) => boolean;
  /** Refused addresses with no row on screen to say it at: listed in the result. */
  unshown: string[];
  /** Any address had the change applied. */
  applied: boolean;
  anyRefused: boolean;
}

/**
 * Where each address of a sharing change is answered: the service maps every e-mail to its own
 * success (../shared/spec/monitoring.md, Set access), so a refusal of one is said at that
 * address's row — a grant kept in the form, or a person still listed — and only the others are
 * listed in the result.
 */
export function shareOutcome(
  result: AccessChange | null,
  rows: { grants: string[]; people: string[] },
): ShareOutcome {
  const set = Object.entries(result?.set ?? {});
  const remove = Object.entries(result?.remove ?? {});
  const failed = [...set, ...remove].filter(([, ok]) => !ok).map(([m]) => norm(m));
  const notRemoved = new Set(remove.filter(([, ok]) => !ok).map(([m]) => norm(m)));
  const shown = new Set([...rows.grants, ...rows.people].map(norm));
  return {
    refused: (mail) => failed.includes(norm(mail)),
    notRemoved: (mail) => notRemoved.has(norm(mail)),
    unshown: [...new Set(failed)].filter((mail) => !shown.has(mail)),
    applied: [...set, ...remove].some(([, ok]) => ok),
    anyRefused: failed.length > 0,
  };
}
