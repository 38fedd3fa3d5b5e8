import { siteHost } from '../domain-match';
import { parseUrl } from '../url';
import { isGoogleHost } from './query';

/*
 * The results of a results page, found by the page's structure and its links' hosts — never by
 * the engine's generated class names, which change from week to week. What is stable: the
 * results list's id (`#rso`, inside `#search`, the `role="main"` region), the ads' regions
 * (`#tads`, `#bottomads`, `data-text-ad`), an organic result's title being an `<h3>` inside its
 * link, the map pack's places carrying a `data-cid` and linking to Maps, and the "People also ask"
 * block's questions carrying `data-q` (`data-initq` on the block).
 */

export type SerpKind = 'organic' | 'ad' | 'map' | 'question' | 'sitelink';

export interface SerpResult {
  kind: SerpKind;
  /** The result's site (`example.com`: lowercase, without `www.`). */
  host: string;
  url: string;
  /** 1-based organic position on this page; null for everything that is not organic. */
  position: number | null;
  /** The result's link on the page (an organic result's title link): where a badge goes. */
  link: Element;
  /** The top-level block of the results list holding it: the badge's anchor. */
  block: Element;
}

const ADS = '#tads, #tadsb, #bottomads, #tvcap, [data-text-ad]';
const QUESTIONS = '[data-initq], [data-q]';
const PLACES = '[data-cid], a[href*="/maps"], a[href*="tbm=lcl"]';

/** The address a result's link leads to: Google's `/url?q=` redirect unwrapped. */
export function resultUrl(href: string | null, base: string): URL | null {
  const url = parseUrl(href ? new URL(href, base).href : null);
  if (!url) return null;
  if (isGoogleHost(url.hostname) && url.pathname === '/url') {
    return resultUrl(url.searchParams.get('q') ?? url.searchParams.get('url'), base);
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** A link to a paid click: the ad's own markup may sit outside the ads' regions. */
function isAdLink(link: Element): boolean {
  const target = `${link.getAttribute('href') ?? ''} ${link.getAttribute('data-rw') ?? ''}`;
  return /googleadservices\.com|\/aclk\?/.test(target);
}

/** The results list: `#rso` on every results page since 2011; the main region as a fallback. */
export function resultsList(root: ParentNode): Element | null {
  let list = root.querySelector('#rso') ?? root.querySelector('#search, [role="main"]');
  // A wrapper around the whole list is not a block: its children are.
  while (list?.children.length === 1) list = list.children[0];
  return list;
}

/** What a top-level block of the list holds as a whole: a map pack or "People also ask". */
function blockKind(block: Element): SerpKind | null {
  if (block.matches(ADS) || block.querySelector(ADS)) return 'ad';
  if (block.matches(QUESTIONS) || block.querySelector(QUESTIONS)) return 'question';
  if (block.querySelector(PLACES)) return 'map';
  return null;
}

interface Found {
  kind: SerpKind;
  url: URL;
  link: Element;
  block: Element;
}

/** The ads above and below the results (outside the results list). */
function adsOf(root: ParentNode, base: string, list: Element): Found[] {
  const found: Found[] = [];
  for (const region of root.querySelectorAll('#tads, #tadsb, #bottomads, #tvcap')) {
    if (list.contains(region) || region.parentElement?.closest(ADS)) continue;
    for (const link of region.querySelectorAll('a[href]')) {
      const url = resultUrl(link.getAttribute('href'), base);
      if (url && !isGoogleHost(url.hostname) && link.closest('[data-text-ad]')) {
        found.push({ kind: 'ad', url, link, block: region });
      }
    }
  }
  return dedupe(found);
}

/** One entry per host for an ad, a place or a question: their several links are one result. */
function dedupe(found: Found[]): Found[] {
  const seen = new Set<string>();
  return found.filter((f) => {
    if (f.kind === 'organic' || f.kind === 'sitelink') return true;
    const key = `${f.kind}|${f.url.hostname}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A result's title: its `<h3>` inside the link (today's markup) or the link inside an `<h3>`
 * (older markup) — but a heading link laid out in a table or list is a sitelink.
 */
function isTitle(link: Element): boolean {
  if (link.querySelector('h3')) return true;
  const heading = link.closest('h3');
  return heading !== null && heading.closest('table, ul, ol') === null;
}

function kindOf(link: Element, wholeKind: SerpKind | null, titled: Set<string>, host: string) {
  if (isAdLink(link) || link.closest(ADS)) return 'ad';
  if (wholeKind === 'question' || link.closest(QUESTIONS)) return 'question';
  if (wholeKind === 'map' || link.closest('[data-cid]')) return 'map';
  if (titled.has(host)) return 'sitelink';
  if (isTitle(link)) return 'organic';
  return link.closest('h3') ? 'sitelink' : null;
}

/** Every result of the page's first results list, in page order, organic ones numbered. */
export function parseResults(root: ParentNode, pageUrl: string): SerpResult[] {
  const list = resultsList(root);
  if (!list) return [];
  const found: Found[] = adsOf(root, pageUrl, list);
  for (const block of list.children) {
    const wholeKind = blockKind(block);
    const titled = new Set<string>();
    const inBlock: Found[] = [];
    for (const link of block.querySelectorAll('a[href]')) {
      const url = resultUrl(link.getAttribute('href'), pageUrl);
      if (!url || isGoogleHost(url.hostname)) continue;
      const kind = kindOf(link, wholeKind, titled, url.hostname);
      if (!kind) continue;
      if (kind === 'organic') titled.add(url.hostname);
      inBlock.push({ kind, url, link, block });
    }
    // A sitelink read before its result's title (a layout that puts them first) still belongs
    // to that result: only hosts with a title in this block have sitelinks.
    found.push(
      ...dedupe(inBlock.filter((f) => f.kind !== 'sitelink' || titled.has(f.url.hostname))),
    );
  }
  let position = 0;
  return found.flatMap((f) => {
    const host = siteHost(f.url.hostname);
    if (!host) return [];
    return [
      {
        kind: f.kind,
        host,
        url: f.url.href,
        position: f.kind === 'organic' ? ++position : null,
        link: f.link,
        block: f.block,
      },
    ];
  });
}
