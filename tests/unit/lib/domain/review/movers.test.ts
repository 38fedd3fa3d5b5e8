import { describe, expect, it } from 'vitest';
import { moverWeighting, movers } from '@/lib/domain/review/movers';
import { SITE, daysOf, type FixtureKeyword } from './fixture';

const period = { from: '2026-03-01', to: '2026-03-05' };
const desk = (
  id: number,
  volume: string | null,
  days: Record<string, [string | null, string?]>,
): FixtureKeyword => ({
  id,
  volume,
  days: Object.fromEntries(Object.entries(days).map(([d, v]) => [d, { desktop: v }])),
});

const days = daysOf([
  // +2 places on 1,000 searches: weight 2,000, another page ranks at the end.
  desk(1, '1000', {
    '2026-03-01': ['5', 'https://example.com/a'],
    '2026-03-05': ['3', 'https://example.com/b'],
  }),
  // +40 places on 10 searches: weight 400, so it ranks below keyword 1.
  desk(2, '10', { '2026-03-01': ['50'], '2026-03-05': ['10'] }),
  // The ends are the first and last days with a position: March 2 (8) and March 4 (20).
  desk(3, '300', {
    '2026-03-01': [null],
    '2026-03-02': ['8', 'https://example.com/c'],
    '2026-03-04': ['20', 'https://example.com/c'],
    '2026-03-05': [null],
  }),
  // Moved, but without a volume to weigh it by.
  desk(4, null, { '2026-03-01': ['9'], '2026-03-05': ['1'] }),
  // One day with a position: no move.
  desk(5, '900', { '2026-03-03': ['4'] }),
]);

describe('movers', () => {
  const m = movers(days, SITE, 'desktop', period);

  it('ranks gains by places × search volume', () => {
    expect(m.gains.map((g) => [g.keywordId, g.places, g.weight])).toEqual([
      [1, 2, 2000],
      [2, 40, 400],
    ]);
  });

  it('gives the ranking URL at both ends and whether it changed', () => {
    expect(m.gains[0].from).toEqual({
      day: '2026-03-01',
      position: 5,
      url: 'https://example.com/a',
    });
    expect(m.gains[0].to).toEqual({ day: '2026-03-05', position: 3, url: 'https://example.com/b' });
    expect(m.gains[0].urlChanged).toBe(true);
  });

  it('measures losses between the first and last days with a position', () => {
    expect(m.losses).toHaveLength(1);
    expect(m.losses[0]).toMatchObject({
      keywordId: 3,
      places: -12,
      weight: -3600,
      urlChanged: false,
      from: { day: '2026-03-02', position: 8 },
      to: { day: '2026-03-04', position: 20 },
    });
  });

  it('counts moves it cannot weigh instead of weighing them as 0', () => {
    expect(m.withoutVolume).toBe(1);
  });

  it('states its weighting as data', () => {
    expect(moverWeighting.formula).toMatch(/× search volume/);
  });
});
