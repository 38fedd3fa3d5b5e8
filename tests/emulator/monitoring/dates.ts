/**
 * Calendar maths for rank reports. Days are whole UTC days counted from the Unix epoch ("day
 * index"), so rank data is a pure function of (seed, series, day) and stays put when the clock
 * moves. Requests spell dates `YYYYmmdd`, reports key them `YYYY-MM-DD`
 * (../shared/spec/service-notes.md).
 */
export const DAY_MS = 86_400_000;

export type Gap = 'daily' | 'weekly' | 'monthly';
export const GAPS: readonly Gap[] = ['daily', 'weekly', 'monthly'];

export function dayIndex(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** `YYYY-MM-DD`, the key form of report payloads. */
export function dayKey(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYYmmdd`, the request form. */
export function compactDay(day: number): string {
  return dayKey(day).replaceAll('-', '');
}

/**
 * Parses a request date. `YYYYmmdd` is the documented form; `YYYY-MM-DD` is accepted too because
 * the examples mix them. Returns undefined for anything else (including impossible dates).
 */
export function parseDay(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) value = String(value);
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y, m - 1, d);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return undefined;
  }
  return dayIndex(ms);
}

/** First day of the bucket that holds `day`: itself, its ISO week's Monday, or the 1st. */
export function bucketStart(day: number, gap: Gap): number {
  if (gap === 'daily') return day;
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
  if (gap === 'weekly') return day - ((((day + 3) % 7) + 7) % 7);
  const date = new Date(day * DAY_MS);
  return dayIndex(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

export interface Bucket {
  /** The bucket's key day: its calendar start (Monday, the 1st) — see README. */
  start: number;
  /** The days of the bucket inside the requested range. */
  days: number[];
}

/** The buckets covering [from, to] (inclusive), oldest first. */
export function buckets(from: number, to: number, gap: Gap): Bucket[] {
  const result: Bucket[] = [];
  for (let day = from; day <= to; day++) {
    const start = bucketStart(day, gap);
    const last = result[result.length - 1];
    if (last && last.start === start) last.days.push(day);
    else result.push({ start, days: [day] });
  }
  return result;
}

/** The bucket just before the one holding `day` (for "change versus previous period"). */
export function previousBucket(day: number, gap: Gap): Bucket {
  const start = bucketStart(day, gap);
  const prevStart = bucketStart(start - 1, gap);
  return { start: prevStart, days: range(prevStart, start - 1) };
}

export function range(from: number, to: number): number[] {
  const days: number[] = [];
  for (let day = from; day <= to; day++) days.push(day);
  return days;
}
