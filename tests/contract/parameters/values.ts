/**
 * How the parameters measurement compares values the service received (./measure-core.ts, the
 * table's untouched values in ./row.ts).
 */

/** A comparable form: numbers and numeric strings alike, lists as sets, one-element lists bare. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    const items = [...new Set(value.map(canonical))].sort();
    return items.length === 1 ? items[0] : `[${items.join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([k, v]) => `${k}:${canonical(v)}`).join(',')}}`;
  }
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return String(Number(value));
  }
  return JSON.stringify(value);
}

export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

const DAY = 86_400_000;
const ymd = (time: number): string => new Date(time).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * Whether a `YYYYmmdd` date is `days` days before the request's time, a day either side (the
 * page's clock and the time zone may put it on the next or previous day).
 */
export function isDaysBefore(value: unknown, days: number, requestTime: string): boolean {
  const at = Date.parse(requestTime) - days * DAY;
  return [-1, 0, 1].some((d) => ymd(at + d * DAY) === String(value));
}
