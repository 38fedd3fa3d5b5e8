import type { Api } from '@/lib/api';
import type { Audit } from '@/lib/api/schemas/audits';
import type { ListAuditsParams } from '@/lib/api/audit-params';

/** The list's largest page (../shared/spec/audits.md §4: `pager.items_per_page` 10, 25 or 50). */
export const LIST_PAGE = 50;
/**
 * Pages read at most (1,000 audits): the largest run the popup can launch is 21 pages × 2 devices
 * × 6 types = 252 audits, 6 pages; the cap only stops a list that never ends.
 */
export const MAX_LIST_PAGES = 20;

/** The end of a list: the page after `page` of `batch`, or null when there is none to read. */
export function pageAfter(page: number, batch: readonly unknown[]): number | null {
  // The service gives no total, so a full page means there may be another.
  return batch.length < LIST_PAGE || page + 1 >= MAX_LIST_PAGES ? null : page + 1;
}

/**
 * Every audit a list call matches, page by page (`pager.page` from 0) until a page comes back
 * short. An audit seen on an earlier page is kept once (a run created between two calls shifts
 * the pages by one). `enough` ends the reading after a page that gave the caller what it needs
 * (in an ordered list, nothing after it can matter).
 */
export async function listAll(
  list: Api['audits']['list'],
  params: Omit<ListAuditsParams, 'itemsPerPage' | 'page'>,
  enough: (batch: Audit[]) => boolean = () => false,
): Promise<Audit[]> {
  const seen = new Map<number, Audit>();
  let page: number | null = 0;
  while (page !== null) {
    const batch = await list({ ...params, itemsPerPage: LIST_PAGE, page });
    for (const audit of batch) if (!seen.has(audit.id)) seen.set(audit.id, audit);
    page = enough(batch) ? null : pageAfter(page, batch);
  }
  return [...seen.values()];
}
