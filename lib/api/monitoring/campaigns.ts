import type { Http } from '../http';
import { compact, seg } from '../body';
import { confirmed } from '../schemas/common';
import {
  accessSchema,
  campaignListSchema,
  campaignSchema,
  campaignTypes,
  entityStatuses,
  monitoringDevices,
  newIdSchema,
  overviewSchema,
} from '../schemas/monitoring';
import { rankDataSchema } from '../schemas/rank';
import {
  assertValid,
  checkDateRange,
  checkId,
  checkOneOf,
  checkPager,
  checkSubset,
  checkText,
  collect,
  isDomain,
  monitoringPageSizes,
  type Gap,
  type Issue,
} from '../validate';
import { bulkActions } from './bulk';
import { createSetAccess } from './access';

export interface CampaignData {
  companyMapTitle?: string;
  /** `ads` campaigns only. */
  domains?: string[];
  /** `ads` campaigns only. */
  trademarks?: string[];
  includeSubdomains?: unknown;
}

export interface CreateCampaignParams {
  domain: string;
  /** Default: the domain. */
  title?: string;
  type: 'seo' | 'ads';
  data?: CampaignData;
}

export interface ListCampaignsParams {
  /** Default `seo`. */
  types?: ('seo' | 'ads')[];
  itemsPerPage?: number;
  page?: number;
  /** Engine id or `All` (default). */
  engine?: number | 'All';
  statuses?: ('active' | 'stop' | 'delete')[];
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
  type?: 'organic' | 'paid' | 'maps';
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

/** The `filters` member of get-data for group and keyword data (monitoring.md). */
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
    !isDomain(p.domain) && {
      field: 'domain',
      message: 'Give the domain to track, like example.com (no http:// or path).',
    },
    checkOneOf(p.type, campaignTypes, 'type'),
    p.title !== undefined && checkText(p.title, 'title'),
    p.type !== 'ads' &&
      (p.data?.domains?.length || p.data?.trademarks?.length) && {
        field: 'data',
        message: 'Domains and trademarks apply to ads campaigns only.',
      },
  );
}

export function createCampaigns(http: Http) {
  return {
    /** Create a campaign (needs a free campaign limit); returns its id. */
    async create(params: CreateCampaignParams) {
      assertValid(createCampaignIssues(params));
      const d = params.data ?? {};
      const data = compact({
        company_map_title: d.companyMapTitle,
        domains: d.domains,
        trademarks: d.trademarks,
        include_subdomains: d.includeSubdomains,
      });
      const body = {
        ...compact({ domain: params.domain.trim(), title: params.title, type: params.type }),
        ...(Object.keys(data).length ? { data } : {}),
      };
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-campaign',
        body,
        schema: newIdSchema,
        idempotent: false,
      });
    },

    /** Retrieve one campaign. */
    async retrieve(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({
        method: 'GET',
        path: `monitoring/monitoring-campaign/${seg(id)}`,
        schema: campaignSchema,
      });
    },

    /** Change domain, title or the company map title. */
    async update(
      id: number,
      params: { domain?: string; title?: string; data?: { companyMapTitle?: string } },
    ) {
      assertValid(
        collect(
          checkId(id),
          params.domain !== undefined &&
            !isDomain(params.domain) && {
              field: 'domain',
              message: 'Give a domain like example.com.',
            },
          params.title !== undefined && checkText(params.title, 'title'),
        ),
      );
      const body = compact({
        domain: params.domain,
        title: params.title,
        data: { company_map_title: params.data?.companyMapTitle },
      });
      return http.request({
        method: 'PUT',
        path: `monitoring/monitoring-campaign/${seg(id)}`,
        body,
        schema: confirmed,
      });
    },

    ...bulkActions(http, 'monitoring-campaign'),

    /** List campaigns with their total count. */
    async list(params: ListCampaignsParams = {}) {
      assertValid(
        collect(
          params.types && checkSubset(params.types, campaignTypes, 'types', true),
          checkPager(params, monitoringPageSizes),
          params.statuses && checkSubset(params.statuses, entityStatuses, 'statuses'),
          params.bookmark !== undefined && checkOneOf(params.bookmark, [0, 1, 'All'], 'bookmark'),
          params.engine !== undefined &&
            params.engine !== 'All' &&
            checkId(params.engine, 'engine'),
        ),
      );
      const body = compact({
        type: params.types,
        pager: { items_per_page: params.itemsPerPage, page: params.page },
        filters: {
          engine: params.engine,
          status: params.statuses,
          bookmark: params.bookmark,
          title: params.title || undefined,
        },
      });
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-campaign/get-list',
        body,
        schema: campaignListSchema,
      });
    },

    /** Overview metrics of every campaign (keyword counts up/down, top 10, visibility). */
    async overview(params: OverviewParams = {}) {
      assertValid(
        collect(
          checkDateRange(params),
          params.devices && checkSubset(params.devices, monitoringDevices, 'devices'),
          params.page !== undefined && checkPager({ page: params.page }, monitoringPageSizes),
        ),
      );
      const body = compact({
        gap: params.gap,
        datemin: params.datemin,
        datemax: params.datemax,
        device: params.devices,
        engine: params.engine === undefined ? undefined : String(params.engine),
        pager: { page: params.page },
      });
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-campaign/get-overview-data',
        body,
        schema: overviewSchema,
      });
    },

    /** Positions of a campaign (or some groups / keywords) per date, engine, device and location. */
    async data(params: RankDataParams) {
      assertValid(
        collect(
          checkId(params.id),
          checkDateRange(params),
          params.type !== undefined && checkOneOf(params.type, ['organic', 'paid', 'maps'], 'type'),
          params.domains &&
            params.domains
              .filter((d) => !isDomain(d))
              .map((d) => ({ field: 'domains', message: `"${d}" is not a domain.` })),
          params.groupIds && params.groupIds.map((g) => checkId(g, 'groupIds')),
        ),
      );
      const filters = rankFilters(params);
      const body = compact({
        id: Number(params.id),
        domains: params.domains?.length ? params.domains : undefined,
        type: params.type,
        datemin: params.datemin,
        datemax: params.datemax,
        gap: params.gap,
        filters: filters.length ? filters : undefined,
      });
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-campaign/get-data',
        body,
        schema: rankDataSchema,
      });
    },

    /** Who may see which campaign (the caller's level and owner, or users per campaign). */
    async getAccess() {
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-campaign/get-access',
        body: {},
        schema: accessSchema,
      });
    },

    /** Grant or remove access; split into calls of ≤ 3 grants, one per 10 s. */
    setAccess: createSetAccess(http),
  };
}

export type CampaignsApi = ReturnType<typeof createCampaigns>;
