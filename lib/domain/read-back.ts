import { titleMark } from './click-mark';
import type { ExtraEntity, ExtraEntityKind, ReceivedTwice } from './received-twice';

/*
 * What one create made, read back from the service: the answer alone cannot be trusted, because
 * the browser's network stack sends a POST again when a reused keep-alive connection drops before
 * the answer arrives — the service then acts twice for one click, and the answer that comes back
 * names only the second entity (or refuses the second as a duplicate). Pure: the reads are the
 * caller's (lib/domain/create-checked.ts).
 */

/** One entity read back: its id, the name it was asked by (a marked title, a phrase) and its label. */
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
  /** By name asked (as given): the id that is the click's own. Absent: nothing known as its own. */
  made: Map<string, number>;
  receivedTwice: ReceivedTwice | null;
  /**
   * Made since the click under a name asked that carries no mark (a keyword's phrase), and not
   * named by the answer: a second receipt of the click or another client's — which, Stormlens
   * cannot tell, so it is never offered for deletion.
   */
  seen: ExtraEntity[];
}

/**
 * Split what was made for each name asked into the click's own entity and the others. Made for a
 * name: an entity with that name that was not there before the click (`before`).
 *
 * With the click's `mark` (the names asked carry it: ./click-mark.ts) only an entity carrying the
 * mark counts, whatever its name: the click's own is the one the answer named, or — the answer
 * lost (`answered` null, or silent on the name) — the oldest, its first receipt; the others are
 * second receipts, offered for deletion (`receivedTwice`). A name the answer refused although one
 * was made since the click was received twice: its second receipt was refused as a duplicate.
 *
 * Without a mark (a phrase is what is tracked, and cannot carry one) only the answer names the
 * click's own; anything else made under the name since the click is `seen`, never an extra and
 * never adopted: a colleague may have added the same phrase meanwhile.
 */
export function splitMade(
  kind: ExtraEntityKind,
  asked: readonly string[],
  before: ReadonlySet<number>,
  now: readonly ReadBackItem[],
  answered: ReadonlyMap<string, Answered> | null,
  mark: string | null,
): MadeByClick {
  const made = new Map<string, number>();
  const extra: ExtraEntity[] = [];
  const seen: ExtraEntity[] = [];
  let times = 1;
  const claimed = new Set<number>();
  const ours = (item: ReadBackItem) => mark === null || titleMark(item.key) === mark;
  const entity = (item: ReadBackItem): ExtraEntity => ({
    kind,
    id: item.id,
    label: item.label,
    ...(item.campaignId === undefined ? {} : { campaignId: item.campaignId }),
  });
  for (const name of asked) {
    const fresh = now
      .filter((item) => !before.has(item.id) && !claimed.has(item.id) && ours(item))
      .filter((item) => sameName(item.key) === sameName(name))
      .sort((a, b) => a.id - b.id);
    const said = answered?.get(name);
    const own = typeof said === 'number' ? said : mark === null ? undefined : fresh[0]?.id;
    if (own !== undefined) {
      made.set(name, own);
      claimed.add(own);
    }
    const others = fresh.filter((item) => item.id !== own);
    for (const item of others) claimed.add(item.id);
    if (mark === null) {
      seen.push(...others.map(entity));
      continue;
    }
    extra.push(...others.map(entity));
    const refusedAgain = said === 'refused' && own !== undefined ? 1 : 0;
    times = Math.max(times, 1 + others.length + refusedAgain);
  }
  return { made, receivedTwice: times >= 2 ? { times, extra, extraCost: null } : null, seen };
}
