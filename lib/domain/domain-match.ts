import { parseUrl } from './url';

/**
 * Which campaigns belong to the tab in front of the user. Campaign domains are stored by the
 * service as typed by people ("www.example.com", "Example.com", sometimes with a scheme), so both
 * sides are normalised the same way before comparing.
 */

/** The lowercase hostname of a URL or bare host, without `www.`, port or trailing dot; null for non-web pages. */
export function siteHost(urlOrHost: string | null | undefined): string | null {
  if (!urlOrHost) return null;
  const raw = urlOrHost.trim().toLowerCase();
  let host: string;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(raw)) {
    const url = parseUrl(raw);
    if (!url) return null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname;
  } else {
    host = raw.split(/[/?#]/)[0].replace(/:\d+$/, '');
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  return host;
}

export type DomainMatch = 'exact' | 'subdomain';

/**
 * How a campaign's domain matches the tab's host: the same site ignoring `www.`, or (only when the
 * campaign includes subdomains) a subdomain of it. `shop.example.com` never matches an
 * `example.com` campaign that does not include subdomains, and a parent never matches a child.
 */
export function matchDomain(
  tab: string | null | undefined,
  campaignDomain: string,
  includeSubdomains: boolean,
): DomainMatch | null {
  const tabHost = siteHost(tab);
  const campaignHost = siteHost(campaignDomain);
  if (!tabHost || !campaignHost) return null;
  if (tabHost === campaignHost) return 'exact';
  if (includeSubdomains && tabHost.endsWith(`.${campaignHost}`)) return 'subdomain';
  return null;
}

/**
 * Whether a ranking URL is the page open in the tab: same site (ignoring `www.` and the scheme),
 * same path (ignoring a trailing slash) and same query; the fragment never matters.
 */
export function isSamePage(
  rankingUrl: string | null | undefined,
  tabUrl: string | null | undefined,
): boolean {
  const a = pageKey(rankingUrl);
  const b = pageKey(tabUrl);
  return a !== null && a === b;
}

function pageKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  const url = parseUrl(withScheme);
  if (!url) return null;
  const host = siteHost(url.hostname);
  if (!host) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return `${host}${path}${url.search}`;
}

/** Words that say nothing on their own, dropped from suggestions. */
const FILLER = new Set([
  'index',
  'home',
  'html',
  'htm',
  'php',
  'aspx',
  'www',
  'page',
  'amp',
  'en',
  'pl',
  'de',
]);

/**
 * Keyword suggestions for the page open in the tab, from what the side panel can read without page
 * access: the title's parts (split at "|", "–", "—", " - ", ":"), minus the part naming the site,
 * and the words of the URL path's last meaningful segments. Lower-case, de-duplicated, 2–80 chars.
 */
export function suggestKeywords(
  title: string | null | undefined,
  url: string | null | undefined,
  /** The page's h1–h3 texts, when the user let the panel read them. */
  headings: readonly string[] = [],
): string[] {
  const host = siteHost(url) ?? '';
  const brand = host.split('.')[0] ?? '';
  const out: string[] = [];
  const add = (phrase: string) => {
    const p = phrase
      .toLowerCase()
      .replace(/[^\p{L}\p{N}&' -]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // Filler words only drop a phrase made of nothing else ("index", "home page"), never a word
    // inside a real phrase ("landing page design").
    const words = p.split(' ').filter(Boolean);
    if (words.every((w) => FILLER.has(w))) return;
    const clean = words.join(' ');
    if (clean.length < 2 || clean.length > 80 || /^\d+$/.test(clean)) return;
    if (brand && (clean === brand || clean === host || clean.replace(/\s/g, '') === brand)) return;
    if (!out.includes(clean)) out.push(clean);
  };
  const titleText = (title ?? '').replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');
  for (const part of titleText.split(/\s[–—-]\s|\s?[|:]\s?/)) add(part);
  for (const heading of headings) add(heading);
  // The path's last words too (none when `url` is not a URL: the title alone).
  const segments = (parseUrl(url)?.pathname ?? '')
    .split('/')
    .map(decodedSegment)
    .filter((s) => s && !/^\d+$/.test(s) && !/^[0-9a-f-]{16,}$/i.test(s));
  for (const s of segments.slice(-2)) add(s.replace(/[-_+]+/g, ' '));
  return out.slice(0, headings.length ? 24 : 12);
}

/**
 * A path segment decoded, without a file extension. A malformed escape (`%E0%A4`) is a page's own
 * spelling, not an error: the segment is kept as written.
 */
function decodedSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // kept as written (see above)
  }
  return text.replace(/\.[a-z0-9]{2,5}$/i, '');
}
