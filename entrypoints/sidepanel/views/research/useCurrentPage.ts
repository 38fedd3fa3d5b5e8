import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';

export interface CurrentPage {
  url: string;
  title: string;
}

/** The page the side panel follows: `?tabUrl=` when given (tests, deep links), else the active tab. */
async function readCurrentPage(): Promise<CurrentPage | null> {
  const wanted = new URLSearchParams(location.search).get('tabUrl');
  if (wanted) {
    // The title of an open tab on that URL, when there is one (`tabs` permission gives titles).
    const tabs = await browser.tabs.query({});
    const tab = tabs.find((t) => t.url === wanted) ?? tabs.find((t) => t.url?.startsWith(wanted));
    return { url: wanted, title: tab?.title ?? '' };
  }
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  return tab?.url ? { url: tab.url, title: tab.title ?? '' } : null;
}

/**
 * The followed page, kept current as the user switches tabs or a page finishes loading. Inside the
 * side panel the panel's own followed tab is used instead (`enabled: false` skips this one).
 */
export function useCurrentPage(enabled = true): CurrentPage | null {
  const [page, setPage] = useState<CurrentPage | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    const refresh = () =>
      void readCurrentPage().then(
        (p) => alive && setPage(p),
        (error: unknown) => {
          void logCaught('side panel: reading the current page', error);
          if (alive) setPage(null);
        },
      );
    refresh();
    const onUpdated = (_id: number, info: { title?: string; url?: string }) => {
      if (info.title || info.url) refresh();
    };
    browser.tabs.onActivated.addListener(refresh);
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      alive = false;
      browser.tabs.onActivated.removeListener(refresh);
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, [enabled]);
  return page;
}
