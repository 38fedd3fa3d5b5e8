import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApi, type ApiConfig } from '@/lib/api';
import { auditHistory, latestResults } from '@/lib/storage/audits';
import { connectionSettings } from '@/lib/storage/connection';
import { apiToken } from '@/lib/storage/secret';
import { fetchHistory } from '@/entrypoints/background/audits/history';
import { badgeView } from '@/entrypoints/background/toolbar/badge';
import { campaignsForDomain } from '@/lib/monitoring/campaigns';
import { keywordDetails } from '@/lib/monitoring/details';
import { campaignOverview } from '@/lib/monitoring/overview';
import { positionsReport } from '@/lib/monitoring/positions';
import { contractService } from './contract-service';

/**
 * The contract fixtures (the documents' and the SDK's answers) fed through the client AND the
 * background's assemblers, with assertions on what the user would see: page history, the latest
 * score and badge, campaign names, the positions table, competitor details and the overview.
 */
const contract = vi.hoisted(() => ({ fetch: undefined as typeof fetch | undefined }));
vi.mock('@/lib/api', async (original) => {
  const lib = await original<typeof import('@/lib/api')>();
  return {
    ...lib,
    createApi: (config: ApiConfig) =>
      lib.createApi({ ...config, minIntervalMs: 0, retryDelayMs: 1, fetch: contract.fetch }),
  };
});

let tokens = 0;
function port() {
  const service = contractService();
  const api = createApi({
    baseUrl: 'https://api.test/api-v3/',
    token: `p-${++tokens}`,
    fetch: service.fetch,
  });
  return { port: api.monitoring, calls: service.calls };
}

const range = {
  campaignId: 1234,
  datemin: '2017-09-14',
  datemax: '2017-11-27',
  gap: 'monthly' as const,
};

beforeEach(async () => {
  fakeBrowser.reset();
  const service = contractService();
  contract.fetch = service.fetch;
  await connectionSettings.setValue({ baseUrl: 'https://api.test/api-v3/' });
  await apiToken.setValue(`history-${++tokens}`);
});

describe('page history, latest score and badge (audits rows 1, 6)', () => {
  const PAGE = 'https://www.example.com/shoes/#reviews';
  const KEY = 'https://www.example.com/shoes';

  it('shows the run made in SEMSTORM under its own title, with this page’s audits only', async () => {
    const runs = await fetchHistory(PAGE);
    expect(runs.map((r) => [r.parent.id, r.parent.title])).toEqual([
      [9003, 'Weekly check (Anna)'],
      [9002, 'Stormlens — https://www.example.com/shoes/'],
    ]);
    // Date, devices and types: what is known of a run Stormlens did not launch.
    expect(runs[0].parent.created).toBe((1763510400 + 2 * 86400) * 1000);
    expect(runs[0].children.map((c) => [c.device, c.auditType, c.score])).toEqual([
      ['desktop', 'lighthouse', 78],
      ['mobile', 'lighthouse', 64],
    ]);
    expect((await auditHistory.getValue())[KEY].runs).toHaveLength(2);
  });

  it('makes that run the latest score, and the badge shows its lowest score', async () => {
    await fetchHistory(PAGE);
    const latest = (await latestResults.getValue())[KEY];
    expect(latest).toMatchObject({ parentId: 9003, running: false });
    const t = {
      t: (key: string, values?: Record<string, string>) => `${key}:${values?.score ?? ''}`,
    };
    const namer = (device: string | null, type: string | null) => ({
      device: device ?? '',
      type: type ?? '',
    });
    expect(badgeView(latest, t as never, namer as never).text).toBe('64');
  });
});

describe('campaigns (rows 21, 27, 30)', () => {
  it('names a campaign by what retrieve says, and a shared one by its owner from get-access', async () => {
    const { port: p } = port();
    const found = await campaignsForDomain(p, 'https://www.example.pl/oferta');
    expect(found.campaigns).toEqual([
      expect.objectContaining({
        id: 1235,
        title: 'Sklep — Polska',
        access: 'manager',
        shared: true,
        owner: 'boss@domain.com',
      }),
    ]);
  });
});

describe('positions table (rows 21, 29, 39, 49)', () => {
  it('shows keyword 1 at 1.5 / 1.2 / 1.5 on desktop with its URL and volume', async () => {
    const { port: p } = port();
    const report = await positionsReport(p, range);
    expect(report.campaign).toMatchObject({ id: 1234, title: 'example.com', access: 'owner' });
    expect(report.dates).toEqual(['2017-09-01', '2017-10-01', '2017-11-01']);
    const keyword = report.keywords.find((k) => k.id === 123456)!;
    expect(keyword).toMatchObject({
      title: 'keyword 1',
      groupId: 54647,
      status: 'active',
      volume: 8600,
      positions: { desktop: [1.5, 1.2, 1.5] },
      urls: { desktop: 'https://example.com/pl' },
    });
    expect(report.groups.map((g) => [g.id, g.title, g.devices])).toEqual([
      [54647, 'Group title', ['desktop']],
      [54648, 'Another group title', ['desktop', 'mobile']],
    ]);
  });
});

describe('competitor details (row 50)', () => {
  it('shows the change for both spellings (`position change`, `position_change`) and the URL', async () => {
    const { port: p } = port();
    const details = await keywordDetails(p, { ...range, keywordId: 123456, type: 'competitors' });
    expect(details.dates).toEqual(['2017-09-01', '2017-10-01', '2017-11-01']);
    expect(details.devices.desktop).toEqual([
      {
        domain: 'example.com',
        positions: [1, 1, 3],
        change: -2,
        url: 'https://example.com/new-site',
      },
      {
        domain: 'rival.example',
        positions: [null, 5, 4],
        change: 1,
        url: 'https://rival.example/shoes',
      },
    ]);
  });

  it('computes the change from the positions when the SDK sends a bare number per date', async () => {
    const { port: p } = port();
    const details = await keywordDetails(p, { ...range, keywordId: 123456, type: 'heatmap' });
    const [row] = details.devices.desktop;
    // Averages are shown to one decimal; 12.5 → 13.1 is a fall of 0.6.
    expect(row).toMatchObject({ domain: 'example.com', positions: [9.8, 12.5, 13.1] });
    expect(row.change).toBeCloseTo(-0.6, 5);
  });
});

describe('overview (row 28)', () => {
  it('shows the latest period’s counts and visibility from numeric strings', async () => {
    const { port: p } = port();
    expect(await campaignOverview(p, range)).toMatchObject({
      campaignId: 1234,
      keywordsCount: 12,
      up: 5,
      down: 3,
      unchanged: 4,
      top10: 7,
      visibility: 41.5,
      visibilityChange: -2.25,
      partial: false,
      // The history the service sends with the figures is kept, one point per period.
      series: [{ date: '2017-11-01', visibility: 41.5, top10: 7, keywordsCount: 12 }],
    });
  });
});
