import { describe, expect, it } from 'vitest';
import { defaultWatchRules, type Watch, type WatchRules } from '@/lib/domain/watch';
import {
  detectChanges,
  reasonsFor,
  type ChangeReason,
  type WatchedSeries,
} from '@/lib/domain/watch-changes';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';

const days = { day: '2026-03-10', previous: '2026-03-09', weekAgo: '2026-03-03' };
const off: WatchRules = {
  dayMove: null,
  weekMove: null,
  tops: [],
  top100: false,
  urlChange: false,
  competitor: null,
};

function series(
  week: PositionValue,
  before: PositionValue,
  after: PositionValue,
  over: Partial<WatchedSeries> = {},
): WatchedSeries {
  const point = (position: PositionValue, url: string | null = 'https://example.com/a') =>
    position === null ? undefined : { position, url };
  const entries = [
    [days.weekAgo, point(week)],
    [days.previous, point(before)],
    [days.day, point(after)],
  ].filter(([, p]) => p !== undefined);
  return {
    keywordId: 7,
    keyword: 'running shoes',
    groupId: 70,
    device: 'desktop',
    days: Object.fromEntries(entries),
    rivals: {},
    ...over,
  };
}

const watch = (rules: Partial<WatchRules>, over: Partial<Watch> = {}): Watch => ({
  id: 'w1',
  campaignId: 1,
  domain: 'example.com',
  campaignTitle: 'Example',
  scope: { kind: 'campaign' },
  rules: { ...off, ...rules },
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

describe('reasonsFor', () => {
  it.each<[string, Partial<WatchRules>, PositionValue[], ChangeReason[]]>([
    ['a day drop of N', { dayMove: 5 }, [4, 4, 9], [{ kind: 'drop', span: 'day', by: 5 }]],
    ['a day drop under N', { dayMove: 5 }, [4, 4, 8], []],
    ['a day rise', { dayMove: 5 }, [30, 30, 12], [{ kind: 'rise', span: 'day', by: 18 }]],
    [
      'a fall out of the top 100 as a move',
      { dayMove: 5 },
      [8, 8, 'out'],
      [{ kind: 'drop', span: 'day', by: 93 }],
    ],
    ['a weekly drop', { weekMove: 10 }, [5, 12, 16], [{ kind: 'drop', span: 'week', by: 11 }]],
    ['a weekly rise', { weekMove: 10 }, [40, 35, 29], [{ kind: 'rise', span: 'week', by: 11 }]],
    ['leaving the top 10', { tops: [10] }, [9, 9, 11], [{ kind: 'leaveTop', top: 10 }]],
    ['entering the top 3', { tops: [3, 10] }, [5, 5, 3], [{ kind: 'enterTop', top: 3 }]],
    [
      'leaving two bands at once',
      { tops: [3, 10, 50] },
      [2, 2, 60],
      [
        { kind: 'leaveTop', top: 3 },
        { kind: 'leaveTop', top: 10 },
        { kind: 'leaveTop', top: 50 },
      ],
    ],
    ['a band not watched', { tops: [50] }, [9, 9, 11], []],
    ['dropping out of the top 100', { top100: true }, [60, 60, 'out'], [{ kind: 'outOfTop100' }]],
    ['staying out', { top100: true, tops: [10], dayMove: 1 }, ['out', 'out', 'out'], []],
    ['no data yesterday: nothing compared', { dayMove: 1, tops: [10] }, [9, null, 40], []],
    ['no data today: nothing compared', { dayMove: 1, weekMove: 1 }, [9, 9, null], []],
  ])('%s', (_name, rules, [week, before, after], expected) => {
    expect(reasonsFor(watch(rules), series(week, before, after), days)).toEqual(expected);
  });

  it('reports a new ranking URL only while ranked', () => {
    const s = series(3, 3, 3);
    s.days[days.day] = { position: 3, url: 'https://example.com/b' };
    expect(reasonsFor(watch({ urlChange: true }), s, days)).toEqual([{ kind: 'urlChange' }]);
    const out = series(3, 3, 'out');
    expect(reasonsFor(watch({ urlChange: true }), out, days)).toEqual([]);
  });

  it.each<[string, PositionValue, PositionValue, boolean]>([
    ['moves above us', 12, 4, true],
    ['was already above us', 2, 3, false],
    ['stays below us', 12, 9, false],
    ['comes in from outside the top 100', 'out', 4, true],
  ])('a competitor that %s', (_name, before, after, reported) => {
    const s = series(5, 5, 5, {
      rivals: { 'rival.com': { [days.previous]: before, [days.day]: after } },
    });
    const found = reasonsFor(watch({ competitor: 'rival.com' }), s, days);
    expect(found).toEqual(
      reported ? [{ kind: 'overtaken', competitor: 'rival.com', position: after }] : [],
    );
  });

  it('the defaults catch a fall out of the top 10', () => {
    const found = reasonsFor(watch(defaultWatchRules), series(7, 8, 14), days);
    expect(found).toEqual([
      { kind: 'drop', span: 'day', by: 6 },
      { kind: 'leaveTop', top: 10 },
    ]);
  });
});

describe('detectChanges', () => {
  const input = (watches: Watch[], list: WatchedSeries[]) => ({
    campaignId: 1,
    domain: 'example.com',
    ...days,
    watches,
    series: list,
  });

  it('one entry per keyword and device, reasons of every covering watch merged once', () => {
    const a = watch({ tops: [10] }, { id: 'a' });
    const b = watch(
      { tops: [10], dayMove: 3 },
      { id: 'b', scope: { kind: 'group', groupId: 70, title: 'G' } },
    );
    const [change, ...rest] = detectChanges(input([a, b], [series(9, 9, 13)]));
    expect(rest).toEqual([]);
    expect(change).toMatchObject({
      id: '1|2026-03-10|7|desktop',
      before: 9,
      after: 13,
      watchIds: ['a', 'b'],
      reasons: [
        { kind: 'leaveTop', top: 10 },
        { kind: 'drop', span: 'day', by: 4 },
      ],
    });
  });

  it('keeps to each watch scope and campaign', () => {
    const other = watch({ tops: [10] }, { scope: { kind: 'keywords', keywordIds: [8] } });
    const elsewhere = watch({ tops: [10] }, { campaignId: 2 });
    expect(detectChanges(input([other, elsewhere], [series(9, 9, 13)]))).toEqual([]);
  });

  it('finds nothing when nothing moved', () => {
    expect(detectChanges(input([watch(defaultWatchRules)], [series(9, 9, 9)]))).toEqual([]);
  });
});
