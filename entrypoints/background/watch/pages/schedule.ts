import { ServiceError } from '@/lib/api/errors';
import type { PageWatch, RunScore } from '@/lib/domain/page-watch';
import { checkBudget, isDue, periodOf, recentSpends } from '@/lib/domain/page-watch-schedule';
import type { LaunchAnswer } from '@/lib/messaging/protocol/audits';
import { checkCap } from '@/lib/domain/spending';
import { scheduledSpent } from '@/lib/domain/spending-forecast';
import type { TrackedParent } from '@/lib/storage/audits';
import { spendingLimits } from '@/lib/storage/spending';
import {
  emptyPageState,
  pageWatchLedger,
  pageWatches,
  type BudgetSkip,
  type PageWatchState,
} from '@/lib/storage/page-watch';
import { noteBudgetSkip, noteFinishedRun } from './settle';
import { coalesced } from '../../coalesce';
import { outcomeUnknown } from '../../once/run';

/*
 * The page-watch schedule. Each wake-up (an hourly alarm while a page watch exists, a
 * tracker change, a worker start) takes every watch one step: claim the period and reserve its
 * tokens — or record that the budget stops it — in one change of the ledger; launch through the
 * exactly-once path with the request id stored in that claim; once the tracker has the run's
 * scores, compare them with the last run's. A worker stop between any two steps resumes at the
 * next wake-up: the claim is never made twice for a period, and the stored request id makes the
 * create reach the service once (entrypoints/background/once/run.ts).
 */

export interface PagePort {
  now(): Promise<number>;
  /** Tokens one run of the watch costs: pages × devices × types (a profile counts its types). */
  perRun(watch: PageWatch): Promise<number>;
  /** The create, exactly once per request id. */
  launch(watch: PageWatch, requestId: string): Promise<LaunchAnswer>;
  tracked(parentId: number): Promise<TrackedParent | undefined>;
}

/** A refused launch (nothing spent) is tried again after this long. */
export const LAUNCH_RETRY_MS = 60 * 60_000;

async function change(
  id: string,
  edit: (state: PageWatchState, all: Record<string, PageWatchState>) => PageWatchState,
): Promise<PageWatchState> {
  const ledger = await pageWatchLedger.update((all) => ({
    ...all,
    [id]: edit(all[id] ?? emptyPageState, all),
  }));
  return ledger[id];
}

/**
 * Claim the current period: a run with its reserved tokens, or a skip the watch's budget or the
 * monthly cap of all watches together decided (their reservations are summed in the same change
 * of the ledger, so two watches never both fit the last tokens of the cap).
 */
async function claim(port: PagePort, watch: PageWatch, now: number): Promise<PageWatchState> {
  const cost = await port.perRun(watch);
  const { monthlyCap } = await spendingLimits.getValue();
  const period = periodOf(watch.cadence, now);
  let skip: BudgetSkip | null = null;
  const state = await change(watch.id, (s, all) => {
    if (s.run || !isDue(watch.cadence, s.lastPeriod, now)) return s; // claimed meanwhile
    const budget = checkBudget(watch.budget, s.spends, cost, now);
    const cap = checkCap(monthlyCap, scheduledSpent(all, now), cost);
    if (!budget.allowed || !cap.allowed) {
      skip = { period, at: now, spent: budget.spent, cost, budget: watch.budget };
      if (budget.allowed) skip = { ...skip, spent: cap.spent, cap: cap.cap ?? 0 };
      return { ...s, lastPeriod: period, skipped: skip };
    }
    const run = { period, requestId: crypto.randomUUID(), startedAt: now, cost, parentId: null };
    const spends = [...recentSpends(s.spends, now), { at: now, cost, period }];
    return { ...s, lastPeriod: period, run, spends, error: null };
  });
  if (skip) await noteBudgetSkip(watch, skip, now);
  return state;
}

/**
 * Send (or take up) the period's create; a refusal gives the reserved tokens back. What the
 * service spent is what counts against the budget and the monthly cap: the run's cost, and a
 * second receipt of the create (the browser sent it again) as a spend of its own, before the
 * run's — the run's entry stays the last, the one a profile watch's cost is read from.
 */
async function launch(port: PagePort, watch: PageWatch, state: PageWatchState, now: number) {
  const run = state.run!;
  const spent = (x: PageWatchState['spends'][number]) =>
    x.at === run.startedAt && x.period === run.period;
  try {
    const answer = await port.launch(watch, run.requestId);
    const extra = answer.twice?.extraCost ?? 0;
    return await change(watch.id, (s) =>
      s.run?.requestId === run.requestId
        ? {
            ...s,
            run: { ...s.run, parentId: answer.parentId, cost: answer.cost },
            spends: s.spends.flatMap((x) =>
              spent(x)
                ? [...(extra ? [{ ...x, cost: extra }] : []), { ...x, cost: answer.cost }]
                : [x],
            ),
          }
        : s,
    );
  } catch (error) {
    const failure = ServiceError.from(error);
    // Not known yet whether the service did it: the once ledger keeps finding out; the run stays.
    if (outcomeUnknown(failure)) throw failure;
    return change(watch.id, (s) =>
      s.run?.requestId === run.requestId
        ? {
            ...s,
            run: null,
            lastPeriod: null,
            spends: s.spends.filter((x) => !spent(x)),
            error: failure.toJSON(),
            retryAt: now + LAUNCH_RETRY_MS,
          }
        : s,
    );
  }
}

const scoresOf = (record: TrackedParent): RunScore[] =>
  record.children.flatMap((c) =>
    c.device && c.auditType ? [{ device: c.device, auditType: c.auditType, score: c.score }] : [],
  );

/** Once the tracker has every score of the run: compare, tell, and make it the new baseline. */
async function settle(port: PagePort, watch: PageWatch, state: PageWatchState, now: number) {
  const run = state.run!;
  const record = await port.tracked(run.parentId!);
  if (!record?.done) return;
  const scores = scoresOf(record);
  // Told before the run is closed: a worker stopped in between settles it again, and the change
  // and its notification have one id per watch and period (settle.ts), so nothing is told twice
  // and nothing is lost (closing first lost the alert to a stop right after it).
  if (state.last) {
    await noteFinishedRun(watch, run.period, state.last, record.parentId, scores, now);
  }
  await change(watch.id, (s) =>
    s.run?.requestId === run.requestId
      ? { ...s, run: null, last: { parentId: record.parentId, at: now, scores } }
      : s,
  );
}

async function step(port: PagePort, watch: PageWatch, now: number): Promise<void> {
  let state = await change(watch.id, (s) => ({ ...s, checkedAt: now }));
  if (!state.run) {
    if (!isDue(watch.cadence, state.lastPeriod, now) || now < state.retryAt) return;
    state = await claim(port, watch, now);
    if (!state.run) return;
  }
  if (state.run.parentId === null) state = await launch(port, watch, state, now);
  if (state.run?.parentId != null) await settle(port, watch, state, now);
}

async function runAll(port: PagePort): Promise<void> {
  const list = await pageWatches.getValue();
  if (list.length === 0) return;
  const now = await port.now();
  const failures: unknown[] = [];
  for (const watch of list) await step(port, watch, now).catch((e: unknown) => failures.push(e));
  if (failures.length) throw failures[0];
}

/** Take every page watch one step; a call meanwhile asks for one more right after. */
export const runPageWatches: (port: PagePort) => Promise<void> = coalesced(runAll, {
  rerun: true,
});
