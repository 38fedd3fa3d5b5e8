import { launchCost } from './audit-cost';
import { addDays } from './dates';
import type { PageWatch } from './page-watch';
import { isDue, nextPeriodAt, spentInMonth, weekOf, type Spend } from './page-watch-schedule';

/*
 * What the page watches will still need this month (Options → Spending): each watch's runs left
 * before the month ends, at its per-run cost. Pure, UTC, with the schedule's own rules
 * (./page-watch-schedule.ts): one run per period, at the first wake-up inside it.
 */

/** The part of a watch's schedule state the forecast reads (lib/storage/page-watch.ts). */
export interface WatchLedger {
  lastPeriod: string | null;
  run: { cost: number } | null;
  spends: readonly (Spend & { period: string })[];
}

/** Runs of a watch still to come in the month `now` falls in (the current period if not run). */
export function runsLeftInMonth(
  watch: Pick<PageWatch, 'cadence'>,
  lastPeriod: string | null,
  now: number,
): number {
  const current = isDue(watch.cadence, lastPeriod, now) ? 1 : 0;
  if (watch.cadence !== 'weekly') return current;
  const monthEnd = nextPeriodAt('monthly', now);
  let later = 0;
  for (let monday = addDays(weekOf(now), 7); Date.parse(`${monday}T00:00:00Z`) < monthEnd;) {
    later += 1;
    monday = addDays(monday, 7);
  }
  return current + later;
}

/**
 * Tokens one run of a watch costs: pages × devices × types; a profile's types are known only
 * from the runs it made (their reserved cost), so null until it ran once.
 */
export function perRunOf(watch: PageWatch, state: WatchLedger | undefined): number | null {
  if (!watch.profileId) return launchCost(1, watch.devices.length, watch.types.length);
  const last = state?.run ?? state?.spends.at(-1);
  return last ? last.cost : null;
}

export interface WatchNeed {
  watch: PageWatch;
  runs: number;
  perRun: number | null;
  /** runs × perRun, within what the watch's own budget still allows; null when not known. */
  tokens: number | null;
}

/** Each watch's need until the month ends, and their sum (null parts left out of it). */
export function scheduledNeed(
  watches: readonly PageWatch[],
  ledger: Readonly<Record<string, WatchLedger>>,
  now: number,
): { watches: WatchNeed[]; total: number; unknown: number } {
  const needs = watches.map((watch): WatchNeed => {
    const state = ledger[watch.id];
    const runs = runsLeftInMonth(watch, state?.lastPeriod ?? null, now);
    const perRun = perRunOf(watch, state);
    if (perRun === null) return { watch, runs, perRun, tokens: null };
    // The watch's own budget stops it first: it never needs more than what is left of it.
    const budgetLeft = Math.max(0, watch.budget - spentInMonth(state?.spends ?? [], now));
    const affordable = perRun > 0 ? Math.floor(budgetLeft / perRun) : runs;
    return { watch, runs, perRun, tokens: Math.min(runs, affordable) * perRun };
  });
  return {
    watches: needs,
    total: needs.reduce((sum, n) => sum + (n.tokens ?? 0), 0),
    unknown: needs.filter((n) => n.tokens === null && n.runs > 0).length,
  };
}

/** Tokens all page watches together spent (or reserved) in the month `now` falls in. */
export function scheduledSpent(ledger: Readonly<Record<string, WatchLedger>>, now: number): number {
  return Object.values(ledger).reduce((sum, state) => sum + spentInMonth(state.spends, now), 0);
}
