import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { logCaught } from '../diagnostics/log';
import { storedKey } from './item';

/*
 * A small time-limited cache in storage.local for the background: lookup tables, the settings
 * descriptor. In storage, not in a worker global, because MV3 stops the worker after ~30 s idle and
 * the popup must open on cached data. Each entry is its own key (`cache:<key>`) so a big table
 * never rewrites the others. Every read names the schema of what it expects (./cache-schemas.ts): a
 * value of an older shape or a corrupt one is dropped with a line in the diagnostics log and
 * loaded again, never handed to code that would crash on it.
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

/** The cached value and its age, whatever its age, or null (also when it was unreadable). */
export async function peekCached<T>(
  key: string,
  schema: z.ZodMiniType<T>,
): Promise<{ value: T; age: number } | null> {
  const entry = await storedKey(keyOf(key), z.object({ at: z.number(), value: schema })).getValue();
  if (!entry) return null;
  return { value: entry.value as T, age: Date.now() - entry.at };
}

/** Store a value as fresh now (e.g. a descriptor fetched while checking a token). */
export async function putCached<T>(key: string, value: T): Promise<void> {
  await storage.setItem<Entry<T>>(keyOf(key), { at: Date.now(), value });
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
}

/** Forget every cached entry (the token or base URL changed: another account's data). */
export async function clearCache(): Promise<void> {
  const all = await browser.storage.local.get(null);
  const keys = Object.keys(all).filter((key) => key.startsWith(PREFIX));
  if (keys.length) await browser.storage.local.remove(keys);
}
