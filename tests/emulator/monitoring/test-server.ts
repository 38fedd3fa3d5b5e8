/**
 * The conformance tests' harness: the emulator in-process on a random port with the rate limit
 * off, fresh monitoring state before each test, and small HTTP helpers. Not a test file itself.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createEmulator, PLAIN_WIRE, type Emulator } from '../server.ts';
import { monitoringArea } from './index.ts';
import { TEST_NOW } from '../../fixtures/clock.ts';

export interface Answer {
  status: number;
  // The tests read arbitrary JSON; each assertion states the shape it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Harness {
  emulator: Emulator;
  /** `path` is relative to /api-v3/ and sent with `.json`, as the real client does. */
  call(method: string, path: string, body?: unknown, token?: string): Promise<Answer>;
  post(path: string, body?: unknown, token?: string): Promise<Answer>;
  get(path: string, token?: string): Promise<Answer>;
  control(action: string, body?: unknown): Promise<unknown>;
}

export const DEMO = 'demo-token';
export const TEAMMATE = 'teammate-token';
export const NOAUDIT = 'noaudit-token';

/** Demo ids (demo.ts numbers them in demo-data.ts order). */
export const IDS = {
  exampleCampaign: 31401,
  shopCampaign: 31402,
  blogCampaign: 31403,
  teammateCampaign: 31404,
  runningShoesGroup: 120501, // Google US, desktop + mobile
  trailGroup: 120502, // Google UK, desktop
  bingGroup: 120503,
  deletedGroup: 120504,
  warsawGroup: 120505, // Google Poland, location Warszawa, both devices
  runningShoesKeyword: 4812001,
  deletedKeyword: 4812011, // "running shoes sale"
  stoppedKeyword: 4812012, // "waterproof running shoes"
} as const;

export function useEmulator(): Harness {
  let emulator: Emulator;
  let url = '';
  beforeAll(async () => {
    emulator = createEmulator({
      areas: [monitoringArea],
      rateLimit: false,
      seed: 42,
      ...PLAIN_WIRE,
      startAt: TEST_NOW,
    });
    ({ url } = await emulator.listen(0));
  });
  afterAll(() => emulator.close());
  // A reset rebuilds the monitoring slice (demo data), the accounts, settings, locks and faults.
  beforeEach(() => emulator.reset());
  const call = async (method: string, path: string, body?: unknown, token = DEMO) => {
    const res = await fetch(`${url}/api-v3/${path}.json?services_token=${token}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  return {
    get emulator() {
      return emulator;
    },
    call,
    post: (path, body = {}, token) => call('POST', path, body, token),
    get: (path, token) => call('GET', path, undefined, token),
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

/** The error message of a failure body, e.g. "(404) No entry for given id." */
export const messageOf = (answer: Answer): string => answer.body?.error?.message ?? '';
