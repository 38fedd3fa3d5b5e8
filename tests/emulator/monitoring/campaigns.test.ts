import { describe, expect, it } from 'vitest';
import { DEMO, IDS, messageOf, TEAMMATE, useEmulator } from './test-server.ts';

const h = useEmulator();
const CAMPAIGN = 'monitoring/monitoring-campaign';

describe('campaigns: create, retrieve, update', () => {
  it('creates an active campaign titled after its domain and retrieves it', async () => {
    const created = await h.post(CAMPAIGN, { domain: 'www.example.org', type: 'seo' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ params: { domain: 'www.example.org' }, _credits: 0 });
    const id = created.body.results.id;
    expect(typeof id).toBe('number');
    const got = await h.get(`${CAMPAIGN}/${id}`);
    expect(got.body.results).toMatchObject({
      id,
      title: 'www.example.org',
      domain: 'www.example.org',
      status: 'active',
      access_type: 'owner',
      type: 'seo',
      groups: [],
    });
    expect(got.body.results.created_time).toMatch(/^\d{10}$/);
  });

  it('creates an ads campaign with its data, which retrieve does not give back; seo lists omit it', async () => {
    const data = {
      company_map_title: 'Example Store',
      domains: ['shop.example.org'],
      trademarks: ['Example'],
    };
    const created = await h.post(CAMPAIGN, { domain: 'example.org', type: 'ads', data });
    expect(created.status).toBe(200);
    const id = created.body.results.id;
    expect(h.emulator.ctx.state.monitoring.campaigns[id]).toMatchObject({ type: 'ads', data });
    const got = await h.get(`${CAMPAIGN}/${id}`);
    expect(got.body.results).toMatchObject({ id, type: 'ads' });
    expect(got.body.results).not.toHaveProperty('data');
    const seo = await h.post(`${CAMPAIGN}/get-list`, {});
    expect(seo.body.results.campaigns.map((c: { id: number }) => c.id)).not.toContain(id);
    const ads = await h.post(`${CAMPAIGN}/get-list`, { type: ['ads'] });
    expect(ads.body.results.campaigns).toEqual([expect.objectContaining({ id, type: 'ads' })]);
    // Update takes the map title alone; the ads lists stay as created.
    const renamed = await h.call('PUT', `${CAMPAIGN}/${id}`, {
      data: { company_map_title: 'Example Outlet' },
    });
    expect(renamed.body.results).toBe(true);
    expect(h.emulator.ctx.state.monitoring.campaigns[id].data).toEqual({
      ...data,
      company_map_title: 'Example Outlet',
    });
  });

  it('answers without the .json suffix too', async () => {
    const plain = await h.emulator.app.request(
      `/api-v3/${CAMPAIGN}/${IDS.exampleCampaign}?services_token=${DEMO}`,
    );
    expect(plain.status).toBe(200);
    expect((await plain.json()).results.id).toBe(IDS.exampleCampaign);
  });

  it.each([
    [{ type: 'seo' }, 400, '(400) Missing required field: domain.'],
    [{ domain: '', type: 'seo' }, 400, '(400) Missing required field: domain.'],
    [{ domain: 'https://www.example.org/', type: 'seo' }, 400, 'Invalid domain'],
    [{ domain: 'example.org' }, 400, '(400) Missing required field: type.'],
    [{ domain: 'example.org', type: 'social' }, 400, 'Invalid type "social"'],
    [
      { domain: 'example.org', type: 'seo', data: { domains: ['a.com'] } },
      400,
      'only campaigns of type ads',
    ],
    [{ domain: 'example.org', type: 'seo', data: 'x' }, 400, 'Invalid data'],
    [
      { domain: 'example.org', type: 'ads', data: { trademarks: 'Example' } },
      400,
      'Invalid data.trademarks: an array of strings',
    ],
    [
      { domain: 'example.org', type: 'ads', data: { company_map_title: 5 } },
      400,
      'Invalid data.company_map_title',
    ],
  ])('refuses a bad create body %j', async (body, status, message) => {
    const res = await h.post(CAMPAIGN, body);
    expect(res.status).toBe(status);
    expect(messageOf(res)).toContain(message);
  });

  it('refuses a create beyond the campaign limit with a Limit error naming it', async () => {
    await h.control('account', { token: DEMO, campaigns: 2 }); // two demo campaigns are active
    const res = await h.post(CAMPAIGN, { domain: 'example.org', type: 'seo' });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe(
      '(400) Campaign limit exceeded: 2 of 2 campaigns are already active.',
    );
  });

  it.each([
    ['an unknown id', 999999, DEMO],
    ['a non-numeric id', 'abc', DEMO],
    ['a campaign of another account', IDS.blogCampaign, TEAMMATE],
  ])('answers 404 for %s', async (_name, id, token) => {
    const res = await h.get(`${CAMPAIGN}/${id}`, token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { message: '(404) No entry for given id.' } });
  });

  it('updates title, domain and company_map_title, and keeps what is not sent', async () => {
    const res = await h.call('PUT', `${CAMPAIGN}/${IDS.exampleCampaign}`, {
      title: 'Renamed',
      data: { company_map_title: 'Example Store' },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toBe(true);
    const got = await h.get(`${CAMPAIGN}/${IDS.exampleCampaign}`);
    expect(got.body.results).toMatchObject({ title: 'Renamed', domain: 'example.com' });
    // Retrieve does not give `data` back (not in the campaign table), so read the stored campaign.
    expect(h.emulator.ctx.state.monitoring.campaigns[IDS.exampleCampaign].data).toMatchObject({
      company_map_title: 'Example Store',
    });
  });

  it.each([
    [{ data: { trademarks: ['x'] } }, 400, 'only company_map_title can be updated'],
    [{ data: { domains: ['a.com'] } }, 400, 'only company_map_title can be updated'],
    [{ domain: 'not a domain' }, 400, 'Invalid domain'],
  ])('refuses an update %j', async (body, status, message) => {
    const res = await h.call('PUT', `${CAMPAIGN}/${IDS.exampleCampaign}`, body);
    expect(res.status).toBe(status);
    expect(messageOf(res)).toContain(message);
  });

  it('refuses changes from a readonly member (403) and lets a manager update', async () => {
    const readonly = await h.call(
      'PUT',
      `${CAMPAIGN}/${IDS.shopCampaign}`,
      { title: 'x' },
      TEAMMATE,
    );
    expect(readonly.status).toBe(403);
    expect(messageOf(readonly)).toMatch(/^\(403\) Access denied: you have read-only access/);
    const manager = await h.call(
      'PUT',
      `${CAMPAIGN}/${IDS.exampleCampaign}`,
      { title: 'y' },
      TEAMMATE,
    );
    expect(manager.status).toBe(200);
  });
});

describe('campaigns: list', () => {
  it('lists own and shared campaigns with the caller access, count of all matching', async () => {
    const res = await h.post(`${CAMPAIGN}/get-list`, {});
    expect(res.status).toBe(200);
    expect(res.body.results.count).toBe(4);
    expect(res.body.results.campaigns).toContainEqual(
      expect.objectContaining({
        id: IDS.teammateCampaign,
        access: 'readonly',
        domain: 'www.example.co.uk',
      }),
    );
    expect(res.body.results.campaigns.map((c: { domain: string }) => c.domain)).not.toContain(
      'www.example.org',
    );
  });

  it.each([
    [{ filters: { status: ['stop'] } }, [IDS.blogCampaign]],
    [{ filters: { title: 'SHOP' } }, [IDS.shopCampaign]],
    [{ filters: { bookmark: 1 } }, [IDS.exampleCampaign]],
    [{ filters: { engine: 2 } }, [IDS.exampleCampaign]],
    [{ type: 'ads' }, []],
    [{ pager: { items_per_page: 1, page: 1 } }, [IDS.shopCampaign]],
  ])('filters and pages %j', async (body, ids) => {
    const res = await h.post(`${CAMPAIGN}/get-list`, body);
    expect(res.body.results.campaigns.map((c: { id: number }) => c.id)).toEqual(ids);
  });

  it('lists a deleted campaign with the type trash', async () => {
    await h.post(`${CAMPAIGN}/delete`, { id: [IDS.blogCampaign] });
    const res = await h.post(`${CAMPAIGN}/get-list`, { filters: { status: ['delete'] } });
    expect(res.body.results.campaigns).toEqual([
      expect.objectContaining({ id: IDS.blogCampaign, status: 'delete', type: 'trash' }),
    ]);
  });

  it.each([
    [{ pager: { items_per_page: 7 } }, 'Invalid pager.items_per_page'],
    [{ type: ['video'] }, 'Invalid type'],
    [{ filters: { status: ['paused'] } }, 'Invalid filters.status'],
    [{ filters: { bookmark: 3 } }, 'Invalid filters.bookmark'],
  ])('refuses a bad list body %j', async (body, message) => {
    const res = await h.post(`${CAMPAIGN}/get-list`, body);
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain(message);
  });

  it('throttles with params and the real first part of the list', async () => {
    await h.control('fault', {
      kind: 'throttle',
      count: 1,
      pathContains: 'monitoring-campaign/get-list',
    });
    const res = await h.post(`${CAMPAIGN}/get-list`, { pager: { items_per_page: 5 } });
    expect(res.status).toBe(503);
    expect(res.body.params).toEqual({ pager: { items_per_page: 5 } });
    expect(messageOf(res)).toMatch(/^\(503\) Throttle prevention/);
    expect(res.body.error.result).toBeDefined();
  });

  it('refuses an unknown token with the bare array', async () => {
    const res = await h.post(`${CAMPAIGN}/get-list`, {}, 'nope');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(['Unauthorised access.']);
  });
});
