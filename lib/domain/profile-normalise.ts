import { withoutMark } from './click-mark';
import { entriesOf, isObj } from './plain-object';
import type { AuditProfile, ProfileSettings } from './profile-types';

/*
 * Maps what the API client returns into the page-facing shapes. Lenient on purpose: it accepts the
 * service's spellings (`default_value`, `maxlength`) and camelCase ones, options as a list or as a
 * keyed object, and PHP's habit of sending an empty settings "array" as `[]`. Used only in the
 * background (it does not need zod: every field is checked by hand and defaulted).
 */

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
    // A profile read while its create is naming it still carries the click's mark.
    title: typeof p.title === 'string' ? withoutMark(p.title) : '',
    types: types.length > 0 ? types : Object.keys(settings),
    settings,
  };
}
