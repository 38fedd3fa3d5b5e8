import { refusedBeforeActing, ServiceError } from '@/lib/api/errors';
import { sleep } from '@/lib/api/limiter';
import type { OnceCommand, OnceTypes } from '@/lib/storage/once';
import { begin, entryOf, settleDone, settleFailed } from './ledger';

type Intent<C extends OnceCommand> = OnceTypes[C]['intent'];
type Answer<C extends OnceCommand> = OnceTypes[C]['answer'];

/** How the outcome of one token-spending command is found again and finished locally. */
export interface OnceSpec<C extends OnceCommand, Raw> {
  command: C;
  /**
   * What `call` did, read back from the service when its answer was lost (the worker stopped, the
   * connection dropped): found by what was sent. Null while the service shows nothing of it.
   */
  find: (intent: Intent<C>) => Promise<Raw | null>;
  /** Local bookkeeping once the service did it (tokens left, tracker), and the page's answer. */
  complete: (intent: Intent<C>, raw: Raw) => Promise<Answer<C>>;
}

/** A new request, ready to go: its stored intent and the one call to the service. */
export interface Prepared<C extends OnceCommand, Raw> {
  intent: Intent<C>;
  /** Never repeated for a request id. */
  send: () => Promise<Raw>;
}

/**
 * Waits between readings of the service while an outcome is unknown: the service may still be
 * working on the call the stopped worker sent, so it is read a few times over ~25 s.
 */
export const FIND_WAITS_MS = [0, 1_000, 2_000, 3_000, 4_000, 5_000, 5_000, 5_000];
/** A request still unseen this long after it was recorded never reached the service. */
export const FIND_HORIZON_MS = 15 * 60_000;

export function unconfirmed(requestId: string): ServiceError {
  return new ServiceError('exception', {
    message:
      'Stormlens could not confirm whether SEMSTORM received this yet. It keeps checking and shows the run when it appears — look at Recent audits before trying again.',
    details: { reason: 'unconfirmed', requestId },
  });
}

function neverReached(requestId: string): ServiceError {
  return new ServiceError('exception', {
    message: 'This request never reached SEMSTORM: nothing was spent. Launch it again if needed.',
    details: { reason: 'never-reached', requestId },
  });
}

/*
 * Requests being handled by this worker, so a repeat that arrives meanwhile waits for the same
 * outcome. Only promises of this worker's life: after a restart it is empty, and a pending entry
 * in storage then means "outcome unknown" — exactly what `settleUnknown` resolves.
 */
const inflight = new Map<string, Promise<unknown>>();

function join<T>(requestId: string, task: () => Promise<T>): Promise<T> {
  const running = inflight.get(requestId);
  if (running) return running as Promise<T>;
  const started = task().finally(() => inflight.delete(requestId));
  inflight.set(requestId, started);
  return started;
}

/** Read the service until it shows what the request did; done, or still unknown (thrown). */
async function settleUnknown<C extends OnceCommand, Raw>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  intent: Intent<C>,
  startedAt: number,
  waits: number[],
): Promise<Answer<C>> {
  for (const wait of waits) {
    if (wait) await sleep(wait);
    const raw = await spec.find(intent);
    if (raw !== null) {
      const answer = await spec.complete(intent, raw);
      await settleDone(requestId, answer);
      return answer;
    }
  }
  if (Date.now() - startedAt > FIND_HORIZON_MS) {
    const never = neverReached(requestId);
    await settleFailed(requestId, never.toJSON());
    throw never;
  }
  throw unconfirmed(requestId);
}

/**
 * Run a token-spending command exactly once per request id. A new id: `prepare` reads what it
 * needs, the intent is stored, then the service is called once. A known id: the stored outcome;
 * one still running here: its outcome; one left pending by a stopped worker: found by reading
 * the service (`spec.find`), never by sending again.
 */
export function runOnce<C extends OnceCommand, Raw>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  prepare: () => Promise<Prepared<C, Raw>>,
  waits = FIND_WAITS_MS,
): Promise<Answer<C>> {
  return join(requestId, async () => {
    const known = await entryOf(requestId);
    if (known) {
      if (known.command !== spec.command) {
        throw new ServiceError('request', {
          message: 'This request id belongs to another command.',
          details: { field: 'requestId' },
        });
      }
      if (known.state === 'done') return known.answer as Answer<C>;
      if (known.state === 'failed') throw ServiceError.from(known.error);
      return settleUnknown(requestId, spec, known.intent as Intent<C>, known.startedAt, waits);
    }
    const { intent, send } = await prepare();
    const startedAt = Date.now();
    if (!(await begin(requestId, spec.command, intent, startedAt))) {
      throw unconfirmed(requestId);
    }
    let raw: Raw;
    try {
      raw = await send();
    } catch (error) {
      const failure = ServiceError.from(error);
      if (!refusedBeforeActing(failure)) {
        return settleUnknown(requestId, spec, intent, startedAt, waits);
      }
      await settleFailed(requestId, failure.toJSON());
      throw failure;
    }
    const answer = await spec.complete(intent, raw);
    await settleDone(requestId, answer);
    return answer;
  });
}

/** Settle a request a stopped worker left pending (at start-up), unless one is handling it. */
export function resumePending<C extends OnceCommand, Raw>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  intent: Intent<C>,
  startedAt: number,
  waits = FIND_WAITS_MS,
): Promise<Answer<C>> {
  return join(requestId, () => settleUnknown(requestId, spec, intent, startedAt, waits));
}
