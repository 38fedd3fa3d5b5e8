import { pageIdentity } from '@/lib/domain/url';
import {
  auditHistory,
  type AuditSummary,
  type HistoryRun,
  type TrackedParent,
} from '@/lib/storage/audits';

/**
 * A finished run as the page's history shows it, from what the tracker learned (the children's
 * devices, types, statuses and scores): the popup then needs no history request to list it
 * (issue 16: each finish cost a history fetch). The next real fetch replaces it with the
 * service's own summary (its `updated` differs, so `reusable` reads it once).
 */
export function historyRunOf(record: TrackedParent, now: number): HistoryRun {
  const at = record.finishedAt ?? now;
  const page = pageIdentity(record.url);
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
      .filter((c) => !c.url || pageIdentity(c.url) === page)
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

/** Put a finished run at the top of its page's stored history (when that page has one). */
export async function addToHistory(record: TrackedParent, now = Date.now()): Promise<void> {
  await auditHistory.update((all) => {
    const stored = all[record.url];
    if (!stored) return all;
    const run = historyRunOf(record, now);
    const runs = [run, ...stored.runs.filter((r) => r.parent.id !== record.parentId)];
    return { ...all, [record.url]: { ...stored, runs } };
  });
}
