import { z } from 'zod/mini';
import { pageWatchDraftSchema, type PageWatch } from '../../domain/page-watch';
import { command } from '../define';
import { watchId } from './watch';

/*
 * Commands of page watches (`pageWatch.*`), served by
 * entrypoints/background/watch/pages/. Pages read the watches, their schedule ledger and their
 * Changes entries from storage (lib/storage/page-watch.ts); every write goes through here. Changes
 * entries are marked seen with `watch.markSeen`, like the keyword watches' ones.
 *
 *   pageWatch.save    {id?, ...draft}  → the stored watch (a new id when none is given)
 *   pageWatch.delete  {id}             → { removed }
 */

export const pageWatchProtocol = {
  'pageWatch.save': command<PageWatch>()(() =>
    z.object({ ...pageWatchDraftSchema.shape, id: z.optional(watchId) }),
  ),
  'pageWatch.delete': command<{ removed: number }>()(() => z.object({ id: watchId })),
};
