import { ServiceError } from '@/lib/api/errors';
import type { StoredItem } from '@/lib/storage/item';
import type { Saved } from '@/lib/domain/watch';

/*
 * Saving and deleting in a stored list of watches: the campaign watches (./index.ts) and the page
 * watches (./pages/index.ts) are kept the same way, each with an id and when it was made and
 * last changed.
 */

type WatchList<W> = Pick<StoredItem<W[]>, 'update'>;

/**
 * Store a draft: with `id`, the edit of that watch (refused when it no longer exists); without,
 * a new watch with a fresh id.
 */
export async function saveInList<D extends object>(
  list: WatchList<D & Saved>,
  id: string | undefined,
  draft: D,
): Promise<D & Saved> {
  const now = Date.now();
  // Filled inside the change, which runs before update resolves.
  const saved: (D & Saved)[] = [];
  await list.update((current) => {
    const existing = id ? current.find((w) => w.id === id) : undefined;
    if (id && !existing) {
      throw new ServiceError('request', { message: 'watch gone' });
    }
    const mine = existing
      ? { ...existing, ...draft, updatedAt: now }
      : { ...draft, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
    saved[0] = mine;
    return existing ? current.map((w) => (w.id === mine.id ? mine : w)) : [...current, mine];
  });
  return saved[0];
}

/** Remove the watch `id` names; `removed` is 0 when it was already gone. */
export async function removeFromList<W extends Saved>(
  list: WatchList<W>,
  id: string,
): Promise<{ removed: number }> {
  let removed = 0;
  await list.update((current) => {
    const next = current.filter((w) => w.id !== id);
    removed = current.length - next.length;
    return next;
  });
  return { removed };
}
