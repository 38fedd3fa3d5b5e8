import { describe, expect, it } from 'vitest';
import { groupLaunches, seriesKeys, trendOf, type RunPoint } from '@/lib/domain/audit-trend';

const p = (
  id: number,
  parentId: number,
  device: string,
  score: number | null,
  day: number,
  status = 'ready',
): RunPoint => ({
  id,
  parentId,
  device,
  auditType: 'lighthouse',
  status,
  score,
  created: day * 86_400_000,
});

const points = [
  p(11, 10, 'desktop', 80, 1),
  p(12, 10, 'mobile', 55, 1),
  p(21, 20, 'desktop', 85, 5),
  p(22, 20, 'mobile', null, 5, 'error'),
  p(31, 30, 'desktop', 91, 9),
  p(32, 30, 'mobile', 60, 9),
];

describe('groupLaunches', () => {
  it('groups children by parent, newest launch first', () => {
    const launches = groupLaunches(points);
    expect(launches.map((l) => [l.parentId, l.runs.length])).toEqual([
      [30, 2],
      [20, 2],
      [10, 2],
    ]);
    expect(launches[0].created).toBe(9 * 86_400_000);
  });
});

describe('trendOf', () => {
  it.each([
    ['desktop', [80, 85, 91], 6],
    ['mobile', [55, 60], 5],
    ['tablet', [], null],
  ])('%s', (device, values, change) => {
    const trend = trendOf([...points].reverse(), device, 'lighthouse');
    expect(trend.values).toEqual(values);
    expect(trend.change).toBe(change);
  });

  it('keeps only the most recent runs', () => {
    expect(trendOf(points, 'desktop', 'lighthouse', 2).values).toEqual([85, 91]);
  });
});

describe('seriesKeys', () => {
  it('lists each device and type once, desktop first', () => {
    expect(seriesKeys(points)).toEqual([
      { device: 'desktop', auditType: 'lighthouse' },
      { device: 'mobile', auditType: 'lighthouse' },
    ]);
  });
});
