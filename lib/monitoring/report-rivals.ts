import type { RankSeries } from '@/lib/api/schemas/rank';
import { dict } from '@/lib/domain/plain-object';
import { toPositionValue } from '@/lib/domain/positions';
import type {
  PositionValue,
  PositionsKeyword,
  UrlRun,
} from '@/lib/messaging/protocol/monitoring/positions';

/*
 * What a positions report holds beside the campaign's own positions: the competitors' positions
 * (get-data asked with `domains`: ../shared/spec/monitoring.md §4) and the history of the page
 * that ranked (every leaf carries a `url`; a change of ranking page is an SEO event the user
 * wants to see, not only the latest URL).
 */

/** `https://www.Example.com/x` → `example.com`: how a report's domain key is compared. */
export function siteOf(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '');
}

/** The competitor (as the user asked for it) a series' domain is, or null when it is ours. */
export function competitorOf(domain: string, competitors: readonly string[]): string | null {
  const site = siteOf(domain);
  return competitors.find((c) => siteOf(c) === site) ?? null;
}

/**
 * Competitors' series into `rivals`, aligned on the report's periods. A period in which our own
 * keyword was tracked on that device but the competitor sent no entry is "out" (the same results
 * page was read and it was not on it); where ours has no data, theirs is missing too.
 */
export function fillRivals(
  rows: Map<number, PositionsKeyword>,
  series: readonly RankSeries[],
  competitors: readonly string[],
  index: Map<string, number>,
  keyOf: (raw: string) => string,
): void {
  const size = index.size;
  for (const s of series) {
    const competitor = competitorOf(s.domain, competitors);
    const row = rows.get(s.keywordId);
    if (!competitor || !row) continue;
    const byDevice = (row.rivals[competitor] ??= dict<PositionValue[]>());
    const values = (byDevice[s.device] ??= new Array<PositionValue>(size).fill(null));
    for (const p of s.points) {
      const i = index.get(keyOf(p.date));
      if (i !== undefined) values[i] = toPositionValue(p.position) ?? 'out';
    }
  }
  for (const row of rows.values()) {
    for (const competitor of competitors) {
      const byDevice = (row.rivals[competitor] ??= dict<PositionValue[]>());
      for (const [device, own] of Object.entries(row.positions)) {
        const values = (byDevice[device] ??= new Array<PositionValue>(size).fill(null));
        for (let i = 0; i < size; i++) if (values[i] === null && own[i] !== null) values[i] = 'out';
      }
    }
  }
}

/** ISO days compare as text; `localeCompare` would be far slower over 360,000 points. */
const byDay = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/** A keyword's own ranking pages over the range, per device: a new run at each change of page. */
export function urlRuns(points: readonly { date: string; url: string | null }[]): UrlRun[] {
  const runs: UrlRun[] = [];
  for (const p of [...points].sort(byDay)) {
    if (!p.url) continue;
    if (runs.at(-1)?.url !== p.url) runs.push({ from: p.date, url: p.url });
  }
  return runs;
}

/** Collects the dated URLs of our own series, per keyword and device, to build `urlHistory`. */
export function collectUrls(
  rows: Map<number, PositionsKeyword>,
  own: readonly RankSeries[],
  index: Map<string, number>,
  keyOf: (raw: string) => string,
): void {
  const points = new Map<string, { date: string; url: string | null }[]>();
  for (const s of own) {
    const key = `${s.keywordId}\u0000${s.device}`;
    const list = points.get(key) ?? points.set(key, []).get(key)!;
    for (const p of s.points) {
      if (!p.url) continue;
      const date = keyOf(p.date);
      // A daily key is already the day: the point itself is kept, not copied.
      if (index.has(date)) list.push(date === p.date ? p : { date, url: p.url });
    }
  }
  for (const [key, list] of points) {
    const [id, device] = key.split('\u0000');
    const row = rows.get(Number(id));
    if (row) row.urlHistory[device] = urlRuns(list);
  }
}
