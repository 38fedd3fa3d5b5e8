import type { Http } from './http';
import { compact, seg } from './body';
import { confirmed } from './schemas/common';
import {
  auditCloneSchema,
  auditCreateSchema,
  auditDevices,
  auditListSchema,
  auditRefreshSchema,
  auditRetrieveSchema,
  auditStatuses,
  auditTypes,
  settingsDescriptorSchema,
  type AuditDevice,
  type AuditStatus,
  type AuditType,
} from './schemas/audits';
import {
  assertValid,
  auditPageSizes,
  checkId,
  checkOneOf,
  checkPager,
  checkSubset,
  checkText,
  collect,
  isHttpUrl,
  isPositiveId,
  type Issue,
} from './validate';

export interface KeywordOption {
  /** Engine id of the monitoring engines table. */
  engine: number;
  /** Country id offered by that engine. */
  country: number;
  /** As precise as possible; optional. */
  location?: string;
}

export interface CreateAuditParams {
  /** Default "Audit"; Stormlens titles its audits `"<title> — <url>"` (api-contract.md). */
  title?: string;
  /** URLs, all in one advanced audit. */
  urls?: string[];
  /** Keywords, one keyword audit each; requires `keywordsOptions` (one element, or one per keyword). */
  keywords?: string[];
  keywordsOptions?: KeywordOption[];
  devices: AuditDevice[];
  /** Audit types with their settings — exactly one of this and `profileId`. */
  auditsSettings?: Partial<Record<AuditType, Record<string, unknown>>>;
  profileId?: number;
}

export const auditSortFields = [
  'created',
  'device',
  'audit_type',
  'status',
  'result_overall',
] as const;

export interface ListAuditsParams {
  /** Absent: parents; otherwise the children of this parent. */
  parentId?: number;
  sortField?: (typeof auditSortFields)[number];
  sortOrder?: 'asc' | 'desc';
  /** 10, 25 or 50 (default 25). */
  itemsPerPage?: number;
  /** From 0. */
  page?: number;
  /** Part of the title (Stormlens: the URL finds every run of it). */
  title?: string;
  auditTypes?: AuditType[];
  devices?: AuditDevice[];
  statuses?: AuditStatus[];
}

/** The documented rules of create audit (audits.md §4 and §7), for the client and for forms. */
export function createAuditIssues(p: CreateAuditParams): Issue[] {
  const urls = p.urls ?? [];
  const keywords = p.keywords ?? [];
  const options = p.keywordsOptions ?? [];
  return collect(
    urls.length === 0 &&
      keywords.length === 0 && {
        field: 'urls',
        message: 'Give at least one URL or keyword to audit.',
      },
    urls
      .filter((u) => !isHttpUrl(u))
      .map((u) => ({
        field: 'urls',
        message: `"${u}" is not a web address (http:// or https://).`,
      })),
    keywords.filter((k) => typeof k !== 'string' || k.trim() === '').length > 0 && {
      field: 'keywords',
      message: 'Keywords must not be empty.',
    },
    keywords.length > 0 &&
      options.length === 0 && {
        field: 'keywordsOptions',
        message: 'Keyword audits need an engine and a country.',
      },
    options.length > 1 &&
      options.length !== keywords.length && {
        field: 'keywordsOptions',
        message: 'Give one engine/country for all keywords, or one per keyword.',
      },
    options.flatMap((o, i) =>
      collect(
        !isPositiveId(o.engine) && {
          field: `keywordsOptions.${i}.engine`,
          message: 'Choose an engine for the keyword audit.',
        },
        !isPositiveId(o.country) && {
          field: `keywordsOptions.${i}.country`,
          message: 'Choose a country for the keyword audit.',
        },
      ),
    ),
    checkSubset(p.devices, auditDevices, 'devices', true),
    p.auditsSettings === undefined &&
      p.profileId === undefined && {
        field: 'auditsSettings',
        message: 'Choose audit types or a profile.',
      },
    p.auditsSettings !== undefined &&
      p.profileId !== undefined && {
        field: 'profileId',
        message: 'Choose audit types or a profile, not both.',
      },
    p.auditsSettings !== undefined &&
      Object.keys(p.auditsSettings).length === 0 && {
        field: 'auditsSettings',
        message: 'Choose at least one audit type.',
      },
    p.auditsSettings !== undefined &&
      checkSubset(Object.keys(p.auditsSettings), auditTypes, 'auditsSettings'),
    p.profileId !== undefined && checkId(p.profileId, 'profileId'),
    p.title !== undefined && checkText(p.title, 'title', 1000),
  );
}

export function listAuditsIssues(p: ListAuditsParams): Issue[] {
  return collect(
    p.parentId !== undefined && checkId(p.parentId, 'parentId'),
    p.sortField !== undefined && checkOneOf(p.sortField, auditSortFields, 'sortField'),
    p.sortOrder !== undefined && checkOneOf(p.sortOrder, ['asc', 'desc'], 'sortOrder'),
    checkPager(p, auditPageSizes),
    p.auditTypes && checkSubset(p.auditTypes, auditTypes, 'auditTypes'),
    p.devices && checkSubset(p.devices, auditDevices, 'devices'),
    p.statuses && checkSubset(p.statuses, auditStatuses, 'statuses'),
  );
}

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

export type AuditsApi = ReturnType<typeof createAudits>;
