/**
 * From daily positions to report values: one position per bucket (the day's integer for `daily`,
 * the average of the ranked days otherwise) and the ranking URL of the bucket's last ranked day.
 */
import { dayIndex, type Bucket } from './dates.ts';
import type { CampaignRecord, GroupRecord, KeywordRecord } from './model.ts';
import { average, positionAt, type RankType, type Search } from './ranks.ts';
import { rankingUrl } from './urls.ts';
import type { Device } from './tables.ts';

/** How far back rank history goes (the service keeps about half a year for reports). */
export const HISTORY_DAYS = 180;

export function searchOf(group: GroupRecord, keyword: KeywordRecord, device: Device): Search {
  return {
    title: keyword.title,
    engine: group.engine,
    country: group.country,
    location: group.location,
    device,
  };
}

export interface Series {
  seed: number;
  search: Search;
  domain: string;
  type: RankType;
  /** First day with data: the day after the keyword was added, and at most HISTORY_DAYS ago. */
  firstDay: number;
  /** Last day with data: yesterday, or when tracking stopped. */
  lastDay: number;
}

export interface Tracked {
  campaign: CampaignRecord;
  group: GroupRecord;
  keyword: KeywordRecord;
}

/**
 * The last day a keyword was tracked: yesterday, or — when it, its group or its campaign is
 * stopped or deleted — the day that happened (the record's last change). Starting it again brings
 * the whole history back: the emulator keeps statuses, not their past.
 */
function trackingEnd({ campaign, group, keyword }: Tracked, yesterday: number): number {
  const ends = [campaign, group, keyword]
    .filter((record) => record.status !== 'active')
    .map((record) => dayIndex(record.changed));
  return Math.min(yesterday, ...ends);
}

export function seriesOf(
  seed: number,
  tracked: Tracked,
  device: Device,
  domain: string,
  type: RankType,
  now: number,
): Series {
  const today = dayIndex(now);
  return {
    seed,
    search: searchOf(tracked.group, tracked.keyword, device),
    domain,
    type,
    firstDay: Math.max(dayIndex(tracked.keyword.created) + 1, today - HISTORY_DAYS),
    lastDay: trackingEnd(tracked, today - 1),
  };
}

export function dailyPosition(series: Series, day: number): number | undefined {
  if (day < series.firstDay || day > series.lastDay) return undefined;
  return positionAt(series.seed, series.search, series.domain, day, series.type);
}

export interface Point {
  position: number;
  url: string;
}

/** The bucket's value, or undefined when the domain was not ranked on any of its days. */
export function bucketPoint(series: Series, bucket: Bucket): Point | undefined {
  const positions = bucket.days.map((day) => dailyPosition(series, day));
  const position = average(positions);
  if (position === undefined) return undefined;
  let lastRanked = bucket.days[0];
  bucket.days.forEach((day, i) => {
    if (positions[i] !== undefined) lastRanked = day;
  });
  return { position, url: rankingUrl(series.seed, series.domain, series.search.title, lastRanked) };
}
