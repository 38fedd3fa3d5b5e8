/**
 * Keyword details: keyword id → device → domain → date → { position, <change>, url } — for
 * `heatmap` and `competitors` (identical, as documented) the tracked domain and the nine strongest
 * other sites; for `top50` every site in the top 50. The change (previous bucket minus this one, so
 * positive means it rose; 0 when it was not there before) and the ranking `url` come with every
 * type: the document gives them for `top50` only, the SDK's KeywordDetails example shows them for
 * `competitors`, spelled `position change` (with a space) — the spelling sent by default
 * (`changeKey`, README "Wire forms").
 */
import { buckets, dayKey, previousBucket, range as dayRange, type Bucket } from './dates.ts';
import type { CampaignRecord, GroupRecord, KeywordRecord, MonitoringState } from './model.ts';
import { average } from './ranks.ts';
import { serpAt } from './serp.ts';
import { rankingUrl } from './urls.ts';
import type { ReportRange } from './report-params.ts';
import { seriesOf } from './series.ts';

export type DetailsType = 'heatmap' | 'competitors' | 'top50';
export const DETAILS_TYPES: readonly DetailsType[] = ['heatmap', 'competitors', 'top50'];

export interface DetailsTarget {
  campaign: CampaignRecord;
  group: GroupRecord;
  keyword: KeywordRecord;
}

type Cell = Record<string, number | string>;

const round2 = (n: number) => Math.round(n * 100) / 100;

type Serps = Map<number, Map<string, number>>;

/** The bucket's average position of a domain and the last day it was seen, when it was. */
function aggregate(serps: Serps, domain: string, bucket: Bucket, depth: number) {
  const positions: number[] = [];
  let lastDay = bucket.days[0];
  for (const day of bucket.days) {
    const position = serps.get(day)?.get(domain);
    if (position === undefined || position > depth) continue;
    positions.push(position);
    lastDay = day;
  }
  const position = average(positions);
  return position === undefined ? undefined : { position, lastDay };
}

function deviceDetails(
  state: MonitoringState,
  target: DetailsTarget,
  device: GroupRecord['devices'][number],
  type: DetailsType,
  range: ReportRange,
  now: number,
  changeKey: string,
) {
  const { campaign, keyword } = target;
  const series = seriesOf(state.seed, target, device, campaign.domain, 'organic', now);
  const before = previousBucket(range.from, range.gap);
  const serps: Serps = new Map();
  for (const day of dayRange(before.days[0], range.to)) {
    if (day < series.firstDay || day > series.lastDay) continue;
    const page = serpAt(state.seed, series.search, campaign.domain, day, 100);
    serps.set(day, new Map(page.map((entry) => [entry.domain, entry.position])));
  }
  const spans = buckets(range.from, range.to, range.gap);
  const depth = type === 'top50' ? 50 : 100;
  let domains: string[];
  if (type === 'top50') {
    const seen = new Set<string>();
    for (const bucket of spans) {
      bucket.days.forEach((day) =>
        serps.get(day)?.forEach((position, domain) => position <= 50 && seen.add(domain)),
      );
    }
    domains = [...seen];
  } else {
    // The nine rivals with the best average position over the range, plus the tracked domain.
    const averages = new Map<string, number[]>();
    for (const day of dayRange(range.from, range.to)) {
      serps
        .get(day)
        ?.forEach((position, domain) =>
          averages.set(domain, [...(averages.get(domain) ?? []), position]),
        );
    }
    const rivals = [...averages.entries()]
      .filter(([domain]) => domain !== campaign.domain)
      .map(([domain, positions]) => ({ domain, mean: average(positions) ?? 101 }))
      .sort((a, b) => a.mean - b.mean)
      .slice(0, 9)
      .map((r) => r.domain);
    domains = [campaign.domain, ...rivals];
  }
  const result: Record<string, Record<string, Cell>> = {};
  for (const domain of domains) {
    const cells: Record<string, Cell> = {};
    let previous = aggregate(serps, domain, before, depth)?.position;
    for (const bucket of spans) {
      const point = aggregate(serps, domain, bucket, depth);
      if (point) {
        cells[dayKey(bucket.start)] = {
          position: point.position,
          [changeKey]: previous === undefined ? 0 : round2(previous - point.position),
          url: rankingUrl(state.seed, domain, keyword.title, point.lastDay),
        };
      }
      previous = point?.position;
    }
    result[domain] = cells;
  }
  return result;
}

export function keywordDetails(
  state: MonitoringState,
  targets: DetailsTarget[],
  type: DetailsType,
  range: ReportRange,
  now: number,
  changeKey: string,
) {
  const result: Record<string, Record<string, unknown>> = {};
  for (const target of targets) {
    const byDevice: Record<string, unknown> = {};
    for (const device of target.group.devices) {
      byDevice[device] = deviceDetails(state, target, device, type, range, now, changeKey);
    }
    result[target.keyword.id] = byDevice;
  }
  return result;
}
