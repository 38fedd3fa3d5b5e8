import type { OverviewItem, OverviewMetric } from '@/lib/api/schemas/overview';
import type { Gap } from '@/lib/domain/gap';
import type {
  CampaignOverview,
  OverviewFigures,
} from '@/lib/messaging/protocol/monitoring/overview';
import { withPartial } from './partial';
import type { MonitoringPort } from './port';
import { serviceRange } from './positions';
import type { RangeInput } from './report-split';

/** The overview's answer is paged across every campaign of the account: at most this many pages. */
export const MAX_OVERVIEW_PAGES = 20;

export interface OverviewFilter {
  devices?: string[];
  engine?: number;
}

export const figuresOf = (o: OverviewItem): OverviewFigures => ({
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

/**
 * Overview pages for the range and filter, read until `done` says enough or a page is empty.
 * `memo` holds pages already read whole for the same range and filter (the campaign browser's
 * pages share them): those are not asked again, and each new whole page is added.
 */
export async function overviewPages(
  port: MonitoringPort,
  range: { datemin: string; datemax: string; gap: Gap },
  filter: OverviewFilter,
  done: (items: OverviewItem[]) => boolean,
  memo?: Map<number, OverviewItem[]>,
): Promise<{ items: OverviewItem[]; partial: boolean }> {
  const items: OverviewItem[] = [];
  let partial = false;
  for (let page = 0; page < MAX_OVERVIEW_PAGES; page++) {
    const known = memo?.get(page);
    const r = known
      ? { value: known, partial: false }
      : await withPartial(() =>
          port.campaigns.overview({
            ...serviceRange({ ...range, campaignId: 0 }),
            ...(filter.devices ? { devices: filter.devices } : {}),
            ...(filter.engine ? { engine: filter.engine } : {}),
            page,
          }),
        );
    if (!known && !r.partial) memo?.set(page, r.value);
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
