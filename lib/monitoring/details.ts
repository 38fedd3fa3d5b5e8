import type { DetailSeries } from '@/lib/api/schemas/rank';
import { reportKeys, reportPeriods, toServiceDate } from '@/lib/domain/dates';
import { latest, positionSortKey, toPositionValue } from '@/lib/domain/positions';
import type { DetailType } from '@/lib/domain/detail-type';
import type {
  DetailsDomain,
  KeywordDetails,
  KeywordsDetails,
} from '@/lib/messaging/protocol/monitoring/details';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';
import { withPartial } from './partial';
import type { Gap } from '@/lib/domain/gap';
import type { MonitoringPort } from './port';
import { dict } from '@/lib/domain/plain-object';

interface DetailsInput {
  type: DetailType;
  datemin: string;
  datemax: string;
  gap: Gap;
}

/** The service refuses very long id lists; bigger selections are asked for in slices. */
export const DETAILS_SLICE = 50;

/** Other domains ranking for a keyword, per device, aligned on one period list. */
export async function keywordDetails(
  port: MonitoringPort,
  input: DetailsInput & { keywordId: number },
): Promise<KeywordDetails> {
  const many = await keywordsDetails(port, { ...input, keywordIds: [input.keywordId] });
  return many.keywords[0];
}

/**
 * Keyword details of several keywords (`id` as an array: ../shared/spec/monitoring.md, keyword
 * details), one request per slice of DETAILS_SLICE ids, every keyword on one period list.
 */
export async function keywordsDetails(
  port: MonitoringPort,
  input: DetailsInput & { keywordIds: number[] },
): Promise<KeywordsDetails> {
  const series: DetailSeries[] = [];
  let partial = false;
  for (let i = 0; i < input.keywordIds.length; i += DETAILS_SLICE) {
    const ids = input.keywordIds.slice(i, i + DETAILS_SLICE);
    const answer = await withPartial(() =>
      port.keywords.details({
        ids,
        type: input.type,
        datemin: toServiceDate(input.datemin),
        datemax: toServiceDate(input.datemax),
        gap: input.gap,
      }),
    );
    partial ||= answer.partial;
    // One keyword asked, one keyed otherwise: the answer is that keyword's.
    const keyedOtherwise =
      ids.length === 1 && answer.value.series.every((s) => !ids.includes(s.keywordId));
    series.push(
      ...(keyedOtherwise
        ? answer.value.series.map((s) => ({ ...s, keywordId: ids[0] }))
        : answer.value.series),
    );
  }
  const keyOf = reportKeys();
  const dates = reportPeriods(
    input.datemin,
    input.datemax,
    input.gap,
    series.flatMap((s) => s.points.map((p) => keyOf(p.date))),
  ).filter((d) => input.gap !== 'daily' || (d >= input.datemin && d <= input.datemax));
  const index = new Map(dates.map((d, i) => [d, i]));
  const keywords = input.keywordIds.map((keywordId) => ({
    keywordId,
    type: input.type,
    dates,
    devices: devicesOf(
      series.filter((s) => s.keywordId === keywordId),
      index,
      keyOf,
    ),
    partial,
  }));
  return { type: input.type, dates, keywords, partial };
}

function devicesOf(
  mine: DetailSeries[],
  index: Map<string, number>,
  keyOf: (raw: string) => string,
): Record<string, DetailsDomain[]> {
  const devices = dict<DetailsDomain[]>(); // keyed by the service's device names
  for (const s of mine) {
    const positions = new Array<PositionValue>(index.size).fill(null);
    let url: string | null = null;
    let change: number | null = null;
    for (const p of s.points) {
      const i = index.get(keyOf(p.date));
      if (i === undefined) continue;
      positions[i] = toPositionValue(p.position) ?? 'out';
      if (p.url) url = p.url;
      change = p.positionChange ?? change;
    }
    if (change === null) change = computedChange(positions);
    (devices[s.device] ??= []).push({ domain: s.domain, positions, change, url });
  }
  for (const list of Object.values(devices)) {
    list.sort(
      (a, b) =>
        positionSortKey(latest(a.positions).value) - positionSortKey(latest(b.positions).value) ||
        a.domain.localeCompare(b.domain),
    );
  }
  return devices;
}

/** Previous period with data against the latest one; positive = moved up. */
function computedChange(positions: PositionValue[]): number | null {
  const last = latest(positions);
  if (typeof last.value !== 'number') return null;
  const before = latest(positions.slice(0, last.index)).value;
  return typeof before === 'number' ? Math.round((before - last.value) * 10) / 10 : null;
}
