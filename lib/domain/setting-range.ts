import { issue, type Issue } from './input-issue';

/*
 * The range a number setting accepts, as the settings descriptor states it
 * (../shared/spec/audits.md, "Retrieve audit settings"). The documents give parameters a title, a
 * description, a default and `maxlength` or `options` only, so a range is read from `min`/`max`
 * members when the service sends them, else from the description's own words ("Number of test
 * runs (1–9)", "between 0 and 10000", "from 1 to 5"). Nothing is assumed when neither says: the
 * service's refusal then names the field. The editor's fields (lib/domain/profile-fields.ts) carry them,
 * and the background checks a save against the same fields.
 */

export interface SettingRange {
  min: number;
  max: number;
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
/** "1–9", "1 - 9", "1..9", "1 to 9", "from 1 to 9", "between 1 and 9", Polish "od 1 do 9". */
const RANGE_PATTERNS = [
  new RegExp(String.raw`(?:^|[^\w.-])${NUMBER}\s*(?:[–—-]|\.\.)\s*${NUMBER}(?![\w.])`),
  new RegExp(String.raw`\b(?:from|between|od)\s+${NUMBER}\s+(?:to|and|do)\s+${NUMBER}\b`, 'i'),
];

/** The range a description states, or null (two numbers in order, the first not above the second). */
export function rangeInText(text: string): SettingRange | null {
  for (const pattern of RANGE_PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const min = Number(found[1]);
    const max = Number(found[2]);
    if (Number.isFinite(min) && Number.isFinite(max) && min <= max) return { min, max };
  }
  return null;
}

const finite = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A parameter's range: its own `min`/`max` members first, else its description's words. */
export function settingRange(
  raw: { min?: unknown; max?: unknown },
  description: string,
): SettingRange | null {
  const min = finite(raw.min);
  const max = finite(raw.max);
  const said = rangeInText(description);
  if (min === null && max === null) return said;
  return {
    min: min ?? said?.min ?? Number.NEGATIVE_INFINITY,
    max: max ?? said?.max ?? Number.POSITIVE_INFINITY,
  };
}

/** A number outside its range as an input issue (`setting-range`), else null. */
export function checkInRange(
  value: number,
  range: SettingRange | null | undefined,
  field: string,
): Issue | null {
  if (!range || (value >= range.min && value <= range.max)) return null;
  return issue(field, 'setting-range', { min: range.min, max: range.max, value });
}
