import { invalidInput, type ServiceError } from './errors';
import type { KeywordEngines } from './schemas/keywords';
import type { MonitoringEngine } from './schemas/monitoring';
import { gaps } from '@/lib/domain/gap';

/**
 * Rules the documents state, checked before anything is sent (issue 2, item 5). Each check is a
 * pure function returning issues, so pages can run the same rules on their forms; the client
 * throws the first issue as a `request` error with every issue in `details.issues`.
 */
export interface Issue {
  field: string;
  message: string;
}

export const auditPageSizes = [10, 25, 50] as const;
export const monitoringPageSizes = [1, 5, 10, 25, 50, 100, 500, 1000] as const;

/** Throws the issues as one `request` ServiceError (no network call happens). */
export function assertValid(issues: Issue[]): void {
  if (issues.length === 0) return;
  const error: ServiceError = invalidInput(issues[0].message, issues[0].field);
  error.details.issues = issues;
  throw error;
}

type Check = Issue | (Issue | null)[] | null | undefined | false | 0 | '';

/** Collects issues from checks that each return an issue or nothing. */
export function collect(...checks: Check[]): Issue[] {
  return checks.flat().filter((c): c is Issue => Boolean(c));
}

export function isPositiveId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0;
  return typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0;
}

export function checkId(value: unknown, field = 'id'): Issue | null {
  return isPositiveId(value)
    ? null
    : { field, message: `${field} must be a positive whole number.` };
}

/** A non-empty list of valid ids. */
export function checkIds(value: unknown, field = 'id'): Issue | null {
  if (!Array.isArray(value) || value.length === 0) {
    return { field, message: `${field} needs at least one id.` };
  }
  const bad = value.find((v) => !isPositiveId(v));
  return bad === undefined
    ? null
    : { field, message: `${field} contains an invalid id: ${String(bad)}.` };
}

export function checkText(value: unknown, field: string, max = 255): Issue | null {
  if (typeof value !== 'string' || value.trim() === '')
    return { field, message: `${field} must not be empty.` };
  return value.length > max
    ? { field, message: `${field} is longer than ${max} characters.` }
    : null;
}

export function checkOneOf<T>(value: unknown, allowed: readonly T[], field: string): Issue | null {
  return allowed.includes(value as T)
    ? null
    : { field, message: `${field} must be one of ${allowed.join(', ')}.` };
}

/** Every element allowed; `required` also refuses an empty list. */
export function checkSubset<T>(
  value: unknown,
  allowed: readonly T[],
  field: string,
  required = false,
): Issue | null {
  if (!Array.isArray(value)) return { field, message: `${field} must be a list.` };
  if (required && value.length === 0)
    return { field, message: `${field} needs at least one value.` };
  const bad = value.find((v) => !allowed.includes(v as T));
  return bad === undefined
    ? null
    : { field, message: `${field}: "${String(bad)}" is not one of ${allowed.join(', ')}.` };
}

export function checkPager(
  pager: { itemsPerPage?: number; page?: number } | undefined,
  sizes: readonly number[],
): Issue[] {
  if (!pager) return [];
  return collect(
    pager.itemsPerPage !== undefined &&
      !sizes.includes(pager.itemsPerPage) && {
        field: 'itemsPerPage',
        message: `Page size must be one of ${sizes.join(', ')}.`,
      },
    pager.page !== undefined &&
      !(Number.isInteger(pager.page) && pager.page >= 0) && {
        field: 'page',
        message: 'Page must be a whole number from 0.',
      },
  );
}

/** A real calendar date written `YYYYmmdd`. */
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

export function checkDateRange(range: {
  datemin?: string;
  datemax?: string;
  gap?: string;
}): Issue[] {
  return collect(
    range.datemin !== undefined &&
      !isYmd(range.datemin) && {
        field: 'datemin',
        message: 'Start date must be a real date written YYYYmmdd.',
      },
    range.datemax !== undefined &&
      !isYmd(range.datemax) && {
        field: 'datemax',
        message: 'End date must be a real date written YYYYmmdd.',
      },
    isYmd(range.datemin) &&
      isYmd(range.datemax) &&
      range.datemin > range.datemax && {
        field: 'datemin',
        message: 'Start date must not be after the end date.',
      },
    range.gap !== undefined && checkOneOf(range.gap, gaps, 'gap'),
  );
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A bare domain (`example.com`, `shop.example.co.uk`), no scheme or path. */
export function isDomain(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^(?=.{4,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i.test(value.trim())
  );
}

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Keyword research: country codes valid for every selected engine (the intersection). */
export function validCountriesFor(engines: KeywordEngines, selected: string[]): string[] {
  return intersect(selected.map((code) => engines[code]?.countries ?? []));
}

/** Keyword research: language codes valid for every selected engine (the intersection). */
export function validLanguagesFor(engines: KeywordEngines, selected: string[]): string[] {
  return intersect(selected.map((code) => engines[code]?.languages ?? []));
}

function intersect(lists: string[][]): string[] {
  if (lists.length === 0) return [];
  const [first, ...rest] = lists;
  return first.filter((item) => rest.every((list) => list.includes(item)));
}

/** Monitoring and audits: the countries an engine id offers (engines table of monitoring). */
export function countriesOfEngine(
  engines: MonitoringEngine[],
  engineId: number,
): { id: number; name: string }[] {
  return engines.find((e) => e.id === Number(engineId))?.countries ?? [];
}

export function checkEngineCountry(
  engines: MonitoringEngine[] | undefined,
  engine: unknown,
  country: unknown,
  field = 'country',
): Issue | null {
  if (!engines || !isPositiveId(engine) || !isPositiveId(country)) return null;
  if (!engines.some((e) => e.id === Number(engine)))
    return { field: 'engine', message: `Engine ${String(engine)} is not in the engines table.` };
  return countriesOfEngine(engines, Number(engine)).some((c) => c.id === Number(country))
    ? null
    : { field, message: `Country ${String(country)} is not offered by engine ${String(engine)}.` };
}
