import type { Context } from 'hono';
import type { AppEnv, EmulatorContext } from './context.ts';
import { fail } from './envelope.ts';

/**
 * The critical-section lock of ../shared/spec/monitoring.md §4: a bulk or update call locks its
 * entities while it runs, and a second call on a locked entity fails with 409. Handlers here are
 * mostly synchronous, so a real overlap needs either an async handler or `lockHoldMs` > 0 (the lock
 * then outlives the call for that long, the way a slow transaction would);
 * `fault {kind:'conflict'}` forces one.
 */
export interface LockManager {
  /** Take every key or none; returns the release function, or null when any key is held. */
  tryAcquire(keys: string[]): (() => void) | null;
  isHeld(key: string): boolean;
  clear(): void;
}

export function createLockManager(holdMs: () => number): LockManager {
  const held = new Map<string, number>(); // key → count of holders (always 1 while locked)
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    tryAcquire(keys) {
      const unique = [...new Set(keys)];
      if (unique.some((key) => held.has(key))) return null;
      for (const key of unique) held.set(key, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const free = () => unique.forEach((key) => held.delete(key));
        const ms = holdMs();
        if (ms <= 0) return free();
        const timer = setTimeout(() => {
          timers.delete(timer);
          free();
        }, ms);
        timer.unref?.();
        timers.add(timer);
      };
    },
    isHeld: (key) => held.has(key),
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      held.clear();
    },
  };
}

export const CONFLICT_TEXT = 'Another transaction is in progress for this entry. Try again later.';

/**
 * Run `fn` inside the critical section of `keys` (e.g. `campaign:12`), or answer 409 when another
 * call holds any of them. The lock is released (or scheduled for release) however `fn` ends.
 */
export async function critical(
  c: Context<AppEnv>,
  ctx: EmulatorContext,
  keys: string[],
  fn: () => Response | Promise<Response>,
): Promise<Response> {
  const release = ctx.locks.tryAcquire(keys);
  if (!release) return fail(c, 409, CONFLICT_TEXT);
  try {
    return await fn();
  } finally {
    release();
  }
}
