import { z } from 'zod/mini';
import { preferencesSchema, type Preferences } from './preferences';
import { isObj, isReservedKey } from './plain-object';
import { buildSections, parseInput, type FieldError } from './profile-fields';
import type { AuditProfile, ProfileSettings } from './profile-types';
import { PROFILE_TITLE_MAX } from './profile-title';
import type { SettingsDescriptor } from './settings-descriptor';

/*
 * Export and import of profiles and preferences as one JSON file. The token is never written, and
 * a token-looking field in an imported file is ignored (and said so). Import is checked field by
 * field: what is valid is taken, what is not is refused with its reason, so one bad entry never
 * costs the rest. Profile ids belong to an account, so the file marks the popup's default profile
 * by a flag rather than by id. A key that names a built-in member (`constructor`, `toString`,
 * `__proto__`, …) is refused wherever it appears, before anything else reads the file.
 */

export const TRANSFER_FORMAT = 'stormlens-settings';
export const TRANSFER_VERSION = 1;

export interface ExportedProfile {
  title: string;
  settings: ProfileSettings;
  /** This was the popup's default profile. */
  isDefault?: boolean;
}

export interface TransferFile {
  format: typeof TRANSFER_FORMAT;
  version: number;
  exportedAt: string;
  preferences: Omit<Preferences, 'defaultProfileId'>;
  profiles: ExportedProfile[];
}

export function buildExport(
  prefs: Preferences,
  profiles: AuditProfile[],
  now: Date = new Date(),
): TransferFile {
  const { defaultProfileId, ...portable } = prefs;
  return {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: now.toISOString(),
    preferences: portable,
    profiles: profiles.map((p) => ({
      title: p.title,
      settings: p.settings,
      ...(p.id === defaultProfileId ? { isDefault: true } : {}),
    })),
  };
}

export type Refusal =
  | { code: 'invalidValue'; field: string }
  | { code: 'accountSpecific'; field: string }
  | { code: 'tokenIgnored' }
  | { code: 'reservedKey'; path: string }
  | { code: 'badTitle' }
  | { code: 'notAnObject' }
  | { code: 'typeUnavailable'; type: string }
  | { code: 'unknownSetting'; type: string; name: string }
  | { code: 'badSetting'; type: string; name: string; error: FieldError };

export interface ImportPlan {
  preferences: Partial<Preferences>;
  preferencesRefused: Refusal[];
  profiles: ExportedProfile[];
  profilesRefused: { index: number; title: string; reasons: Refusal[] }[];
  /** File-level notes (a token field that was ignored, keys refused anywhere in the file). */
  notes: Refusal[];
}

export type ReadResult =
  | { ok: true; plan: ImportPlan }
  | { ok: false; reason: 'notJson' | 'notStormlens' | 'newerVersion' };

const envelopeSchema = z.object({
  format: z.literal(TRANSFER_FORMAT),
  version: z.int().check(z.gte(1)),
  preferences: z.optional(z.record(z.string(), z.unknown())),
  profiles: z.optional(z.array(z.unknown())),
});

const profileEntrySchema = z.object({
  title: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(PROFILE_TITLE_MAX)),
  settings: z._default(z.record(z.string(), z.record(z.string(), z.unknown())), {}),
  isDefault: z.optional(z.boolean()),
});

/**
 * Any field that looks like a token is ignored on import. A pattern, not a list of names: the
 * page bundles must not contain the token's storage key (a test checks the built files).
 */
const isTokenKey = (key: string) => /token/i.test(key);

function readPreferences(raw: Record<string, unknown>) {
  const taken: Partial<Preferences> = {};
  const refused: Refusal[] = [];
  const shape = preferencesSchema.shape;
  for (const [field, value] of Object.entries(raw)) {
    if (field === 'defaultProfileId') {
      refused.push({ code: 'accountSpecific', field });
      continue;
    }
    if (!Object.hasOwn(shape, field) || isTokenKey(field)) continue;
    const parsed = shape[field as keyof typeof shape].safeParse(value);
    if (parsed.success && value !== undefined) {
      (taken as Record<string, unknown>)[field] = parsed.data;
    } else refused.push({ code: 'invalidValue', field });
  }
  return { taken, refused };
}

/**
 * The file without keys that name built-in members, and where each was. JSON.parse makes them own
 * keys, but a later `field in shape`, `obj[key]` or a copy through zod would meet `constructor` or
 * the prototype instead; they are refused here, so nothing downstream ever sees them.
 */
function withoutReservedKeys(value: unknown, path: string, refused: Refusal[]): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => withoutReservedKeys(item, `${path}[${i}]`, refused));
  if (!isObj(value)) return value;
  const clean: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isReservedKey(key)) refused.push({ code: 'reservedKey', path: at });
    else clean[key] = withoutReservedKeys(inner, at, refused);
  }
  return clean;
}

/** Check an exported profile against the account's descriptor, as the service would. */
function checkProfile(entry: z.output<typeof profileEntrySchema>, descriptor: SettingsDescriptor) {
  const reasons: Refusal[] = [];
  const sections = new Map(buildSections(descriptor).map((s) => [s.type, s]));
  for (const [type, values] of Object.entries(entry.settings)) {
    const section = sections.get(type);
    if (!section) {
      reasons.push({ code: 'typeUnavailable', type });
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      const field = section.fields.find((f) => f.name === name);
      if (!field) {
        reasons.push({ code: 'unknownSetting', type, name });
        continue;
      }
      const input =
        typeof value === 'boolean'
          ? value
          : Array.isArray(value)
            ? value.map(String)
            : String(value);
      const parsed = parseInput(field, input);
      if (!parsed.ok) reasons.push({ code: 'badSetting', type, name, error: parsed.error });
    }
  }
  return reasons;
}

/** Read an imported file's text into what would be taken and what is refused, and why. */
export function readTransferFile(text: string, descriptor: SettingsDescriptor): ReadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const reserved: Refusal[] = [];
  const json = withoutReservedKeys(parsed, '', reserved);
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, reason: 'notStormlens' };
  if (envelope.data.version > TRANSFER_VERSION) return { ok: false, reason: 'newerVersion' };

  const notes: Refusal[] = [...reserved];
  const root = json as Record<string, unknown>;
  const prefsRaw = envelope.data.preferences ?? {};
  if ([...Object.keys(root), ...Object.keys(prefsRaw)].some(isTokenKey)) {
    notes.unshift({ code: 'tokenIgnored' });
  }

  const { taken, refused } = readPreferences(prefsRaw);
  const profiles: ExportedProfile[] = [];
  const profilesRefused: ImportPlan['profilesRefused'] = [];
  (envelope.data.profiles ?? []).forEach((raw, index) => {
    const title =
      raw && typeof raw === 'object' && typeof (raw as { title?: unknown }).title === 'string'
        ? (raw as { title: string }).title
        : '';
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      profilesRefused.push({ index, title, reasons: [{ code: 'notAnObject' }] });
      return;
    }
    const entry = profileEntrySchema.safeParse(raw);
    if (!entry.success) {
      const badTitle = entry.error.issues.some((i) => i.path[0] === 'title');
      profilesRefused.push({
        index,
        title,
        reasons: [badTitle ? { code: 'badTitle' } : { code: 'invalidValue', field: 'settings' }],
      });
      return;
    }
    const reasons = checkProfile(entry.data, descriptor);
    if (reasons.length) profilesRefused.push({ index, title: entry.data.title, reasons });
    else profiles.push(entry.data);
  });

  return {
    ok: true,
    plan: { preferences: taken, preferencesRefused: refused, profiles, profilesRefused, notes },
  };
}
