import { vi } from 'vitest';
import type { MonitoringPort } from '@/entrypoints/background/monitoring/port';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : DeepPartial<T[K]>;
};

/** A port whose every operation fails loudly unless the test gives it an answer. */
export function fakePort(over: DeepPartial<MonitoringPort> = {}): MonitoringPort {
  const missing = (name: string) =>
    vi.fn(async () => {
      throw new Error(`unexpected call: ${name}`);
    });
  const area = <A extends keyof MonitoringPort>(name: A, ops: string[]) =>
    Object.fromEntries(
      ops.map((op) => [
        op,
        (over[name] as Record<string, unknown> | undefined)?.[op] ?? missing(`${name}.${op}`),
      ]),
    );
  return {
    campaigns: area('campaigns', [
      'list',
      'retrieve',
      'create',
      'update',
      'bulk',
      'overview',
      'data',
      'getAccess',
      'setAccess',
    ]),
    groups: area('groups', [
      'retrieve',
      'list',
      'create',
      'createMultiple',
      'update',
      'updateMultiple',
      'bulk',
    ]),
    keywords: area('keywords', ['list', 'create', 'bulk', 'changeGroup', 'details']),
    tables: area('tables', ['engines', 'devices']),
  } as unknown as MonitoringPort;
}

export const campaign = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Example',
  domain: 'example.com',
  status: 'active',
  access: 'owner',
  type: 'seo',
  created: null,
  changed: null,
  groupIds: [],
  data: {},
  ...over,
});
