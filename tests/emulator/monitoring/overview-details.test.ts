import { describe, expect, it } from 'vitest';
import { compactDay, dayIndex, dayKey } from './dates.ts';
import { IDS, messageOf, TEAMMATE, useEmulator } from './test-server.ts';

const h = useEmulator();
const OVERVIEW = 'monitoring/monitoring-campaign/get-overview-data';
const DETAILS = 'monitoring/monitoring-keyword/get-details';

const today = () => dayIndex(h.emulator.ctx.now());

describe('overview data', () => {
  it('gives each visible, undeleted campaign metrics keyed by date that add up', async () => {
    const res = await h.post(OVERVIEW, { gap: 'weekly', datemin: compactDay(today() - 35) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.results).map(Number).sort()).toEqual([
      IDS.exampleCampaign,
      IDS.shopCampaign,
      IDS.blogCampaign,
      IDS.teammateCampaign,
    ]);
    const item = res.body.results[IDS.exampleCampaign];
    expect(item).toMatchObject({
      id: IDS.exampleCampaign,
      name: 'Example.com — running shoes',
      domain: 'example.com',
      status: 'active',
    });
    const dates = Object.keys(item.keywords_count);
    expect(dates.length).toBeGreaterThanOrEqual(5);
    for (const [i, date] of dates.entries()) {
      const count = item.keywords_count[date];
      expect(
        item.keywords_count_up[date] +
          item.keywords_count_down[date] +
          item.keywords_count_no_change[date],
      ).toBe(count);
      expect(item.keywords_top10_count[date]).toBeLessThanOrEqual(count);
      expect(item.visibility[date]).toBeGreaterThan(0);
      expect(item.visibility[date]).toBeLessThanOrEqual(100);
      if (i > 0)
        expect(item.visibility_change[date]).toBeCloseTo(
          item.visibility[date] - item.visibility[dates[i - 1]],
          2,
        );
    }
  });

  it('filters by device and engine', async () => {
    const all = (await h.post(OVERVIEW, {})).body.results[IDS.exampleCampaign].keywords_count;
    const desktop = (await h.post(OVERVIEW, { device: ['desktop'] })).body.results[
      IDS.exampleCampaign
    ].keywords_count;
    const bing = (await h.post(OVERVIEW, { engine: '2' })).body.results[IDS.exampleCampaign]
      .keywords_count;
    const last = dayKey(today() - 1);
    // Undeleted keywords of undeleted groups, per device: 13 × 2 + 10 + 7; desktop 13 + 10 + 7.
    expect(all[last]).toBe(43);
    expect(desktop[last]).toBe(30);
    expect(bing[last]).toBe(7);
  });

  it.each([
    [{ device: ['tablet'] }, 'Invalid device'],
    [{ device: 'desktop' }, 'Invalid device'],
    [{ engine: 'google' }, 'Invalid engine'],
    [{ gap: 'hourly' }, 'Invalid gap'],
  ])('refuses %j', async (body, message) => {
    const res = await h.post(OVERVIEW, body);
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain(message);
  });
});

describe('keyword details', () => {
  it('heatmap and competitors are identical: the tracked domain and nine others', async () => {
    const heatmap = await h.post(DETAILS, { id: [IDS.runningShoesKeyword] });
    const competitors = await h.post(DETAILS, {
      id: IDS.runningShoesKeyword,
      params: { type: 'competitors' },
    });
    expect(competitors.body.results).toEqual(heatmap.body.results);
    const desktop = heatmap.body.results[IDS.runningShoesKeyword].desktop;
    expect(Object.keys(heatmap.body.results[IDS.runningShoesKeyword])).toEqual([
      'desktop',
      'mobile',
    ]);
    expect(Object.keys(desktop)).toHaveLength(10);
    expect(Object.keys(desktop)[0]).toBe('example.com');
    const cell = Object.values(desktop['example.com'])[0] as Record<string, unknown>;
    // The SDK's competitors example carries the change and the URL too (report-details.ts).
    expect(Object.keys(cell)).toEqual(['position', 'position_change', 'url']);
  });

  it('answers several keywords in one request (`id` as an array), keyed by each id', async () => {
    const ids = [IDS.runningShoesKeyword, IDS.stoppedKeyword];
    const res = await h.post(DETAILS, { id: ids, params: { type: 'top50' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.results).map(Number).sort()).toEqual([...ids].sort());
    // The type nested under `params`, as the document's example sends it, is honoured.
    const first = Object.values(res.body.results[IDS.runningShoesKeyword].desktop)[0] as Record<
      string,
      Record<string, unknown>
    >;
    expect(Object.keys(Object.values(first)[0])).toContain('position_change');
  });

  it('top50 lists other domains with positions 1–50, position_change and URLs', async () => {
    const res = await h.post(DETAILS, {
      id: [IDS.runningShoesKeyword],
      type: 'top50',
      gap: 'daily',
    });
    const desktop = res.body.results[IDS.runningShoesKeyword].desktop as Record<
      string,
      Record<string, { position: number; position_change: number; url: string }>
    >;
    expect(Object.keys(desktop).length).toBeGreaterThanOrEqual(50);
    const day = dayKey(today() - 1);
    const positions = Object.values(desktop)
      .map((byDate) => byDate[day]?.position)
      .filter((p) => p !== undefined)
      .sort((a, b) => a - b);
    if (positions.length)
      expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 1));
    for (const [domain, byDate] of Object.entries(desktop)) {
      for (const cell of Object.values(byDate)) {
        expect(cell.position).toBeLessThanOrEqual(50);
        expect(typeof cell.position_change).toBe('number');
        expect(new URL(cell.url).hostname.replace(/^www\./, '')).toBe(domain.replace(/^www\./, ''));
      }
    }
  });

  it.each([
    [{}, 400, 'Missing required field: id'],
    [{ id: [IDS.runningShoesKeyword], type: 'serp' }, 400, 'Invalid type'],
    [{ id: [IDS.runningShoesKeyword, 5] }, 404, 'keyword 5'],
  ])('refuses %j', async (body, status, message) => {
    const res = await h.post(DETAILS, body);
    expect(res.status).toBe(status);
    expect(messageOf(res)).toContain(message);
  });

  it('serves a readonly member too (reports are reads)', async () => {
    const keywords = await h.post(
      'monitoring/monitoring-keyword/get-list',
      { campaign_id: IDS.shopCampaign },
      TEAMMATE,
    );
    const res = await h.post(DETAILS, { id: [keywords.body.results.keywords[0].id] }, TEAMMATE);
    expect(res.status).toBe(200);
  });
});

describe('tables', () => {
  it.each([
    [
      'engines',
      (r: { engines: { id: number; countries: { id: number }[] }[] }) =>
        expect(r.engines.find((e) => e.id === 1)?.countries.length).toBeGreaterThan(3),
    ],
    ['devices', (r: unknown) => expect(r).toEqual({ devices: ['desktop', 'mobile'] })],
  ] as const)('serves %s', async (name, check) => {
    const res = await h.get(`monitoring/monitoring-tables/${name}`);
    expect(res.status).toBe(200);
    check(res.body.results);
  });

  it('refuses an unknown table name', async () => {
    const res = await h.get('monitoring/monitoring-tables/locations');
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe('(400) Unknown table name "locations": one of engines, devices.');
  });
});
