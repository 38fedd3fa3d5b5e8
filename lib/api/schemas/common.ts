import { z } from 'zod/mini';
import { isObj as isRecord } from '@/lib/domain/plain-object';

/**
 * Lenient building blocks. The real service sends numbers as strings (`"id": "1234"`, `"85"`),
 * Unix seconds as strings, PHP's empty array `[]` where an object is meant, and arrays that are
 * sometimes keyed objects. These normalise all of that once, so area schemas stay declarative.
 */

// The plain-object checks are lib/domain/plain-object.ts's, under the names area schemas use.
export { isObj as isRecord, entriesOf as entries } from '@/lib/domain/plain-object';

function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** A required number; numeric strings coerced. */
export const num = z.pipe(z.transform(toNumber), z.number());

/** A required integer id; numeric strings coerced. */
export const id = z.pipe(z.transform(toNumber), z.int());

/** A number or null: null, '' and anything unreadable become null (optional metrics, scores). */
export const optNum = z.pipe(
  z.transform((value) => {
    const n = toNumber(value);
    return typeof n === 'number' && Number.isFinite(n) ? n : null;
  }),
  z.nullable(z.number()),
);

/** A string or null; numbers are printed, other shapes become null. */
export const optStr = z.pipe(
  z.transform((value) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null,
  ),
  z.nullable(z.string()),
);

/** A string, '' when absent or null. */
export const str = z.pipe(
  z.transform((value) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '',
  ),
  z.string(),
);

/** Unix seconds (number or numeric string), milliseconds, or a date string → Date; else null. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const n = toNumber(value);
  if (typeof n === 'number' && Number.isFinite(n)) {
    if (n <= 0) return null;
    // Below 1e11 it is seconds (until the year 5138); above, milliseconds.
    const date = new Date(n < 1e11 ? n * 1000 : n);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Date.parse(value.replace(' ', 'T'));
    return Number.isNaN(parsed) ? null : new Date(parsed);
  }
  return null;
}

export const timestamp = z.transform(toDate);

/** Values of an array, or of a keyed object (the documents' "array" may be either). */
export function values(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value);
  return [];
}

/**
 * For list preprocessing: a keyed object becomes its values, absent or null an empty list, and
 * anything else is left as it is so the schema refuses it (a string is not a list).
 */
export function asList(value: unknown): unknown {
  if (value == null) return [];
  return isRecord(value) ? Object.values(value) : value;
}

/** A list that may arrive as an array or a keyed object; absent or null is empty. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(z.transform(asList), z.array(item));
}

/** A keyed object or a list (or nothing) — the container deep report payloads must be. */
export const container = z.optional(z.unknown()).check(
  z.refine((value) => value == null || Array.isArray(value) || isRecord(value), {
    message: 'Expected a keyed object or a list',
  }),
);

/** A keyed object that PHP may send as `[]` when empty; absent or null is empty. */
export function recordOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform((value) =>
      value == null || (Array.isArray(value) && value.length === 0) ? {} : value,
    ),
    z.record(z.string(), item),
  );
}

/** A list of strings (array or keyed object); a single string is a list of one. */
export const stringList = z.pipe(
  z.transform((value) => (typeof value === 'string' ? [value] : asList(value))),
  z.array(
    z.pipe(
      z.transform((v) => (typeof v === 'number' ? String(v) : v)),
      z.string(),
    ),
  ),
);

/**
 * A list of codes (engines, countries, languages). The documents' "array" may be a keyed object:
 * PHP's list (`{ "0": "pl" }`) gives its values, a map keyed by code (`{ "pl": "Polish" }` or
 * `{ "google.pl": 1 }`) gives its keys — never the names, which are not codes.
 */
export const codeList = z.pipe(
  z.transform((value: unknown) => {
    if (!isRecord(value)) return value;
    const keys = Object.keys(value);
    return keys.every((key) => /^\d+$/.test(key)) ? Object.values(value) : keys;
  }),
  stringList,
);

/** A list of ids (array or keyed object, numeric strings coerced). */
export const idList = listOf(id);

/** Free-form data kept as the service sent it (settings, unknown result shapes). */
export const raw = z.optional(z.unknown());

/** Success of a call whose output is `true` (delete, update): 1, "1" and an empty 200 count too. */
export const confirmed = z.pipe(
  z.unknown().check(
    z.refine((value) => value === true || value === 1 || value === '1' || value === null, {
      message: 'The service did not confirm the change',
    }),
  ),
  z.transform(() => true as const),
);

/** `{ id }` answers of create calls (id as number or numeric string), or the bare id. */
export const newIdSchema = z.pipe(
  z.union([
    z.object({ id }),
    z.pipe(
      id,
      z.transform((value) => ({ id: value })),
    ),
  ]),
  z.transform((r) => ({ id: r.id })),
);
