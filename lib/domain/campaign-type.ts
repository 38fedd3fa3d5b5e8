import { z } from 'zod/mini';

/** Monitoring campaign types (../shared/spec/monitoring.md, campaign `type`). */
export const campaignTypes = ['seo', 'ads'] as const;
export type CampaignType = (typeof campaignTypes)[number];

/* PURE: pages import the list without pulling zod into their bundles (zod is side-effect free). */
export const campaignTypeSchema = /* @__PURE__ */ z.enum(campaignTypes);
