import { overviewSchema } from '@/lib/api/schemas/monitoring';
import { rankDataSchema } from '@/lib/api/schemas/rank';
import { toServiceDate } from '@/lib/domain/dates';
import type {
  CampaignOverview,
  GroupSummary,
  KeywordListItem,
  PositionsReport,
} from '@/lib/messaging/protocol/monitoring';
import { campaignSummary } from './campaigns';
import { groupSummaryOf, statusOf } from './normalise';
import { withPartial } from './partial';
import type { Gap } from '@/lib/domain/gap';
import { allPages, PAGE_SIZE, type MonitoringPort } from './port';
import { assembleKeywords } from './report';
import { monitoringTables } from './tables';

export interface RangeInput {
  campaignId: number;
  datemin: string;
  datemax: string;
  gap: Gap;
}

const serviceRange = (r: RangeInput) => ({
  datemin: toServiceDate(r.datemin),
  datemax: toServiceDate(r.datemax),
  gap: r.gap,
});

export async function listGroups(
  port: MonitoringPort,
  campaignId: number,
): Promise<GroupSummary[]> {
  const [items, tables] = await Promise.all([
    allPages(async (page) => {
      const r = await port.groups.list(campaignId, page, PAGE_SIZE);
      return { count: r.count, items: r.groups };
    }),
    monitoringTables(port).catch(() => ({ engines: [], devices: [] })),
  ]);
  return items.map((g) => groupSummaryOf(g, campaignId, tables.engines));
}

export async function listKeywords(
  port: MonitoringPort,
  input: { campaignId: number; deleted: boolean; keyword?: string; groupName?: string },
): Promise<KeywordListItem[]> {
  const items = await allPages(async (page) => {
    const r = await port.keywords.list({
      campaignId: input.campaignId,
      page,
      perPage: PAGE_SIZE,
      // `delete` in the filter lists only deleted keywords (monitoring.md, list keywords).
      statuses: input.deleted ? ['delete'] : ['active', 'stop'],
      keyword: input.keyword || undefined,
      groupName: input.groupName || undefined,
    });
    return { count: r.count, items: r.keywords };
  });
  return items.map((k) => ({
    id: k.id,
    title: k.title,
    status: statusOf(k.status),
    groupId: k.groupId ?? 0,
    groupStatus: k.groupStatus ? statusOf(k.groupStatus) : null,
  }));
}

/**
 * The positions table in one message: campaign, groups, keywords with their status, and the rank
 * data of the range. Four to five service calls, one after another (the service allows about one
 * a second); deleted groups and keywords are left out of the table.
 */
export async function positionsReport(
  port: MonitoringPort,
  input: RangeInput,
): Promise<PositionsReport> {
  const campaign = await campaignSummary(port, input.campaignId);
  const groups = await listGroups(port, input.campaignId);
  const keywords = await listKeywords(port, { campaignId: input.campaignId, deleted: false });
  const { value: rank, partial } = await withPartial(
    () => port.campaigns.data({ id: input.campaignId, ...serviceRange(input) }),
    rankDataSchema,
  );
  const liveGroups = groups.filter((g) => g.status !== 'delete');
  const liveIds = new Set(liveGroups.map((g) => g.id));
  const assembled = assembleKeywords({
    rank,
    campaignDomain: campaign.domain,
    datemin: input.datemin,
    datemax: input.datemax,
    gap: input.gap,
    groups: liveGroups,
    keywords: keywords.filter((k) => liveIds.has(k.groupId)),
  });
  return {
    campaign,
    datemin: input.datemin,
    datemax: input.datemax,
    gap: input.gap,
    dates: assembled.dates,
    groups: liveGroups,
    keywords: assembled.keywords.filter((k) => liveIds.has(k.groupId) && k.status !== 'delete'),
    partial,
  };
}

/**
 * The service's overview of one campaign. Its answer is keyed by campaign and paged across all
 * campaigns of the account, so pages are read until ours turns up.
 */
export async function campaignOverview(
  port: MonitoringPort,
  input: RangeInput,
): Promise<CampaignOverview> {
  let partial = false;
  for (let page = 0; page < 20; page++) {
    const r = await withPartial(
      () => port.campaigns.overview({ ...serviceRange(input), page }),
      overviewSchema,
    );
    partial ||= r.partial;
    const item = r.value.find((o) => o.id === input.campaignId);
    if (item) {
      return {
        campaignId: input.campaignId,
        keywordsCount: item.keywordsCount.value,
        up: item.keywordsUp.value,
        down: item.keywordsDown.value,
        unchanged: item.keywordsNoChange.value,
        top10: item.keywordsTop10.value,
        visibility: item.visibility.value,
        visibilityChange: item.visibilityChange.value,
        partial,
      };
    }
    if (r.value.length === 0 || r.partial) break;
  }
  return {
    campaignId: input.campaignId,
    keywordsCount: null,
    up: null,
    down: null,
    unchanged: null,
    top10: null,
    visibility: null,
    visibilityChange: null,
    partial,
  };
}
