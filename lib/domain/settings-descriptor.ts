import { z } from 'zod/mini';
import { dict, entriesOf, isObj } from './plain-object';
import { settingRange, type SettingRange } from './setting-range';

/*
 * The settings descriptor (../shared/spec/audits.md, "Retrieve audit settings"): the audit types
 * the account may use, each with its parameters. The one definition: the client parses the
 * service's answer with `settingsDescriptorSchema`, the background caches that value, and the
 * popup and options pages read it through `audits.settings` with these types.
 *
 * Lenient on purpose: it accepts the service's spellings (`default_value`, `maxlength`) and
 * camelCase ones, options as a list or as a keyed object, and PHP's habit of sending an empty
 * settings "array" as `[]`.
 */

/** A setting value as the service stores it. Unknown parameters may hold anything JSON. */
export type SettingValue = string | number | boolean;

export interface SettingOption {
  value: SettingValue;
  label: string;
}

/** One parameter of an audit type, from the settings endpoint. */
export interface SettingParam {
  title: string;
  description: string;
  /** `default_value`: its type decides the field kind (number, flag, text). */
  defaultValue: unknown;
  /** Only for text parameters. */
  maxLength: number | null;
  /** Only for parameters with predefined values. */
  options: SettingOption[] | null;
  /** The range a number accepts, when the descriptor states one (lib/domain/setting-range.ts). */
  range?: SettingRange;
}

export interface AuditTypeDescriptor {
  title: string;
  settings: Record<string, SettingParam>;
}

/** The settings descriptor: only the audit types the account may use. */
export type SettingsDescriptor = Record<string, AuditTypeDescriptor>;

function scalar(value: unknown): SettingValue | null {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return null;
}

/**
 * Options "array of possible values". A list (or a PHP list sent as `{"0": …, "1": …}`) holds the
 * values; an object with other keys maps value → label; `{ value, label|title }` items are read as such.
 */
export function normaliseOptions(raw: unknown): SettingOption[] | null {
  const entries = entriesOf(raw);
  if (entries.length === 0) return null;
  const sequential = entries.every(([k], i) => k === String(i));
  const options: SettingOption[] = [];
  for (const [key, item] of entries) {
    if (isObj(item) && 'value' in item) {
      const value = scalar(item.value);
      if (value === null) continue;
      const label = scalar(item.label ?? item.title ?? item.name);
      options.push({ value, label: String(label ?? value) });
    } else if (sequential) {
      const value = scalar(item);
      if (value !== null) options.push({ value, label: String(value) });
    } else {
      const label = scalar(item);
      options.push({ value: key, label: String(label ?? key) });
    }
  }
  return options.length > 0 ? options : null;
}

function normaliseParam(name: string, raw: unknown): SettingParam {
  const p = isObj(raw) ? raw : {};
  // `range` is this module's own spelling, read back from the cache (lib/storage/cache.ts).
  const range = settingRange(
    isObj(p.range) ? p.range : p,
    typeof p.description === 'string' ? p.description : '',
  );
  const maxRaw = p.maxlength ?? p.maxLength;
  const max = maxRaw === undefined || maxRaw === null || maxRaw === '' ? NaN : Number(maxRaw);
  return {
    title: typeof p.title === 'string' && p.title ? p.title : name,
    description: typeof p.description === 'string' ? p.description : '',
    defaultValue: 'default_value' in p ? p.default_value : (p.defaultValue ?? null),
    maxLength: Number.isInteger(max) && max > 0 ? max : null,
    options: normaliseOptions(p.options),
    ...(range ? { range } : {}),
  };
}

export function normaliseDescriptor(raw: unknown): SettingsDescriptor {
  // Audit types and setting names come from the service: objects without a prototype.
  const out: SettingsDescriptor = dict();
  for (const [type, value] of entriesOf(raw)) {
    if (!isObj(value)) continue;
    const settings: AuditTypeDescriptor['settings'] = dict();
    for (const [name, param] of entriesOf(value.settings))
      settings[name] = normaliseParam(name, param);
    out[type] = {
      title: typeof value.title === 'string' && value.title ? value.title : type,
      settings,
    };
  }
  return out;
}

/** The settings endpoint's answer: an object keyed by audit type (PHP's `[]` when empty). */
export const settingsDescriptorSchema = /* @__PURE__ */ z.pipe(
  z.unknown().check(
    z.refine((value) => value == null || Array.isArray(value) || isObj(value), {
      message: 'settings: expected an object keyed by audit type',
    }),
  ),
  z.transform(normaliseDescriptor),
);
