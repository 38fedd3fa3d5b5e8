import { describe, expect, it } from 'vitest';
import type { Area } from '../core/context.ts';
import { bulk, ok } from '../core/envelope.ts';
import { critical } from '../core/lock.ts';
import { auditsArea } from '../audits/index.ts';
import { createEmulator } from '../server.ts';
import { errorText, useEmulator } from './harness.ts';

/** A tiny area that exercises the core's bulk answer and critical-section lock over HTTP. */
const probeArea: Area = (app, ctx) => {
  app.post('/api-v3/probe/bulk', (c) =>
    bulk(c, ctx, { '11': true, '12': 'No entry for given id.' }),
  );
  app.post('/api-v3/probe/slow', (c) =>
    critical(c, ctx, ['probe:1'], async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return ok(c, true);
    }),
  );
};

const h = useEmulator({ areas: [auditsArea, probeArea] });

describe('envelope, routing and authorization', () => {
  it('answers in the envelope and echoes params without the token', async () => {
    const res = await fetch(
      `${h.baseUrl}audits/audit/list.json?services_token=demo-token&lang=pl`,
      {
        method: 'POST',
        body: JSON.stringify({ pager: { items_per_page: 10 } }),
      },
    );
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['params', 'results', '_credits', '_credits_left']);
    expect(body.params).toEqual({ lang: 'pl', pager: { items_per_page: 10 } });
    expect(body._credits).toBe(0);
    expect(body._credits_left).toBe(10_000);
  });

  it.each([
    ['GET', 'audits/audit/240001'],
    ['GET', 'audits/audit/240001.json'],
    ['POST', 'audits/audit/settings'],
    ['POST', 'audits/audit/settings.json'],
  ])('routes %s %s (with and without .json)', async (method, path) => {
    expect((await h.call(method, path)).status).toBe(200);
  });

  it.each([
    ['no token', null, 'audits/audit/settings'],
    ['an unknown token', 'nope', 'audits/audit/settings.json'],
    ['an empty token', '', 'audits/audit/settings'],
    ['an unknown token on an unknown path', 'nope', 'no/such/action'],
  ])('refuses %s with 401 ["Unauthorised access."]', async (_name, token, path) => {
    const answer = await h.call('POST', path, undefined, token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(['Unauthorised access.']);
  });

  it.each([
    ['an unknown action', 'POST', 'audits/audit/explode.json'],
    ['a wrong method', 'GET', 'audits/audit/list'],
    ['a path outside the API', 'GET', '../nothing'],
  ])('answers %s with a 404 error object', async (_name, method, path) => {
    const answer = await h.call(method, path);
    expect(answer.status).toBe(404);
    expect(errorText(answer)).toMatch(/^\(404\) /);
  });

  it('refuses a body that is not JSON with a 400 error object', async () => {
    const answer = await h.call('POST', 'audits/audit/list', '{"pager":');
    expect(answer.status).toBe(400);
    expect(errorText(answer)).toBe('(400) The request body is not valid JSON.');
  });
});

describe('bulk results and the critical-section lock', () => {
  it('answers per-id outcomes in the documented map form by default', async () => {
    const answer = await h.call('POST', 'probe/bulk');
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual({ '11': true, '12': 'No entry for given id.' });
  });

  it("answers the SDK's statuses form when asked", async () => {
    await h.control('settings', { bulkForm: 'statuses' });
    const answer = await h.call('POST', 'probe/bulk');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      error: { message: '(404) No entry for given id.', statuses: { '11': 1, '12': '' } },
    });
  });

  it('gives 409 to a call that overlaps a critical section, and frees the lock afterwards', async () => {
    const [first, second] = await Promise.all([
      h.call('POST', 'probe/slow'),
      h.call('POST', 'probe/slow'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(errorText(first.status === 409 ? first : second)).toMatch(
      /^\(409\) Another transaction/,
    );
    expect((await h.call('POST', 'probe/slow')).status).toBe(200);
  });

  it('keeps the lock for lockHoldMs after the call', async () => {
    await h.control('settings', { lockHoldMs: 400 });
    expect((await h.call('POST', 'probe/slow')).status).toBe(200);
    expect((await h.call('POST', 'probe/slow')).status).toBe(409);
  });
});

describe('injected faults', () => {
  it.each([
    ['exception', 500, '(500) An exception occurred'],
    ['conflict', 409, '(409) Another transaction'],
    ['error-in-200', 200, '(500) An exception occurred'],
  ])('%s answers %i with an error object', async (kind, status, text) => {
    await h.control('fault', { kind, count: 1 });
    const answer = await h.call('POST', 'audits/audit/list');
    expect(answer.status).toBe(status);
    expect(errorText(answer)).toContain(text);
    expect((await h.call('POST', 'audits/audit/list')).status).toBe(200);
  });

  it('throttle on a read answers 503 with params and part of the data in error.result', async () => {
    const full = (await h.call('POST', 'audits/audit/list', { pager: { items_per_page: 10 } })).body
      .results;
    await h.control('fault', { kind: 'throttle' });
    const answer = await h.call('POST', 'audits/audit/list.json', {
      pager: { items_per_page: 10 },
    });
    expect(answer.status).toBe(503);
    expect(answer.body.params).toEqual({ pager: { items_per_page: 10 } });
    expect(errorText(answer)).toMatch(/^\(503\) Throttle prevention.*incomplete/);
    expect(answer.body.error.result).toEqual(full.slice(0, 5));
  });

  it('throttle on a write answers 503 without doing the write', async () => {
    await h.control('fault', { kind: 'throttle' });
    const answer = await h.call('POST', 'audits/profile', { title: 'Not made' });
    expect(answer.status).toBe(503);
    expect(answer.body.error.result).toEqual([]);
    const titles = (await h.call('POST', 'audits/profile/list')).body.results.map(
      (p: { title: string }) => p.title,
    );
    expect(titles).not.toContain('Not made');
  });

  it('non-json answers an HTML page', async () => {
    await h.control('fault', { kind: 'non-json' });
    const answer = await h.call('GET', 'audits/audit/240001');
    expect(answer.status).toBe(502);
    expect(answer.contentType).toContain('text/html');
    expect(answer.body).toBeUndefined();
  });

  it('malformed answers the envelope with a payload of no documented shape', async () => {
    await h.control('fault', { kind: 'malformed' });
    const answer = await h.call('GET', 'audits/audit/240001');
    expect(answer.status).toBe(200);
    expect(answer.body.results).toBe('malformed-payload');
  });

  it('delay answers normally after delayMs', async () => {
    await h.control('fault', { kind: 'delay', delayMs: 300 });
    const started = Date.now();
    const answer = await h.call('POST', 'audits/audit/settings');
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('applies to the next count requests whose path contains pathContains, then stops', async () => {
    await h.control('fault', { kind: 'exception', count: 2, pathContains: 'audits/profile' });
    expect((await h.call('POST', 'audits/audit/list')).status).toBe(200);
    expect((await h.call('POST', 'audits/profile/list')).status).toBe(500);
    expect((await h.call('GET', 'audits/profile/5101.json')).status).toBe(500);
    expect((await h.call('POST', 'audits/profile/list')).status).toBe(200);
  });

  it('applies to exactly one routed path when path is given', async () => {
    await h.control('fault', { kind: 'exception', path: '/api-v3/audits/profile/list' });
    expect((await h.call('GET', 'audits/profile/5101.json')).status).toBe(200);
    expect((await h.call('POST', 'audits/profile/list.json')).status).toBe(500);
    expect((await h.call('POST', 'audits/profile/list')).status).toBe(200);
  });

  it('refuses a bad fault request with a readable error', async () => {
    const answer = await h.control('fault', { kind: 'meteor' });
    expect(answer.status).toBe(400);
    expect(answer.error).toContain('kind');
  });
});

describe('control API', () => {
  it('health reports the seed and the tokens', async () => {
    const health = await (await fetch(`${h.url}/__emulator/health`)).json();
    expect(health).toMatchObject({
      ok: true,
      seed: 42,
      tokens: ['demo-token', 'noaudit-token', 'teammate-token'],
    });
  });

  it('the clock moves emulator time forward', async () => {
    const before = (await (await fetch(`${h.url}/__emulator/health`)).json()).now;
    const moved = await h.control('clock', { advanceMs: 3_600_000 });
    expect(moved.now - before).toBeGreaterThanOrEqual(3_600_000);
  });

  it('starts at startAt, whatever the machine clock says, and a reset goes back there', async () => {
    const startAt = Date.parse('2028-02-29T23:00:00Z');
    const emulator = createEmulator({ rateLimit: false, startAt });
    const { url } = await emulator.listen(0);
    const health = async () => (await (await fetch(`${url}/__emulator/health`)).json()).now;
    try {
      const hour = (ms: number) => new Date(ms).toISOString().slice(0, 13);
      expect(hour(emulator.ctx.state.seededAt)).toBe('2028-02-29T23');
      expect(hour(await health())).toBe('2028-02-29T23');
      await fetch(`${url}/__emulator/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceMs: 86_400_000 }),
      });
      expect(new Date(await health()).toISOString().slice(0, 10)).toBe('2028-03-01');
      await fetch(`${url}/__emulator/reset`, { method: 'POST', body: '{}' });
      expect(new Date(await health()).toISOString().slice(0, 10)).toBe('2028-02-29');
    } finally {
      await emulator.close();
    }
  });

  it('sets account limits and permissions', async () => {
    const answer = await h.control('account', {
      token: 'demo-token',
      auditTokensLeft: 3,
      canAudit: false,
      campaigns: 1,
      keywords: 10,
    });
    expect(answer.account).toMatchObject({
      auditTokensLeft: 3,
      canAudit: false,
      campaignLimit: 1,
      keywordLimit: 10,
    });
    expect(
      (
        await h.call('POST', 'audits/audit', {
          urls: ['https://www.example.com/'],
          device: ['desktop'],
          audits_settings: { lighthouse: {} },
        })
      ).status,
    ).toBe(403);
    expect((await h.control('account', { token: 'who' })).status).toBe(404);
  });

  it('reset restores the demo data; another seed gives other scores, the same seed the same', async () => {
    const score = async () =>
      (await h.call('GET', 'audits/audit/240002')).body.results.audit_info.result_overall;
    const first = await score();
    await h.call('DELETE', 'audits/audit/240001');
    await h.control('reset', {});
    expect(await score()).toBe(first);
    const seeds = [];
    for (const seed of [1, 2, 3]) {
      await h.control('reset', { seed });
      seeds.push(await score());
    }
    expect(new Set([first, ...seeds]).size).toBeGreaterThan(1);
  });
});
