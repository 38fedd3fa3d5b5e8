import { checkPastedKeywords } from '@/lib/domain/keyword-paste';
import type { Http } from '../http';
import { compact, seg } from '../body';
import { bulkIdOutcome, bulkOutcome } from '../schemas/bulk';
import { keywordListSchema, keywordSchema } from '../schemas/monitoring';
import { detailsDataSchema } from '../schemas/rank';
import {
  assertValid,
  checkDateRange,
  checkId,
  checkIds,
  checkOneOf,
  checkPager,
  checkSubset,
  checkTexts,
  collect,
  monitoringPageSizes,
} from '../validate';
import { entityStatuses, type EntityStatus } from '@/lib/domain/entity-status';
import type { Gap } from '@/lib/domain/gap';
import { detailTypes, type DetailType } from '@/lib/domain/detail-type';
import { bulkCalls } from './bulk';

export interface ListKeywordsParams {
  campaignId: number;
  itemsPerPage?: number;
  page?: number;
  /** Part of the keyword. */
  keyword?: string;
  /** Part of the group name. */
  groupName?: string;
  /** With `delete`, only deleted keywords are listed. */
  statuses?: EntityStatus[];
}

export interface KeywordDetailsParams {
  ids: number[];
  /** `heatmap` (default) and `competitors` give the same data; `top50` adds change and URL. */
  type?: DetailType;
  datemin?: string;
  datemax?: string;
  gap?: Gap;
}

export function createMonitoringKeywords(http: Http) {
  return {
    /** Add keywords to a group; outcome per keyword (list index or your keys), value the new id. */
    async create(params: { groupId: number; keywords: string[] | Record<string, string> }) {
      const list = Object.values(params.keywords ?? {});
      assertValid(
        collect(
          checkId(params.groupId, 'groupId'),
          checkTexts(list, 'keywords', 'keywords-empty'),
          list.every((k) => typeof k === 'string') && checkPastedKeywords(list),
        ),
      );
      const body = { group_id: Number(params.groupId), keywords: params.keywords };
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-keyword',
        body,
        schema: bulkIdOutcome,
        idempotent: false,
        bulk: true,
      });
    },

    /** Retrieve one monitored keyword. */
    async retrieve(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({
        method: 'GET',
        path: `monitoring/monitoring-keyword/${seg(id)}`,
        schema: keywordSchema,
      });
    },

    ...bulkCalls(http, 'monitoring-keyword'),

    /** Move keywords to another group (limits apply); outcome per keyword id. */
    async changeGroup(params: { groupId: number; ids: number[] }) {
      assertValid(collect(checkId(params.groupId, 'groupId'), checkIds(params.ids, 'ids')));
      const body = { group_id: Number(params.groupId), id: params.ids.map(Number) };
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-keyword/change-group',
        body,
        schema: bulkOutcome,
        bulk: true,
      });
    },

    /** Keywords of a campaign with their total count. */
    async list(params: ListKeywordsParams) {
      assertValid(
        collect(
          checkId(params.campaignId, 'campaignId'),
          checkPager(params, monitoringPageSizes),
          params.statuses && checkSubset(params.statuses, entityStatuses, 'statuses'),
        ),
      );
      const body = compact({
        campaign_id: Number(params.campaignId),
        pager: { items_per_page: params.itemsPerPage, page: params.page },
        filters: {
          keyword: params.keyword || undefined,
          group_name: params.groupName || undefined,
          status: params.statuses,
        },
      });
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-keyword/get-list',
        body,
        schema: keywordListSchema,
      });
    },

    /** Positions per keyword, device, domain and date (top50: with change and URL). */
    async details(params: KeywordDetailsParams) {
      assertValid(
        collect(
          checkIds(params.ids, 'ids'),
          params.type !== undefined && checkOneOf(params.type, detailTypes, 'type'),
          checkDateRange(params),
        ),
      );
      const body = compact({
        id: params.ids.map(Number),
        type: params.type,
        // The document's example nests the type under `params`; send both so either reading works.
        params: { type: params.type },
        datemin: params.datemin,
        datemax: params.datemax,
        gap: params.gap,
      });
      return http.request({
        method: 'POST',
        path: 'monitoring/monitoring-keyword/get-details',
        body,
        schema: detailsDataSchema,
      });
    },
  };
}
