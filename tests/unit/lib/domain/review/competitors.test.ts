import { describe, expect, it } from 'vitest';
import { competitorReview } from '@/lib/domain/review/competitors';
import { SITE, daysOf, type FixtureKeyword } from './fixture';

const A = 'rival-a.com';
const B = 'rival-b.com';
const previous = { from: '2026-03-01', to: '2026-03-01' };
const period = { from: '2026-03-02', to: '2026-03-02' };

/** One keyword on desktop for one domain: previous day, end day. */
const kw = (domain: string, id: number, before: string | null, after: string | null) =>
  ({
    domain,
    id,
    volume: '1000',
    days: {
      '2026-03-01': { desktop: [before] },
      '2026-03-02': { desktop: [after] },
    },
  }) satisfies FixtureKeyword;

const days = daysOf([
  kw(SITE, 1, '5', '5'),
  kw(A, 1, '8', '2'), // A above the site on keyword 1
  kw(B, 1, '7', '9'), // B below
  kw(SITE, 2, null, null),
  kw(A, 2, '4', '4'), // A ranks, the site has an entry without a position
  kw(B, 2, null, null),
  { id: 3, volume: '1000', domain: A, days: { '2026-03-02': { desktop: ['1'] } } }, // site: no data
  kw(B, 3, '11', '12'),
]);

describe('competitorReview', () => {
  const review = competitorReview(days, SITE, [A, B], period, previous);
  const [a, b] = review.competitors;

  it('says apart "they rank above you" and "they rank, you do not"', () => {
    expect(a.outranking.desktop).toEqual({ higher: [1], siteWithout: [2] });
    expect(b.outranking.desktop).toEqual({ higher: [], siteWithout: [] });
  });

  it('shares the top 10 over the keywords with data on the end day', () => {
    expect(a.top10.desktop).toEqual({ inTop10: 3, withData: 3 });
    expect(b.top10.desktop).toEqual({ inTop10: 1, withData: 3 });
    expect(review.site.top10.desktop).toEqual({ inTop10: 1, withData: 2 });
  });

  it('names the competitor whose visibility rose most', () => {
    // A: before 1000 × CTR(8) + 1000 × CTR(4) = 25 + 70 = 95; after 150 + 70 + 280 = 500.
    expect(a.visibility.desktop).toEqual({ current: 500, previous: 95, change: 405 });
    // B: before 1000 × CTR(7) = 30; after 1000 × CTR(9) = 20.
    expect(b.visibility.desktop).toEqual({ current: 20, previous: 30, change: -10 });
    expect(review.gainedMost.desktop).toEqual({ domain: A, change: 405 });
  });

  it('takes at most three competitors', () => {
    const many = competitorReview(days, SITE, [A, B, 'c.com', 'd.com'], period, previous);
    expect(many.competitors.map((c) => c.domain)).toEqual([A, B, 'c.com']);
  });
});
