import { logCaught } from '../diagnostics/log';
import { ServiceError } from './errors';

/**
 * Client-side rate limiting. The real service answers 503 when one token's requests *arrive* less
 * than about a second apart (../shared/spec/service-notes.md, "Rate limit"), so every call of a
 * token waits for its turn, first come first served.
 *
 * Spacing the *starts* of requests by exactly one interval is not enough: a request that spends
 * 40 ms longer on the wire than the next one (a new connection, then a reused one) lands 960 ms
 * before it. What the client knows for certain is that a request has arrived once its answer
 * begins, so the next request starts one interval after the previous answer began, and never
 * sooner than one interval plus a margin after the previous one started.
 * A request still unanswered after `2 × interval` is taken to have arrived by then — a slow report
 * must not hold every other call for its whole 20 s timeout.
 *
 * After any 503 the pace slows (the interval doubles, up to four times, for a while) instead of
 * returning to full speed at once: the service is either overloaded or counting our requests
 * differently than we do, and a second 503 would cost the user another wait.
 */
export interface LimiterTuning {
  /** Extra spacing on top of the interval, as a fraction of it. */
  marginRatio: number;
  /** How long the pace stays slowed after a 503. */
  slowForMs: number;
  /** The largest slow-down factor. */
  maxFactor: number;
}

export const DEFAULT_TUNING: LimiterTuning = { marginRatio: 0.1, slowForMs: 30_000, maxFactor: 4 };

interface Sent {
  start: number;
  /** When its answer (or its failure) came back; null while in flight. */
  answered: number | null;
}

/**
 * `now` for what the user is looking at, `later` for what fills in behind it (titles, group and
 * keyword lists after the first rows): a waiting `now` request always goes first.
 */
export type Priority = 'now' | 'later';

interface Waiting {
  priority: Priority;
  go: () => void;
}

/**
 * Where a limiter keeps the time of its token's last request so that it outlives the background:
 * an MV3 worker is stopped not only after 30 s idle but when it is forced to (devtools, a crash,
 * an update, the browser's own limits) — with a request waiting in the queue, which the page then
 * sends again to a new worker. Without this the new worker's limiter starts empty and sends at
 * once, a few milliseconds after the previous request arrived (the bench measured two requests
 * 117 ms apart, and the service answered 503).
 */
export interface PaceMemory {
  /** The last request's time, or null when none is known. */
  recall(): Promise<number | null>;
  /** A request started or was answered at `at` (ms). */
  note(at: number): void;
}

export class RateLimiter {
  private readonly queue: Waiting[] = [];
  private last: Sent | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private slowUntil = Number.NEGATIVE_INFINITY;
  private factor = 1;
  /** 'waiting' until the remembered time has been read: nothing is sent before it. */
  private recalled: 'no' | 'waiting' | 'yes';

  constructor(
    public intervalMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly tuning: LimiterTuning = DEFAULT_TUNING,
    private readonly memory: PaceMemory | null = null,
  ) {
    this.recalled = memory ? 'no' : 'yes';
  }

  /**
   * Run `task` once its turn comes. `task` should settle when the service's answer begins (a
   * fetch resolves on the response headers), which is when the next request's spacing starts.
   * `wanted`, when given, is asked when the turn comes: false drops the task unsent (rejected
   * with `unwantedError`) and the turn passes on at once, as if it had never been queued.
   */
  schedule<T>(
    task: () => Promise<T>,
    priority: Priority = 'now',
    wanted?: () => Promise<boolean>,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        priority,
        go: () => {
          const before = this.last;
          // Taken now, so nothing else starts while `wanted` is asked.
          const sent: Sent = { start: this.now(), answered: null };
          this.last = sent;
          const send = () => {
            sent.start = this.now();
            this.memory?.note(sent.start);
            const done = () => {
              sent.answered = this.now();
              this.memory?.note(sent.answered);
              this.pump();
            };
            let running: Promise<T>;
            try {
              running = task();
            } catch (error) {
              running = Promise.reject(error);
            }
            running.then(
              (value) => {
                done();
                resolve(value);
              },
              (error: unknown) => {
                done();
                reject(error);
              },
            );
          };
          if (!wanted) return send();
          void Promise.resolve()
            .then(wanted)
            .catch((error: unknown) => {
              // Sent anyway: dropping a call that was wanted would be worse.
              void logCaught('limiter: asking whether a call is still wanted', error);
              return true;
            })
            .then((yes) => {
              if (yes) return send();
              if (this.last === sent) this.last = before;
              reject(unwantedError());
              this.pump();
            });
        },
      });
      this.pump();
    });
  }

  /** The service answered 503: slow down for a while (each further 503 slows down more). */
  noteThrottled(): void {
    const now = this.now();
    this.factor = now < this.slowUntil ? Math.min(this.factor * 2, this.tuning.maxFactor) : 2;
    this.slowUntil = now + this.tuning.slowForMs;
  }

  /** The spacing in force now: the interval, times the slow-down factor while it lasts. */
  currentIntervalMs(): number {
    if (this.now() >= this.slowUntil) this.factor = 1;
    return this.intervalMs * this.factor;
  }

  /** The earliest time the next request may start. */
  private nextAt(): number {
    const last = this.last;
    if (!last) return Number.NEGATIVE_INFINITY;
    const interval = this.currentIntervalMs();
    const margin = interval * this.tuning.marginRatio;
    const cap = last.start + 2 * interval;
    // An answer that began proves the request had arrived: one interval after it is enough, and
    // the time the answer took (hundreds of milliseconds at the real service) is slack already.
    // The margin covers what is only assumed: an answer so quick that transit differences matter
    // (counted from the start), or none yet after two intervals.
    if (last.answered !== null && last.answered <= cap) {
      return Math.max(last.start + interval + margin, last.answered + interval);
    }
    return cap + interval + margin;
  }

  /** Read the remembered last request once, as if it had just been answered here. */
  private recall(): void {
    this.recalled = 'waiting';
    const settle = (at: number | null) => {
      this.recalled = 'yes';
      if (at !== null && Number.isFinite(at) && !this.last) {
        // A time in the future (the clock went back) counts as now.
        const when = Math.min(at, this.now());
        this.last = { start: when, answered: when };
      }
      this.pump();
    };
    this.memory!.recall().then(settle, (error: unknown) => {
      // Sending without the remembered time risks one 503; never sending would be worse.
      void logCaught('limiter: reading the last request time', error);
      settle(null);
    });
  }

  private pump(): void {
    if (this.recalled !== 'yes') {
      if (this.recalled === 'no' && this.queue.length) this.recall();
      return;
    }
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length) {
      const wait = this.nextAt() - this.now();
      if (wait > 0) {
        // Re-checked on waking (timers may fire early) and whenever an answer arrives.
        this.timer = setTimeout(() => {
          this.timer = null;
          this.pump();
        }, wait);
        return;
      }
      const first = this.queue.findIndex((w) => w.priority === 'now');
      this.queue.splice(Math.max(first, 0), 1)[0].go();
    }
  }
}

const UNWANTED = 'unwanted';

/** What a task dropped at its turn is rejected with (nothing was sent). */
function unwantedError(): ServiceError {
  return new ServiceError('exception', {
    message: 'dropped at its turn: nobody waits',
    details: { reason: UNWANTED },
  });
}

/** Whether `error` says the call was dropped unsent (`schedule`'s `wanted`). */
export function isUnwanted(error: unknown): boolean {
  return error instanceof ServiceError && error.details.reason === UNWANTED;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * One limiter per token and purpose for the whole background. Every `createApi` for the same token
 * shares it, so handlers that build their own client still queue behind each other. The queue is
 * in memory, but the time of the last request is kept by `rememberPaceWith` (the background
 * gives it session storage), so a restarted worker waits for its turn too (`PaceMemory`).
 */
const registry = new Map<string, RateLimiter>();
let memoryFor: ((key: string) => PaceMemory) | null = null;

/** Keep each shared limiter's last request time where a restarted background finds it. */
export function rememberPaceWith(memory: ((key: string) => PaceMemory) | null): void {
  memoryFor = memory;
}

export function sharedLimiter(key: string, intervalMs: number): RateLimiter {
  let limiter = registry.get(key);
  if (!limiter) {
    limiter = new RateLimiter(intervalMs, undefined, undefined, memoryFor?.(key) ?? null);
    registry.set(key, limiter);
  }
  // Keep the latest configured spacing (dev settings can change it for the emulator).
  limiter.intervalMs = intervalMs;
  return limiter;
}
