import { describe, expect, it } from 'vitest';
import { ServiceError } from '@/lib/api';
import { DEMO, useApi } from './harness';

const h = useApi();

async function requests(): Promise<{ path: string }[]> {
  const res = await fetch(`${h.baseUrl.replace(/api-v3\/$/, '')}__emulator/requests`);
  const body = (await res.json()) as { requests: { path: string }[] };
  return body.requests;
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('service failures over HTTP (emulator faults)', () => {
  it('one throttle (503) is retried and the call succeeds', async () => {
    await h.control('fault', { kind: 'throttle', count: 1, pathContains: 'monitoring-tables' });
    await expect(h.api().monitoring.tables.devices()).resolves.toContain('desktop');
  });

  it('three throttles surface as throttling with the partial data and params', async () => {
    await h.control('fault', { kind: 'throttle', count: 3, pathContains: 'get-list' });
    const error = await failure(h.api().monitoring.campaigns.list());
    expect(error.kind).toBe('throttling');
    expect(error.status).toBe(503);
    expect(error.details.attempts).toBe(3);
    expect(error.details).toHaveProperty('params');
    expect(error.serviceMessage).not.toMatch(/^\(503\)/);
    expect(error.toJSON().partial).toBeDefined();
  });

  it('a 409 lock is retried', async () => {
    await h.control('fault', { kind: 'conflict', count: 2, pathContains: 'monitoring-tables' });
    await expect(h.api().monitoring.tables.engines()).resolves.not.toHaveLength(0);
  });

  it('a create is not repeated after a 503 that carried data', async () => {
    await h.control('fault', { kind: 'throttle', count: 1, pathContains: 'monitoring-campaign' });
    const error = await failure(
      h.api().monitoring.campaigns.create({ domain: 'once.example.org', type: 'seo' }),
    );
    expect(error.kind).toBe('throttling');
    const creates = (await requests()).filter((r) => /monitoring-campaign(\.json)?$/.test(r.path));
    expect(creates).toHaveLength(1);
  });

  it.each([
    ['exception', {}, 'exception'],
    ['non-json', {}, 'exception'],
    ['non-json', { status: 200 }, 'invalid-response'],
    ['malformed', {}, 'invalid-response'],
    ['error-in-200', {}, 'request'],
  ] as const)('%s %j → %s, not retried', async (kind, extra, expected) => {
    await h.control('fault', { kind, count: 1, pathContains: 'monitoring-tables', ...extra });
    const error = await failure(h.api().monitoring.tables.engines());
    expect(
      error.kind === expected || (kind === 'error-in-200' && error.kind !== 'invalid-response'),
    ).toBe(true);
    expect(error.details.attempts).toBe(1);
  });

  it('a slow answer is a timeout', async () => {
    await h.control('fault', {
      kind: 'delay',
      delayMs: 500,
      count: 1,
      pathContains: 'monitoring-tables',
    });
    const error = await failure(h.api(DEMO, { timeoutMs: 100 }).monitoring.tables.devices());
    expect(error.kind).toBe('timeout');
  });

  it('an unknown token is auth; tokens left arrive through onMeta', async () => {
    await expect(h.api('no-such-token').monitoring.tables.devices()).rejects.toMatchObject({
      kind: 'auth',
    });
    const metas: (number | null)[] = [];
    await h.api(DEMO, { onMeta: (m) => metas.push(m.creditsLeft) }).monitoring.tables.devices();
    expect(metas).toHaveLength(1);
    expect(typeof metas[0]).toBe('number');
  });
});
