/**
 * The real service's rate limit: about one request per second per token, 503 beyond it. Measured
 * on real time (not the emulator clock, which tests move forward), and only accepted requests
 * count, so a client that backs off and retries after a second gets through. A small tolerance
 * absorbs timer jitter of clients that space their calls by exactly 1000 ms.
 */
export interface RateLimiter {
  /** True when the token may make a request now (and records it); false → answer 503. */
  allow(token: string): boolean;
  clear(): void;
}

export const RATE_LIMIT_INTERVAL_MS = 1000;
const TOLERANCE_MS = 50;

export function createRateLimiter(clock: () => number = Date.now): RateLimiter {
  const lastAccepted = new Map<string, number>();
  return {
    allow(token) {
      const now = clock();
      const last = lastAccepted.get(token);
      if (last !== undefined && now - last < RATE_LIMIT_INTERVAL_MS - TOLERANCE_MS) return false;
      lastAccepted.set(token, now);
      return true;
    },
    clear: () => lastAccepted.clear(),
  };
}

export const RATE_LIMIT_TEXT =
  'Requesting too fast: at most 1 request per second per token is allowed. Try again in a second.';
