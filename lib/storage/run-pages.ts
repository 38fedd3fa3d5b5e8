import * as z from 'zod/mini';
import { defineStoredItem } from './item';

/**
 * Which pages each run covers: parent audit id → the `pageIdentity` (lib/domain/url.ts) of its
 * children's `url`. A run belongs to a page by what its audits cover, not by its title (runs made
 * in SEMSTORM's web app, by a colleague or another tool have titles of their own), and the
 * children of a run never change (refresh reruns them, clone makes a new run), so each run is read
 * once. Under the `cache:` prefix: `clearCache()` forgets it when the account changes.
 */
export const auditRunPages = defineStoredItem<Record<string, string[]>>(
  'local:cache:auditRunPages',
  { fallback: {}, version: 1, schema: z.record(z.string(), z.array(z.string())) },
);

/** Runs remembered (the newest ids kept): far more than one list page, small for storage. */
export const MAX_RUN_PAGES = 2000;
