import { refusedBeforeActing, ServiceError } from '@/lib/api/errors';
import { sleep } from '@/lib/api/limiter';
import { appendLog, logCaught } from '@/lib/diagnostics/log';
import type { ReceivedTwice } from '@/lib/domain/received-twice';
import type { Delivery } from '@/lib/messaging/protocol/audits';
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
  /**
   * What the service made beyond this request, read back once its outcome is known: the browser's
   * network stack may send the write again (ARCHITECTURE.md, "A write the browser sends twice").
   * Null when it made what was asked.
   */
  check: (requestId: string, intent: Intent<C>, raw: Raw) => Promise<ReceivedTwice | null>;
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

/** The answer lost in this worker's life, by how it was lost. */
function lostBy(failure: ServiceError): Delivery {
  if (failure.kind === 'network' || failure.kind === 'timeout') return failure.kind;
  return 'failed';
}

/** Kept in the diagnostics log: support sees each time one click made the service act again. */
function logTwice(requestId: string, command: OnceCommand, twice: ReceivedTwice): Promise<void> {
  const extra = twice.extra.map((e) => `${e.kind} ${e.id}`).join(', ') || 'nothing to delete';
  return appendLog([
    {
      at: Date.now(),
      kind: 'caught',
      where: `once: ${command} received ${twice.times} times`,
      message: `Request ${requestId} was sent once; the service acted ${twice.times} times. Extra: ${extra}; it cost ${twice.extraCost ?? 'an unknown number of'} tokens.`,
      error: 'received-twice',
    },
  ]);
}

/** Local bookkeeping, the read-back of what the service made, and the stored answer. */
async function finish<C extends OnceCommand, Raw>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  intent: Intent<C>,
  raw: Raw,
  delivery: Delivery,
): Promise<Answer<C>> {
  const done = await spec.complete(intent, raw);
  // A failed read-back leaves the answer as it is: what was made is known, the extra is not.
  const twice = await spec.check(requestId, intent, raw).catch(async (error: unknown) => {
    await logCaught(`once: reading back what ${spec.command} made`, error);
    return null;
  });
  if (twice) await logTwice(requestId, spec.command, twice);
  const answer: Answer<C> = { ...done, delivery, twice };
  await settleDone(requestId, answer);
  return answer;
}

/** Read the service until it shows what the request did; done, or still unknown (thrown). */
async function settleUnknown<C extends OnceCommand, Raw>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  intent: Intent<C>,
  startedAt: number,
  waits: number[],
  delivery: Delivery,
): Promise<Answer<C>> {
  for (const wait of waits) {
    if (wait) await sleep(wait);
    const raw = await spec.find(intent);
    if (raw !== null) return finish(requestId, spec, intent, raw, delivery);
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
      // Pending, yet not running in this worker: the worker that sent it was stopped.
      const intent = known.intent as Intent<C>;
      return settleUnknown(requestId, spec, intent, known.startedAt, waits, 'restart');
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
        return settleUnknown(requestId, spec, intent, startedAt, waits, lostBy(failure));
      }
      await settleFailed(requestId, failure.toJSON());
      throw failure;
    }
    return finish(requestId, spec, intent, raw, 'answered');
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
  return join(requestId, () => settleUnknown(requestId, spec, intent, startedAt, waits, 'restart'));
}
