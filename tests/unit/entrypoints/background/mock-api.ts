import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Priority } from '@/lib/api/limiter';
import { connectionSettings } from '@/lib/storage/connection';
import { apiToken } from '@/lib/storage/secret';
import { createFakeService, type FakeService } from './fake-service';

/** What a client was created with (lib/api `createApi`'s options, the ones tests look at). */
interface Config {
  baseUrl: string;
  token: string;
  minIntervalMs?: number;
  priority?: Priority;
}

/**
 * Routes `createApi` (lib/api) to the current test's fake service. Use in a test file as
 * `vi.mock('@/lib/api', async (orig) => (await import('./mock-api')).mockedApi(await orig()))`.
 * The client is a proxy because getApi memoises it per token and base URL across tests; the
 * proxy always reaches the current fake. `configs` records what each client was created with;
 * `failToken` makes every audits call of a token throw (a refused or unreachable token).
 */
export const mockApi = {
  current: null as FakeService | null,
  configs: [] as Config[],
  failToken: new Map<string, unknown>(),
};

export function mockedApi<T extends object>(original: T): T {
  return {
    ...original,
    createApi: (config: Config) => {
      mockApi.configs.push(config);
      return new Proxy(
        {},
        {
          get: (_, area: string) => {
            const failure = mockApi.failToken.get(config.token);
            if (failure && area === 'audits') {
              return new Proxy(
                {},
                {
                  get: () => async () => {
                    throw failure;
                  },
                },
              );
            }
            return (mockApi.current!.api as Record<string, unknown>)[area];
          },
        },
      );
    },
  };
}

/**
 * A fresh fake browser and fake service behind a stored base URL and token: the start of every
 * test of a background area that calls the service.
 */
export async function connectFakeService(): Promise<FakeService> {
  fakeBrowser.reset();
  const service = createFakeService();
  mockApi.current = service;
  await connectionSettings.setValue({ baseUrl: 'http://127.0.0.1:8814/api-v3/' });
  await apiToken.setValue('token-1234');
  return service;
}

/**
 * The waits of the background's readings after a lost answer (lib/api/limiter `sleep`: the find's
 * waits, the end of the detection window) made instant, each recorded in `waited`. Use in a test
 * file as `vi.mock('@/lib/api/limiter', async (orig) => (await import('./mock-api')).instantSleep(await orig()))`.
 */
export const waited: number[] = [];

export function instantSleep<T extends object>(original: T): T {
  return {
    ...original,
    sleep: async (ms: number) => {
      waited.push(ms);
    },
  };
}
