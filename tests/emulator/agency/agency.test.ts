import { describe, expect, it } from 'vitest';
import { useEmulator } from '../conformance/harness.ts';
import { createInitialState } from '../core/state.ts';
import { TEST_NOW } from '../../fixtures/clock.ts';
import { AGENCY_LIMITS, AGENCY_WATCHED } from './index.ts';
import { AGENCY_PAGES, AGENCY_RUNS, BIG_RUN, WEEKLY_PAGE, stormlensTitle } from './audits.ts';
import { AGENCY_CAMPAIGNS, BIG_SHOP, CLIENT } from './campaigns.ts';

const h = useEmulator({ data: 'agency' });
const CAMPAIGNS = 'monitoring/monitoring-campaign';
const list = (filters: Record<string, unknown> = {}, itemsPerPage = 1000) =>
  h.call('POST', `${CAMPAIGNS}/get-list.json`, {
    type: ['seo', 'ads'],
    filters,
    pager: { page: 0, items_per_page: itemsPerPage },
  });
type Listed = { id: number; access: string; status: string; domain: string };

describe('agency data set: campaigns', () => {
  it('lists 300 campaigns, own and shared, some stopped, on three engines, some bookmarked', async () => {
    const all = await list();
    expect(all.body.results.count).toBe(AGENCY_CAMPAIGNS);
    const campaigns: Listed[] = all.body.results.campaigns;
    const shared = campaigns.filter((c) => c.access !== 'owner');
    expect(shared.length).toBeGreaterThan(50);
    expect(new Set(shared.map((c) => c.access))).toEqual(new Set(['manager', 'readonly']));
    expect(campaigns.filter((c) => c.status === 'stop').length).toBeGreaterThan(30);
    expect((await list({ bookmark: 1 })).body.results.count).toBeGreaterThan(20);
    for (const engine of [1, 2, 3]) {
      expect((await list({ engine })).body.results.count).toBeGreaterThan(30);
    }
    // Paged as the service pages: 25 at a time, the last page short.
    const page = await h.call('POST', `${CAMPAIGNS}/get-list.json`, {
      type: ['seo'],
      pager: { page: 11, items_per_page: 25 },
    });
    expect(page.body.results.campaigns).toHaveLength(AGENCY_CAMPAIGNS - 11 * 25);
  });

  it('has one client campaign that title, status, engine and bookmark all find', async () => {
    const found = await list({
      title: CLIENT.titlePart,
      status: [CLIENT.status],
      engine: CLIENT.engine,
      bookmark: 1,
    });
    expect(found.body.results.campaigns).toMatchObject([{ domain: CLIENT.domain, status: 'stop' }]);
    const id = found.body.results.campaigns[0].id;
    const detail = await h.call('GET', `${CAMPAIGNS}/${id}.json`);
    expect(detail.body.results).toMatchObject({ title: CLIENT.title });
    expect((await list({ title: CLIENT.titlePart })).body.results.count).toBe(1);
  });

  it('has a shop of 5,000 phrases in 5 groups, and the ten watched campaigns', async () => {
    const all: Listed[] = (await list()).body.results.campaigns;
    const shop = all.find((c) => c.domain === BIG_SHOP.domain);
    expect(shop).toBeDefined();
    const groups = await h.call('POST', 'monitoring/monitoring-group/get-list.json', {
      campaign_id: shop?.id,
      pager: { page: 0, items_per_page: 100 },
    });
    const counts = groups.body.results.groups.map((g: { keywords_count: number }) =>
      Number(g.keywords_count),
    );
    expect(counts).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(AGENCY_WATCHED).toHaveLength(10);
    for (const domain of AGENCY_WATCHED) {
      expect(all.find((c) => c.domain === domain)).toMatchObject({ status: 'active' });
    }
  });
});

describe('agency data set: audit runs', () => {
  it('holds 5,000 runs over 400 pages in a year, ids growing with time', () => {
    const audits = h.emulator.ctx.state.audits.audits;
    const tooOld = audits.filter((a) => a.createdAt < TEST_NOW - 366 * 86_400_000);
    expect(tooOld).toEqual([]);
    const pages = new Set(audits.filter((a) => a.parentId !== 0).map((a) => a.url));
    const parents = audits.filter((a) => a.parentId === 0);
    // The demo's runs (15 over 8 pages) stay beside the agency's, made before them.
    expect(parents.length).toBe(AGENCY_RUNS + 15);
    expect(pages.size).toBe(AGENCY_PAGES + 8);
    const byId = [...parents].sort((a, b) => a.id - b.id).slice(15);
    expect(byId.every((p, i) => i === 0 || p.createdAt >= byId[i - 1].createdAt)).toBe(true);
  });

  it('lists the weekly page newest first: 50 runs, some under titles made outside Stormlens', async () => {
    const ours = await h.call('POST', 'audits/audit/list.json', {
      filters: { title: WEEKLY_PAGE.url },
      pager: { page: 0, items_per_page: 50 },
      sorting: { field: 'created', sort: 'desc' },
    });
    const titled = ours.body.results as { title: string; created: string }[];
    expect(titled.length).toBe(40);
    expect(titled.every((r) => r.title === stormlensTitle(WEEKLY_PAGE.url))).toBe(true);
    const created = titled.map((r) => Number(r.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const state = h.emulator.ctx.state.audits.audits;
    const weekly = new Set(state.filter((a) => a.url === WEEKLY_PAGE.url).map((a) => a.parentId));
    expect(weekly.size).toBe(WEEKLY_PAGE.runs);
    const elsewhere = state.filter((a) => weekly.has(a.id) && a.title !== titled[0].title);
    expect(new Set(elsewhere.map((a) => a.title))).toEqual(new Set(WEEKLY_PAGE.elsewhere));
  });

  it('has one finished run of 252 audits, read 50 at a time', async () => {
    const found = await h.call('POST', 'audits/audit/list.json', {
      filters: { title: BIG_RUN.title },
    });
    expect(found.body.results).toHaveLength(1);
    expect(found.body.results[0].status).toBe('ready');
    const parentId = found.body.results[0].id;
    const children = [];
    for (let page = 0; page < 6; page++) {
      const answer = await h.call('POST', 'audits/audit/list.json', {
        parent_id: parentId,
        pager: { page, items_per_page: 50 },
      });
      children.push(...answer.body.results);
    }
    expect(children).toHaveLength(BIG_RUN.audits);
    expect(new Set(children.map((c: { url: string }) => c.url)).size).toBe(BIG_RUN.pages);
  });
});

describe('agency data set: how it is chosen', () => {
  it('is the same for the same seed and moment, and another for another seed', () => {
    const a = createInitialState(7, TEST_NOW, 'agency');
    const b = createInitialState(7, TEST_NOW, 'agency');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = createInitialState(8, TEST_NOW, 'agency');
    expect(JSON.stringify(c.audits)).not.toBe(JSON.stringify(a.audits));
  });

  it('gives the agency its limits; a reset without it is the demo data again', async () => {
    expect(h.emulator.ctx.state.accounts[0]).toMatchObject({
      campaignLimit: AGENCY_LIMITS.campaigns,
      keywordLimit: AGENCY_LIMITS.keywords,
    });
    expect(await h.control('reset', { data: 'demo' })).toMatchObject({ ok: true });
    expect((await list()).body.results.count).toBe(4);
    expect(await h.control('reset', { data: 'agency' })).toMatchObject({ ok: true });
    expect((await list()).body.results.count).toBe(AGENCY_CAMPAIGNS);
    expect(await h.control('reset', { data: 'huge' })).toMatchObject({ status: 400 });
  });
});
