import { beforeEach, describe, expect, it, vi } from 'vitest';
import { positionsReportSchema } from '@/lib/storage/panel-schemas';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { positionsReport, type ReportStage } from '@/lib/monitoring/positions';
import { halves } from '@/lib/monitoring/report-split';
import { ServiceError } from '@/lib/api/errors';
import type { RankDataParams } from '@/lib/api';
import type { RankData } from '@/lib/api/schemas/rank';
import { putCached } from '@/lib/storage/cache';
import { campaign, fakePort } from './fake-port';

beforeEach(() => fakeBrowser.reset());

const RANGE = {
  campaignId: 1,
  datemin: '2026-11-20',
  datemax: '2026-11-22',
  gap: 'daily' as const,
};

/** Rank data of one keyword per group id, ranked 3rd every day of the range. */
function rank(groupIds: number[], dates = ['2026-11-20', '2026-11-21', '2026-11-22']): RankData {
  return {
    dates,
    series: groupIds.map((g) => ({
      groupId: g,
      domain: 'example.com',
      keywordId: g * 10,
      keyword: { title: `kw ${g}`, volume: 100, cpc: 1 },
      engine: '1',
      device: 'desktop',
      location: '',
      points: dates.map((date) => ({ date, position: 3, url: null })),
    })),
  };
}

const group = (id: number, status = 'active') => ({
  id,
  title: `Group ${id}`,
  keywordsCount: 1,
  status,
  engine: 1,
  country: 2,
  location: '',
  devices: ['desktop'],
});

function recordingPort(
  data: (p: RankDataParams) => Promise<RankData>,
  /** Holds the keyword list's answer until it resolves. */
  keywordsHeld: Promise<void> = Promise.resolve(),
) {
  const calls: string[] = [];
  const note =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.push(name);
      return fn(...args);
    };
  const port = fakePort({
    campaigns: {
      data: note('data', data),
      retrieve: note('retrieve', async () => campaign({ title: 'Shop' })),
    },
    groups: {
      list: note('groups', async () => ({
        count: 3,
        groups: [group(1), group(2), group(3, 'delete')],
      })),
    },
    keywords: {
      list: note('keywords', async () => {
        await keywordsHeld;
        return {
          count: 2,
          keywords: [
            { id: 10, title: 'kw 1', status: 'active', groupId: 1, groupStatus: 'active' },
            { id: 20, title: 'kw 2', status: 'stop', groupId: 2, groupStatus: 'active' },
          ],
        };
      }),
    },
    tables: {
      engines: note('engines', async () => []),
      devices: note('devices', async () => ['desktop']),
    },
  });
  return { port, calls };
}

describe('positionsReport: the first rows first', () => {
  beforeEach(async () => {
    // The domain's campaigns were listed a moment ago (monitoring.forDomain).
    await putCached('monitoring:campaigns', [{ ...campaign(), title: '' }]);
  });

  it('publishes the rows after one call (rank data), then the complete report in place', async () => {
    const { port, calls } = recordingPort(async () => rank([1, 2, 3]));
    const stages: { calls: number; stage: ReportStage }[] = [];
    const report = await positionsReport(port, RANGE, {
      publish: async (stage) => void stages.push({ calls: calls.length, stage }),
    });
    expect(calls[0]).toBe('data');
    expect(stages[0].calls).toBe(1);
    expect(stages[0].stage.complete).toBe(false);
    expect(stages[0].stage.report.keywords.map((k) => k.id).sort()).toEqual([10, 20, 30]);
    const last = stages.at(-1)!.stage;
    expect(last.complete).toBe(true);
    // The deleted group's keyword is gone; statuses came in.
    expect(report.keywords.map((k) => [k.id, k.status])).toEqual([
      [10, 'active'],
      [20, 'stop'],
    ]);
    expect(report.campaign.title).toBe('Shop');
    // What the side panel stores of each stage reads back through its schema (a dropped one
    // would cost a request on every open).
    for (const value of [...stages.map((s) => s.stage.report), report]) {
      expect(positionsReportSchema.safeParse(value).error).toBeUndefined();
    }
  });

  it('reads a campaign the service refuses whole (503) group by group, with progress', async () => {
    const data = vi.fn(async (p: RankDataParams) => {
      if (!p.groupIds) throw new ServiceError('throttling', { status: 503 });
      return rank(p.groupIds);
    });
    const { port, calls } = recordingPort(data);
    const stages: ReportStage[] = [];
    const report = await positionsReport(port, RANGE, {
      publish: async (stage) => void stages.push(stage),
    });
    expect(data.mock.calls.map(([p]) => p.groupIds ?? 'whole')).toEqual(['whole', [1], [2]]);
    expect(stages.filter((s) => s.progress).map((s) => s.progress)).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    expect(report.keywords.map((k) => k.id)).toEqual([10, 20]);
    expect(report.partial).toBe(false);
    // Next time the campaign is split at once: no whole-campaign request.
    calls.length = 0;
    data.mockClear();
    await positionsReport(port, RANGE);
    expect(data.mock.calls.map(([p]) => p.groupIds ?? 'whole')).toEqual([[1], [2]]);
  });

  it('fills in with the groups, the engines table and the keyword list: never the devices table', async () => {
    const { port, calls } = recordingPort(async () => rank([1, 2]));
    await positionsReport(port, RANGE);
    // The devices table is the group forms' (lib/monitoring/tables.ts): the report never used it.
    expect([...calls].sort()).toEqual(['data', 'engines', 'groups', 'keywords', 'retrieve']);
  });

  it('reads a campaign in parts as soon as its groups are in, not after the keyword list', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const data = vi.fn(async (p: RankDataParams) => {
      if (!p.groupIds) throw new ServiceError('throttling', { status: 503 });
      return rank(p.groupIds);
    });
    const { port } = recordingPort(data, held);
    const stages: ReportStage[] = [];
    const report = positionsReport(port, RANGE, {
      publish: async (stage) => void stages.push(stage),
    });
    await vi.waitFor(() => expect(stages.some((s) => s.progress?.done === 2)).toBe(true));
    expect(stages.every((s) => !s.complete)).toBe(true);
    release();
    expect((await report).keywords.map((k) => [k.id, k.status])).toEqual([
      [10, 'active'],
      [20, 'stop'],
    ]);
  });

  it('halves a group that still times out by its dates, and assembles every day', async () => {
    const data = vi.fn(async ({ groupIds, datemin = '', datemax = '' }: RankDataParams) => {
      if (!groupIds || (datemin === '20261120' && datemax === '20261122'))
        throw new ServiceError('timeout');
      const days = ['2026-11-20', '2026-11-21', '2026-11-22'].filter(
        (d) => d.replaceAll('-', '') >= datemin && d.replaceAll('-', '') <= datemax,
      );
      return rank(groupIds, days);
    });
    const { port } = recordingPort(data);
    const report = await positionsReport(port, RANGE);
    const kw = report.keywords.find((k) => k.id === 10)!;
    expect(kw.positions.desktop).toEqual([3, 3, 3]);
    expect(report.partial).toBe(false);
  });
});

describe('halves', () => {
  it.each([
    ['daily', '2026-11-01', '2026-11-30', ['2026-11-15', '2026-11-16']],
    ['weekly', '2026-11-02', '2026-11-29', ['2026-11-15', '2026-11-16']],
    ['monthly', '2026-09-01', '2026-11-30', ['2026-09-30', '2026-10-01']],
  ] as const)('splits a %s range on a period start', (gap, datemin, datemax, [end, start]) => {
    const [a, b] = halves({ datemin, datemax }, gap)!;
    expect([a.datemin, a.datemax, b.datemin, b.datemax]).toEqual([datemin, end, start, datemax]);
  });

  it('does not split one period', () => {
    expect(halves({ datemin: '2026-11-02', datemax: '2026-11-08' }, 'weekly')).toBeNull();
  });
});
