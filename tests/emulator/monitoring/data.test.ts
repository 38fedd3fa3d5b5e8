import { describe, expect, it } from 'vitest';
import { compactDay, dayIndex, dayKey } from './dates.ts';
import { IDS, messageOf, useEmulator } from './test-server.ts';
import { TEST_NOW } from '../../fixtures/clock.ts';

const h = useEmulator();
const DATA = 'monitoring/monitoring-campaign/get-data';

const today = () => dayIndex(h.emulator.ctx.now());

/** Moves the emulator's clock forward to `ms` (the harness resets it before each test). */
async function moveClockTo(ms: number) {
  const ahead = ms - h.emulator.ctx.now();
  if (ahead > 0) await h.control('clock', { advanceMs: Math.floor(ahead) });
}

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
      expect(['google', 'bing']).toContain(engine); // by name, as the SDK's CampaignData shows
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

  // At the fixed test moment and at the awkward ones: a year end late in the day, the spring DST
  // change (the emulator counts UTC days; the machine's zone must not matter), a leap day.
  it.each([
    new Date(TEST_NOW).toISOString(),
    '2026-12-31T23:30:00Z',
    '2027-03-28T12:00:00Z',
    '2028-02-29T12:00:00Z',
  ])('averages weekly and monthly buckets from the daily positions (%s)', async (at) => {
    await moveClockTo(Date.parse(at));
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
        // The service gives the mean to two decimals: compare like with like (8.625 → 8.63).
        expect(bucket.leaf.position).toBe(Math.round(mean * 100) / 100);
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

  it('reports the campaign and the competitors together, and the maps type within its short list', async () => {
    const res = await h.post(DATA, {
      id: IDS.exampleCampaign,
      domains: ['example.com', 'runhub.example'],
      type: 'maps',
    });
    const all = leaves(res.body.results);
    expect(new Set(all.map((l) => l.domain))).toEqual(new Set(['example.com', 'runhub.example']));
    expect(all.every((l) => l.leaf.position >= 1 && l.leaf.position <= 20)).toBe(true);
  });

  it('ends the history of a stopped keyword on the day it was stopped', async () => {
    // Its whole life (added 200 days ago): a shorter window can fall where it ranked nowhere.
    const range = { id: IDS.exampleCampaign, datemin: compactDay(today() - 190) };
    const stopped = leaves((await h.post(DATA, range)).body.results).filter(
      (l) => l.keyword === String(IDS.stoppedKeyword),
    );
    expect(stopped.length).toBeGreaterThan(0);
    const last = stopped
      .map((l) => l.date)
      .sort()
      .at(-1)!;
    expect(last <= dayKey(today() - 25)).toBe(true); // the demo stopped it 25 days ago
    await h.post('monitoring/monitoring-keyword/stop', { id: [IDS.runningShoesKeyword] });
    await h.control('clock', { advanceMs: 3 * 86_400_000 });
    const after = leaves((await h.post(DATA, range)).body.results).filter(
      (l) => l.keyword === String(IDS.runningShoesKeyword),
    );
    expect(
      after
        .map((l) => l.date)
        .sort()
        .at(-1),
    ).toBe(dayKey(today() - 3));
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

describe('heavy reports (heavyReportLimit)', () => {
  it('refuses a request over the limit with 503 and no data; a group of it passes', async () => {
    const whole = await h.post(DATA, { id: IDS.exampleCampaign });
    const groups = Object.keys(whole.body.results);
    expect(groups.length).toBeGreaterThan(1);
    const sizeOf = (g: string) =>
      Object.values(whole.body.results[g]['example.com'] as Record<string, unknown>).length;
    // A limit below the whole campaign's size but above its biggest group's.
    const biggest = Math.max(...groups.map(sizeOf)) * 14 * 2;
    await h.control('settings', { heavyReportLimit: biggest });
    const refused = await h.post(DATA, { id: IDS.exampleCampaign });
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toMatch(/^\(503\) /);
    expect(refused.body.error.result).toEqual([]);
    const part = await h.post(DATA, {
      id: IDS.exampleCampaign,
      filters: [
        { type: 'include', field: 'group_nid_mv', op: 'entity', value: [Number(groups[0])] },
      ],
    });
    expect(part.status).toBe(200);
    expect(Object.keys(part.body.results)).toEqual([groups[0]]);
  });
});
