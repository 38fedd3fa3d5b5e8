/* Pure URL helpers shared by the background (tracker keys, badge) and pages (popup, side panel). */
import { hostScope } from './host-scope';
import { issue, type Issue } from './input-issue';

/** Query parameters that only track campaigns: the same page with or without them is one page. */
const TRACKING_PARAMS = /^(utm_\w+|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga|yclid)$/i;

/**
 * The URL, or null when the text is not one. The one place `new URL`'s exception is caught: for
 * text from a tab, a file or the service, "not a URL" is an answer, not an error to log.
 */
export function parseUrl(text: string | null | undefined): URL | null {
  if (!text) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** True for text `new URL` reads (any scheme): the input check of URL fields. */
export function isUrl(text: string): boolean {
  return parseUrl(text) !== null;
}

/** True for a page the service can audit: an http(s) URL with a real host. */
export function isAuditableUrl(url: string | null | undefined): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
}

/**
 * The address to put into an `href`, or null to show the URL as text: only http(s) with a host.
 * A URL from the service (`javascript:`, `data:`, anything else) never becomes a link; React
 * would block `javascript:` only at click time, and other schemes not at all.
 */
export function linkHref(url: string | null | undefined): string | null {
  if (!url || !isAuditableUrl(url)) return null;
  return new URL(url).href;
}

/**
 * One key per page, so runs launched from `https://Example.com/a/?utm_source=x#top` and
 * `https://example.com/a` land together: lower-case host, no default port, no fragment, no
 * tracking parameters, remaining parameters sorted, no trailing slash except for the root.
 * The scheme is kept (http and https can serve different pages). Null when not auditable.
 */
export function normalizeUrl(url: string | null | undefined): string | null {
  if (!url || !isAuditableUrl(url)) return null;
  const parsed = new URL(url.trim());
  parsed.hash = '';
  const kept = [...parsed.searchParams.entries()]
    .filter(([name]) => !TRACKING_PARAMS.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  parsed.search = new URLSearchParams(kept).toString();
  let path = parsed.pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  parsed.pathname = path;
  // URL already lower-cases the host and drops default ports; toString re-adds "?" only if needed.
  return parsed.toString();
}

/** The host of a URL without a leading `www.` (the monitoring domain), or null. */
export function domainOf(url: string | null | undefined): string | null {
  const hostname = parseUrl(url)?.hostname;
  if (!hostname) return null;
  return hostname.replace(/^www\./i, '').toLowerCase();
}

/** True for loopback hosts (127.0.0.0/8, ::1, localhost), where plain http is acceptable. */
export function isLoopbackUrl(url: string): boolean {
  const hostname = parseUrl(url)?.hostname;
  return hostname !== undefined && hostScope(hostname) === 'loopback';
}

/**
 * The address sent to the service for a page: the fragment and tracking parameters dropped, the
 * rest as the user sees it (a trailing slash can matter to the site). Null when not auditable.
 */
export function auditUrl(url: string | null | undefined): string | null {
  if (!url || !isAuditableUrl(url.trim())) return null;
  const parsed = new URL(url.trim());
  parsed.hash = '';
  for (const name of [...parsed.searchParams.keys()]) {
    if (TRACKING_PARAMS.test(name)) parsed.searchParams.delete(name);
  }
  return parsed.toString();
}

/**
 * Which page a URL is, for telling whether an audit covered the tab's page: `normalizeUrl`, then
 * without the scheme and a leading `www.` — a run of `http://example.com/a/` made in SEMSTORM's web
 * app is a run of `https://www.example.com/a#top`. Null when not auditable.
 */
export function pageIdentity(url: string | null | undefined): string | null {
  const normal = normalizeUrl(url);
  if (!normal) return null;
  return normal.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
}

/**
 * A ranking URL the service sent without a scheme (the SDK's CampaignData and KeywordDetails
 * examples show `example.com/pl`), made absolute so it links to the site and not into the
 * extension: `https://` is assumed, as search results are today. Anything else is kept as sent.
 */
export function absoluteUrl(url: string | null | undefined): string | null {
  const text = (url ?? '').trim();
  if (!text) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  const bare = text.replace(/^\/\//, '');
  return /^[^/\s?#]+\.[^/\s?#]+(?:[/?#]|$)/.test(bare) ? `https://${bare}` : text;
}

/** A web address to audit (../shared/spec/audits.md, create `urls`): http(s) with a dotted host. */
export function isHttpUrl(value: unknown): boolean {
  const url = typeof value === 'string' ? parseUrl(value) : null;
  if (!url) return false;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

export function checkWebAddress(value: unknown, field = 'urls'): Issue | null {
  return isHttpUrl(value) ? null : issue(field, 'url', { value: String(value ?? '') });
}
