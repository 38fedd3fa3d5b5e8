import * as z from 'zod/mini';
import { deviceSchema, devices, type Device } from '@/lib/domain/device';
import { gapSchema, type Gap } from '@/lib/domain/gap';
import { defineStoredItem } from './item';

/* zod/mini, not zod: every page imports this module and the popup must stay small. */

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

/** Stored: a field that is missing or wrong falls back alone, the others are kept. */
const storedPreferencesSchema = z.object(
  Object.fromEntries(
    Object.entries(preferencesSchema.shape).map(([field, schema]) => [
      field,
      z.catch(schema, defaultPreferences[field as keyof Preferences]),
    ]),
  ),
) as unknown as z.ZodMiniType<Preferences>;

/** User preferences. Pages change them with `update` (the options page and the popup may both). */
export const preferences = defineStoredItem<Preferences>('local:preferences', {
  fallback: defaultPreferences,
  version: 1,
  schema: storedPreferencesSchema,
});
