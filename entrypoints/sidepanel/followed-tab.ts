import { browser } from 'wxt/browser';

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
