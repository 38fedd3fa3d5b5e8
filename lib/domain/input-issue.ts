/**
 * Input refused before anything is sent (errors are shown in the user's language): a code and
 * the values it names, never a sentence. Pages translate `errors.invalid.<code>` from
 * lib/i18n/locales/{en,pl}/errors.later.json inside a frame that says Stormlens refused it, not the
 * service. The checks every input shares live here; a concept's own check lives with the concept
 * (lib/domain/url.ts web addresses, domain-name.ts domains, email.ts e-mail addresses, dates.ts
 * report dates).
 */
export const inputCodes = [
  'id',
  'ids-empty',
  'ids-invalid',
  'text-empty',
  'text-too-long',
  'one-of',
  'list',
  'list-empty',
  'list-value',
  'page-size',
  'page',
  'date',
  'date-order',
  'url',
  'domain',
  'email',
  'engine-unknown',
  'engine-country',
  'audit-target',
  'keywords-empty',
  'keyword-options-missing',
  'keyword-options-count',
  'engine-missing',
  'country-missing',
  'settings-missing',
  'settings-both',
  'types-empty',
  'settings-keyed',
  'research-location',
  'research-engine',
  'research-country',
  'research-language',
  'research-type',
  'modifiers-empty',
  'required',
  'sharing-campaign',
  'sharing-empty',
  'ads-only',
  'location-text',
  'groups-empty',
  'group-title-twice',
  'audit-child',
  'page-url',
  'page-unreachable',
  'audit-types-plan',
  'base-url',
  'base-url-insecure',
  'sharing-wait',
  'sharing-max',
  'competitors-max',
  'sharing-owner',
  'sharing-both',
  'message-invalid',
  'token-short',
  'token-whitespace',
  'base-url-empty',
  'base-url-space',
  'date-day',
  'list-too-long',
  'setting-range',
  'keyword-too-long',
] as const;

export type InputCode = (typeof inputCodes)[number];
export type IssueValues = Record<string, string | number>;

/** One broken rule: where (`field`, the parameter's name), which (`code`) and its values. */
export interface Issue {
  field: string;
  code: InputCode;
  values?: IssueValues;
}

export function issue(field: string, code: InputCode, values?: IssueValues): Issue {
  return values ? { field, code, values } : { field, code };
}

export function isInputCode(value: unknown): value is InputCode {
  return inputCodes.some((code) => code === value);
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
  return isPositiveId(value) ? null : issue(field, 'id', { value: String(value ?? '') });
}

/** A non-empty list of valid ids. */
export function checkIds(value: unknown, field = 'id'): Issue | null {
  if (!Array.isArray(value) || value.length === 0) return issue(field, 'ids-empty');
  const bad = value.find((v) => !isPositiveId(v));
  return bad === undefined ? null : issue(field, 'ids-invalid', { value: String(bad) });
}

/** The most characters a title or name takes where the documents give no other limit. */
export const TEXT_MAX = 255;

export function checkText(value: unknown, field: string, max = TEXT_MAX): Issue | null {
  if (typeof value !== 'string' || value.trim() === '') return issue(field, 'text-empty');
  return value.length > max ? issue(field, 'text-too-long', { max }) : null;
}

export function checkOneOf<T>(value: unknown, allowed: readonly T[], field: string): Issue | null {
  return allowed.some((a) => a === value)
    ? null
    : issue(field, 'one-of', { value: String(value ?? ''), allowed: allowed.join(', ') });
}

/** Every element allowed; `required` also refuses an empty list. */
export function checkSubset<T>(
  value: unknown,
  allowed: readonly T[],
  field: string,
  required = false,
): Issue | null {
  if (!Array.isArray(value)) return issue(field, 'list');
  if (required && value.length === 0) return issue(field, 'list-empty');
  const bad = value.find((v) => !allowed.some((a) => a === v));
  return bad === undefined
    ? null
    : issue(field, 'list-value', { value: String(bad), allowed: allowed.join(', ') });
}

/** A list of non-empty texts (keywords, engines, modifiers): none given, or a blank one. */
export function checkTexts(value: unknown, field: string, code: InputCode): Issue | null {
  const list = Array.isArray(value) ? value : [];
  return list.length === 0 || list.some((v) => typeof v !== 'string' || v.trim() === '')
    ? issue(field, code)
    : null;
}

export function checkPager(
  pager: { itemsPerPage?: number; page?: number } | undefined,
  sizes: readonly number[],
): Issue[] {
  if (!pager) return [];
  return collect(
    pager.itemsPerPage !== undefined &&
      !sizes.includes(pager.itemsPerPage) &&
      issue('itemsPerPage', 'page-size', { allowed: sizes.join(', ') }),
    pager.page !== undefined &&
      !(Number.isInteger(pager.page) && pager.page >= 0) &&
      issue('page', 'page'),
  );
}
