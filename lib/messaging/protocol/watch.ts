import { z } from 'zod';
import { watchDraftSchema, type Watch } from '../../domain/watch';
import { command } from '../define';

/*
 * Commands of the watch area (`watch.*`, issue 18), served by entrypoints/background/watch/.
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

const watchId = z.string().min(1).max(64);

export const watchProtocol = {
  'watch.save': command<Watch>()(watchDraftSchema.extend({ id: watchId.optional() })),
  'watch.delete': command<{ removed: number }>()(z.object({ id: watchId })),
  'watch.checkNow': command<CheckOutcome>()(z.object({}).default({})),
  'watch.markSeen': command<{ marked: number }>()(
    z.object({ ids: z.array(z.string().max(200)).max(1000).optional() }),
  ),
};
