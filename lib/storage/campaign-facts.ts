import * as z from 'zod/mini';
import { campaignExtrasSchema, type CampaignExtras } from '@/lib/domain/campaign-type';
import { defineStoredItem } from './item';

/**
 * What Stormlens knows about a campaign beyond its list item. The list gives `id`, `access`,
 * `status`, `domain`, `type` and no title (../shared/spec/monitoring.md §2, the SDK's CampaignList
 * example); only retrieve names a campaign, so each title is read once and kept here. Retrieve does
 * not give `data` back either, so whether a campaign includes subdomains, its map title, domains and
 * trademarks are known only for what Stormlens sent.
 */
export interface CampaignFacts {
  title: string;
  /** When the title was read (ms since epoch): old ones are read again (lib/monitoring/campaign-titles.ts). */
  at: number;
  includeSubdomains?: boolean;
  /** The map title, domains and trademarks as Stormlens last sent them (create, update). */
  data?: CampaignExtras;
}

/**
 * Campaigns remembered, the most recently read kept (lib/monitoring/campaign-titles.ts): far more
 * than an agency's few hundred, small for storage (lib/storage/bounds.ts).
 */
export const MAX_CAMPAIGN_FACTS = 1000;

/**
 * Keyed by campaign id. Under the `cache:` prefix so that `clearCache()` forgets it with the rest
 * of the account's data when the token or the service changes (lib/storage/cache.ts).
 */
export const campaignFacts = defineStoredItem<Record<string, CampaignFacts>>(
  'local:cache:campaignFacts',
  {
    fallback: {},
    // Version 2 adds `data`; a version 1 value is a valid version 2 value.
    version: 2,
    migrations: { 2: (old) => old },
    schema: z.record(
      z.string(),
      z.object({
        title: z.string(),
        at: z.number(),
        includeSubdomains: z.optional(z.boolean()),
        data: z.optional(campaignExtrasSchema),
      }),
    ),
  },
);
