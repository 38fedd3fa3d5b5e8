import { issue } from '@/lib/domain/input-issue';
import { ServiceError, invalidInput, isGone } from '@/lib/api/errors';
import { auditTitle, splitAuditTitle } from '@/lib/domain/audit-title';
import { clickMark, markTitle } from '@/lib/domain/click-mark';
import { auditUrl, normalizeUrl } from '@/lib/domain/url';
import type { Api } from '@/lib/api';
import type { Priority } from '@/lib/api/limiter';
import {
  trackedAudits,
  type AuditSummary,
  type HistoryRun,
  type TrackedParent,
} from '@/lib/storage/audits';
import type { ParsedInput } from '@/lib/messaging/protocol';
import type {
  ChildrenPage,
  CloneAnswer,
  CreatedRuns,
  RefreshAnswer,
  ReportAnswer,
  RetrieveAnswer,
  RunAnswer,
} from '@/lib/messaging/protocol/audits';
import { getApi, noteTokensLeft } from '../api';
import { kickTracker } from '../tracker';
import { restarted, updateTracked } from '../tracker/store';
import type { CloneIntent, RefreshIntent } from '@/lib/storage/once';
import { runOnce, type OnceSpec } from '../once/run';
import { toSummary } from './convert';
import { forgetAudits } from './forget';
import { findCreated, findRefresh, parentsTitled, refreshBefore } from './find';
import { track } from './launch';
import { LIST_PAGE, listAll, pageAfter } from './list-all';
import { createdTwice, refreshCheck } from './twice';
import { balanceNow } from '../once/ledger';

/**
 * A read of one audit or run; when the service answers that it has no such id (deleted in the web
 * app or by a colleague), the audit leaves the history and the index before the error goes on.
 */
async function orForget<T>(id: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isGone(ServiceError.from(error))) await forgetAudits([id], true);
    throw error;
  }
}

/** One audit with its raw `audit_data` elements. */
export function retrieveAudit(
  id: number,
  priority: Priority = 'now',
  wanted?: () => Promise<boolean>,
): Promise<RetrieveAnswer> {
  return orForget(id, async () => {
    const { info, data } = await (await getApi(priority, wanted)).audits.retrieve(id);
    return { audit: toSummary(info), data };
  });
}

/** A parent audit as the list shows it; a child's id is refused (its run is what is read). */
async function parentOf(api: Api, id: number): Promise<AuditSummary> {
  const parent = toSummary((await api.audits.retrieve(id)).info);
  if (parent.parentId !== 0) throw invalidInput(issue('id', 'audit-child'));
  return parent;
}

/** A parent and every child as the list shows it: one retrieve and one list call per 50 audits. */
export function runOf(id: number): Promise<HistoryRun> {
  return orForget(id, async () => {
    const api = await getApi();
    const parent = await parentOf(api, id);
    const children = (await listAll(api.audits.list, { parentId: id })).map(toSummary);
    return { parent, children };
  });
}

/** One list page of a run's children (page, device, type, status, overall score). */
async function childrenPage(api: Api, parentId: number, page: number): Promise<ChildrenPage> {
  const batch = await api.audits.list({ parentId, itemsPerPage: LIST_PAGE, page });
  return { children: batch.map(toSummary), nextPage: pageAfter(page, batch) };
}

/**
 * A parent and the first list page of its children: two calls, whatever the size of the run, so
 * the report paints before the rest of the list (`moreChildren`) and any child's results are read.
 */
export function runHead(id: number): Promise<RunAnswer> {
  return orForget(id, async () => {
    const api = await getApi();
    const parent = await parentOf(api, id);
    return { parent, ...(await childrenPage(api, id, 0)) };
  });
}

/**
 * A later list page of a run's children, at the `later` priority: the reader already sees the
 * first page, and a call someone is waiting on (an audit's results they opened) goes first.
 */
export async function moreChildren(parentId: number, page: number): Promise<ChildrenPage> {
  return childrenPage(await getApi('later'), parentId, page);
}

/** A parent with each child and its results, children in the list endpoint's order. */
export async function reportOf(id: number): Promise<ReportAnswer> {
  const { parent, children: listed } = await runOf(id);
  const children: RetrieveAnswer[] = [];
  for (const child of listed) children.push(await retrieveAudit(child.id));
  return { parent, children };
}

/** The tracked record holding an audit, as a parent or one of its children. */
function findRecord(records: Record<string, TrackedParent>, id: number): TrackedParent | undefined {
  return (
    records[String(id)] ?? Object.values(records).find((r) => r.children.some((c) => c.id === id))
  );
}

/** Follow a refreshed audit again (answered or found), and note the tokens left. */
async function completeRefresh(
  intent: RefreshIntent,
  answer: RefreshAnswer,
): Promise<RefreshAnswer> {
  const { id } = intent;
  await noteTokensLeft(answer.left);
  const now = Date.now();
  const known = await updateTracked((records) => {
    const record = findRecord(records, id);
    if (!record) return false;
    const whole = record.parentId === id;
    records[String(record.parentId)] = restarted(record, whole ? null : [id, ...answer.ids], now);
    return true;
  });
  if (known) kickTracker();
  else {
    // Not followed yet (a run from history or Recent audits): the first poll fills in the rest.
    const info = (await (await getApi()).audits.retrieve(id)).info;
    const parentId = info.parentId ?? info.id;
    const url = normalizeUrl(splitAuditTitle(info.title).url ?? info.url) ?? '';
    await track([{ parentId, childIds: [] }], {
      url,
      title: info.title,
      devices: [],
      types: [],
      profileId: null,
      cost: answer.cost,
    });
  }
  return answer;
}

export const refreshSpec: OnceSpec<'audits.refresh', RefreshAnswer> = {
  command: 'audits.refresh',
  find: findRefresh,
  complete: completeRefresh,
  spentOn: ({ id }) => ({ source: 'refresh', target: { auditId: id } }),
  check: async (intent, raw) => ({ twice: null, cannotTell: refreshCheck(intent, raw) }),
};

/** Run an audit (a parent: all its children) again, once per request id, and follow it. */
export function refreshAudit({ requestId, id }: ParsedInput<'audits.refresh'>) {
  return runOnce(requestId, refreshSpec, async () => {
    const api = await getApi();
    const intent: RefreshIntent = {
      id,
      before: await refreshBefore(id),
      balance: await balanceNow(),
    };
    return { intent, send: () => api.audits.refresh(id) };
  });
}

/** The page a parent audits: given, known to the tracker, or read from its title. */
async function urlOfParent(id: number, given: string | undefined): Promise<string | null> {
  if (given) return auditUrl(given);
  const record = (await trackedAudits.getValue())[String(id)];
  const fromRecord = record ? splitAuditTitle(record.title).url : null;
  if (fromRecord) return fromRecord;
  const { info } = await (await getApi()).audits.retrieve(id);
  return splitAuditTitle(info.title).url;
}

/** Follow a clone (answered or found) like a launch, and note the tokens left. */
async function completeClone(intent: CloneIntent, raw: CreatedRuns): Promise<CloneAnswer> {
  await noteTokensLeft(raw.left);
  const { url, title, devices, types, profileId } = intent;
  await track(raw.created, { url, title, devices, types, profileId, cost: raw.cost });
  return raw;
}

export const cloneSpec: OnceSpec<'audits.clone', CreatedRuns> = {
  command: 'audits.clone',
  find: findCreated,
  complete: completeClone,
  spentOn: ({ url, title }) => ({ source: 'clone', target: { url, title } }),
  check: createdTwice,
};

/**
 * Clone a finished parent under a new title that still names its URL and ends with the click's
 * mark (as a launch's does), once per request id, and follow the clone.
 */
export function cloneAudit({ requestId, id, title, url: given }: ParsedInput<'audits.clone'>) {
  return runOnce(requestId, cloneSpec, async () => {
    const api = await getApi();
    const url = await urlOfParent(id, given);
    const named = url && !title.includes(url) ? auditTitle(title, url) : title;
    const fullTitle = markTitle(named, clickMark(requestId));
    const record = (await trackedAudits.getValue())[String(id)];
    const intent: CloneIntent = {
      sourceId: id,
      title: fullTitle,
      url: normalizeUrl(url) ?? '',
      devices: record?.devices ?? [],
      types: record?.types ?? [],
      profileId: record?.profileId ?? null,
      before: await parentsTitled(fullTitle),
    };
    return { intent, send: () => api.audits.clone({ id, title: fullTitle }) };
  });
}

/** Delete an audit on the service, then forget it everywhere locally (the index of runs too). */
export async function deleteAudit(id: number): Promise<{ deleted: true }> {
  await (await getApi()).audits.remove(id);
  await forgetAudits([id], false);
  return { deleted: true };
}
