import { siteHost } from '../domain-match';
import { parseUrl } from '../url';
import { AD, AD_REGIONS, featuresIn, isTitle, type FeatureKind } from './features';
import { isGoogleHost } from './query';

/*
 * The results of a results page, found by what each one is. An organic result is a title link —
 * an `<a>` with its `<h3>` inside, to an address of its own — anywhere in the results list (`#rso`,
 * inside `#search`, the `role="main"` region), whatever block holds it: Google groups several
 * results to a block, indents a second page of a site under the first, and shows a site twice.
 * Every other part of the list is known by its own structure (./features.ts). A sitelink is a
 * link under a result, to the result's own site, without a title of its own.
 *
 * Which results are numbered follows SEMSTORM's rank types: the service tracks `organic`, `paid`
 * and `maps` positions (../shared/spec/monitoring.md, detailed data) and says nothing of the
 * page's other parts (../shared/spec/service-notes.md is silent), so ads (paid) and the map pack's
 * places (maps) are not organic positions, and neither are the AI overview's sources, the carousels' cards, "People
 * also ask" or the knowledge panel: they cite pages, they are not the list's results. The featured
 * snippet's page IS numbered — as 1 when the snippet leads the page: since January 2020 Google does
 * not list that page again among the first page's results, so the snippet is its only organic
 * listing, and a tracker that skipped it would call a site absent from a page it tops. An indented
 * result and a second result of a site are listings of their own, each numbered.
 */

export type SerpKind = 'organic' | 'sitelink' | FeatureKind;

export interface SerpResult {
  kind: SerpKind;
  /** The result's site (`example.com`: lowercase, without `www.`). */
  host: string;
  url: string;
  /** 1-based organic position on this page; null for everything that is not organic. */
  position: number | null;
  /** The result's link on the page (an organic result's title link): where a badge goes. */
  link: Element;
  /**
   * The part of the page that is this result's alone — an organic result's card, a feature's
   * block — short of any neighbour sharing its block of the list: the badge's anchor.
   */
  block: Element;
}

interface Found {
  kind: SerpKind;
  url: URL;
  link: Element;
  block: Element;
}

/** The address a result's link leads to: Google's `/url?q=` redirect unwrapped. */
export function resultUrl(href: string | null, base: string): URL | null {
  const url = parseUrl(href ? new URL(href, base).href : null);
  if (!url) return null;
  if (isGoogleHost(url.hostname) && url.pathname === '/url') {
    return resultUrl(url.searchParams.get('q') ?? url.searchParams.get('url'), base);
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** The results list: `#rso` on every results page since 2011; the main region as a fallback. */
export function resultsList(root: ParentNode): Element | null {
  return root.querySelector('#rso') ?? root.querySelector('#search, [role="main"]');
}

/** The ads above and below the results (outside the results list). */
function adsOf(root: ParentNode, base: string, list: Element): Found[] {
  const found: Found[] = [];
  for (const region of root.querySelectorAll(AD_REGIONS)) {
    if (list.contains(region) || region.parentElement?.closest(`${AD_REGIONS}, ${AD}`)) continue;
    for (const link of region.querySelectorAll('a[href]')) {
      const url = resultUrl(link.getAttribute('href'), base);
      if (url && !isGoogleHost(url.hostname) && link.closest(AD)) {
        found.push({ kind: 'ad', url, link, block: region });
      }
    }
  }
  return found;
}

/** One entry per site in each ad, place, answer or card: their several links are one result. */
function dedupe(found: Found[]): Found[] {
  const seen = new Map<Element, Set<string>>();
  return found.filter((f) => {
    if (f.kind === 'organic' || f.kind === 'sitelink') return true;
    const hosts = seen.get(f.block) ?? new Set<string>();
    seen.set(f.block, hosts);
    if (hosts.has(f.url.hostname)) return false;
    hosts.add(f.url.hostname);
    return true;
  });
}

/** Whether `up` holds one of `els` other than `but`. */
function holds(up: Element, els: Element[], but?: Element): boolean {
  return els.some((el) => el !== but && up.contains(el));
}

/** The largest part of the list around `el` (up to a block of the list) that `stops` allows. */
function extent(el: Element, list: Element, stops: (up: Element) => boolean): Element {
  let part = el;
  for (let up = el.parentElement; up && up !== list && !stops(up); up = up.parentElement) {
    part = up;
  }
  return part;
}

/** Every result of the page's first results list, in page order, organic ones numbered. */
export function parseResults(root: ParentNode, pageUrl: string): SerpResult[] {
  const list = resultsList(root);
  if (!list) return [];
  const links = [...list.querySelectorAll('a[href]')].flatMap((link) => {
    const url = resultUrl(link.getAttribute('href'), pageUrl);
    return url && !isGoogleHost(url.hostname) ? [{ link, url }] : [];
  });
  const features = featuresIn(list);
  const marks = features.map((f) => f.mark);
  const titles = links.filter(
    ({ link }) => isTitle(link) && !marks.some((mark) => mark.contains(link)),
  );
  const titleLinks = titles.map((t) => t.link);
  // A feature spreads over what around it is no result and no other feature; a result's card
  // over what holds no other result and no feature. So neither takes in a neighbour in its block.
  const areas = features.map((f) => ({
    kind: f.kind,
    block: extent(f.mark, list, (up) => holds(up, titleLinks) || holds(up, marks, f.mark)),
  }));
  const cards = titles.map((title) => ({
    title,
    block: extent(title.link, list, (up) => holds(up, titleLinks, title.link) || holds(up, marks)),
  }));

  const found: Found[] = adsOf(root, pageUrl, list);
  for (const { link, url } of links) {
    const area = areas.find((a) => a.block.contains(link));
    const card = cards.find((c) => c.block.contains(link));
    if (area) found.push({ kind: area.kind, url, link, block: area.block });
    else if (card?.title.link === link)
      found.push({ kind: 'organic', url, link, block: card.block });
    else if (card && siteHost(card.title.url.hostname) === siteHost(url.hostname)) {
      found.push({ kind: 'sitelink', url, link, block: card.block });
    }
  }
  let position = 0;
  return dedupe(found).flatMap((f) => {
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
