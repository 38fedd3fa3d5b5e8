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

/** Every value at a dotted parameter name: lists and keyed maps (`groups` by id) are walked. */
export function valuesAt(source: unknown, parts: string[]): unknown[] {
  if (parts.length === 0) return [source];
  if (Array.isArray(source)) return source.flatMap((item) => valuesAt(item, parts));
  if (!source || typeof source !== 'object') return [];
  const object = source as Record<string, unknown>;
  if (parts[0] in object) return valuesAt(object[parts[0]], parts.slice(1));
  const members = Object.values(object);
  const keyedMap = members.length > 0 && members.every((m) => m && typeof m === 'object');
  return keyedMap ? members.flatMap((m) => valuesAt(m, parts)) : [];
}

/** Nothing sent: absent, null, an empty string, list or object. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value as object).length === 0;
}
