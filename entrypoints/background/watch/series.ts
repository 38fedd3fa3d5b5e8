import type { RankData } from '@/lib/api/schemas/rank';
import { siteHost } from '@/lib/domain/domain-match';
import { toPositionValue } from '@/lib/domain/positions';
import type { WatchedSeries } from '@/lib/domain/watch-changes';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';

const isInside = (p: PositionValue | undefined) => typeof p === 'number' && p <= 80;

/**
 * The daily series a check compares, from one campaign report (daily gap) asked for the
 * campaign's domain and its watched competitors. The service sends no entry for a day a keyword
 * was past the top 100 and none for a day tracking did not run; they are told apart as the
 * positions table does (lib/monitoring/report.ts): when other keywords of the
 * same group and device have data that day, tracking ran and the keyword was out.
 */
export function watchedSeries(
  rank: RankData,
  domain: string,
  rivals: readonly string[],
): { days: string[]; series: WatchedSeries[] } {
  const site = (d: string) => siteHost(d) ?? d.trim().toLowerCase();
  const own = site(domain);
  const domains = new Set(rank.series.map((s) => site(s.domain)));
  const isOwn = (d: string) => site(d) === own || (domains.size === 1 && rivals.length === 0);
  const days = rank.dates.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).sort();

  const ran = new Set<string>(); // `${groupId}|${device}|${day}`
  const byKey = new Map<string, WatchedSeries>();
  const rivalPoints: { key: string; rival: string; day: string; position: number | 'out' }[] = [];
  for (const s of rank.series) {
    const key = `${s.keywordId}|${s.device}`;
    if (!isOwn(s.domain)) {
      const rival = rivals.find((r) => site(r) === site(s.domain));
      if (!rival) continue;
      for (const p of s.points) {
        rivalPoints.push({
          key,
          rival,
          day: p.date,
          position: toPositionValue(p.position) ?? 'out',
        });
      }
      continue;
    }
    let series = byKey.get(key);
    if (!series) {
      series = {
        keywordId: s.keywordId,
        keyword: s.keyword.title,
        groupId: s.groupId,
        device: s.device,
        days: {},
        rivals: {},
      };
      byKey.set(key, series);
    }
    for (const p of s.points) {
      ran.add(`${s.groupId}|${s.device}|${p.date}`);
      series.days[p.date] = { position: toPositionValue(p.position) ?? 'out', url: p.url };
    }
  }
  for (const series of byKey.values()) {
    const absent = new Set<string>();
    for (const day of days) {
      if (series.days[day] || !ran.has(`${series.groupId}|${series.device}|${day}`)) continue;
      series.days[day] = { position: 'out', url: null };
      absent.add(day);
    }
    // A missing entry right after a position inside the top 80 is a tracking miss, not a fall
    // past 100 (lib/monitoring/report.ts: such a jump within a day is not plausible) when the next day is inside
    // again — and not known yet on the newest day: the next check looks at that day again.
    days.forEach((day, i) => {
      if (!absent.has(day) || !isInside(series.days[days[i - 1]]?.position)) return;
      const next = days[i + 1];
      if (next === undefined || isInside(series.days[next]?.position)) delete series.days[day];
    });
  }
  for (const { key, rival, day, position } of rivalPoints) {
    const series = byKey.get(key);
    if (series) (series.rivals[rival] ??= {})[day] = position;
  }
  // A rival absent on a day our keyword was tracked is out of the top 100 that day.
  for (const series of byKey.values()) {
    for (const rival of rivals) {
      const points = (series.rivals[rival] ??= {});
      for (const day of days) {
        if (points[day] === undefined && series.days[day]?.position != null) points[day] = 'out';
      }
    }
  }
  return { days, series: [...byKey.values()] };
}
