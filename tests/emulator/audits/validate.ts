import type { AuditType } from '../core/accounts.ts';
import { asNumber, isRecord } from '../core/params.ts';
import { AUDIT_TYPE_DEFS, type ParamDef } from './descriptor.ts';
import type { SettingsByType, TypeSettings } from './model.ts';

export type SettingsResult =
  { ok: true; settings: SettingsByType } | { ok: false; message: string };

/**
 * Validate settings keyed by audit type (`audits_settings` of create, `settings` of a profile)
 * against the descriptor and the types the account may use. Accepted shapes, as a PHP service
 * reads "array": `{ "lighthouse": { "throttling": "none" } }`, `{ "content": [] }` (defaults),
 * `["lighthouse", "content"]` (defaults), or `[{ "type": "lighthouse", "settings": {…} }]`.
 * Values are normalised (flags to booleans, numbers from numeric strings).
 */
export function validateSettings(
  raw: unknown,
  allowedTypes: readonly string[],
  field: string,
): SettingsResult {
  const entries = settingsEntries(raw);
  if (!entries) {
    return {
      ok: false,
      message: `${field} must be an array keyed by audit type, e.g. {"lighthouse": {"throttling": "none"}}.`,
    };
  }
  const settings: SettingsByType = {};
  for (const [type, values] of entries) {
    if (!(type in AUDIT_TYPE_DEFS) || !allowedTypes.includes(type)) {
      return {
        ok: false,
        message: `Invalid audit name "${type}" in ${field}. Available audits: ${allowedTypes.join(', ')}.`,
      };
    }
    const checked = validateTypeSettings(type as AuditType, values);
    if (typeof checked === 'string') return { ok: false, message: checked };
    settings[type as AuditType] = checked;
  }
  return { ok: true, settings };
}

function settingsEntries(raw: unknown): [string, unknown][] | null {
  if (Array.isArray(raw)) {
    const out: [string, unknown][] = [];
    for (const item of raw) {
      if (typeof item === 'string') out.push([item, {}]);
      else if (isRecord(item) && typeof (item.type ?? item.audit_type) === 'string') {
        out.push([String(item.type ?? item.audit_type), item.settings ?? {}]);
      } else return null;
    }
    return out;
  }
  if (isRecord(raw)) return Object.entries(raw);
  return null;
}

function validateTypeSettings(type: AuditType, values: unknown): TypeSettings | string {
  if (values === null || values === true || (Array.isArray(values) && values.length === 0)) {
    return {};
  }
  if (!isRecord(values)) {
    return `Invalid settings of audit "${type}": an object of setting names and values is expected.`;
  }
  const defs = AUDIT_TYPE_DEFS[type].settings;
  const out: TypeSettings = {};
  for (const [name, value] of Object.entries(values)) {
    const def = defs[name];
    if (!def) {
      return `Invalid setting key "${name}" for audit "${type}". Valid keys: ${Object.keys(defs).join(', ')}.`;
    }
    const checked = checkValue(def, value);
    if (!checked.ok)
      return `Invalid value for setting "${name}" of audit "${type}": ${checked.why}.`;
    out[name] = checked.value;
  }
  return out;
}

function checkValue(
  def: ParamDef,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; why: string } {
  switch (def.kind) {
    case 'select':
      return typeof value === 'string' && def.options?.includes(value)
        ? { ok: true, value }
        : { ok: false, why: `expected one of ${def.options?.join(', ')}` };
    case 'multi': {
      const list = Array.isArray(value) ? value : undefined;
      if (!list || list.length === 0 || !list.every((v) => def.options?.includes(v))) {
        return { ok: false, why: `expected a non-empty list of ${def.options?.join(', ')}` };
      }
      return { ok: true, value: [...new Set(list)] };
    }
    case 'text':
      if (typeof value !== 'string') return { ok: false, why: 'expected text' };
      if (value.length > (def.maxlength ?? Infinity)) {
        return { ok: false, why: `at most ${def.maxlength} characters are allowed` };
      }
      return { ok: true, value };
    case 'number': {
      const n = asNumber(value);
      if (
        n === undefined ||
        !Number.isInteger(n) ||
        n < (def.min ?? -Infinity) ||
        n > (def.max ?? Infinity)
      ) {
        return { ok: false, why: `expected a whole number from ${def.min} to ${def.max}` };
      }
      return { ok: true, value: n };
    }
    case 'flag':
      if (value === true || value === 1 || value === '1') return { ok: true, value: true };
      if (value === false || value === 0 || value === '0') return { ok: true, value: false };
      return { ok: false, why: 'expected true or false' };
  }
}
