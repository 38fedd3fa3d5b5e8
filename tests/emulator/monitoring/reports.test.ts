import { describe, expect, it } from 'vitest';
import { compactDay, dayIndex, dayKey } from './dates.ts';
import { IDS, messageOf, TEAMMATE, useEmulator } from './test-server.ts';

const h = useEmulator();
const DATA = 'monitoring/monitoring-campaign/get-data';
const OVERVIEW = 'monitoring/monitoring-campaign/get-overview-data';
const DETAILS = 'monitoring/monitoring-keyword/get-details';

const today = () => dayIndex(h.emulator.ctx.now());

type Leaf = { position: number; url: string };
/** Every leaf of a detailed-data answer with its path. */
function leaves(results: Record<string, Record<string, Record<string, { data: unknown }>>>) {
  const out: {
    group: string;
    domain: string;
    keyword: string;
    date: string;
    engine: string;
    device: string;
    location: string;
    leaf: Leaf;
  }[] = [];
  for (const [group, byDomain] of Object.entries(results))
    for (const [domain, byKeyword] of Object.entries(byDomain))
      for (const [keyword, { data }] of Object.entries(byKeyword))
        for (const [date, byEngine] of Object.entries(
          data as Record<string, Record<string, Record<string, Record<string, Leaf>>>>,
        ))
          for (const [engine, byDevice] of Object.entries(byEngine))
            for (const [device, byLocation] of Object.entries(byDevice))
              for (const [location, leaf] of Object.entries(byLocation))
                out.push({ group, domain, keyword, date, engine, device, location, leaf });
  return out;
}

describe('detailed data', () => {
  it('nests group → domain → keyword → date → engine → device → location, last two weeks by default', async () => {
    const res = await h.post(DATA, { id: IDS.exampleCampaign });
    expect(res.status).toBe(200);
    const keyword = res.body.results[IDS.runningShoesGroup]['example.com'][IDS.runningShoesKeyword];
    expect(keyword.keyword).toEqual({
      title: 'running shoes',
      volume: expect.any(Number),
      cpc: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const all = leaves(res.body.results);
    expect(all.length).toBeGreaterThan(300);
    const dates = [...new Set(all.map((l) => l.date))].sort();
    expect(dates[0] >= dayKey(today() - 14)).toBe(true);
    expect(dates.at(-1)).toBe(dayKey(today() - 1));
    for (const { leaf, engine, location, date } of all) {
      expect(Number.isInteger(leaf.position) && leaf.position >= 1 && leaf.position <= 100).toBe(
        true,
      );
      expect(leaf.url).toMatch(/^https:\/\/www\.example\.com\//);
      expect(['1', '2']).toContain(engine);
      expect(location).toBe('');
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(res.body.results[IDS.deletedGroup]).toBeUndefined();
  });

  it('keys a group location by its name and serves subdomain campaigns on their host', async () => {
    const res = await h.post(DATA, { id: IDS.shopCampaign, datemin: compactDay(today() - 3) });
    const warsaw = leaves(res.body.results).filter((l) => l.group === String(IDS.warsawGroup));
    expect(new Set(warsaw.map((l) => l.location))).toEqual(new Set(['Warszawa']));
    expect(new Set(warsaw.map((l) => l.device))).toEqual(new Set(['desktop', 'mobile']));
    expect(warsaw.every((l) => l.leaf.url.startsWith('https://shop.example.com/'))).toBe(true);
  });

  it('averages weekly and monthly buckets from the daily positions', async () => {
    const range = {
      id: IDS.exampleCampaign,
      datemin: compactDay(today() - 60),
      datemax: compactDay(today() - 1),
    };
    const daily = leaves((await h.post(DATA, range)).body.results);
    for (const gap of ['weekly', 'monthly']) {
      const grouped = leaves((await h.post(DATA, { ...range, gap })).body.results);
      expect(grouped.length).toBeGreaterThan(20);
      for (const bucket of grouped.slice(0, 60)) {
        const start = Date.parse(bucket.date);
        const next =
          gap === 'weekly'
            ? start + 7 * 86_400_000
            : Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth() + 1, 1);
        const days = daily.filter(
          (d) =>
            d.keyword === bucket.keyword &&
            d.device === bucket.device &&
            Date.parse(d.date) >= start &&
            Date.parse(d.date) < next,
        );
        const mean = days.reduce((sum, d) => sum + d.leaf.position, 0) / days.length;
        expect(bucket.leaf.position).toBeCloseTo(mean, 2);
      }
    }
  });

  it.each([
    [
      {
        filters: [
          {
            type: 'include',
            field: 'group_nid_mv',
            op: 'entity',
            value: { [IDS.trailGroup]: IDS.trailGroup },
          },
        ],
      },
      [String(IDS.trailGroup)],
      null,
    ],
    [
      {
        filters: [
          {
            type: 'include',
            field: 'keyword',
            op: 'equal',
            value: ['Running Shoes', 'trail shoes'],
          },
        ],
      },
      [String(IDS.runningShoesGroup), String(IDS.trailGroup)],
      2,
    ],
  ])('filters group and keyword data (%#)', async (body, groups, keywordCount) => {
    for (const path of [DATA, 'monitoring/monitoring-keyword/get-data']) {
      const res = await h.post(path, { id: IDS.exampleCampaign, ...body });
      expect(Object.keys(res.body.results).sort()).toEqual(groups);
      if (keywordCount) {
        const keywords = new Set(leaves(res.body.results).map((l) => l.keyword));
        expect(keywords.size).toBe(keywordCount);
      }
    }
  });

  it('reports other domains and the paid type', async () => {
    const res = await h.post(DATA, {
      id: IDS.exampleCampaign,
      domains: 'www.runhub.example',
      type: 'paid',
    });
    const all = leaves(res.body.results);
    expect(new Set(all.map((l) => l.domain))).toEqual(new Set(['www.runhub.example']));
    expect(
      all.every(
        (l) => l.leaf.position <= 8 && l.leaf.url.startsWith('https://www.runhub.example/'),
      ),
    ).toBe(true);
  });

  it('gives a keyword added today an empty data array (no history yet)', async () => {
    const created = await h.post('monitoring/monitoring-keyword', {
      group_id: IDS.trailGroup,
      keywords: ['trail sandals'],
    });
    const res = await h.post(DATA, { id: IDS.exampleCampaign });
    expect(
      res.body.results[IDS.trailGroup]['example.com'][created.body.results.id[0]].data,
    ).toEqual([]);
  });

  it.each([
    [{}, 400, '(400) Missing required field: id.'],
    [{ id: 999 }, 404, '(404) No entry for given id.'],
    [{ id: IDS.exampleCampaign, datemin: '2024-13-01' }, 400, 'Invalid datemin'],
    [{ id: IDS.exampleCampaign, datemax: 'yesterday' }, 400, 'Invalid datemax'],
    [
      { id: IDS.exampleCampaign, datemin: '20250110', datemax: '20250101' },
      400,
      'datemin is later than datemax',
    ],
    [
      { id: IDS.exampleCampaign, datemin: '20200101', datemax: '20250101' },
      400,
      'at most 366 days',
    ],
    [{ id: IDS.exampleCampaign, gap: 'yearly' }, 400, 'Invalid gap'],
    [{ id: IDS.exampleCampaign, type: 'social' }, 400, 'Invalid type'],
    [{ id: IDS.exampleCampaign, domains: ['not a domain'] }, 400, 'Invalid domain'],
    [
      { id: IDS.exampleCampaign, filters: [{ field: 'tag', op: 'equal', value: ['x'] }] },
      400,
      'Invalid filters: unsupported field/op',
    ],
  ])('refuses %j', async (body, status, message) => {
    const res = await h.post(DATA, body);
    expect(res.status).toBe(status);
    expect(messageOf(res)).toContain(message);
  });

  it('throttles with params and a real part of the data in error.result', async () => {
    const full = await h.post(DATA, { id: IDS.exampleCampaign });
    await h.control('fault', { kind: 'throttle', count: 1, pathContains: 'get-data' });
    const res = await h.post(DATA, { id: IDS.exampleCampaign });
    expect(res.status).toBe(503);
    expect(res.body.params).toEqual({ id: IDS.exampleCampaign });
    const partial = res.body.error.result;
    expect(Object.keys(partial).length).toBeGreaterThan(0);
    expect(Object.keys(partial).length).toBeLessThan(Object.keys(full.body.results).length);
    for (const [group, value] of Object.entries(partial))
      expect(value).toEqual(full.body.results[group]);
  });
});

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
    expect(Object.keys(cell)).toEqual(['position']);
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
