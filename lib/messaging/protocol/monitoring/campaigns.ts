import { z } from 'zod/mini';
import type { AccessLevel } from '@/lib/domain/access-level';
import {
  campaignTypeSchema,
  type CampaignExtras,
  type CampaignType,
} from '@/lib/domain/campaign-type';
import {
  bulkActionSchema,
  entityStatusSchema,
  type EntityStatus,
} from '@/lib/domain/entity-status';
import type { CreateReadBack } from '@/lib/domain/received-twice';
import { command } from '../../define';
import type { BulkResult } from './bulk';
import { campaignExtras, domain, id, ids, title } from './fields';

/*
 * The campaigns of the monitoring area: which match the tab's domain, every campaign of the
 * account, and creating, editing, deleting and restoring one.
 */

export interface CampaignSummary {
  id: number;
  /** The domain when the service gave no title (list items carry none). */
  title: string;
  domain: string;
  status: EntityStatus;
  /** The caller's level on this campaign. */
  access: AccessLevel;
  /** Null when the service named no type of campaign (`trash` for a deleted one in the list). */
  type: CampaignType | null;
  includeSubdomains: boolean;
  /** True when someone else owns the campaign and shared it with this account. */
  shared: boolean;
  /** The owner's e-mail for shared campaigns, when the service told us. */
  owner: string | null;
  /** Map title, ads domains and trademarks as Stormlens sent them; absent: not known. */
  data?: CampaignExtras;
}

/**
 * A campaign just created, with what the service made beyond it for the one click (read back), or
 * why Stormlens cannot tell.
 */
export interface CampaignCreated extends CampaignSummary, CreateReadBack {}

export interface DomainCampaign extends CampaignSummary {
  /** `exact`: same domain ignoring `www.`; `subdomain`: the tab is on a subdomain the campaign includes. */
  match: 'exact' | 'subdomain';
}

export const campaignCommands = {
  /** Campaigns whose domain matches `domain` (a hostname or URL), own and shared, deleted excluded. */
  'monitoring.forDomain': command<{ domain: string; campaigns: DomainCampaign[] }>()(() =>
    /** `fresh`: skip the background's one-minute cache of the campaign list (a Refresh button). */
    z.object({
      domain: z.string().check(z.trim()).check(z.minLength(1)),
      fresh: z._default(z.boolean(), false),
    }),
  ),
  /** Every campaign of the account (all pages), optionally only some statuses. */
  'monitoring.campaigns.list': command<CampaignSummary[]>()(() =>
    z.object({ status: z.optional(z.array(entityStatusSchema)) }),
  ),
  /**
   * Create a campaign (type `seo` unless said). A Limit error means no free campaign slot. Read
   * back after: `receivedTwice` names campaigns the service made beyond this one for the click.
   */
  'monitoring.campaigns.create': command<CampaignCreated>()(() =>
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
  'monitoring.campaigns.update': command<CampaignSummary>()(() =>
    z.object({
      id,
      title: z.optional(title),
      domain: z.optional(domain),
      companyMapTitle: campaignExtras.companyMapTitle,
    }),
  ),
  'monitoring.campaigns.setStatus': command<BulkResult>()(() =>
    z.object({ ids, action: bulkActionSchema }),
  ),
};
