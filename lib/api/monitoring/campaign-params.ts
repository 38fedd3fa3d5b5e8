/** Parameters and pre-send rules of the campaign calls, shared by the client and the UI. */
import { campaignTypes, type CampaignExtras, type CampaignType } from '@/lib/domain/campaign-type';
import type { EntityStatus } from '@/lib/domain/entity-status';
import type { Gap } from '@/lib/domain/gap';
import type { RankType } from '@/lib/domain/rank-type';
import { issue } from '@/lib/domain/input-issue';
import { checkDomain, checkOneOf, checkText, collect, type Issue } from '../validate';

export interface CampaignData extends CampaignExtras {
  includeSubdomains?: unknown;
}

export interface CreateCampaignParams {
  domain: string;
  /** Default: the domain. */
  title?: string;
  type: CampaignType;
  data?: CampaignData;
}

export interface ListCampaignsParams {
  /** Default `seo`. */
  types?: CampaignType[];
  itemsPerPage?: number;
  page?: number;
  /** Engine id or `All` (default). */
  engine?: number | 'All';
  statuses?: EntityStatus[];
  /** 0 non-bookmarked, 1 bookmarked, `All` (default). */
  bookmark?: 0 | 1 | 'All';
  /** Part of the title. */
  title?: string;
}

export interface OverviewParams {
  gap?: Gap;
  /** YYYYmmdd; default two weeks ago. */
  datemin?: string;
  /** YYYYmmdd; default yesterday. */
  datemax?: string;
  /** Default all devices. */
  devices?: string[];
  /** Engine id; default 0 (all). */
  engine?: number;
  page?: number;
}

export interface RankDataParams {
  /** Campaign id. */
  id: number;
  /** Domains to report (default the campaign's). */
  domains?: string[];
  /** `organic` (default), `paid`, `maps`. */
  type?: RankType;
  datemin?: string;
  datemax?: string;
  gap?: Gap;
  /** Group data: only these groups (a `group_nid_mv` entity filter). */
  groupIds?: number[];
  /** Keyword data: only these full keywords (a `keyword` equal filter). */
  keywords?: string[];
  /** Further filters in the service's own grammar, sent as given. */
  filters?: unknown[];
}

/** The `filters` member of get-data for group and keyword data (../shared/spec/monitoring.md). */
export function rankFilters(
  p: Pick<RankDataParams, 'groupIds' | 'keywords' | 'filters'>,
): unknown[] {
  const filters: unknown[] = [...(p.filters ?? [])];
  if (p.groupIds?.length) {
    const value = Object.fromEntries(p.groupIds.map((g) => [String(g), Number(g)]));
    filters.push({ type: 'include', field: 'group_nid_mv', op: 'entity', value });
  }
  if (p.keywords?.length)
    filters.push({ type: 'include', field: 'keyword', op: 'equal', value: p.keywords });
  return filters;
}

export function createCampaignIssues(p: CreateCampaignParams): Issue[] {
  return collect(
    checkDomain(p.domain),
    checkOneOf(p.type, campaignTypes, 'type'),
    p.title !== undefined && checkText(p.title, 'title'),
    p.type !== 'ads' &&
      (p.data?.domains?.length || p.data?.trademarks?.length) &&
      issue('data', 'ads-only'),
  );
}
