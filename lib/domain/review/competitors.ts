import { MAX_COMPETITORS } from '@/lib/domain/competitors';
import type { Compared, Period, RankDays } from './days';
import { visibilityChange } from './visibility';

export interface Outranking {
  /** Both ranked and the competitor stood higher. */
  higher: number[];
  /**
   * The competitor ranked and the site had an entry without a position. Said apart: "they rank,
   * you do not" is a different finding from "they rank above you".
   */
  siteWithout: number[];
}

export interface TopShare {
  /** Keywords the domain had in the top 10 on the day. */
  inTop10: number;
  /** Keywords the domain had data for on the day (the share's base; "no data" is left out). */
  withData: number;
}

export interface CompetitorFigures {
  domain: string;
  /** Per device, at the end of the period. */
  outranking: Record<string, Outranking>;
  top10: Record<string, TopShare>;
  visibility: Record<string, Compared>;
}

export interface CompetitorReview {
  site: { top10: Record<string, TopShare>; visibility: Record<string, Compared> };
  competitors: CompetitorFigures[];
  /** Per device, the competitor whose visibility rose most; absent when none rose or none had data. */
  gainedMost: Record<string, { domain: string; change: number } | undefined>;
}

function topShare(days: RankDays, domain: string, device: string, day: string): TopShare {
  const share: TopShare = { inTop10: 0, withData: 0 };
  for (const k of days.keywords) {
    const state = days.at(domain, k.id, device, day);
    if (state.kind === 'no-data') continue;
    share.withData++;
    if (state.kind === 'position' && Math.round(state.position) <= 10) share.inTop10++;
  }
  return share;
}

function outranking(
  days: RankDays,
  site: string,
  rival: string,
  device: string,
  day: string,
): Outranking {
  const out: Outranking = { higher: [], siteWithout: [] };
  for (const k of days.keywords) {
    const theirs = days.at(rival, k.id, device, day);
    const ours = days.at(site, k.id, device, day);
    if (theirs.kind !== 'position') continue;
    if (ours.kind === 'position' && theirs.position < ours.position) out.higher.push(k.id);
    // The site's "no data" says nothing about who stood higher: left out.
    if (ours.kind === 'no-position') out.siteWithout.push(k.id);
  }
  return out;
}

/**
 * The site against up to `MAX_COMPETITORS` competitor domains (the rest are ignored, as in the
 * side panel): who outranks it at the end of the period, top-10 shares, and visibility change.
 */
export function competitorReview(
  days: RankDays,
  site: string,
  competitors: readonly string[],
  period: Period,
  previous: Period,
): CompetitorReview {
  const perDevice = <T>(f: (device: string) => T): Record<string, T> =>
    Object.fromEntries(days.devices.map((d) => [d, f(d)]));
  const figures = competitors.slice(0, MAX_COMPETITORS).map((domain): CompetitorFigures => ({
    domain,
    outranking: perDevice((d) => outranking(days, site, domain, d, period.to)),
    top10: perDevice((d) => topShare(days, domain, d, period.to)),
    visibility: visibilityChange(days, domain, period, previous),
  }));
  const gainedMost = perDevice((device) => {
    let best: { domain: string; change: number } | undefined;
    for (const c of figures) {
      const change = c.visibility[device]?.change ?? null;
      if (change !== null && change > 0 && (!best || change > best.change))
        best = { domain: c.domain, change };
    }
    return best;
  });
  return {
    site: {
      top10: perDevice((d) => topShare(days, site, d, period.to)),
      visibility: visibilityChange(days, site, period, previous),
    },
    competitors: figures,
    gainedMost,
  };
}
