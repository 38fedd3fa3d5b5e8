import type { ExtraEntity, ExtraEntityKind, ReceivedTwice } from './received-twice';

/*
 * What one create made, read back from the service: the answer alone cannot be trusted, because
 * the browser's network stack sends a POST again when a reused keep-alive connection drops before
 * the answer arrives — the service then acts twice for one click, and the answer that comes back
 * names only the second entity (or refuses the second as a duplicate). Pure: the reads are the
 * caller's (lib/domain/create-checked.ts).
 */

/** One entity read back: its id, the name it was asked by (title, domain, phrase) and its label. */
export interface ReadBackItem {
  id: number;
  key: string;
  label: string;
  /** The campaign of a group or keyword. */
  campaignId?: number;
}

/** What the answer said for one name asked: the id it made, or that it refused it. */
export type Answered = number | 'refused';

/** A name as the service compares names: spaces tidied, case ignored. */
export const sameName = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

export interface MadeByClick {
  /** By name asked (as given): the id that is the click's own. Absent: nothing was made for it. */
  made: Map<string, number>;
  receivedTwice: ReceivedTwice | null;
}

/**
 * Split what was made for each name asked into the click's own entity and the extra ones. Made for
 * a name: an entity with that name that was not there before the click (`before`). The click's own
 * is the one the answer named; when the answer was lost (`answered` null, or silent on the name),
 * the oldest — the first action. A name the answer refused although one was made since the click
 * was received twice: its second action was refused as a duplicate of the first.
 */
export function splitMade(
  kind: ExtraEntityKind,
  asked: readonly string[],
  before: ReadonlySet<number>,
  now: readonly ReadBackItem[],
  answered: ReadonlyMap<string, Answered> | null,
): MadeByClick {
  const made = new Map<string, number>();
  const extra: ExtraEntity[] = [];
  let times = 1;
  const claimed = new Set<number>();
  for (const name of asked) {
    const fresh = now
      .filter((item) => !before.has(item.id) && !claimed.has(item.id))
      .filter((item) => sameName(item.key) === sameName(name))
      .sort((a, b) => a.id - b.id);
    const said = answered?.get(name);
    const own = typeof said === 'number' ? said : fresh[0]?.id;
    if (own === undefined) continue;
    made.set(name, own);
    claimed.add(own);
    const others = fresh.filter((item) => item.id !== own);
    for (const item of others) {
      claimed.add(item.id);
      extra.push({
        kind,
        id: item.id,
        label: item.label,
        ...(item.campaignId === undefined ? {} : { campaignId: item.campaignId }),
      });
    }
    times = Math.max(times, 1 + others.length + (said === 'refused' ? 1 : 0));
  }
  return { made, receivedTwice: times >= 2 ? { times, extra, extraCost: null } : null };
}
