import { z } from 'zod/mini';
import { deviceSchema } from '@/lib/domain/device';
import { entityStatusSchema } from '@/lib/domain/entity-status';
import { command } from '../../define';
import type { CampaignSummary } from './campaigns';
import { panelScope, withRange } from './fields';

/*
 * The service's overview data (../shared/spec/monitoring.md, overview data): one campaign's
 * figures and their history (the side panel's overview), and every campaign with its figures
 * (the side panel's campaign browser).
 */

/** The overview's figures for one period (or the whole range). */
export interface OverviewFigures {
  keywordsCount: number | null;
  up: number | null;
  down: number | null;
  unchanged: number | null;
  top10: number | null;
  visibility: number | null;
  visibilityChange: number | null;
}

export interface CampaignOverview extends OverviewFigures {
  campaignId: number;
  /** The history the service sends with the figures: one point per period, oldest first. */
  series: (OverviewFigures & { date: string })[];
  partial: boolean;
}

export interface BrowsedCampaign extends CampaignSummary {
  /** Null when the overview did not include this campaign (deleted ones, a partial answer). */
  overview: OverviewFigures | null;
}

/** One page of the campaign browser: its campaigns (figures follow: `BrowseFigures`). */
export interface CampaignBrowse {
  campaigns: BrowsedCampaign[];
  /** Campaigns the filters keep, on every page. */
  count: number;
  page: number;
  pageSize: number;
}

/** The overview figures and titles of a browser page's campaigns (deleted ones have none). */
export interface BrowseFigures {
  figures: { id: number; title: string; overview: OverviewFigures }[];
  /** The overview was cut short by throttling: some figures are missing; retry for them. */
  partial: boolean;
}

/** What the overview is about: every device and engine by default (the service's defaults). */
const overviewFilter = {
  devices: z.optional(z.array(deviceSchema).check(z.minLength(1, 'list-empty'))),
  /** An engine id; absent or 0: every engine. */
  engine: z.optional(z.int().check(z.gte(0))),
};

export const overviewCommands = {
  /** The service's overview of one campaign over a range, for some devices and an engine. */
  'monitoring.overview': command<CampaignOverview>()(() =>
    withRange({ ...panelScope.shape, ...overviewFilter }),
  ),
  /** A page of the campaigns, own and shared, that the service's list filters keep. */
  'monitoring.campaigns.browse': command<CampaignBrowse>()(() =>
    withRange({
      title: z.optional(z.string().check(z.trim()).check(z.maxLength(255, 'text-too-long'))),
      status: z.optional(z.array(entityStatusSchema)),
      engine: z.optional(z.int().check(z.positive())),
      bookmark: z.optional(z.union([z.literal(0), z.literal(1)])),
      page: z.optional(z.int().check(z.gte(0))),
    }),
  ),
  /** The overview figures of the campaigns on one browser page. */
  'monitoring.campaigns.browseFigures': command<BrowseFigures>()(() =>
    withRange({ ids: z.array(z.int().check(z.positive())).check(z.maxLength(100)) }),
  ),
};
