import * as z from 'zod/mini';
import { defineStoredItem } from './item';

/**
 * The API token. BACKGROUND ONLY: pages must never import this module (an ESLint rule and a test of
 * the built bundles enforce it). The key name is checked for in the built page bundles.
 */
export const apiToken = defineStoredItem<string | null>('local:stormlensApiToken', {
  fallback: import.meta.env.WXT_DEV_TOKEN || null,
  version: 1,
  schema: z.nullable(z.string()),
});
