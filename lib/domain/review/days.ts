import type { RankData, RankPoint } from '@/lib/api/schemas/rank';
import { periodsOf } from '@/lib/domain/dates';
import { siteHost } from '@/lib/domain/domain-match';
import { toPositionValue } from '@/lib/domain/positions';

/**
 * The site review's reading of the detailed-data answer (../shared/spec/monitoring.md "Detailed
 * data", flattened by lib/api/schemas/rank.ts): what one domain's keyword had on one device on one
 * day. Unlike the side panel (lib/monitoring/report.ts), the review infers nothing from silence:
 * the service's tracking depth is undocumented, so a day without an entry is "no data", never
 * "out of the top 100", never a position and never 0. Only an entry the service sent without a
 * usable position (null, 0, past 100: `toPositionValue`'s "out") is "no position that day".
 */
export type DayState =
  | { kind: 'position'; position: number; url: string | null }
  | { kind: 'no-position' }
  | { kind: 'no-data' };

const NO_DATA: DayState = { kind: 'no-data' };
const NO_POSITION: DayState = { kind: 'no-position' };

/** A period of calendar days, `YYYY-MM-DD`, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** A tracked keyword as the answer describes it (one group, one search volume). */
export interface ReviewKeyword {
  id: number;
  title: string;
  groupId: number;
  /** Monthly search volume; null when the service sent none (never weighted as 0). */
  volume: number | null;
}

/** `DayRow.place` of a day without an entry, and of an entry without a position. */
export const NO_DATA_PLACE = 0;
export const NO_POSITION_PLACE = 255;

/** One domain's keyword on one device, read by `RankDays.dayIndex` (any other index: no data). */
export interface DayRow {
  at(index: number): DayState;
  /**
   * The day's position rounded to a whole place (as the buckets, the top 10 and the CTR curve
   * read it), else `NO_DATA_PLACE` or `NO_POSITION_PLACE`: the same answer as `at` without
   * making a state, for the sums that read every day of every keyword.
   */
  place(index: number): number;
}

export interface RankDays {
  keywords: ReviewKeyword[];
  /** Devices present in the answer, as the service names them. */
  devices: string[];
  /** What `domain` (any spelling: `www.`, scheme) had for the keyword on the device that day. */
  at(domain: string, keywordId: number, device: string, day: string): DayState;
  /** The day's number in the answer's own day list; -1 for a day the answer does not hold. */
  dayIndex(day: string): number;
  /** One domain, keyword and device, found once for a loop over many days. */
  row(domain: string, keywordId: number, device: string): DayRow;
}

/**
 * One domain's keyword on one device over the answer's days: `cells[i]` is 1 + the index in
 * `points` of day i's entry (0: none), `places[i]` its `place`. `points` is the series' own list
 * until a second series lands on the same row (another engine, another spelling of the domain);
 * then it is a copy the other's days are added to, so the answer is never changed.
 */
class Row implements DayRow {
  private copied = false;
  constructor(
    private points: RankPoint[],
    private cells: Int32Array,
    private places: Uint8Array,
  ) {}

  at(index: number): DayState {
    const cell = this.cells[index];
    if (!cell) return NO_DATA;
    const point = this.points[cell - 1];
    const value = toPositionValue(point.position);
    return typeof value === 'number'
      ? { kind: 'position', position: value, url: point.url }
      : NO_POSITION;
  }

  place(index: number): number {
    return this.places[index] ?? NO_DATA_PLACE;
  }

  /** Adds a series' entries for the days the row has none of yet. */
  add(points: RankPoint[], numberOf: (day: string, after: number) => number): void {
    let day = -1;
    for (let i = 0; i < points.length; i++) {
      day = numberOf(points[i].date, day);
      if (day >= this.cells.length) this.grow(day + 1);
      if (this.cells[day]) continue;
      if (this.points !== points && !this.copied) {
        this.points = [...this.points];
        this.copied = true;
      }
      this.cells[day] = this.points === points ? i + 1 : this.points.push(points[i]);
      const value = toPositionValue(points[i].position);
      this.places[day] = typeof value === 'number' ? Math.round(value) : NO_POSITION_PLACE;
    }
  }

  /** Room for a day the answer's day list lacked. */
  private grow(size: number): void {
    const cells = new Int32Array(size);
    const places = new Uint8Array(size);
    cells.set(this.cells);
    places.set(this.places);
    this.cells = cells;
    this.places = places;
  }
}

const noRow = new Row([], new Int32Array(0), new Uint8Array(0));

/**
 * Indexes the answer by domain, device, keyword and day. A group tracks one engine and one
 * location (../shared/spec/monitoring.md "Groups"), so a keyword has one series per device; when
 * an answer still holds several, the first entry met for a day is kept.
 *
 * A 5,000-keyword review over two 90-day periods with three competitors reads millions of days:
 * they are numbered once (the answer's day list) and held in small typed arrays per series,
 * never as a key string and a state object per day, which took half a minute and gigabytes.
 */
export function rankDays(rank: RankData): RankDays {
  const dayList = [...rank.dates];
  const days = new Map(dayList.map((day, i) => [day, i]));
  // Points come sorted by date, so the next day is tried before the map. A day the answer's list
  // lacks still counts: it gets the next number.
  const numberOf = (day: string, after: number): number => {
    if (dayList[after + 1] === day) return after + 1;
    let i = days.get(day);
    if (i === undefined) days.set(day, (i = dayList.push(day) - 1));
    return i;
  };
  // A review asks hundreds of thousands of days of a handful of domains: each is parsed once.
  const hosts = new Map<string, string>();
  const hostOf = (domain: string): string => {
    let host = hosts.get(domain);
    if (host === undefined) hosts.set(domain, (host = siteHost(domain) ?? domain));
    return host;
  };
  const rows = new Map<string, Map<string, Map<number, Row>>>();
  const keywords = new Map<number, ReviewKeyword>();
  const devices = new Set<string>();
  for (const s of rank.series) {
    devices.add(s.device);
    if (!keywords.has(s.keywordId)) {
      keywords.set(s.keywordId, {
        id: s.keywordId,
        title: s.keyword.title,
        groupId: s.groupId,
        volume: s.keyword.volume,
      });
    }
    const host = hostOf(s.domain);
    const byDevice = rows.get(host) ?? rows.set(host, new Map()).get(host)!;
    const byKeyword = byDevice.get(s.device) ?? byDevice.set(s.device, new Map()).get(s.device)!;
    let row = byKeyword.get(s.keywordId);
    if (!row) {
      const size = dayList.length;
      row = new Row(s.points, new Int32Array(size), new Uint8Array(size));
      byKeyword.set(s.keywordId, row);
    }
    row.add(s.points, numberOf);
  }
  const rowOf = (domain: string, keywordId: number, device: string): DayRow =>
    rows.get(hostOf(domain))?.get(device)?.get(keywordId) ?? noRow;
  const dayIndex = (day: string): number => days.get(day) ?? -1;
  return {
    keywords: [...keywords.values()].sort((a, b) => a.id - b.id),
    devices: [...devices],
    at: (domain, keywordId, device, day) => rowOf(domain, keywordId, device).at(dayIndex(day)),
    dayIndex,
    row: rowOf,
  };
}

/** Every day of a period, in order (the calendar is the caller's: nothing reads today). */
export const daysOf = (period: Period): string[] => periodsOf(period.from, period.to, 'daily');

/** The position, or null for "no position" and "no data" alike (for sums that skip both). */
export const positionOf = (state: DayState): number | null =>
  state.kind === 'position' ? state.position : null;

/** A figure against the comparison period's; `change` is null when either side has no data. */
export interface Compared {
  current: number | null;
  previous: number | null;
  change: number | null;
}

export function compare(current: number | null, previous: number | null): Compared {
  return {
    current,
    previous,
    change: current === null || previous === null ? null : current - previous,
  };
}

/** The mean of the numbers present; null when there are none (an average of nothing is not 0). */
export function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
}
