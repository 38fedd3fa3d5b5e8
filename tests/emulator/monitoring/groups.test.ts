import { describe, expect, it } from 'vitest';
import { DEMO, IDS, messageOf, TEAMMATE, useEmulator } from './test-server.ts';

const h = useEmulator();
const GROUP = 'monitoring/monitoring-group';
const valid = {
  campaign_id: IDS.exampleCampaign,
  title: 'Kids running shoes',
  engine: 1,
  country: 2,
  devices: ['desktop'],
};

describe('groups: create, retrieve, update, list', () => {
  it('creates an active group (id as a numeric string) and retrieves it', async () => {
    const created = await h.post(GROUP, { ...valid, location: 'new york' });
    expect(created.status).toBe(200);
    expect(created.body.results.id).toMatch(/^\d+$/);
    const got = await h.get(`${GROUP}/${created.body.results.id}`);
    expect(got.body.results).toMatchObject({
      id: Number(created.body.results.id),
      title: 'Kids running shoes',
      status: 'active',
      keywords: [],
      engine: 1,
      country: 2,
      location: 'New York',
      devices: ['desktop'],
    });
  });

  it.each([
    [{ ...valid, title: undefined }, 400, '(400) Missing required field: title.'],
    [{ ...valid, engine: undefined }, 400, '(400) Missing required field: engine.'],
    [{ ...valid, devices: undefined }, 400, '(400) Missing required field: devices.'],
    [{ ...valid, campaign_id: undefined }, 400, '(400) Missing required field: campaign_id.'],
    [{ ...valid, campaign_id: 999 }, 404, '(404) No entry for given id.'],
    [
      { ...valid, engine: 2, country: 1 },
      400,
      'Invalid engine-country combination: Bing is not tracked in Poland',
    ],
    [{ ...valid, engine: 77 }, 400, 'Invalid engine 77'],
    [{ ...valid, devices: [] }, 400, 'Invalid devices'],
    [{ ...valid, devices: ['tablet'] }, 400, 'Invalid devices'],
    [{ ...valid, location: 'Atlantis' }, 400, 'Unknown location "Atlantis" for United States'],
  ])('refuses a bad create body (%#)', async (body, status, message) => {
    const res = await h.post(GROUP, body);
    expect(res.status).toBe(status);
    expect(messageOf(res)).toContain(message);
  });

  it('refuses a readonly member (403)', async () => {
    const res = await h.post(GROUP, { ...valid, campaign_id: IDS.shopCampaign }, TEAMMATE);
    expect(res.status).toBe(403);
  });

  it('updates fields; an omitted location is saved empty (monitoring.md)', async () => {
    const res = await h.call('PUT', `${GROUP}/${IDS.warsawGroup}`, { title: 'Warsaw shop' });
    expect(res.body.results).toBe(true);
    const got = await h.get(`${GROUP}/${IDS.warsawGroup}`);
    expect(got.body.results).toMatchObject({ title: 'Warsaw shop', location: '', country: 1 });
  });

  it.each([
    [{ engine: 2, country: 1 }, 'Invalid engine-country combination'],
    [{ devices: ['watch'] }, 'Invalid devices'],
  ])('refuses an update %j', async (body, message) => {
    const res = await h.call('PUT', `${GROUP}/${IDS.trailGroup}`, body);
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain(message);
  });

  it('answers 404 for an unknown or foreign group', async () => {
    expect((await h.get(`${GROUP}/1`)).status).toBe(404);
    expect(
      (await h.call('PUT', `${GROUP}/${IDS.trailGroup}`, { title: 'x' }, 'noaudit-token')).status,
    ).toBe(404);
  });

  it('counts keywords per device in the list (two devices double)', async () => {
    const res = await h.post(`${GROUP}/get-list`, { campaign_id: IDS.exampleCampaign });
    expect(res.body.results.count).toBe(4);
    const byId = Object.fromEntries(res.body.results.groups.map((g: { id: number }) => [g.id, g]));
    // 12 active keywords × 2 devices; 9 active × 1 device.
    expect(byId[IDS.runningShoesGroup]).toMatchObject({
      keywords_count: 24,
      devices: ['desktop', 'mobile'],
    });
    expect(byId[IDS.trailGroup]).toMatchObject({
      keywords_count: 9,
      status: 'active',
      location: '',
    });
    expect(byId[IDS.deletedGroup].status).toBe('delete');
  });

  it('refuses a list without or with a foreign campaign', async () => {
    expect(messageOf(await h.post(`${GROUP}/get-list`, {}))).toBe(
      '(400) Missing required field: campaign_id.',
    );
    expect(
      (await h.post(`${GROUP}/get-list`, { campaign_id: IDS.blogCampaign }, TEAMMATE)).status,
    ).toBe(404);
  });
});

describe('groups: limits on devices', () => {
  it('refuses going from one device to two when the keyword slots do not allow it', async () => {
    // Demo usage: 24 + 9 + 7 + 20 + 6 = 66 slots; the trail group needs 9 more for mobile.
    await h.control('account', { token: DEMO, keywords: 70 });
    const res = await h.call('PUT', `${GROUP}/${IDS.trailGroup}`, {
      devices: ['desktop', 'mobile'],
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe(
      '(400) Keyword limit exceeded: this needs 9 keyword slots (a keyword counts once per device), 4 of 70 are free.',
    );
    await h.control('account', { token: DEMO, keywords: 75 });
    const ok = await h.call('PUT', `${GROUP}/${IDS.trailGroup}`, {
      devices: ['desktop', 'mobile'],
    });
    expect(ok.body.results).toBe(true);
  });
});

describe('groups: create-multiple and update-multiple', () => {
  it('keeps the keys of a keyed map and reports a bad group by its key', async () => {
    const res = await h.post(`${GROUP}/create-multiple`, {
      campaign_id: String(IDS.exampleCampaign),
      groups: {
        a: { title: 'A', engine: 1, country: 3, devices: ['mobile'] },
        b: { title: 'B', engine: 2, country: 1, devices: ['mobile'] },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.results.id.a).toMatch(/^\d+$/);
    expect(res.body.results.id.b).toContain('Invalid engine-country combination');
  });

  it('answers a list with a list', async () => {
    const res = await h.post(`${GROUP}/create-multiple`, {
      campaign_id: IDS.exampleCampaign,
      groups: [{ title: 'A', engine: 1, country: 3, devices: ['mobile'] }],
    });
    expect(res.body.results.id).toEqual([expect.stringMatching(/^\d+$/)]);
  });

  it.each([
    [{ campaign_id: 999, groups: [valid] }, 404],
    [{ campaign_id: IDS.exampleCampaign }, 400],
    [{ campaign_id: IDS.exampleCampaign, groups: [] }, 400],
  ])('refuses create-multiple %j', async (body, status) => {
    expect((await h.post(`${GROUP}/create-multiple`, body)).status).toBe(status);
  });

  it('updates several groups with per-id results', async () => {
    const res = await h.post(`${GROUP}/update-multiple`, {
      groups: {
        [IDS.trailGroup]: { title: 'Trail UK', location: '' },
        [IDS.bingGroup]: { country: 1 },
        999: { title: 'x' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.results.id).toEqual({
      [IDS.trailGroup]: true,
      [IDS.bingGroup]: expect.stringContaining('Invalid engine-country combination'),
      999: 'No entry for given id.',
    });
  });

  it('refuses update-multiple without groups keyed by id', async () => {
    const res = await h.post(`${GROUP}/update-multiple`, { groups: [] });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('groups');
  });
});
