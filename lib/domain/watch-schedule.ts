import { addDays, daysBetween, isoDay } from './dates';

/*
 * When the daily check runs and which days it compares. Pure: the background passes
 * the clock in, the tests fix it.
 */

/** How many missed days one check catches up on (a browser closed for a week). */
export const MAX_CATCH_UP_DAYS = 7;
/**
 * The hour (UTC) after which yesterday's positions are expected: the service updates rankings
 * overnight; a check before then would only find the day before again.
 */
export const UPDATE_HOUR_UTC = 6;
/** How long to wait before asking again when the service had not updated yet. */
export const RETRY_MS = 60 * 60_000;

/**
 * The days to compare now that `newest` is the latest day of data: every day after `lastDay`
 * (at most MAX_CATCH_UP_DAYS, oldest first). Empty when the service has nothing newer than what
 * was checked — a day is never checked twice — and on a campaign's first check, which only sets
 * the baseline: a new watch reports what changes from now on, not last week's moves.
 */
export function daysToCheck(lastDay: string | null, newest: string | null): string[] {
  if (!newest || !lastDay) return [];
  const gap = daysBetween(lastDay, newest);
  if (gap <= 0) return [];
  const count = Math.min(gap, MAX_CATCH_UP_DAYS);
  return Array.from({ length: count }, (_, i) => addDays(newest, i - count + 1));
}

/**
 * When the next scheduled check is due. When every campaign had yesterday's data (by `now`), the
 * next is after tomorrow's update; otherwise in an hour (the service has not updated yet).
 */
export function nextCheckAt(now: number, newestDays: readonly (string | null)[]): number {
  const yesterday = addDays(isoDay(new Date(now)), -1);
  const fresh = newestDays.length > 0 && newestDays.every((d) => d !== null && d >= yesterday);
  if (!fresh) return now + RETRY_MS;
  const tomorrow = Date.parse(`${addDays(isoDay(new Date(now)), 1)}T00:00:00Z`);
  return tomorrow + UPDATE_HOUR_UTC * 3_600_000;
}

/** Minutes after local midnight, 0–1439. */
export type DayMinute = number;

/** Whether `minute` falls in quiet hours `from`–`to` (a span over midnight when from > to). */
export function isQuiet(quiet: { from: DayMinute; to: DayMinute } | null, minute: DayMinute) {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? minute >= quiet.from && minute < quiet.to
    : minute >= quiet.from || minute < quiet.to;
}

/** Minutes from `minute` until quiet hours end (0 when not quiet). */
export function minutesUntilLoud(
  quiet: { from: DayMinute; to: DayMinute } | null,
  minute: DayMinute,
): number {
  if (!quiet || !isQuiet(quiet, minute)) return 0;
  return (quiet.to - minute + 1440) % 1440;
}

/** `HH:MM` ↔ minutes after midnight, for the quiet-hours inputs. Null for anything else. */
export function parseDayMinute(text: string): DayMinute | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function formatDayMinute(minute: DayMinute): string {
  const h = Math.floor(minute / 60);
  return `${String(h).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
