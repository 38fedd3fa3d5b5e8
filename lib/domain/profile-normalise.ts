import type {
  AuditProfile,
  AuditTypeDescriptor,
  ProfileSettings,
  SettingOption,
  SettingParam,
  SettingValue,
  SettingsDescriptor,
} from './profile-types';

/*
 * Maps what the API client returns into the page-facing shapes. Lenient on purpose: it accepts the
 * service's spellings (`default_value`, `maxlength`) and camelCase ones, options as a list or as a
 * keyed object, and PHP's habit of sending an empty settings "array" as `[]`. Used only in the
 * background (it does not need zod: every field is checked by hand and defaulted).
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v]);
  return isObj(value) ? Object.entries(value) : [];
}

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
  const maxRaw = p.maxlength ?? p.maxLength;
  const max = maxRaw === undefined || maxRaw === null || maxRaw === '' ? NaN : Number(maxRaw);
  return {
    title: typeof p.title === 'string' && p.title ? p.title : name,
    description: typeof p.description === 'string' ? p.description : '',
    defaultValue: 'default_value' in p ? p.default_value : (p.defaultValue ?? null),
    maxLength: Number.isInteger(max) && max > 0 ? max : null,
    options: normaliseOptions(p.options),
  };
}

export function normaliseDescriptor(raw: unknown): SettingsDescriptor {
  const out: SettingsDescriptor = {};
  for (const [type, value] of entriesOf(raw)) {
    if (!isObj(value)) continue;
    const settings: AuditTypeDescriptor['settings'] = {};
    for (const [name, param] of entriesOf(value.settings))
      settings[name] = normaliseParam(name, param);
    out[type] = {
      title: typeof value.title === 'string' && value.title ? value.title : type,
      settings,
    };
  }
  return out;
}

export function normaliseSettings(raw: unknown): ProfileSettings {
  const out: ProfileSettings = {};
  // A list here is PHP's empty (or list-shaped) array: nothing keyed by audit type.
  if (!isObj(raw)) return out;
  for (const [type, value] of Object.entries(raw)) out[type] = isObj(value) ? { ...value } : {};
  return out;
}

export function normaliseProfile(raw: unknown): AuditProfile {
  const p = isObj(raw) ? raw : {};
  const settings = normaliseSettings(p.settings);
  const types = entriesOf(p.types)
    .map(([, t]) => t)
    .filter((t): t is string => typeof t === 'string' && t.length > 0);
  return {
    id: Number(p.id),
    title: typeof p.title === 'string' ? p.title : '',
    types: types.length > 0 ? types : Object.keys(settings),
    settings,
  };
}
