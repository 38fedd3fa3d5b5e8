import type { PositionValue } from './positions';
import { topBands, inScope, type TopBand, type Watch } from './watch';

/*
 * Change detection for the daily check: pure, so it is tested with fixed data and no
 * clock. The newest day of data is compared with the day before and with the same day a week
 * earlier. A day without data (tracking did not run) is never compared: silence is not a drop.
 */

export interface DayPoint {
  /** 1–100, `out` (not in the top 100 that day), or null (no data that day). */
  position: PositionValue;
  url: string | null;
}

/** One keyword on one device: our domain's days and each competitor's positions, by ISO day. */
export interface WatchedSeries {
  keywordId: number;
  keyword: string;
  groupId: number;
  device: string;
  days: Record<string, DayPoint>;
  /** Competitor domain → ISO day → position. */
  rivals: Record<string, Record<string, PositionValue>>;
}

export type ChangeReason =
  | { kind: 'drop' | 'rise'; span: 'day' | 'week'; by: number }
  | { kind: 'leaveTop' | 'enterTop'; top: TopBand }
  | { kind: 'outOfTop100' }
  | { kind: 'urlChange' }
  | { kind: 'overtaken'; competitor: string; position: number };
export type ReasonKind = ChangeReason['kind'];

/** What changed for one keyword on one device on one day (one Changes entry). */
export interface KeywordChange {
  /** `campaignId|day|keywordId|device`: the same change found twice is stored once. */
  id: string;
  campaignId: number;
  domain: string;
  day: string;
  keywordId: number;
  keyword: string;
  groupId: number;
  device: string;
  before: PositionValue;
  after: PositionValue;
  urlBefore: string | null;
  urlAfter: string | null;
  reasons: ChangeReason[];
  watchIds: string[];
}

/** `out` counts as 101 when measuring a move (a fall from 8 out of the top 100 is ≥ 93). */
const rank = (p: number | 'out') => (p === 'out' ? 101 : p);
const known = (p: PositionValue | undefined): p is number | 'out' => p !== null && p !== undefined;

function moves(
  before: PositionValue,
  after: PositionValue,
  min: number | null,
  span: 'day' | 'week',
) {
  if (min === null || !known(before) || !known(after)) return [];
  const by = rank(after) - rank(before);
  if (Math.abs(by) < min) return [];
  return [{ kind: by > 0 ? ('drop' as const) : ('rise' as const), span, by: Math.abs(by) }];
}

function bands(before: number | 'out', after: number | 'out', tops: readonly number[]) {
  const reasons: ChangeReason[] = [];
  for (const top of topBands) {
    if (!tops.includes(top)) continue;
    const was = rank(before) <= top;
    const is = rank(after) <= top;
    if (was && !is) reasons.push({ kind: 'leaveTop', top });
    if (!was && is) reasons.push({ kind: 'enterTop', top });
  }
  return reasons;
}

/** The reasons one watch finds in one series between `previous` and `day` (and `weekAgo`). */
export function reasonsFor(
  watch: Pick<Watch, 'rules'>,
  series: WatchedSeries,
  days: { day: string; previous: string; weekAgo: string },
): ChangeReason[] {
  const { rules } = watch;
  const now = series.days[days.day];
  const prev = series.days[days.previous];
  const week = series.days[days.weekAgo];
  const reasons: ChangeReason[] = [];
  if (known(now?.position) && known(week?.position)) {
    reasons.push(...moves(week.position, now.position, rules.weekMove, 'week'));
  }
  if (!known(now?.position) || !known(prev?.position)) return reasons;
  const before = prev.position;
  const after = now.position;
  reasons.unshift(...moves(before, after, rules.dayMove, 'day'));
  reasons.push(...bands(before, after, rules.tops));
  if (rules.top100 && before !== 'out' && after === 'out') reasons.push({ kind: 'outOfTop100' });
  if (rules.urlChange && before !== 'out' && after !== 'out' && prev.url && now.url) {
    if (prev.url !== now.url) reasons.push({ kind: 'urlChange' });
  }
  const rival = rules.competitor;
  if (rival) {
    const them = series.rivals[rival] ?? {};
    const was = them[days.previous];
    const is = them[days.day];
    if (typeof is === 'number' && known(was) && rank(was) >= rank(before) && is < rank(after)) {
      reasons.push({ kind: 'overtaken', competitor: rival, position: is });
    }
  }
  return reasons;
}

const sameReason = (a: ChangeReason, b: ChangeReason) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every change the campaign's watches find on `day`: one entry per keyword and device, the
 * reasons of all watches that cover it merged.
 */
export function detectChanges(input: {
  campaignId: number;
  domain: string;
  day: string;
  previous: string;
  weekAgo: string;
  watches: readonly Watch[];
  series: readonly WatchedSeries[];
}): KeywordChange[] {
  const { day, previous, weekAgo } = input;
  const changes: KeywordChange[] = [];
  for (const s of input.series) {
    const reasons: ChangeReason[] = [];
    const watchIds: string[] = [];
    for (const watch of input.watches) {
      if (watch.campaignId !== input.campaignId) continue;
      if (!inScope(watch.scope, s.keywordId, s.groupId)) continue;
      const found = reasonsFor(watch, s, { day, previous, weekAgo });
      if (found.length === 0) continue;
      watchIds.push(watch.id);
      for (const r of found) if (!reasons.some((x) => sameReason(x, r))) reasons.push(r);
    }
    if (reasons.length === 0) continue;
    changes.push({
      id: `${input.campaignId}|${day}|${s.keywordId}|${s.device}`,
      campaignId: input.campaignId,
      domain: input.domain,
      day,
      keywordId: s.keywordId,
      keyword: s.keyword,
      groupId: s.groupId,
      device: s.device,
      before: s.days[previous]?.position ?? null,
      after: s.days[day]?.position ?? null,
      urlBefore: s.days[previous]?.url ?? null,
      urlAfter: s.days[day]?.url ?? null,
      reasons,
      watchIds,
    });
  }
  return changes;
}
