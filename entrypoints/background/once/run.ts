import { browser } from 'wxt/browser';
import { refusedBeforeActing, ServiceError } from '@/lib/api/errors';
import { sleep } from '@/lib/api/limiter';
import { appendLog, logCaught } from '@/lib/diagnostics/log';
import { checkFailed, type CheckFound, type ReceivedTwice } from '@/lib/domain/received-twice';
import type { SpendSource } from '@/lib/domain/spending';
import type { Delivery } from '@/lib/messaging/protocol/audits';
import type { OnceCommand, OnceTypes } from '@/lib/storage/once';
import { recordSpend, type SpendTarget } from '../spending/record';
import { begin, entryOf, settleDone, settleFailed } from './ledger';

type Intent<C extends OnceCommand> = OnceTypes[C]['intent'];
type Answer<C extends OnceCommand> = OnceTypes[C]['answer'];
/** What the service said a call cost and the tokens left (null when found by reading). */
type Spent = { cost: number; left: number | null };

/** How the outcome of one token-spending command is found again and finished locally. */
export interface OnceSpec<C extends OnceCommand, Raw extends Spent> {
  command: C;
  /**
   * What `call` did, read back from the service when its answer was lost (the worker stopped, the
   * connection dropped): found by what only this request could have made. Null while the service
   * shows nothing of it.
   */
  find: (intent: Intent<C>) => Promise<Raw | null>;
  /** Local bookkeeping once the service did it (tokens left, tracker), and the page's answer. */
  complete: (intent: Intent<C>, raw: Raw) => Promise<Answer<C>>;
  /** Where the spend began and what it was for, as the spending record keeps it. */
  spentOn: (intent: Intent<C>) => { source: SpendSource; target: SpendTarget };
  /**
   * What the service made beyond this request, read back once its outcome is known (from
   * `readFrom`, when every receipt of it is in): the browser's network stack may send the write
   * again (ARCHITECTURE.md, "A write the browser sends twice").
   */
  check: (intent: Intent<C>, raw: Raw, readFrom: number) => Promise<CheckFound>;
}

/** A new request, ready to go: its stored intent and the one call to the service. */
export interface Prepared<C extends OnceCommand, Raw extends Spent> {
  intent: Intent<C>;
  /** Never repeated for a request id. */
  send: () => Promise<Raw>;
}

/**
 * The detection window: how long after a write was recorded a receipt of it can still reach the
 * service. The browser sends a write again only while the request is open (a reused connection
 * that drops before any answer), and the client gives up 20 s after sending (lib/api/http.ts);
 * the rate limiter may hold the call a few seconds before that, and the service makes what it
 * received before it lists it. A read from 30 s on sees every receipt there will be. After an
 * answer nothing is waited for: the answer is the last receipt's, so the others came before it.
 */
export const DETECTION_WINDOW_MS = 30_000;
/**
 * Waits between readings of the service while an outcome is unknown: the service may still be
 * working on the call the stopped worker sent, so it is read a few times over ~25 s.
 */
export const FIND_WAITS_MS = [0, 1_000, 2_000, 3_000, 4_000, 5_000, 5_000, 5_000];
/** A request still unseen this long after it was recorded never reached the service. */
export const FIND_HORIZON_MS = 15 * 60_000;
/** The alarm that reads again, a minute later, what a request with an unknown outcome did. */
export const ONCE_ALARM = 'stormlens-once';

export function unconfirmed(requestId: string): ServiceError {
  return new ServiceError('exception', {
    message: 'outcome not confirmed yet; still reading',
    details: { reason: 'unconfirmed', requestId },
  });
}

/** The outcome is not known yet: the ledger keeps the request pending until a reading settles it. */
export function outcomeUnknown(failure: ServiceError): boolean {
  return failure.details.reason === 'unconfirmed' || failure.details.reason === 'check-failed';
}

function neverReached(requestId: string): ServiceError {
  return new ServiceError('exception', {
    message: 'never reached the service; nothing spent',
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
      message: `request ${requestId} sent once, acted on ${twice.times}×; extra: ${extra}; cost ${twice.extraCost ?? '?'} tokens`,
      error: 'received-twice',
    },
  ]);
}

/**
 * Local bookkeeping, the read-back of what the service made, the spending record (the click's
 * spend and any second receipt's: the tokens are spent either way) and the stored answer. A
 * failed read-back is said (`cannotTell`), never taken for "nothing extra".
 */
async function finish<C extends OnceCommand, Raw extends Spent>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  intent: Intent<C>,
  raw: Raw,
  delivery: Delivery,
  readFrom: number,
): Promise<Answer<C>> {
  const done = await spec.complete(intent, raw);
  const found = await spec.check(intent, raw, readFrom).catch(async (error: unknown) => {
    await logCaught(`once: reading back what ${spec.command} made`, error);
    const failure = ServiceError.from(error).toJSON();
    return { twice: null, cannotTell: { why: 'check-failed', error: failure } } as CheckFound;
  });
  const { source, target } = spec.spentOn(intent);
  await recordSpend(source, target, raw);
  if (found.twice) {
    await logTwice(requestId, spec.command, found.twice);
    const cost = found.twice.extraCost;
    if (cost) await recordSpend(source, target, { cost, left: null });
  }
  const answer: Answer<C> = { ...done, delivery, ...found };
  await settleDone(requestId, answer);
  return answer;
}

/**
 * Read the service until it shows what the request did; done, or still unknown (thrown: not
 * seen yet, or the readings failed). What is found is checked from the end of the detection
 * window on, so a receipt still on its way is counted too.
 */
async function settleUnknown<C extends OnceCommand, Raw extends Spent>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  intent: Intent<C>,
  startedAt: number,
  waits: number[],
  delivery: Delivery,
): Promise<Answer<C>> {
  let failure: ServiceError | null = null;
  for (const wait of waits) {
    if (wait) await sleep(wait);
    let raw: Raw | null;
    try {
      raw = await spec.find(intent);
    } catch (error) {
      failure = ServiceError.from(error);
      continue;
    }
    failure = null;
    if (raw !== null) {
      return finish(requestId, spec, intent, raw, delivery, startedAt + DETECTION_WINDOW_MS);
    }
  }
  if (!failure && Date.now() - startedAt > FIND_HORIZON_MS) {
    const never = neverReached(requestId);
    await settleFailed(requestId, never.toJSON());
    throw never;
  }
  // Still pending: read again a minute later (./index.ts), or sooner when a page opens; failed
  // readings are said as such, with their reason, never as "not seen".
  await browser.alarms.create(ONCE_ALARM, { delayInMinutes: 1 });
  if (!failure) throw unconfirmed(requestId);
  await logCaught(`once: finding what ${spec.command} did`, failure);
  throw checkFailed(failure, { requestId });
}

/**
 * Run a token-spending command exactly once per request id. A new id: `prepare` reads what it
 * needs, the intent is stored, then the service is called once. A known id: the stored outcome;
 * one still running here: its outcome; one left pending by a stopped worker: found by reading
 * the service (`spec.find`), never by sending again.
 */
export function runOnce<C extends OnceCommand, Raw extends Spent>(
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
          message: 'request id of another command',
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
    return finish(requestId, spec, intent, raw, 'answered', 0);
  });
}

/** Settle a request a stopped worker left pending (at start-up), unless one is handling it. */
export function resumePending<C extends OnceCommand, Raw extends Spent>(
  requestId: string,
  spec: OnceSpec<C, Raw>,
  intent: Intent<C>,
  startedAt: number,
  waits = FIND_WAITS_MS,
): Promise<Answer<C>> {
  return join(requestId, () => settleUnknown(requestId, spec, intent, startedAt, waits, 'restart'));
}
