import { describe, expect, it } from 'vitest';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';
import {
  best,
  change,
  chartValues,
  filterRows,
  latest,
  sortRows,
  summarise,
  toPositionValue,
  toRow,
  type PositionsKeyword,
} from '@/lib/domain/positions';

const O = 'out' as const;
const _ = null;

describe('toPositionValue', () => {
  it.each([
    [3, 3],
    ['7', 7],
    ['4.35', 4.4],
    [100, 100],
    [101, O],
    [0, O],
    ['0', O],
    [-1, O],
    ['out', O],
    [null, _],
    [undefined, _],
    ['', _],
    ['abc', _],
  ] as const)('%j → %j', (raw, expected) => {
    expect(toPositionValue(raw)).toBe(expected);
  });
});

describe('series maths', () => {
  it.each<[string, PositionValue[], PositionValue, number | null]>([
    ['plain', [5, 4, 3], 3, 3],
    ['trailing missing days', [5, 4, _, _], 4, 4],
    ['only missing', [_, _], _, null],
    ['ends out', [5, 2, O], O, 2],
    ['never ranked', [O, O, _], O, null],
    ['empty', [], _, null],
  ])('%s: latest and best', (_name, series, last, top) => {
    expect(latest(series).value).toBe(last);
    expect(best(series)).toBe(top);
  });

  it.each<[string, PositionValue[], string, number | null]>([
    ['improved', [10, 8, 4], 'up', 6],
    ['worse', [3, _, 9], 'down', -6],
    ['same', [5, 2, 5], 'same', 0],
    ['missing days at both ends ignored', [_, 12, 11, _, 7, _], 'up', 5],
    ['entered the top 100', [O, O, 40], 'entered', null],
    ['dropped out', [8, O], 'dropped', null],
    ['out throughout', [O, _, O], 'same', null],
    ['one data point', [_, 4, _], 'none', null],
    ['no data', [_, _], 'none', null],
    ['averages keep one decimal', [4.25, 3.1], 'up', 1.2],
  ])('change: %s', (_name, series, kind, delta) => {
    const c = change(series);
    expect(c.kind).toBe(kind);
    expect(c.delta).toBe(delta);
  });

  it('never charts "out" or a missing day as a number', () => {
    expect(chartValues([3, O, _, 0 as never])).toEqual([3, null, null, null]);
  });
});

const kw = (over: Partial<PositionsKeyword> & { id: number }): PositionsKeyword => ({
  title: `kw ${over.id}`,
  groupId: 1,
  status: 'active',
  volume: null,
  cpc: null,
  positions: {},
  urls: {},
  urlHistory: {},
  rivals: {},
  ...over,
});

describe('rows', () => {
  const rows = [
    toRow(
      kw({
        id: 1,
        title: 'trail shoes',
        volume: 900,
        positions: { desktop: [9, 3], mobile: [_, 12] },
        urls: { desktop: 'https://example.com/a', mobile: null },
      }),
      ['desktop', 'mobile'],
      null,
    ),
    toRow(
      kw({
        id: 2,
        title: 'running',
        volume: 5000,
        groupId: 2,
        status: 'stop',
        positions: { mobile: [4, 6] },
      }),
      ['mobile'],
      null,
    ),
    toRow(
      kw({ id: 3, title: 'Boots', volume: null, positions: { desktop: [O, O] } }),
      ['desktop'],
      null,
    ),
    toRow(
      kw({ id: 4, title: 'socks', volume: 10, positions: { desktop: [_, _] } }),
      ['desktop'],
      null,
    ),
  ];

  it('describes the first device unless a device is chosen', () => {
    expect(rows[0].device).toBe('desktop');
    expect(rows[0].latest).toEqual({ desktop: 3, mobile: 12 });
    expect(rows[0].change.kind).toBe('up');
    const mobile = toRow(
      kw({ id: 1, positions: { desktop: [9, 3], mobile: [_, 12] } }),
      ['desktop', 'mobile'],
      'mobile',
    );
    expect(mobile.device).toBe('mobile');
    expect(mobile.change.kind).toBe('none');
    expect(mobile.best).toBe(12);
  });

  it.each([
    ['position', 'asc', [1, 2, 3, 4]],
    ['position', 'desc', [3, 2, 1, 4]],
    ['volume', 'desc', [2, 1, 4, 3]],
    ['volume', 'asc', [4, 1, 2, 3]],
    ['change', 'desc', [1, 3, 2, 4]],
    ['best', 'asc', [1, 2, 3, 4]],
    ['title', 'asc', [3, 2, 4, 1]],
  ] as const)('sorts by %s %s, rows without a value last', (key, dir, ids) => {
    expect(sortRows([...rows], key, dir).map((r) => r.id)).toEqual(ids);
  });

  it.each([
    [{ search: 'SHOE' }, [1]],
    [{ groupId: 2 }, [2]],
    [{ device: 'mobile' }, [1, 2]],
    [{ status: 'stop' as const }, [2]],
    [{ search: 'zzz' }, []],
  ])('filters %j', (f, ids) => {
    const filters = { search: '', groupId: null, device: null, status: null, ...f };
    expect(filterRows(rows, filters).map((r) => r.id)).toEqual(ids);
  });

  it('summarises the range', () => {
    expect(summarise(rows)).toEqual({
      keywords: 4,
      up: 1,
      down: 1,
      unchanged: 1,
      entered: 0,
      dropped: 0,
      top10: 2,
      top3: 1,
      noData: 1,
    });
  });
});
