import { z } from 'zod/mini';
import type { Http } from './http';
import { compact, seg } from './body';
import { confirmed, isRecord } from './schemas/common';
import { auditTypes, type AuditType } from '@/lib/domain/audit-types';
// Keyed by audit type: the keys are checked before sending (settings of update).
import type { ProfileSettings } from '@/lib/domain/profile-types';
import { profileListSchema, profileSchema } from './schemas/audits';
import { newIdSchema } from './schemas/common';
import {
  assertValid,
  auditPageSizes,
  checkId,
  checkOneOf,
  checkPager,
  checkSubset,
  collect,
} from './validate';
import { issue } from '@/lib/domain/input-issue';
import { sortOrders, type SortOrder } from '@/lib/domain/list-order';
import { checkProfileTitle } from '@/lib/domain/profile-title';

export interface ListProfilesParams {
  /** Only `title` exists. */
  sortField?: 'title';
  sortOrder?: SortOrder;
  /** 10, 25 or 50 (default 25). */
  itemsPerPage?: number;
  page?: number;
  /** Part of the title. */
  title?: string;
  /** Profiles containing all these types. */
  auditTypes?: AuditType[];
}

export function createProfiles(http: Http) {
  return {
    /** Retrieve one audit profile. */
    async retrieve(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({
        method: 'GET',
        path: `audits/profile/${seg(id)}`,
        schema: profileSchema,
      });
    },

    /** Create an empty profile; returns its id. */
    async create(params: { title: string }) {
      assertValid(collect(checkProfileTitle(params.title)));
      return http.request({
        method: 'POST',
        path: 'audits/profile',
        body: { title: params.title },
        schema: newIdSchema,
        idempotent: false,
      });
    },

    /** Rename and/or replace the settings (settings replace the old ones completely). */
    async update(id: number, params: { title?: string; settings?: ProfileSettings }) {
      assertValid(
        collect(
          checkId(id),
          params.title !== undefined && checkProfileTitle(params.title),
          params.settings !== undefined &&
            !isRecord(params.settings) &&
            issue('settings', 'settings-keyed'),
          isRecord(params.settings) &&
            checkSubset(Object.keys(params.settings), auditTypes, 'settings'),
        ),
      );
      const body = {
        ...compact({ title: params.title }),
        ...(params.settings ? { settings: params.settings } : {}),
      };
      const updated = await http.request({
        method: 'PUT',
        path: `audits/profile/${seg(id)}`,
        body,
        schema: z.union([profileSchema, confirmed]),
      });
      // The document promises the profile; an answer of bare `true` is read back instead.
      if (updated === true) return this.retrieve(id);
      return updated;
    },

    /** Delete a profile. */
    async remove(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({
        method: 'DELETE',
        path: `audits/profile/${seg(id)}`,
        schema: confirmed,
      });
    },

    /** List profiles, filtered by title part and contained types. */
    async list(params: ListProfilesParams = {}) {
      assertValid(
        collect(
          params.sortField !== undefined && checkOneOf(params.sortField, ['title'], 'sortField'),
          params.sortOrder !== undefined && checkOneOf(params.sortOrder, sortOrders, 'sortOrder'),
          checkPager(params, auditPageSizes),
          params.auditTypes && checkSubset(params.auditTypes, auditTypes, 'auditTypes'),
        ),
      );
      const body = compact({
        sorting: { field: params.sortField, sort: params.sortOrder },
        pager: { items_per_page: params.itemsPerPage, page: params.page },
        filters: { title: params.title || undefined, audit_type: params.auditTypes },
      });
      return http.request({
        method: 'POST',
        path: 'audits/profile/list',
        body,
        schema: profileListSchema,
      });
    },
  };
}
