import type { GrantableLevel } from '@/lib/domain/access-level';
import type { CampaignType } from '@/lib/domain/campaign-type';
import type { BulkAction, EntityStatus } from '@/lib/domain/entity-status';
import type { Gap } from '@/lib/domain/gap';
import type { BulkOutcome } from '@/lib/api/schemas/bulk';
import type {
  Campaign,
  CampaignAccess,
  CampaignList,
  Group,
  GroupList,
  KeywordList,
  MonitoringEngine,
  OverviewItem,
  SetAccessResult,
} from '@/lib/api/schemas/monitoring';
import type { KeywordDetails, RankData } from '@/lib/api/schemas/rank';

/**
 * What the monitoring handlers need from the service, one method per operation. The handlers
 * depend on this instead of the client directly so their logic (domain matching, assembling the
 * positions table, the sharing rules) is tested against a fake without HTTP, and the one file that
 * knows the client's call signatures is `service.ts`. Dates are the service's `YYYYmmdd`.
 */
export type Action = BulkAction;

export interface Range {
  datemin: string;
  datemax: string;
  gap: Gap;
}

export interface GroupFields {
  title: string;
  engine: number;
  country: number;
  devices: string[];
  location: string;
}

export interface MonitoringPort {
  campaigns: {
    list(p: {
      statuses?: EntityStatus[];
      types: CampaignType[];
      page: number;
      perPage: number;
    }): Promise<CampaignList>;
    retrieve(id: number): Promise<Campaign>;
    create(p: {
      domain: string;
      title?: string;
      type: CampaignType;
      data: Record<string, unknown>;
    }): Promise<{ id: number }>;
    update(id: number, p: { domain?: string; title?: string }): Promise<unknown>;
    bulk(action: Action, ids: number[]): Promise<BulkOutcome>;
    overview(p: Range & { page: number }): Promise<OverviewItem[]>;
    /** `groupIds`: only these groups (a big campaign is read group by group). */
    data(p: Range & { id: number; groupIds?: number[] }): Promise<RankData>;
    getAccess(): Promise<CampaignAccess[]>;
    setAccess(
      campaignId: number,
      change: {
        set: { mail: string; permission: GrantableLevel }[];
        remove: { mail: string }[];
      },
    ): Promise<SetAccessResult>;
  };
  groups: {
    retrieve(id: number): Promise<Group>;
    list(campaignId: number, page: number, perPage: number): Promise<GroupList>;
    create(campaignId: number, group: GroupFields): Promise<{ id: number }>;
    createMultiple(campaignId: number, groups: Record<string, GroupFields>): Promise<BulkOutcome>;
    update(id: number, patch: Partial<GroupFields>): Promise<unknown>;
    updateMultiple(groups: Record<string, Partial<GroupFields>>): Promise<BulkOutcome>;
    bulk(action: Action, ids: number[]): Promise<BulkOutcome>;
  };
  keywords: {
    list(p: {
      campaignId: number;
      page: number;
      perPage: number;
      statuses?: EntityStatus[];
      keyword?: string;
      groupName?: string;
    }): Promise<KeywordList>;
    create(groupId: number, keywords: string[]): Promise<BulkOutcome>;
    bulk(action: Action, ids: number[]): Promise<BulkOutcome>;
    changeGroup(groupId: number, ids: number[]): Promise<BulkOutcome>;
    details(
      p: Range & { ids: number[]; type: 'heatmap' | 'competitors' | 'top50' },
    ): Promise<KeywordDetails>;
  };
  tables: {
    engines(): Promise<MonitoringEngine[]>;
    devices(): Promise<string[]>;
  };
}

/** The largest page the service allows (../shared/spec/monitoring.md, pager). */
export const PAGE_SIZE = 1000;

/** Every item of a paged list: pages of 1000 until `count` is reached or a page comes back short. */
export async function allPages<T>(
  load: (page: number) => Promise<{ count: number; items: T[] }>,
  maxPages = 50,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const { count, items } = await load(page);
    out.push(...items);
    if (items.length < PAGE_SIZE || out.length >= count) break;
  }
  return out;
}
