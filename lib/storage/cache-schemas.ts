import * as z from 'zod/mini';
import type { AccessRecord } from '../api/schemas/access';
import type { MonitoringEngine } from '../api/schemas/monitoring-tables';
import type { Campaign, CampaignListItem } from '../api/schemas/monitoring';
import type { ResearchTables } from '../domain/research';
import { groupSummarySchema, storedKeywordListItemSchema } from './panel-schemas';

/*
 * Schemas of the service answers the background caches (./cache.ts), as the API client returned
 * them (already normalised: these check that shape, not the service's). Each is typed with the
 * client's type, so a field added there and not here fails the type check.
 */

const num = z.number();
const str = z.string();

export const cachedCampaignListSchema = z.array(
  z.object({
    id: num,
    title: str,
    domain: str,
    status: str,
    type: str,
    access: z.nullable(str),
  }),
) satisfies z.ZodMiniType<CampaignListItem[]>;

/**
 * A campaign as the cache gives it back: without when it was made and last changed, which nothing
 * reads (a stored Date would come back as a string in a real browser and needs reading back).
 */
export type CachedCampaign = Omit<Campaign, 'created' | 'changed'>;

export const cachedCampaignSchema = z.object({
  id: num,
  title: str,
  domain: str,
  status: str,
  access: z.nullable(str),
  type: str,
  groupIds: z.array(num),
  data: z.record(str, z.unknown()),
}) satisfies z.ZodMiniType<CachedCampaign>;

export const cachedAccessSchema = z.array(
  z.object({
    campaignId: num,
    access: z.nullable(str),
    owner: z.nullable(str),
    users: z.array(z.object({ mail: str, access: str })),
  }),
) satisfies z.ZodMiniType<AccessRecord[]>;

export const monitoringEnginesSchema = z.array(
  z.object({ id: num, name: str, countries: z.array(z.object({ id: num, name: str })) }),
) satisfies z.ZodMiniType<MonitoringEngine[]>;

export const monitoringDevicesSchema = z.array(str);

/** What a positions report is built from besides the rank data (lib/monitoring/positions.ts). */
export const campaignStructureSchema = z.object({
  groups: z.array(groupSummarySchema),
  keywords: z.array(storedKeywordListItemSchema),
});

export const researchTablesSchema = z.object({
  types: z.array(str),
  countries: z.record(str, str),
  languages: z.record(str, str),
  engines: z.record(
    str,
    z.object({ languages: z.array(str), countries: z.array(str), category: str }),
  ),
}) satisfies z.ZodMiniType<ResearchTables>;

/** The currencies table: code → name (../shared/spec/keyword-research.md §2). */
export const currenciesSchema = z.record(str, str);
