import { browser } from 'wxt/browser';
import { caught } from '@/lib/diagnostics/log';
import { readTab, type TabReading } from '@/components/readTab';

/** What the popup reads from the page it audits: for keyword ideas and for more pages. */
export interface PageFacts {
  title: string;
  /** The h1 texts, in page order. */
  headings: string[];
  /** Links of the same site, without fragments, in page order. */
  links: string[];
}

/** The tab showing `url` (the active one first): the `?tabUrl=` popup acts on it too. */
async function tabOf(url: string): Promise<number | null> {
  const tabs = await browser.tabs.query({});
  const showing = tabs.filter((tab) => tab.url === url && tab.id !== undefined);
  return (showing.find((tab) => tab.active) ?? showing[0])?.id ?? null;
}

/** Call from a click: asks for the site's permission, then reads title, H1s and internal links. */
export async function readPage(url: string): Promise<TabReading<PageFacts>> {
  const tabId = await tabOf(url).catch(caught('popup: finding the tab of the page', null));
  if (tabId === null) return { ok: false, reason: 'failed' };
  const read = await readTab(
    tabId,
    url,
    () => {
      const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
      const links = Array.from(document.querySelectorAll('a[href]'), (a) => {
        const link = new URL((a as HTMLAnchorElement).href, location.href);
        link.hash = '';
        return link.origin === location.origin && /^https?:$/.test(link.protocol) ? link.href : '';
      });
      return {
        title: clean(document.title),
        headings: Array.from(document.querySelectorAll('h1'), (h) => clean(h.textContent)),
        links,
      };
    },
    'popup',
  );
  if (!read.ok) return read;
  const own = new URL(url);
  own.hash = '';
  const links = [...new Set(read.value.links)].filter((l) => l !== '' && l !== own.href);
  const headings = [...new Set(read.value.headings)].filter((h) => h.length > 1 && h.length <= 200);
  return { ok: true, value: { title: read.value.title, headings, links: links.slice(0, 100) } };
}
