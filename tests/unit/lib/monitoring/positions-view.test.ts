import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { positionsReport } from '@/lib/monitoring/positions';
import { keywordsDetails } from '@/lib/monitoring/details';
import { urlRuns } from '@/lib/monitoring/report-rivals';
import type { ListKeywordsParams, RankDataParams } from '@/lib/api';
import type { RankData, RankSeries } from '@/lib/api/schemas/rank';
import { rankFilters } from '@/lib/api/monitoring/campaign-params';
import { putCached } from '@/lib/storage/cache';
import { positionsKey } from '@/lib/storage/panel-cache';
import { campaign, fakePort } from './fake-port';

beforeEach(async () => {
  fakeBrowser.reset();
  await putCached('monitoring:campaigns', [{ ...campaign(), title: '' }]);
});

const RANGE = {
  campaignId: 1,
  datemin: '2026-11-20',
  datemax: '2026-11-23',
  gap: 'daily' as const,
};
const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];

const series = (
  domain: string,
  keywordId: number,
  positions: (number | null)[],
  urls: string[] = [],
): RankSeries => ({
  groupId: 1,
  domain,
  keywordId,
  keyword: { title: `kw ${keywordId}`, volume: 10, cpc: 1 },
  engine: 'google',
  device: 'desktop',
  location: '',
  points: DAYS.flatMap((date, i) =>
    positions[i] === null ? [] : [{ date, position: positions[i], url: urls[i] ?? null }],
  ),
});

function portWith(rank: RankData, listed = [10, 20]) {
  const data = vi.fn(async (_p: RankDataParams) => rank);
  const list = vi.fn(async (p: ListKeywordsParams) => ({
    count: listed.length,
    keywords: listed
      .map((id) => ({
        id,
        title: `kw ${id}`,
        status: 'active' as const,
        groupId: 1,
        groupStatus: 'active' as const,
      }))
      .filter((k) => !p.keyword || k.title.includes(p.keyword)),
  }));
  const port = fakePort({
    campaigns: { data, retrieve: async () => campaign() },
    groups: {
      list: async () => ({
        count: 1,
        groups: [
          {
            id: 1,
            title: 'G',
            keywordsCount: 2,
            status: 'active',
            engine: 1,
            country: 2,
            location: '',
            devices: ['desktop'],
          },
        ],
      }),
    },
    keywords: { list },
    tables: { engines: async () => [], devices: async () => ['desktop'] },
  });
  return { port, data, list };
}

describe('positions report: rankings type, competitors, service filters', () => {
  it('asks get-data for the type and for our domain first, then the competitors', async () => {
    const { port, data } = portWith({
      dates: DAYS,
      series: [
        series('example.com', 10, [3, 3, 4, 4]),
        series('www.rival.com', 10, [1, null, 2, 9]),
      ],
    });
    const report = await positionsReport(port, {
      ...RANGE,
      type: 'paid',
      competitors: ['rival.com'],
    });
    expect(data.mock.calls[0][0]).toMatchObject({
      type: 'paid',
      domains: ['example.com', 'rival.com'],
    });
    expect(report.type).toBe('paid');
    expect(report.competitors).toEqual(['rival.com']);
    const kw = report.keywords.find((k) => k.id === 10)!;
    expect(kw.positions.desktop).toEqual([3, 3, 4, 4]);
    // The day ours was read and theirs was not sent: they were not ranked.
    expect(kw.rivals['rival.com'].desktop).toEqual([1, 'out', 2, 9]);
  });

  it('sends neither type nor domains for the plain organic report', async () => {
    const { port, data } = portWith({
      dates: DAYS,
      series: [series('example.com', 10, [3, 3, 3, 3])],
    });
    const report = await positionsReport(port, RANGE);
    expect(data.mock.calls[0][0].type).toBeUndefined();
    expect(data.mock.calls[0][0].domains).toBeUndefined();
    expect(report.keywords[0].rivals).toEqual({});
  });

  it('keeps the ranking URL of every period as runs: each change of page starts one', async () => {
    const { port } = portWith({
      dates: DAYS,
      series: [
        series(
          'example.com',
          10,
          [3, 3, 4, 4],
          ['https://e.com/a', 'https://e.com/a', 'https://e.com/b', 'https://e.com/a'],
        ),
      ],
    });
    const report = await positionsReport(port, RANGE);
    expect(report.keywords.find((k) => k.id === 10)!.urlHistory.desktop).toEqual([
      { from: '2026-11-20', url: 'https://e.com/a' },
      { from: '2026-11-22', url: 'https://e.com/b' },
      { from: '2026-11-23', url: 'https://e.com/a' },
    ]);
    expect(urlRuns([{ date: '2026-11-20', url: null }])).toEqual([]);
  });

  it('narrows through the keyword list, then sends its groups and phrases as get-data filters', async () => {
    const { port, data, list } = portWith(
      {
        dates: DAYS,
        series: [series('example.com', 10, [3, 3, 3, 3]), series('example.com', 20, [5, 5, 5, 5])],
      },
      [10, 20],
    );
    const report = await positionsReport(port, {
      ...RANGE,
      filters: { keyword: 'kw 1', groupName: 'G', statuses: ['active'] },
    });
    expect(list.mock.calls[0][0]).toMatchObject({
      keyword: 'kw 1',
      groupName: 'G',
      statuses: ['active'],
    });
    const sent = data.mock.calls[0][0];
    expect(sent).toMatchObject({ groupIds: [1], keywords: ['kw 10'] });
    expect(rankFilters(sent)).toEqual([
      { type: 'include', field: 'group_nid_mv', op: 'entity', value: { 1: 1 } },
      { type: 'include', field: 'keyword', op: 'equal', value: ['kw 10'] },
    ]);
    expect(report.keywords.map((k) => k.id)).toEqual([10]);
    expect(report.filters).toEqual({ keyword: 'kw 1', groupName: 'G', statuses: ['active'] });
  });

  it('asks no rank data when no keyword matches the filters', async () => {
    const { port, data } = portWith({ dates: DAYS, series: [] }, [10]);
    const report = await positionsReport(port, { ...RANGE, filters: { keyword: 'nothing' } });
    expect(data).not.toHaveBeenCalled();
    expect(report.keywords).toEqual([]);
  });

  it('keys the panel cache by type, competitors and filters', () => {
    const base = { ...RANGE, presetDays: 30 };
    const keys = new Set([
      positionsKey(base),
      positionsKey({ ...base, type: 'paid' }),
      positionsKey({ ...base, type: 'maps' }),
      positionsKey({ ...base, competitors: ['rival.com'] }),
      positionsKey({ ...base, filters: { keyword: 'shoes' } }),
      positionsKey({ ...base, filters: { groupName: 'shoes' } }),
      positionsKey({ ...base, filters: { statuses: ['stop'] } }),
    ]);
    expect(keys.size).toBe(7);
    expect(positionsKey({ ...base, filters: {} })).toBe(positionsKey(base));
  });
});

describe('keyword details of a selection', () => {
  it('sends the ids as one array and splits the answer per keyword', async () => {
    const details = vi.fn(async (p: { ids: number[] }) => ({
      dates: ['2026-11-23'],
      series: p.ids.flatMap((id) => [
        {
          keywordId: id,
          device: 'desktop',
          domain: 'rival.com',
          points: [{ date: '2026-11-23', position: id, positionChange: null, url: null }],
        },
      ]),
    }));
    const port = fakePort({ keywords: { details } });
    const ids = Array.from({ length: 60 }, (_, i) => i + 1);
    const result = await keywordsDetails(port, {
      keywordIds: ids,
      type: 'top50',
      datemin: '2026-11-23',
      datemax: '2026-11-23',
      gap: 'daily',
    });
    // Slices of 50 ids, each sent as an array.
    expect(details.mock.calls.map(([p]) => p.ids.length)).toEqual([50, 10]);
    expect(result.keywords.map((k) => k.keywordId)).toEqual(ids);
    expect(result.keywords[6].devices.desktop[0]).toMatchObject({
      domain: 'rival.com',
      positions: [7],
    });
  });
});
