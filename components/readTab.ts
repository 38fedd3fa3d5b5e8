import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';
import { parseUrl } from '@/lib/domain/url';

export type TabReading<T> = { ok: true; value: T } | { ok: false; reason: 'denied' | 'failed' };

/**
 * Run `read` in the page of a tab and return what it gives. Call it straight from a click: it
 * first asks for the page origin's host permission (optional, granted per site), which needs the
 * user's gesture. Only what `read` returns leaves the page.
 */
export async function readTab<T>(
  tabId: number,
  url: string,
  read: () => T,
  /** Where the reading was asked for, in the diagnostics log support can copy. */
  where = 'reading a page',
): Promise<TabReading<T>> {
  const parsed = parseUrl(url);
  if (!parsed) return { ok: false, reason: 'failed' };
  const origin = `${parsed.origin}/*`;
  const granted = await browser.permissions
    .request({ origins: [origin] })
    .catch((error: unknown) => {
      void logCaught(`${where}: asking for access to the page`, error);
      return false;
    });
  if (!granted) return { ok: false, reason: 'denied' };
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, func: read });
    return frame && frame.result !== undefined
      ? { ok: true, value: frame.result as T }
      : { ok: false, reason: 'failed' };
  } catch (error) {
    void logCaught(`${where}: reading the page`, error);
    return { ok: false, reason: 'failed' };
  }
}
