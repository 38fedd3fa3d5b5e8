import type { Api } from '@/lib/api';
import { bulkActions } from '@/lib/domain/entity-status';

type Client = Api['monitoring'];

/** The four bulk status calls every entity has, named as the bulk actions are. */
const bulk = bulkActions;

/**
 * The client calls the monitoring read model may make, by resource, split into those that only
 * read and those that change something. The background makes exactly these for the pages
 * (entrypoints/background/monitoring.ts) and nothing else; a page that loses the answer of a
 * read may ask again, a change only when it provably never arrived (lib/messaging/repeat.ts).
 */
export const portResources = [
  'campaigns',
  'groups',
  'keywords',
  'tables',
] as const satisfies readonly (keyof Client)[];
export type PortResource = (typeof portResources)[number];

export const portCalls = {
  campaigns: {
    read: ['list', 'retrieve', 'overview', 'data', 'getAccess'],
    write: [...bulk, 'create', 'update', 'setAccess'],
  },
  groups: {
    read: ['retrieve', 'list'],
    write: [...bulk, 'create', 'createMultiple', 'update', 'updateMultiple'],
  },
  keywords: {
    read: ['list', 'details', 'retrieve'],
    write: [...bulk, 'create', 'changeGroup'],
  },
  tables: { read: ['engines', 'devices'], write: [] },
} as const satisfies {
  [R in PortResource]: { read: readonly (keyof Client[R])[]; write: readonly (keyof Client[R])[] };
};

type CallName<R extends PortResource> = (typeof portCalls)[R]['read' | 'write'][number];

/**
 * What the monitoring read model uses of the service client: the client's own functions, picked
 * by the list above rather than restated, so a changed signature in lib/api/monitoring breaks the
 * read model at compile time. The read model takes it as a parameter: in the side panel it is
 * the background's client seen through messages (./remote.ts); in tests a fake without HTTP
 * (tests/unit/lib/monitoring/fake-port.ts).
 */
export type MonitoringPort = {
  [R in PortResource]: Pick<Client[R], Extract<CallName<R>, keyof Client[R]>>;
};

/** Whether `method` is one of the calls of `resource` the read model may make, and whether it only reads. */
export function callKind(resource: PortResource, method: string): 'read' | 'write' | null {
  const calls: { read: readonly string[]; write: readonly string[] } = portCalls[resource];
  if (calls.read.includes(method)) return 'read';
  return calls.write.includes(method) ? 'write' : null;
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
