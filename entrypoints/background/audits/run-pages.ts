import type { Api } from '@/lib/api';
import { pagesOf } from '@/lib/domain/run-owner';
import type { AuditSummary } from '@/lib/storage/audits';
import { auditRunPages, MAX_RUN_PAGES } from '@/lib/storage/run-pages';
import { toSummary } from './convert';
import { listAll } from './list-all';

/** Runs whose pages are unknown read per history fetch (one request each at ~1 s): the rest next time. */
export const NEW_RUNS_PER_FETCH = 15;

/** Every child of a parent, page by page. */
export async function childrenOf(api: Api, parentId: number): Promise<AuditSummary[]> {
  return (await listAll(api.audits.list, { parentId })).map(toSummary);
}

/** Remember the pages of runs (Stormlens knows its own at launch: no request needed). */
export async function rememberRunPages(runs: Record<string, string[]>): Promise<void> {
  await auditRunPages.update((stored) => {
    const all = { ...stored, ...runs };
    const ids = Object.keys(all).sort((a, b) => Number(b) - Number(a));
    return Object.fromEntries(ids.slice(0, MAX_RUN_PAGES).map((id) => [id, all[id]]));
  });
}

/**
 * The pages of each parent: from storage, else read from its children (at most
 * NEW_RUNS_PER_FETCH runs, newest first, and besides them up to `likely.max` of the runs in
 * `likely.ids`, newest first: those whose title names the page, so that in an account of thousands
 * of runs its own are not crowded out by the newest runs of other pages). Returns the pages known
 * and the children just read.
 */
export async function pagesOfRuns(
  api: Api,
  parents: AuditSummary[],
  likely: { ids: Set<number>; max: number } = { ids: new Set(), max: 0 },
): Promise<{ pages: Record<string, string[]>; read: Map<number, AuditSummary[]> }> {
  const pages = { ...(await auditRunPages.getValue()) };
  const read = new Map<number, AuditSummary[]>();
  const learned: Record<string, string[]> = {};
  const first = parents.filter((p) => likely.ids.has(p.id)).slice(0, likely.max);
  const budget = NEW_RUNS_PER_FETCH + first.length;
  const order = [...first, ...parents.filter((p) => !first.includes(p))];
  for (const parent of order) {
    if (pages[parent.id] !== undefined) continue;
    if (read.size >= budget) break;
    const children = await childrenOf(api, parent.id);
    read.set(parent.id, children);
    // A run whose children are not there yet (just created) is asked again next time.
    if (children.length) learned[parent.id] = pages[parent.id] = pagesOf(children);
  }
  if (Object.keys(learned).length) await rememberRunPages(learned);
  return { pages, read };
}
