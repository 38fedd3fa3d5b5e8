import { z } from 'zod/mini';
import { container, entries, isRecord, optNum, optStr } from './common';
import { absoluteUrl } from '@/lib/domain/url';

/**
 * Rank reports arrive as deep keyed objects (group → domain → keyword → date → engine → device →
 * location). They are flattened here into one series per (group, domain, keyword, engine, device,
 * location), points sorted by date, so screens and charts need no knowledge of the nesting.
 */

/** `20240131` or `2024-01-31` → `2024-01-31`; other keys (weekly / monthly periods) are kept. */
export function normaliseDateKey(key: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(key);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return key;
}

export interface RankPoint {
  date: string;
  /** Integer for daily data, an average otherwise; null when not ranked. */
  position: number | null;
  url: string | null;
}

export interface RankSeries {
  groupId: number;
  domain: string;
  keywordId: number;
  keyword: { title: string; volume: number | null; cpc: number | null };
  engine: string;
  device: string;
  /** '' is "no location", as the service keys it. */
  location: string;
  points: RankPoint[];
}

export interface RankData {
  series: RankSeries[];
  /** Every date present, sorted. */
  dates: string[];
}

const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
const isLeaf = (node: unknown): node is Record<string, unknown> =>
  isRecord(node) && 'position' in node;

/**
 * Walks `depth` keyed levels below `node` and yields the keys with each leaf. A leaf met early (a
 * level the service left out) is yielded with '' for the missing keys.
 */
function* leaves(
  node: unknown,
  depth: number,
  keys: string[] = [],
): Generator<[string[], Record<string, unknown>]> {
  if (isLeaf(node) || depth === 0) {
    if (isRecord(node)) yield [[...keys, ...Array<string>(depth).fill('')], node];
    return;
  }
  for (const [key, child] of entries(node)) yield* leaves(child, depth - 1, [...keys, key]);
}

export const rankDataSchema = z.pipe(
  container,
  z.transform((value): RankData => {
    const series = new Map<string, RankSeries>();
    const dates = new Set<string>();
    for (const [groupKey, domains] of entries(value)) {
      for (const [domain, keywords] of entries(domains)) {
        for (const [keywordKey, entry] of entries(keywords)) {
          if (!isRecord(entry)) continue;
          const info = isRecord(entry.keyword) ? entry.keyword : {};
          const keyword = {
            title: optStr.parse(info.title) ?? '',
            volume: optNum.parse(info.volume),
            cpc: optNum.parse(info.cpc),
          };
          for (const [dateKey, perEngine] of entries(entry.data)) {
            const date = normaliseDateKey(dateKey);
            dates.add(date);
            for (const [[engine, device, location], leaf] of leaves(perEngine, 3)) {
              const id = [groupKey, domain, keywordKey, engine, device, location].join('\u0000');
              let s = series.get(id);
              if (!s) {
                s = {
                  groupId: Number(groupKey),
                  domain,
                  keywordId: Number(keywordKey),
                  keyword,
                  engine,
                  device,
                  location,
                  points: [],
                };
                series.set(id, s);
              }
              s.points.push({
                date,
                position: optNum.parse(leaf.position),
                url: absoluteUrl(optStr.parse(leaf.url)),
              });
            }
          }
        }
      }
    }
    const list = [...series.values()];
    for (const s of list) s.points.sort(byDate);
    return { series: list, dates: [...dates].sort() };
  }),
);

export interface DetailPoint extends RankPoint {
  /** Every spelling (`position change`, `position_change`, `positionChange`, …) lands here. */
  positionChange: number | null;
}

export interface DetailSeries {
  keywordId: number;
  device: string;
  domain: string;
  points: DetailPoint[];
}

// The SDK's KeywordDetails example spells `position change` (with a space), for `competitors`;
// the document's table `position_change`, for `top50`. Either may come with any type.
const changeKeys = [
  'position change',
  'position_change',
  'positionChange',
  'position_changes',
  'change',
  'position_diff',
  'pos_change',
];

function positionChange(leaf: Record<string, unknown>): number | null {
  for (const key of changeKeys) if (key in leaf) return optNum.parse(leaf[key]);
  return null;
}

/** Keyword details: keyword id → device → domain → date → `{ position, position_change?, url? }`. */
export const detailsDataSchema = z.pipe(
  container,
  z.transform((value): { series: DetailSeries[]; dates: string[] } => {
    const series: DetailSeries[] = [];
    const dates = new Set<string>();
    for (const [keywordKey, devices] of entries(value)) {
      for (const [device, domains] of entries(devices)) {
        for (const [domain, perDate] of entries(domains)) {
          const points: DetailPoint[] = [];
          for (const [dateKey, leaf] of entries(perDate)) {
            const date = normaliseDateKey(dateKey);
            dates.add(date);
            const record = isRecord(leaf) ? leaf : { position: leaf };
            points.push({
              date,
              position: optNum.parse(record.position),
              positionChange: positionChange(record),
              url: absoluteUrl(optStr.parse(record.url)),
            });
          }
          series.push({
            keywordId: Number(keywordKey),
            device,
            domain,
            points: points.sort(byDate),
          });
        }
      }
    }
    return { series, dates: [...dates].sort() };
  }),
);
export type DetailsData = z.output<typeof detailsDataSchema>;
