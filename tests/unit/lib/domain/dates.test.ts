import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  defaultRange,
  periodStart,
  periodsOf,
  reportPeriods,
  toServiceDate,
  weekStart,
} from '@/lib/domain/dates';

describe('dates', () => {
  it.each([
    ['2024-03-30', 1, '2024-03-31'],
    ['2024-03-31', 1, '2024-04-01'],
    ['2024-10-27', 1, '2024-10-28'], // DST change in Europe
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-01-01', -1, '2024-12-31'],
  ])('addDays(%s, %i) = %s', (from, n, expected) => {
    expect(addDays(from, n)).toBe(expected);
  });

  it('counts days between', () => {
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
  });

  it('turns days into the service form', () => {
    expect(toServiceDate('2024-01-05')).toBe('20240105');
  });

  it.each([
    [30, '2024-05-10T10:00:00Z', '2024-04-10', '2024-05-09'],
    [1, '2024-05-10T00:30:00Z', '2024-05-09', '2024-05-09'],
    [7, '2024-03-01T12:00:00Z', '2024-02-23', '2024-02-29'],
  ])('defaultRange(%i) at %s ends yesterday', (days, now, datemin, datemax) => {
    expect(defaultRange(days, new Date(now))).toEqual({ datemin, datemax });
  });

  it.each([
    ['2024-01-05', '2024-01-05'],
    ['20240105', '2024-01-05'],
    ['2024-01-05 00:00:00', '2024-01-05'],
    ['2024-02-30', null],
    ['2024-W01', '2024-01-01'],
    ['2025W01', '2024-12-30'],
    ['2024-03', '2024-03-01'],
    ['202403', '2024-03-01'],
    ['2024-13', null],
    ['yesterday', null],
  ])('periodStart(%s) = %s', (key, expected) => {
    expect(periodStart(key)).toBe(expected);
  });

  it.each([
    ['2024-01-03', '2024-01-01'], // Wednesday
    ['2024-01-01', '2024-01-01'], // Monday
    ['2024-01-07', '2024-01-01'], // Sunday
  ])('weekStart(%s) = %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it.each([
    ['daily', '2024-01-30', '2024-02-02', ['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-02']],
    ['weekly', '2024-01-03', '2024-01-15', ['2024-01-01', '2024-01-08', '2024-01-15']],
    ['monthly', '2024-01-15', '2024-03-02', ['2024-01-01', '2024-02-01', '2024-03-01']],
    ['daily', '2024-02-02', '2024-01-30', []],
  ] as const)('periodsOf %s %s..%s', (gap, from, to, expected) => {
    expect(periodsOf(from, to, gap)).toEqual(expected);
  });

  it('fills missing days between what the service sent', () => {
    expect(
      reportPeriods('2024-01-01', '2024-01-04', 'daily', ['2024-01-04', '2024-01-01']),
    ).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']);
  });

  it('keeps a foreign week convention as sent instead of doubling the columns', () => {
    // Sunday-based weeks: not aligned with Mondays, so only the received periods are columns.
    expect(
      reportPeriods('2024-01-01', '2024-01-20', 'weekly', ['2024-01-07', '2024-01-14']),
    ).toEqual(['2024-01-07', '2024-01-14']);
  });
});
