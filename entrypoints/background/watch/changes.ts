import type { KeywordChange } from '@/lib/domain/watch-changes';
import { MAX_CHANGES, watchChanges, type StoredChange } from '@/lib/storage/watch';
import { pageChanges } from '@/lib/storage/page-watch';

/**
 * Add what a check found to the Changes list. A change already stored (the same campaign, day,
 * keyword and device — a resumed run storing again) keeps its first `foundAt` and `seen`.
 * Newest first, bounded.
 */
export async function storeChanges(found: readonly KeywordChange[], now: number): Promise<void> {
  if (found.length === 0) return;
  await watchChanges.update((stored) => {
    const known = new Set(stored.map((c) => c.id));
    const fresh: StoredChange[] = found
      .filter((c) => !known.has(c.id))
      .map((c) => ({ ...c, foundAt: now, seen: false }));
    return fresh.length ? [...fresh, ...stored].slice(0, MAX_CHANGES) : stored;
  });
}

/**
 * Mark changes seen — keyword and page watches' alike (all when `ids` is omitted); the toolbar
 * badge counts the rest.
 */
export async function markSeen(ids?: readonly string[]): Promise<number> {
  const pick = ids ? new Set(ids) : null;
  let marked = 0;
  const mark = <C extends { id: string; seen: boolean }>(stored: C[]) =>
    stored.map((c) => {
      if (c.seen || (pick && !pick.has(c.id))) return c;
      marked += 1;
      return { ...c, seen: true };
    });
  await watchChanges.update(mark);
  await pageChanges.update(mark);
  return marked;
}
