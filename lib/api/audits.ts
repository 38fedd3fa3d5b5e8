import type { Http } from './http';
import { compact, seg } from './body';
import { confirmed } from './schemas/common';
import {
  auditCloneSchema,
  auditCreateSchema,
  auditListSchema,
  auditRefreshSchema,
  auditRetrieveSchema,
  settingsDescriptorSchema,
} from './schemas/audits';
import { assertValid, checkId, checkText, collect } from './validate';

import {
  createAuditIssues,
  listAuditsIssues,
  type CreateAuditParams,
  type ListAuditsParams,
} from './audit-params';

export * from './audit-params';

export function createAudits(http: Http) {
  return {
    /** Retrieve one audit with its result data (`audit_info` + `audit_data`). */
    async retrieve(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({
        method: 'GET',
        path: `audits/audit/${seg(id)}`,
        schema: auditRetrieveSchema,
      });
    },

    /** Create audits of URLs and/or keywords; spends audit tokens. Never retried once it may have acted. */
    async create(params: CreateAuditParams) {
      assertValid(createAuditIssues(params));
      const body = compact({
        title: params.title,
        urls: params.urls?.length ? params.urls : undefined,
        keywords: params.keywords?.length ? params.keywords : undefined,
        keywords_options: params.keywords?.length ? params.keywordsOptions : undefined,
        device: params.devices,
        profile_id: params.profileId,
      });
      // Settings may legitimately be empty objects per type ({ lighthouse: {} }): keep them as sent.
      const full = params.auditsSettings
        ? { ...body, audits_settings: params.auditsSettings }
        : body;
      return http.request({
        method: 'POST',
        path: 'audits/audit',
        body: full,
        schema: auditCreateSchema,
        idempotent: false,
      });
    },

    /** Delete an audit (irreversible). */
    async remove(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({ method: 'DELETE', path: `audits/audit/${seg(id)}`, schema: confirmed });
    },

    /** Run an audit again; spends tokens. Returns the refreshed ids. */
    async refresh(id: number) {
      assertValid(collect(checkId(id)));
      return http.request({
        method: 'POST',
        path: 'audits/audit/refresh',
        body: { id: Number(id) },
        schema: auditRefreshSchema,
        idempotent: false,
      });
    },

    /** Clone a finished parent audit under a new title; spends tokens. */
    async clone(params: { id: number; title: string }) {
      assertValid(collect(checkId(params.id), checkText(params.title, 'title', 1000)));
      return http.request({
        method: 'POST',
        path: 'audits/audit/clone',
        body: { id: Number(params.id), title: params.title },
        schema: auditCloneSchema,
        idempotent: false,
      });
    },

    /** List parent audits, or the children of `parentId`, filtered, sorted and paged. */
    async list(params: ListAuditsParams = {}) {
      assertValid(listAuditsIssues(params));
      const body = compact({
        parent_id: params.parentId,
        sorting: { field: params.sortField, sort: params.sortOrder },
        pager: { items_per_page: params.itemsPerPage, page: params.page },
        filters: {
          title: params.title || undefined,
          audit_type: params.auditTypes,
          device: params.devices,
          status: params.statuses,
        },
      });
      return http.request({
        method: 'POST',
        path: 'audits/audit/list',
        body,
        schema: auditListSchema,
      });
    },

    /** Settings descriptor keyed by the audit types this account may use. */
    async settings() {
      return http.request({
        method: 'POST',
        path: 'audits/audit/settings',
        body: {},
        schema: settingsDescriptorSchema,
      });
    },
  };
}
