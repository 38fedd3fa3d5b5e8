import { isFinishedAudit } from '@/lib/domain/audit-status';
import type { UrlHistory, UrlResults } from '@/lib/storage/audits';

/** A page's stored history is asked for again after this long (runs made elsewhere show up). */
export const HISTORY_FRESH_MS = 5 * 60_000;

/**
 * Whether opening the popup on a page should ask the service for its history: not when what is
 * stored was fetched a moment ago and already holds the latest run as it is now (measured: each
 * open asked again — 2 or more list calls — and quickly reopened popups queued them up for
 * longer than the popups were open). A run launched here is shown from the latest results while
 * it goes; once it has finished, the history is asked for it.
 */
export function historyWanted(
  stored: UrlHistory | undefined,
  latest: UrlResults | undefined,
  now = Date.now(),
): boolean {
  if (!stored) return true;
  const age = now - stored.fetchedAt;
  if (age < 0 || age >= HISTORY_FRESH_MS) return true;
  if (!latest || latest.running) return false;
  const run = stored.runs.find((r) => r.parent.id === latest.parentId);
  return !run || !run.children.every((c) => isFinishedAudit(c.status));
}
