/**
 * A site review built from the emulator's own answers (tests/emulator: a second, independent
 * reading of ../shared/spec/), not from rows written to agree with the document: the demo
 * campaign's detailed-data answer through the client's parsing, and audited pages from the
 * emulator's Lighthouse results.
 */
import { rankDataSchema } from '@/lib/api/schemas/rank';
import { readResultSet } from '@/lib/domain/audit-data';
import type { AuditedPage } from '@/lib/domain/review/pages';
import type { ReviewChoice, ReviewReading } from '@/lib/domain/review/request';
import { siteReview, type SiteReview } from '@/lib/domain/review/site-review';
import { defaultAccounts } from '../../../../emulator/core/accounts.ts';
import { createRng } from '../../../../emulator/core/random.ts';
import { lighthouseData } from '../../../../emulator/audits/lighthouse-data.ts';
import { dayIndex, dayKey } from '../../../../emulator/monitoring/dates.ts';
import { createMonitoringState } from '../../../../emulator/monitoring/demo.ts';
import { detailedData } from '../../../../emulator/monitoring/report-data.ts';
import { TEST_NOW } from '../../../../fixtures/clock.ts';

export const SITE = 'example.com';
export const RIVALS = ['runnersworld.example', 'shoe-outlet.example'];

const yesterday = dayIndex(TEST_NOW) - 1;
/** The last 30 days against the 30 before, as the review's form offers by default. */
export const period = { from: dayKey(yesterday - 29), to: dayKey(yesterday) };
export const previous = { from: dayKey(yesterday - 59), to: dayKey(yesterday - 30) };

/**
 * The detailed-data answer for the demo campaign of `SITE`, both periods, site and rivals; `ago`
 * days earlier for a review of days the campaign was not tracked yet.
 */
export function emulatorRank(domains: readonly string[] = [SITE, ...RIVALS], ago = 0) {
  const state = createMonitoringState({ seed: 42, now: TEST_NOW, accounts: defaultAccounts() });
  const campaign = Object.values(state.campaigns).find((c) => c.domain === SITE)!;
  const answer = detailedData(state, {
    campaign,
    domains: [...domains],
    type: 'organic',
    range: { from: yesterday - 59 - ago, to: yesterday - ago, gap: 'daily' },
    filters: {},
    now: TEST_NOW,
  });
  return { rank: rankDataSchema.parse(JSON.parse(JSON.stringify(answer))), campaign, state };
}

/** One page's latest run and the one before, as the emulator's Lighthouse results read. */
export function auditedPage(url: string, device: 'desktop' | 'mobile', scores: [number, number]) {
  const rng = createRng(url.length * 7 + scores[0]);
  const run = (score: number) => ({
    score,
    figures: readResultSet(lighthouseData(rng, score, device, ['performance'])),
  });
  const page: AuditedPage = { url, device, latest: run(scores[0]), earlier: run(scores[1]) };
  return page;
}

const shifted = (p: { from: string; to: string }, ago: number) => ({
  from: dayKey(dayIndex(Date.parse(p.from)) - ago),
  to: dayKey(dayIndex(Date.parse(p.to)) - ago),
});

export const demoPages = (): AuditedPage[] => [
  auditedPage('https://example.com/', 'desktop', [92, 88]),
  auditedPage('https://example.com/', 'mobile', [61, 70]),
  auditedPage('https://example.com/running-shoes', 'mobile', [38, 45]),
  auditedPage('https://example.com/trail', 'desktop', [75, 75]),
];

export function emulatorReview(
  options: { pages?: AuditedPage[]; rivals?: string[]; ago?: number } = {},
) {
  const rivals = options.rivals ?? RIVALS;
  const ago = options.ago ?? 0;
  const { rank, campaign, state } = emulatorRank([SITE, ...rivals], ago);
  const groupTitles = new Map(
    Object.values(state.groups)
      .filter((g) => g.campaignId === campaign.id)
      .map((g) => [g.id, g.title]),
  );
  const review: SiteReview = siteReview({
    rank,
    site: SITE,
    competitors: rivals,
    period: shifted(period, ago),
    previous: shifted(previous, ago),
    groupTitles,
    pages: options.pages ?? demoPages(),
  });
  return { review, rank, campaign };
}

export function choiceOf(overrides: Partial<ReviewChoice> = {}): ReviewChoice {
  return {
    domain: SITE,
    campaignId: 31401,
    campaignTitle: 'Example — running',
    period,
    previous,
    groupIds: null,
    competitors: RIVALS,
    sections: ['summary', 'visibility', 'movers', 'competitors', 'groups', 'pages', 'appendix'],
    language: 'en',
    clientName: 'Kowalski Sp. z o.o.',
    agencyName: 'Agencja Nord',
    ...overrides,
  };
}

export const reading: ReviewReading = {
  announced: 9,
  pagesComplete: true,
  made: 8,
  splits: 1,
  calls: [
    {
      operation: 'monitoring/monitoring-campaign/get-data',
      detail: SITE,
      at: '2026-06-17T09:58:00Z',
      reused: false,
    },
    {
      operation: 'audits/audit/get',
      detail: 'https://example.com/',
      at: '2026-06-17T09:59:00Z',
      reused: true,
    },
  ],
  gaps: [],
  startedAt: '2026-06-17T09:57:00Z',
  finishedAt: '2026-06-17T09:59:30Z',
};
