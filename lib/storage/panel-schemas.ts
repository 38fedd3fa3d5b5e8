import * as z from 'zod/mini';
import { accessLevels } from '../domain/access-level';
import { campaignExtrasSchema, campaignTypeSchema } from '../domain/campaign-type';
import { detailTypeSchema } from '../domain/detail-type';
import { entityStatusSchema, liveStatusSchema } from '../domain/entity-status';
import { rankTypeSchema } from '../domain/rank-type';
import { gapSchema } from '../domain/gap';
import type { CampaignSummary, DomainCampaign } from '../messaging/protocol/monitoring/campaigns';
import type {
  DetailsDomain,
  KeywordDetails,
  KeywordsDetails,
} from '../messaging/protocol/monitoring/details';
import type { GroupSummary } from '../messaging/protocol/monitoring/groups';
import type { KeywordListItem } from '../api/schemas/monitoring';
import type { CampaignOverview } from '../messaging/protocol/monitoring/overview';
import type { PositionsKeyword, PositionsReport } from '../messaging/protocol/monitoring/positions';
import type { ReportPositions } from '../domain/serp-positions';

/*
 * Schemas of what the side panel keeps (./panel-cache.ts, written by the page's read model) and of
 * the monitoring structure cached in storage (./cache.ts): the shapes of lib/messaging/protocol/monitoring/, checked when
 * read back from storage. Each is typed with its interface, so a field added there and not here
 * fails the type check. zod/mini: the side panel's bundle imports these.
 */

const num = z.number();
const nullableNum = z.nullable(z.number());
const str = z.string();

const campaignSummary = z.object({
  id: num,
  title: str,
  domain: str,
  status: entityStatusSchema,
  access: z.enum(accessLevels),
  // A copy stored before the type was read as one of the campaign types reads as none.
  type: z.catch(z.nullable(campaignTypeSchema), null),
  includeSubdomains: z.boolean(),
  shared: z.boolean(),
  owner: z.nullable(str),
  data: z.optional(campaignExtrasSchema),
}) satisfies z.ZodMiniType<CampaignSummary>;

const domainCampaign = z.object({
  ...campaignSummary.shape,
  match: z.enum(['exact', 'subdomain']),
}) satisfies z.ZodMiniType<DomainCampaign>;

export const groupSummarySchema = z.object({
  id: num,
  campaignId: num,
  title: str,
  status: entityStatusSchema,
  engine: num,
  engineName: z.nullable(str),
  country: num,
  countryName: z.nullable(str),
  location: str,
  devices: z.array(str),
  keywordsCount: num,
}) satisfies z.ZodMiniType<GroupSummary>;

export const storedKeywordListItemSchema = z.object({
  id: num,
  title: str,
  status: entityStatusSchema,
  groupId: num,
  groupStatus: z.nullable(entityStatusSchema),
}) satisfies z.ZodMiniType<KeywordListItem>;

/** A position (PositionValue): a number, `out` of the top 100, or null where no data came. */
export const positionValue = z.nullable(z.union([z.number(), z.literal('out')]));

const positionsKeyword = z.object({
  id: num,
  title: str,
  groupId: num,
  status: z.nullable(entityStatusSchema),
  volume: nullableNum,
  cpc: nullableNum,
  positions: z.record(str, z.array(positionValue)),
  urls: z.record(str, z.nullable(str)),
  urlHistory: z.record(str, z.array(z.object({ from: str, url: str }))),
  rivals: z.record(str, z.record(str, z.array(positionValue))),
}) satisfies z.ZodMiniType<PositionsKeyword>;

export const domainCampaignsSchema = z.object({
  domain: str,
  campaigns: z.array(domainCampaign),
}) satisfies z.ZodMiniType<{ domain: string; campaigns: DomainCampaign[] }>;

export const positionsReportSchema = z.object({
  campaign: campaignSummary,
  datemin: str,
  datemax: str,
  gap: gapSchema,
  type: rankTypeSchema,
  competitors: z.array(str),
  filters: z.nullable(
    z.object({
      keyword: z.optional(str),
      groupName: z.optional(str),
      statuses: z.optional(z.array(liveStatusSchema)),
    }),
  ),
  dates: z.array(str),
  groups: z.array(groupSummarySchema),
  keywords: z.array(positionsKeyword),
  partial: z.boolean(),
}) satisfies z.ZodMiniType<PositionsReport>;

/**
 * The part of a stored positions report the results page reads (entrypoints/background/serp/lookup.ts):
 * checked alone, so the worker does not carry the whole report's schema.
 */
const { id, volume, cpc, positions, urls, rivals } = positionsKeyword.shape;
export const reportPositionsSchema = z.object({
  type: rankTypeSchema,
  dates: z.array(str),
  keywords: z.array(z.object({ id, volume, cpc, positions, urls, rivals })),
}) satisfies z.ZodMiniType<ReportPositions>;

const overviewFigures = {
  keywordsCount: nullableNum,
  up: nullableNum,
  down: nullableNum,
  unchanged: nullableNum,
  top10: nullableNum,
  visibility: nullableNum,
  visibilityChange: nullableNum,
};

export const campaignOverviewSchema = z.object({
  campaignId: num,
  ...overviewFigures,
  // Entries stored before the history was kept have none.
  series: z._default(z.array(z.object({ date: str, ...overviewFigures })), []),
  partial: z.boolean(),
}) satisfies z.ZodMiniType<CampaignOverview>;

const detailsDomain = z.object({
  domain: str,
  positions: z.array(positionValue),
  change: nullableNum,
  url: z.nullable(str),
}) satisfies z.ZodMiniType<DetailsDomain>;

export const keywordDetailsSchema = z.object({
  keywordId: num,
  type: detailTypeSchema,
  dates: z.array(str),
  devices: z.record(str, z.array(detailsDomain)),
  partial: z.boolean(),
}) satisfies z.ZodMiniType<KeywordDetails>;

export const keywordsDetailsSchema = z.object({
  type: detailTypeSchema,
  dates: z.array(str),
  keywords: z.array(keywordDetailsSchema),
  partial: z.boolean(),
}) satisfies z.ZodMiniType<KeywordsDetails>;
