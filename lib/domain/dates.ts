import { gaps, type Gap } from '@/lib/domain/gap';
import { checkOneOf, collect, issue, type Issue } from './input-issue';

/**
 * Calendar days as `YYYY-MM-DD` strings, computed in UTC so a range never shifts by a day around
 * a DST change. The service takes `YYYYmmdd` in requests and sends various keys in reports.
 */

const DAY_MS = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  return isoDay(new Date(parseDay(iso).getTime() + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);
}

/** `2024-01-05` → `20240105`, the form the service's `datemin`/`datemax` take. */
export function toServiceDate(iso: string): string {
  return iso.replaceAll('-', '');
}

/**
 * The range the side panel opens with: `rangeDays` days ending yesterday (the service's data
 * ends yesterday; today is never complete).
 */
export function defaultRange(
  rangeDays: number,
  now: Date = new Date(),
): { datemin: string; datemax: string } {
  const datemax = addDays(isoDay(now), -1);
  return { datemin: addDays(datemax, -(Math.max(1, rangeDays) - 1)), datemax };
}

/**
 * A report key as the first day of its period, `YYYY-MM-DD`: accepts `YYYY-MM-DD`, `YYYYmmdd`,
 * `YYYY-MM` / `YYYYmm` (monthly) and ISO weeks `YYYY-Www` (weekly, Monday). Null when
 * the key is none of these.
 */
export function periodStart(key: string): string | null {
  const k = key.trim();
  let m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T].*)?$/.exec(k);
  if (m) return validDay(`${m[1]}-${m[2]}-${m[3]}`);
  m = /^(\d{4})-?W(\d{1,2})$/i.exec(k);
  if (m) return isoWeekStart(Number(m[1]), Number(m[2]));
  m = /^(\d{4})-?(\d{2})$/.exec(k);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return `${m[1]}-${m[2]}-01`;
  return null;
}

/**
 * `periodStart` for the points of one report, the raw key kept when it is none of those forms.
 * A report repeats a few dozen keys over hundreds of thousands of points (2,000 keywords × 2
 * devices × 90 days): each key is worked out once (parsing dates per point took seconds).
 */
export function reportKeys(): (raw: string) => string {
  const known = new Map<string, string>();
  return (raw) => {
    let key = known.get(raw);
    if (key === undefined) {
      key = periodStart(raw) ?? raw;
      known.set(raw, key);
    }
    return key;
  };
}

function validDay(iso: string): string | null {
  const d = parseDay(iso);
  return Number.isNaN(d.getTime()) || isoDay(d) !== iso ? null : iso;
}

function isoWeekStart(year: number, week: number): string | null {
  if (week < 1 || week > 53) return null;
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday = 0
  return isoDay(new Date(jan4 - jan4Weekday * DAY_MS + (week - 1) * 7 * DAY_MS));
}

/** Monday of the week of `iso`. */
export function weekStart(iso: string): string {
  const weekday = (parseDay(iso).getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
}

function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

function addMonths(iso: string, months: number): string {
  const d = parseDay(iso);
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/**
 * Every period of a range, so a period the service sent nothing for shows as missing instead of
 * silently vanishing: days, Mondays, or first days of months.
 */
export function periodsOf(datemin: string, datemax: string, gap: Gap): string[] {
  const out: string[] = [];
  if (datemin > datemax) return out;
  if (gap === 'daily') {
    for (let d = datemin; d <= datemax; d = addDays(d, 1)) out.push(d);
  } else if (gap === 'weekly') {
    for (let d = weekStart(datemin); d <= datemax; d = addDays(d, 7)) out.push(d);
  } else {
    for (let d = monthStart(datemin); d <= datemax; d = addMonths(d, 1)) out.push(d);
  }
  return out;
}

/**
 * The columns of a report: the expected periods, plus any period the service sent that does not
 * fall on them (its own week convention, say), sorted. Keys the service sent always get a column.
 */
export function reportPeriods(
  datemin: string,
  datemax: string,
  gap: Gap,
  received: Iterable<string>,
): string[] {
  const set = new Set<string>();
  for (const key of received) set.add(key);
  const receivedAligned = [...set];
  const expected = periodsOf(datemin, datemax, gap);
  const aligned = receivedAligned.every((k) => gap === 'daily' || expected.includes(k));
  if (aligned) for (const k of expected) set.add(k);
  return [...set].sort();
}

/** A real calendar date written `YYYYmmdd` (the service's request form). */
export function isYmd(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    date.getUTCFullYear() === Number(m[1]) &&
    date.getUTCMonth() === Number(m[2]) - 1 &&
    date.getUTCDate() === Number(m[3])
  );
}

/** A Date as the service's `YYYYmmdd` (UTC). */
export function toYmd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A report's range (../shared/spec/monitoring.md "Shared shapes"): real dates, in order, a known gap. */
export function checkDateRange(range: {
  datemin?: string;
  datemax?: string;
  gap?: string;
}): Issue[] {
  return collect(
    range.datemin !== undefined && !isYmd(range.datemin) && issue('datemin', 'date'),
    range.datemax !== undefined && !isYmd(range.datemax) && issue('datemax', 'date'),
    isYmd(range.datemin) &&
      isYmd(range.datemax) &&
      range.datemin > range.datemax &&
      issue('datemin', 'date-order'),
    range.gap !== undefined && checkOneOf(range.gap, gaps, 'gap'),
  );
}
