import type { Api } from '@/lib/api';
import type { Audit } from '@/lib/api/schemas/audits';
import { ServiceError, isGone } from '@/lib/api/errors';
import { normalizeUrl, pageIdentity } from '@/lib/domain/url';
import { waitingChild, type TrackedChild, type TrackedParent } from '@/lib/storage/audits';
import {
  errorMessageOf,
  isFinishedStatus,
  toHeadline,
  toStatus,
  toSummary,
} from '../audits/convert';
import { LIST_PAGE, listAll } from '../audits/list-all';
import { GIVE_UP_MS, backoffDelay, isTransient, pollInterval } from './backoff';

/** The parts of the client the tracker uses (tests pass a fake). */
export type TrackerApi = { audits: Pick<Api['audits'], 'list' | 'retrieve'> };

function failed(record: TrackedParent, error: ServiceError, now: number): TrackedParent {
  const failures = record.failures + 1;
  return {
    ...record,
    failures,
    lastError: error.toJSON(),
    nextPollAt: now + backoffDelay(failures, error.kind),
  };
}

function finish(record: TrackedParent, now: number): TrackedParent {
  return { ...record, done: true, finishedAt: now, failures: 0, lastError: null };
}

/** Close every unfinished child with the same error (the parent is gone or given up). */
function closeAll(record: TrackedParent, error: ServiceError, now: number): TrackedParent {
  const children = record.children.map((c) =>
    c.finished ? c : { ...c, status: 'error' as const, error: error.toJSON(), finished: true },
  );
  return finish({ ...record, children }, now);
}

/**
 * Merge what the list says into the children: device, type, status, score; refreshed ones reopen.
 * A child the create answer named but the list did not show (yet) is kept, waiting: the run is
 * finished only when every audit it made is.
 */
export function mergeChildren(known: TrackedChild[], listed: Audit[]): TrackedChild[] {
  if (listed.length === 0) return known;
  const listedIds = new Set(listed.map((a) => a.id));
  const merged = listed.map((audit) => {
    const summary = toSummary(audit);
    const previous = known.find((c) => c.id === summary.id);
    const base = previous ?? waitingChild(summary.id);
    const reopened = base.finished && !isFinishedStatus(summary.status);
    return {
      ...base,
      url: summary.url ?? base.url ?? null,
      device: summary.device ?? base.device,
      auditType: summary.auditType ?? base.auditType,
      status: summary.status,
      score: summary.score ?? (reopened ? null : base.score),
      headline: reopened ? null : base.headline,
      error: reopened ? null : base.error,
      finished: reopened ? false : base.finished,
    };
  });
  return [...merged, ...known.filter((c) => !listedIds.has(c.id))];
}

/**
 * Retrieve a finished child once: its headline figures when ready, the reason when in error. (A
 * child the list did not show is retrieved to learn its status: still going, it stays open.)
 */
async function settleChild(child: TrackedChild, api: TrackerApi): Promise<TrackedChild> {
  const { info, data: raw } = await api.audits.retrieve(child.id);
  const status = toStatus(info.status);
  if (!isFinishedStatus(status)) return { ...child, status };
  if (status === 'error') {
    const message = errorMessageOf(raw);
    const error = new ServiceError('exception', {
      message: 'audit ended in error',
      serviceMessage: message,
      details: { reason: 'audit-error', auditId: child.id },
    });
    return { ...child, status, error: error.toJSON(), finished: true };
  }
  const { headline, score } = toHeadline(raw);
  return { ...child, status, score: info.score ?? child.score ?? score, headline, finished: true };
}

/**
 * Whether a finished child is retrieved for its figures (one call each, at the service's one
 * request a second): every child of a run that fits one page of the list, but of a larger run only
 * those of the page it is followed under. The list already gives every child's status and score,
 * which is all a run of many pages shows per page (its summary rows); retrieving the 252 audits of
 * a run of 21 pages one by one kept it "running" for minutes after the list said it had ended,
 * with every other call of the account queued behind. The full report reads the rest.
 */
function readsFigures(record: TrackedParent, child: TrackedChild): boolean {
  if (record.children.length <= LIST_PAGE) return true;
  const page = pageIdentity(child.url);
  return page !== null && page === pageIdentity(record.url);
}

/**
 * One step of the tracker's state machine for one parent: the list (every page of it) answers
 * for every child; each child that reached `ready` or `error` is retrieved once when
 * `readsFigures` says so, else finished from the list. Returns the new record (never throws): failures back off, a parent the service no longer has is closed, and the record
 * is `done` when every child is finished.
 */
export async function pollRecord(
  record: TrackedParent,
  api: TrackerApi,
  now = Date.now(),
): Promise<TrackedParent> {
  if (record.done) return record;
  if (now - record.launchedAt > GIVE_UP_MS) {
    return closeAll(
      record,
      new ServiceError('timeout', {
        message: 'unfinished after 6 h; no longer waited for',
        details: { reason: 'given-up' },
      }),
      now,
    );
  }
  let next: TrackedParent = { ...record };
  let listedIds = new Set<number>();
  try {
    const listed = await listAll(api.audits.list, { parentId: record.parentId });
    listedIds = new Set(listed.map((a) => a.id));
    next.children = mergeChildren(record.children, listed);
    if (!next.url) {
      const first = listed.find((a) => a.url);
      next.url = normalizeUrl(first?.url) ?? '';
    }
  } catch (cause) {
    const error = ServiceError.from(cause);
    if (isGone(error)) return closeAll(record, error, now);
    return failed(record, error, now);
  }
  const children = [...next.children];
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.finished) continue;
    const unlisted = listedIds.size > 0 && !listedIds.has(child.id);
    if (!isFinishedStatus(child.status) && !unlisted) continue;
    if (!unlisted && !readsFigures(next, child)) {
      children[i] = { ...child, finished: true };
      continue;
    }
    try {
      children[i] = await settleChild(child, api);
    } catch (cause) {
      const error = ServiceError.from(cause);
      if (isTransient(error.kind) && !isGone(error)) {
        // Keep what this poll learned; the child is retrieved again after the backoff.
        return failed({ ...next, children }, error, now);
      }
      children[i] = { ...child, error: error.toJSON(), finished: true };
    }
  }
  next = {
    ...next,
    children,
    failures: 0,
    lastError: null,
    nextPollAt: now + pollInterval(now - record.launchedAt),
  };
  const allFinished = children.length > 0 && children.every((c) => c.finished);
  return allFinished ? finish(next, now) : next;
}
