import type { SerializedError } from '@/lib/api/errors';

/*
 * What every bulk command of the monitoring area answers (setStatus, groups.update,
 * keywords.move, the creates' per-item results): per id, done or why not.
 */

/**
 * Why one item of a bulk call failed. `message`: the service's own words for the item, shown as it
 * said them ('' when it said none). `error`: a failure of the item's own call (its group could not
 * be read) or an item the service did not report on; pages translate it (`useT().error`).
 */
export interface BulkFailure {
  ok: false;
  message: string;
  error?: SerializedError;
}

/** Per-id result of a bulk call: which ids succeeded (with the service's value) and why others failed. */
export type BulkResult = Record<string, { ok: true; value?: unknown } | BulkFailure>;
