import type { DetailType } from '@/lib/domain/detail-type';
import type { EntityStatus } from '@/lib/domain/entity-status';
import type { Gap } from '@/lib/domain/gap';
import type { CampaignSummary, GroupSummary } from './entities';

/*
 * What the side panel's report commands answer (positions, overview, keyword details): series
 * aligned on one list of periods, table-ready.
 */

/**
 * One cell of a position series: 1–100 a position (an average when the gap is weekly/monthly),
 * `'out'` when the keyword was tracked that period but not in the top 100, `null` when there is
 * no data for the period (a missing day). Never 0.
 */
export type PositionValue = number | 'out' | null;

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
}

export interface PositionsReport {
  campaign: CampaignSummary;
  /** The range actually asked for, `YYYY-MM-DD`. */
  datemin: string;
  datemax: string;
  gap: Gap;
  /** Period keys in order, `YYYY-MM-DD` (the period's first day when the service sends another form). */
  dates: string[];
  groups: GroupSummary[];
  keywords: PositionsKeyword[];
  /** The service was throttling and sent only part of the data; retry for the rest. */
  partial: boolean;
}

/** The overview, with its history: defined in ../campaigns.ts with the other overview reads. */
export type { CampaignOverview } from '../campaigns';

export interface DetailsDomain {
  domain: string;
  /** One value per `KeywordDetails.dates` entry. */
  positions: PositionValue[];
  /** The service's change for the latest period (any spelling, any type), else computed. */
  change: number | null;
  url: string | null;
}

export interface KeywordDetails {
  keywordId: number;
  type: DetailType;
  dates: string[];
  /** Per device, the domains ranking for the keyword, best latest position first. */
  devices: Record<string, DetailsDomain[]>;
  partial: boolean;
}
