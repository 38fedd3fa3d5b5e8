import * as z from 'zod/mini';
import { devices } from '../domain/device';
import type { RememberedPlan } from '../domain/launch-defaults';
import { defineStoredItem } from './item';

/*
 * What the user last launched from the popup on each site, so the next launch there starts from
 * it (and the keyboard shortcut repeats it). Only the background writes it, after a launch the
 * service accepted. Plain types: the popup reads it.
 */

export type { RememberedPlan };

/** How many sites are remembered (the least recently used are forgotten first). */
export const MAX_PLAN_SITES = 200;

/** Plans by site: the page's host without `www.` (lib/domain/url.ts `domainOf`). */
export const launchPlans = defineStoredItem<Record<string, RememberedPlan>>('local:launchPlans', {
  fallback: {},
  version: 1,
  schema: z.record(
    z.string(),
    z.object({
      devices: z.array(z.enum(devices)),
      mode: z.enum(['types', 'profile']),
      types: z.array(z.string()),
      profileId: z.nullable(z.number()),
      usedAt: z.number(),
    }),
  ),
});
