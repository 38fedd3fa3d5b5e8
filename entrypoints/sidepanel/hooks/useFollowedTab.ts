import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';
import { bootFollowed } from '../boot';

export interface FollowedTab {
  /** null when the panel follows a given URL (`?tabUrl=`) rather than a real tab. */
  tabId: number | null;
  url: string;
  title: string;
}

const ownOrigin = () => new URL(browser.runtime.getURL('/')).origin;
const isOwnPage = (url: string | undefined) => !!url && url.startsWith(ownOrigin());

/**
 * The tab the panel describes. `?tabUrl=` (tests, deep links) pins it. Otherwise it is the active
 * tab of the last focused window — except Stormlens's own pages (the panel opened as a tab, the
 * options page): then the most recently used other tab, so opening our page does not blank it.
 */
export async function readFollowedTab(): Promise<FollowedTab | null> {
  const pinned = new URLSearchParams(location.search).get('tabUrl');
  if (pinned) {
    const tabs = await browser.tabs.query({});
    const tab = tabs.find((t) => t.url === pinned);
    return {
      tabId: tab?.id ?? null,
      url: pinned,
      title: tab?.title ?? new URLSearchParams(location.search).get('tabTitle') ?? '',
    };
  }
  const [active] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  if (active?.url && !isOwnPage(active.url))
    return { tabId: active.id ?? null, url: active.url, title: active.title ?? '' };
  const recent = (await browser.tabs.query({}))
    .filter((t) => t.url && !isOwnPage(t.url))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  return recent?.url
    ? { tabId: recent.id ?? null, url: recent.url, title: recent.title ?? '' }
    : null;
}

/** The followed tab, kept current on every tab switch and every navigation or title change. */
export function useFollowedTab(): { tab: FollowedTab | null; ready: boolean } {
  // The start-up read (../boot.ts) is the first value: no frame waits for a second read.
  const [state, setState] = useState<{ tab: FollowedTab | null; ready: boolean }>(() => {
    const booted = bootFollowed();
    return booted === undefined ? { tab: null, ready: false } : { tab: booted, ready: true };
  });
  useEffect(() => {
    let alive = true;
    let seq = 0;
    const refresh = () => {
      const mine = ++seq;
      void readFollowedTab().then(
        (tab) => {
          // Only the latest read wins: quick tab switches must not land out of order.
          if (!alive || mine !== seq) return;
          setState((s) =>
            s.ready &&
            s.tab?.url === tab?.url &&
            s.tab?.title === tab?.title &&
            s.tab?.tabId === tab?.tabId
              ? s
              : { tab, ready: true },
          );
        },
        (error: unknown) => {
          void logCaught('side panel: reading the followed tab', error);
          if (alive && mine === seq) setState({ tab: null, ready: true });
        },
      );
    };
    refresh();
    const onActivated = () => refresh();
    const onUpdated = (_id: number, info: { url?: string; title?: string; status?: string }) => {
      if (info.url || info.title || info.status === 'complete') refresh();
    };
    const onFocus = () => refresh();
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.windows?.onFocusChanged?.addListener(onFocus);
    return () => {
      alive = false;
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.windows?.onFocusChanged?.removeListener(onFocus);
    };
  }, []);
  return state;
}
