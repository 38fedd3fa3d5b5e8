import type { Api } from '@/lib/api';
import { ifGone } from '@/lib/api/errors';
import { pageIdentity } from '@/lib/domain/url';
import type { AuditSummary, HistoryRun } from '@/lib/storage/audits';
import {
  MAX_RUNS_PER_PAGE,
  MAX_RUNS_PER_SHARD,
  RUN_INDEX_SHARDS,
  runIndexState,
  runShard,
  shardOf,
  type IndexedAudit,
  type IndexedRun,
  type RunShard,
} from '@/lib/storage/run-index';
import { isAuditStatus, type AuditStatus } from '@/lib/domain/audit-status';
import { isDevice } from '@/lib/domain/device';
import { isFinishedStatus, toSummary } from './convert';
import { LIST_PAGE, MAX_LIST_PAGES } from './list-all';
import { auditRunPages } from '@/lib/storage/run-pages';
import { childrenOf } from './run-pages';

/*
 * Filling and keeping the index of runs by page (lib/storage/run-index.ts). The fill reads the
 * parent list newest first, 50 a call, then each run's children (a call each), one call a step
 * at the client's pace behind what a person waits for; its progress is in storage, so a stopped
 * worker's successor goes on from the alarm. Once complete, a page's history is the newest list
 * page (new runs above the newest filed, and runs filed unfinished, read then) and the index.
 * The job that runs the fill, and the re-check that drops runs deleted elsewhere: ./run-recheck.ts.
 */

export const newest = (page: number) =>
  ({ itemsPerPage: LIST_PAGE, page, sortField: 'created', sortOrder: 'desc' }) as const;

/** A run as each page it covers keeps it: that page's audits only. */
export function byPage(parent: AuditSummary, children: AuditSummary[]): Map<string, HistoryRun> {
  const pages = new Map<string, HistoryRun>();
  for (const child of children) {
    const page = pageIdentity(child.url);
    if (!page) continue;
    const run = pages.get(page) ?? { parent, children: [] };
    run.children.push(child);
    pages.set(page, run);
  }
  return pages;
}

function toIndexed(run: HistoryRun): IndexedRun {
  const { parent } = run;
  const audits = run.children.map((c): IndexedAudit => [
    c.id,
    c.device,
    c.auditType,
    c.status,
    c.score,
  ]);
  return [parent.id, parent.created, parent.updated, parent.title, parent.status, audits];
}

const statusOf = (s: string): AuditStatus => (isAuditStatus(s) ? s : 'error');

/** A filed run as the history shows it (the page's address on each of its audits). */
function fromIndexed(url: string, [id, created, updated, title, status, audits]: IndexedRun) {
  const audit = { title, url: null, device: null, auditType: null, created, updated, score: null };
  const parent: AuditSummary = { ...audit, id, parentId: 0, status: statusOf(status) };
  const children = audits.map(([childId, device, auditType, childStatus, score]): AuditSummary => ({
    ...audit,
    id: childId,
    parentId: id,
    url,
    device: isDevice(device) ? device : null,
    auditType,
    status: statusOf(childStatus),
    score,
  }));
  return { parent, children };
}

/** File runs under their pages (a run filed again replaces itself), each shard kept bounded. */
export async function fileRuns(runs: Map<string, HistoryRun>[]): Promise<void> {
  const shards = new Map<number, [string, HistoryRun][]>();
  for (const pages of runs) {
    for (const [page, run] of pages) {
      const n = shardOf(page);
      shards.set(n, [...(shards.get(n) ?? []), [page, run]]);
    }
  }
  for (const [n, entries] of shards) {
    await runShard(n).update((shard) => {
      const next: RunShard = { ...shard };
      for (const [page, run] of entries) {
        const url = next[page]?.url ?? run.children[0]?.url ?? page;
        const others = (next[page]?.runs ?? []).filter((r) => r[0] !== run.parent.id);
        const sorted = [toIndexed(run), ...others].sort(
          (a, b) => (b[1] ?? 0) - (a[1] ?? 0) || b[0] - a[0],
        );
        next[page] = { url, runs: sorted.slice(0, MAX_RUNS_PER_PAGE) };
      }
      return capShard(next);
    });
  }
}

/** At most MAX_RUNS_PER_SHARD runs in a shard: the oldest go first. */
function capShard(shard: RunShard): RunShard {
  const all = Object.entries(shard).flatMap(([page, { runs }]) =>
    runs.map((run) => ({ page, run })),
  );
  if (all.length <= MAX_RUNS_PER_SHARD) return shard;
  const kept = all
    .sort((a, b) => (b.run[1] ?? 0) - (a.run[1] ?? 0) || b.run[0] - a.run[0])
    .slice(0, MAX_RUNS_PER_SHARD);
  const next: RunShard = {};
  for (const { page, run } of kept) {
    next[page] = { url: shard[page].url, runs: [...(next[page]?.runs ?? []), run] };
  }
  return next;
}

/** A page's runs from the index, newest first. */
export async function indexedRuns(page: string): Promise<HistoryRun[]> {
  const entry = (await runShard(shardOf(page)).getValue())[page];
  return entry ? entry.runs.map((run) => fromIndexed(entry.url, run)) : [];
}

const holds = (run: IndexedRun, ids: ReadonlySet<number>) =>
  ids.has(run[0]) || run[5].some((audit) => ids.has(audit[0]));

/** Take runs (by parent id) and audits (by id) the service no longer has out of the index. */
export async function unfileRuns(ids: ReadonlySet<number>): Promise<void> {
  for (let n = 0; n < RUN_INDEX_SHARDS && ids.size > 0; n++) {
    const shard = runShard(n);
    const filed = Object.values(await shard.getValue());
    if (!filed.some(({ runs }) => runs.some((run) => holds(run, ids)))) continue;
    await shard.update((current) => {
      const next: RunShard = {};
      for (const [page, { url, runs }] of Object.entries(current)) {
        const kept = runs
          .filter((run) => !ids.has(run[0]))
          .map(([id, created, updated, title, status, audits]): IndexedRun => {
            const left = audits.filter((audit) => !ids.has(audit[0]));
            return [id, created, updated, title, status, left];
          });
        if (kept.length) next[page] = { url, runs: kept };
      }
      return next;
    });
  }
}

/** Every parent id the index holds. */
export async function indexedParentIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < RUN_INDEX_SHARDS; n++) {
    for (const { runs } of Object.values(await runShard(n).getValue())) {
      ids.push(...runs.map((run) => run[0]));
    }
  }
  return [...new Set(ids)];
}

/** What the history shows of an audit: its settings stay with the service (they are large). */
function bare({ settings: _settings, ...summary }: AuditSummary): AuditSummary {
  return summary;
}

function readRun(api: Api, parent: AuditSummary) {
  return ifGone(
    async () => {
      const children = (await childrenOf(api, parent.id)).map(bare);
      const finished = children.length > 0 && children.every((c) => isFinishedStatus(c.status));
      return { pages: byPage(bare(parent), children), finished };
    },
    // Deleted since the list showed it: nothing to file, nothing left to finish.
    () => ({ pages: byPage(parent, []), finished: true }),
  );
}

/** One step of the fill (one call); false once there is nothing left to do. */
export async function fillStep(api: Api): Promise<boolean> {
  const state = await runIndexState.getValue();
  if (state.complete) return false;
  const [next, ...rest] = state.pending;
  if (next) {
    const { pages, finished } = await readRun(api, next);
    await fileRuns([pages]);
    await runIndexState.update((s) => ({
      ...s,
      pending: rest,
      unfinished: finished ? s.unfinished : [...s.unfinished, next.id],
    }));
    return true;
  }
  if (state.nextPage === null || state.nextPage >= AUDIT_LIST_PAGES) {
    await runIndexState.update((s) => ({ ...s, complete: true, filledAt: Date.now() }));
    return false;
  }
  const page = state.nextPage;
  const parents = (await api.audits.list(newest(page))).map(toSummary);
  await runIndexState.update((s) => ({
    ...s,
    startedAt: s.startedAt ?? Date.now(),
    // The newest run filed: what the first page shows first (runs made during the fill are
    // newer, and are read from the newest page later).
    newestId: page === 0 ? Math.max(s.newestId, ...parents.map((p) => p.id)) : s.newestId,
    pending: parents,
    nextPage: parents.length < LIST_PAGE ? null : page + 1,
  }));
  return true;
}

/** The list pages the fill reads at most: 100,000 runs, far past any account's year. */
export const AUDIT_LIST_PAGES = 2000;

/**
 * The newest runs into the index: the newest page of the list (more pages only while every run
 * on them is newer than the newest filed), and the children of the runs it shows that are new or
 * were filed unfinished. One call when nothing new was made.
 */
export async function catchUp(api: Api): Promise<void> {
  const state = await runIndexState.getValue();
  const toRead: AuditSummary[] = [];
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const parents = (await api.audits.list(newest(page))).map(toSummary);
    toRead.push(...parents.filter((p) => p.id > state.newestId || state.unfinished.includes(p.id)));
    if (parents.length < LIST_PAGE || parents.some((p) => p.id <= state.newestId)) break;
  }
  const stillUnfinished: number[] = [];
  const known = await auditRunPages.getValue();
  for (const parent of toRead) {
    // Stormlens's own runs were filed by the tracker when they finished: no call for them.
    if (await filedFinished(parent.id, known[parent.id])) continue;
    const { pages, finished } = await readRun(api, parent);
    await fileRuns([pages]);
    if (!finished) stillUnfinished.push(parent.id);
  }
  const read = new Set(toRead.map((p) => p.id));
  await runIndexState.update((s) => ({
    ...s,
    newestId: Math.max(s.newestId, ...toRead.map((p) => p.id)),
    unfinished: [...s.unfinished.filter((id) => !read.has(id)), ...stillUnfinished],
  }));
}

/** Whether the run is filed, finished, under every page it covers. */
async function filedFinished(id: number, pages: string[] | undefined): Promise<boolean> {
  if (!pages?.length) return false;
  for (const page of pages) {
    const run = (await indexedRuns(page)).find((r) => r.parent.id === id);
    if (!run?.children.length || !run.children.every((c) => isFinishedStatus(c.status))) {
      return false;
    }
  }
  return true;
}
