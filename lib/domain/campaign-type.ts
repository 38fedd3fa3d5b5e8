import { z } from 'zod/mini';

/** Monitoring campaign types (../shared/spec/monitoring.md, campaign `type`). */
export const campaignTypes = ['seo', 'ads'] as const;
export type CampaignType = (typeof campaignTypes)[number];

export function isCampaignType(value: unknown): value is CampaignType {
  return campaignTypes.some((t) => t === value);
}

/**
 * The service's word for a campaign's type: none said is `seo` (the service's default); a word
 * that is not a type (the list shows `trash` for a deleted campaign) is null.
 */
export function campaignTypeOf(value: string | null | undefined): CampaignType | null {
  if (!value) return 'seo';
  return isCampaignType(value) ? value : null;
}

/* PURE: pages import the list without pulling zod into their bundles (zod is side-effect free). */
export const campaignTypeSchema = /* @__PURE__ */ z.enum(campaignTypes);

/**
 * What a campaign's `data` carries besides subdomains (../shared/spec/monitoring.md §2, "Campaign data object"):
 * the company's name on maps, and for `ads` campaigns their domains and trademarks. The service
 * takes these on create (update: the map title only) and never gives them back, so Stormlens
 * knows them only for what it sent (lib/storage/campaign-facts.ts).
 */
export interface CampaignExtras {
  companyMapTitle?: string;
  /** `ads` campaigns only. */
  domains?: string[];
  /** `ads` campaigns only. */
  trademarks?: string[];
}

/* PURE: stored copies (campaign facts, the panel's cache) are read back through this. */
export const campaignExtrasSchema = /* @__PURE__ */ z.object({
  companyMapTitle: z.optional(z.string()),
  domains: z.optional(z.array(z.string())),
  trademarks: z.optional(z.array(z.string())),
}) satisfies z.ZodMiniType<CampaignExtras>;

/** Entries of an ads campaign's lists, and each entry's length (a title's, 255). */
export const MAX_ADS_ENTRIES = 100;
export const MAX_CAMPAIGN_TEXT = 255;
