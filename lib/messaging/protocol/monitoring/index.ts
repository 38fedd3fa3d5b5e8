import { z } from 'zod/mini';
import { grantableLevelSchema } from '@/lib/domain/access-level';
import { campaignTypeSchema } from '@/lib/domain/campaign-type';
import { detailTypeSchema } from '@/lib/domain/detail-type';
import { bulkActionSchema, entityStatusSchema } from '@/lib/domain/entity-status';
import { command } from '../../define';
import type {
  AccessChange,
  BulkResult,
  CampaignAccess,
  CampaignCreated,
  CampaignSummary,
  DomainCampaign,
  GroupsCreated,
  GroupSummary,
  KeywordListItem,
  KeywordsCreated,
  MonitoringTables,
} from './entities';
import {
  campaignExtras,
  domain,
  groupDraft,
  groupPatch,
  id,
  ids,
  mail,
  panelScope,
  presetDays,
  withRange,
  title,
} from './fields';
import type { KeywordDetails, KeywordsDetails, PositionsReport } from './reports';
import { reportViewSchema } from '../monitoring-report';

export type * from './entities';
export type * from './reports';

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
 *   3. send('monitoring.keywords.create', { groupId, campaignId, keywords: ['a', 'b'] })
 *        → { results: { a: { ok: true, value: <new id> }, b: { ok: false, message } }, devicesPerKeyword }
 *
 * The answer types live in ./entities.ts (management) and ./reports.ts (the panel's reports), the
 * shared input fields in ./fields.ts. Pages import types only (../../client.ts uses
 * `import type`), so zod stays out of page bundles. Every failure rejects with a ServiceError
 * (kind: limit, conflict, throttling, …).
 */

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
  'monitoring.positions': command<PositionsReport>()(
    withRange({ ...panelScope.shape, ...reportViewSchema.shape }),
  ),

  /** Every campaign of the account (all pages), optionally only some statuses. */
  'monitoring.campaigns.list': command<CampaignSummary[]>()(
    z.object({ status: z.optional(z.array(entityStatusSchema)) }),
  ),
  /**
   * Create a campaign (type `seo` unless said). A Limit error means no free campaign slot. Read
   * back after: `receivedTwice` names campaigns the service made beyond this one for the click.
   */
  'monitoring.campaigns.create': command<CampaignCreated>()(
    z
      .object({
        domain,
        title: z.optional(title),
        type: z._default(campaignTypeSchema, 'seo'),
        includeSubdomains: z._default(z.boolean(), false),
        ...campaignExtras,
      })
      .check(
        z.refine((v) => v.type === 'ads' || (!v.domains && !v.trademarks), {
          message: 'ads-only',
          path: ['type'],
        }),
      ),
  ),
  /** Rename, change the domain and/or the map title (all the service's update takes). */
  'monitoring.campaigns.update': command<CampaignSummary>()(
    z.object({
      id,
      title: z.optional(title),
      domain: z.optional(domain),
      companyMapTitle: campaignExtras.companyMapTitle,
    }),
  ),
  'monitoring.campaigns.setStatus': command<BulkResult>()(
    z.object({ ids, action: bulkActionSchema }),
  ),

  /** Groups of a campaign, every status (deleted included: the UI offers restore). */
  'monitoring.groups.list': command<GroupSummary[]>()(z.object({ campaignId: id })),
  /** Create one or several groups; keyed by the draft's index ("0", "1", …), read back after. */
  'monitoring.groups.create': command<GroupsCreated>()(
    z.object({
      campaignId: id,
      groups: z.array(groupDraft).check(z.minLength(1)).check(z.maxLength(50)),
    }),
  ),
  /** Edit one or several groups; keyed by group id. */
  'monitoring.groups.update': command<BulkResult>()(
    z.object({
      groups: z.array(groupPatch).check(z.minLength(1)).check(z.maxLength(100)),
    }),
  ),
  'monitoring.groups.setStatus': command<BulkResult>()(z.object({ ids, action: bulkActionSchema })),

  /** Keywords of a campaign (all pages). `deleted: true` lists only deleted ones. */
  'monitoring.keywords.list': command<KeywordListItem[]>()(
    z.object({
      campaignId: id,
      deleted: z._default(z.boolean(), false),
      keyword: z.optional(z.string().check(z.trim()).check(z.maxLength(255))),
      groupName: z.optional(z.string().check(z.trim()).check(z.maxLength(255))),
    }),
  ),
  /**
   * Add phrases to a group; per-phrase results, read back after in the group's campaign
   * (`campaignId`: the service lists keywords by campaign).
   */
  'monitoring.keywords.create': command<KeywordsCreated>()(
    z.object({
      groupId: id,
      campaignId: id,
      // Each phrase with its spaces tidied, then each once and none empty.
      keywords: z
        .array(
          z.string().check(
            z.overwrite((k) => k.trim().replace(/\s+/g, ' ')),
            z.maxLength(255, 'text-too-long'),
          ),
        )
        .check(
          z.overwrite((list) => [...new Set(list.filter(Boolean))]),
          z.minLength(1, 'keywords-empty'),
          z.maxLength(1000),
        ),
    }),
  ),
  'monitoring.keywords.setStatus': command<BulkResult>()(
    z.object({ ids, action: bulkActionSchema }),
  ),
  /** Move keywords to another group (limits apply: a two-device group counts each twice). */
  'monitoring.keywords.move': command<BulkResult>()(z.object({ ids, groupId: id })),
  /** Other domains ranking for a keyword: heatmap / competitors / top50. */
  'monitoring.keywords.details': command<KeywordDetails>()(
    withRange({
      keywordId: id,
      type: z._default(detailTypeSchema, 'top50'),
      /** The keyword's campaign and the range's preset: where the panel keeps the answer. */
      campaignId: z.optional(id),
      presetDays,
    }),
  ),
  /** The same for several keywords in one request (`id` as an array). */
  'monitoring.keywords.detailsMany': command<KeywordsDetails>()(
    withRange({
      keywordIds: z.array(id).check(z.minLength(1, 'ids-empty')).check(z.maxLength(200)),
      type: z._default(detailTypeSchema, 'top50'),
      campaignId: z.optional(id),
      presetDays,
    }),
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
