import { addDays, daysBetween, isoDay, parseDay } from '@/lib/domain/dates';
import type { Period } from '@/lib/domain/review/days';

/**
 * The review's periods. Today is passed in, never read here: the service's data ends yesterday
 * (today is never complete, lib/domain/dates.ts `defaultRange`), so a preset ends yesterday, and
 * the same day always gives the same periods.
 */

/** The presets the form offers, in days. */
export const periodPresets = [7, 30, 90] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The longest period the form takes: two of them make one detailed-data read of under two years. */
export const MAX_PERIOD_DAYS = 366;

/** The last `days` complete days before `today` (YYYY-MM-DD). */
export function lastDays(days: number, today: string): Period {
  const to = addDays(today, -1);
  return { from: addDays(to, -(Math.max(1, days) - 1)), to };
}

/** The period just before `period`, of the same length: what the review compares with. */
export function periodBefore(period: Period): Period {
  const length = daysBetween(period.from, period.to) + 1;
  const to = addDays(period.from, -1);
  return { from: addDays(to, -(length - 1)), to };
}

/** Both periods as one range: the one detailed-data read covers it. */
export function coveredRange(period: Period, previous: Period): Period {
  return {
    from: previous.from < period.from ? previous.from : period.from,
    to: previous.to > period.to ? previous.to : period.to,
  };
}

/** A real calendar day written YYYY-MM-DD (what a date input gives), else false. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = parseDay(value);
  return !Number.isNaN(day.getTime()) && isoDay(day) === value;
}

/** Days in a period, both ends included. */
export const periodLength = (period: Period): number => daysBetween(period.from, period.to) + 1;
