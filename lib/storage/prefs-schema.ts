/* The preferences schema is defined once, beside the stored item (./prefs.ts, zod/mini so the
   pages that import it stay small); imports of a settings file check each field with it. */
export { preferencesSchema } from './prefs';
