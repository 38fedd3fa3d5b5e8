import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';

export interface ActiveTab {
  /** Null while loading, or when the tab has no URL the extension may read. */
  url: string | null;
  title: string | null;
  loading: boolean;
}

/**
 * The tab the popup acts on: the active tab of the current window. Tests cannot click the toolbar,
 * so `popup.html?tabUrl=<url>` names the tab instead — honoured only when present.
 */
export function useActiveTab(): ActiveTab {
  const [tab, setTab] = useState<ActiveTab>(() => {
    const given = new URLSearchParams(location.search).get('tabUrl');
    return given === null
      ? { url: null, title: null, loading: true }
      : { url: given, title: null, loading: false };
  });
  useEffect(() => {
    if (!tab.loading) return;
    let alive = true;
    browser.tabs
      .query({ active: true, currentWindow: true })
      .then(([active]) => {
        if (alive)
          setTab({ url: active?.url ?? null, title: active?.title ?? null, loading: false });
      })
      .catch((error: unknown) => {
        void logCaught('popup: reading the active tab', error);
        if (alive) setTab({ url: null, title: null, loading: false });
      });
    return () => {
      alive = false;
    };
  }, [tab.loading]);
  return tab;
}
