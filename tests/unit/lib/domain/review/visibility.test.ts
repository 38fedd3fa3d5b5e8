import { describe, expect, it } from 'vitest';
import {
  ctrAt,
  ctrCurve,
  dailyVisibility,
  periodVisibility,
  visibilityChange,
  visibilityFormula,
} from '@/lib/domain/review/visibility';
import { SITE, both, daysOf } from './fixture';

describe('the CTR curve', () => {
  it('is published as data, labelled as Stormlens’s estimate', () => {
    expect(visibilityFormula.source).toBe('stormlens-estimate');
    expect(visibilityFormula.ctrByPosition).toBe(ctrCurve);
    expect(ctrCurve).toHaveLength(10);
  });

  it.each([
    [1, 0.28],
    [3, 0.1],
    [10, 0.015],
    [11, 0],
    [87, 0],
  ])('CTR at %s is %s', (position, ctr) => {
    expect(ctrAt(position)).toBe(ctr);
  });
});

// Previous period: March 1–2; period: March 3–4.
const previous = { from: '2026-03-01', to: '2026-03-02' };
const period = { from: '2026-03-03', to: '2026-03-04' };

const days = daysOf([
  {
    id: 1,
    volume: '1000',
    days: {
      '2026-03-01': both('3', '1'),
      '2026-03-03': both('1', '1'),
      '2026-03-04': both('2', null),
    },
  },
  { id: 2, volume: '500', days: { '2026-03-03': both('3', '15'), '2026-03-04': both('3', '3') } },
  { id: 3, volume: null, days: { '2026-03-03': both('1', '1') } },
]);

describe('dailyVisibility', () => {
  it('sums volume × CTR over the keywords with data, and says how many had it', () => {
    // March 3, desktop: 1000 × 0.28 + 500 × 0.10 = 330; keyword 3 has no volume to weigh.
    // March 4, desktop: 1000 × 0.15 + 500 × 0.10 = 200.
    expect(dailyVisibility(days, SITE, 'desktop', period)).toEqual([
      { day: '2026-03-03', value: 330, keywords: 2 },
      { day: '2026-03-04', value: 200, keywords: 2 },
    ]);
  });

  it('gives "no data", not 0, for a day nothing was sent', () => {
    // March 2 is missing from the answer; March 1 has keyword 1 only: 1000 × 0.10.
    const values = dailyVisibility(days, SITE, 'desktop', previous).map((d) => d.value);
    expect(values).toEqual([100, null]);
  });
});

describe('visibility sums', () => {
  it('carry no floating-point noise (300 × 7% is 21)', () => {
    const one = daysOf([{ id: 1, volume: '300', days: { '2026-03-03': both('4', '4') } }]);
    expect(dailyVisibility(one, SITE, 'desktop', { from: '2026-03-03', to: '2026-03-03' })).toEqual(
      [{ day: '2026-03-03', value: 21, keywords: 1 }],
    );
  });
});

describe('periodVisibility and its change', () => {
  it('averages the days with data', () => {
    expect(periodVisibility(days, SITE, 'desktop', period)).toBe((330 + 200) / 2);
    expect(periodVisibility(days, SITE, 'desktop', previous)).toBe(100);
  });

  it('compares the period with the one before, "no data" when a side has none', () => {
    const change = visibilityChange(days, SITE, period, previous);
    expect(change.desktop).toEqual({ current: 265, previous: 100, change: 165 });
    // Mobile, March 3: 280 + 500 × 0 (past 10) = 280; March 4: no position + 50 = 50.
    expect(change.mobile).toEqual({ current: 165, previous: 280, change: -115 });
    const none = visibilityChange(days, SITE, period, { from: '2026-02-01', to: '2026-02-02' });
    expect(none.desktop).toEqual({ current: 265, previous: null, change: null });
  });
});
