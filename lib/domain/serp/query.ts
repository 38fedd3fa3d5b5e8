import { parseUrl } from '../url';

/**
 * What a results page's address says: the phrase searched and the search host. Only the first
 * page of web results is annotated (bounded cost: the positions shown are the first ten), so a
 * later page (`start`), another vertical (`tbm`: images, news…; `udm` other than web) or an
 * empty query is no results page for Stormlens.
 */
export interface SearchQuery {
  /** The phrase as typed, spaces collapsed: what the phrase index is asked about. */
  phrase: string;
  /** The search host as in the address bar (`www.google.pl`). */
  host: string;
}

/** `www.google.com`, `google.pl`, `www.google.co.uk`: Google's web search hosts. */
export function isGoogleHost(host: string): boolean {
  return /^(www\.)?google\.(com|[a-z]{2}|com?\.[a-z]{2})$/.test(host.toLowerCase());
}

/** `udm=14` is the "Web" filter: plain web results, annotated like the default page. */
const WEB_UDM = '14';

/** The query of a Google results page's first page of web results, or null. */
export function searchQuery(url: string): SearchQuery | null {
  const parsed = parseUrl(url);
  if (!parsed || parsed.protocol !== 'https:' || !isGoogleHost(parsed.hostname)) return null;
  if (parsed.pathname !== '/search') return null;
  const params = parsed.searchParams;
  if (params.has('tbm')) return null;
  const udm = params.get('udm');
  if (udm !== null && udm !== WEB_UDM) return null;
  const start = Number(params.get('start') ?? '0');
  if (!Number.isFinite(start) || start > 0) return null;
  const phrase = (params.get('q') ?? '').replace(/\s+/g, ' ').trim();
  if (!phrase) return null;
  return { phrase, host: parsed.hostname.toLowerCase() };
}
