import type { RankDataParams } from '@/lib/api/monitoring/campaign-params';
import type { RankType } from '@/lib/domain/rank-type';
import type { KeywordListItem } from '@/lib/api/schemas/monitoring';
import type { ReportFilters } from '@/lib/messaging/protocol/monitoring/positions';

/*
 * How a positions report is narrowed at the service (../shared/spec/monitoring.md §4). The
 * keyword list takes the filters a person types (`keyword` and `group_name`, parts allowed;
 * `status`); the detailed data takes only whole groups (`group_nid_mv`) and whole keywords
 * (`keyword` equal). So the list is asked first, and its answer becomes the get-data filters:
 * the groups the matching keywords are in and their full phrases. The phrase filter is left out
 * past MAX_PHRASES (a body of thousands of phrases helps nobody); the table keeps only the
 * matching ids either way.
 */

export interface ReportView {
  type: RankType;
  competitors: string[];
  filters?: ReportFilters | null;
}

/** What the service filters matched: the keyword ids the table keeps and the get-data filters. */
export interface Narrowing {
  ids: Set<number>;
  groupIds: number[];
  keywords: string[] | undefined;
}

const MAX_PHRASES = 500;

/** True when the filters narrow anything (an empty form is no filter). */
export function hasFilters(filters: ReportFilters | null | undefined): filters is ReportFilters {
  return Boolean(filters && (filters.keyword || filters.groupName || filters.statuses?.length));
}

/** The narrowing from the keywords the filtered keyword list gave. */
export function narrowingOf(listed: readonly KeywordListItem[]): Narrowing {
  const live = listed.filter((k) => k.status !== 'delete');
  return {
    ids: new Set(live.map((k) => k.id)),
    groupIds: [...new Set(live.map((k) => k.groupId).filter((g) => g > 0))].sort((a, b) => a - b),
    keywords: live.length <= MAX_PHRASES ? [...new Set(live.map((k) => k.title))] : undefined,
  };
}

/** The get-data parameters of a view: `type`, `domains` (ours first) and the narrowing filters. */
export function dataParams(
  campaignDomain: string,
  view: ReportView,
  narrowed: Narrowing | null,
): Pick<RankDataParams, 'type' | 'domains' | 'groupIds' | 'keywords'> {
  return {
    ...(view.type !== 'organic' ? { type: view.type } : {}),
    ...(view.competitors.length ? { domains: [campaignDomain, ...view.competitors] } : {}),
    ...(narrowed ? { groupIds: narrowed.groupIds, keywords: narrowed.keywords } : {}),
  };
}
