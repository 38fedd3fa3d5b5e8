import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  isDue,
  monthOf,
  nextPeriodAt,
  periodOf,
  recentSpends,
  spentInMonth,
  weekOf,
} from '@/lib/domain/page-watch-schedule';

/** Fixed clocks around month ends (UTC); 2026-03-31 is a Tuesday, 2026-11-30 a Monday. */
const at = (iso: string) => Date.parse(iso);

describe('periods', () => {
  it.each([
    ['2026-03-31T23:59:59Z', '2026-03-30', '2026-03'],
    ['2026-04-01T00:00:00Z', '2026-03-30', '2026-04'],
    ['2026-11-29T23:00:00Z', '2026-11-23', '2026-11'],
    ['2026-11-30T00:00:00Z', '2026-11-30', '2026-11'],
    ['2026-12-06T23:59:59Z', '2026-11-30', '2026-12'],
    ['2027-01-01T00:30:00Z', '2026-12-28', '2027-01'],
    ['2028-02-29T12:00:00Z', '2028-02-28', '2028-02'],
  ])('%s is in the week of %s and the month %s', (iso, week, month) => {
    expect(weekOf(at(iso))).toBe(week);
    expect(periodOf('weekly', at(iso))).toBe(week);
    expect(monthOf(at(iso))).toBe(month);
    expect(periodOf('monthly', at(iso))).toBe(month);
  });

  it.each([
    ['weekly', '2026-03-31T10:00:00Z', '2026-04-06T00:00:00Z'],
    ['weekly', '2026-04-05T23:59:59Z', '2026-04-06T00:00:00Z'],
    ['monthly', '2026-01-31T10:00:00Z', '2026-02-01T00:00:00Z'],
    ['monthly', '2026-12-15T10:00:00Z', '2027-01-01T00:00:00Z'],
  ] as const)('the %s period after %s begins %s', (cadence, now, next) => {
    expect(nextPeriodAt(cadence, at(now))).toBe(at(next));
  });

  it('is due once per period, whatever the hour of the wake-up', () => {
    const monday = at('2026-06-15T08:00:00Z');
    expect(isDue('weekly', null, monday)).toBe(true);
    expect(isDue('weekly', '2026-06-15', at('2026-06-21T23:59:00Z'))).toBe(false);
    expect(isDue('weekly', '2026-06-15', at('2026-06-22T00:00:00Z'))).toBe(true);
    // A browser closed for three weeks runs the current week once, not the missed ones.
    expect(periodOf('weekly', at('2026-07-08T09:00:00Z'))).toBe('2026-07-06');
    expect(isDue('monthly', '2026-06', at('2026-06-30T23:00:00Z'))).toBe(false);
    expect(isDue('monthly', '2026-06', at('2026-07-01T00:00:00Z'))).toBe(true);
  });
});

describe('the monthly budget', () => {
  const spends = [
    { at: at('2026-02-28T23:59:59Z'), cost: 4 },
    { at: at('2026-03-01T00:00:00Z'), cost: 2 },
    { at: at('2026-03-16T09:00:00Z'), cost: 2 },
  ];

  it('sums what was spent in the month of now only', () => {
    expect(spentInMonth(spends, at('2026-02-28T23:59:59Z'))).toBe(4);
    expect(spentInMonth(spends, at('2026-03-31T23:59:59Z'))).toBe(4);
    expect(spentInMonth(spends, at('2026-04-01T00:00:00Z'))).toBe(0);
  });

  it.each([
    // budget, cost, now, allowed, spent, left
    [6, 2, '2026-03-20T10:00:00Z', true, 4, 2],
    [5, 2, '2026-03-20T10:00:00Z', false, 4, 1],
    [4, 2, '2026-03-20T10:00:00Z', false, 4, 0],
    [4, 2, '2026-04-01T00:00:00Z', true, 0, 4],
    [1, 2, '2026-04-01T00:00:00Z', false, 0, 1],
  ])(
    'budget %i, a run of %i at %s: allowed %s (spent %i, left %i)',
    (budget, cost, now, ...rest) => {
      const [allowed, spent, left] = rest;
      const check = checkBudget(budget, spends, cost, at(now));
      expect(check).toEqual({ allowed, spent, cost, budget, left });
    },
  );

  it('never allows a run that would pass the budget, however the months fall', () => {
    let log: { at: number; cost: number }[] = [];
    const perMonth = new Map<string, number>();
    let now = at('2026-01-05T08:00:00Z');
    for (let week = 0; week < 60; week += 1, now += 7 * 86_400_000) {
      const check = checkBudget(5, log, 2, now);
      if (check.allowed) log = [...recentSpends(log, now), { at: now, cost: 2 }];
      expect(spentInMonth(log, now)).toBeLessThanOrEqual(5);
      perMonth.set(monthOf(now), spentInMonth(log, now));
    }
    // Two runs of 2 fit in 5 every month (each has four or five Mondays); the third is stopped.
    expect(new Set(perMonth.values())).toEqual(new Set([4]));
  });

  it('keeps this and last month’s spends only', () => {
    const now = at('2026-03-10T00:00:00Z');
    const old = { at: at('2026-01-31T23:00:00Z'), cost: 9 };
    expect(recentSpends([old, ...spends], now)).toEqual(spends);
    expect(recentSpends(spends, at('2026-01-15T00:00:00Z'))).toEqual(spends);
  });
});
