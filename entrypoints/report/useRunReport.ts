import { useCallback, useEffect, useRef, useState } from 'react';
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
 * (`want`: opened, linked to) first. The page never waits for them to paint.
 */
export function useDetails(children: AuditSummary[]) {
  const [details, setDetails] = useState<Record<number, Detail>>({});
  const wanted = useRef<number[]>([]);
  const [asked, setAsked] = useState(0);
  const busy = useRef(false);

  useEffect(() => {
    if (busy.current) return;
    const due = (c: AuditSummary | undefined): c is AuditSummary =>
      !!c && isFinishedAudit(c.status) && details[c.id]?.key !== keyOf(c);
    const byId = new Map(children.map((c) => [c.id, c]));
    const next = wanted.current.map((id) => byId.get(id)).find(due) ?? children.find(due);
    if (!next) return;
    busy.current = true;
    const key = keyOf(next);
    // Always stored, even if the run moved meanwhile: the key tells a stale answer, and storing
    // it is what starts the next request.
    void send('audits.retrieve', { id: next.id })
      .then((answer): Detail => ({ key, answer }))
      .catch((e): Detail => ({ key, error: asError(e) }))
      .then((detail) => {
        busy.current = false;
        setDetails((d) => ({ ...d, [next.id]: detail }));
      });
  }, [children, details, asked]);

  /** Read this child's results next (again, after an error). */
  const want = useCallback((id: number) => {
    wanted.current = [id, ...wanted.current.filter((w) => w !== id)];
    setDetails((d) => {
      if (!d[id] || !('error' in d[id])) return d;
      const { [id]: _, ...rest } = d;
      return rest;
    });
    setAsked((n) => n + 1);
  }, []);
  return { details, want };
}
