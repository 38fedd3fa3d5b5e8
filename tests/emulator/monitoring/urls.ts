/**
 * Ranking URLs: which page of a site ranks for a phrase. Category pages for commercial phrases,
 * blog posts for informational ones, the home page for head terms.
 */
import { siteKey, unit } from './ranks.ts';

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const INFORMATIONAL =
  /^(how|what|why|when|best|top|jak|co|ile|czy|ranking)\b|\b(vs|review|guide|opinie|test)\b/i;

const GLUE_WORDS = new Set([
  'for',
  'to',
  'the',
  'a',
  'with',
  'of',
  'and',
  'in',
  'near',
  'me',
  'uk',
]);

/** `example.com` is served from `www.example.com`; subdomains are used as they are. */
export function siteOrigin(domain: string): string {
  const host = domain.trim().toLowerCase();
  return `https://${host.split('.').length === 2 ? `www.${host}` : host}`;
}

/**
 * The page of `domain` that ranks for the phrase: a category page for commercial phrases, a blog
 * post for informational ones, the home page for short head terms; for about one four-week window
 * in six another page of the site ranks instead (cannibalisation, as real sites show).
 */
export function rankingUrl(seed: number, domain: string, title: string, day: number): string {
  const origin = siteOrigin(domain);
  const words = slug(title).split('-').filter(Boolean);
  const window = Math.floor(day / 28);
  if (unit(seed, 'url-switch', siteKey(domain), title, window) < 1 / 6) {
    return unit(seed, 'url-alt', siteKey(domain), title) < 0.5 ? `${origin}/` : `${origin}/sale/`;
  }
  if (INFORMATIONAL.test(title)) return `${origin}/blog/${words.join('-')}/`;
  if (words.length <= 1) return `${origin}/`;
  // Category slugs drop the glue words a shop leaves out of its paths ("shoes for men" → "shoes-men").
  const keep = words.filter((word) => !GLUE_WORDS.has(word));
  return `${origin}/${keep.slice(0, 3).join('-')}/`;
}

/**
 * The SDK's CampaignData and KeywordDetails examples print ranking URLs without a scheme
 * (`example.com/pl`): with `urlForm: 'bare'` every `url` member of a report loses its `https://`.
 */
export function bareUrls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(bareUrls) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [
      key,
      key === 'url' && typeof member === 'string'
        ? member.replace(/^https?:\/\//, '')
        : bareUrls(member),
    ]),
  ) as T;
}
