/**
 * The API tests' harness: the whole emulator in-process on a random port (rate limit off, short
 * audits), reset before each test, and a real client of lib/api against it over HTTP.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApi, type Api, type ApiConfig } from '@/lib/api';
import { createEmulator, type Emulator } from '../emulator/server';
import { TEST_NOW } from '../fixtures/clock';

export const DEMO = 'demo-token';
export const NOAUDIT = 'noaudit-token';
export const TEAMMATE = 'teammate-token';
export const AUDIT_MS = 300;

export interface ApiHarness {
  readonly emulator: Emulator;
  readonly baseUrl: string;
  api(token?: string, config?: Partial<ApiConfig>): Api;
  control(action: string, body?: unknown): Promise<unknown>;
}

export function useApi(): ApiHarness {
  let emulator: Emulator;
  let baseUrl = '';
  let url = '';
  beforeAll(async () => {
    emulator = createEmulator({
      rateLimit: false,
      auditDurationMs: AUDIT_MS,
      seed: 42,
      startAt: TEST_NOW,
    });
    ({ baseUrl, url } = await emulator.listen(0));
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.reset());
  return {
    get emulator() {
      return emulator;
    },
    get baseUrl() {
      return baseUrl;
    },
    api: (token = DEMO, config = {}) =>
      createApi({
        baseUrl,
        token,
        minIntervalMs: 0,
        retryDelayMs: 5,
        setAccessIntervalMs: 0,
        ...config,
      }),
    async control(action, body = {}) {
      const res = await fetch(`${url}/__emulator/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`control ${action}: ${res.status} ${await res.text()}`);
      return res.json();
    },
  };
}

/** Polls until `check` returns a value (audits finish after AUDIT_MS). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('eventually: timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
