/**
 * Lenient readers for request values, the way a PHP service reads them: ids and numbers may arrive
 * as numbers or numeric strings, a single id where a list is expected (backward compatibility of
 * the bulk calls), `pager` and `sorting` as nested objects. Each returns undefined (or an error
 * text) instead of throwing, so handlers can answer with the documented error.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as an object (arrays and scalars count as empty: no named members). */
export function bodyObject(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}

/** A positive integer from a number or a numeric string. */
export function asInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

export function asPositiveInt(value: unknown): number | undefined {
  const n = asInt(value);
  return n !== undefined && n > 0 ? n : undefined;
}

/** A finite number from a number or a numeric string. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
}

/**
 * The `id` of bulk calls: an array of ids, a keyed map of ids, or one id. Entries are kept as the
 * caller wrote them (strings), so the answer is keyed the same way; undefined when absent/empty.
 */
export function asIdList(value: unknown): string[] | undefined {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (isRecord(value)) items = Object.values(value);
  else if (typeof value === 'number' || typeof value === 'string') items = [value];
  else return undefined;
  const ids = items
    .filter((item) => typeof item === 'number' || typeof item === 'string')
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
  return ids.length > 0 ? ids : undefined;
}

/** An array of strings (a keyed map's values count too); undefined when not a list of strings. */
export function asStringArray(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : undefined;
  if (!items || !items.every((item) => typeof item === 'string')) return undefined;
  return items as string[];
}

export interface Pager {
  page: number;
  itemsPerPage: number;
}

/**
 * `pager.items_per_page` / `pager.page` (also accepted flat, as some clients send them). Returns
 * an error text when the page size is not one of `allowed`.
 */
export function readPager(
  body: Record<string, unknown>,
  allowed: readonly number[],
  defaultSize = 25,
): Pager | { error: string } {
  const pager = isRecord(body.pager) ? body.pager : {};
  const rawSize = pager.items_per_page ?? body.items_per_page;
  const rawPage = pager.page ?? body.page;
  const itemsPerPage = rawSize === undefined ? defaultSize : asInt(rawSize);
  if (itemsPerPage === undefined || !allowed.includes(itemsPerPage)) {
    return { error: `Invalid pager.items_per_page: allowed values are ${allowed.join(', ')}.` };
  }
  const page = rawPage === undefined ? 0 : asInt(rawPage);
  if (page === undefined || page < 0) {
    return { error: 'Invalid pager.page: a page number counted from 0 is expected.' };
  }
  return { page, itemsPerPage };
}

export function paginate<T>(items: T[], pager: Pager): T[] {
  const start = pager.page * pager.itemsPerPage;
  return items.slice(start, start + pager.itemsPerPage);
}
