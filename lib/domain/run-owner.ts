import { pageIdentity } from './url';

/** The pages a run's audits cover (`pageIdentity`: scheme, `www.`, trailing slash aside). */
export function pagesOf(children: { url?: string | null }[]): string[] {
  return [...new Set(children.map((c) => pageIdentity(c.url)).filter((p) => p !== null))];
}

/**
 * Whether a run belongs to a page: one of its audits covers it. A run belongs to the pages its
 * audits cover, whoever made it and whatever its title (a keyword run launched from a tab covers
 * the pages that rank for the phrase, not the tab). While no audit's page is known yet (a launch
 * before its first poll), the page it was launched for is taken at its word.
 */
export function coversPage(children: { url?: string | null }[], url: string | null): boolean {
  const page = pageIdentity(url);
  if (!page) return false;
  const pages = pagesOf(children);
  return pages.length === 0 || pages.includes(page);
}
