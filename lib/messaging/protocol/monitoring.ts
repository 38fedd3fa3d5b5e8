import { z } from 'zod/mini';
import { grantableLevelSchema, type AccessLevel } from '@/lib/domain/access-level';
import { campaignTypeSchema } from '@/lib/domain/campaign-type';
import {
  bulkActionSchema,
  entityStatusSchema,
  type EntityStatus,
} from '@/lib/domain/entity-status';
import { isDomain } from '@/lib/domain/domain-name';
import { isEmail } from '@/lib/domain/email';
// Messages in this file are input codes (lib/domain/input-issue.ts): pages translate them.
import { gapSchema, type Gap } from '@/lib/domain/gap';
import { command } from '../define';

/*
 * Commands of the monitoring area (`monitoring.*`), served by entrypoints/background/monitoring.
 *
 * Coarse where it saves round-trips (the side panel asks once per tab switch / range change):
 *   monitoring.forDomain   {domain}                              → campaigns matching a domain (incl. shared)
 *   monitoring.positions   {campaignId, datemin, datemax, gap}   → groups + keywords + series, table-ready
 *   monitoring.overview    {campaignId, datemin, datemax, gap}   → up / down / unchanged / top 10 / visibility
 * Fine for management (each maps to one service operation, or a paged series of one):
 *   monitoring.campaigns.{list,create,update,setStatus}
 *   monitoring.groups.{list,create,update,setStatus}
 *   monitoring.keywords.{list,create,setStatus,move,details}
 *   monitoring.access.{get,set}
 *   monitoring.tables (engines with their countries, devices; cached by the background)
 *
 * For other areas (keyword research adds phrases to the current domain's campaign):
 *   1. send('monitoring.forDomain', { domain: 'shop.example.com' })  → { campaigns }
 *   2. send('monitoring.groups.list', { campaignId })                → GroupSummary[]
 *   3. send('monitoring.keywords.create', { groupId, keywords: ['a', 'b'] })
 *        → { results: { a: { ok: true, value: <new id> }, b: { ok: false, message } }, devicesPerKeyword }
 *
 * Pages import the types of this file only (../client.ts uses `import type`), so zod stays out of
 * page bundles. Every failure rejects with a ServiceError (kind: limit, conflict, throttling, …).
 */

/** Per-id result of a bulk call: which ids succeeded (with the service's value) and why others failed. */
export type BulkResult = Record<
  string,
  { ok: true; value?: unknown } | { ok: false; message: string }
>;

export interface CampaignSummary {
  id: number;
  /** The domain when the service gave no title (list items carry none). */
  title: string;
  domain: string;
  status: EntityStatus;
  /** The caller's level on this campaign. */
  access: AccessLevel;
  type: string;
  includeSubdomains: boolean;
  /** True when someone else owns the campaign and shared it with this account. */
  shared: boolean;
  /** The owner's e-mail for shared campaigns, when the service told us. */
  owner: string | null;
}

export interface DomainCampaign extends CampaignSummary {
  /** `exact`: same domain ignoring `www.`; `subdomain`: the tab is on a subdomain the campaign includes. */
  match: 'exact' | 'subdomain';
}

export interface GroupSummary {
  id: number;
  campaignId: number;
  title: string;
  status: EntityStatus;
  engine: number;
  engineName: string | null;
  country: number;
  countryName: string | null;
  /** Empty string: no location. */
  location: string;
  devices: string[];
  /** Keyword limit this group uses (keywords × devices), as the service counts it. */
  keywordsCount: number;
}

/**
 * One cell of a position series: 1–100 a position (an average when the gap is weekly/monthly),
 * `'out'` when the keyword was tracked that period but not in the top 100, `null` when there is
 * no data for the period (a missing day). Never 0.
 */
export type PositionValue = number | 'out' | null;

export interface PositionsKeyword {
  id: number;
  title: string;
  groupId: number;
  /** From the keyword list; null when the keyword was in the report but not the list. */
  status: EntityStatus | null;
  volume: number | null;
  cpc: number | null;
  /** Per device, one value per `PositionsReport.dates` entry (same index). */
  positions: Record<string, PositionValue[]>;
  /** Per device, the ranking URL of the latest period that has one. */
  urls: Record<string, string | null>;
}

export interface PositionsReport {
  campaign: CampaignSummary;
  /** The range actually asked for, `YYYY-MM-DD`. */
  datemin: string;
  datemax: string;
  gap: Gap;
  /** Period keys in order, `YYYY-MM-DD` (the period's first day when the service sends another form). */
  dates: string[];
  groups: GroupSummary[];
  keywords: PositionsKeyword[];
  /** The service was throttling and sent only part of the data; retry for the rest. */
  partial: boolean;
}

export interface CampaignOverview {
  campaignId: number;
  keywordsCount: number | null;
  up: number | null;
  down: number | null;
  unchanged: number | null;
  top10: number | null;
  visibility: number | null;
  visibilityChange: number | null;
  partial: boolean;
}

export interface KeywordListItem {
  id: number;
  title: string;
  status: EntityStatus;
  groupId: number;
  groupStatus: EntityStatus | null;
}

export interface DetailsDomain {
  domain: string;
  /** One value per `KeywordDetails.dates` entry. */
  positions: PositionValue[];
  /** The service's change for the latest period (any spelling, any type), else computed. */
  change: number | null;
  url: string | null;
}

export interface KeywordDetails {
  keywordId: number;
  type: 'heatmap' | 'competitors' | 'top50';
  dates: string[];
  /** Per device, the domains ranking for the keyword, best latest position first. */
  devices: Record<string, DetailsDomain[]>;
  partial: boolean;
}

export interface CampaignAccess {
  campaignId: number;
  /** The caller's level. */
  access: AccessLevel | null;
  owner: string | null;
  /** Other accounts with access (the owner is listed with level `owner` when known). */
  users: { mail: string; access: AccessLevel }[];
  /** When the next set-access call may be sent (epoch ms; the service allows one per 10 s). */
  nextSetAt: number;
}

export interface AccessChange {
  set: Record<string, boolean>;
  remove: Record<string, boolean>;
  nextSetAt: number;
}

export interface MonitoringTables {
  engines: { id: number; name: string; countries: { id: number; name: string }[] }[];
  devices: string[];
}

export interface KeywordsCreated {
  /** Keyed by the phrase as sent (trimmed, de-duplicated). */
  results: BulkResult;
  /** Each keyword uses this many keyword-limit slots (one per device of the group). */
  devicesPerKeyword: number;
}

// ---- input schemas -------------------------------------------------------------------------

const id = z.pipe(z.coerce.number(), z.int().check(z.positive()));
const ids = z.array(id).check(z.minLength(1, 'ids-empty')).check(z.maxLength(1000));
const status = entityStatusSchema;
const bulkAction = bulkActionSchema;
/** `YYYY-MM-DD` or the service's `YYYYmmdd`; handlers receive `YYYY-MM-DD`. */
const day = z.pipe(
  z.string().check(z.regex(/^\d{4}-?\d{2}-?\d{2}$/, 'date-day')),
  z.transform((s) => (s.includes('-') ? s : `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`)),
);
const range = z.object({ datemin: day, datemax: day, gap: gapSchema }).check(
  z.refine((r) => r.datemin <= r.datemax, {
    message: 'date-order',
    path: ['datemin'],
  }),
);
/** The range's preset (days), null for a custom range: answers are kept per preset (lib/storage/panel-cache.ts). */
const presetDays = z.nullish(z.int().check(z.gte(1)).check(z.lte(3650)));
/** A panel report's campaign, and where its answer is kept. */
const panelScope = z.object({ campaignId: id, presetDays });
const domain = z
  .string()
  .check(z.trim())
  .check(z.toLowerCase())
  .check(z.refine(isDomain, 'domain'));
const title = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, 'text-empty'))
  .check(z.maxLength(255, 'text-too-long'));
const mail = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.string().check(z.refine(isEmail, 'email')),
);
const groupFields = z.object({
  title,
  engine: id,
  country: id,
  devices: z.array(z.string().check(z.minLength(1))).check(z.minLength(1, 'list-empty')),
  location: z.string().check(z.trim()).check(z.maxLength(255)),
});
/** A new group: no location unless one is given. */
const groupDraft = z.extend(groupFields, { location: z._default(groupFields.shape.location, '') });
/**
 * Only what the user changed. Built from the fields without defaults: a `.default('')` would
 * survive `.partial()` and turn "location not touched" into "clear the location".
 */
const groupPatch = z.partial(groupFields);

export const monitoringProtocol = {
  /** Campaigns whose domain matches `domain` (a hostname or URL), own and shared, deleted excluded. */
  'monitoring.forDomain': command<{ domain: string; campaigns: DomainCampaign[] }>()(
    /** `fresh`: skip the background's one-minute cache of the campaign list (a Refresh button). */
    z.object({
      domain: z.string().check(z.trim()).check(z.minLength(1)),
      fresh: z._default(z.boolean(), false),
    }),
  ),
  /** The positions table of a campaign over a range: groups, keywords, series per device. */
  'monitoring.positions': command<PositionsReport>()(z.intersection(range, panelScope)),
  /** The service's overview of one campaign over a range. */
  'monitoring.overview': command<CampaignOverview>()(z.intersection(range, panelScope)),

  /** Every campaign of the account (all pages), optionally only some statuses. */
  'monitoring.campaigns.list': command<CampaignSummary[]>()(
    z.object({ status: z.optional(z.array(status)) }),
  ),
  /** Create a campaign (type `seo` unless said). A Limit error means no free campaign slot. */
  'monitoring.campaigns.create': command<CampaignSummary>()(
    z.object({
      domain,
      title: z.optional(title),
      type: z._default(campaignTypeSchema, 'seo'),
      includeSubdomains: z._default(z.boolean(), false),
    }),
  ),
  /** Rename and/or change the domain. */
  'monitoring.campaigns.update': command<CampaignSummary>()(
    z.object({ id, title: z.optional(title), domain: z.optional(domain) }),
  ),
  'monitoring.campaigns.setStatus': command<BulkResult>()(z.object({ ids, action: bulkAction })),

  /** Groups of a campaign, every status (deleted included: the UI offers restore). */
  'monitoring.groups.list': command<GroupSummary[]>()(z.object({ campaignId: id })),
  /** Create one or several groups; keyed by the draft's index ("0", "1", …). */
  'monitoring.groups.create': command<BulkResult>()(
    z.object({
      campaignId: id,
      groups: z.array(groupDraft).check(z.minLength(1)).check(z.maxLength(50)),
    }),
  ),
  /** Edit one or several groups; keyed by group id. */
  'monitoring.groups.update': command<BulkResult>()(
    z.object({
      groups: z.array(z.extend(groupPatch, { id })).check(z.minLength(1)).check(z.maxLength(100)),
    }),
  ),
  'monitoring.groups.setStatus': command<BulkResult>()(z.object({ ids, action: bulkAction })),

  /** Keywords of a campaign (all pages). `deleted: true` lists only deleted ones. */
  'monitoring.keywords.list': command<KeywordListItem[]>()(
    z.object({
      campaignId: id,
      deleted: z._default(z.boolean(), false),
      keyword: z.optional(z.string().check(z.trim()).check(z.maxLength(255))),
      groupName: z.optional(z.string().check(z.trim()).check(z.maxLength(255))),
    }),
  ),
  /** Add phrases to a group; per-phrase results. */
  'monitoring.keywords.create': command<KeywordsCreated>()(
    z.object({
      groupId: id,
      keywords: z.pipe(
        z.pipe(
          z.array(z.string()),
          z.transform((list) => [
            ...new Set(list.map((k) => k.trim().replace(/\s+/g, ' ')).filter(Boolean)),
          ]),
        ),
        z
          .array(z.string().check(z.maxLength(255, 'A keyword is at most 255 characters.')))
          .check(z.minLength(1, 'keywords-empty'))
          .check(z.maxLength(1000)),
      ),
    }),
  ),
  'monitoring.keywords.setStatus': command<BulkResult>()(z.object({ ids, action: bulkAction })),
  /** Move keywords to another group (limits apply: a two-device group counts each twice). */
  'monitoring.keywords.move': command<BulkResult>()(z.object({ ids, groupId: id })),
  /** Other domains ranking for a keyword: heatmap / competitors / top50. */
  'monitoring.keywords.details': command<KeywordDetails>()(
    z.intersection(
      range,
      z.object({
        keywordId: id,
        type: z._default(z.enum(['heatmap', 'competitors', 'top50']), 'top50'),
        /** The keyword's campaign and the range's preset: where the panel keeps the answer. */
        campaignId: z.optional(id),
        presetDays,
      }),
    ),
  ),

  /** Who has access to a campaign. */
  'monitoring.access.get': command<CampaignAccess>()(z.object({ campaignId: id })),
  /**
   * Grant and/or remove access. Checked before sending: at most 3 grants, levels manager/readonly,
   * never the owner, one call per 10 s (a `request` error with `details.waitMs` otherwise).
   */
  'monitoring.access.set': command<AccessChange>()(
    z
      .object({
        campaignId: id,
        set: z._default(
          z
            .array(z.object({ mail, permission: grantableLevelSchema }))
            .check(z.maxLength(3, 'sharing-max')),
          [],
        ),
        remove: z._default(z.array(mail), []),
      })
      .check(z.refine((v) => v.set.length + v.remove.length > 0, 'sharing-empty')),
  ),

  /** Engines (with their countries) and devices, cached for a day. */
  'monitoring.tables': command<MonitoringTables>()(z._default(z.object({}), {})),
};
