import { z } from 'zod/mini';
import type { LiveStatus } from '@/lib/domain/entity-status';
import { liveStatusSchema } from '@/lib/domain/entity-status';
import type { Gap } from '@/lib/domain/gap';
import { rankTypeSchema, type RankType } from '@/lib/domain/rank-type';
import { MAX_COMPETITORS } from '@/lib/domain/competitors';
import type { PositionsKeyword, PositionValue, UrlRun } from '@/lib/domain/positions';
import { command } from '../../define';
import type { CampaignSummary } from './campaigns';
import { domain, panelScope, withRange } from './fields';
import type { GroupSummary } from './groups';

/*
 * The side panel's positions report (monitoring.positions): series aligned on one list of
 * periods, table-ready, and how it is scoped beyond its range: which results (`type` of
 * get-data), whose (`domains`: the campaign's and the competitors'), and the service's keyword
 * filters (keyword list `filters`, then get-data `filters`: ../shared/spec/monitoring.md §4).
 * Messages are input codes (lib/domain/input-issue.ts): pages translate them.
 */

// A keyword's series are the domain's (lib/domain/positions.ts), where their maths lives.
export type { PositionsKeyword, PositionValue, UrlRun };

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

const filterText = z.optional(z.string().check(z.trim()).check(z.maxLength(255, 'text-too-long')));

/** How a positions report is scoped beyond its range; defaults give the plain organic report. */
export const reportViewSchema = z.object({
  type: z._default(rankTypeSchema, 'organic'),
  competitors: z._default(
    z.array(domain).check(z.maxLength(MAX_COMPETITORS, 'competitors-max')),
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

export const positionsCommands = {
  /** The positions table of a campaign over a range: groups, keywords, series per device. */
  'monitoring.positions': command<PositionsReport>()(() =>
    withRange({ ...panelScope.shape, ...reportViewSchema.shape }),
  ),
};
