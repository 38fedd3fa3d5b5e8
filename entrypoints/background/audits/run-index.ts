import { browser } from 'wxt/browser';
import type { Api } from '@/lib/api';
import { logCaught } from '@/lib/diagnostics/log';
import { pageIdentity } from '@/lib/domain/url';
import type { AuditSummary, HistoryRun } from '@/lib/storage/audits';
import {
  MAX_RUNS_PER_PAGE,
  MAX_RUNS_PER_SHARD,
  runIndexState,
  runShard,
  shardOf,
  type IndexedAudit,
  type IndexedRun,
  type RunShard,
} from '@/lib/storage/run-index';
import { isAuditStatus, type AuditStatus } from '@/lib/domain/audit-status';
import { isDevice } from '@/lib/domain/device';
import { getApi } from '../api';
import { coalesced } from '../coalesce';
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
 */
export const RUN_INDEX_ALARM = 'stormlens-run-index';
const AFTER_FAILURE_MINUTES = 15;

const newest = (page: number) =>
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

/** What the history shows of an audit: its settings stay with the service (they are large). */
function bare({ settings: _settings, ...summary }: AuditSummary): AuditSummary {
  return summary;
}

async function readRun(api: Api, parent: AuditSummary) {
  const children = (await childrenOf(api, parent.id)).map(bare);
  const finished = children.length > 0 && children.every((c) => isFinishedStatus(c.status));
  return { pages: byPage(bare(parent), children), finished };
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
const AUDIT_LIST_PAGES = 2000;

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

/** Fill the index as far as it goes; one fill at a time in this worker. */
export const runRunIndex = coalesced(async (): Promise<void> => {
  if ((await runIndexState.getValue()).complete) {
    await browser.alarms.clear(RUN_INDEX_ALARM);
    return;
  }
  // Every minute while the fill runs: a stopped worker's successor goes on.
  await browser.alarms.create(RUN_INDEX_ALARM, { delayInMinutes: 1, periodInMinutes: 1 });
  try {
    const api = await getApi('later');
    while (await fillStep(api)) {
      // One step a call: the client's limiter keeps the pace.
    }
    await browser.alarms.clear(RUN_INDEX_ALARM);
  } catch (error) {
    await logCaught('audits: filling the index of runs by page', error);
    await browser.alarms.create(RUN_INDEX_ALARM, { delayInMinutes: AFTER_FAILURE_MINUTES });
  }
});
