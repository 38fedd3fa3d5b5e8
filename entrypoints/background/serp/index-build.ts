import { ServiceError } from '@/lib/api/errors';
import { accessOf, type AccessLevel } from '@/lib/domain/access-level';
import { PAGE_SIZE } from '@/lib/monitoring/port';
import { DAY } from '@/lib/storage/cache';
import {
  indexMeta,
  indexStaging,
  indexState,
  MAX_INDEXED_KEYWORDS,
  type IndexMeta,
  type IndexPass,
  type IndexStaging,
  type KeywordRow,
  type IndexState,
} from '@/lib/storage/serp-index';
import { writeCampaign } from './index-store';

/*
 * Filling the phrase index (lib/storage/serp-index.ts) at the service's pace: a pass lists every
 * campaign, then reads each one's groups and keywords page by page to the end. Each `step` makes
 * at most one service call and stores where the pass stands before the next (the pass in
 * `indexState`, the campaign being read in `indexStaging`), so a stopped worker's successor
 * resumes where it stopped: nothing is kept in the worker's globals. A campaign's keywords replace
 * its old ones only once all its pages are in, so a daily pass never leaves a campaign half
 * known; campaigns gone from the list are removed when the pass ends.
 */

/** What a pass reads, one call each (the background's client, or a fake in tests). */
export interface IndexPort {
  now(): number;
  campaigns(page: number): Promise<{ count: number; items: ListedCampaign[] }>;
  groups(campaignId: number, page: number): Promise<{ count: number; items: ListedGroup[] }>;
  keywords(campaignId: number, page: number): Promise<{ count: number; items: ListedKeyword[] }>;
}

export interface ListedCampaign {
  id: number;
  title: string;
  domain: string;
  access: string | null;
}
export interface ListedGroup {
  id: number;
  title: string;
  status: string;
}
export interface ListedKeyword {
  id: number;
  title: string;
  groupId: number | null;
  groupStatus: string | null;
}

/** How often the index is read again whole. */
export const PASS_EVERY = DAY;

/** Whether a page was the list's last: short, or everything counted is in. */
const lastPage = (got: number, total: number, count: number) => got < PAGE_SIZE || total >= count;

type Pass = IndexPass;

/** The state with the pass changed (or ended with `null`). */
const setPass = (pass: Pass | null) => (s: IndexState) => ({ ...s, pass });

/** The campaign's list entry in the meta, keeping what its earlier read found. */
function withCampaign(meta: IndexMeta, c: ListedCampaign, access: AccessLevel): IndexMeta {
  const id = String(c.id);
  const { shards = [], keywords = 0 } = meta.campaigns[id] ?? {};
  const entry = { title: c.title, domain: c.domain, access, shards, keywords };
  return { ...meta, campaigns: { ...meta.campaigns, [id]: entry } };
}

/** Starts a pass when none runs and one is due (the first ever, or the daily one). */
async function startIfDue(port: IndexPort): Promise<Pass | null> {
  const state = await indexState.getValue();
  if (state.pass) return state.pass;
  if (state.builtAt !== null && port.now() < state.nextPassAt) return null;
  const pass: Pass = {
    startedAt: port.now(),
    listPage: 0,
    pending: [],
    seen: [],
    keywords: 0,
    capped: false,
  };
  await indexState.update(setPass(pass));
  return pass;
}

/** One page of the campaign list: its campaigns join the meta and the pass's queue. */
async function listStep(port: IndexPort, pass: Pass): Promise<void> {
  const page = pass.listPage ?? 0;
  const { count, items } = await port.campaigns(page);
  await indexMeta.update((meta) =>
    items.reduce((m, c) => withCampaign(m, c, accessOf(c.access)), meta),
  );
  const ids = items.map((c) => c.id).filter((id) => !pass.pending.includes(id));
  const pending = [...pass.pending, ...ids];
  const done = lastPage(items.length, page * PAGE_SIZE + items.length, count);
  await indexState.update(setPass({ ...pass, pending, listPage: done ? null : page + 1 }));
}

/** One page of the campaign's groups, then of its keywords; the last keyword page files them. */
async function campaignStep(
  port: IndexPort,
  pass: Pass,
  campaignId: number,
  bound: number,
): Promise<void> {
  const stored = await indexStaging.getValue();
  const staging: IndexStaging =
    stored?.campaignId === campaignId ? stored : { campaignId, groupsPage: 0, page: 0, rows: [] };
  if (staging.groupsPage !== null) {
    const page = staging.groupsPage;
    const { count, items } = await port.groups(campaignId, page);
    await indexMeta.update((meta) => {
      const groups = Object.fromEntries(
        Object.entries(meta.groups).filter(([, g]) => page > 0 || g.campaignId !== campaignId),
      );
      for (const g of items) {
        if (g.status !== 'delete') groups[String(g.id)] = { campaignId, title: g.title };
      }
      return { ...meta, groups };
    });
    const done = lastPage(items.length, page * PAGE_SIZE + items.length, count);
    await indexStaging.setValue({ ...staging, groupsPage: done ? null : page + 1 });
    return;
  }
  const { count, items } = await port.keywords(campaignId, staging.page);
  const rows: KeywordRow[] = [
    ...staging.rows,
    ...items
      .filter((k) => k.groupId !== null && k.groupStatus !== 'delete')
      .map((k): KeywordRow => [k.title, k.groupId ?? 0, k.id]),
  ];
  const read = staging.page * PAGE_SIZE + items.length;
  if (!lastPage(items.length, read, count)) {
    await indexStaging.setValue({ ...staging, page: staging.page + 1, rows });
    return;
  }
  await fileCampaign(pass, campaignId, rows, bound);
}

/** A campaign read whole: its keywords replace its old ones, unless they pass the bound. */
async function fileCampaign(pass: Pass, campaignId: number, rows: KeywordRow[], bound: number) {
  const capped = pass.keywords + rows.length > bound;
  if (!capped) {
    const shards = await writeCampaign(campaignId, rows);
    await indexMeta.update((meta) => {
      const c = meta.campaigns[String(campaignId)];
      if (!c) return meta;
      const entry = { ...c, shards, keywords: rows.length };
      return { ...meta, campaigns: { ...meta.campaigns, [campaignId]: entry } };
    });
  }
  const next: Pass = {
    ...pass,
    pending: pass.pending.filter((id) => id !== campaignId),
    seen: capped ? pass.seen : [...pass.seen, campaignId],
    keywords: capped ? pass.keywords : pass.keywords + rows.length,
    capped: pass.capped || capped,
  };
  await indexState.update(setPass(next));
  await indexStaging.setValue(null);
}

/** The pass read every campaign: drop those it did not see, and say when the next one is due. */
async function finishPass(port: IndexPort, pass: Pass): Promise<void> {
  const meta = await indexMeta.getValue();
  const gone = Object.keys(meta.campaigns)
    .map(Number)
    .filter((id) => !pass.seen.includes(id));
  for (const id of gone) await writeCampaign(id, []);
  await indexMeta.update((m) => ({
    campaigns: Object.fromEntries(
      Object.entries(m.campaigns).filter(([id]) => pass.seen.includes(Number(id))),
    ),
    groups: Object.fromEntries(
      Object.entries(m.groups).filter(([, g]) => pass.seen.includes(g.campaignId)),
    ),
  }));
  const now = port.now();
  await indexState.update((s) => ({
    ...s,
    // A capped pass left campaigns out: the index cannot say a phrase is untracked.
    complete: !pass.capped,
    capped: pass.capped,
    builtAt: now,
    nextPassAt: now + PASS_EVERY,
    keywords: pass.keywords,
    pass: null,
    error: null,
  }));
}

/**
 * One step of the pass: at most one service call. False when there is nothing to do (no pass
 * due); a failed call is stored in the state (for Options) and thrown. `bound`: the most keywords
 * the index keeps (smaller in tests).
 */
export async function indexStep(port: IndexPort, bound = MAX_INDEXED_KEYWORDS): Promise<boolean> {
  const pass = await startIfDue(port);
  if (!pass) return false;
  try {
    if (pass.listPage !== null) await listStep(port, pass);
    else if (pass.pending.length) await campaignStep(port, pass, pass.pending[0], bound);
    else await finishPass(port, pass);
  } catch (error) {
    const failure = ServiceError.from(error);
    await indexState.update((s) => ({ ...s, error: failure.toJSON() }));
    throw failure;
  }
  return true;
}
