import { describe, expect, it } from 'vitest';
import { groupLines } from '@/lib/domain/review/groups';
import { SITE, both, daysOf } from './fixture';

const previous = { from: '2026-03-01', to: '2026-03-01' };
const period = { from: '2026-03-02', to: '2026-03-02' };

const days = daysOf([
  {
    group: 7,
    id: 1,
    volume: '1000',
    days: { '2026-03-01': both('2', '3'), '2026-03-02': both('1', '4') },
  },
  {
    group: 7,
    id: 2,
    volume: '1000',
    days: { '2026-03-01': both('9', '9'), '2026-03-02': both('4', null) },
  },
  { group: 7, id: 3, volume: '1000', days: { '2026-03-02': both(null, null) } },
  { group: 7, id: 4, volume: '1000', days: { '2026-03-01': both('1', '1') } },
  { group: 9, id: 5, volume: '200', days: { '2026-03-02': both('30', '30') } },
]);

describe('groupLines', () => {
  const lines = groupLines(days, SITE, period, previous, new Map([[7, 'Shoes']]));

  it('gives one line per group with desktop and mobile side by side', () => {
    expect(lines.map((l) => [l.groupId, l.title, l.keywords])).toEqual([
      [7, 'Shoes', 4],
      [9, null, 1],
    ]);
    expect(Object.keys(lines[0].devices).sort()).toEqual(['desktop', 'mobile']);
  });

  it('averages the positions present and says how many had none or no data', () => {
    expect(lines[0].devices.desktop).toMatchObject({
      averagePosition: 2.5, // (1 + 4) / 2
      withPosition: 2,
      withoutPosition: 1,
      noData: 1,
    });
    expect(lines[0].devices.mobile).toMatchObject({
      averagePosition: 4,
      withPosition: 1,
      withoutPosition: 2,
      noData: 1,
    });
  });

  it('compares the group’s visibility with the period before', () => {
    // Desktop before: 150 + 20 + 280 = 450; after: 280 + 70 + 0 = 350.
    expect(lines[0].devices.desktop.visibility).toEqual({
      current: 350,
      previous: 450,
      change: -100,
    });
    // Group 9 had no data before: no change, not +0.
    expect(lines[1].devices.desktop.visibility).toEqual({
      current: 0,
      previous: null,
      change: null,
    });
  });
});
