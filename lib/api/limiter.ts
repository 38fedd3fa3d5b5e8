/**
 * Client-side rate limiting. The real service answers 503 when one token sends more than about one
 * request per second, so every call of a token waits for its turn, first come first served.
 */
export class RateLimiter {
  private tail: Promise<void> = Promise.resolve();
  private lastStart = Number.NEGATIVE_INFINITY;

  constructor(
    public intervalMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Run `task` once its turn comes: at least `intervalMs` after the previous task started. */
  schedule<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(async () => {
      // A loop, because timers may fire a millisecond early and the spacing is a promise.
      let wait = this.lastStart + this.intervalMs - this.now();
      while (wait > 0) {
        await sleep(wait);
        wait = this.lastStart + this.intervalMs - this.now();
      }
      this.lastStart = this.now();
    });
    // The next caller waits for this one's start, not its end: spacing is between requests sent.
    this.tail = turn;
    return turn.then(task);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * One limiter per token and purpose for the whole background. This is deliberately in-memory: it
 * only needs to outlive the requests in flight, and a worker MV3 restarts after ~30 s idle has
 * long passed any spacing. Every `createApi` for the same token shares it, so handlers that build
 * their own client still queue behind each other.
 */
const registry = new Map<string, RateLimiter>();

export function sharedLimiter(key: string, intervalMs: number): RateLimiter {
  let limiter = registry.get(key);
  if (!limiter) {
    limiter = new RateLimiter(intervalMs);
    registry.set(key, limiter);
  }
  // Keep the latest configured spacing (dev settings can change it for the emulator).
  limiter.intervalMs = intervalMs;
  return limiter;
}
