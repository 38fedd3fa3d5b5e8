import { pagesOf } from '@/lib/domain/run-owner';
import { pageIdentity } from '@/lib/domain/url';
import { rememberRunPages } from '../audits/run-pages';
import { fileRuns } from '../audits/run-index';
import {
  auditHistory,
  type AuditSummary,
  type HistoryRun,
  type TrackedParent,
} from '@/lib/storage/audits';

/**
 * A finished run as a page's history shows it (the page the run was tracked for unless another is
 * named), from what the tracker learned (the children's devices, types, statuses and scores): the
 * popup then needs no history request to list it. The next real fetch replaces it with the
 * service's own summary (its `updated` differs, so `reusable` reads it once).
 */
export function historyRunOf(record: TrackedParent, now: number, url = record.url): HistoryRun {
  const at = record.finishedAt ?? now;
  const page = pageIdentity(url);
  const summary = (fields: Partial<AuditSummary> & { id: number }): AuditSummary => ({
    parentId: 0,
    title: record.title,
    url: null,
    device: null,
    auditType: null,
    status: 'ready',
    created: record.launchedAt,
    updated: at,
    score: null,
    ...fields,
  });
  return {
    parent: summary({ id: record.parentId }),
    children: record.children
      .filter((c) => (c.url ? pageIdentity(c.url) === page : page === pageIdentity(record.url)))
      .map((c) =>
        summary({
          id: c.id,
          parentId: record.parentId,
          url: c.url ?? record.url,
          device: c.device,
          auditType: c.auditType,
          status: c.status,
          score: c.score,
        }),
      ),
  };
}

/**
 * Put a finished run at the top of the stored history of every page its audits cover (the pages
 * with a stored history), and remember those pages as the run's: a run belongs to the pages its
 * audits cover, not to the tab it was launched from.
 */
export async function addToHistory(record: TrackedParent, now = Date.now()): Promise<void> {
  const pages = pagesOf(record.children);
  if (pages.length) await rememberRunPages({ [record.parentId]: pages });
  // The index of runs by page learns it too: the next history open reads nothing for it.
  const filed = new Map<string, HistoryRun>();
  for (const child of record.children) {
    const page = pageIdentity(child.url);
    if (child.url && page && !filed.has(page))
      filed.set(page, historyRunOf(record, now, child.url));
  }
  if (filed.size) await fileRuns([filed]);
  const covered = pages.length ? pages : [pageIdentity(record.url)];
  await auditHistory.update((all) => {
    const next = { ...all };
    for (const [key, stored] of Object.entries(all)) {
      if (!covered.includes(pageIdentity(key))) continue;
      const run = historyRunOf(record, now, key);
      const runs = [run, ...stored.runs.filter((r) => r.parent.id !== record.parentId)];
      next[key] = { ...stored, runs };
    }
    return next;
  });
}
