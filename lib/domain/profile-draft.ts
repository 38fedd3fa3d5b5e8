import {
  buildSections,
  parseInput,
  sameValue,
  toInput,
  type FieldError,
  type FieldInput,
  type TypeSection,
} from './profile-fields';
import type { AuditProfile, ProfileSettings } from './profile-types';
import { checkProfileTitle } from './profile-title';
import type { Issue } from './input-issue';
import type { SettingsDescriptor } from './settings-descriptor';

/*
 * A profile being edited, and what saving it would do. Saving replaces the settings completely
 * (the service drops every audit type not sent), so the draft starts with EVERY type the profile
 * has — including types the descriptor no longer lists, which are sent back untouched — and a type
 * leaves the save only when the user removed it. Parameters the descriptor does not know are kept
 * the same way.
 */

export interface ProfileDraft {
  profileId: number;
  title: string;
  /** Audit types the save will send, in display order. */
  included: string[];
  /** Inputs per type and parameter (only for types the descriptor lists). */
  inputs: Record<string, Record<string, FieldInput>>;
}

/** The types a profile holds: its `types` list and the keys of its settings, without repeats. */
export function profileTypes(profile: AuditProfile): string[] {
  return [...new Set([...profile.types, ...Object.keys(profile.settings)])];
}

function inputsFor(section: TypeSection, stored: Record<string, unknown> | undefined) {
  return Object.fromEntries(section.fields.map((f) => [f.name, toInput(f, stored?.[f.name])]));
}

export function draftFromProfile(
  profile: AuditProfile,
  descriptor: SettingsDescriptor,
): ProfileDraft {
  const included = profileTypes(profile);
  const inputs: ProfileDraft['inputs'] = {};
  for (const section of buildSections(descriptor)) {
    inputs[section.type] = inputsFor(section, profile.settings[section.type]);
  }
  return { profileId: profile.id, title: profile.title, included, inputs };
}

/** Add a type to the draft (at the end). Its inputs are already there: stored values or defaults. */
export function includeType(draft: ProfileDraft, type: string): ProfileDraft {
  if (draft.included.includes(type)) return draft;
  return { ...draft, included: [...draft.included, type] };
}

export function excludeType(draft: ProfileDraft, type: string): ProfileDraft {
  return { ...draft, included: draft.included.filter((t) => t !== type) };
}

export function setInput(
  draft: ProfileDraft,
  type: string,
  name: string,
  value: FieldInput,
): ProfileDraft {
  return {
    ...draft,
    inputs: { ...draft.inputs, [type]: { ...draft.inputs[type], [name]: value } },
  };
}

export interface SavePlan {
  /** The complete settings a save sends (only meaningful when `errors` is empty). */
  settings: ProfileSettings;
  /** Field errors by `type` then parameter name. */
  errors: Record<string, Record<string, FieldError>>;
  /** Field errors plus a title problem. */
  errorCount: number;
  /** The title empty or too long (lib/domain/profile-title.ts), shown at the title field. */
  titleProblem: Issue | null;
  titleChanged: boolean;
  /** Types the profile has and the save drops: these need the user's confirmation. */
  removed: string[];
  added: string[];
  /** Types the descriptor does not list (not usable by this account): sent back unchanged. */
  untouched: string[];
  /** Per type, the parameters whose value changes. */
  changed: Record<string, string[]>;
  /** Anything about the settings differs, so they must be sent. */
  settingsChanged: boolean;
  /** Only what the user changed, for `profiles.update` (the background applies it to the profile as stored now). */
  change: SettingsChange;
}

/**
 * A change to a profile's settings: parameters set per type (a new type with all its values) and
 * types removed. The background applies it to the profile as it is at save time, so what someone
 * else changed meanwhile (another window, the import) survives a save here.
 */
export interface SettingsChange {
  set: ProfileSettings;
  remove: string[];
}

/** The settings after `change`, from the profile as stored now (every type it holds is kept). */
export function applySettingsChange(
  current: AuditProfile,
  change: SettingsChange,
): ProfileSettings {
  const next: ProfileSettings = {};
  for (const type of profileTypes(current)) {
    if (!change.remove.includes(type)) next[type] = { ...current.settings[type] };
  }
  for (const [type, values] of Object.entries(change.set)) {
    if (change.remove.includes(type)) continue;
    next[type] = { ...next[type], ...values };
  }
  return next;
}

/** Validate the draft and work out exactly what saving it would send and drop. */
export function planSave(
  profile: AuditProfile,
  descriptor: SettingsDescriptor,
  draft: ProfileDraft,
): SavePlan {
  const sections = new Map(buildSections(descriptor).map((s) => [s.type, s]));
  const original = profileTypes(profile);
  const settings: ProfileSettings = {};
  const errors: SavePlan['errors'] = {};
  const changed: SavePlan['changed'] = {};
  const untouched: string[] = [];
  let errorCount = 0;

  for (const type of draft.included) {
    const stored = profile.settings[type] ?? {};
    const section = sections.get(type);
    if (!section) {
      untouched.push(type);
      settings[type] = { ...stored };
      continue;
    }
    const values: Record<string, unknown> = { ...stored };
    for (const field of section.fields) {
      const input = draft.inputs[type]?.[field.name] ?? toInput(field, stored[field.name]);
      const parsed = parseInput(field, input);
      if (!parsed.ok) {
        (errors[type] ??= {})[field.name] = parsed.error;
        errorCount += 1;
        continue;
      }
      values[field.name] = parsed.value;
      const before = stored[field.name] ?? field.defaultValue;
      if (original.includes(type) && !sameValue(before, parsed.value)) {
        (changed[type] ??= []).push(field.name);
      }
    }
    settings[type] = values;
  }

  const titleProblem = checkProfileTitle(draft.title);
  if (titleProblem) errorCount += 1;
  const removed = original.filter((t) => !draft.included.includes(t));
  const added = draft.included.filter((t) => !original.includes(t));
  const set: ProfileSettings = Object.fromEntries(added.map((t) => [t, settings[t]]));
  for (const [type, names] of Object.entries(changed)) {
    set[type] = Object.fromEntries(names.map((name) => [name, settings[type][name]]));
  }
  return {
    settings,
    errors,
    errorCount,
    titleProblem,
    titleChanged: draft.title.trim() !== profile.title,
    removed,
    added,
    untouched,
    changed,
    settingsChanged: removed.length > 0 || added.length > 0 || Object.keys(changed).length > 0,
    change: { set, remove: removed },
  };
}

/** Whether the draft differs from the stored profile at all (for "unsaved changes"). */
export function isDirty(plan: SavePlan): boolean {
  return plan.titleChanged || plan.settingsChanged || plan.errorCount > 0;
}
