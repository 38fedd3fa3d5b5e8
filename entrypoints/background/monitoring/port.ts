import type { Api } from '@/lib/api';
import type { bulkActions } from '@/lib/api/monitoring/bulk';
import type { BulkAction } from '@/lib/domain/entity-status';

type Client = Api['monitoring'];
/** The client's four bulk status calls of an entity (`remove` is the service's `delete`). */
type BulkCalls = ReturnType<typeof bulkActions>;

/**
 * What the monitoring handlers use of the service client: the client's own functions, picked
 * rather than restated, so a changed signature in lib/api/monitoring breaks the handlers at compile
 * time instead of drifting from a second copy. Handlers take it as a parameter so their logic
 * (domain matching, assembling the positions table, the sharing rules) is tested against a fake
 * without HTTP (tests/unit/entrypoints/background/monitoring/fake-port.ts).
 */
export interface MonitoringPort {
  campaigns: Pick<
    Client['campaigns'],
    | keyof BulkCalls
    | 'list'
    | 'retrieve'
    | 'create'
    | 'update'
    | 'overview'
    | 'data'
    | 'getAccess'
    | 'setAccess'
  >;
  groups: Pick<
    Client['groups'],
    | keyof BulkCalls
    | 'retrieve'
    | 'list'
    | 'create'
    | 'createMultiple'
    | 'update'
    | 'updateMultiple'
  >;
  keywords: Pick<
    Client['keywords'],
    keyof BulkCalls | 'list' | 'create' | 'changeGroup' | 'details' | 'retrieve'
  >;
  tables: Pick<Client['tables'], 'engines' | 'devices'>;
}

/** The client's call for a status move of the protocol (`delete` is the client's `remove`). */
export function bulkCall(calls: BulkCalls, action: BulkAction): BulkCalls[keyof BulkCalls] {
  return action === 'delete' ? calls.remove : calls[action];
}

/** The largest page the service allows (../shared/spec/monitoring.md, pager). */
export const PAGE_SIZE = 1000;

/** Every item of a paged list: pages of 1000 until `count` is reached or a page comes back short. */
export async function allPages<T>(
  load: (page: number) => Promise<{ count: number; items: T[] }>,
  maxPages = 50,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const { count, items } = await load(page);
    out.push(...items);
    if (items.length < PAGE_SIZE || out.length >= count) break;
  }
  return out;
}
