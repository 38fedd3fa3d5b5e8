import { browser } from 'wxt/browser';
import { parseUrl } from '@/lib/domain/url';

/**
 * Firefox e2e only (`wxt build -b firefox --mode e2e`; never in a store package): the way a test
 * reaches the add-on's pages. WebDriver BiDi refuses to navigate a tab to `moz-extension://…`
 * ("not allowed in this context") and web pages may not open extension pages either, so the test
 * navigates a tab to `<loopback>/__stormlens-e2e/open#<page>?<query>` and this listener turns
 * that tab into the extension page. The tab stays the same browsing context, so the test keeps
 * driving it. See tests/e2e-firefox/firefox.ts.
 */
export const E2E_DOOR_PATH = '/__stormlens-e2e/open';

/** The add-on's pages a test may open; nothing else goes through the door. */
const PAGES = ['/popup.html', '/options.html', '/sidepanel.html', '/report.html'] as const;

/**
 * The extension page a door URL names (`popup.html?tabUrl=…` → the page and its query), or null
 * for any other URL.
 */
export function doorTarget(
  url: string | undefined,
): { page: (typeof PAGES)[number]; rest: string } | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const loopback = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
  if (!loopback || parsed.pathname !== E2E_DOOR_PATH) return null;
  const wanted = `/${decodeURIComponent(parsed.hash.slice(1))}`;
  const page = PAGES.find(
    (p) => wanted === p || wanted.startsWith(`${p}?`) || wanted.startsWith(`${p}#`),
  );
  return page ? { page, rest: wanted.slice(page.length) } : null;
}

/** The port a test opens to learn which background instance is running. */
export const E2E_INSTANCE_PORT = 'stormlens-e2e-instance';

export function registerE2eDoor(): void {
  browser.tabs.onUpdated.addListener((tabId, change) => {
    const target = doorTarget(change.url);
    if (target) {
      const url = browser.runtime.getURL(target.page) + target.rest;
      void browser.tabs.update(tabId, { url });
    }
  });
  // One id per loaded event page: a test that sees a different id after its port closed knows
  // Firefox suspended the page and started a new one (nothing in memory survived).
  const instance = crypto.randomUUID();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name === E2E_INSTANCE_PORT) port.postMessage({ instance });
  });
}
