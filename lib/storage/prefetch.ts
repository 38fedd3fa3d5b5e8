import { browser } from 'wxt/browser';

/*
 * Start-up prefetch. A page's first frame can wait on a chain of storage reads (the side panel:
 * the domain's campaigns, then that campaign's report), and those reads could only start once
 * every module of the page had loaded and run — about 60 ms here (the side panel's
 * budget: reopen → first row ≤ 150 ms). A small classic script in the page's <head>
 * (entrypoints/sidepanel-prefetch.ts) starts reading the keys the page read at its last start
 * while the modules load, and the page's own reads (./item.ts) are then served from it:
 *
 * - each key once: a later read of it goes to storage;
 * - only while storage has not changed it: the change listener is added before the prefetch read
 *   is made, so any change that read might have missed is reported to it, and that key is read
 *   again;
 * - only keys it was asked for; anything else is read as before.
 *
 * A prefetch that fails serves nothing: every read goes to storage, which reports its own error.
 * The prefetch's error is kept for the page to log (`prefetchError`).
 */

interface Prefetch {
  /** The keys read (raw storage.local keys, as `local:` items store them) and their values. */
  reading: Promise<{ keys: Set<string>; values: Record<string, unknown> }>;
  changed: Set<string>;
  taken: Set<string>;
  /** The keys this page read while starting up; null once the page said it has started. */
  read: Set<string> | null;
  stopWatching: () => void;
  error: unknown;
}

declare global {
  // The one channel from the classic script to the page's modules: two bundles, one window.
  var __stormlensPrefetch: Prefetch | undefined;
}

/** Start reading `keys` (once known) of storage.local for this page's own reads. */
export function prefetch(keys: Promise<string[]>): void {
  const changed = new Set<string>();
  const onChanged = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local') for (const key of Object.keys(changes)) changed.add(key);
  };
  browser.storage.onChanged.addListener(onChanged);
  const pre: Prefetch = {
    reading: keys.then(async (list) => ({
      keys: new Set(list),
      values: list.length ? await browser.storage.local.get(list) : {},
    })),
    changed,
    taken: new Set(),
    read: new Set(),
    stopWatching: () => browser.storage.onChanged.removeListener(onChanged),
    error: null,
  };
  pre.reading = pre.reading.catch((error: unknown) => {
    pre.error = error;
    return { keys: new Set(), values: {} };
  });
  globalThis.__stormlensPrefetch = pre;
}

/**
 * The values of `keys` (items' keys: `local:…`) from the prefetch, in order (null: nothing
 * stored), or null when it does not hold every one of them unchanged or the page has started.
 * Notes them as start-up reads either way.
 */
export async function takePrefetched(keys: string[]): Promise<unknown[] | null> {
  const pre = globalThis.__stormlensPrefetch;
  if (!pre?.read || !keys.every((key) => key.startsWith('local:'))) return null;
  const raw = keys.map((key) => key.slice('local:'.length));
  for (const key of raw) pre.read.add(key);
  const { keys: listed, values } = await pre.reading;
  if (!raw.every((key) => listed.has(key))) return null;
  if (!pre.read || raw.some((key) => pre.changed.has(key) || pre.taken.has(key))) return null;
  for (const key of raw) pre.taken.add(key);
  return raw.map((key) => values[key] ?? null);
}

/**
 * The page has shown its first frame: the prefetch serves nothing more. The keys it read until
 * now and the keys it was prefetched (raw keys), to remember for its next start; null without a
 * prefetch.
 */
export async function endStartup(): Promise<{ read: string[]; listed: string[] } | null> {
  const pre = globalThis.__stormlensPrefetch;
  if (!pre?.read) return null;
  const read = [...pre.read];
  pre.read = null;
  pre.stopWatching();
  return { read, listed: [...(await pre.reading).keys] };
}

/** Why the prefetch failed, if it did (the reads went to storage instead). */
export function prefetchError(): unknown {
  return globalThis.__stormlensPrefetch?.error ?? null;
}
