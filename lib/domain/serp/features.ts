/*
 * The parts of a results list that are not organic results, each known by its own structure —
 * never by a word in a link's address (a site's page at `/maps/old-town/` is a page like any
 * other) and never by the generated class names, which change from week to week. What each part
 * is marked by, as Google has kept it:
 * - ads: their regions' ids (`#tads`, `#tadsb`, `#bottomads`, `#tvcap`), `data-text-ad` on an
 *   ad, and a link through Google's paid-click redirect (`/aclk`, googleadservices.com);
 * - "People also ask": `data-initq` on the block, `data-q` on each question;
 * - the map pack: its places' id, `data-cid` (on the place, or on the place's own link);
 * - the AI overview: `data-mcpr` on its container;
 * - top stories, video and discussion carousels: Google's scroller element
 *   (`g-scrolling-carousel`), or a row of cards in a list (`role="list"`) none of which is an
 *   organic title — a list that holds title links is a list of results;
 * - the knowledge panel: outside the results list (`#rhs`), so never read.
 * The featured snippet is not among them: see the numbering in ./results.ts.
 */

export type FeatureKind = 'ad' | 'question' | 'map' | 'overview' | 'carousel';

/** The ads' own regions: also where the ads above and below the results list are read. */
export const AD_REGIONS = '#tads, #tadsb, #bottomads, #tvcap';
export const AD = '[data-text-ad]';

const MARKS: readonly (readonly [FeatureKind, string])[] = [
  ['ad', `${AD_REGIONS}, ${AD}`],
  ['question', '[data-initq], [data-q]'],
  ['map', '[data-cid]'],
  ['overview', '[data-mcpr]'],
  ['carousel', 'g-scrolling-carousel, [role="list"]'],
];
const ANY_MARK = MARKS.map(([, selector]) => selector).join(', ');

/** A link to a paid click: the ad's own markup may sit outside the ads' regions. */
export function isAdLink(link: Element): boolean {
  const target = `${link.getAttribute('href') ?? ''} ${link.getAttribute('data-rw') ?? ''}`;
  return /googleadservices\.com|\/aclk\?/.test(target);
}

/**
 * A result's title link: its `<h3>` inside the link (today's markup) or the link inside an `<h3>`
 * (the basic page's older markup) — but a heading link laid out in a table or list is a sitelink.
 */
export function isTitle(link: Element): boolean {
  if (link.querySelector('h3')) return true;
  const heading = link.closest('h3');
  return heading !== null && heading.closest('table, ul, ol') === null;
}

export interface Feature {
  kind: FeatureKind;
  /** The element that marks it (the outermost, where marks nest). */
  mark: Element;
}

function kindOf(el: Element): FeatureKind | null {
  if (el.matches('[role="list"]') && el.querySelector('a h3')) return null;
  return MARKS.find(([, selector]) => el.matches(selector))?.[0] ?? null;
}

/** The features of the results list, by the elements marking them, in page order. */
export function featuresIn(list: Element): Feature[] {
  const marks: Feature[] = [];
  for (const el of list.querySelectorAll(`${ANY_MARK}, a[href]`)) {
    const kind = kindOf(el) ?? (el.matches('a[href]') && isAdLink(el) ? 'ad' : null);
    if (kind) marks.push({ kind, mark: el });
  }
  return marks.filter((f) => !marks.some((o) => o !== f && o.mark.contains(f.mark)));
}
