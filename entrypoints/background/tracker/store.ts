import {
  MAX_RESULT_URLS,
  MAX_TRACKED,
  latestResults,
  trackedAudits,
  waitingChild,
  type TrackedParent,
  type UrlResults,
} from '@/lib/storage/audits';
import type { Device } from '@/lib/domain/device';
import { exclusive } from '@/lib/storage/lock';
import { coversPage } from '@/lib/domain/run-owner';
import { FAST_POLL_MS } from './backoff';

export type Records = Record<string, TrackedParent>;

/**
 * Read-modify-write of the tracker's records and the latest results runs one at a time (one lock
 * for both: a record change rewrites its URL's results), so a launch and a poll finishing together
 * cannot overwrite each other.
 */
const serialised = <T>(task: () => Promise<T>) => exclusive('tracker', task);

/** The latest-results entry a record projects onto its URL. */
export function projectLatest(record: TrackedParent, now: number): UrlResults {
  return {
    url: record.url,
    parentId: record.parentId,
    title: record.title,
    launchedAt: record.launchedAt,
    updatedAt: now,
    running: !record.done,
    children: record.children,
  };
}

/** Newest finished records beyond MAX_TRACKED are dropped; running ones are always kept. */
export function prune(records: Records): Records {
  const finished = Object.values(records)
    .filter((r) => r.done)
    .sort((a, b) => (b.finishedAt ?? b.launchedAt) - (a.finishedAt ?? a.launchedAt));
  const drop = new Set(finished.slice(MAX_TRACKED).map((r) => String(r.parentId)));
  return Object.fromEntries(Object.entries(records).filter(([id]) => !drop.has(id)));
}

/** Keep the URLs updated most recently when there are too many. */
export function capResults(results: Record<string, UrlResults>): Record<string, UrlResults> {
  const entries = Object.entries(results);
  if (entries.length <= MAX_RESULT_URLS) return results;
  entries.sort(([, a], [, b]) => b.updatedAt - a.updatedAt);
  return Object.fromEntries(entries.slice(0, MAX_RESULT_URLS));
}

/**
 * Apply `change` to the records (mutating the copy it is given), store them, and bring
 * `latestResults` in line for every record that changed. A record only replaces a URL's entry
 * when it is the same run or a newer launch.
 */
export function updateTracked<T>(change: (records: Records) => T): Promise<T> {
  return serialised(async () => {
    const before = await trackedAudits.getValue();
    const records: Records = structuredClone(before);
    const result = change(records);
    const after = prune(records);
    const changed = Object.values(after).filter(
      (r) => JSON.stringify(r) !== JSON.stringify(before[String(r.parentId)]),
    );
    await trackedAudits.setValue(after);
    if (changed.length) {
      const now = Date.now();
      const results = { ...(await latestResults.getValue()) };
      for (const record of changed) {
        if (!record.url) continue;
        const current = results[record.url];
        // Tracked under a page its audits turned out not to cover (a keyword run, or a clone of
        // one, followed under the tab's address): not that page's latest run.
        if (!coversPage(record.children, record.url)) {
          if (current?.parentId === record.parentId) delete results[record.url];
          continue;
        }
        if (
          !current ||
          current.parentId === record.parentId ||
          current.launchedAt <= record.launchedAt
        ) {
          results[record.url] = projectLatest(record, now);
        }
      }
      await latestResults.setValue(capResults(results));
    }
    return result;
  });
}

/** Change the latest results directly (history, deletion), in the same queue as the records. */
export function updateResults(
  change: (results: Record<string, UrlResults>) => void,
): Promise<void> {
  return serialised(async () => {
    const results = structuredClone(await latestResults.getValue());
    change(results);
    await latestResults.setValue(capResults(results));
  });
}

export interface NewRecord {
  parentId: number;
  childIds: number[];
  url: string;
  title: string;
  devices: Device[];
  types: string[];
  profileId: number | null;
  cost: number | null;
}

/** A record for a freshly launched (or cloned) parent: every child waiting, due for a poll now. */
export function newRecord(init: NewRecord, now: number): TrackedParent {
  return {
    parentId: init.parentId,
    url: init.url,
    title: init.title,
    devices: init.devices,
    types: init.types,
    profileId: init.profileId,
    launchedAt: now,
    cost: init.cost,
    children: init.childIds.map(waitingChild),
    done: false,
    finishedAt: null,
    // Nothing is done the moment it is created: the first poll waits one interval.
    nextPollAt: now + FAST_POLL_MS,
    failures: 0,
    lastError: null,
    notified: false,
  };
}

/** A record whose audits were run again: children back to waiting, notified anew when done. */
export function restarted(
  record: TrackedParent,
  childIds: number[] | null,
  now: number,
): TrackedParent {
  const reset = (id: number) =>
    childIds === null || childIds.includes(id) || childIds.includes(record.parentId);
  return {
    ...record,
    launchedAt: now,
    children: record.children.map((c) =>
      reset(c.id)
        ? { ...c, status: 'wait', score: null, headline: null, error: null, finished: false }
        : c,
    ),
    done: false,
    finishedAt: null,
    nextPollAt: now,
    failures: 0,
    lastError: null,
    notified: false,
  };
}
