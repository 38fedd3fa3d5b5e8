import { describe, expect, it } from 'vitest';
import { assembleKeywords } from '@/lib/monitoring/report';
import type { RankData, RankSeries } from '@/lib/api/schemas/rank';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';

const group = (id: number, devices: string[]): GroupSummary => ({
  id,
  campaignId: 1,
  title: `g${id}`,
  status: 'active',
  engine: 1,
  engineName: 'Google',
  country: 2,
  countryName: 'US',
  location: '',
  devices,
  keywordsCount: 0,
});

/** A series from a compact map of day → position (undefined keys: no entry). */
const series = (
  keywordId: number,
  groupId: number,
  device: string,
  points: Record<string, number | null>,
  domain = 'example.com',
): RankSeries => ({
  groupId,
  domain,
  keywordId,
  keyword: { title: `kw${keywordId}`, volume: 100 * keywordId, cpc: 1.5 },
  engine: '1',
  device,
  location: '',
  points: Object.entries(points).map(([date, position]) => ({
    date,
    position,
    url: position ? `https://www.example.com/p${keywordId}-${date}/` : null,
  })),
});

const rank = (...s: RankSeries[]): RankData => ({
  series: s,
  dates: [...new Set(s.flatMap((x) => x.points.map((p) => p.date)))].sort(),
});
const days = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'];
/** Another keyword of the group, first on every day: the group ran on each of them. */
const rankedEveryDay = () =>
  series(2, 10, 'desktop', Object.fromEntries(days.map((day) => [day, 1])));
const base = {
  campaignDomain: 'example.com',
  datemin: '2024-01-01',
  datemax: '2024-01-04',
  gap: 'daily' as const,
};

describe('assembleKeywords', () => {
  it('aligns every series on the full list of days, filling days nobody reported as missing', () => {
    const r = assembleKeywords({
      ...base,
      rank: rank(series(1, 10, 'desktop', { '2024-01-01': 3, '2024-01-04': 5 })),
      groups: [group(10, ['desktop'])],
      keywords: [],
    });
    expect(r.dates).toEqual(days);
    expect(r.keywords[0].positions.desktop).toEqual([3, null, null, 5]);
    expect(r.keywords[0].urls.desktop).toBe('https://www.example.com/p1-2024-01-04/');
    expect(r.keywords[0].volume).toBe(100);
  });

  it.each([
    // Others of the group were tracked on day 2 and 3, this keyword was not: out of the top 100.
    [
      'absent while the group was tracked',
      { '2024-01-01': 95, '2024-01-04': 97 },
      [95, 'out', 'out', 97],
    ],
    // A single hole between two good positions is a missed day, not a drop past 100 and back.
    [
      'one hole between good positions',
      { '2024-01-01': 5, '2024-01-03': 6, '2024-01-04': 6 },
      [5, null, 6, 6],
    ],
    // The service sent a leaf with 0 / past 100: out, whatever the neighbours.
    [
      'an explicit 0',
      { '2024-01-01': 5, '2024-01-02': 0, '2024-01-03': 6, '2024-01-04': 6 },
      [5, 'out', 6, 6],
    ],
    [
      'an explicit null leaf',
      { '2024-01-01': null, '2024-01-02': 7, '2024-01-03': 6, '2024-01-04': 6 },
      ['out', 7, 6, 6],
    ],
  ])('%s', (_name, points, expected) => {
    const other = rankedEveryDay();
    const r = assembleKeywords({
      ...base,
      rank: rank(series(1, 10, 'desktop', points as Record<string, number | null>), other),
      groups: [group(10, ['desktop'])],
      keywords: [],
    });
    expect(r.keywords.find((k) => k.id === 1)!.positions.desktop).toEqual(expected);
  });

  it('gives listed keywords without any data a row per group device: out where the group ran, missing elsewhere', () => {
    const r = assembleKeywords({
      ...base,
      rank: rank(series(1, 10, 'desktop', { '2024-01-02': 4, '2024-01-03': 4 })),
      groups: [group(10, ['desktop', 'mobile'])],
      keywords: [
        { id: 7, title: 'never ranked', status: 'active', groupId: 10, groupStatus: 'active' },
      ],
    });
    const k = r.keywords.find((x) => x.id === 7)!;
    expect(k.title).toBe('never ranked');
    expect(k.status).toBe('active');
    expect(k.positions.desktop).toEqual([null, 'out', 'out', null]);
    expect(k.positions.mobile).toEqual([null, null, null, null]);
    expect(k.urls).toEqual({ desktop: null, mobile: null });
  });

  it("leaves the periods after a stopped keyword's last data missing, not out", () => {
    const other = rankedEveryDay();
    const r = assembleKeywords({
      ...base,
      rank: rank(series(1, 10, 'desktop', { '2024-01-01': 60, '2024-01-02': 62 }), other),
      groups: [group(10, ['desktop'])],
      keywords: [
        { id: 1, title: 'stopped', status: 'stop', groupId: 10, groupStatus: 'active' },
        { id: 2, title: 'active', status: 'active', groupId: 10, groupStatus: 'active' },
      ],
    });
    expect(r.keywords.find((k) => k.id === 1)!.positions.desktop).toEqual([60, 62, null, null]);
  });

  it('takes a device name that names a built-in member as a plain key', () => {
    const r = assembleKeywords({
      ...base,
      rank: rank(series(1, 10, 'constructor', { '2024-01-01': 3 })),
      groups: [group(10, ['constructor'])],
      keywords: [],
    });
    expect(r.keywords[0].positions.constructor).toEqual([3, null, null, null]);
    expect(r.keywords[0].urls.constructor).toBe('https://www.example.com/p1-2024-01-01/');
  });

  it('keeps only the campaign domain, ignoring www. and the scheme', () => {
    const r = assembleKeywords({
      ...base,
      campaignDomain: 'https://www.example.com/',
      rank: rank(
        series(1, 10, 'desktop', { '2024-01-01': 2 }, 'example.com'),
        series(1, 10, 'desktop', { '2024-01-01': 1 }, 'rival.example'),
      ),
      groups: [group(10, ['desktop'])],
      keywords: [],
    });
    expect(r.keywords[0].positions.desktop[0]).toBe(2);
  });

  it("uses the service's weekly keys (Mondays) as columns, with weeks it skipped shown as missing", () => {
    const r = assembleKeywords({
      ...base,
      datemin: '2024-01-03',
      datemax: '2024-01-24',
      gap: 'weekly',
      rank: rank(
        series(1, 10, 'desktop', { '2024-01-01': 4.5, '2024-01-15': 3.25, '2024-01-22': 3 }),
      ),
      groups: [group(10, ['desktop'])],
      keywords: [],
    });
    expect(r.dates).toEqual(['2024-01-01', '2024-01-08', '2024-01-15', '2024-01-22']);
    expect(r.keywords[0].positions.desktop).toEqual([4.5, null, 3.3, 3]);
  });
});
