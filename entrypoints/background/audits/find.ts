import type { Audit } from '@/lib/api';
import type { CreatedRuns } from '@/lib/messaging/protocol/audits';
import type { CloneIntent, LaunchIntent, RefreshIntent } from '@/lib/storage/once';
import { getApi } from '../api';
import { claimedParents } from '../once/ledger';
import { listAll } from './list-all';

/*
 * Finding what a token-spending call did when its answer was lost, by what was sent — read from the
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
 * Children that fit what was sent: the chosen devices, and the chosen types when known — one per
 * page × device × type, except in a keyword run, whose pages are whichever rank for the phrase.
 */
function fits(children: Audit[], intent: LaunchIntent | CloneIntent): boolean {
  if (children.length === 0) return false;
  const devices = children.every((c) => !c.device || intent.devices.some((d) => d === c.device));
  if (!devices || intent.types.length === 0 || intent.devices.length === 0) return devices;
  const types = children.every((c) => !c.auditType || intent.types.includes(c.auditType));
  if ('keywords' in intent && intent.keywords?.length) return types;
  const pages = ('pages' in intent ? intent.pages : undefined) ?? 1;
  return types && children.length === pages * intent.devices.length * intent.types.length;
}

/**
 * Parents under the title sent that were not there before it was sent and that no other request
 * claimed (`own`: the request's id, whose own entry does not count), oldest first.
 */
export async function freshParents(
  intent: LaunchIntent | CloneIntent,
  own?: string,
): Promise<number[]> {
  const claimed = await claimedParents(own);
  return (await parentsTitled(intent.title, intent.before))
    .filter((id) => !intent.before.includes(id) && !claimed.has(id))
    .sort((a, b) => a - b);
}

/** Of `parentIds`, the runs whose children fit what was sent, at most `limit`. */
export async function runsThatFit(
  parentIds: number[],
  intent: LaunchIntent | CloneIntent,
  limit = Infinity,
): Promise<CreatedRuns['created']> {
  const api = await getApi();
  const found: CreatedRuns['created'] = [];
  for (const parentId of parentIds) {
    if (found.length >= limit) break;
    const children = await listAll(api.audits.list, { parentId });
    if (fits(children, intent)) found.push({ parentId, childIds: children.map((c) => c.id) });
  }
  return found;
}

/** The run a launch or clone created: a new parent with the title sent and children that fit. */
export async function findCreated(intent: LaunchIntent | CloneIntent): Promise<CreatedRuns | null> {
  // A keyword launch made one run per phrase, all under the title sent.
  const wanted = 'keywords' in intent && intent.keywords?.length ? intent.keywords.length : 1;
  const found = await runsThatFit(await freshParents(intent), intent, wanted);
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
