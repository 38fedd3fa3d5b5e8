import { browser } from 'wxt/browser';

/**
 * Firefox e2e only (`wxt build -b firefox --mode e2e`; never in a store package): the way a test
 * reaches the add-on's pages. WebDriver BiDi refuses to navigate a tab to `moz-extension://…`
 * ("not allowed in this context") and web pages may not open extension pages either, so the test
 * navigates a tab to `<loopback>/__stormlens-e2e/open#<page>?<query>` and this listener turns
 * that tab into the extension page. The tab stays the same browsing context, so the test keeps
 * driving it. See tests/e2e-firefox/firefox.mjs.
 */
export const E2E_DOOR_PATH = '/__stormlens-e2e/open';

/** The extension page a door URL names (`popup.html?tabUrl=…`), or null for any other URL. */
export function doorTarget(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const loopback = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
  if (!loopback || parsed.pathname !== E2E_DOOR_PATH) return null;
  const page = decodeURIComponent(parsed.hash.slice(1));
  // Only the add-on's own top-level pages: a path, never a scheme or another origin.
  return /^[\w-]+\.html([?#].*)?$/.test(page) ? page : null;
}

/** The port a test opens to learn which background instance is running. */
export const E2E_INSTANCE_PORT = 'stormlens-e2e-instance';

export function registerE2eDoor(): void {
  browser.tabs.onUpdated.addListener((tabId, change) => {
    const page = doorTarget(change.url);
    if (page) void browser.tabs.update(tabId, { url: browser.runtime.getURL(`/${page}`) });
  });
  // One id per loaded event page: a test that sees a different id after its port closed knows
  // Firefox suspended the page and started a new one (nothing in memory survived).
  const instance = crypto.randomUUID();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name === E2E_INSTANCE_PORT) port.postMessage({ instance });
  });
}
