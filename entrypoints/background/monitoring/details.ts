import { keywordDetailsSchema } from '@/lib/api/schemas/rank';
import { periodStart, reportPeriods, toServiceDate } from '@/lib/domain/dates';
import { latest, positionSortKey, toPositionValue } from '@/lib/domain/positions';
import type {
  DetailsDomain,
  KeywordDetails,
  PositionValue,
} from '@/lib/messaging/protocol/monitoring';
import { withPartial } from './partial';
import type { Gap } from '@/lib/domain/gap';
import type { DetailType } from '@/lib/domain/detail-type';
import type { MonitoringPort } from './port';
import { dict } from '@/lib/domain/plain-object';

/** Other domains ranking for a keyword, per device, aligned on one period list. */
export async function keywordDetails(
  port: MonitoringPort,
  input: {
    keywordId: number;
    type: DetailType;
    datemin: string;
    datemax: string;
    gap: Gap;
  },
): Promise<KeywordDetails> {
  const { value, partial } = await withPartial(
    () =>
      port.keywords.details({
        ids: [input.keywordId],
        type: input.type,
        datemin: toServiceDate(input.datemin),
        datemax: toServiceDate(input.datemax),
        gap: input.gap,
      }),
    keywordDetailsSchema,
  );
  const keyOf = (raw: string) => periodStart(raw) ?? raw;
  const mine = value.series.filter(
    (s) =>
      s.keywordId === input.keywordId || value.series.every((x) => x.keywordId === s.keywordId),
  );
  const dates = reportPeriods(
    input.datemin,
    input.datemax,
    input.gap,
    mine.flatMap((s) => s.points.map((p) => keyOf(p.date))),
  ).filter((d) => input.gap !== 'daily' || (d >= input.datemin && d <= input.datemax));
  const index = new Map(dates.map((d, i) => [d, i]));
  const devices = dict<DetailsDomain[]>(); // keyed by the service's device names
  for (const s of mine) {
    const positions = new Array<PositionValue>(dates.length).fill(null);
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
  return { keywordId: input.keywordId, type: input.type, dates, devices, partial };
}

/** Previous period with data against the latest one; positive = moved up. */
function computedChange(positions: PositionValue[]): number | null {
  const last = latest(positions);
  if (typeof last.value !== 'number') return null;
  const before = latest(positions.slice(0, last.index)).value;
  return typeof before === 'number' ? Math.round((before - last.value) * 10) / 10 : null;
}
