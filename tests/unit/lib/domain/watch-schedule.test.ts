import { describe, expect, it } from 'vitest';
import {
  daysToCheck,
  formatDayMinute,
  isQuiet,
  minutesUntilLoud,
  nextCheckAt,
  parseDayMinute,
  RETRY_MS,
} from '@/lib/domain/watch-schedule';

/** A fixed clock: 2026-03-11 10:00 UTC. */
const NOW = Date.UTC(2026, 2, 11, 10, 0);

describe('daysToCheck', () => {
  it.each<[string | null, string | null, string[]]>([
    [null, '2026-03-10', []],
    ['2026-03-10', '2026-03-10', []],
    ['2026-03-10', '2026-03-09', []],
    ['2026-03-09', '2026-03-10', ['2026-03-10']],
    ['2026-03-07', '2026-03-10', ['2026-03-08', '2026-03-09', '2026-03-10']],
    [
      '2026-02-01',
      '2026-03-10',
      [
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
      ],
    ],
    ['2026-03-09', null, []],
  ])('last %s, newest %s → %j', (last, newest, expected) => {
    expect(daysToCheck(last, newest)).toEqual(expected);
  });
});

describe('nextCheckAt', () => {
  it('after tomorrow’s update when every campaign had yesterday’s data', () => {
    expect(nextCheckAt(NOW, ['2026-03-10', '2026-03-10'])).toBe(Date.UTC(2026, 2, 12, 6));
  });
  it('in an hour when a campaign has not been updated yet', () => {
    expect(nextCheckAt(NOW, ['2026-03-10', '2026-03-09'])).toBe(NOW + RETRY_MS);
    expect(nextCheckAt(NOW, [null])).toBe(NOW + RETRY_MS);
  });
});

describe('quiet hours', () => {
  const night = { from: 22 * 60, to: 7 * 60 };
  it.each([
    [23 * 60, true, 8 * 60],
    [3 * 60, true, 4 * 60],
    [7 * 60, false, 0],
    [12 * 60, false, 0],
  ])('22:00–07:00 at minute %i: quiet %s, loud in %i min', (minute, quiet, wait) => {
    expect(isQuiet(night, minute)).toBe(quiet);
    expect(minutesUntilLoud(night, minute)).toBe(wait);
  });
  it('a span inside one day, and none', () => {
    expect(isQuiet({ from: 60, to: 120 }, 90)).toBe(true);
    expect(isQuiet({ from: 60, to: 120 }, 120)).toBe(false);
    expect(isQuiet(null, 90)).toBe(false);
  });
  it.each([
    ['07:30', 450],
    ['7:05', 425],
    ['24:00', null],
    ['7.30', null],
  ])('parses %s', (text, minute) => {
    expect(parseDayMinute(text)).toBe(minute);
    if (minute !== null) expect(parseDayMinute(formatDayMinute(minute))).toBe(minute);
  });
});
