import * as z from 'zod/mini';
import { defineStoredItem } from './item';

/**
 * What Stormlens knows about a campaign beyond its list item. The list gives `id`, `access`,
 * `status`, `domain`, `type` and no title (../shared/spec/monitoring.md §2, the SDK's CampaignList
 * example); only retrieve names a campaign, so each title is read once and kept here. Retrieve does
 * not give `data` back either, so whether a campaign includes subdomains is known only for
 * campaigns created through Stormlens.
 */
export interface CampaignFacts {
  title: string;
  /** When the title was read (ms since epoch): old ones are read again (entrypoints/background/monitoring/campaign-titles.ts). */
  at: number;
  includeSubdomains?: boolean;
}

/**
 * Keyed by campaign id. Under the `cache:` prefix so that `clearCache()` forgets it with the rest
 * of the account's data when the token or the service changes (lib/storage/cache.ts).
 */
export const campaignFacts = defineStoredItem<Record<string, CampaignFacts>>(
  'local:cache:campaignFacts',
  {
    fallback: {},
    version: 1,
    schema: z.record(
      z.string(),
      z.object({
        title: z.string(),
        at: z.number(),
        includeSubdomains: z.optional(z.boolean()),
      }),
    ),
  },
);
