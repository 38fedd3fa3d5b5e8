import { z } from 'zod/mini';
import { isDomain } from '@/lib/domain/domain-name';
import { liveStatusSchema, type EntityStatus, type LiveStatus } from '@/lib/domain/entity-status';
import type { Gap } from '@/lib/domain/gap';
import { rankTypeSchema, type RankType } from '@/lib/domain/rank-type';
// Messages in this file are input codes (lib/domain/input-issue.ts): pages translate them.
import type { CampaignSummary, GroupSummary } from './monitoring/entities';
import type { DetailType } from '@/lib/domain/detail-type';

/*
 * What the side panel's reports carry (monitoring.positions, monitoring.keywords.details) and how
 * a positions report is scoped beyond its range: which results (`type` of get-data), whose
 * (`domains`: the campaign's and the competitors'), and the service's keyword filters (keyword
 * list `filters`, then get-data `filters`: ../shared/spec/monitoring.md §4).
 */

/**
 * One cell of a position series: 1–100 a position (an average when the gap is weekly/monthly),
 * `'out'` when the keyword was tracked that period but not ranked, `null` when there is no data
 * for the period (a missing day). Never 0.
 */
export type PositionValue = number | 'out' | null;

/** A stretch of periods in which the same page ranked: `from` is its first period. */
export interface UrlRun {
  from: string;
  url: string;
}

export interface PositionsKeyword {
  id: number;
  title: string;
  groupId: number;
  /** From the keyword list; null when the keyword was in the report but not the list. */
  status: EntityStatus | null;
  volume: number | null;
  cpc: number | null;
  /** Per device, one value per `PositionsReport.dates` entry (same index). */
  positions: Record<string, PositionValue[]>;
  /** Per device, the ranking URL of the latest period that has one. */
  urls: Record<string, string | null>;
  /** Per device, the ranking URL over the range: a new run each time another page ranks. */
  urlHistory: Record<string, UrlRun[]>;
  /** Per competitor domain (as asked), per device, one value per date, like `positions`. */
  rivals: Record<string, Record<string, PositionValue[]>>;
}

/** The service's keyword filters, as the panel sends them (all parts optional, combined). */
export interface ReportFilters {
  /** Part of the keyword. */
  keyword?: string;
  /** Part of the group's name. */
  groupName?: string;
  /** Only keywords in these statuses. */
  statuses?: LiveStatus[];
}

export interface PositionsReport {
  campaign: CampaignSummary;
  /** The range actually asked for, `YYYY-MM-DD`. */
  datemin: string;
  datemax: string;
  gap: Gap;
  /** Which results the positions are of. */
  type: RankType;
  /** Competitor domains asked for beside the campaign's, in the user's order. */
  competitors: string[];
  /** The service filters the report was narrowed with; null when none. */
  filters: ReportFilters | null;
  /** Period keys in order, `YYYY-MM-DD` (the period's first day when the service sends another form). */
  dates: string[];
  groups: GroupSummary[];
  keywords: PositionsKeyword[];
  /** The service was throttling and sent only part of the data; retry for the rest. */
  partial: boolean;
}

export interface DetailsDomain {
  domain: string;
  /** One value per `KeywordDetails.dates` entry. */
  positions: PositionValue[];
  /** The service's change for the latest period (any spelling, any type), else computed. */
  change: number | null;
  url: string | null;
}

export type { DetailType };

export interface KeywordDetails {
  keywordId: number;
  type: DetailType;
  dates: string[];
  /** Per device, the domains ranking for the keyword, best latest position first. */
  devices: Record<string, DetailsDomain[]>;
  partial: boolean;
}

/** Keyword details of several keywords from one request (`id` as an array). */
export interface KeywordsDetails {
  type: DetailType;
  dates: string[];
  /** In the order asked. */
  keywords: KeywordDetails[];
  partial: boolean;
}

/** At most this many competitors are compared at once (a chart stays readable). */
export const MAX_COMPETITORS = 3;

export const domainSchema = z
  .string()
  .check(z.trim())
  .check(z.toLowerCase())
  .check(z.refine(isDomain, 'domain'));

const filterText = z.optional(z.string().check(z.trim()).check(z.maxLength(255, 'text-too-long')));

/** How a positions report is scoped beyond its range; defaults give the plain organic report. */
export const reportViewSchema = z.object({
  type: z._default(rankTypeSchema, 'organic'),
  competitors: z._default(
    z.array(domainSchema).check(z.maxLength(MAX_COMPETITORS, 'competitors-max')),
    [],
  ),
  filters: z.nullish(
    z.object({
      keyword: filterText,
      groupName: filterText,
      statuses: z.optional(z.array(liveStatusSchema)),
    }),
  ),
});
