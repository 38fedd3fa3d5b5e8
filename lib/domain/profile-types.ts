import type { AuditPageSize } from './list-order';
import type { CreateReadBack } from './received-twice';

/*
 * The shapes of audit profiles as pages see them (through the
 * `profiles.*` commands). Plain types, no zod: the popup and the options page import them.
 * The background maps the API client's values into these, so pages never depend on lib/api.
 */

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

/**
 * A profile just created, with what the service made beyond it for the one click, or why Stormlens
 * cannot tell.
 */
export interface CreatedProfile extends AuditProfile, CreateReadBack {}

/** One page of the profile list. The service gives no total, so `hasMore` is a full page. */
export interface ProfilePage {
  items: AuditProfile[];
  page: number;
  perPage: AuditPageSize;
  hasMore: boolean;
}
