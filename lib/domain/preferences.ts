import * as z from 'zod/mini';
import { deviceSchema, devices, type Device } from './device';
import { gapSchema, type Gap } from './gap';

/* The user's preferences: their fields, defaults and the schema a value must pass, shared by the
   stored item (lib/storage/prefs.ts) and a settings file's import (./settings-transfer.ts).
   zod/mini, not zod: every page imports this module and the popup must stay small. */

export interface Preferences {
  language: 'auto' | 'en' | 'pl';
  theme: 'system' | 'light' | 'dark';
  notifications: boolean;
  /** Popup launch defaults. */
  defaultDevices: Device[];
  /** Empty: Lighthouse alone (lib/domain/launch-defaults.ts). */
  defaultAuditTypes: string[];
  /** A profile id the popup launches with by default, or null for the types above. */
  defaultProfileId: number | null;
  /** The side panel's opening range (days back from yesterday) and gap. */
  rangeDays: number;
  gap: Gap;
}

export const defaultPreferences: Preferences = {
  language: 'auto',
  theme: 'system',
  notifications: true,
  defaultDevices: [...devices],
  defaultAuditTypes: [],
  defaultProfileId: null,
  rangeDays: 30,
  gap: 'daily',
};

/**
 * Each field as a settings file may give it (strict: a wrong value is refused, not replaced). The
 * import (lib/domain/settings-transfer.ts) checks field by field with `.shape`.
 */
export const preferencesSchema = z.object({
  language: z._default(z.enum(['auto', 'en', 'pl']), defaultPreferences.language),
  theme: z._default(z.enum(['system', 'light', 'dark']), defaultPreferences.theme),
  notifications: z._default(z.boolean(), defaultPreferences.notifications),
  defaultDevices: z._default(
    z.array(deviceSchema).check(z.minLength(1)),
    defaultPreferences.defaultDevices,
  ),
  defaultAuditTypes: z._default(z.array(z.string()), defaultPreferences.defaultAuditTypes),
  defaultProfileId: z._default(z.nullable(z.int()), defaultPreferences.defaultProfileId),
  rangeDays: z._default(z.int().check(z.minimum(1), z.maximum(365)), defaultPreferences.rangeDays),
  gap: z._default(gapSchema, defaultPreferences.gap),
}) satisfies z.ZodMiniType<Preferences, unknown>;
