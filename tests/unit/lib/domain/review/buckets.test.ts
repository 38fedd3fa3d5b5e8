import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsAt, topMoves } from '@/lib/domain/review/buckets';
import { SITE, both, daysOf } from './fixture';

const D1 = '2026-03-01';
const D2 = '2026-03-07';

describe('bucketOf', () => {
  it.each([
    [1, '1-3'],
    [3, '1-3'],
    [4, '4-10'],
    [10.4, '4-10'],
    [11, '11-20'],
    [50, '21-50'],
    [100, '51-100'],
  ] as const)('%s → %s', (position, bucket) => {
    expect(bucketOf(position)).toBe(bucket);
  });
});

describe('bucketsAt', () => {
  // Desktop: 2, 7, 15, 30, 80, an entry without a position, and a keyword with no entry that day.
  const days = daysOf([
    { id: 1, days: { [D1]: both('2', '2') } },
    { id: 2, days: { [D1]: both('7', '12') } },
    { id: 3, days: { [D1]: both('15', null) } },
    { id: 4, days: { [D1]: both('30', '30') } },
    { id: 5, days: { [D1]: both('80', '3') } },
    { id: 6, days: { [D1]: both(null, '99') } },
    { id: 7, days: { [D2]: both('1', '1') } },
  ]);

  it('counts each bucket per device, keeping "no position" apart from "no data"', () => {
    const at = bucketsAt(days, SITE, D1);
    expect(at.desktop).toEqual({
      '1-3': 1,
      '4-10': 1,
      '11-20': 1,
      '21-50': 1,
      '51-100': 1,
      'no-position': 1,
      'no-data': 1,
    });
    expect(at.mobile).toEqual({
      '1-3': 2,
      '4-10': 0,
      '11-20': 1,
      '21-50': 1,
      '51-100': 1,
      'no-position': 1,
      'no-data': 1,
    });
  });
});

describe('topMoves', () => {
  const days = daysOf([
    { id: 1, days: { [D1]: both('11', '11'), [D2]: both('9', '11') } }, // enters the top 10 (desktop)
    { id: 2, days: { [D1]: both('3', '3'), [D2]: both('5', '2') } }, // leaves the top 3 (desktop)
    { id: 3, days: { [D1]: both('8', '8'), [D2]: both(null, '8') } }, // leaves the top 10: no position
    { id: 4, days: { [D1]: both('2', '2') } }, // no data at the end: unknown, not an exit
    { id: 5, days: { [D2]: both('1', '1') } }, // no data at the start: unknown, not an entry
  ]);
  const moves = topMoves(days, SITE, D1, D2);

  it('finds entries and exits per device', () => {
    expect(moves.desktop.top10).toEqual({ entered: [1], exited: [3], unknown: 2 });
    expect(moves.desktop.top3).toEqual({ entered: [], exited: [2], unknown: 2 });
    expect(moves.mobile.top10).toEqual({ entered: [], exited: [], unknown: 2 });
  });
});
