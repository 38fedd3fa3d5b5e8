import { expect } from 'vitest';
import { createApi, type Api } from '@/lib/api';
import { contractService } from './contract-service';

/** A fresh client over the contract fixtures (`only`: the fixtures it may be answered from). */
let tokens = 0;
export function client(only?: string[]): {
  api: Api;
  calls: ReturnType<typeof contractService>['calls'];
} {
  const service = contractService(only);
  const api = createApi({
    baseUrl: 'https://api.test/api-v3/',
    token: `contract-${++tokens}`,
    minIntervalMs: 0,
    retryDelayMs: 1,
    fetch: service.fetch,
  });
  return { api, calls: service.calls };
}

/** A fixture's name, the call it answers and what must come out (`true`: exactly true). */
export type Case = [fixture: string, call: (api: Api) => Promise<unknown>, expected: unknown];

/** Calls the client once against the fixture `name` and matches what comes out. */
export async function expectCase(name: string, call: Case[1], expected: unknown): Promise<void> {
  const { api, calls } = client([name]);
  const value = await call(api);
  expect(calls).toHaveLength(1);
  if (expected === true) expect(value).toBe(true);
  else expect(value).toMatchObject(expected as object);
}
