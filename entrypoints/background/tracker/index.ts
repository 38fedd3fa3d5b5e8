import { browser, type Browser } from 'wxt/browser';
import { ServiceError } from '@/lib/api/errors';
import { trackedAudits, type TrackedParent } from '@/lib/storage/audits';
import { getApi } from '../api';
import { notifyFinished } from '../notifications/notify';
import { isWatchRun } from '@/lib/domain/audit-title';
import { ALARM_PERIOD_MIN, FAST_POLL_MS, backoffDelay } from './backoff';
import { pollRecord, type TrackerApi } from './poll';
import { updateTracked } from './store';
import { addToHistory } from './to-history';
import { caught } from '@/lib/diagnostics/log';
import { coalesced } from '../coalesce';

export const TRACKER_ALARM = 'stormlens-tracker';
export const PRESENCE_PORT = 'stormlens-page';

/*
 * Scheduling. Everything that must survive the worker lives in storage (`trackedAudits`); the
 * alarm (30 s) is the durable wake-up. What is held in memory below only exists while the worker
 * is awake anyway: the open page ports, the fast-poll timer and the guard against two overlapping
 * ticks (../coalesce.ts). When the worker stops, the ports close and the pages reconnect (usePresence), which
 * wakes it again.
 */
const ports = new Set<Browser.runtime.Port>();
let fastTimer: ReturnType<typeof setTimeout> | undefined;

export function hasActive(records: Record<string, TrackedParent>): boolean {
  return Object.values(records).some((r) => !r.done);
}

/** Keep the alarm while anything runs; clear it when nothing does. */
export async function ensureAlarm(): Promise<void> {
  const active = hasActive(await trackedAudits.getValue());
  const existing = await browser.alarms.get(TRACKER_ALARM);
  if (active && !existing) {
    await browser.alarms.create(TRACKER_ALARM, {
      periodInMinutes: ALARM_PERIOD_MIN,
      delayInMinutes: ALARM_PERIOD_MIN,
    });
  } else if (!active && existing) {
    await browser.alarms.clear(TRACKER_ALARM);
  }
}

/** Poll every due parent once, storing each result as soon as it is known. */
export async function runTick(api?: TrackerApi, now: () => number = Date.now): Promise<void> {
  const records = await trackedAudits.getValue();
  const due = Object.values(records).filter((r) => !r.done && r.nextPollAt <= now());
  if (due.length) {
    let client = api;
    if (!client) {
      try {
        client = await getApi();
      } catch (cause) {
        // No token (removed while audits ran): wait as for a refused token; a new token wakes us.
        const error = ServiceError.from(cause);
        await updateTracked((rs) => {
          for (const r of due) {
            const current = rs[String(r.parentId)];
            if (!current) continue;
            current.failures += 1;
            current.lastError = error.toJSON();
            current.nextPollAt = now() + backoffDelay(current.failures, error.kind);
          }
        });
        return;
      }
    }
    for (const record of due) {
      const next = await pollRecord(record, client, now());
      const finished = await updateTracked((rs) => {
        const current = rs[String(record.parentId)];
        // Untracked or re-launched (refresh) while we asked: this answer is stale.
        if (!current || current.launchedAt !== record.launchedAt) return null;
        const justDone = next.done && !current.notified;
        rs[String(record.parentId)] = justDone ? { ...next, notified: true } : next;
        return justDone ? next : null;
      });
      if (finished) {
        await addToHistory(finished).catch(caught('tracker: adding the run to the history'));
        // A page watch's run is told by the watch, and only when a score fell (./watch/pages/).
        if (!isWatchRun(finished.title))
          await notifyFinished(finished).catch(caught('tracker: the finished notification'));
      }
    }
  }
}

/**
 * Run a tick now; a call during a tick asks for one more right after it (a new launch). Each tick
 * ends by setting the alarm for what is still running.
 */
export const tick: () => Promise<void> = coalesced(
  async () => {
    await runTick().catch(caught('tracker: a polling tick'));
    await ensureAlarm().catch(caught('tracker: scheduling the next poll'));
  },
  { rerun: true },
);

/** While a page is open, poll every few seconds; stop when no page is open or nothing runs. */
function scheduleFast(delay = FAST_POLL_MS): void {
  if (fastTimer !== undefined || ports.size === 0) return;
  fastTimer = setTimeout(() => {
    fastTimer = undefined;
    void tick().then(async () => {
      if (hasActive(await trackedAudits.getValue())) scheduleFast();
    });
  }, delay);
}

/** Something was launched: poll now, then keep going at the fast pace if a page watches. */
export function kickTracker(): void {
  void tick().then(() => scheduleFast());
}

/**
 * A new token was accepted: runs that were waiting out a refused or missing token (the 5-minute
 * backoff) are due again at once.
 */
export async function resumeAfterAuth(kick: () => void = kickTracker): Promise<void> {
  const now = Date.now();
  const resumed = await updateTracked((records) => {
    let any = false;
    for (const record of Object.values(records)) {
      if (!record.done && record.lastError?.kind === 'auth') {
        record.nextPollAt = now;
        any = true;
      }
    }
    return any;
  });
  if (resumed) kick();
}

export function registerTracker(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === TRACKER_ALARM) void tick();
  });
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== PRESENCE_PORT || port.sender?.id !== browser.runtime.id) return;
    ports.add(port);
    port.onDisconnect.addListener(() => ports.delete(port));
    // A page opened (or reconnected after the worker restarted): catch up at once.
    void trackedAudits.getValue().then((records) => {
      if (hasActive(records)) scheduleFast(0);
    });
  });
  // A worker restarted by the browser resumes from storage: the alarm may have been lost.
  browser.runtime.onStartup.addListener(() => void tick());
  browser.runtime.onInstalled.addListener(() => void tick());
}
