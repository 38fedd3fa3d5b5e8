import { useCallback, useEffect, useState } from 'react';
import { useLoad } from '@/components/useLoad';
import { useStorageItem } from '@/components/useStorageItem';
import type { SerializedError } from '@/lib/api/errors';
import { isFinishedAudit } from '@/lib/domain/audit-status';
import { asError } from '@/lib/messaging/as-error';
import { send } from '@/lib/messaging/client';
import type { RetrieveAnswer } from '@/lib/messaging/protocol/audits';
import type { AuditSummary } from '@/lib/storage/audits';
import { trackedAudits } from '@/lib/storage/audits';

/**
 * The run as the list shows it (`audits.run`: one call per 50 audits), asked again while the
 * tracker follows the run, at each change of a child's status.
 */
export function useRun(id: number) {
  const tracked = useStorageItem(trackedAudits)?.[String(id)];
  const progress = tracked?.children.map((c) => `${c.id}:${c.status}`).join(',') ?? '';
  const loaded = useLoad(
    Number.isInteger(id) && id > 0 ? `${id}:${progress}` : null,
    () => send('audits.run', { id }),
    'report: the run',
  );
  return { run: loaded.data, error: loaded.error, retry: loaded.reload };
}

/** One child's results as read, or why they could not be; `key` is the state they were read in. */
export type Detail =
  { key: string; answer: RetrieveAnswer } | { key: string; error: SerializedError };

/** A finished child's results change only when it is run again (its status or `updated` moves). */
const keyOf = (c: AuditSummary) => `${c.status}:${c.updated ?? ''}`;

/**
 * Each finished child's results (`audits.retrieve`), one request at a time — the background's
 * limiter spaces them at the service's pace — in the order shown, the ones the reader asked for
 * (`want`: opened, linked to) first. The page never waits for them to paint. Each answer moves
 * into `details`, which names the next child to read.
 */
export function useDetails(children: AuditSummary[]) {
  const [details, setDetails] = useState<Record<number, Detail>>({});
  const [wanted, setWanted] = useState<number[]>([]);
  const due = (c: AuditSummary | undefined): c is AuditSummary =>
    !!c && isFinishedAudit(c.status) && details[c.id]?.key !== keyOf(c);
  const byId = new Map(children.map((c) => [c.id, c]));
  const next = wanted.map((id) => byId.get(id)).find(due) ?? children.find(due);
  const id = next?.id ?? 0;
  const key = next ? keyOf(next) : '';
  // A child's error is its answer (shown on its card), so the reading goes on with the next one.
  const { data } = useLoad(
    next ? `${id}:${key}` : null,
    () =>
      send('audits.retrieve', { id }).then(
        (answer): Detail & { id: number } => ({ id, key, answer }),
        (error: unknown): Detail & { id: number } => ({ id, key, error: asError(error) }),
      ),
    "report: an audit's results",
  );
  useEffect(() => {
    if (!data) return;
    const { id: read, ...detail } = data;
    setDetails((d) => ({ ...d, [read]: detail }));
  }, [data]);

  /** Read this child's results next (again, after an error). */
  const want = useCallback((child: number) => {
    setWanted((w) => [child, ...w.filter((x) => x !== child)]);
    setDetails((d) => {
      if (!d[child] || !('error' in d[child])) return d;
      const { [child]: _, ...rest } = d;
      return rest;
    });
  }, []);
  return { details, want };
}
