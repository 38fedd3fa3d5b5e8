import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Handler } from '@/lib/messaging/server';
import { fromWire } from '@/lib/messaging/wire';

/* The background's part of monitoring makes the client calls lib/monitoring/port.ts lists, for
 * the read model the pages run (lib/messaging/local.ts), and nothing else. */

const created = new Date(Date.UTC(2026, 0, 2));
const client = {
  campaigns: {
    retrieve: vi.fn(async (id: number) => ({ id, title: 'Shop', created })),
    data: vi.fn(async () => ({ series: [], dates: [] })),
  },
  groups: {},
  keywords: { create: vi.fn(async () => ({ id: 9 })) },
  tables: {},
};
type Wanted = (() => Promise<boolean>) | undefined;
const getApi = vi.fn(async (_priority?: string, _wanted?: Wanted) => ({ monitoring: client }));
vi.mock('@/entrypoints/background/api', () => ({
  getApi: (priority?: string, wanted?: Wanted) => getApi(priority, wanted),
}));

const registered = new Map<string, Handler<'service.monitoring'>>();
vi.mock('@/lib/messaging/server', async (original) => ({
  ...(await original<object>()),
  handle: (name: string, handler: Handler<'service.monitoring'>) => registered.set(name, handler),
}));

const { dispatch } = await import('@/lib/messaging/server');
const { registerMonitoring } = await import('@/entrypoints/background/monitoring');
registerMonitoring();

const call = (input: unknown, documentId?: string) =>
  dispatch(
    'service.monitoring',
    input,
    { id: fakeBrowser.runtime.id, ...(documentId ? { documentId } : {}) },
    registered.get('service.monitoring')!,
  );

beforeEach(() => vi.clearAllMocks());

describe('service.monitoring', () => {
  it('makes a listed call with the page’s arguments and sends its dates tagged', async () => {
    const reply = await call({
      resource: 'campaigns',
      method: 'retrieve',
      args: { value: [7], dated: false },
    });
    expect(client.campaigns.retrieve).toHaveBeenCalledWith(7);
    expect(reply).toEqual({
      ok: true,
      data: { value: { id: 7, title: 'Shop', created: { $date: created.getTime() } }, dated: true },
    });
    expect(reply.ok && fromWire(reply.data)).toEqual({ id: 7, title: 'Shop', created });
  });

  it('queues a call behind what the user is looking at when the page says later', async () => {
    await call({
      resource: 'campaigns',
      method: 'data',
      args: { value: [{ id: 1 }], dated: false },
      later: true,
    });
    expect(getApi).toHaveBeenCalledWith('later', undefined);
    await call({
      resource: 'campaigns',
      method: 'data',
      args: { value: [{ id: 1 }], dated: false },
    });
    expect(getApi).toHaveBeenLastCalledWith('now', undefined);
  });

  it.each([
    [
      'a method the list does not name',
      { resource: 'keywords', method: 'toString', args: { value: [], dated: false } },
    ],
    [
      'an inherited member',
      { resource: 'campaigns', method: 'constructor', args: { value: [], dated: false } },
    ],
    [
      'a resource outside monitoring',
      { resource: 'audits', method: 'create', args: { value: [], dated: false } },
    ],
    [
      'no arguments list',
      { resource: 'keywords', method: 'create', args: { value: 'x', dated: false } },
    ],
  ])('refuses %s, calling nothing', async (_name, input) => {
    const reply = await call(input);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'request' } });
    expect(getApi).not.toHaveBeenCalled();
    expect(client.keywords.create).not.toHaveBeenCalled();
  });

  it('makes a page’s read only while the page is open: its turn asks whether it still is', async () => {
    const open = new Set(['panel-1']);
    // The fake browser has no getContexts (nor has Firefox): given for this test only.
    const runtime: { getContexts?: unknown } = fakeBrowser.runtime;
    const getContexts = vi.fn(async ({ documentIds }: { documentIds: string[] }) =>
      documentIds.filter((id) => open.has(id)).map((documentId) => ({ documentId })),
    );
    runtime.getContexts = getContexts;
    onTestFinished(() => void delete runtime.getContexts);
    const read = { resource: 'campaigns', method: 'data', args: { value: [{}], dated: false } };
    await call(read, 'panel-1');
    const wanted = getApi.mock.lastCall?.[1];
    await expect(wanted?.()).resolves.toBe(true);
    open.delete('panel-1');
    await expect(wanted?.()).resolves.toBe(false);
    expect(getContexts).toHaveBeenLastCalledWith({ documentIds: ['panel-1'] });
  });

  it('drops a read whose ticket its page took back, and only that one', async () => {
    const { withdraw } = await import('@/lib/storage/withdrawn');
    const read = { resource: 'campaigns', method: 'data', args: { value: [{}], dated: false } };
    await call({ ...read, later: true, ticket: 'review-1' });
    const cancelled = getApi.mock.lastCall?.[1];
    await call({ ...read, later: true, ticket: 'review-2' });
    const other = getApi.mock.lastCall?.[1];
    await expect(cancelled?.()).resolves.toBe(true);
    await withdraw('review-1');
    await expect(cancelled?.()).resolves.toBe(false);
    await expect(other?.()).resolves.toBe(true);
  });

  it('makes a change whatever became of its page, and a read whose page it cannot tell', async () => {
    await call(
      { resource: 'keywords', method: 'create', args: { value: [{}], dated: false } },
      'p',
    );
    await call({ resource: 'campaigns', method: 'data', args: { value: [{}], dated: false } });
    expect(getApi.mock.calls.map(([, wanted]) => wanted)).toEqual([undefined, undefined]);
  });

  it('passes the client’s failure on with its kind', async () => {
    client.keywords.create.mockRejectedValueOnce(
      Object.assign(new Error('limit'), { name: 'ServiceError', kind: 'limit', details: {} }),
    );
    const reply = await call({
      resource: 'keywords',
      method: 'create',
      args: { value: [{}], dated: false },
    });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'limit' } });
  });
});
