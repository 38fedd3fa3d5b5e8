import type { RankData } from '@/lib/api/schemas/rank';
import { toServiceDate } from '@/lib/domain/dates';
import { peekCached, putCached } from '@/lib/storage/cache';
import { campaignStructureSchema } from '@/lib/storage/cache-schemas';
import type { CampaignSummary } from '@/lib/messaging/protocol/monitoring/campaigns';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import type { KeywordListItem } from '@/lib/api/schemas/monitoring';
import type { PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';
import { readTitles } from './campaign-titles';
import { listedCampaign } from './campaigns';
import type { MonitoringPort } from './port';
import { assembleKeywords } from './report';
import {
  dataParams,
  hasFilters,
  narrowingOf,
  type Narrowing,
  type ReportView,
} from './report-scope';
import { rankData, type RangeInput } from './report-split';
import { listGroups, listKeywords } from './structure';

/** A positions report's scope: its range, and what it shows beyond the organic default. */
export type ReportInput = RangeInput & Partial<ReportView>;

export const serviceRange = (r: RangeInput) => ({
  datemin: toServiceDate(r.datemin),
  datemax: toServiceDate(r.datemax),
  gap: r.gap,
});

/** What a report is built from besides the rank data: the campaign's live groups and keywords. */
interface Structure {
  groups: GroupSummary[];
  keywords: KeywordListItem[];
}

export const structureKey = (campaignId: number) => `monitoring:structure:${campaignId}`;

/** The report from rank data and, when known, the structure (statuses, devices, deleted ones). */
function buildReport(
  campaign: CampaignSummary,
  input: ReportInput,
  rank: RankData,
  partial: boolean,
  structure: Structure | null,
  narrowed: Narrowing | null,
): PositionsReport {
  const liveGroups = structure?.groups.filter((g) => g.status !== 'delete') ?? [];
  const liveIds = new Set(liveGroups.map((g) => g.id));
  const isLive = (groupId: number) => !structure || liveIds.has(groupId);
  const kept = (id: number) => !narrowed || narrowed.ids.has(id);
  const assembled = assembleKeywords({
    rank,
    campaignDomain: campaign.domain,
    datemin: input.datemin,
    datemax: input.datemax,
    gap: input.gap,
    groups: liveGroups,
    keywords: (structure?.keywords ?? []).filter((k) => isLive(k.groupId) && kept(k.id)),
    competitors: input.competitors ?? [],
  });
  return {
    campaign,
    datemin: input.datemin,
    datemax: input.datemax,
    gap: input.gap,
    type: input.type ?? 'organic',
    competitors: input.competitors ?? [],
    filters: hasFilters(input.filters) ? input.filters : null,
    dates: assembled.dates,
    groups: liveGroups,
    keywords: assembled.keywords.filter(
      (k) => isLive(k.groupId) && k.status !== 'delete' && kept(k.id),
    ),
    partial,
  };
}

export interface ReportStage {
  report: PositionsReport;
  /** False until groups and keyword statuses are in. */
  complete: boolean;
  /** Parts received of a campaign read in parts (report-split.ts). */
  progress: { done: number; total: number } | null;
}

/**
 * The positions table, in the order the user needs it. The first rows need only the rank data (and
 * the campaign's domain, known from the list): that call goes first, and the report is published
 * with the groups and keyword statuses last seen, or none. Groups, keyword statuses and the title
 * follow through `later` (calls that yield to whatever the user asks next), and the complete report
 * is published in place. Deleted groups and keywords are left out of the table.
 */
export async function positionsReport(
  port: MonitoringPort,
  input: ReportInput,
  options: { later?: MonitoringPort; publish?: (stage: ReportStage) => Promise<void> } = {},
): Promise<PositionsReport> {
  const later = options.later ?? port;
  const publish = options.publish ?? (async () => undefined);
  const campaign = await listedCampaign(port, input.campaignId);
  const known =
    (await peekCached(structureKey(input.campaignId), campaignStructureSchema))?.value ?? null;
  let fresh: Structure | null = null;
  // A split read (./report-split.ts) waits for the groups it reads by, never for the keyword list.
  let groupsRead: Promise<GroupSummary[]> | null = null;
  const readGroups = () => (groupsRead ??= listGroups(later, input.campaignId));
  const loadStructure = async (): Promise<Structure> => {
    // Asked for together, so the structure is complete (and kept) sooner.
    const [groups, keywords] = await Promise.all([
      readGroups(),
      listKeywords(later, { campaignId: input.campaignId, deleted: false }),
    ]);
    fresh = { groups, keywords };
    await putCached(structureKey(input.campaignId), fresh);
    return fresh;
  };
  // Service filters: the keyword list says which keywords match, get-data is asked for those.
  const narrowed = hasFilters(input.filters)
    ? narrowingOf(
        await listKeywords(port, {
          campaignId: input.campaignId,
          deleted: false,
          keyword: input.filters.keyword,
          groupName: input.filters.groupName,
          statuses: input.filters.statuses,
        }),
      )
    : null;
  const view: ReportView = {
    type: input.type ?? 'organic',
    competitors: input.competitors ?? [],
  };
  const build = (c: CampaignSummary, rank: RankData, partial: boolean, s: Structure | null) =>
    buildReport(c, input, rank, partial, s, narrowed);
  const { value: rank, partial } =
    narrowed && narrowed.ids.size === 0
      ? { value: { series: [], dates: [] }, partial: false }
      : await rankData(
          port,
          { ...input, ...dataParams(campaign.domain, view, narrowed) },
          async () =>
            narrowed?.groupIds ??
            (known?.groups ?? (await readGroups()))
              .filter((g) => g.status !== 'delete')
              .map((g) => g.id),
          (merged, done, total) =>
            publish({
              report: build(campaign, merged, true, fresh ?? known),
              complete: false,
              progress: { done, total },
            }),
        );
  const shown = fresh ?? known;
  const first = build(campaign, rank, partial, shown);
  await publish({ report: first, complete: false, progress: null });
  const structure = fresh ?? (await loadStructure());
  await readTitles(later, [input.campaignId]);
  const titled = await listedCampaign(later, input.campaignId);
  // Usually nothing changed since the structure and title last seen: the report on screen is
  // complete as it is (building 2,000 keywords × 90 days again takes a tenth of a second).
  const report =
    sameJson(structure, shown) && sameJson(titled, campaign)
      ? first
      : build(titled, rank, partial, structure);
  await publish({ report, complete: true, progress: null });
  return report;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
