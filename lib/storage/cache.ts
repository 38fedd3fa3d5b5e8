import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { logCaught } from '../diagnostics/log';
import { defineStoredItem, storedKey } from './item';
import { CACHE_RECENT_MS, MAX_CACHE_ENTRIES } from './bounds';

/*
 * A small time-limited cache in storage.local: lookup tables, the settings descriptor (the
 * background's), the monitoring structure and tables (the pages' read model, lib/monitoring/). In
 * storage, not in module state, because MV3 stops the worker after ~30 s idle, a closed page
 * loses its own, and the popup must open on cached data. Each entry is its own key (`cache:<key>`) so a big table
 * never rewrites the others. Every read names the schema of what it expects (./cache-schemas.ts): a
 * value of an older shape or a corrupt one is dropped with a line in the diagnostics log and
 * loaded again, never handed to code that would crash on it.
 *
 * Bounded in number (MAX_CACHE_ENTRIES, ./bounds.ts): an agency opening campaign after campaign
 * would otherwise keep every one's structure forever. Past the cap the least recently used entries
 * go — never the one being written, nor any read or written in the last CACHE_RECENT_MS (what the
 * user just opened, and the rest of the report being assembled for it).
 */

const PREFIX = 'cache:';

interface Entry<T> {
  at: number;
  value: T;
}

/** Common lifetimes. */
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Loads already running, so two callers at once share one request (valid only while awake). */
const inflight = new Map<string, Promise<unknown>>();

function keyOf(key: string): `local:${string}` {
  return `local:${PREFIX}${key}`;
}

/** When each entry (by its key under the prefix) was last read or written. */
const lastUse = defineStoredItem<Record<string, number>>('local:cache:.lastUse', {
  fallback: {},
  version: 1,
  schema: z.record(z.string(), z.number()),
});

/** Note a use of `key`; after a write, drop the least recently used entries past the cap. */
async function used(key: string, wrote: boolean): Promise<void> {
  const now = Date.now();
  let gone: string[] = [];
  await lastUse.update((uses) => {
    const next = { ...uses, [key]: now };
    const over = Object.keys(next).length - MAX_CACHE_ENTRIES;
    if (!wrote || over <= 0) return next;
    gone = Object.keys(next)
      .filter((k) => k !== key && !(now - next[k] >= 0 && now - next[k] < CACHE_RECENT_MS))
      .sort((a, b) => next[a] - next[b])
      .slice(0, over);
    for (const k of gone) delete next[k];
    return next;
  });
  if (gone.length) await browser.storage.local.remove(gone.map((k) => PREFIX + k));
}

/** The cached value and its age, whatever its age, or null (also when it was unreadable). */
export async function peekCached<T>(
  key: string,
  schema: z.ZodMiniType<T>,
): Promise<{ value: T; age: number } | null> {
  const entry = await storedKey(keyOf(key), z.object({ at: z.number(), value: schema })).getValue();
  if (!entry) return null;
  await used(key, false);
  return { value: entry.value as T, age: Date.now() - entry.at };
}

/** Store a value as fresh now (e.g. a descriptor fetched while checking a token). */
export async function putCached<T>(key: string, value: T): Promise<void> {
  await storage.setItem<Entry<T>>(keyOf(key), { at: Date.now(), value });
  await used(key, true);
}

/**
 * The value under `key` when younger than `ttlMs`, else `load()`'s result, stored. A failed load
 * falls back to a stale value when `staleOnError` (default true) — a busy service should not blank
 * a form whose options were known a minute ago — and rethrows when there is none.
 */
export async function cached<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  ttlMs: number,
  load: () => Promise<T>,
  options: { fresh?: boolean; staleOnError?: boolean } = {},
): Promise<T> {
  const hit = await peekCached(key, schema);
  if (hit && !options.fresh && hit.age >= 0 && hit.age < ttlMs) return hit.value;
  let pending = inflight.get(key) as Promise<T> | undefined;
  if (!pending) {
    // Awaited below, so a failure reaches this caller (and anyone who joined meanwhile).
    pending = load()
      .then(async (value) => {
        await putCached(key, value);
        return value;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  try {
    return await pending;
  } catch (error) {
    if (hit && options.staleOnError !== false) {
      void logCaught(`cache: “${key}” could not be refreshed; the stored copy is used`, error);
      return hit.value;
    }
    throw error;
  }
}

/** Forget the entries whose key starts with `prefix` (what a change made stale). */
export async function forgetCached(prefix: string): Promise<void> {
  const all = await browser.storage.local.get(null);
  const keys = Object.keys(all).filter((key) => key.startsWith(PREFIX + prefix));
  if (keys.length) await browser.storage.local.remove(keys);
  await lastUse.update((uses) =>
    Object.fromEntries(Object.entries(uses).filter(([key]) => !key.startsWith(prefix))),
  );
}

/** Forget every cached entry (the token or base URL changed: another account's data). */
export async function clearCache(): Promise<void> {
  const all = await browser.storage.local.get(null);
  const keys = Object.keys(all).filter((key) => key.startsWith(PREFIX));
  if (keys.length) await browser.storage.local.remove(keys);
}
