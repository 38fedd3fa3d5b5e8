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
 * so `popup.html?tabUrl=<url>` names the tab instead — honoured only when present. Never rejects:
 * a tab that cannot be read is logged and is no tab.
 */
export async function readActiveTab(): Promise<ActiveTab> {
  const given = new URLSearchParams(location.search).get('tabUrl');
  if (given !== null) return { url: given, title: null, loading: false };
  try {
    const [active] = await browser.tabs.query({ active: true, currentWindow: true });
    return { url: active?.url ?? null, title: active?.title ?? null, loading: false };
  } catch (error) {
    await logCaught('popup: reading the active tab', error);
    return { url: null, title: null, loading: false };
  }
}
