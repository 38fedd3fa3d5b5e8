import { describe, expect, it } from 'vitest';
import {
  coveredRange,
  isDay,
  lastDays,
  periodBefore,
  periodLength,
} from '@/entrypoints/review/setup/period';

describe('review periods', () => {
  it.each([
    [7, '2026-11-29', { from: '2026-11-22', to: '2026-11-28' }],
    [30, '2026-11-29', { from: '2026-10-30', to: '2026-11-28' }],
    [90, '2026-03-01', { from: '2025-12-01', to: '2026-02-28' }],
  ])('last %i days before %s end yesterday', (days, today, period) => {
    expect(lastDays(days, today)).toEqual(period);
    expect(periodLength(period)).toBe(days);
  });

  it.each([
    [
      { from: '2026-10-30', to: '2026-11-28' },
      { from: '2026-09-30', to: '2026-10-29' },
    ],
    [
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-02-28', to: '2026-02-28' },
    ],
    // Across a leap day and a year end: same length, just before.
    [
      { from: '2024-02-01', to: '2024-03-31' },
      { from: '2023-12-03', to: '2024-01-31' },
    ],
  ])('the period before %o is %o, of the same length', (period, before) => {
    expect(periodBefore(period)).toEqual(before);
    expect(periodLength(before)).toBe(periodLength(period));
  });

  it('one read covers both periods', () => {
    const period = { from: '2026-10-30', to: '2026-11-28' };
    expect(coveredRange(period, periodBefore(period))).toEqual({
      from: '2026-09-30',
      to: '2026-11-28',
    });
  });

  it.each([
    ['2026-11-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['28.11.2026', false],
    ['', false],
  ])('%s is a day: %s', (value, day) => expect(isDay(value)).toBe(day));
});
