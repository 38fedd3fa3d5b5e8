import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';
import { bootFollowed } from '../boot';
import { readFollowedTab, type FollowedTab } from '../followed-tab';

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
