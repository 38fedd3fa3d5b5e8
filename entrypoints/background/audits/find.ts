import { titleMark } from '@/lib/domain/click-mark';
import type { CreatedRuns } from '@/lib/messaging/protocol/audits';
import type { CloneIntent, LaunchIntent, RefreshIntent } from '@/lib/storage/once';
import { getApi } from '../api';
import { listAll } from './list-all';

/*
 * Finding what a token-spending call did when its answer was lost, by what only that call could
 * have made (a launch's or clone's mark, the refreshed audit running again) — read from the
 * service's own lists, never by sending again. The list answer carries no `left`, so what is found
 * reports `left: null`; the cost is one token per child (../shared/spec/service-notes.md, "audit
 * cost").
 */

/**
 * Parent ids the service shows under exactly `title`, newest first. The list's title filter is
 * "part of", so one page can be filled by longer titles (`Stormlens — https://www.example.com/`
 * is part of every run of that site's pages), and the exact ones lie further on: every page is
 * read. With `known` (the parents seen before a create was sent), reading stops at the page that
 * reaches one of them: the list is newest first, so everything after it is older than the click.
 */
export async function parentsTitled(
  title: string,
  known: readonly number[] = [],
): Promise<number[]> {
  const listed = await listAll(
    (await getApi()).audits.list,
    { title, sortField: 'created', sortOrder: 'desc' },
    (batch) => batch.some((a) => known.includes(a.id)),
  );
  return listed.filter((a) => a.parentId === null && a.title === title).map((a) => a.id);
}

/**
 * Parents that carry the click's mark (`intent.title` ends with it) and were not there before it
 * was sent, oldest first: the click's own runs and any second receipt of it, never a run another
 * click made. None for an intent recorded before marks existed: such a run cannot be told from a
 * colleague's, so it is never adopted.
 */
export async function markedParents(intent: LaunchIntent | CloneIntent): Promise<number[]> {
  if (!titleMark(intent.title)) return [];
  return (await parentsTitled(intent.title, intent.before))
    .filter((id) => !intent.before.includes(id))
    .sort((a, b) => a - b);
}

/** Each parent with its children's ids (one list call per 50 children). */
export async function runsOf(parentIds: number[]): Promise<CreatedRuns['created']> {
  const api = await getApi();
  const runs: CreatedRuns['created'] = [];
  for (const parentId of parentIds) {
    const children = await listAll(api.audits.list, { parentId });
    runs.push({ parentId, childIds: children.map((c) => c.id) });
  }
  return runs;
}

/**
 * The runs a launch or clone created when its answer was lost: the oldest parents carrying the
 * click's mark (its first receipt; a keyword launch made one per phrase). Nothing else is adopted.
 */
export async function findCreated(intent: LaunchIntent | CloneIntent): Promise<CreatedRuns | null> {
  const wanted = 'keywords' in intent && intent.keywords?.length ? intent.keywords.length : 1;
  const found = await runsOf((await markedParents(intent)).slice(0, wanted));
  if (found.length === 0) return null;
  const cost = found.reduce((sum, run) => sum + run.childIds.length, 0);
  return { cost, left: null, created: found };
}

const finished = (status: string) => status === 'ready' || status === 'error';

/** What the service showed of an audit just before a refresh was sent. */
export async function refreshBefore(id: number): Promise<RefreshIntent['before']> {
  const { info } = await (await getApi()).audits.retrieve(id);
  return { status: info.status, updated: info.updated?.getTime() ?? null };
}

/**
 * A refresh shows as a run started again: the audit's `updated` moved, or a finished audit is
 * waiting or running again. (Refresh is offered on finished runs only; for a run still going when
 * it was sent, its own progress moves `updated` too, so this would also say "refreshed".)
 */
export async function findRefresh(
  intent: RefreshIntent,
): Promise<{ cost: number; left: null; ids: number[] } | null> {
  const api = await getApi();
  const { info } = await api.audits.retrieve(intent.id);
  const updated = info.updated?.getTime() ?? null;
  const restarted = finished(intent.before.status) && !finished(info.status);
  if (updated === intent.before.updated && !restarted) return null;
  if (info.parentId !== null) return { cost: 1, left: null, ids: [intent.id] };
  const children = await listAll(api.audits.list, { parentId: intent.id });
  return { cost: children.length, left: null, ids: [intent.id, ...children.map((c) => c.id)] };
}
