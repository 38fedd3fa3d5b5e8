import type { RankDays } from './days';

/**
 * How a site's keywords are spread over the result pages on one day, per device. The bounds are
 * the ones an agency reports (podium, first page, second page, top 50, top 100).
 */
export const positionBuckets = [
  { id: '1-3', min: 1, max: 3 },
  { id: '4-10', min: 4, max: 10 },
  { id: '11-20', min: 11, max: 20 },
  { id: '21-50', min: 21, max: 50 },
  { id: '51-100', min: 51, max: 100 },
] as const;
export type BucketId = (typeof positionBuckets)[number]['id'];

export type BucketCounts = Record<BucketId, number> & {
  /** An entry for the day without a position. */
  'no-position': number;
  /** No entry for the day at all: kept apart, never read as "no position". */
  'no-data': number;
};

/** Where a position falls; averages (weekly/monthly) round to the nearest place first. */
export function bucketOf(position: number): BucketId | null {
  const place = Math.round(position);
  return positionBuckets.find((b) => place >= b.min && place <= b.max)?.id ?? null;
}

/** Per device, how many of the site's keywords were in each bucket on `day`. */
export function bucketsAt(days: RankDays, site: string, day: string): Record<string, BucketCounts> {
  const out: Record<string, BucketCounts> = {};
  for (const device of days.devices) {
    const counts: BucketCounts = {
      '1-3': 0,
      '4-10': 0,
      '11-20': 0,
      '21-50': 0,
      '51-100': 0,
      'no-position': 0,
      'no-data': 0,
    };
    for (const k of days.keywords) {
      const state = days.at(site, k.id, device, day);
      const bucket = state.kind === 'position' ? bucketOf(state.position) : null;
      if (bucket) counts[bucket]++;
      else counts[state.kind === 'no-data' ? 'no-data' : 'no-position']++;
    }
    out[device] = counts;
  }
  return out;
}

export interface TopMoves {
  /** Keyword ids inside the top `depth` at the end but not at the start. */
  entered: number[];
  /** Keyword ids inside at the start but not at the end. */
  exited: number[];
  /** Keywords left out because one end had no data: nothing is known about their move. */
  unknown: number;
}

/**
 * Top-10 and top-3 entries and exits between a period's first and last day, per device. "No
 * position" at one end counts as outside the top (the service said so); "no data" at either end
 * makes the keyword unknown rather than an entry or an exit.
 */
export function topMoves(
  days: RankDays,
  site: string,
  start: string,
  end: string,
): Record<string, { top10: TopMoves; top3: TopMoves }> {
  const out: Record<string, { top10: TopMoves; top3: TopMoves }> = {};
  for (const device of days.devices) {
    const of = (depth: number): TopMoves => {
      const moves: TopMoves = { entered: [], exited: [], unknown: 0 };
      for (const k of days.keywords) {
        const a = days.at(site, k.id, device, start);
        const b = days.at(site, k.id, device, end);
        if (a.kind === 'no-data' || b.kind === 'no-data') {
          moves.unknown++;
          continue;
        }
        const inA = a.kind === 'position' && Math.round(a.position) <= depth;
        const inB = b.kind === 'position' && Math.round(b.position) <= depth;
        if (!inA && inB) moves.entered.push(k.id);
        if (inA && !inB) moves.exited.push(k.id);
      }
      return moves;
    };
    out[device] = { top10: of(10), top3: of(3) };
  }
  return out;
}
