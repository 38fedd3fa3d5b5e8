/** Parameters and pre-send rules of the audit calls, shared by the client and the launch forms. */
import { auditStatuses, type AuditStatus } from '@/lib/domain/audit-status';
import { auditTypes, type AuditType } from '@/lib/domain/audit-types';
import { devices, type Device } from '@/lib/domain/device';
import {
  auditPageSizes,
  checkId,
  checkOneOf,
  checkPager,
  checkSubset,
  checkText,
  checkWebAddress,
  collect,
  isPositiveId,
  type Issue,
} from './validate';
import { issue } from '@/lib/domain/input-issue';
import {
  auditSortFields,
  sortOrders,
  type AuditSortField,
  type SortOrder,
} from '@/lib/domain/list-order';

export interface KeywordOption {
  /** Engine id of the monitoring engines table. */
  engine: number;
  /** Country id offered by that engine. */
  country: number;
  /** As precise as possible; optional. */
  location?: string;
}

export interface CreateAuditParams {
  /** Default "Audit"; Stormlens titles its audits `"<title> — <url>"` (lib/domain/audit-title.ts). */
  title?: string;
  /** URLs, all in one advanced audit. */
  urls?: string[];
  /** Keywords, one keyword audit each; requires `keywordsOptions` (one element, or one per keyword). */
  keywords?: string[];
  keywordsOptions?: KeywordOption[];
  devices: Device[];
  /** Audit types with their settings — exactly one of this and `profileId`. */
  auditsSettings?: Partial<Record<AuditType, Record<string, unknown>>>;
  profileId?: number;
}

export { auditSortFields } from '@/lib/domain/list-order';

export interface ListAuditsParams {
  /** Absent: parents; otherwise the children of this parent. */
  parentId?: number;
  sortField?: AuditSortField;
  sortOrder?: SortOrder;
  /** 10, 25 or 50 (default 25). */
  itemsPerPage?: number;
  /** From 0. */
  page?: number;
  /** Part of the title (Stormlens: the URL finds every run of it). */
  title?: string;
  auditTypes?: AuditType[];
  devices?: Device[];
  statuses?: AuditStatus[];
}

/** The documented rules of create audit (../shared/spec/audits.md §4 and §7), for the client and for forms. */
export function createAuditIssues(p: CreateAuditParams): Issue[] {
  const urls = p.urls ?? [];
  const keywords = p.keywords ?? [];
  const options = p.keywordsOptions ?? [];
  return collect(
    urls.length === 0 && keywords.length === 0 && issue('urls', 'audit-target'),
    urls.map((u) => checkWebAddress(u, 'urls')),
    keywords.some((k) => typeof k !== 'string' || k.trim() === '') &&
      issue('keywords', 'keywords-empty'),
    keywords.length > 0 &&
      options.length === 0 &&
      issue('keywordsOptions', 'keyword-options-missing'),
    options.length > 1 &&
      options.length !== keywords.length &&
      issue('keywordsOptions', 'keyword-options-count'),
    options.flatMap((o, i) =>
      collect(
        !isPositiveId(o.engine) && issue(`keywordsOptions.${i}.engine`, 'engine-missing'),
        !isPositiveId(o.country) && issue(`keywordsOptions.${i}.country`, 'country-missing'),
      ),
    ),
    checkSubset(p.devices, devices, 'devices', true),
    p.auditsSettings === undefined &&
      p.profileId === undefined &&
      issue('auditsSettings', 'settings-missing'),
    p.auditsSettings !== undefined &&
      p.profileId !== undefined &&
      issue('profileId', 'settings-both'),
    p.auditsSettings !== undefined &&
      Object.keys(p.auditsSettings).length === 0 &&
      issue('auditsSettings', 'types-empty'),
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
    p.sortOrder !== undefined && checkOneOf(p.sortOrder, sortOrders, 'sortOrder'),
    checkPager(p, auditPageSizes),
    p.auditTypes && checkSubset(p.auditTypes, auditTypes, 'auditTypes'),
    p.devices && checkSubset(p.devices, devices, 'devices'),
    p.statuses && checkSubset(p.statuses, auditStatuses, 'statuses'),
  );
}
