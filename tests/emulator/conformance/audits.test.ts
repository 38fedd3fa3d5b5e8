import { describe, expect, it } from 'vitest';
import { errorText, useEmulator } from './harness.ts';

const h = useEmulator({ auditDurationMs: 1000 });

const lighthouse = { lighthouse: {} };
const create = (body: Record<string, unknown>, token?: string) =>
  h.call('POST', 'audits/audit.json', body, token);
const newAudit = (extra: Record<string, unknown> = {}, token?: string) =>
  create(
    {
      title: 'T',
      urls: ['https://www.example.com/a'],
      device: ['desktop', 'mobile'],
      audits_settings: lighthouse,
      ...extra,
    },
    token,
  );
const advance = (advanceMs: number) => h.control('clock', { advanceMs });

describe('create audit (row 2)', () => {
  it('makes one parent and a child per (url, device, type), spending one token per child', async () => {
    const answer = await create({
      title: 'Stormlens — https://www.example.com/a',
      urls: ['https://www.example.com/a', 'https://www.example.com/b'],
      device: ['desktop', 'mobile'],
      audits_settings: { lighthouse: { throttling: 'none' }, content: {} },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['params', 'results', '_credits', '_credits_left']);
    expect(answer.body.params.title).toBe('Stormlens — https://www.example.com/a');
    const { cost, left, urls, keywords } = answer.body.results;
    expect([cost, left]).toEqual([8, 92]);
    expect(keywords).toEqual([]);
    const [parentId] = Object.keys(urls);
    expect(Object.keys(urls[parentId])).toHaveLength(8);
    const children = await h.call('POST', 'audits/audit/list', {
      parent_id: Number(parentId),
      pager: { items_per_page: 10 },
    });
    expect(children.body.results).toHaveLength(8);
    expect(new Set(children.body.results.map((a: { device: string }) => a.device))).toEqual(
      new Set(['desktop', 'mobile']),
    );
  });

  it('makes one parent per keyword with keyword options paired by position (one element for all)', async () => {
    const answer = await create({
      keywords: ['running shoes', 'trail shoes'],
      keywords_options: [{ engine: 1, country: 1, location: 'Warszawa' }],
      device: ['mobile'],
      profile_id: 5101, // demo "Quick mobile check": lighthouse + content
    });
    expect(answer.status).toBe(200);
    const { keywords, cost, urls } = answer.body.results;
    expect(Object.keys(keywords)).toEqual(['running shoes', 'trail shoes']);
    expect(cost).toBe(2 * 3 * 2); // 2 keywords × 3 result pages × 1 device × 2 types
    expect(urls).toEqual([]);
    const parent = await h.call('GET', `audits/audit/${keywords['running shoes']}.json`);
    expect(parent.body.results.audit_info).toMatchObject({
      type: 'keyword',
      parent_id: '0',
      url: null,
    });
    expect(parent.body.results.audit_info.audit_settings).toMatchObject({
      keyword: 'running shoes',
      engine: 1,
      country: 1,
      location: 'Warszawa',
    });
  });

  it.each([
    ['device missing', { device: undefined }, 400, 'device is required'],
    ['device empty', { device: [] }, 400, 'device is required'],
    ['device invalid', { device: ['tablet'] }, 400, 'Invalid device "tablet"'],
    [
      'neither settings nor profile',
      { audits_settings: undefined },
      400,
      'Either audits_settings or profile_id is required',
    ],
    ['both settings and profile', { profile_id: 5101 }, 400, 'not both'],
    [
      'invalid audit name',
      { audits_settings: { lightspeed: {} } },
      400,
      'Invalid audit name "lightspeed"',
    ],
    [
      'invalid setting key',
      { audits_settings: { lighthouse: { speed: 1 } } },
      400,
      'Invalid setting key "speed"',
    ],
    [
      'invalid setting value (option)',
      { audits_settings: { lighthouse: { throttling: 'warp' } } },
      400,
      'Invalid value for setting "throttling"',
    ],
    [
      'invalid setting value (maxlength)',
      { audits_settings: { lighthouse: { locale: 'en-US-x' } } },
      400,
      'at most 5 characters',
    ],
    [
      'invalid setting value (number range)',
      { audits_settings: { webpagetest: { runs: 12 } } },
      400,
      'whole number from 1 to 9',
    ],
    [
      'profile_id invalid',
      { audits_settings: undefined, profile_id: 999 },
      404,
      'No entry for given profile_id',
    ],
    ['neither urls nor keywords', { urls: undefined }, 400, 'Either urls or keywords is required'],
    ['urls value invalid', { urls: ['not a url'] }, 400, 'Invalid urls value'],
    [
      'keywords value invalid',
      { urls: undefined, keywords: [''], keywords_options: [{ engine: 1, country: 1 }] },
      400,
      'Invalid keywords value',
    ],
    [
      'keywords_options empty',
      { urls: undefined, keywords: ['shoes'], keywords_options: [] },
      400,
      'keywords_options is required',
    ],
    [
      'keywords_options missing',
      { urls: undefined, keywords: ['shoes'] },
      400,
      'keywords_options is required',
    ],
    [
      'engine empty',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ country: 1 }] },
      400,
      'Invalid engine in keywords_options[0]',
    ],
    [
      'engine invalid',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ engine: 99, country: 1 }] },
      400,
      'Invalid engine',
    ],
    [
      'country empty',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ engine: 1 }] },
      400,
      'Invalid country',
    ],
    [
      'country invalid for engine',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ engine: 2, country: 1 }] },
      400,
      'Poland is not available for Bing',
    ],
    [
      'location cannot be decoded',
      {
        urls: undefined,
        keywords: ['shoes'],
        keywords_options: [{ engine: 1, country: 1, location: 'War%zz' }],
      },
      400,
      'cannot be decoded',
    ],
    [
      'location not found',
      {
        urls: undefined,
        keywords: ['shoes'],
        keywords_options: [{ engine: 1, country: 1, location: 'Atlantis' }],
      },
      400,
      'was not found in Poland',
    ],
  ])('refuses %s', async (_name, change, status, text) => {
    const answer = await newAudit(change);
    expect(answer.status).toBe(status);
    expect(errorText(answer)).toMatch(new RegExp(`^\\(${status}\\) `));
    expect(errorText(answer)).toContain(text);
  });

  it('refuses an account that may not create audits with an Access error (403)', async () => {
    const answer = await newAudit({}, 'noaudit-token');
    expect(answer.status).toBe(403);
    expect(errorText(answer)).toContain('may not create audits');
  });

  it('refuses when tokens would go below 0, naming needed and left (Limit, 400)', async () => {
    await h.control('account', { token: 'demo-token', auditTokensLeft: 1 });
    const answer = await newAudit();
    expect(answer.status).toBe(400);
    expect(errorText(answer)).toContain('needs 2 and 1 are left');
  });
});

describe('audit lifecycle and retrieve (row 1)', () => {
  it('moves wait → inprogress → ready with the clock, and ready children carry scores and data', async () => {
    const { urls } = (await newAudit()).body.results;
    const [parentId] = Object.keys(urls);
    const [childId] = Object.keys(urls[parentId]);
    const status = async (id: string) =>
      (await h.call('GET', `audits/audit/${id}`)).body.results.audit_info.status;
    expect(await status(childId)).toBe('wait');
    await advance(500);
    expect(await status(childId)).toBe('inprogress');
    expect(await status(parentId)).toBe('inprogress');
    await advance(600);
    const child = (await h.call('GET', `audits/audit/${childId}.json`)).body.results;
    expect(child.audit_info.status).toBe('ready');
    expect(child.audit_info.result_overall).toMatch(/^\d{1,3}$/);
    expect(Object.keys(child.audit_data[0])).toEqual(['categories', 'metrics', 'audits']);
    expect(child.audit_data[0].metrics['cumulative-layout-shift'].unit).toBe('unitless');
    const parent = (await h.call('GET', `audits/audit/${parentId}.json`)).body.results;
    expect(parent.audit_info).toMatchObject({ status: 'ready', parent_id: '0', audit_type: null });
  });

  it('ends in error for a host that cannot be reached (.invalid)', async () => {
    const { urls } = (
      await newAudit({ urls: ['https://shop.example.invalid/'], device: ['desktop'] })
    ).body.results;
    const [parentId] = Object.keys(urls);
    await advance(1000);
    const parent = (await h.call('GET', `audits/audit/${parentId}`)).body.results.audit_info;
    expect(parent.status).toBe('error');
    const [childId] = Object.keys(urls[parentId]);
    const child = (await h.call('GET', `audits/audit/${childId}`)).body.results;
    expect(child.audit_info.result_overall).toBeNull();
    expect(child.audit_data[0].error).toContain('shop.example.invalid');
  });

  it('scores mobile lower than desktop and stays stable for the same seed', async () => {
    const list = await h.call('POST', 'audits/audit/list.json', {
      filters: { title: 'www.example.com/pricing' },
    });
    const runs = list.body.results;
    expect(runs.length).toBe(3);
    const children = (
      await h.call('POST', 'audits/audit/list.json', { parent_id: Number(runs[0].id) })
    ).body.results;
    const score = (device: string) =>
      Number(children.find((c: { device: string }) => c.device === device).results_overall);
    expect(score('mobile')).toBeLessThan(score('desktop'));
    h.emulator.reset();
    const again = (
      await h.call('POST', 'audits/audit/list.json', { parent_id: Number(runs[0].id) })
    ).body.results;
    expect(again.map((c: { results_overall: string }) => c.results_overall)).toEqual(
      children.map((c: { results_overall: string }) => c.results_overall),
    );
  });

  it.each([
    ['GET', 'audits/audit/1'],
    ['DELETE', 'audits/audit/1'],
    ['GET', 'audits/audit/abc'],
  ])('%s %s of an unknown id is a 404 Request error', async (method, path) => {
    const answer = await h.call(method, path);
    expect(answer.status).toBe(404);
    expect(errorText(answer)).toBe('(404) No entry for given id.');
  });

  it("does not show another account's audit", async () => {
    const { urls } = (await newAudit()).body.results;
    const answer = await h.call(
      'GET',
      `audits/audit/${Object.keys(urls)[0]}`,
      undefined,
      'teammate-token',
    );
    expect(answer.status).toBe(404);
  });
});

describe('delete, refresh and clone (rows 3–5)', () => {
  it('deletes a parent with its children', async () => {
    const { urls } = (await newAudit()).body.results;
    const [parentId] = Object.keys(urls);
    const answer = await h.call('DELETE', `audits/audit/${parentId}.json`);
    expect(answer.body.results).toBe(true);
    expect((await h.call('GET', `audits/audit/${Object.keys(urls[parentId])[0]}`)).status).toBe(
      404,
    );
  });

  it('refreshes: runs every child again and charges one token each', async () => {
    const { urls } = (await newAudit()).body.results;
    const [parentId] = Object.keys(urls);
    await advance(1000);
    const answer = await h.call('POST', 'audits/audit/refresh.json', { id: Number(parentId) });
    expect(answer.status).toBe(200);
    expect(answer.body.results.cost).toBe(2);
    expect(answer.body.results.left).toBe(96);
    expect(Object.keys(answer.body.results.refresh)).toHaveLength(3);
    expect((await h.call('GET', `audits/audit/${parentId}`)).body.results.audit_info.status).toBe(
      'wait',
    );
  });

  it.each([
    ['no id', {}, 400, 'id is required'],
    ['unknown id', { id: 42 }, 404, 'No entry for given id'],
  ])('refresh refuses %s', async (_name, body, status, text) => {
    const answer = await h.call('POST', 'audits/audit/refresh', body);
    expect(answer.status).toBe(status);
    expect(errorText(answer)).toContain(text);
  });

  it('clones a finished parent under a new title', async () => {
    const { urls } = (await newAudit()).body.results;
    const [parentId] = Object.keys(urls);
    await advance(1000);
    const answer = await h.call('POST', 'audits/audit/clone.json', { id: parentId, title: 'Copy' });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toMatchObject({ cost: 2, left: 96 });
    const [cloneId] = Object.keys(answer.body.results.clone);
    expect((await h.call('GET', `audits/audit/${cloneId}`)).body.results.audit_info.title).toBe(
      'Copy',
    );
  });

  it.each([
    ['no id', () => ({ title: 'x' }), 400, 'id is required'],
    ['no title', (p: string) => ({ id: p }), 400, 'title is required'],
    ['an unfinished audit', (p: string) => ({ id: p, title: 'x' }), 400, 'not finished'],
    [
      'a single (child) audit',
      (_p: string, child: string) => ({ id: child, title: 'x' }),
      400,
      'single audit cannot be cloned',
    ],
    ['an unknown id', () => ({ id: 7, title: 'x' }), 404, 'No entry for given id'],
  ])('clone refuses %s', async (_name, body, status, text) => {
    const { urls } = (await newAudit()).body.results;
    const [parentId] = Object.keys(urls);
    const answer = await h.call(
      'POST',
      'audits/audit/clone',
      body(parentId, Object.keys(urls[parentId])[0]),
    );
    expect(answer.status).toBe(status);
    expect(errorText(answer)).toContain(text);
  });

  it('clone refuses when tokens are short (Request error naming needed and left)', async () => {
    const { urls } = (await newAudit()).body.results;
    await advance(1000);
    await h.control('account', { token: 'demo-token', auditTokensLeft: 1 });
    const answer = await h.call('POST', 'audits/audit/clone', {
      id: Object.keys(urls)[0],
      title: 'x',
    });
    expect(answer.status).toBe(400);
    expect(errorText(answer)).toContain('needs 2 and 1 are left');
  });

  it.each([
    [
      'create',
      'audits/audit',
      { urls: ['https://www.example.com/'], device: ['desktop'], audits_settings: lighthouse },
    ],
    ['refresh', 'audits/audit/refresh', { id: 1 }],
    ['clone', 'audits/audit/clone', { id: 1, title: 'x' }],
  ])('%s is an Access error for noaudit-token', async (_name, path, body) => {
    const answer = await h.call('POST', path, body, 'noaudit-token');
    expect(answer.status).toBe(403);
  });
});

describe('list audits and settings (rows 6–7)', () => {
  it('lists parents newest first by default, filters by title, sorts and pages', async () => {
    const all = (await h.call('POST', 'audits/audit/list', {})).body.results;
    expect(all.length).toBeGreaterThan(10);
    const created = all.map((a: { created: string }) => Number(a.created));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const home = (
      await h.call('POST', 'audits/audit/list', { filters: { title: 'https://www.example.com/' } })
    ).body.results;
    expect(
      home.every((a: { title: string }) => a.title.includes('— https://www.example.com/')),
    ).toBe(true);
    const page = await h.call('POST', 'audits/audit/list', {
      pager: { items_per_page: 10, page: 1 },
      sorting: { field: 'created', sort: 'asc' },
    });
    expect(page.body.results).toHaveLength(all.length - 10 > 10 ? 10 : all.length - 10);
    const errors = (await h.call('POST', 'audits/audit/list', { filters: { status: ['error'] } }))
      .body.results;
    expect(errors.map((a: { title: string }) => a.title)).toEqual([
      'Stormlens — https://staging.example.invalid/',
    ]);
  });

  it.each([
    ['parent_id invalid', { parent_id: 5 }, 404, 'No entry for given parent_id'],
    [
      'page size not allowed',
      { pager: { items_per_page: 7 } },
      400,
      'allowed values are 10, 25, 50',
    ],
    ['unknown sorting field', { sorting: { field: 'title' } }, 400, 'Invalid sorting.field'],
  ])('list refuses %s', async (_name, body, status, text) => {
    const answer = await h.call('POST', 'audits/audit/list', body);
    expect(answer.status).toBe(status);
    expect(errorText(answer)).toContain(text);
  });

  it('settings describe each accessible type (options, maxlength), fewer for a smaller account', async () => {
    const demo = (await h.call('POST', 'audits/audit/settings.json')).body.results;
    expect(Object.keys(demo)).toEqual([
      'lighthouse',
      'pagespeed',
      'webpagetest',
      'yellowlab',
      'sitespeedio',
      'content',
    ]);
    expect(demo.lighthouse.settings.throttling.options).toContain('none');
    expect(demo.content.settings.keyword.maxlength).toBe(80);
    expect(demo.webpagetest.settings.runs.default_value).toBe(3);
    const small = (await h.call('POST', 'audits/audit/settings', {}, 'noaudit-token')).body.results;
    expect(Object.keys(small)).toEqual(['lighthouse', 'pagespeed', 'content']);
  });
});
