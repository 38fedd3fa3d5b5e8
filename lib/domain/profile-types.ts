/*
 * The shapes of audit profiles and the settings descriptor as pages see them (through the
 * `profiles.*` commands). Plain types, no zod: the popup and the options page import them.
 * The background maps the API client's values into these, so pages never depend on lib/api.
 */

/** A setting value as the service stores it. Unknown parameters may hold anything JSON. */
export type SettingValue = string | number | boolean;

/** Settings of one audit type: parameter name → value. */
export type TypeSettings = Record<string, unknown>;

/** A profile's settings, keyed by audit type (the service's `settings` "array"). */
export type ProfileSettings = Record<string, TypeSettings>;

export interface AuditProfile {
  id: number;
  title: string;
  /** Audit types the profile contains (the service's `types`, else the keys of `settings`). */
  types: string[];
  settings: ProfileSettings;
}

/** One page of the profile list. The service gives no total, so `hasMore` is a full page. */
export interface ProfilePage {
  items: AuditProfile[];
  page: number;
  perPage: 10 | 25 | 50;
  hasMore: boolean;
}

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
}

export interface AuditTypeDescriptor {
  title: string;
  settings: Record<string, SettingParam>;
}

/** The settings descriptor: only the audit types the account may use. */
export type SettingsDescriptor = Record<string, AuditTypeDescriptor>;
