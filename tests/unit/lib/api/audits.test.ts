import { describe, expect, it } from 'vitest';
import { readAuditData } from '@/lib/domain/audit-data';
import { apiOn, fakeService, fixture } from './fake-service';

describe('audits.retrieve', () => {
  it('normalises a Lighthouse audit (results envelope, numeric strings, result_overall)', async () => {
    const { info, data } = await apiOn(
      fakeService({ body: fixture('audit-retrieve-lighthouse') }),
    ).audits.retrieve(1201);
    expect(info).toMatchObject({
      id: 1201,
      uid: 77,
      parentId: 1200,
      device: 'mobile',
      auditType: 'lighthouse',
      status: 'ready',
      score: 87,
      type: 'advanced',
    });
    expect(info.created).toEqual(new Date(1523956574 * 1000));
    // The result sets arrive as sent; lib/domain/audit-data.ts is their one reader.
    expect(data).toHaveLength(1);
    const [first] = readAuditData(data);
    if (first.shape !== 'lighthouse') throw new Error(`expected lighthouse, got ${first.shape}`);
    expect(first.categories.find((c) => c.id === 'performance')).toEqual({
      id: 'performance',
      title: 'Performance',
      score: 87,
    });
    expect(first.categories.find((c) => c.id === 'best-practices')?.score).toBe(100);
    expect(first.metrics.find((m) => m.id === 'cumulative-layout-shift')).toEqual({
      id: 'cumulative-layout-shift',
      title: 'Cumulative Layout Shift',
      value: 0.08,
      unit: 'unitless',
      score: 95,
    });
    expect(first.checks[0]).toEqual({
      id: 'render-blocking-resources',
      title: 'Eliminate render-blocking resources',
      passed: false,
      score: 35,
      detail: 'Potential savings of 420 ms',
    });
  });

  it('normalises a checks audit (bare payload, results_overall) and keeps unknown shapes raw', async () => {
    const { info, data } = await apiOn(
      fakeService({ body: fixture('audit-retrieve-checks-bare') }),
    ).audits.retrieve(1301);
    expect(info.score).toBe(72);
    expect(info.settings).toEqual([]);
    const sets = readAuditData(data);
    expect(sets.map((d) => d.shape)).toEqual(['checks', 'unknown']);
    if (sets[0].shape !== 'checks') throw new Error('checks expected');
    expect(sets[0].score).toBe(72);
    expect(sets[0].checks[1]).toEqual({
      id: 'h1',
      title: 'One H1',
      passed: false,
      score: null,
      detail: '2',
    });
    expect(data[1]).toEqual({ something: { nested: ['new', 'shape'] } });
  });

  it('reads an audit without results (result envelope, null score, parent 0, empty timestamp)', async () => {
    const { info, data } = await apiOn(
      fakeService({ body: fixture('audit-retrieve-pending-result') }),
    ).audits.retrieve(1401);
    expect(info).toMatchObject({
      id: 1401,
      parentId: null,
      url: null,
      device: null,
      auditType: null,
      score: null,
      status: 'inprogress',
      updated: null,
    });
    expect(data).toEqual([]);
  });
});

describe('audits: create, refresh, clone, list, settings, remove', () => {
  it('create: sends the service’s names and reads the audit tree', async () => {
    const service = fakeService({ body: fixture('audit-create') });
    const created = await apiOn(service).audits.create({
      title: 'Stormlens — https://www.example.com/',
      urls: ['https://www.example.com/'],
      keywords: ['buty do biegania'],
      keywordsOptions: [{ engine: 1, country: 1 }],
      devices: ['desktop', 'mobile'],
      auditsSettings: { lighthouse: {} },
    });
    expect(service.sent[0].body).toEqual({
      title: 'Stormlens — https://www.example.com/',
      urls: ['https://www.example.com/'],
      keywords: ['buty do biegania'],
      keywords_options: [{ engine: 1, country: 1 }],
      device: ['desktop', 'mobile'],
      audits_settings: { lighthouse: {} },
    });
    expect(created).toEqual({
      cost: 2,
      left: 98,
      urls: [{ parentId: 1500, childIds: [1501, 1502] }],
      keywords: { 'buty do biegania': 1600 },
    });
  });

  it('refresh: ids from the keyed `refresh` member', async () => {
    await expect(
      apiOn(fakeService({ body: fixture('audit-refresh') })).audits.refresh(1500),
    ).resolves.toEqual({ cost: 2, left: 96, ids: [1501, 1502] });
  });

  it.each([
    [
      'clone (example spelling)',
      'audit-clone-example',
      { cost: 2, left: 94, created: [{ parentId: 1700, childIds: [1701, 1702] }] },
    ],
    [
      'refresh (table spelling)',
      'audit-clone-table',
      { cost: 1, left: 93, created: [{ parentId: 1800, childIds: [1801] }] },
    ],
  ])('clone: created audits under %s', async (_name, file, expected) => {
    await expect(
      apiOn(fakeService({ body: fixture(file) })).audits.clone({ id: 1500, title: 'Copy' }),
    ).resolves.toEqual(expected);
  });

  it('list: a keyed object of audits, filters sent in the service’s shape', async () => {
    const service = fakeService({ body: fixture('audit-list-keyed') });
    const list = await apiOn(service).audits.list({
      title: 'https://www.example.com/',
      itemsPerPage: 10,
      sortField: 'created',
      sortOrder: 'desc',
      statuses: ['ready'],
    });
    expect(service.sent[0].body).toEqual({
      sorting: { field: 'created', sort: 'desc' },
      pager: { items_per_page: 10 },
      filters: { title: 'https://www.example.com/', status: ['ready'] },
    });
    expect(list.map((a) => [a.id, a.parentId, a.score])).toEqual([
      [1500, null, 90],
      [1400, null, null],
    ]);
  });

  it('settings: descriptors with options and max length; [] settings become {}', async () => {
    const settings = await apiOn(
      fakeService({ body: fixture('audit-settings') }),
    ).audits.settings();
    expect(Object.keys(settings)).toEqual(['lighthouse', 'content']);
    expect(settings.lighthouse.settings.throttling).toEqual({
      title: 'Throttling',
      description: 'Network throttling',
      defaultValue: '4g',
      maxLength: null,
      options: [
        { value: 'none', label: 'none' },
        { value: '3g', label: '3g' },
        { value: '4g', label: '4g' },
      ],
    });
    expect(settings.lighthouse.settings.label.maxLength).toBe(64);
    expect(settings.content.settings).toEqual({});
  });

  it.each([[true], [1], ['1'], [null]])('remove: %j confirms', async (body) => {
    const service = fakeService({ body: { results: body } });
    await expect(apiOn(service).audits.remove(3)).resolves.toBe(true);
    expect(service.sent[0]).toMatchObject({ method: 'DELETE' });
    expect(service.sent[0].url.pathname).toBe('/api-v3/audits/audit/3.json');
  });

  it('remove: false is not a confirmation', async () => {
    await expect(apiOn(fakeService({ body: false })).audits.remove(3)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('profiles', () => {
  it('retrieve / update read the profile; a bare true from update is read back', async () => {
    const p = await apiOn(fakeService({ body: fixture('profile') })).profiles.retrieve(31);
    expect(p).toEqual({
      id: 31,
      uid: 77,
      title: 'Mobile perf',
      types: ['lighthouse'],
      settings: { lighthouse: { throttling: '3g' } },
    });
    const service = fakeService({ body: { results: true } }, { body: fixture('profile') });
    await expect(
      apiOn(service).profiles.update(31, { title: 'Mobile perf' }),
    ).resolves.toMatchObject({ id: 31 });
    expect(service.sent.map((s) => s.method)).toEqual(['PUT', 'GET']);
  });

  it('list: types inferred from settings when absent, [] settings tolerated', async () => {
    const list = await apiOn(
      fakeService({ body: fixture('profile-list-empty-settings') }),
    ).profiles.list();
    expect(list.map((p) => [p.id, p.types, p.settings])).toEqual([
      [31, ['lighthouse'], { lighthouse: { throttling: '3g' } }],
      [32, [], {}],
    ]);
  });

  it.each([[{ id: '41' }], [41], [{ results: { id: 41 } }]])(
    'create reads the id from %j',
    async (body) => {
      await expect(apiOn(fakeService({ body })).profiles.create({ title: 'New' })).resolves.toEqual(
        { id: 41 },
      );
    },
  );
});
