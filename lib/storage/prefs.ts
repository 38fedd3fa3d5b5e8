import * as z from 'zod/mini';
import { defaultPreferences, preferencesSchema, type Preferences } from '@/lib/domain/preferences';
import { defineStoredItem } from './item';

/* zod/mini, not zod: every page imports this module and the popup must stay small. */

// What a preference is and may be is the domain's (the settings import checks with the same
// schema); storage keeps the item and how a stored value falls back.
export { defaultPreferences, preferencesSchema, type Preferences };

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
