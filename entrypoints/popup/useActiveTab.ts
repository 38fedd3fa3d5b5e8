import { useEffect, useState } from 'react';
import { readActiveTab, type ActiveTab } from './active-tab';
import { bootSnapshot } from './boot';

/**
 * The active tab, read with the start-up state (./boot.ts) so the first frame already shows the
 * tab's scores; read here only when the start-up read did not happen.
 */
export function useActiveTab(): ActiveTab {
  const [tab, setTab] = useState<ActiveTab>(
    () => bootSnapshot()?.tab ?? { url: null, title: null, loading: true },
  );
  useEffect(() => {
    if (!tab.loading) return;
    let alive = true;
    void readActiveTab().then((read) => alive && setTab(read));
    return () => {
      alive = false;
    };
  }, [tab.loading]);
  return tab;
}
