import { splitAuditTitle } from '@/lib/domain/audit-title';
import { auditUrl, normalizeUrl } from '@/lib/domain/url';
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
import { getApi } from '../api';
import { isFinishedStatus, toSummary } from './convert';
import { track } from './launch';
import { updateResults } from '../tracker/store';

/** Runs fetched per URL: enough for a trend line, few enough calls at one request per second. */
export const MAX_RUNS = 10;

/** True when the parent's title names this page (the filter matches substrings: /a also finds /ab). */
export function isRunOf(parent: AuditSummary, key: string): boolean {
  return normalizeUrl(splitAuditTitle(parent.title).url) === key;
}

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
 * Every run of a URL, newest first: parents found by title, then each one's children. Stored in
 * `auditHistory`; the newest run also fills `latestResults` when nothing newer is known there, and
 * a run still going that the tracker does not know (launched elsewhere) is adopted by it.
 */
export async function fetchHistory(pageUrl: string): Promise<HistoryRun[]> {
  const url = auditUrl(pageUrl);
  const key = normalizeUrl(pageUrl);
  if (!url || !key)
    throw invalidInput('Only http:// and https:// pages have audit history.', 'url');
  const api = await getApi();
  const parents = (
    await api.audits.list({ title: url, itemsPerPage: 50, sortField: 'created', sortOrder: 'desc' })
  )
    .map(toSummary)
    .filter((p) => isRunOf(p, key))
    .slice(0, MAX_RUNS);
  const stored = (await auditHistory.getValue())[key];
  const runs: HistoryRun[] = [];
  for (const parent of parents) {
    const previous = stored?.runs.find((r) => r.parent.id === parent.id);
    if (reusable(previous, parent)) {
      runs.push({ parent, children: previous.children });
      continue;
    }
    const children = (await api.audits.list({ parentId: parent.id, itemsPerPage: 50 })).map(
      toSummary,
    );
    runs.push({ parent, children });
  }
  const all = { ...(await auditHistory.getValue()) };
  all[key] = { url: key, fetchedAt: Date.now(), runs };
  await auditHistory.setValue(capHistory(all));
  await adoptNewest(key, runs[0]);
  return runs;
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
