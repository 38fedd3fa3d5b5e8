import { describe, expect, it } from 'vitest';
import { errorText, useEmulator } from './harness.ts';
import { auditCalls, lighthouse } from './audit-calls.ts';

// A stopped clock: "wait" lasts 200 ms of emulator time, which a loaded machine spends between
// two requests; only `advance` moves it here.
const h = useEmulator({ auditDurationMs: 1000, stoppedClock: true });
const { newAudit, advance } = auditCalls(h);

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
