import { describe, expect, it } from 'vitest';
import type { RankSeries } from '@/lib/api/schemas/rank';
import {
  compare,
  daysOf as periodDays,
  mean,
  NO_DATA_PLACE,
  NO_POSITION_PLACE,
  rankDays,
} from '@/lib/domain/review/days';
import { SITE, daysOf } from './fixture';

describe('rankDays', () => {
  const days = daysOf([
    {
      id: 1,
      volume: '1500',
      days: {
        '2026-03-01': { desktop: ['4', 'https://example.com/a'], mobile: [null] },
        '2026-03-02': { desktop: ['0'] },
      },
    },
  ]);

  it('reads a position sent as a string, with its url', () => {
    expect(days.at(SITE, 1, 'desktop', '2026-03-01')).toEqual({
      kind: 'position',
      position: 4,
      url: 'https://example.com/a',
    });
  });

  it.each([
    ['an entry without a position', 'no-position', 'mobile', '2026-03-01'],
    ['an entry with position 0', 'no-position', 'desktop', '2026-03-02'],
    ['a device missing that day', 'no-data', 'mobile', '2026-03-02'],
    ['a day missing from the answer', 'no-data', 'desktop', '2026-03-03'],
  ])('%s is %s', (_, kind, device, day) => {
    expect(days.at(SITE, 1, device, day).kind).toBe(kind);
  });

  it('finds the site under any spelling of its domain', () => {
    expect(days.at('https://www.Example.com', 1, 'desktop', '2026-03-01').kind).toBe('position');
  });

  it('lists keywords with their volume as a number, and the devices', () => {
    expect(days.keywords).toEqual([{ id: 1, title: 'kw1', groupId: 1, volume: 1500 }]);
    expect([...days.devices].sort()).toEqual(['desktop', 'mobile']);
  });
});

describe('rankDays, read day by day', () => {
  const days = daysOf([
    {
      id: 1,
      domain: `www.${SITE}`,
      days: {
        '2026-03-01': { desktop: ['4.26', 'https://example.com/a'], mobile: ['101'] },
        '2026-03-03': { desktop: [null], mobile: ['100'] },
      },
    },
    { id: 1, domain: 'https://rival.com/', days: { '2026-03-02': { desktop: ['7'] } } },
  ]);
  const row = days.row(SITE, 1, 'desktop');

  it.each([
    ['a position, rounded to a whole place', '2026-03-01', 4],
    ['a missing day', '2026-03-02', NO_DATA_PLACE],
    ['a null position', '2026-03-03', NO_POSITION_PLACE],
    ['a day the answer does not hold', '2026-03-09', NO_DATA_PLACE],
  ])('places %s', (_, day, place) => {
    expect(row.place(days.dayIndex(day))).toBe(place);
  });

  it('keeps the position as the service sent it (one decimal) where a state is read', () => {
    expect(row.at(days.dayIndex('2026-03-01'))).toEqual({
      kind: 'position',
      position: 4.3,
      url: 'https://example.com/a',
    });
  });

  it.each([
    ['past 100', '2026-03-01', 'no-position'],
    ['at 100', '2026-03-03', 'position'],
  ])('reads a position %s as %s', (_, day, kind) => {
    expect(days.at(SITE, 1, 'mobile', day).kind).toBe(kind);
  });

  it('finds a competitor sent with a scheme under its bare name, and nothing for another', () => {
    expect(days.at('rival.com', 1, 'desktop', '2026-03-02')).toMatchObject({ position: 7 });
    expect(days.at('rival.com', 1, 'mobile', '2026-03-02').kind).toBe('no-data');
    expect(days.row('other.com', 1, 'desktop').place(days.dayIndex('2026-03-02'))).toBe(
      NO_DATA_PLACE,
    );
  });
});

describe('rankDays, several series on one row', () => {
  const series = (domain: string, engine: string, points: RankSeries['points']): RankSeries => ({
    groupId: 1,
    domain,
    keywordId: 1,
    keyword: { title: 'kw1', volume: 100, cpc: null },
    engine,
    device: 'desktop',
    location: '',
    points,
  });
  const first = [{ date: '2026-03-01', position: 3, url: null }];
  const answer = {
    // The answer's day list lacks 2026-03-02, which the second series holds.
    dates: ['2026-03-01'],
    series: [
      series(SITE, 'google', first),
      series(`www.${SITE}`, 'bing', [
        { date: '2026-03-01', position: 9, url: null },
        { date: '2026-03-02', position: 5, url: 'https://example.com/b' },
      ]),
    ],
  };
  const days = rankDays(answer);

  it('keeps the first entry met for a day and adds the days only another series has', () => {
    expect(days.at(SITE, 1, 'desktop', '2026-03-01')).toMatchObject({ position: 3 });
    expect(days.at(SITE, 1, 'desktop', '2026-03-02')).toEqual({
      kind: 'position',
      position: 5,
      url: 'https://example.com/b',
    });
  });

  it('leaves the answer as it was', () => {
    expect(answer.series[0].points).toBe(first);
    expect(first).toHaveLength(1);
  });
});

describe('period helpers', () => {
  it('lists a period’s days from its inputs alone', () => {
    expect(periodDays({ from: '2026-02-27', to: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('has no change when either side has no data, never 0', () => {
    expect(compare(5, null)).toEqual({ current: 5, previous: null, change: null });
    expect(compare(null, 5).change).toBeNull();
    expect(compare(7, 5).change).toBe(2);
  });

  it('averages the numbers present only', () => {
    expect(mean([2, null, 4])).toBe(3);
    expect(mean([null])).toBeNull();
  });
});
