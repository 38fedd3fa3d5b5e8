import { z } from 'zod';
import { gapSchema } from '@/lib/domain/gap';
import { deviceSchema } from '@/lib/domain/device';
import { defaultPreferences, type Preferences } from './prefs';

/** Validates preferences coming from outside (an imported file): every field checked. */
export const preferencesSchema = z.object({
  language: z.enum(['auto', 'en', 'pl']).default(defaultPreferences.language),
  theme: z.enum(['system', 'light', 'dark']).default(defaultPreferences.theme),
  notifications: z.boolean().default(defaultPreferences.notifications),
  defaultDevices: z.array(deviceSchema).min(1).default(defaultPreferences.defaultDevices),
  defaultAuditTypes: z.array(z.string()).default(defaultPreferences.defaultAuditTypes),
  defaultProfileId: z.number().int().nullable().default(defaultPreferences.defaultProfileId),
  rangeDays: z.number().int().min(1).max(365).default(defaultPreferences.rangeDays),
  gap: gapSchema.default(defaultPreferences.gap),
}) satisfies z.ZodType<Preferences, unknown>;
