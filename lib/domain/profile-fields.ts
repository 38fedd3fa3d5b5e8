import type {
  SettingOption,
  SettingParam,
  SettingValue,
  SettingsDescriptor,
} from './settings-descriptor';
import { checkInRange, type SettingRange } from './setting-range';
import type { Issue } from './input-issue';

/*
 * The settings editor is generated from the descriptor: one section per audit type, one field per
 * parameter. The field kind follows the descriptor alone — a choice where `options` are given,
 * otherwise the type of `default_value` (flag, number, text) — because the documents say nothing
 * else about setting types. Inputs are kept as the user typed them (strings, or a boolean for a
 * flag) and parsed only on save, so nothing typed is lost to a validation error.
 */

/** `multi`: options given and the default is a list — any non-empty subset of the options. */
export type FieldKind = 'choice' | 'multi' | 'flag' | 'number' | 'text';

export interface SettingField {
  type: string;
  name: string;
  title: string;
  description: string;
  kind: FieldKind;
  defaultValue: unknown;
  options: SettingOption[] | null;
  maxLength: number | null;
  /** Whole numbers only (the default is a whole number). */
  integer: boolean;
  /** What a number accepts, when the descriptor states it (lib/domain/setting-range.ts). */
  range: SettingRange | null;
}

export interface TypeSection {
  type: string;
  title: string;
  fields: SettingField[];
}

/** What an input holds: the text of a text/number field or a choice's value, a flag's state,
 * the chosen values of a multi-choice. */
export type FieldInput = string | boolean | string[];

export type FieldError =
  | { code: 'notNumber' }
  | { code: 'notInteger' }
  | { code: 'outOfRange'; min: number; max: number }
  | { code: 'tooLong'; max: number; length: number }
  | { code: 'notAnOption' }
  | { code: 'noneChosen' }
  | { code: 'required' }
  /** The service refused the value (what it said, in the page's language). */
  | { code: 'refused'; text: string };

export type ParseResult =
  { ok: true; value: SettingValue | SettingValue[] } | { ok: false; error: FieldError };

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** The real service sends many numbers as strings: "30" as a default is a number field. */
function numericDefault(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value.trim()));
}

export function fieldKind(param: SettingParam): FieldKind {
  if (param.options && param.options.length > 0) {
    return Array.isArray(param.defaultValue) ? 'multi' : 'choice';
  }
  if (typeof param.defaultValue === 'boolean') return 'flag';
  if (param.maxLength === null && numericDefault(param.defaultValue)) return 'number';
  return 'text';
}

/** The editor's sections, in the descriptor's order. */
export function buildSections(descriptor: SettingsDescriptor): TypeSection[] {
  return Object.entries(descriptor).map(([type, desc]) => ({
    type,
    title: desc.title || type,
    fields: Object.entries(desc.settings).map(([name, param]) => {
      const kind = fieldKind(param);
      return {
        type,
        name,
        title: param.title || name,
        description: param.description,
        kind,
        defaultValue: param.defaultValue,
        options: kind === 'choice' || kind === 'multi' ? param.options : null,
        maxLength: kind === 'text' ? param.maxLength : null,
        integer: kind === 'number' && Number.isInteger(Number(param.defaultValue)),
        range: kind === 'number' ? (param.range ?? null) : null,
      };
    }),
  }));
}

/** Service flags may arrive as 1/"1"/"true". */
export function toFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The input a field starts with: the stored value, or the default when the profile has none. */
export function toInput(field: SettingField, stored: unknown): FieldInput {
  const value = stored === undefined || stored === null ? field.defaultValue : stored;
  if (field.kind === 'flag') return toFlag(value);
  if (field.kind === 'multi') {
    if (Array.isArray(value)) return value.map(String);
    return value === undefined || value === null || value === '' ? [] : [String(value)];
  }
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** How a default reads in the help line ("Default: Fast 3G"). */
export function defaultLabel(field: SettingField): string {
  if (field.kind === 'multi' && Array.isArray(field.defaultValue)) {
    return field.defaultValue
      .map((v) => field.options?.find((o) => String(o.value) === String(v))?.label ?? String(v))
      .join(', ');
  }
  if (field.kind === 'choice') {
    const match = field.options?.find((o) => String(o.value) === String(field.defaultValue));
    if (match) return match.label;
  }
  if (field.defaultValue === null || field.defaultValue === undefined) return '';
  return String(field.defaultValue);
}

/** Parse an input into the value sent to the service, typed like the default (or the option). */
export function parseInput(field: SettingField, input: FieldInput): ParseResult {
  switch (field.kind) {
    case 'flag':
      return { ok: true, value: toFlag(input) };
    case 'choice': {
      const option = field.options?.find((o) => String(o.value) === String(input));
      return option
        ? { ok: true, value: option.value }
        : { ok: false, error: { code: 'notAnOption' } };
    }
    case 'multi': {
      const chosen = Array.isArray(input) ? input : [String(input)];
      if (chosen.length === 0) return { ok: false, error: { code: 'noneChosen' } };
      const values: SettingValue[] = [];
      for (const item of chosen) {
        const option = field.options?.find((o) => String(o.value) === String(item));
        if (!option) return { ok: false, error: { code: 'notAnOption' } };
        if (!values.includes(option.value)) values.push(option.value);
      }
      // In the options' order, so the same choice always reads (and compares) the same.
      const order = field.options?.map((o) => o.value) ?? [];
      return { ok: true, value: values.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
    }
    case 'number': {
      const text = String(input).trim().replace(',', '.');
      if (text === '') return { ok: false, error: { code: 'required' } };
      if (!NUMERIC.test(text)) return { ok: false, error: { code: 'notNumber' } };
      const n = Number(text);
      if (field.integer && !Number.isInteger(n))
        return { ok: false, error: { code: 'notInteger' } };
      const outside = checkInRange(n, field.range, field.name);
      if (outside && field.range)
        return { ok: false, error: { code: 'outOfRange', ...field.range } };
      return { ok: true, value: typeof field.defaultValue === 'string' ? String(n) : n };
    }
    case 'text': {
      const text = String(input);
      if (field.maxLength !== null && text.length > field.maxLength) {
        return { ok: false, error: { code: 'tooLong', max: field.maxLength, length: text.length } };
      }
      return { ok: true, value: text };
    }
  }
}

/** Two setting values are the same when the service would store the same thing. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return toFlag(a) === toFlag(b);
  if (a === null || a === undefined || b === null || b === undefined) return a == b;
  if (Array.isArray(a) && Array.isArray(b)) {
    const set = (list: unknown[]) => JSON.stringify([...new Set(list.map(String))].sort());
    return set(a) === set(b);
  }
  if (typeof a === 'object' || typeof b === 'object') {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return String(a) === String(b);
}

/**
 * Settings about to be saved, against the ranges of the editor's own number fields: every number
 * set out of range, as `settings.<type>.<name>`. The background runs this before a save, so a value
 * the editor would refuse is never sent by any other way in (an import, another page).
 */
export function checkSettingRanges(
  descriptor: SettingsDescriptor,
  settings: Record<string, Record<string, unknown>>,
): Issue[] {
  const issues: Issue[] = [];
  for (const section of buildSections(descriptor)) {
    const values = settings[section.type];
    if (!values) continue;
    for (const field of section.fields) {
      const value = values[field.name];
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (field.kind !== 'number' || typeof n !== 'number' || !Number.isFinite(n)) continue;
      const problem = checkInRange(n, field.range, `settings.${section.type}.${field.name}`);
      if (problem) issues.push(problem);
    }
  }
  return issues;
}
