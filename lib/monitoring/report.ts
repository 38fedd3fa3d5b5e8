import type { RankData, RankSeries } from '@/lib/api/schemas/rank';
import { reportKeys, reportPeriods } from '@/lib/domain/dates';
import { dict } from '@/lib/domain/plain-object';
import { toPositionValue } from '@/lib/domain/positions';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import type { KeywordListItem } from '@/lib/api/schemas/monitoring';
import type {
  PositionValue,
  PositionsKeyword,
} from '@/lib/messaging/protocol/monitoring/positions';
import type { Gap } from '@/lib/domain/gap';
import { collectUrls, competitorOf, fillRivals, siteOf } from './report-rivals';

/**
 * Turns the service's rank data (flattened by lib/api) into table-ready keywords: one value per
 * period per device, aligned on the same period list.
 *
 * The service sends no entry for a keyword on a day it was not in the top 100, and no entry when
 * tracking did not run (a missing day). They are told apart by the keyword's group: when other
 * keywords of the same group and device have data for the period, tracking ran, so the keyword's
 * absence means "out of the top 100"; when none has, the period is missing. An explicit leaf with
 * position 0, null or past 100 is "out" too. One exception: a single daily hole between two
 * positions inside the top 80 is a tracking miss (a jump past 100 and back within a day is not
 * plausible), so it stays missing instead of inventing a drop. And a stopped keyword is not
 * tracked after its last data, so those periods stay missing too.
 */
export function assembleKeywords(input: {
  rank: RankData;
  campaignDomain: string;
  datemin: string;
  datemax: string;
  gap: Gap;
  groups: readonly GroupSummary[];
  keywords: readonly KeywordListItem[];
  /** Competitor domains asked for beside the campaign's: their series go to `rivals`. */
  competitors?: readonly string[];
}): { dates: string[]; keywords: PositionsKeyword[] } {
  const { rank, gap, datemin, datemax } = input;
  // The report is asked for the campaign's domain; when it names the domain differently (a
  // `www.` or a scheme) and there is only one, that one is ours. With competitors asked for too,
  // ours is every series that is not a competitor's.
  const competitors = input.competitors ?? [];
  const domains = new Set(rank.series.map((s) => s.domain));
  const own = rank.series.filter((s) =>
    competitors.length
      ? competitorOf(s.domain, competitors) === null
      : domains.size === 1 || siteOf(s.domain) === siteOf(input.campaignDomain),
  );
  const keyOf = reportKeys();
  const received = new Set<string>();
  for (const s of own) for (const p of s.points) received.add(keyOf(p.date));
  const dates = reportPeriods(datemin, datemax, gap, received).filter(
    (d) => gap !== 'daily' || (d >= datemin && d <= datemax),
  );
  const index = new Map(dates.map((d, i) => [d, i]));

  const groupById = new Map(input.groups.map((g) => [g.id, g]));
  const listed = new Map(input.keywords.map((k) => [k.id, k]));
  const rows = new Map<number, PositionsKeyword>();
  const ran = new Map<string, Uint8Array>(); // `${groupId}|${device}` → period had any data
  const hasLeaf = new Map<string, Uint8Array>(); // `${keywordId}|${device}` → entry present

  const row = (id: number, groupId: number, title: string): PositionsKeyword => {
    let r = rows.get(id);
    if (!r) {
      const item = listed.get(id);
      r = {
        id,
        title: item?.title || title,
        groupId: item?.groupId ?? groupId,
        status: item?.status ?? null,
        volume: null,
        cpc: null,
        // Keyed by the device names the service sends: no prototype, own keys only.
        positions: dict(),
        urls: dict(),
        urlHistory: dict(),
        rivals: dict(),
      };
      rows.set(id, r);
    }
    return r;
  };

  for (const s of own) {
    const r = row(s.keywordId, s.groupId, s.keyword.title);
    r.volume ??= s.keyword.volume;
    r.cpc ??= s.keyword.cpc;
    const series = (r.positions[s.device] ??= new Array<PositionValue>(dates.length).fill(null));
    const ranKey = `${s.groupId}|${s.device}`;
    const ranSet = ran.get(ranKey) ?? ran.set(ranKey, new Uint8Array(dates.length)).get(ranKey)!;
    const leafKey = `${s.keywordId}|${s.device}`;
    const leafSet =
      hasLeaf.get(leafKey) ?? hasLeaf.set(leafKey, new Uint8Array(dates.length)).get(leafKey)!;
    fillSeries(s, series, ranSet, leafSet, index, keyOf);
    const url = latestUrl(s);
    if (url || !Object.hasOwn(r.urls, s.device)) r.urls[s.device] = url ?? r.urls[s.device] ?? null;
  }

  // Listed keywords without any data still get a row (and their group's devices).
  for (const k of input.keywords) row(k.id, k.groupId, k.title);

  for (const r of rows.values()) {
    const group = groupById.get(r.groupId);
    const devices = group?.devices.length ? group.devices : Object.keys(r.positions);
    for (const device of devices) {
      const series = (r.positions[device] ??= new Array<PositionValue>(dates.length).fill(null));
      r.urls[device] ??= null;
      const ranSet = ran.get(`${r.groupId}|${device}`);
      const leafSet = hasLeaf.get(`${r.id}|${device}`);
      if (ranSet) markOut(series, ranSet, leafSet, gap, r.status === 'stop');
    }
  }
  collectUrls(rows, own, index, keyOf);
  if (competitors.length) fillRivals(rows, rank.series, competitors, index, keyOf);
  return { dates, keywords: [...rows.values()] };
}

function fillSeries(
  s: RankSeries,
  series: PositionValue[],
  ranSet: Uint8Array,
  leafSet: Uint8Array,
  index: Map<string, number>,
  keyOf: (raw: string) => string,
) {
  for (const p of s.points) {
    const i = index.get(keyOf(p.date));
    if (i === undefined) continue;
    ranSet[i] = 1;
    leafSet[i] = 1;
    // A leaf the service sent is data: a position, or (0 / null / past 100) "out".
    series[i] = toPositionValue(p.position) ?? 'out';
  }
}

function markOut(
  series: PositionValue[],
  ranSet: Uint8Array,
  leafSet: Uint8Array | undefined,
  gap: Gap,
  stopped: boolean,
) {
  // A stopped keyword is not tracked after its last data: that silence is "no data", not "out".
  const lastLeaf = leafSet ? leafSet.lastIndexOf(1) : -1;
  for (let i = 0; i < series.length; i++) {
    if (leafSet?.[i] || !ranSet[i] || (stopped && i > lastLeaf)) continue;
    const lonelyHole =
      gap === 'daily' &&
      leafSet?.[i - 1] === 1 &&
      leafSet?.[i + 1] === 1 &&
      isInside(series[i - 1]) &&
      isInside(series[i + 1]);
    series[i] = lonelyHole ? null : 'out';
  }
}

const isInside = (v: PositionValue | undefined) => typeof v === 'number' && v <= 80;

function latestUrl(s: RankSeries): string | null {
  for (let i = s.points.length - 1; i >= 0; i--) if (s.points[i].url) return s.points[i].url;
  return null;
}
