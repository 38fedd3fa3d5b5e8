import { devices } from '@/lib/domain/device';
import { rankTypes } from '@/lib/domain/rank-type';
import type { Http } from '../http';
import { compact, seg } from '../body';
import { confirmed, newIdSchema } from '../schemas/common';
import {
  accessSchema,
  campaignListSchema,
  campaignSchema,
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
  checkDomain,
  collect,
  monitoringPageSizes,
} from '../validate';
import { bulkCalls } from './bulk';
import { createSetAccess } from './access';
import { campaignTypes } from '@/lib/domain/campaign-type';
import { entityStatuses } from '@/lib/domain/entity-status';

import {
  createCampaignIssues,
  rankFilters,
  type CreateCampaignParams,
  type ListCampaignsParams,
  type OverviewParams,
  type RankDataParams,
} from './campaign-params';

export * from './campaign-params';

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
          params.domain !== undefined && checkDomain(params.domain),
          params.title !== undefined && checkText(params.title, 'title'),
        ),
      );
      const body = compact({
        domain: params.domain,
        title: params.title,
        // Only what the user changed: a rename must not send `data` (an empty object may reset
        // the map title on the service; ../shared/spec/monitoring.md: update defaults to current).
        data:
          params.data?.companyMapTitle === undefined
            ? undefined
            : { company_map_title: params.data.companyMapTitle },
      });
      return http.request({
        method: 'PUT',
        path: `monitoring/monitoring-campaign/${seg(id)}`,
        body,
        schema: confirmed,
      });
    },

    ...bulkCalls(http, 'monitoring-campaign'),

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
          params.devices && checkSubset(params.devices, devices, 'devices'),
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
          params.type !== undefined && checkOneOf(params.type, rankTypes, 'type'),
          params.domains && params.domains.map((d) => checkDomain(d, 'domains')),
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
