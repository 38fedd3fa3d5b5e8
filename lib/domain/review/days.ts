import type { RankData } from '@/lib/api/schemas/rank';
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

export interface RankDays {
  keywords: ReviewKeyword[];
  /** Devices present in the answer, as the service names them. */
  devices: string[];
  /** What `domain` (any spelling: `www.`, scheme) had for the keyword on the device that day. */
  at(domain: string, keywordId: number, device: string, day: string): DayState;
}

/**
 * Indexes the answer by domain, keyword, device and day. A group tracks one engine and one
 * location (../shared/spec/monitoring.md "Groups"), so a keyword has one series per device; when
 * an answer still holds several, the first entry met for a day is kept.
 */
export function rankDays(rank: RankData): RankDays {
  const states = new Map<string, DayState>();
  // A review asks hundreds of thousands of days of a handful of domains: each is parsed once.
  const hosts = new Map<string, string>();
  const hostOf = (domain: string): string => {
    let host = hosts.get(domain);
    if (host === undefined) hosts.set(domain, (host = siteHost(domain) ?? domain));
    return host;
  };
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
    for (const p of s.points) {
      const key = `${host}|${s.keywordId}|${s.device}|${p.date}`;
      if (states.has(key)) continue;
      const value = toPositionValue(p.position);
      states.set(
        key,
        typeof value === 'number'
          ? { kind: 'position', position: value, url: p.url }
          : { kind: 'no-position' },
      );
    }
  }
  return {
    keywords: [...keywords.values()].sort((a, b) => a.id - b.id),
    devices: [...devices],
    at: (domain, keywordId, device, day) =>
      states.get(`${hostOf(domain)}|${keywordId}|${device}|${day}`) ?? NO_DATA,
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
