import { issue } from '@/lib/domain/input-issue';
import { auditUrl, normalizeUrl, pageIdentity } from '@/lib/domain/url';
import { invalidInput } from '@/lib/api/errors';
import {
  MAX_HISTORY_URLS,
  auditHistory,
  trackedAudits,
  type AuditSummary,
  type HistoryRun,
  type TrackedChild,
  type UrlHistory,
  type UrlResults,
} from '@/lib/storage/audits';
import type { Api } from '@/lib/api';
import { runIndexState } from '@/lib/storage/run-index';
import { getApi } from '../api';
import { catchUp, indexedRuns } from './run-index';
import { runRunIndex } from './run-recheck';
import { isFinishedStatus, toSummary } from './convert';
import { track } from './launch';
import { childrenOf, pagesOfRuns } from './run-pages';
import { LIST_PAGE } from './list-all';
import { updateResults } from '../tracker/store';

/** Runs fetched per URL: enough for a trend line, few enough calls at one request per second. */
export const MAX_RUNS = 10;

/** A finished run need not be asked again: its children cannot change unless it is refreshed. */
export function reusable(
  stored: HistoryRun | undefined,
  parent: AuditSummary,
): stored is HistoryRun {
  return (
    !!stored &&
    stored.parent.updated === parent.updated &&
    stored.children.length > 0 &&
    stored.children.every((c) => isFinishedStatus(c.status))
  );
}

export function childOf(summary: AuditSummary): TrackedChild {
  const finished = isFinishedStatus(summary.status);
  return {
    id: summary.id,
    url: summary.url,
    device: summary.device,
    auditType: summary.auditType,
    status: summary.status,
    score: summary.score,
    headline: null,
    error: null,
    finished,
  };
}

export function capHistory(all: Record<string, UrlHistory>): Record<string, UrlHistory> {
  const entries = Object.entries(all).sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt);
  return Object.fromEntries(entries.slice(0, MAX_HISTORY_URLS));
}

/**
 * Every run of a page, newest first, whoever made it: a run belongs to the page when one of its
 * children audited it (`pageIdentity`: scheme, `www.`, trailing slash and fragment aside), not by
 * its title — runs made in SEMSTORM's web app or by a colleague carry titles of their own. The
 * candidates are the account's newest runs plus older ones Stormlens titled after the page (the
 * title filter only widens the search; the children decide) until the index of runs by page is
 * filled (./run-index.ts), then the index. Stored in `auditHistory` (with the count of runs it lost
 * to deletions outside Stormlens, ./forget.ts); the newest
 * run also fills `latestResults` (the popup's latest score and the badge) when nothing newer is
 * known there, and a run still going that the tracker does not know is adopted by it.
 */
export async function fetchHistory(pageUrl: string): Promise<HistoryRun[]> {
  const url = auditUrl(pageUrl);
  const key = normalizeUrl(pageUrl);
  const page = pageIdentity(pageUrl);
  if (!url || !key || !page) throw invalidInput(issue('url', 'page-url'));
  const api = await getApi();
  // Once the index of runs by page is filled: the newest list page and the index (one call when
  // nothing new was made). Before: the search below, while the fill starts behind it.
  let runs: HistoryRun[];
  if ((await runIndexState.getValue()).complete) {
    await catchUp(api);
    runs = await indexedRuns(page);
    // The re-check's alarm again, should the browser have dropped it (no call before it is due).
    void runRunIndex();
  } else {
    const found = await searchRuns(api, url, key, page);
    runs = found.runs;
    // An account whose runs fit one list page has them all read here: no index needed.
    if (found.more) void runRunIndex();
  }
  await auditHistory.update((all) => {
    const { deletedElsewhere } = all[key] ?? {};
    return capHistory({
      ...all,
      [key]: { url: key, fetchedAt: Date.now(), runs, deletedElsewhere },
    });
  });
  await adoptNewest(key, runs[0]);
  return runs;
}

/**
 * A page's runs without the index: the account's newest runs and older ones Stormlens titled after
 * the page, each one's pages read from its children (NEW_RUNS_PER_FETCH at most a time).
 */
async function searchRuns(api: Api, url: string, key: string, page: string) {
  const newest = { itemsPerPage: LIST_PAGE, sortField: 'created', sortOrder: 'desc' } as const;
  const found = new Map<number, AuditSummary>();
  const latest = await api.audits.list(newest);
  const titled = await api.audits.list({ ...newest, title: url });
  for (const audit of [...latest, ...titled]) found.set(audit.id, toSummary(audit));
  const parents = [...found.values()].sort(
    (a, b) => (b.created ?? 0) - (a.created ?? 0) || b.id - a.id,
  );
  const likely = { ids: new Set(titled.map((audit) => toSummary(audit).id)), max: MAX_RUNS };
  const { pages, read } = await pagesOfRuns(api, parents, likely);
  const mine = parents.filter((p) => pages[p.id]?.includes(page)).slice(0, MAX_RUNS);
  const stored = (await auditHistory.getValue())[key];
  const runs: HistoryRun[] = [];
  for (const parent of mine) {
    const previous = stored?.runs.find((r) => r.parent.id === parent.id);
    if (!read.has(parent.id) && reusable(previous, parent)) {
      runs.push({ parent, children: previous.children });
      continue;
    }
    const children = read.get(parent.id) ?? (await childrenOf(api, parent.id));
    // A run over several pages shows this page's audits only.
    runs.push({ parent, children: children.filter((c) => pageIdentity(c.url) === page) });
  }
  return { runs, more: latest.length >= LIST_PAGE };
}

/** Let the popup open on the newest run next time, and follow it if it is still running. */
async function adoptNewest(key: string, newest: HistoryRun | undefined): Promise<void> {
  if (!newest || newest.children.length === 0) return;
  const tracked = await trackedAudits.getValue();
  if (tracked[String(newest.parent.id)]) return;
  const children = newest.children.map(childOf);
  const running = children.some((c) => !c.finished);
  const launchedAt = newest.parent.created ?? Date.now();
  await updateResults((results) => {
    const current = results[key];
    if (current && current.launchedAt >= launchedAt) return;
    const entry: UrlResults = {
      url: key,
      parentId: newest.parent.id,
      title: newest.parent.title,
      launchedAt,
      updatedAt: Date.now(),
      running,
      children,
    };
    results[key] = entry;
  });
  if (running) {
    await track([{ parentId: newest.parent.id, childIds: children.map((c) => c.id) }], {
      url: key,
      title: newest.parent.title,
      devices: [...new Set(children.map((c) => c.device).filter((d) => d !== null))],
      types: [...new Set(children.map((c) => c.auditType).filter((t) => t !== null))],
      profileId: null,
      cost: null,
    });
  }
}
