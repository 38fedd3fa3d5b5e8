import { browser } from 'wxt/browser';
import { WITHOUT_PREFETCH } from '@/lib/bench-without';
import { siteHost } from '@/lib/domain/domain-match';
import { dict, isObj, own } from '@/lib/domain/plain-object';
import { exclusive } from '@/lib/storage/lock';
import { endStartup, prefetch } from '@/lib/storage/prefetch';
import { readFollowedTab, type FollowedTab } from './followed-tab';

/*
 * The side panel's start-up prefetch (lib/storage/prefetch.ts): per site, the storage keys the
 * panel read at its last start there — the site's campaigns, the first one's report in the range
 * and view the panel opens with, the preferences — read again by entrypoints/sidepanel-prefetch.ts
 * while the panel's modules load. Keyed by the followed tab's site, so opening the panel on
 * another site reads nothing of the first in vain.
 *
 * This module is also bundled into that classic script: it imports only what that script needs
 * (no React, no schema library), which is why the stored lists are checked by hand below.
 */

/**
 * storage.local key of `{ v, hosts: { [site]: keys } }`, the most recently changed site last.
 * Under the `cache:` prefix: `clearCache()` (lib/storage/cache.ts) forgets the sites with the
 * data when the account changes or the token is removed.
 */
export const STARTUP_READS_KEY = 'cache:startupReads:sidepanel';
const VERSION = 1;
/** Sites remembered; the least recently changed one goes first. */
export const MAX_SITES = 30;
/** A start reading more keys than this is not remembered (it is not a start any more). */
export const MAX_KEYS = 40;

type Lists = Record<string, string[]>;

/** The stored lists, or none when the value is missing, of another version or malformed. */
export function readLists(raw: unknown): Lists {
  const lists = dict<string[]>();
  if (!isObj(raw) || raw.v !== VERSION || !isObj(raw.hosts)) return lists;
  for (const [site, keys] of Object.entries(raw.hosts)) {
    if (Array.isArray(keys) && keys.every((key) => typeof key === 'string')) lists[site] = keys;
  }
  return lists;
}

declare global {
  // The followed tab as the classic script read it, for the panel's start-up (./boot.ts).
  var __stormlensPanelTab: Promise<FollowedTab | null> | undefined;
}

/** In the classic script: read the followed tab, then what the panel read at its last start there. */
export function startPanelPrefetch(): void {
  if (WITHOUT_PREFETCH) return;
  const tab = readFollowedTab();
  globalThis.__stormlensPanelTab = tab;
  const stored = browser.storage.local.get(STARTUP_READS_KEY);
  prefetch(
    Promise.all([tab, stored]).then(([followed, values]) => {
      const site = siteHost(followed?.url);
      return (site && own(readLists(values[STARTUP_READS_KEY]), site)) || [];
    }),
  );
}

/** The followed tab as the classic script read it (taken once), else a new read. */
export function takeFollowedTab(): Promise<FollowedTab | null> {
  const early = globalThis.__stormlensPanelTab;
  globalThis.__stormlensPanelTab = undefined;
  return early ?? readFollowedTab();
}

/** `lists` with `site`'s keys set (moved last), bounded to MAX_SITES. */
export function withSite(lists: Lists, site: string, keys: string[]): Lists {
  const next = dict<string[]>();
  const others = Object.keys(lists).filter((other) => other !== site);
  for (const other of others.slice(Math.max(0, others.length - (MAX_SITES - 1))))
    next[other] = lists[other];
  next[site] = keys;
  return next;
}

/**
 * After the first frame on `site`: remember the keys this start read, for the next start there.
 * Written only when they differ from what was prefetched (a reopen writes nothing).
 */
export async function rememberPanelReads(site: string | null): Promise<void> {
  const reads = await endStartup();
  if (!reads || !site || reads.read.length > MAX_KEYS) return;
  const keys = [...reads.read].sort();
  const listed = [...reads.listed].sort();
  if (keys.length === listed.length && keys.every((key, i) => key === listed[i])) return;
  await exclusive(STARTUP_READS_KEY, async () => {
    const stored = await browser.storage.local.get(STARTUP_READS_KEY);
    const hosts = withSite(readLists(stored[STARTUP_READS_KEY]), site, keys);
    await browser.storage.local.set({ [STARTUP_READS_KEY]: { v: VERSION, hosts } });
  });
}
