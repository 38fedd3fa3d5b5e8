import { readTab } from '@/components/readTab';

export type HeadingsResult =
  { ok: true; headings: string[] } | { ok: false; reason: 'denied' | 'failed' };

/** The h1–h3 texts of the page in a tab (call it from a click: it may ask for the site). */
export async function readHeadings(tabId: number, url: string): Promise<HeadingsResult> {
  const read = await readTab(
    tabId,
    url,
    () =>
      Array.from(document.querySelectorAll('h1, h2, h3'), (h) =>
        (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ).filter((text) => text.length > 1 && text.length <= 120),
    'side panel',
  );
  if (!read.ok) return read;
  const headings = Array.isArray(read.value) ? read.value : [];
  return { ok: true, headings: [...new Set(headings)].slice(0, 20) };
}
