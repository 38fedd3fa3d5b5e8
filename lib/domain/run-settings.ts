import {
  buildSections,
  parseInput,
  toInput,
  type FieldError,
  type FieldInput,
  type TypeSection,
} from './profile-fields';
import type { ProfileSettings } from './profile-types';
import type { SettingsDescriptor } from './settings-descriptor';

/*
 * "Adjust settings for this run" (a launch): the fields of the run's audit types, pre-filled from
 * the chosen profile (or each parameter's default), sent as `audits_settings` instead of
 * `profile_id` (../shared/spec/audits.md §4: exactly one of the two). The same field rules as the profile editor
 * (./profile-fields.ts), so a value the service would refuse is flagged before anything is spent.
 */

/** What the user typed, by audit type then parameter. */
export type RunInputs = Record<string, Record<string, FieldInput>>;
export type RunErrors = Record<string, Record<string, FieldError>>;

/** The editor's sections for the run's types, in the order the run lists them. */
export function runSections(descriptor: SettingsDescriptor, types: string[]): TypeSection[] {
  const sections = buildSections(descriptor);
  return types.flatMap((type) => sections.filter((s) => s.type === type));
}

/** Inputs pre-filled from the profile's stored values, else the descriptor's defaults. */
export function initialRunInputs(
  sections: TypeSection[],
  stored: ProfileSettings | null,
): RunInputs {
  return Object.fromEntries(
    sections.map((section) => [
      section.type,
      Object.fromEntries(
        section.fields.map((field) => [
          field.name,
          toInput(field, stored?.[section.type]?.[field.name]),
        ]),
      ),
    ]),
  );
}

/** The settings to send, or every field that needs the user's attention. */
export function parseRunInputs(
  sections: TypeSection[],
  inputs: RunInputs,
):
  | { ok: true; settings: Record<string, Record<string, unknown>> }
  | { ok: false; errors: RunErrors } {
  const settings: Record<string, Record<string, unknown>> = {};
  const errors: RunErrors = {};
  for (const section of sections) {
    settings[section.type] = {};
    for (const field of section.fields) {
      const input = inputs[section.type]?.[field.name] ?? toInput(field, undefined);
      const parsed = parseInput(field, input);
      if (parsed.ok) settings[section.type][field.name] = parsed.value;
      else errors[section.type] = { ...errors[section.type], [field.name]: parsed.error };
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, settings };
}
