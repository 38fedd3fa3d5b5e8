import { addDays, isoDay } from './dates';
import type { PageCadence } from './page-watch';

/*
 * When a page watch runs and what it may spend. Pure: the background passes the clock
 * in, the tests fix it. Calendar in UTC, as the service counts its monthly tokens
 * (../shared/spec/service-notes.md: "left this month").
 *
 * A period is a calendar week (Monday to Sunday) or month. A watch runs once per period, at the
 * first wake-up inside it: a period the browser was closed for entirely is not run afterwards
 * (an audit measures the page now, not then), and a period already run is never run again.
 */

/** `YYYY-MM`: the month a moment falls in, the budget's unit. */
export function monthOf(now: number): string {
  return isoDay(new Date(now)).slice(0, 7);
}

/** The Monday (`YYYY-MM-DD`) of the week `now` falls in. */
export function weekOf(now: number): string {
  const day = isoDay(new Date(now));
  const weekday = (new Date(now).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The period `now` falls in: its Monday for a weekly watch, its month for a monthly one. */
export function periodOf(cadence: PageCadence, now: number): string {
  return cadence === 'weekly' ? weekOf(now) : monthOf(now);
}

/** When the period after the one `now` falls in begins (ms, 00:00 UTC). */
export function nextPeriodAt(cadence: PageCadence, now: number): number {
  if (cadence === 'weekly') return Date.parse(`${addDays(weekOf(now), 7)}T00:00:00Z`);
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Whether a run is due: the current period has not been run (or skipped) yet. */
export function isDue(cadence: PageCadence, lastPeriod: string | null, now: number): boolean {
  return lastPeriod !== periodOf(cadence, now);
}

/** A launch the schedule made: when, and the tokens it cost. */
export interface Spend {
  at: number;
  cost: number;
}

/** Tokens the schedule spent in the month `now` falls in. */
export function spentInMonth(spends: readonly Spend[], now: number): number {
  const month = monthOf(now);
  return spends.filter((s) => monthOf(s.at) === month).reduce((sum, s) => sum + s.cost, 0);
}

export interface BudgetCheck {
  allowed: boolean;
  spent: number;
  cost: number;
  budget: number;
  /** Tokens of the budget left this month before the run. */
  left: number;
}

/** Whether a run of `cost` tokens fits what is left of this month's budget. */
export function checkBudget(
  budget: number,
  spends: readonly Spend[],
  cost: number,
  now: number,
): BudgetCheck {
  const spent = spentInMonth(spends, now);
  const left = Math.max(0, budget - spent);
  return { allowed: cost <= left, spent, cost, budget, left };
}

/** Spends older than this are dropped from the ledger: only the current month is ever summed. */
export function recentSpends<T extends Spend>(spends: readonly T[], now: number): T[] {
  const month = monthOf(now);
  const previous = monthOf(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1));
  return spends.filter((s) => monthOf(s.at) >= previous);
}
