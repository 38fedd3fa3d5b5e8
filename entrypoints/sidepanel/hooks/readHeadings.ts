import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';

export type HeadingsResult =
  { ok: true; headings: string[] } | { ok: false; reason: 'denied' | 'failed' };

/**
 * The h1–h3 texts of the page in a tab. Call it straight from a click: it first asks for the
 * page origin's host permission (optional, granted per site), which needs the user's gesture.
 * Only the headings' text leaves the page, nothing else is read.
 */
export async function readHeadings(tabId: number, url: string): Promise<HeadingsResult> {
  let origin: string;
  try {
    origin = `${new URL(url).origin}/*`;
  } catch {
    return { ok: false, reason: 'failed' };
  }
  const granted = await browser.permissions
    .request({ origins: [origin] })
    .catch((error: unknown) => {
      void logCaught('side panel: asking for access to the page', error);
      return false;
    });
  if (!granted) return { ok: false, reason: 'denied' };
  try {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: () =>
        Array.from(document.querySelectorAll('h1, h2, h3'), (h) =>
          (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ).filter((text) => text.length > 1 && text.length <= 120),
    });
    const headings = Array.isArray(frame?.result) ? (frame.result as string[]) : [];
    return { ok: true, headings: [...new Set(headings)].slice(0, 20) };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
