import { z } from 'zod/mini';
import { gapSchema } from '@/lib/domain/gap';
import { deviceSchema } from '@/lib/domain/device';
import { defaultPreferences, type Preferences } from './prefs';

/** Validates preferences coming from outside (an imported file): every field checked. */
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
  rangeDays: z._default(z.int().check(z.gte(1)).check(z.lte(365)), defaultPreferences.rangeDays),
  gap: z._default(gapSchema, defaultPreferences.gap),
}) satisfies z.ZodMiniType<Preferences, unknown>;
