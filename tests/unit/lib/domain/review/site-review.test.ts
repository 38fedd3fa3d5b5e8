import { describe, expect, it } from 'vitest';
import { rankDataSchema } from '@/lib/api/schemas/rank';
import { siteReview } from '@/lib/domain/review/site-review';
import { SITE, answer, both } from './fixture';

const RIVAL = 'rival.com';
const previous = { from: '2026-03-01', to: '2026-03-01' };
const period = { from: '2026-03-02', to: '2026-03-03' };

// One answer for both periods, the site (as `www.`) and a competitor, as the service nests it.
const rank = rankDataSchema.parse(
  answer([
    {
      id: 1,
      domain: `www.${SITE}`,
      volume: '1000',
      days: {
        '2026-03-01': both('12', '5'),
        '2026-03-02': both('8', '5'),
        '2026-03-03': both('2', '6'),
      },
    },
    {
      id: 1,
      domain: RIVAL,
      volume: '1000',
      days: { '2026-03-01': both('3', '3'), '2026-03-03': both('1', '1') },
    },
  ]),
);

describe('siteReview', () => {
  const review = siteReview({ rank, site: SITE, competitors: [RIVAL], period, previous });

  it('states its method beside its figures', () => {
    expect(review.method.visibility.source).toBe('stormlens-estimate');
    expect(review.method.labThresholds).toHaveLength(6);
    expect(review.method.labBasis).toMatch(/every device/);
  });

  it('assembles the figures of the site from one answer', () => {
    expect(review.buckets.end.desktop['1-3']).toBe(1);
    expect(review.top.desktop.top3.entered).toEqual([1]);
    expect(review.movers.desktop.gains[0]).toMatchObject({ places: 6, weight: 6000 });
    // Desktop: March 2 1000 × 2.5% = 25, March 3 1000 × 15% = 150; before, position 12 = 0.
    expect(review.competitors.site.visibility.desktop).toEqual({
      current: 87.5,
      previous: 0,
      change: 87.5,
    });
    expect(review.competitors.competitors[0].outranking.desktop.higher).toEqual([1]);
    expect(review.groups).toHaveLength(1);
  });

  it('sums up in facts, with no audit facts when no page was audited', () => {
    expect(review.pages.lab.every((m) => m.rate === null)).toBe(true);
    expect(review.summary.map((f) => f.kind)).toEqual([
      'visibility',
      'visibility',
      'winner',
      'loser',
      'competitor-gained',
      'competitor-gained',
    ]);
  });
});
