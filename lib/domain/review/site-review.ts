import type { RankData } from '@/lib/api/schemas/rank';
import { appendixRows, type AppendixRow } from './appendix';
import { bucketsAt, topMoves, type BucketCounts, type TopMoves } from './buckets';
import { competitorReview, type CompetitorReview } from './competitors';
import { rankDays, type Period } from './days';
import { groupLines, type GroupLine } from './groups';
import { moverWeighting, movers, type Movers } from './movers';
import {
  commonFailures,
  deviceScores,
  fallenPages,
  labPassRates,
  labBasis,
  labThresholds,
  pageScores,
  type AuditedPage,
} from './pages';
import { summaryFacts, type ReviewFact } from './summary';
import { visibilityTrends, type VisibilityTrend } from './trends';
import { dailyVisibility, visibilityFormula, type DayVisibility } from './visibility';

/**
 * The whole site review from data already read: one detailed-data answer covering both periods
 * for the site and its competitors, and the audited pages' runs. Every date is an input (the
 * review never reads the clock), so the same data always gives the same review.
 */
export interface SiteReviewInput {
  rank: RankData;
  /** The campaign's domain, in any spelling the answer may use. */
  site: string;
  competitors?: readonly string[];
  period: Period;
  /** The comparison period, usually the one just before. */
  previous: Period;
  groupTitles?: ReadonlyMap<number, string>;
  pages?: readonly AuditedPage[];
}

export interface SiteReview {
  /** The rules the review states beside its figures (its own estimates, named as such). */
  method: {
    visibility: typeof visibilityFormula;
    movers: typeof moverWeighting;
    labThresholds: typeof labThresholds;
    labBasis: typeof labBasis;
  };
  buckets: { start: Record<string, BucketCounts>; end: Record<string, BucketCounts> };
  top: Record<string, { top10: TopMoves; top3: TopMoves }>;
  movers: Record<string, Movers>;
  /** The site's visibility per device, day by day over the period. */
  visibility: Record<string, DayVisibility[]>;
  competitors: CompetitorReview;
  groups: GroupLine[];
  pages: {
    scores: ReturnType<typeof pageScores>;
    byDevice: ReturnType<typeof deviceScores>;
    lab: ReturnType<typeof labPassRates>;
    failingChecks: ReturnType<typeof commonFailures>;
    fallen: ReturnType<typeof fallenPages>;
  };
  summary: ReviewFact[];
  /** The site and each competitor, day by day over both periods (the charts). */
  trends: VisibilityTrend[];
  /** Every keyword at both ends of both periods, with volume, CPC and the ranking URL. */
  appendix: AppendixRow[];
}

export function siteReview(input: SiteReviewInput): SiteReview {
  const { site, period, previous } = input;
  const days = rankDays(input.rank);
  const perDevice = <T>(f: (device: string) => T): Record<string, T> =>
    Object.fromEntries(days.devices.map((d) => [d, f(d)]));
  const top = topMoves(days, site, period.from, period.to);
  const moved = perDevice((d) => movers(days, site, d, period));
  const competitors = competitorReview(days, site, input.competitors ?? [], period, previous);
  const domains = [site, ...competitors.competitors.map((c) => c.domain)];
  const pages = input.pages ?? [];
  const lab = labPassRates(pages);
  const fallen = fallenPages(pages);
  return {
    method: { visibility: visibilityFormula, movers: moverWeighting, labThresholds, labBasis },
    buckets: { start: bucketsAt(days, site, period.from), end: bucketsAt(days, site, period.to) },
    top,
    movers: moved,
    visibility: perDevice((d) => dailyVisibility(days, site, d, period)),
    competitors,
    groups: groupLines(days, site, period, previous, input.groupTitles),
    pages: {
      scores: pageScores(pages),
      byDevice: deviceScores(pages),
      lab,
      failingChecks: commonFailures(pages),
      fallen,
    },
    summary: summaryFacts({
      visibility: competitors.site.visibility,
      topMoves: top,
      movers: moved,
      competitors,
      lab,
      fallen,
    }),
    trends: visibilityTrends(days, domains, period, previous),
    appendix: appendixRows(input.rank, days, site, period, previous),
  };
}
