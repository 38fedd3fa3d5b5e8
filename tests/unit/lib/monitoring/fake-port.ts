import { vi } from 'vitest';
import type { MonitoringPort } from '@/lib/monitoring/port';
import { bulkActions } from '@/lib/domain/entity-status';

/** Some of the client's functions per area; the rest fail when called. */
type Given = { [A in keyof MonitoringPort]?: Partial<MonitoringPort[A]> };

/** The client's monitoring functions the handlers use; every one fails loudly unless given. */
export function fakePort(over: Given = {}): MonitoringPort {
  const missing = (name: string) =>
    vi.fn(async () => {
      throw new Error(`unexpected call: ${name}`);
    });
  const area = <A extends keyof MonitoringPort>(
    name: A,
    ops: (keyof MonitoringPort[A])[],
  ): MonitoringPort[A] => {
    const given: Partial<MonitoringPort[A]> = over[name] ?? {};
    // Object.fromEntries cannot know the keys it gets: the one cast, over a list checked above.
    return Object.fromEntries(
      ops.map((op) => [op, given[op] ?? missing(`${name}.${String(op)}`)]),
    ) as unknown as MonitoringPort[A];
  };
  return {
    campaigns: area('campaigns', [
      'list',
      'retrieve',
      'create',
      'update',
      ...bulkActions,
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
      ...bulkActions,
    ]),
    keywords: area('keywords', ['list', 'create', ...bulkActions, 'changeGroup', 'details']),
    tables: area('tables', ['engines', 'devices']),
  };
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

/** A group as a page drafts it (GroupInput), titled. */
export const draft = (title: string) => ({
  title,
  engine: 1,
  country: 2,
  devices: ['desktop'],
  location: '',
});
