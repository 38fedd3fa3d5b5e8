import type { EntityStatus } from './entity-status';
import { compareDevices } from './device';
import type { SortOrder } from './list-order';

/**
 * Position maths for the side panel. A series holds one value per period: a position 1–100 (an
 * average for weekly/monthly gaps), `'out'` (tracked, not in the top 100) or `null` (no data).
 * Neither of the last two is ever treated as a number: "out" is worse than any position and a
 * missing period is skipped, not read as 0.
 */

/**
 * One cell of a position series: 1–100 a position (an average when the gap is weekly/monthly),
 * `'out'` when the keyword was tracked that period but not ranked, `null` when there is no data
 * for the period (a missing day). Never 0.
 */
export type PositionValue = number | 'out' | null;

/** A stretch of periods in which the same page ranked: `from` is its first period. */
export interface UrlRun {
  from: string;
  url: string;
}

export interface PositionsKeyword {
  id: number;
  title: string;
  groupId: number;
  /** From the keyword list; null when the keyword was in the report but not the list. */
  status: EntityStatus | null;
  volume: number | null;
  cpc: number | null;
  /** Per device, one value per `PositionsReport.dates` entry (same index). */
  positions: Record<string, PositionValue[]>;
  /** Per device, the ranking URL of the latest period that has one. */
  urls: Record<string, string | null>;
  /** Per device, the ranking URL over the range: a new run each time another page ranks. */
  urlHistory: Record<string, UrlRun[]>;
  /** Per competitor domain (as asked), per device, one value per date, like `positions`. */
  rivals: Record<string, Record<string, PositionValue[]>>;
}

/** A raw service position as a PositionValue: 0, negatives and anything past 100 are "out". */
export function toPositionValue(raw: unknown): PositionValue {
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw === 'string' && /^(out|-|n\/a|>100|\+100)$/i.test(raw.trim())) return 'out';
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(n)) return null;
  if (n < 1 || n > 100) return 'out';
  return Math.round(n * 10) / 10;
}

/** The latest period that has data (a position or "out"), with its index. */
export function latest(series: readonly PositionValue[]): { value: PositionValue; index: number } {
  for (let i = series.length - 1; i >= 0; i--) {
    if (series[i] !== null) return { value: series[i], index: i };
  }
  return { value: null, index: -1 };
}

function earliest(series: readonly PositionValue[]): { value: PositionValue; index: number } {
  for (let i = 0; i < series.length; i++) {
    if (series[i] !== null) return { value: series[i], index: i };
  }
  return { value: null, index: -1 };
}

/** The best (lowest) position over the series, or null when it never ranked in the top 100. */
export function best(series: readonly PositionValue[]): number | null {
  let min: number | null = null;
  for (const v of series) if (typeof v === 'number' && (min === null || v < min)) min = v;
  return min;
}

export type ChangeKind = 'up' | 'down' | 'same' | 'entered' | 'dropped' | 'none';

export interface Change {
  kind: ChangeKind;
  /** Places gained (positive) or lost (negative); null unless both ends are positions. */
  delta: number | null;
  /** A number to sort by: improvements high, losses low, nothing to compare in the middle. */
  score: number;
}

/**
 * The change over the range: the first period with data against the latest one. Entering the
 * top 100 and dropping out of it are their own kinds; a single data point is no change ("none").
 */
export function change(series: readonly PositionValue[]): Change {
  const first = earliest(series);
  const last = latest(series);
  if (first.index === -1 || first.index === last.index)
    return { kind: 'none', delta: null, score: 0 };
  const a = first.value;
  const b = last.value;
  if (a === 'out' && b === 'out') return { kind: 'same', delta: null, score: 0 };
  if (a === 'out' && typeof b === 'number') return { kind: 'entered', delta: null, score: 101 - b };
  if (typeof a === 'number' && b === 'out')
    return { kind: 'dropped', delta: null, score: -(101 - a) };
  if (typeof a !== 'number' || typeof b !== 'number')
    return { kind: 'none', delta: null, score: 0 };
  const delta = Math.round((a - b) * 10) / 10;
  return { kind: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same', delta, score: delta };
}

/** The series for a trend line: positions as numbers, "out" and missing as gaps. */
export function chartValues(series: readonly PositionValue[]): (number | null)[] {
  return series.map((v) => (typeof v === 'number' && v >= 1 ? v : null));
}

/** Sort key of a position: 1 best, "out" after every position, no data last. */
export function positionSortKey(value: PositionValue): number {
  if (typeof value === 'number') return value;
  return value === 'out' ? 1000 : 10_000;
}

/** The keyword's own facts come from the report (one definition: PositionsKeyword). */
export interface PositionRow extends Pick<
  PositionsKeyword,
  'id' | 'title' | 'groupId' | 'status' | 'volume' | 'cpc'
> {
  /** Devices this keyword is tracked on (its group's), in display order. */
  devices: string[];
  /** Latest value per device. */
  latest: Record<string, PositionValue>;
  /** The device the change, best, URL and trend line describe (the filter's, else the first). */
  device: string | null;
  change: Change;
  best: number | null;
  url: string | null;
  trend: (number | null)[];
  /** Lowercased title, for the search box. */
  search: string;
  /** Latest value per competitor domain on the row's device. */
  rivals: Record<string, PositionValue>;
  /** Another page of the site ranked on the row's device at some point in the range. */
  urlChanged: boolean;
}

/** One table row per keyword, everything precomputed so rendering and sorting stay cheap. */
export function toRow(
  keyword: PositionsKeyword,
  groupDevices: readonly string[],
  deviceFilter: string | null,
): PositionRow {
  const devices = [...new Set([...groupDevices, ...Object.keys(keyword.positions)])].sort(
    compareDevices,
  );
  const latestByDevice: Record<string, PositionValue> = {};
  for (const d of devices) latestByDevice[d] = latest(keyword.positions[d] ?? []).value;
  const device =
    deviceFilter && devices.includes(deviceFilter) ? deviceFilter : (devices[0] ?? null);
  const series = device ? (keyword.positions[device] ?? []) : [];
  return {
    id: keyword.id,
    title: keyword.title,
    groupId: keyword.groupId,
    status: keyword.status,
    volume: keyword.volume,
    cpc: keyword.cpc,
    devices,
    latest: latestByDevice,
    device,
    change: change(series),
    best: best(series),
    url: device ? (keyword.urls[device] ?? null) : null,
    trend: chartValues(series),
    search: keyword.title.toLowerCase(),
    rivals: Object.fromEntries(
      Object.entries(keyword.rivals).map(([domain, byDevice]) => [
        domain,
        device ? latest(byDevice[device] ?? []).value : null,
      ]),
    ),
    urlChanged: device ? (keyword.urlHistory[device]?.length ?? 0) > 1 : false,
  };
}

export const sortKeys = ['title', 'volume', 'cpc', 'position', 'change', 'best'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDir = SortOrder;

const nullsLast = (v: number | null, dir: SortDir) =>
  v === null ? (dir === 'asc' ? Infinity : -Infinity) : v;

/** Sort rows in place by a column; rows without a value go last in either direction. */
export function sortRows(rows: PositionRow[], key: SortKey, dir: SortDir): PositionRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const value = (r: PositionRow): number => {
    switch (key) {
      case 'volume':
        return nullsLast(r.volume, dir);
      case 'cpc':
        return nullsLast(r.cpc, dir);
      case 'position': {
        const v = r.device ? r.latest[r.device] : null;
        return v === null ? (dir === 'asc' ? Infinity : -Infinity) : positionSortKey(v);
      }
      case 'change':
        return r.change.kind === 'none' ? (dir === 'asc' ? Infinity : -Infinity) : r.change.score;
      case 'best':
        return nullsLast(r.best, dir);
      default:
        return 0;
    }
  };
  if (key === 'title') return rows.sort((a, b) => sign * a.title.localeCompare(b.title));
  return rows.sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    return va === vb ? a.title.localeCompare(b.title) : va < vb ? -sign : sign;
  });
}

export interface RowFilters {
  search: string;
  groupId: number | null;
  device: string | null;
  status: EntityStatus | null;
}

export function filterRows(rows: readonly PositionRow[], f: RowFilters): PositionRow[] {
  const q = f.search.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (!q || r.search.includes(q)) &&
      (f.groupId === null || r.groupId === f.groupId) &&
      (f.device === null || r.devices.includes(f.device)) &&
      (f.status === null || r.status === f.status),
  );
}

export interface RangeSummary {
  keywords: number;
  up: number;
  down: number;
  unchanged: number;
  /** Entered the top 100 / dropped out of it over the range. */
  entered: number;
  dropped: number;
  top10: number;
  top3: number;
  /** Tracked but without any data in the range. */
  noData: number;
}

/** The overview's counts over the range, from the rows (one device per keyword: the row's). */
export function summarise(rows: readonly PositionRow[]): RangeSummary {
  const s: RangeSummary = {
    keywords: rows.length,
    up: 0,
    down: 0,
    unchanged: 0,
    entered: 0,
    dropped: 0,
    top10: 0,
    top3: 0,
    noData: 0,
  };
  for (const r of rows) {
    const kind = r.change.kind;
    if (kind === 'up') s.up++;
    else if (kind === 'down') s.down++;
    else if (kind === 'same') s.unchanged++;
    else if (kind === 'entered') s.entered++;
    else if (kind === 'dropped') s.dropped++;
    const v = r.device ? r.latest[r.device] : null;
    if (v === null) s.noData++;
    if (typeof v === 'number' && v <= 10) s.top10++;
    if (typeof v === 'number' && v <= 3) s.top3++;
  }
  return s;
}
