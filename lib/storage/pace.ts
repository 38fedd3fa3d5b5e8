import * as z from 'zod/mini';
import type { PaceMemory } from '../api/limiter';
import { logCaught } from '../diagnostics/log';
import { defineStoredItem } from './item';
import { fnv1a } from '../domain/hash';

/**
 * The time of each rate limiter's last request (lib/api/limiter.ts `PaceMemory`), in session
 * storage: it outlives a stopped or restarted background, not the browser. Keyed by a hash of the
 * limiter's key, which holds the token: the token itself is not written here.
 */
export const lastRequests = defineStoredItem<Record<string, number>>('session:lastRequests', {
  fallback: {},
  version: 1,
  schema: z.record(z.string(), z.number()),
});

/** Older entries can no longer hold anything back. */
const KEEP_MS = 60_000;

/** FNV-1a, 32 bits: enough to tell a few limiter keys apart without storing the token. */
function hash(text: string): string {
  return fnv1a(text).toString(16);
}

export function storedPace(key: string): PaceMemory {
  const id = hash(key);
  return {
    async recall() {
      return (await lastRequests.getValue())[id] ?? null;
    },
    note(at) {
      lastRequests
        .update((all) => {
          const kept = Object.fromEntries(Object.entries(all).filter(([, t]) => t > at - KEEP_MS));
          return { ...kept, [id]: Math.max(at, all[id] ?? at) };
        })
        .catch((error: unknown) => logCaught('pace: the last request time was not kept', error));
    },
  };
}
