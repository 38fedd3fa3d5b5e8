import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RankData, RankSeries } from '@/lib/api/schemas/rank';
import { defaultWatchRules, type Watch } from '@/lib/domain/watch';
import type { KeywordChange } from '@/lib/domain/watch-changes';
import { preferences, defaultPreferences } from '@/lib/storage/prefs';
import { alertSettings, checkLedger, watchChanges, watches } from '@/lib/storage/watch';
import { runCheck, type CheckPort } from '@/entrypoints/background/watch/check';
import { tellChanges } from '@/entrypoints/background/watch/notify';

/** A fixed clock: 2026-03-11 10:00 UTC. */
const NOW = Date.UTC(2026, 2, 11, 10);

const watch = (over: Partial<Watch> = {}): Watch => ({
  id: 'w1',
  campaignId: 1,
  domain: 'example.com',
  campaignTitle: 'Example',
  scope: { kind: 'keywords', keywordIds: [7] },
  rules: { ...defaultWatchRules, dayMove: null, weekMove: null },
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

/** Keyword 7 (and 8, to show the day was tracked) with a position per day. */
function rank(positions: Record<string, number | undefined>): RankData {
  const s = (keywordId: number, points: RankSeries['points']): RankSeries => ({
    groupId: 70,
    domain: 'example.com',
    keywordId,
    keyword: { title: `k${keywordId}`, volume: null, cpc: null },
    engine: '1',
    device: 'desktop',
    location: '',
    points,
  });
  const dates = Object.keys(positions).sort();
  const url = 'https://example.com/a';
  return {
    series: [
      s(
        7,
        dates
          .filter((d) => positions[d] !== undefined)
          .map((date) => ({ date, position: positions[date]!, url })),
      ),
      s(
        8,
        dates.map((date) => ({ date, position: 30, url })),
      ),
    ],
    dates,
  };
}

function fakePort(data: () => RankData) {
  const port = {
    now: () => NOW,
    read: vi.fn(async (_id: number, _domains: string[]) => ({
      rank: data(),
      meter: { calls: 1, credits: 2, creditsLeft: 98 },
    })),
    tell: vi.fn(async (_runId: string, _changes: unknown[]) => undefined),
  };
  return port satisfies CheckPort;
}

beforeEach(() => fakeBrowser.reset());

describe('the daily check', () => {
  it('reads nothing while no watch exists', async () => {
    const port = fakePort(() => rank({}));
    expect(await runCheck(port, true)).toEqual({ state: 'no-watches' });
    expect(port.read).not.toHaveBeenCalled();
  });

  it('sets a baseline first, then reports a fall out of the top 10 once, then nothing', async () => {
    await watches.setValue([watch()]);
    let data = rank({ '2026-03-09': 8, '2026-03-10': 9 });
    const port = fakePort(() => data);
    expect(await runCheck(port, true)).toMatchObject({ state: 'done', found: 0 });
    expect(port.tell).not.toHaveBeenCalled();
    expect((await checkLedger.getValue()).campaigns['1']).toMatchObject({
      day: '2026-03-10',
      calls: 1,
      credits: 2,
      creditsLeft: 98,
      error: null,
    });

    data = rank({ '2026-03-09': 8, '2026-03-10': 9, '2026-03-11': 14 });
    expect(await runCheck(port, true)).toMatchObject({ found: 1 });
    expect(port.tell).toHaveBeenCalledTimes(1);
    const [stored] = await watchChanges.getValue();
    expect(stored).toMatchObject({ keywordId: 7, before: 9, after: 14, seen: false });
    expect(stored.reasons).toEqual([{ kind: 'leaveTop', top: 10 }]);

    // The same day again (Check now twice): read, nothing new, nobody told.
    expect(await runCheck(port, true)).toMatchObject({ found: 0 });
    // The next day with no change crossing a band: nothing.
    data = rank({ '2026-03-10': 9, '2026-03-11': 14, '2026-03-12': 15 });
    expect(await runCheck(port, true)).toMatchObject({ found: 0 });
    expect(port.tell).toHaveBeenCalledTimes(1);
    expect(await watchChanges.getValue()).toHaveLength(1);
    expect(port.read).toHaveBeenCalledTimes(4);
  });

  it('one report per campaign whatever the number of watches, with every competitor in it', async () => {
    await watches.setValue([
      watch(),
      watch({
        id: 'w2',
        scope: { kind: 'campaign' },
        rules: { ...defaultWatchRules, competitor: 'rival.com' },
      }),
      watch({ id: 'w3', campaignId: 2, domain: 'shop.com' }),
    ]);
    const port = fakePort(() => rank({ '2026-03-10': 5 }));
    await runCheck(port, true);
    expect(port.read.mock.calls).toEqual([
      [1, ['example.com', 'rival.com']],
      [2, ['shop.com']],
    ]);
  });

  it('is not due before nextCheckAt unless forced', async () => {
    await watches.setValue([watch()]);
    await checkLedger.setValue({ ...(await checkLedger.getValue()), nextCheckAt: NOW + 1 });
    const port = fakePort(() => rank({ '2026-03-10': 5 }));
    expect(await runCheck(port)).toEqual({ state: 'not-due' });
    expect(port.read).not.toHaveBeenCalled();
  });

  it('takes up a run a stopped worker left: done campaigns are not read again, one telling', async () => {
    await watches.setValue([watch(), watch({ id: 'w3', campaignId: 2, domain: 'shop.com' })]);
    // A whole change: the stored ledger is read through its schema (lib/storage/watch.ts).
    const earlier: KeywordChange = {
      id: '1|2026-03-11|7|desktop',
      campaignId: 1,
      domain: 'example.com',
      day: '2026-03-11',
      keywordId: 7,
      keyword: 'shoes',
      groupId: 1,
      device: 'desktop',
      before: 8,
      after: 12,
      urlBefore: null,
      urlAfter: null,
      reasons: [{ kind: 'leaveTop', top: 10 }],
      watchIds: ['w1'],
    };
    await checkLedger.setValue({
      campaigns: {
        '2': {
          day: '2026-03-10',
          checkedAt: 0,
          calls: 1,
          credits: 0,
          creditsLeft: null,
          found: 0,
          error: null,
        },
      },
      run: { id: 'run-1', startedAt: NOW, pending: [2], found: [earlier], results: {} },
      nextCheckAt: NOW + 999_999,
      notices: [],
    });
    const port = fakePort(() => rank({ '2026-03-10': 5, '2026-03-11': 5 }));
    expect(await runCheck(port)).toMatchObject({ state: 'done', runId: 'run-1', found: 1 });
    expect(port.read.mock.calls).toEqual([[2, ['shop.com']]]);
    expect(port.tell.mock.calls).toEqual([['run-1', [earlier]]]);
    expect((await checkLedger.getValue()).run).toBeNull();
  });

  it('a failed read keeps the day unchecked and retries within the hour', async () => {
    await watches.setValue([watch()]);
    const port = fakePort(() => {
      throw new Error('offline');
    });
    await runCheck(port, true);
    const ledger = await checkLedger.getValue();
    expect(ledger.campaigns['1']).toMatchObject({ day: null, error: { kind: 'exception' } });
    expect(ledger.nextCheckAt).toBe(NOW + 3_600_000);
  });
});

describe('telling', () => {
  const found = [
    {
      id: 'a',
      campaignId: 1,
      domain: 'example.com',
      day: '2026-03-11',
      keywordId: 7,
      keyword: 'k7',
      groupId: 70,
      device: 'desktop',
      before: 9,
      after: 14,
      urlBefore: null,
      urlAfter: null,
      reasons: [{ kind: 'leaveTop' as const, top: 10 as const }],
      watchIds: ['w1'],
    },
  ];

  it('one notification per run, whatever repeats it', async () => {
    await tellChanges('run-1', found, NOW, 12 * 60);
    await tellChanges('run-1', found, NOW, 12 * 60);
    const shown = (await fakeBrowser.notifications.getAll()) as Record<string, { message: string }>;
    expect(Object.keys(shown)).toEqual(['stormlens-changes:run-1']);
    expect(shown['stormlens-changes:run-1'].message).toBe('1 left the top 10 on example.com.');
    expect((await checkLedger.getValue()).notices).toMatchObject([
      { runId: 'run-1', state: 'shown' },
    ]);
  });

  it('none with notifications off', async () => {
    await preferences.setValue({ ...defaultPreferences, notifications: false });
    await tellChanges('run-2', found, NOW, 12 * 60);
    expect(await fakeBrowser.notifications.getAll()).toEqual({});
    expect((await checkLedger.getValue()).notices).toMatchObject([{ state: 'off' }]);
  });

  it('held during quiet hours, with an alarm for their end', async () => {
    await alertSettings.setValue({ quietHours: { from: 22 * 60, to: 7 * 60 } });
    await tellChanges('run-3', found, NOW, 23 * 60);
    expect(await fakeBrowser.notifications.getAll()).toEqual({});
    expect((await checkLedger.getValue()).notices).toMatchObject([{ state: 'held' }]);
    expect(await fakeBrowser.alarms.get('stormlens-watch-loud')).toMatchObject({
      scheduledTime: NOW + 8 * 60 * 60_000,
    });
  });
});
