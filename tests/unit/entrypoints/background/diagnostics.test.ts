import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiFor } from '@/entrypoints/background/api';
import { readLog } from '@/lib/diagnostics/log';
import { formatLog } from '@/lib/diagnostics/format';
import { devSettings } from '@/lib/storage/connection';
import { createEmulator } from '../../../emulator/server';

/*
 * The background's hook on the http layer against the real emulator: every try of a call is in
 * the log with its outcome, and nothing stored or copied contains the token.
 */
const emulator = createEmulator({ rateLimit: false });
let baseUrl = '';
let url = '';
beforeAll(async () => {
  ({ baseUrl, url } = await emulator.listen(0));
});
afterAll(() => emulator.close());
beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The log is under test here, not the pace: the developer spacing (honoured for a loopback
  // service, entrypoints/background/api.ts `minIntervalFor`) spares the one-second turns, which
  // tests/unit/lib/api/limiter.test.ts covers. The 503's retry still waits its real second.
  await devSettings.setValue({ minIntervalMs: 0 });
});

const control = (action: string, body: unknown) =>
  fetch(`${url}/__emulator/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('service calls in the diagnostics log', () => {
  it('records method, path, status, duration and error kind, never the token', async () => {
    const api = await createApiFor(baseUrl, 'demo-token');
    await api.audits.settings();
    await expect(api.profiles.retrieve(999_999)).rejects.toMatchObject({ kind: 'not-found' });
    // One 503, then the client's retry succeeds: both tries are in the log.
    await control('fault', { kind: 'throttle', count: 1, pathContains: 'audits/profile/list' });
    await api.profiles.list({});
    await vi.waitFor(async () => expect((await readLog()).length).toBe(4));

    const log = await readLog();
    expect(log.map((e) => (e.kind === 'call' ? [e.method, e.path, e.status, e.error] : e))).toEqual(
      [
        ['POST', 'audits/audit/settings.json', 200, null],
        // The service may state a 404 inside a 200: the log keeps the status HTTP carried.
        ['GET', 'audits/profile/999999.json', expect.any(Number), 'not-found'],
        ['POST', 'audits/profile/list.json', 503, 'throttling'],
        ['POST', 'audits/profile/list.json', 200, null],
      ],
    );
    for (const e of log) if (e.kind === 'call') expect(e.ms).toBeGreaterThanOrEqual(0);

    const stored = JSON.stringify(await fakeBrowser.storage.local.get(null));
    expect(stored).not.toContain('demo-token');
    const copied = formatLog(log, { version: '0', userAgent: 'test', now: 0 });
    expect(copied).not.toContain('demo-token');
  });

  it('a call that gets no answer is logged as such', async () => {
    const api = await createApiFor('http://127.0.0.1:9/api-v3/', 'demo-token');
    await expect(api.audits.settings()).rejects.toMatchObject({ kind: 'network' });
    await vi.waitFor(async () => expect(await readLog()).toHaveLength(1));
    expect((await readLog())[0]).toMatchObject({ status: null, error: 'network' });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('demo-token');
  });
});
