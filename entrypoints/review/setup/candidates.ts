import type { DetailSeries } from '@/lib/api/schemas/rank';
import { toServiceDate } from '@/lib/domain/dates';
import { siteHost } from '@/lib/domain/domain-match';
import { liveStatuses } from '@/lib/domain/entity-status';
import { toPositionValue } from '@/lib/domain/positions';
import type { MonitoringPort } from '@/lib/monitoring/port';

/**
 * Competitor candidates: who else ranks for the campaign's keywords, from keyword details'
 * `competitors` (../shared/spec/monitoring.md, keyword details: the tracked domain and the
 * strongest other sites per keyword). Read for the first CANDIDATE_KEYWORDS keywords on the
 * period's last day, so the cost is one request (two when no keyword list is stored): said before.
 */
export const CANDIDATE_KEYWORDS = 50;
/** How many candidates the form offers. */
const SHOWN = 6;

export interface Candidate {
  domain: string;
  /** Keywords (of those read) where it was in the top 10. */
  top10: number;
}

/** Domains other than the site, by the keywords where they reached the top 10, most first. */
export function rankCandidates(series: readonly DetailSeries[], site: string): Candidate[] {
  const own = siteHost(site);
  const keywords = new Map<string, Set<number>>();
  for (const s of series) {
    const host = siteHost(s.domain) ?? s.domain;
    if (host === own) continue;
    const inTop10 = s.points.some((p) => {
      const value = toPositionValue(p.position);
      return typeof value === 'number' && value <= 10;
    });
    if (!inTop10) continue;
    keywords.set(host, (keywords.get(host) ?? new Set()).add(s.keywordId));
  }
  return [...keywords]
    .map(([domain, ids]) => ({ domain, top10: ids.size }))
    .sort((a, b) => b.top10 - a.top10 || a.domain.localeCompare(b.domain))
    .slice(0, SHOWN);
}

/** Read the candidates: `keywordIds` when stored, else the first page of the keyword list. */
export async function readCandidates(
  port: MonitoringPort,
  input: { campaignId: number; site: string; day: string; keywordIds: number[] | null },
): Promise<Candidate[]> {
  const ids =
    input.keywordIds ??
    (
      await port.keywords.list({
        campaignId: input.campaignId,
        page: 0,
        itemsPerPage: CANDIDATE_KEYWORDS,
        statuses: [...liveStatuses],
      })
    ).keywords.map((k) => k.id);
  if (!ids.length) return [];
  const details = await port.keywords.details({
    ids: ids.slice(0, CANDIDATE_KEYWORDS),
    type: 'competitors',
    datemin: toServiceDate(input.day),
    datemax: toServiceDate(input.day),
    gap: 'daily',
  });
  return rankCandidates(details.series, input.site);
}
