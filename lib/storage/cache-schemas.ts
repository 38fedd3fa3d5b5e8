import * as z from 'zod/mini';
import type { CampaignAccess } from '../api/schemas/access';
import type { MonitoringEngine } from '../api/schemas/monitoring-tables';
import type { Campaign, CampaignListItem } from '../api/schemas/monitoring';
import type { ResearchTables } from '../domain/research';
import { groupSummarySchema, keywordListItemSchema } from './panel-schemas';

/*
 * Schemas of the service answers the background caches (./cache.ts), as the API client returned
 * them (already normalised: these check that shape, not the service's). Each is typed with the
 * client's type, so a field added there and not here fails the type check.
 */

const num = z.number();
const str = z.string();

export const campaignListSchema = z.array(
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
 * A stored Date comes back as whatever the storage made of it (a string in a real browser, the
 * object itself in the unit tests' fake one): read either, else null. Nothing reads these yet.
 */
const storedDate = z.custom<Date | null>().check(
  z.overwrite((value: unknown): Date | null => {
    if (value instanceof Date) return value;
    const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
    return date && Number.isFinite(date.getTime()) ? date : null;
  }),
);

export const campaignSchema = z.object({
  id: num,
  title: str,
  domain: str,
  status: str,
  access: z.nullable(str),
  type: str,
  created: storedDate,
  changed: storedDate,
  groupIds: z.array(num),
  data: z.record(str, z.unknown()),
}) satisfies z.ZodMiniType<Campaign>;

export const campaignAccessSchema = z.array(
  z.object({
    campaignId: num,
    access: z.nullable(str),
    owner: z.nullable(str),
    users: z.array(z.object({ mail: str, access: str })),
  }),
) satisfies z.ZodMiniType<CampaignAccess[]>;

export const monitoringEnginesSchema = z.array(
  z.object({ id: num, name: str, countries: z.array(z.object({ id: num, name: str })) }),
) satisfies z.ZodMiniType<MonitoringEngine[]>;

export const monitoringDevicesSchema = z.array(str);

/** What a positions report is built from besides the rank data (lib/monitoring/positions.ts). */
export const campaignStructureSchema = z.object({
  groups: z.array(groupSummarySchema),
  keywords: z.array(keywordListItemSchema),
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
