import type { OverviewItem, OverviewMetric } from '@/lib/api/schemas/overview';
import type { Gap } from '@/lib/domain/gap';
import type {
  BrowsedCampaign,
  CampaignBrowse,
  CampaignOverview,
  OverviewFigures,
} from '@/lib/messaging/protocol/monitoring/overview';
import type { EntityStatus } from '@/lib/domain/entity-status';
import { campaignTypes } from '@/lib/domain/campaign-type';
import { withTitles } from './campaign-titles';
import { summaryOf } from './normalise';
import { withPartial } from './partial';
import { allPages, PAGE_SIZE, type MonitoringPort } from './port';
import { serviceRange, type RangeInput } from './positions';

/** The overview's answer is paged across every campaign of the account: at most this many pages. */
const MAX_PAGES = 20;

export interface OverviewFilter {
  devices?: string[];
  engine?: number;
}

const figuresOf = (o: OverviewItem): OverviewFigures => ({
  keywordsCount: o.keywordsCount.value,
  up: o.keywordsUp.value,
  down: o.keywordsDown.value,
  unchanged: o.keywordsNoChange.value,
  top10: o.keywordsTop10.value,
  visibility: o.visibility.value,
  visibilityChange: o.visibilityChange.value,
});

const noFigures: OverviewFigures = {
  keywordsCount: null,
  up: null,
  down: null,
  unchanged: null,
  top10: null,
  visibility: null,
  visibilityChange: null,
};

const isoDay = (key: string) =>
  /^\d{8}$/.test(key) ? `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}` : key;

/**
 * The history the service sends with each figure (every metric keyed by period): one point per
 * period, oldest first. A metric sent as a plain number has no history and adds no point.
 */
export function seriesOf(o: OverviewItem): CampaignOverview['series'] {
  const metrics: [keyof OverviewFigures, OverviewMetric][] = [
    ['keywordsCount', o.keywordsCount],
    ['up', o.keywordsUp],
    ['down', o.keywordsDown],
    ['unchanged', o.keywordsNoChange],
    ['top10', o.keywordsTop10],
    ['visibility', o.visibility],
    ['visibilityChange', o.visibilityChange],
  ];
  const byDate = new Map<string, CampaignOverview['series'][number]>();
  const empty = (date: string) => ({ date, ...noFigures });
  for (const [name, metric] of metrics) {
    for (const point of metric.series) {
      const date = isoDay(point.key);
      const row = byDate.get(date) ?? empty(date);
      row[name] = point.value;
      byDate.set(date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Overview pages for the range and filter, read until `done` says enough or a page is empty. */
async function overviewPages(
  port: MonitoringPort,
  range: { datemin: string; datemax: string; gap: Gap },
  filter: OverviewFilter,
  done: (items: OverviewItem[]) => boolean,
): Promise<{ items: OverviewItem[]; partial: boolean }> {
  const items: OverviewItem[] = [];
  let partial = false;
  for (let page = 0; page < MAX_PAGES; page++) {
    const r = await withPartial(() =>
      port.campaigns.overview({
        ...serviceRange({ ...range, campaignId: 0 }),
        ...(filter.devices ? { devices: filter.devices } : {}),
        ...(filter.engine ? { engine: filter.engine } : {}),
        page,
      }),
    );
    partial ||= r.partial;
    items.push(...r.value);
    if (r.value.length === 0 || r.partial || done(items)) break;
  }
  return { items, partial };
}

/** The service's overview of one campaign: pages are read until ours turns up. */
export async function campaignOverview(
  port: MonitoringPort,
  input: RangeInput & OverviewFilter,
): Promise<CampaignOverview> {
  const { items, partial } = await overviewPages(port, input, input, (all) =>
    all.some((o) => o.id === input.campaignId),
  );
  const item = items.find((o) => o.id === input.campaignId);
  return {
    campaignId: input.campaignId,
    ...(item ? figuresOf(item) : noFigures),
    series: item ? seriesOf(item) : [],
    partial,
  };
}

export interface BrowseInput {
  datemin: string;
  datemax: string;
  gap: Gap;
  title?: string;
  status?: EntityStatus[];
  engine?: number;
  bookmark?: 0 | 1;
}

/**
 * Every campaign the service's list filters keep (own and shared, both types), with its overview
 * figures over the range. The list names no titles: the overview's `name` is the title, and what
 * Stormlens learnt from retrieve fills in for campaigns the overview leaves out (deleted ones).
 */
export async function browseCampaigns(
  port: MonitoringPort,
  input: BrowseInput,
): Promise<CampaignBrowse> {
  const listed = await allPages(async (page) => {
    const r = await port.campaigns.list({
      types: [...campaignTypes],
      page,
      itemsPerPage: PAGE_SIZE,
      ...(input.title ? { title: input.title } : {}),
      ...(input.status?.length ? { statuses: input.status } : {}),
      ...(input.engine ? { engine: input.engine } : {}),
      ...(input.bookmark !== undefined ? { bookmark: input.bookmark } : {}),
    });
    return { count: r.count, items: r.campaigns };
  });
  const wanted = new Set(listed.filter((c) => c.status !== 'delete').map((c) => c.id));
  const { items, partial } = wanted.size
    ? await overviewPages(port, input, {}, (all) =>
        [...wanted].every((id) => all.some((o) => o.id === id)),
      )
    : { items: [], partial: false };
  const byId = new Map(items.map((o) => [o.id, o]));
  const summaries = await withTitles(listed.map((c) => summaryOf(c)));
  const campaigns: BrowsedCampaign[] = summaries.map((s) => {
    const o = byId.get(s.id);
    // List items carry no title: the overview's name is the campaign's title.
    const title = o?.name && s.title === s.domain ? o.name : s.title;
    return { ...s, title, overview: o ? figuresOf(o) : null };
  });
  campaigns.sort((a, b) => a.title.localeCompare(b.title));
  return { campaigns, partial };
}
