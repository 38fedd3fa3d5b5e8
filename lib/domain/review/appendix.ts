import type { RankData } from '@/lib/api/schemas/rank';
import type { DayState, Period, RankDays } from './days';

/**
 * The review's appendix: every keyword of the answer with where the site stood at both ends of
 * both periods, per device. Volume, CPC and the ranking URL are what the detailed-data answer
 * carries (../shared/spec/monitoring.md "Detailed data": `keyword.volume`, `keyword.cpc`, and a
 * `url` in every day's leaf); a keyword the answer sent without one has null, which the review says
 * as missing from the answer, never as 0.
 */
export interface AppendixEnds {
  previousStart: DayState;
  previousEnd: DayState;
  start: DayState;
  end: DayState;
}

export interface AppendixRow {
  keywordId: number;
  title: string;
  groupId: number;
  volume: number | null;
  cpc: number | null;
  devices: Record<string, AppendixEnds>;
}

/** The CPC the answer gave each keyword (the first series met; every domain's carries the same). */
function cpcByKeyword(rank: RankData): Map<number, number | null> {
  const out = new Map<number, number | null>();
  for (const s of rank.series) if (!out.has(s.keywordId)) out.set(s.keywordId, s.keyword.cpc);
  return out;
}

/** One row per keyword, in the answer's keyword order (by id), for the site. */
export function appendixRows(
  rank: RankData,
  days: RankDays,
  site: string,
  period: Period,
  previous: Period,
): AppendixRow[] {
  const cpc = cpcByKeyword(rank);
  return days.keywords.map((k) => ({
    keywordId: k.id,
    title: k.title,
    groupId: k.groupId,
    volume: k.volume,
    cpc: cpc.get(k.id) ?? null,
    devices: Object.fromEntries(
      days.devices.map((device) => {
        const at = (day: string) => days.at(site, k.id, device, day);
        const ends: AppendixEnds = {
          previousStart: at(previous.from),
          previousEnd: at(previous.to),
          start: at(period.from),
          end: at(period.to),
        };
        return [device, ends];
      }),
    ),
  }));
}
