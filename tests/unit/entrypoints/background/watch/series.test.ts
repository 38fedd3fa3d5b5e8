import { describe, expect, it } from 'vitest';
import type { RankSeries } from '@/lib/api/schemas/rank';
import { watchedSeries } from '@/entrypoints/background/watch/series';

const s = (
  keywordId: number,
  domain: string,
  points: [string, number | null][],
  device = 'desktop',
): RankSeries => ({
  groupId: 70,
  domain,
  keywordId,
  keyword: { title: `k${keywordId}`, volume: null, cpc: null },
  engine: '1',
  device,
  location: '',
  points: points.map(([date, position]) => ({ date, position, url: `https://${domain}/${date}` })),
});

const D1 = '2026-03-09';
const D2 = '2026-03-10';
const D3 = '2026-03-11';

describe('watchedSeries', () => {
  it('a tracked day without an entry is out; a day nothing was tracked has no data', () => {
    const { days, series } = watchedSeries(
      {
        series: [
          s(7, 'www.example.com', [[D1, 4]]),
          s(8, 'www.example.com', [
            [D1, 30],
            [D2, 31],
          ]),
        ],
        dates: [D1, D2, D3],
      },
      'example.com',
      [],
    );
    expect(days).toEqual([D1, D2, D3]);
    const k7 = series.find((x) => x.keywordId === 7)!;
    expect(k7.days[D1]).toEqual({ position: 4, url: `https://www.example.com/${D1}` });
    expect(k7.days[D2]).toEqual({ position: 'out', url: null });
    expect(k7.days[D3]).toBeUndefined();
  });

  it('keeps devices apart and puts competitors beside our keyword', () => {
    const { series } = watchedSeries(
      {
        series: [
          s(7, 'example.com', [[D1, 4]]),
          s(7, 'example.com', [[D1, 9]], 'mobile'),
          s(7, 'rival.com', [[D1, 2]]),
        ],
        dates: [D1],
      },
      'example.com',
      ['rival.com'],
    );
    expect(series.map((x) => [x.device, x.days[D1]?.position])).toEqual([
      ['desktop', 4],
      ['mobile', 9],
    ]);
    expect(series[0].rivals).toEqual({ 'rival.com': { [D1]: 2 } });
    // The rival had no entry on mobile that tracked day: out of the top 100.
    expect(series[1].rivals).toEqual({ 'rival.com': { [D1]: 'out' } });
  });

  it('a position the service sends as 0 or past 100 is out', () => {
    const { series } = watchedSeries(
      { series: [s(7, 'example.com', [[D1, 0]])], dates: [D1] },
      'example.com',
      [],
    );
    expect(series[0].days[D1].position).toBe('out');
  });

  it.each<[string, [string, number | null][], (number | 'out' | undefined)[]]>([
    [
      'a lonely miss inside the top 80 is no data',
      [
        [D1, 12],
        [D3, 14],
      ],
      [12, undefined, 14],
    ],
    [
      'a miss after a position past 80 is out',
      [
        [D1, 90],
        [D3, 14],
      ],
      [90, 'out', 14],
    ],
    [
      'a miss on the newest day after the top 80 is not known yet',
      [
        [D1, 12],
        [D2, 14],
      ],
      [12, 14, undefined],
    ],
    ['two misses in a row are out', [[D1, 12]], [12, 'out', 'out']],
  ])('%s', (_name, points, expected) => {
    const tracked = s(8, 'example.com', [
      [D1, 30],
      [D2, 30],
      [D3, 30],
    ]);
    const { series } = watchedSeries(
      { series: [s(7, 'example.com', points), tracked], dates: [D1, D2, D3] },
      'example.com',
      [],
    );
    const k7 = series.find((x) => x.keywordId === 7)!;
    expect([D1, D2, D3].map((d) => k7.days[d]?.position)).toEqual(expected);
  });
});
