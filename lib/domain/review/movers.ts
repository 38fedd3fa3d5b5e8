import { daysOf, NO_DATA_PLACE, NO_POSITION_PLACE, type Period, type RankDays } from './days';

/**
 * A move of five places on a keyword searched 10,000 times a month matters more to a client than
 * one of fifty on a keyword searched ten times, so movers are ranked by places gained × monthly
 * search volume. `moverWeighting` is that rule as data, for the review to print.
 */
export const moverWeighting = {
  formula: 'places gained (first day with a position − last day with a position) × search volume',
  ends: "the period's first and last day on which the keyword had a position",
  withoutVolume: 'keywords without a search volume are not ranked; their count is given',
} as const;

export interface Mover {
  keywordId: number;
  title: string;
  volume: number;
  from: { day: string; position: number; url: string | null };
  to: { day: string; position: number; url: string | null };
  /** Places gained: positive up, negative down. */
  places: number;
  /** `places × volume`, the rank order. */
  weight: number;
  /** Another page of the site ranks at the end than at the start. */
  urlChanged: boolean;
}

export interface Movers {
  gains: Mover[];
  losses: Mover[];
  /** Keywords that moved but have no search volume to weight them by. */
  withoutVolume: number;
}

/**
 * The biggest weighted gains and losses of one device over a period. A keyword needs two days with
 * a position to move; "no position" and "no data" days are skipped, not read as a place.
 */
export function movers(
  days: RankDays,
  site: string,
  device: string,
  period: Period,
  limit = 5,
): Movers {
  const all: Mover[] = [];
  let withoutVolume = 0;
  const dayList = daysOf(period);
  const indexes = dayList.map((day) => days.dayIndex(day));
  const ranks = (place: number) => place !== NO_DATA_PLACE && place !== NO_POSITION_PLACE;
  for (const k of days.keywords) {
    const row = days.row(site, k.id, device);
    const first = indexes.findIndex((index) => ranks(row.place(index)));
    const last = indexes.findLastIndex((index) => ranks(row.place(index)));
    const end = (i: number) => {
      const state = row.at(indexes[i]);
      return state.kind === 'position'
        ? { day: dayList[i], position: state.position, url: state.url }
        : null;
    };
    // Both ends are days with a position, or the keyword had fewer than two: it did not move.
    const from = first === last ? null : end(first);
    const to = from && end(last);
    if (!from || !to) continue;
    const places = from.position - to.position;
    if (places === 0) continue;
    if (k.volume === null) {
      withoutVolume++;
      continue;
    }
    all.push({
      keywordId: k.id,
      title: k.title,
      volume: k.volume,
      from,
      to,
      places,
      weight: places * k.volume,
      urlChanged: from.url !== to.url,
    });
  }
  const byWeight = (a: Mover, b: Mover) => b.weight - a.weight || a.keywordId - b.keywordId;
  return {
    gains: all
      .filter((m) => m.weight > 0)
      .sort(byWeight)
      .slice(0, limit),
    losses: all
      .filter((m) => m.weight < 0)
      .sort((a, b) => a.weight - b.weight || a.keywordId - b.keywordId)
      .slice(0, limit),
    withoutVolume,
  };
}
