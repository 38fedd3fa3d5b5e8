import { z } from 'zod/mini';
import { watchDraftSchema, type Watch } from '../../domain/watch';
import { command } from '../define';

/*
 * Commands of the watch area (`watch.*`: keyword watches and their daily check), served by
 * entrypoints/background/watch/.
 * Pages read the watches, the check ledger and the changes from storage (lib/storage/watch.ts);
 * every write goes through here.
 *
 *   watch.save      {id?, ...draft}  → the stored watch (a new id when none is given)
 *   watch.delete    {id}             → { removed }
 *   watch.checkNow  {}               → what the check did (a day already checked is not read again)
 *   watch.markSeen  {ids?}           → { marked }: those changes (all when no ids) are seen
 */

/** What one call of the check did. */
export type CheckOutcome =
  | { state: 'no-watches' | 'not-due' }
  | { state: 'done'; runId: string; found: number; campaigns: number };

/** A stored watch's id, keyword or page watch (a UUID the background made). */
export const watchId = z.string().check(z.minLength(1)).check(z.maxLength(64));

export const watchProtocol = {
  'watch.save': command<Watch>()(() =>
    z.object({ ...watchDraftSchema.shape, id: z.optional(watchId) }),
  ),
  'watch.delete': command<{ removed: number }>()(() => z.object({ id: watchId })),
  'watch.checkNow': command<CheckOutcome>()(() => z._default(z.object({}), {})),
  'watch.markSeen': command<{ marked: number }>()(() =>
    z.object({
      ids: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(1000))),
    }),
  ),
};
