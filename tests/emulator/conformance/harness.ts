import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createEmulator, PLAIN_WIRE, type Emulator, type EmulatorOptions } from '../server.ts';
import { TEST_NOW } from '../../fixtures/clock.ts';

/**
 * The conformance suites' server: the real emulator over real HTTP on a free port, rate limit off
 * unless a suite asks for it, reset before each test. `call` speaks to it as a client would.
 */
export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions walk any shape
  text: string;
  contentType: string;
}

export interface Harness {
  emulator: Emulator;
  baseUrl: string;
  url: string;
  call(method: string, path: string, body?: unknown, token?: string | null): Promise<Answer>;
  control(action: string, body?: unknown): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function useEmulator(options: EmulatorOptions = {}): Harness {
  const emulator = createEmulator({
    rateLimit: false,
    auditDurationMs: 1000,
    ...PLAIN_WIRE,
    startAt: TEST_NOW,
    ...options,
  });
  const harness: Harness = {
    emulator,
    baseUrl: '',
    url: '',
    async call(method, path, body, token = 'demo-token') {
      const query = token === null ? '' : `?services_token=${encodeURIComponent(token)}`;
      const res = await fetch(`${harness.baseUrl}${path}${query}`, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = undefined;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return {
        status: res.status,
        body: parsed,
        text,
        contentType: res.headers.get('content-type') ?? '',
      };
    },
    async control(action, body) {
      const res = await fetch(`${harness.url}/__emulator/${action}`, {
        method: body === undefined && action.startsWith('GET ') ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
  };
  beforeAll(async () => {
    const { url, baseUrl } = await emulator.listen(0);
    harness.url = url;
    harness.baseUrl = baseUrl;
  });
  beforeEach(() => emulator.reset());
  afterAll(() => emulator.close());
  return harness;
}

/** Every error body of the service: `{ error: { message: "(<status>) <text>" } }`. */
export function errorText(answer: Answer): string {
  return String(answer.body?.error?.message ?? '');
}
