/**
 * Overview data: per campaign, for each date bucket, how many tracked keyword-device pairs rose,
 * fell or held versus the previous bucket, how many sit in the top 10, and the visibility (the
 * volume-weighted share of clicks the positions would earn, 0–100) with its change. Every metric
 * is keyed by date like the reports (the documents only say "typed as arrays"). A pair counts as
 * "up" when it appeared or its rounded position improved, "down" when it vanished or worsened,
 * "no change" otherwise — so up + down + no change = keywords_count.
 */
import { buckets, dayIndex, dayKey, previousBucket, type Bucket } from './dates.ts';
import type { CampaignRecord, MonitoringState } from './model.ts';
import type { ReportRange } from './report-params.ts';
import { bucketPoint, seriesOf, type Series } from './series.ts';
import type { Device } from './tables.ts';

/** Click-through rate by position (1–10), then flat tails: a common organic CTR curve. */
const CTR_TOP10 = [31.7, 24.7, 18.7, 13.6, 9.5, 6.2, 4.2, 3.1, 3.0, 2.5];

export function ctr(position: number | undefined): number {
  if (position === undefined) return 0;
  const rounded = Math.max(1, Math.round(position));
  if (rounded <= 10) return CTR_TOP10[rounded - 1];
  if (rounded <= 20) return 1.0;
  if (rounded <= 50) return 0.3;
  return 0.1;
}

export interface OverviewFilter {
  devices: Device[];
  /** 0: every engine. */
  engine: number;
}

interface Unit {
  series: Series;
  volume: number;
  addedDay: number;
}

function unitsOf(
  state: MonitoringState,
  campaign: CampaignRecord,
  filter: OverviewFilter,
  now: number,
) {
  const units: Unit[] = [];
  for (const group of Object.values(state.groups)) {
    if (group.campaignId !== campaign.id || group.status === 'delete') continue;
    if (filter.engine !== 0 && group.engine !== filter.engine) continue;
    for (const keyword of Object.values(state.keywords)) {
      if (keyword.groupId !== group.id || keyword.status === 'delete') continue;
      for (const device of group.devices) {
        if (!filter.devices.includes(device)) continue;
        const tracked = { campaign, group, keyword };
        const series = seriesOf(state.seed, tracked, device, campaign.domain, 'organic', now);
        units.push({ series, volume: keyword.volume, addedDay: dayIndex(keyword.created) });
      }
    }
  }
  return units;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function visibility(units: Unit[], positions: (number | undefined)[]): number {
  const total = units.reduce((sum, u) => sum + u.volume, 0);
  if (total === 0) return 0;
  const earned = units.reduce((sum, u, i) => sum + u.volume * ctr(positions[i]), 0);
  return round2((100 * earned) / (total * CTR_TOP10[0]));
}

export function overviewItem(
  state: MonitoringState,
  campaign: CampaignRecord,
  range: ReportRange,
  filter: OverviewFilter,
  now: number,
) {
  const units = unitsOf(state, campaign, filter, now);
  const spans = buckets(range.from, range.to, range.gap);
  const metric = () => ({}) as Record<string, number>;
  const item = {
    id: campaign.id,
    name: campaign.title,
    domain: campaign.domain,
    status: campaign.status,
    keywords_count: metric(),
    keywords_count_up: metric(),
    keywords_count_no_change: metric(),
    keywords_count_down: metric(),
    keywords_top10_count: metric(),
    visibility: metric(),
    visibility_change: metric(),
  };
  const positionsIn = (bucket: Bucket) => units.map((u) => bucketPoint(u.series, bucket)?.position);
  const first = previousBucket(range.from, range.gap);
  let previous = positionsIn(first);
  const trackedBy = (day: number) => units.filter((u) => u.addedDay <= day);
  const pick = (positions: (number | undefined)[], day: number) =>
    positions.filter((_, i) => units[i].addedDay <= day);
  const lastOf = (bucket: Bucket) => bucket.days[bucket.days.length - 1];
  // Each bucket's visibility against the one shown before it, so change[d] = vis[d] − vis[d−1].
  let previousVisibility = visibility(trackedBy(lastOf(first)), pick(previous, lastOf(first)));
  for (const bucket of spans) {
    const current = positionsIn(bucket);
    const key = dayKey(bucket.start);
    const lastDay = lastOf(bucket);
    let count = 0;
    let up = 0;
    let down = 0;
    let top10 = 0;
    units.forEach((u, i) => {
      if (u.addedDay > lastDay) return; // not tracked yet in this period
      count++;
      const now = current[i] === undefined ? undefined : Math.round(current[i]);
      const before = previous[i] === undefined ? undefined : Math.round(previous[i]);
      if (now !== undefined && (before === undefined || now < before)) up++;
      else if (before !== undefined && (now === undefined || now > before)) down++;
      if (current[i] !== undefined && current[i] <= 10) top10++;
    });
    const shown = visibility(trackedBy(lastDay), pick(current, lastDay));
    item.keywords_count[key] = count;
    item.keywords_count_up[key] = up;
    item.keywords_count_down[key] = down;
    item.keywords_count_no_change[key] = count - up - down;
    item.keywords_top10_count[key] = top10;
    item.visibility[key] = shown;
    item.visibility_change[key] = round2(shown - previousVisibility);
    previous = current;
    previousVisibility = shown;
  }
  return item;
}
