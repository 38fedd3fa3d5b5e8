import type { RunSnapshot } from '@/lib/domain/audit-compare';
import { headlineFigures as figuresOfData } from '@/lib/domain/audit-data';
import type { AuditedPage } from '@/lib/domain/review/pages';
import type { ReviewChoice, ReviewReading } from '@/lib/domain/review/request';
import { siteReview, type SiteReview } from '@/lib/domain/review/site-review';
import type { CampaignOverview } from '@/lib/messaging/protocol/monitoring/overview';
import type { RetrieveAnswer } from '@/lib/messaging/protocol/audits';
import { campaignOverview } from '@/lib/monitoring/overview';
import type { MonitoringPort } from '@/lib/monitoring/port';
import { rankData } from '@/lib/monitoring/report-split';
import type { SerializedError } from '@/lib/api/errors';
import { asError } from '@/lib/messaging/as-error';
import type { Stored } from './holdings';
import { snapshot, type PageAudit } from './pages';
import type { Recorder } from './recorder';
import { coveredRange } from '../setup/period';

/**
 * The review's reads, one after another at the limiter's `later` priority (the port and
 * `retrieve` given are the `later` ones), so a click in the popup or the side panel goes first:
 * one detailed-data read of both periods for the site and its competitors (split as the side
 * panel's report splits a refused one), the campaign's overview for its own visibility, and one
 * retrieve per audited page not already stored. A read that fails is a gap the review states;
 * only the detailed data, which every section but the pages needs, stops the review.
 */
export interface GatherPlan {
  choice: ReviewChoice;
  /** The campaign's live groups (a split reads by them) and their titles. */
  groupIds: number[];
  groupTitles: ReadonlyMap<number, string>;
  stored: Stored;
  announced: number;
}

export type GatherPart = 'data' | 'overview' | 'audits';

export interface GatherProgress {
  part: GatherPart;
  /** Parts of a split read, or audits, done of known so far; null when not counted. */
  step: { done: number; total: number } | null;
  made: number;
  /** Requests still to make at most: the bound less what was made, splits apart. */
  left: number;
}

/** The campaign's own visibility as the service's overview states it (figures and history). */
export type CampaignVisibility = Pick<
  CampaignOverview,
  'visibility' | 'visibilityChange' | 'series'
>;

export interface Gathered {
  review: SiteReview;
  reading: ReviewReading;
  campaignVisibility: CampaignVisibility | null;
}

/** What could not be read, said in the review's language (the page gives its strings). */
export type GapKind = 'data-partial' | 'overview' | 'audit' | 'index-filling';
export type SayGap = (kind: GapKind, values: Record<string, string>) => string;
/** Why a read failed, in the review's language (the page's sentence for the error's kind). */
export type SayError = (error: SerializedError) => string;

export interface GatherDeps {
  port: MonitoringPort;
  sayGap: SayGap;
  sayError: SayError;
  retrieve: (id: number) => Promise<RetrieveAnswer>;
  recorder: Recorder;
  onProgress: (progress: GatherProgress) => void;
  now?: () => Date;
}

export async function gather(plan: GatherPlan, deps: GatherDeps): Promise<Gathered> {
  const { choice, stored } = plan;
  const { recorder } = deps;
  const now = deps.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const gaps: string[] = [];
  const tell = (part: GatherPart, step: GatherProgress['step'] = null) =>
    deps.onProgress({
      part,
      step,
      made: recorder.made,
      left: Math.max(0, plan.announced + recorder.splits - recorder.made),
    });
  const port = recorder.port(deps.port, (call) =>
    call === 'campaigns.data'
      ? `${choice.domain}${choice.competitors.map((c) => `, ${c}`).join('')}`
      : choice.campaignTitle,
  );

  tell('data');
  const range = coveredRange(choice.period, choice.previous);
  // The read model wraps what a call throws in a ServiceError: a cancel is told by the signal.
  const rank = await rankData(
    port,
    {
      campaignId: choice.campaignId,
      datemin: range.from,
      datemax: range.to,
      gap: 'daily',
      ...(choice.competitors.length ? { domains: [choice.domain, ...choice.competitors] } : {}),
      ...(choice.groupIds ? { groupIds: choice.groupIds } : {}),
    },
    async () => choice.groupIds ?? plan.groupIds,
    async (_, done, total) => tell('data', { done, total }),
  ).catch((error: unknown) => {
    recorder.check();
    throw error;
  });
  if (rank.partial) gaps.push(deps.sayGap('data-partial', { from: range.from, to: range.to }));

  tell('overview');
  let overview: CampaignOverview | null = stored.overview;
  if (overview) recorder.reused('campaigns.overview', choice.campaignTitle);
  else {
    try {
      overview = await campaignOverview(port, {
        campaignId: choice.campaignId,
        datemin: choice.period.from,
        datemax: choice.period.to,
        gap: 'daily',
      });
    } catch (error) {
      recorder.check();
      gaps.push(deps.sayGap('overview', { reason: deps.sayError(asError(error)) }));
    }
  }

  const pages = await auditedPages(stored, deps, gaps, (done, total) =>
    tell('audits', { done, total }),
  );
  if (!stored.indexComplete) gaps.push(deps.sayGap('index-filling', {}));
  recorder.check();

  const review = siteReview({
    rank: rank.value,
    site: choice.domain,
    competitors: choice.competitors,
    period: choice.period,
    previous: choice.previous,
    groupTitles: plan.groupTitles,
    pages,
  });
  return {
    review,
    campaignVisibility: overview
      ? {
          visibility: overview.visibility,
          visibilityChange: overview.visibilityChange,
          series: overview.series,
        }
      : null,
    reading: {
      announced: plan.announced,
      made: recorder.made,
      splits: recorder.splits,
      calls: recorder.calls,
      gaps,
      pagesComplete: stored.indexComplete,
      startedAt,
      finishedAt: now().toISOString(),
    },
  };
}

/** Each audited page's latest results: stored ones as they are, the others one retrieve each. */
async function auditedPages(
  stored: Stored,
  deps: GatherDeps,
  gaps: string[],
  step: (done: number, total: number) => void,
): Promise<AuditedPage[]> {
  const out: AuditedPage[] = [];
  const earlier = (p: PageAudit): RunSnapshot | null =>
    p.earlierScore === null ? null : snapshot(p.earlierScore, { shape: 'empty' });
  let done = 0;
  for (const page of stored.pages) {
    step(done, stored.pages.length);
    const detail = `${page.url} (${page.device})`;
    const known = stored.results.get(page.latestId);
    if (known) deps.recorder.reused('audits.retrieve', detail);
    try {
      const figures =
        known ??
        figuresOfData(
          (
            await deps.recorder.request('audits.retrieve', detail, () =>
              deps.retrieve(page.latestId),
            )
          ).data,
        );
      out.push({
        url: page.url,
        device: page.device,
        latest: snapshot(page.latestScore, figures),
        earlier: earlier(page),
      });
    } catch (error) {
      deps.recorder.check();
      gaps.push(
        deps.sayGap('audit', {
          id: String(page.latestId),
          page: detail,
          reason: deps.sayError(asError(error)),
        }),
      );
    }
    done += 1;
  }
  step(done, stored.pages.length);
  return out;
}
