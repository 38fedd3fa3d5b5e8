import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import type { KeywordListItem } from '@/lib/api/schemas/monitoring';
import { liveStatuses, type LiveStatus } from '@/lib/domain/entity-status';
import { logCaught } from '@/lib/diagnostics/log';
import { groupSummaryOf } from './normalise';
import { allPages, PAGE_SIZE, type MonitoringPort } from './port';
import { monitoringEngines } from './tables';

/*
 * A campaign's groups and keywords as the service lists them, every page read. The positions
 * report builds on them (./positions.ts), and so does reading back what a create made
 * (./created.ts); neither owns them.
 */

export async function listGroups(
  port: MonitoringPort,
  campaignId: number,
): Promise<GroupSummary[]> {
  // Only the engines table: the devices table is the group forms' (./tables.ts), and reading it
  // here cost the side panel's fill a request it never used.
  const [items, engines] = await Promise.all([
    allPages(async (page) => {
      const r = await port.groups.list({ campaignId, page, itemsPerPage: PAGE_SIZE });
      return { count: r.count, items: r.groups };
    }),
    monitoringEngines(port).catch((error: unknown) => {
      // Names of engines are a label: the groups are still listed without them.
      void logCaught('monitoring: reading the engines table', error);
      return [];
    }),
  ]);
  return items.map((g) => groupSummaryOf(g, campaignId, engines));
}

export async function listKeywords(
  port: MonitoringPort,
  input: {
    campaignId: number;
    deleted: boolean;
    keyword?: string;
    groupName?: string;
    statuses?: LiveStatus[];
  },
): Promise<KeywordListItem[]> {
  const items = await allPages(async (page) => {
    const r = await port.keywords.list({
      campaignId: input.campaignId,
      page,
      itemsPerPage: PAGE_SIZE,
      // `delete` in the filter lists only deleted keywords (../shared/spec/monitoring.md, list
      // keywords).
      statuses: input.deleted
        ? ['delete']
        : input.statuses?.length
          ? input.statuses
          : [...liveStatuses],
      keyword: input.keyword || undefined,
      groupName: input.groupName || undefined,
    });
    return { count: r.count, items: r.keywords };
  });
  return items;
}
