import { describe, expect, it } from 'vitest';
import { apiOn, fakeService, fixture } from './fake-service';

describe('campaigns', () => {
  it('retrieve: access_type → access, title defaults to the domain, group ids coerced', async () => {
    const c = await apiOn(
      fakeService({ body: fixture('campaign-example') }),
    ).monitoring.campaigns.retrieve(12);
    expect(c).toMatchObject({
      id: 12,
      title: 'example.com',
      domain: 'example.com',
      access: 'owner',
      groupIds: [101, 102],
      status: 'active',
    });
    expect(c.created).toEqual(new Date(1523956574000));
  });

  it.each([
    [{ title: 'Renamed' }, { title: 'Renamed' }],
    [{ data: { companyMapTitle: 'Shop Ltd' } }, { data: { company_map_title: 'Shop Ltd' } }],
  ])('update %j sends only what changed', async (params, body) => {
    const service = fakeService({ body: { results: true } });
    await apiOn(service).monitoring.campaigns.update(12, params);
    expect(service.sent[0].body).toEqual(body);
  });

  it('list: keyed campaigns, count coerced, both access spellings', async () => {
    const service = fakeService({ body: fixture('campaign-list') });
    const list = await apiOn(service).monitoring.campaigns.list({
      types: ['seo'],
      itemsPerPage: 100,
      title: 'example',
    });
    expect(service.sent[0].body).toEqual({
      type: ['seo'],
      pager: { items_per_page: 100 },
      filters: { title: 'example' },
    });
    expect(list.count).toBe(2);
    expect(list.campaigns.map((c) => [c.id, c.access, c.type])).toEqual([
      [12, 'owner', 'seo'],
      [13, 'readonly', 'trash'],
    ]);
  });

  it('overview: keyed by campaign id; scalar and series metrics', async () => {
    const [o] = await apiOn(
      fakeService({ body: fixture('overview') }),
    ).monitoring.campaigns.overview({ datemin: '20240101', datemax: '20240102' });
    expect(o.id).toBe(12);
    expect(o.keywordsCount).toEqual({ value: 40, series: [] });
    expect(o.keywordsUp).toEqual({
      value: 5,
      series: [
        { key: '0', value: 3 },
        { key: '1', value: 5 },
      ],
    });
    expect(o.keywordsNoChange.value).toBe(31);
    expect(o.visibilityChange.value).toBe(-0.4);
  });

  it('data: flattened series with YYYY-MM-DD dates, the "" location kept, sorted points', async () => {
    const service = fakeService({ body: fixture('rank-data') });
    const data = await apiOn(service).monitoring.campaigns.data({
      id: 12,
      datemin: '20240101',
      datemax: '20240102',
      groupIds: [101],
      keywords: ['buty do biegania'],
    });
    expect(service.sent[0].body).toEqual({
      id: 12,
      datemin: '20240101',
      datemax: '20240102',
      filters: [
        { type: 'include', field: 'group_nid_mv', op: 'entity', value: { '101': 101 } },
        { type: 'include', field: 'keyword', op: 'equal', value: ['buty do biegania'] },
      ],
    });
    expect(data.dates).toEqual(['2024-01-01', '2024-01-02']);
    const desktop = data.series.find((s) => s.device === 'desktop' && s.location === '')!;
    expect(desktop).toMatchObject({
      groupId: 101,
      domain: 'example.com',
      keywordId: 5001,
      engine: '1',
      keyword: { title: 'buty do biegania', volume: 2400, cpc: 1.35 },
    });
    expect(desktop.points).toEqual([
      { date: '2024-01-01', position: 5, url: 'https://example.com/buty' },
      { date: '2024-01-02', position: 4, url: 'https://example.com/buty' },
    ]);
    expect(data.series.find((s) => s.location === 'Warszawa')?.points).toEqual([
      { date: '2024-01-02', position: 7, url: 'https://example.com/' },
    ]);
    expect(data.series.find((s) => s.device === 'mobile')?.points).toEqual([
      { date: '2024-01-02', position: null, url: null },
    ]);
  });

  it.each([
    [
      'the caller’s level and owner',
      'access-owner-shape',
      [
        { campaignId: 12, access: 'owner', owner: 'me@example.com', users: [] },
        { campaignId: 13, access: 'readonly', owner: 'boss@example.org', users: [] },
      ],
    ],
    [
      'users per campaign',
      'access-users-shape',
      [
        {
          campaignId: 12,
          access: null,
          owner: null,
          users: [
            { mail: 'me@example.com', access: 'owner' },
            { mail: 'ann@example.com', access: 'manager' },
            { mail: 'bob@example.com', access: 'readonly' },
          ],
        },
      ],
    ],
  ])('getAccess: %s', async (_name, file, expected) => {
    await expect(
      apiOn(fakeService({ body: fixture(file) })).monitoring.campaigns.getAccess(),
    ).resolves.toEqual(expected);
  });
});

describe('bulk outcomes', () => {
  it('the documented map: true / 1 / message', async () => {
    const outcome = await apiOn(
      fakeService({ body: fixture('bulk-map') }),
    ).monitoring.campaigns.start([12, 13, 14, 15]);
    expect(outcome).toEqual({
      '12': { ok: true },
      '13': { ok: true },
      '14': { ok: false, message: 'No free keyword limit.' },
      '15': { ok: false, message: 'No entry for given id.' },
    });
  });

  it('statuses inside an error envelope (404): per id, not a thrown error', async () => {
    const service = fakeService({ status: 404, body: fixture('bulk-statuses-error') });
    const outcome = await apiOn(service).monitoring.keywords.stop([12, 13]);
    expect(outcome).toEqual({
      '12': { ok: true },
      '13': { ok: false, message: 'No entry for given id.' },
    });
    expect(service.sent[0].body).toEqual({ id: [12, 13] });
  });

  it('a 404 without statuses is still a failure', async () => {
    await expect(
      apiOn(fakeService({ status: 404, body: fixture('error-404') })).monitoring.groups.delete([9]),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('create keywords: new ids under `id`', async () => {
    const outcome = await apiOn(
      fakeService({ body: { results: { id: { '0': '5001', '1': 'Keyword already exists.' } } } }),
    ).monitoring.keywords.create({ groupId: 101, keywords: ['a', 'b'] });
    expect(outcome).toEqual({
      '0': { ok: true, value: 5001 },
      '1': { ok: false, message: 'Keyword already exists.' },
    });
  });
});

describe('groups, keywords, tables', () => {
  it('group retrieve and list', async () => {
    const g = await apiOn(
      fakeService({
        body: {
          results: {
            id: '101',
            title: 'Buty',
            status: 'active',
            created_time: '1523956574',
            changed_time: '1523956574',
            keywords: ['5001'],
            engine: '1',
            country: '1',
            location: '',
            devices: ['desktop'],
          },
        },
      }),
    ).monitoring.groups.retrieve(101);
    expect(g).toMatchObject({
      id: 101,
      keywordIds: [5001],
      engine: 1,
      country: 1,
      location: '',
      devices: ['desktop'],
    });
    const list = await apiOn(
      fakeService({
        body: {
          results: {
            groups: [
              {
                id: '101',
                title: 'Buty',
                keywords_count: '2',
                status: 'active',
                engine: 1,
                country: 1,
                location: '',
                devices: ['desktop', 'mobile'],
              },
            ],
          },
        },
      }),
    ).monitoring.groups.list({ campaignId: 12 });
    expect(list).toEqual({
      count: 1,
      groups: [
        {
          id: 101,
          title: 'Buty',
          keywordsCount: 2,
          status: 'active',
          engine: 1,
          country: 1,
          location: '',
          devices: ['desktop', 'mobile'],
        },
      ],
    });
  });

  it('keyword details: every position change spelling, sorted dates', async () => {
    const details = await apiOn(
      fakeService({ body: fixture('keyword-details-top50') }),
    ).monitoring.keywords.details({ ids: [5001], type: 'top50' });
    expect(details.dates).toEqual(['2024-01-01', '2024-01-02']);
    const own = details.series.find((s) => s.domain === 'example.com')!;
    expect(own.points.map((p) => [p.date, p.position, p.positionChange])).toEqual([
      ['2024-01-01', 5, -2],
      ['2024-01-02', 4, 1],
    ]);
    expect(details.series.find((s) => s.domain === 'rival.pl')!.points[0].positionChange).toBe(0);
  });

  it('engines table: `result` envelope, keyed countries, ids coerced', async () => {
    const engines = await apiOn(
      fakeService({ body: fixture('monitoring-engines') }),
    ).monitoring.tables.engines();
    expect(engines).toEqual([
      {
        id: 1,
        name: 'Google',
        countries: [
          { id: 1, name: 'Poland' },
          { id: 2, name: 'Germany' },
        ],
      },
      { id: 2, name: 'Bing', countries: [{ id: 1, name: 'Poland' }] },
    ]);
  });
});

describe('payloads of no documented shape', () => {
  it.each([
    ['engines table', (api: ReturnType<typeof apiOn>) => api.monitoring.tables.engines()],
    ['rank data', (api: ReturnType<typeof apiOn>) => api.monitoring.campaigns.data({ id: 12 })],
    ['bulk outcome', (api: ReturnType<typeof apiOn>) => api.monitoring.groups.start([1])],
    ['campaign list', (api: ReturnType<typeof apiOn>) => api.monitoring.campaigns.list()],
  ])('%s as a string → invalid-response', async (_name, call) => {
    await expect(
      call(apiOn(fakeService({ body: { results: 'malformed-payload' } }))),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
