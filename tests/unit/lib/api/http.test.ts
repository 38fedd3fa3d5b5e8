import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ServiceError } from '@/lib/api/errors';
import { createHttp, jsonPath, safeToRetry } from '@/lib/api/http';
import { normaliseBaseUrl } from '@/lib/domain/base-url';
import { apiOn, fakeService, fixture } from './fake-service';

let n = 0;
const httpOn = (service: { fetch: typeof fetch }, extra = {}) =>
  createHttp({
    baseUrl: 'https://api.test/api-v3',
    token: `http-${++n}`,
    minIntervalMs: 0,
    retryDelayMs: 1,
    fetch: service.fetch,
    ...extra,
  });

async function failureOf(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected a failure');
}

describe('the wire format', () => {
  it('adds .json, the token, JSON headers and body', async () => {
    const service = fakeService({ body: { results: { id: 5 } } });
    const http = httpOn(service);
    await http.request({
      method: 'POST',
      path: 'audits/profile',
      body: { title: 'A' },
      schema: z.object({ id: z.number() }),
    });
    const [sent] = service.sent;
    expect(sent.url.pathname).toBe('/api-v3/audits/profile.json');
    expect(sent.url.searchParams.get('services_token')).toMatch(/^http-/);
    expect(sent.headers.get('content-type')).toContain('application/json');
    expect(sent.headers.get('accept')).toContain('application/json');
    expect(sent.body).toEqual({ title: 'A' });
  });

  it.each([
    ['audits/audit/12', 'audits/audit/12.json'],
    ['/monitoring/monitoring-tables/engines/', 'monitoring/monitoring-tables/engines.json'],
    ['x.json', 'x.json'],
  ])('jsonPath(%j) = %j', (path, expected) => expect(jsonPath(path)).toBe(expected));

  it.each([
    [undefined, 'https://api.semstorm.com/api-v3/'],
    ['', 'https://api.semstorm.com/api-v3/'],
    ['http://127.0.0.1:8787/api-v3', 'http://127.0.0.1:8787/api-v3/'],
  ])('normaliseBaseUrl(%j) = %j', (input, expected) =>
    expect(normaliseBaseUrl(input)).toBe(expected),
  );

  it('refuses to call without a token', async () => {
    const service = fakeService({ body: {} });
    const http = createHttp({ token: '', fetch: service.fetch });
    const error = await failureOf(http.request({ method: 'GET', path: 'x', schema: z.unknown() }));
    expect(error.kind).toBe('auth');
    expect(service.sent).toHaveLength(0);
  });
});

describe('envelopes', () => {
  const schema = z.object({ id: z.string() });
  it.each([
    ['results', { params: {}, results: { id: 'a' }, _credits: 0, _credits_left: 80 }],
    ['result', { result: { id: 'a' } }],
    ['bare', { id: 'a' }],
    ['bare with meta', { id: 'a', _credits_left: 3 }],
  ])('accepts the %s form', async (_name, body) => {
    const http = httpOn(fakeService({ body }));
    await expect(http.request({ method: 'GET', path: 'x', schema })).resolves.toEqual({ id: 'a' });
  });

  it('reports _credits_left and _credits through onMeta', async () => {
    const onMeta = vi.fn();
    const body = { results: { id: 'a' }, _credits: '2', _credits_left: '79' };
    const http = httpOn(fakeService({ body }), { onMeta });
    await http.request({ method: 'GET', path: 'audits/audit/1', schema });
    expect(onMeta).toHaveBeenCalledWith({
      creditsLeft: 79,
      credits: 2,
      path: 'audits/audit/1.json',
    });
  });
});

describe('failures', () => {
  it.each([
    ['the auth array with 401', { status: 401, body: fixture('auth') }, 'auth'],
    ['the auth array with 403', { status: 403, body: fixture('auth') }, 'auth'],
    ['a 404', { status: 404, body: fixture('error-404') }, 'not-found'],
    [
      'a 403 error object',
      { status: 403, body: { error: { message: '(403) Access denied.' } } },
      'access',
    ],
    ['a 400 naming a limit', { status: 400, body: fixture('error-limit-400') }, 'limit'],
    ['a 200 with an error', { status: 200, body: fixture('error-in-200') }, 'request'],
    ['a 500', { status: 500, body: { error: { message: '(500) Exception.' } } }, 'exception'],
    ['a 520', { status: 520, body: { error: { message: '(520) Unknown.' } } }, 'exception'],
    ['an HTML 200', { status: 200, text: '<html>maintenance</html>' }, 'invalid-response'],
    ['an HTML 502', { status: 502, text: '<html>Bad gateway</html>' }, 'exception'],
    [
      'a body the schema refuses',
      { status: 200, body: { results: { id: 5 } } },
      'invalid-response',
    ],
  ])('%s → %s', async (_name, reply, kind) => {
    const http = httpOn(fakeService(reply));
    const error = await failureOf(
      http.request({ method: 'GET', path: 'x', schema: z.object({ id: z.string() }) }),
    );
    expect(error.kind).toBe(kind);
  });

  it('keeps a 503’s partial data and params after the last try', async () => {
    const service = fakeService({ status: 503, body: fixture('error-503-partial') });
    const error = await failureOf(
      httpOn(service).request({ method: 'POST', path: 'x', schema: z.unknown() }),
    );
    expect(error.kind).toBe('throttling');
    expect(error.serviceMessage).toBe(
      'Throttle prevention. Data may be incomplete, try again later.',
    );
    expect(error.partial).toEqual({ '101': { 'example.com': {} } });
    expect(error.details.params).toEqual({ id: 12, datemin: '20240101' });
  });

  it('maps an unreachable service to network', async () => {
    const http = httpOn({ fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    expect(
      (await failureOf(http.request({ method: 'GET', path: 'x', schema: z.unknown() }))).kind,
    ).toBe('network');
  });

  it('maps no answer in time to timeout, without retrying', async () => {
    const service = fakeService(() => new Promise<Response>(() => {}));
    const http = httpOn(service, { timeoutMs: 50 });
    const error = await failureOf(http.request({ method: 'GET', path: 'x', schema: z.unknown() }));
    expect(error.kind).toBe('timeout');
    expect(service.sent).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries a 503 and succeeds', async () => {
    const service = fakeService(
      { status: 503, body: { error: { message: '(503) Too fast.' } } },
      { body: { results: 7 } },
    );
    await expect(
      httpOn(service).request({ method: 'GET', path: 'x', schema: z.number() }),
    ).resolves.toBe(7);
    expect(service.sent).toHaveLength(2);
  });

  it('a single 503 never fails the action, and the pace stays slowed after it (fake clock)', async () => {
    vi.useFakeTimers();
    try {
      const service = fakeService(
        { body: { results: 1 } },
        { status: 503, body: { error: { message: '(503) Too fast.' } } },
        { body: { results: 2 } },
      );
      const http = httpOn(service, { minIntervalMs: 1000, retryDelayMs: 1000 });
      const get = () => http.request({ method: 'GET', path: 'x', schema: z.number() });
      const first = get();
      const second = get();
      const third = get();
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(Promise.all([first, second, third])).resolves.toEqual([1, 2, 2]);
      const [a, b, c, d] = service.sent.map((s) => s.at);
      expect(service.sent).toHaveLength(4);
      expect(b - a).toBe(1100);
      // After the 503 (b), the queued third call (c) and the retry (d) go at half speed.
      expect(c - b).toBe(2200);
      expect(d - c).toBe(2200);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [503, { error: { message: '(503) Too fast.' } }],
    [409, { error: { message: '(409) Locked.' } }],
  ])('stops after 3 tries of %i and surfaces it', async (status, body) => {
    const service = fakeService({ status, body });
    const error = await failureOf(
      httpOn(service).request({ method: 'POST', path: 'x', schema: z.unknown() }),
    );
    expect(service.sent).toHaveLength(3);
    expect(error.status).toBe(status);
    expect(error.details.attempts).toBe(3);
  });

  it('waits about base × attempt between tries', async () => {
    const service = fakeService({ status: 503, body: { error: { message: '(503) Too fast.' } } });
    await failureOf(
      httpOn(service, { retryDelayMs: 40 }).request({
        method: 'GET',
        path: 'x',
        schema: z.unknown(),
      }),
    );
    const [a, b, c] = service.sent.map((s) => s.at);
    expect(b - a).toBeGreaterThanOrEqual(35);
    expect(c - b).toBeGreaterThanOrEqual(75);
  });

  it.each([
    ['400', { status: 400, body: { error: { message: '(400) Bad.' } } }],
    ['404', { status: 404, body: fixture('error-404') }],
    ['500', { status: 500, body: { error: { message: '(500) Exception.' } } }],
    ['auth', { status: 401, body: fixture('auth') }],
    ['unreadable 200', { status: 200, text: 'oops' }],
  ])('does not retry a %s', async (_name, reply) => {
    const service = fakeService(reply);
    await failureOf(httpOn(service).request({ method: 'GET', path: 'x', schema: z.unknown() }));
    expect(service.sent).toHaveLength(1);
  });

  it('never retries a create after a 503 that carried data (the service acted)', async () => {
    const service = fakeService(
      { status: 503, body: fixture('error-503-partial') },
      { body: { results: { cost: 1, left: 1 } } },
    );
    const error = await failureOf(
      apiOn(service).audits.create({
        urls: ['https://www.example.com/'],
        devices: ['desktop'],
        auditsSettings: { lighthouse: {} },
      }),
    );
    expect(error.kind).toBe('throttling');
    expect(service.sent).toHaveLength(1);
  });

  it.each([
    ['a timeout', { timeoutMs: 30 }, () => new Promise<Response>(() => {})],
    [
      'a 500',
      {},
      () =>
        new Response(JSON.stringify({ error: { message: '(500) Exception.' } }), { status: 500 }),
    ],
    ['a network failure', {}, () => Promise.reject(new TypeError('socket hang up'))],
  ])('never retries a create after %s', async (_name, config, reply) => {
    const service = fakeService(reply, { body: { results: { cost: 1, left: 1 } } });
    await failureOf(apiOn(service, config).audits.clone({ id: 1500, title: 'Again' }));
    expect(service.sent).toHaveLength(1);
  });

  it('retries a create refused before acting (a clean 503 or a 409 lock)', async () => {
    const service = fakeService(
      { status: 503, body: { error: { message: '(503) Too many requests.' } } },
      { status: 409, body: { error: { message: '(409) Locked.' } } },
      { body: { results: { cost: 1, left: 9, refresh: { '5': '5' } } } },
    );
    await expect(apiOn(service).audits.refresh(5)).resolves.toEqual({ cost: 1, left: 9, ids: [5] });
    expect(service.sent).toHaveLength(3);
  });

  it.each([
    [503, {}, true, true],
    [409, {}, false, true],
    [503, { partial: { a: 1 } }, false, false],
    [503, { partial: { a: 1 } }, true, true],
    [500, {}, true, false],
    [200, { details: { statedStatus: 503 } }, true, true],
  ])('safeToRetry(%i, %j, idempotent=%s) = %s', (status, init, idempotent, expected) => {
    const error = new ServiceError(status === 409 ? 'conflict' : 'throttling', { status, ...init });
    expect(safeToRetry(error, idempotent)).toBe(expected);
  });
});
