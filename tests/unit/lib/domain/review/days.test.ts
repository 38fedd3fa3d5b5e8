import { describe, expect, it } from 'vitest';
import { compare, daysOf as periodDays, mean } from '@/lib/domain/review/days';
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
