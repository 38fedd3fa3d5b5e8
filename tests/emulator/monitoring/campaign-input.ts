/**
 * Validation of campaign bodies (create and update), returning clean values or the 400 text.
 */
import { isRecord } from '../core/params.ts';
import { missing } from './http.ts';
import type { CampaignData, CampaignType } from './model.ts';

const HOST =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A host name such as `example.com` (no scheme, path or port), lower-cased. */
export function readDomain(value: unknown): string | { error: string } {
  if (typeof value !== 'string' || value.trim() === '') return { error: missing('domain') };
  const domain = value.trim().toLowerCase();
  if (!HOST.test(domain)) {
    return {
      error: `Invalid domain "${value}": give a host name such as example.com (no https:// or path).`,
    };
  }
  return domain;
}

export function readTitle(value: unknown, fallback: string): string | { error: string } {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') return { error: 'Invalid title: a string is expected.' };
  if (value.length > 255) return { error: 'Invalid title: at most 255 characters.' };
  return value.trim() || fallback;
}

const stringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The create `data` object; `domains` and `trademarks` belong to `ads` campaigns only. */
export function readCreateData(
  value: unknown,
  type: CampaignType,
): CampaignData | { error: string } {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
    return {};
  if (!isRecord(value)) return { error: 'Invalid data: an object is expected.' };
  const data: CampaignData = {};
  if (value.company_map_title !== undefined) {
    if (typeof value.company_map_title !== 'string') {
      return { error: 'Invalid data.company_map_title: a string is expected.' };
    }
    data.company_map_title = value.company_map_title;
  }
  for (const field of ['domains', 'trademarks'] as const) {
    if (value[field] === undefined) continue;
    if (type !== 'ads')
      return { error: `Invalid data.${field}: only campaigns of type ads have ${field}.` };
    if (!stringList(value[field]))
      return { error: `Invalid data.${field}: an array of strings is expected.` };
    data[field] = value[field] as string[];
  }
  if (value.include_subdomains !== undefined) {
    if (!Array.isArray(value.include_subdomains)) {
      return { error: 'Invalid data.include_subdomains: an array is expected.' };
    }
    data.include_subdomains = value.include_subdomains;
  }
  return data;
}

/** Update accepts only `company_map_title` in `data` (../shared/spec/monitoring.md §2). */
export function readUpdateData(
  value: unknown,
  current: CampaignData,
): CampaignData | { error: string } {
  if (value === undefined || value === null) return current;
  if (!isRecord(value)) return { error: 'Invalid data: an object is expected.' };
  const unknown = Object.keys(value).filter((key) => key !== 'company_map_title');
  if (unknown.length) {
    return {
      error: `Invalid data: only company_map_title can be updated (got ${unknown.join(', ')}).`,
    };
  }
  if (value.company_map_title === undefined) return current;
  if (typeof value.company_map_title !== 'string') {
    return { error: 'Invalid data.company_map_title: a string is expected.' };
  }
  return { ...current, company_map_title: value.company_map_title };
}

export function readType(value: unknown): CampaignType | { error: string } {
  if (value === undefined || value === '') return { error: missing('type') };
  if (value !== 'seo' && value !== 'ads')
    return { error: `Invalid type ${JSON.stringify(value)}: one of seo, ads.` };
  return value;
}

export const isError = (value: unknown): value is { error: string } =>
  isRecord(value) && typeof value.error === 'string' && Object.keys(value).length === 1;
