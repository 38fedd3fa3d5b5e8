import type { ErrorKind } from '@/lib/api/errors';

/** Between polls while a page is open (the alarm covers the rest at 30 s). */
export const FAST_POLL_MS = 3_000;
/**
 * Between two polls of a run still going, by how long it has run: every FAST_POLL_MS while a short
 * audit may finish any moment, then less often (a Lighthouse run takes tens of seconds; each poll
 * is a request the service counts, and the popup's own calls queue behind it).
 */
export function pollInterval(runningForMs: number): number {
  if (runningForMs < 20_000) return FAST_POLL_MS;
  if (runningForMs < 60_000) return 2 * FAST_POLL_MS;
  return 5 * FAST_POLL_MS;
}

/** The alarm's period: the shortest Chrome allows for a packed extension. */
export const ALARM_PERIOD_MIN = 0.5;
export const MAX_BACKOFF_MS = 5 * 60_000;
/** A run still unfinished after this long is given up (the service lost it, or never will). */
export const GIVE_UP_MS = 6 * 60 * 60_000;

/**
 * How long to wait before polling a parent again after `failures` failed polls in a row (≥ 1).
 * Throttling starts slower (the service asked us to), doubling each time, capped at 5 minutes;
 * a refused token waits the cap — polling again will not fix it, a new token will (the token
 * watcher re-checks, and a launch polls at once).
 */
export function backoffDelay(failures: number, kind: ErrorKind): number {
  if (kind === 'auth' || kind === 'access') return MAX_BACKOFF_MS;
  const base = kind === 'throttling' || kind === 'conflict' ? 10_000 : 5_000;
  return Math.min(MAX_BACKOFF_MS, base * 2 ** Math.max(0, failures - 1));
}

/** Errors worth trying again later; anything else about a single child is final for it. */
export function isTransient(kind: ErrorKind): boolean {
  return [
    'throttling',
    'conflict',
    'network',
    'timeout',
    'exception',
    'auth',
    'invalid-response',
  ].includes(kind);
}
