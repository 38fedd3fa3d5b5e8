import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLoad } from '@/components/useLoad';
import { useStorageItem } from '@/components/useStorageItem';
import type { SerializedError } from '@/lib/api/errors';
import { isFinishedAudit } from '@/lib/domain/audit-status';
import { asError } from '@/lib/messaging/as-error';
import { send } from '@/lib/messaging/client';
import type { ChildrenPage, RetrieveAnswer } from '@/lib/messaging/protocol/audits';
import type { AuditSummary, HistoryRun } from '@/lib/storage/audits';
import { trackedAudits } from '@/lib/storage/audits';

/** A list page of the run's children as read, and in which state of the run. */
interface ReadPage extends ChildrenPage {
  /** The tracker's progress of the run when the page was asked for. */
  progress: string;
  /** Its place in the order pages were read: outdated ones are read again oldest first. */
  order: number;
}

/** What has been read of one run: its parent (with list page 0) and its list pages by number. */
interface Reading {
  id: number;
  parent: AuditSummary | null;
  pages: ReadPage[];
}

/** An answer of `audits.run` (page 0, with the parent) or `audits.children`, and what it asked. */
interface Read extends ChildrenPage {
  id: number;
  page: number;
  progress: string;
  parent?: AuditSummary;
}

/**
 * The list page to read next: the rest of the list first (rows not shown yet), then, once the run
 * has moved on (`progress`), the outdated page read longest ago — so that on a big run followed
 * at the tracker's pace every page is read again in turn, not only the first ones. Null: none.
 */
export function pageToRead(pages: readonly ReadPage[], progress: string): number | null {
  const last = pages.at(-1);
  if (!last) return 0;
  if (last.nextPage !== null) return last.nextPage;
  let oldest: number | null = null;
  for (const [n, page] of pages.entries()) {
    if (page.progress === progress) continue;
    if (oldest === null || page.order < pages[oldest].order) oldest = n;
  }
  return oldest;
}

/** A page read into what is known: a last page (`nextPage` null) drops any beyond it. */
function land(reading: Reading, read: Read): Reading {
  const known = reading.id === read.id ? reading : { id: read.id, parent: null, pages: [] };
  const { children, nextPage, progress, page } = read;
  const pages = [...known.pages];
  const order = Math.max(-1, ...pages.map((p) => p.order)) + 1;
  pages[page] = { children, nextPage, progress, order };
  if (nextPage === null) pages.length = page + 1;
  return { id: read.id, parent: read.parent ?? known.parent, pages };
}

/** Every child read, once each: the copy from the page read last (a changing list shifts). */
function childrenOf(pages: readonly ReadPage[]): AuditSummary[] {
  const newest = new Map<number, { child: AuditSummary; order: number }>();
  for (const { children, order } of pages) {
    for (const child of children) {
      if ((newest.get(child.id)?.order ?? -1) < order) newest.set(child.id, { child, order });
    }
  }
  return [...newest.values()].map(({ child }) => child);
}

/**
 * The run as the list shows it: painted from its first list page (`audits.run`: the parent and 50
 * children, two calls), the later pages (`audits.children`) filling in behind it. While the tracker
 * follows the run, each change of a child's status has the pages read again, and the rows shown
 * meanwhile stay. `listing`: more of the list is still to come.
 */
export function useRun(id: number) {
  const records = useStorageItem(trackedAudits);
  const progress =
    records?.[String(id)]?.children.map((c) => `${c.id}:${c.status}`).join(',') ?? '';
  const [reading, setReading] = useState<Reading>({ id, parent: null, pages: [] });
  const mine = reading.id === id ? reading : { id, parent: null, pages: [] };
  const page = pageToRead(mine.pages, progress);
  // Asked once the tracker's records are read, so that the first page is not read twice.
  const wanted = Number.isInteger(id) && id > 0 && records !== undefined && page !== null;
  const loaded = useLoad(
    wanted ? `${id}:${page}:${mine.pages[page]?.order ?? 'new'}` : null,
    async (): Promise<Read> => {
      const asked = { id, page: page ?? 0, progress };
      return asked.page === 0
        ? { ...asked, ...(await send('audits.run', { id })) }
        : { ...asked, ...(await send('audits.children', { parentId: id, page: asked.page })) };
    },
    'report: the run',
  );
  const { data } = loaded;
  useEffect(() => {
    if (data) setReading((r) => land(r, data));
  }, [data]);

  const run = useMemo<HistoryRun | null>(
    () => mine.parent && { parent: mine.parent, children: childrenOf(mine.pages) },
    [mine.parent, mine.pages],
  );
  // Until the last page is read (or a page fails: the banner offers to read it again).
  const listing = !loaded.error && mine.pages.at(-1)?.nextPage !== null;
  return { run, listing, error: loaded.error, retry: loaded.reload };
}

/** One child's results as read, or why they could not be; `key` is the state they were read in. */
export type Detail =
  { key: string; answer: RetrieveAnswer } | { key: string; error: SerializedError };

/** A finished child's results change only when it is run again (its status or `updated` moves). */
const keyOf = (c: AuditSummary) => `${c.status}:${c.updated ?? ''}`;

/**
 * Each finished child's results (`audits.retrieve`), one request at a time — the background's
 * limiter spaces them at the service's pace — in the order shown, the ones the reader asked for
 * (`want`: opened, linked to) first. The page never waits for them to paint. While the list is
 * still `listing`, only the ones asked for: its few calls give every row its score, and the order
 * shown is known only once every row is there. Each answer moves into `details`, which names the
 * next child to read.
 */
export function useDetails(children: AuditSummary[], listing: boolean) {
  const [details, setDetails] = useState<Record<number, Detail>>({});
  const [wanted, setWanted] = useState<number[]>([]);
  const due = (c: AuditSummary | undefined): c is AuditSummary =>
    !!c && isFinishedAudit(c.status) && details[c.id]?.key !== keyOf(c);
  const byId = new Map(children.map((c) => [c.id, c]));
  const next =
    wanted.map((id) => byId.get(id)).find(due) ?? (listing ? undefined : children.find(due));
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
