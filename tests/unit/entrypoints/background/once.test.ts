import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { trackedAudits } from '@/lib/storage/audits';
import { handledRequests, type HandledRequest } from '@/lib/storage/once';
import { cloneAudit, refreshAudit } from '@/entrypoints/background/audits/actions';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import { registerOnce, resumeAll } from '@/entrypoints/background/once';
import { PRESENCE_PORT } from '@/entrypoints/background/tracker';
import { prune } from '@/entrypoints/background/once/ledger';
import { ONCE_ALARM } from '@/entrypoints/background/once/run';
import type { FakeService } from './fake-service';
import { connectFakeService } from './mock-api';
import { PAGE, launchInput, rid, titleOf } from './launch-input';
import { rejection } from '../../rejection';

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/lib/api/limiter', async (original) =>
  (await import('./mock-api')).instantSleep(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

let service: FakeService;

/** What a worker stopped after recording the intent (and maybe after the service acted) leaves. */
async function leavePending(requestId: string, before: number[], startedAt = Date.now()) {
  await handledRequests.setValue({
    [requestId]: {
      command: 'audits.launch',
      intent: {
        url: 'https://www.example.com/shoes',
        title: titleOf(requestId),
        devices: ['desktop', 'mobile'],
        types: ['lighthouse'],
        profileId: null,
        before,
      },
      state: 'pending',
      startedAt,
      settledAt: null,
      answer: null,
      error: null,
    },
  });
}

/** A stopped worker's pending launch whose create reached the service: what a restart finds. */
async function leftBehind(requestId: string, before: number[] = []) {
  await leavePending(requestId, before);
  return service.api.audits.create({
    title: titleOf(requestId),
    urls: [PAGE],
    devices: ['desktop', 'mobile'],
    auditsSettings: { lighthouse: {} },
  });
}

beforeEach(async () => {
  service = await connectFakeService();
});

describe('exactly once per request id', () => {
  it('answers a repeat with the first outcome and creates once', async () => {
    const id = rid();
    const first = await launchAudit(launchInput(id));
    const again = await launchAudit(launchInput(id));
    expect(again).toEqual(first);
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    expect((await handledRequests.getValue())[id]).toMatchObject({ state: 'done', answer: first });
  });

  it('a repeat arriving while the first is still being handled waits for it', async () => {
    const id = rid();
    const [a, b] = await Promise.all([launchAudit(launchInput(id)), launchAudit(launchInput(id))]);
    expect(b).toEqual(a);
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
  });

  it('two clicks are two launches', async () => {
    await launchAudit(launchInput(rid()));
    await launchAudit(launchInput(rid()));
    expect(service.api.audits.create).toHaveBeenCalledTimes(2);
  });

  it('keeps a refusal: the repeat answers it without asking the service again', async () => {
    const id = rid();
    service.faults.create = [new ServiceError('limit', { details: { needed: 2, left: 1 } })];
    const first = await rejection(launchAudit(launchInput(id)));
    const again = await rejection(launchAudit(launchInput(id)));
    expect(again).toMatchObject({ kind: 'limit', details: { needed: 2, left: 1 } });
    expect(first.kind).toBe('limit');
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
  });

  it('a lost answer (the service acted, then the connection dropped) is found, not sent again', async () => {
    const create = service.api.audits.create.getMockImplementation()!;
    service.api.audits.create.mockImplementationOnce(async (params) => {
      await create(params);
      throw new ServiceError('network', { details: { reason: 'Failed to fetch' } });
    });
    const id = rid();
    const answer = await launchAudit(launchInput(id));
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    // Lost in this worker's life: the connection is named, never a stopped background.
    expect(answer).toMatchObject({ cost: 2, left: null, delivery: 'network', twice: null });
    expect(answer.childIds).toHaveLength(2);
    expect((await trackedAudits.getValue())[String(answer.parentId)]).toMatchObject({
      done: false,
      title: titleOf(id),
    });
  });

  it('after a worker restart, a pending launch the service did is found by what was sent', async () => {
    const older = await launchAudit(launchInput(rid()));
    const id = rid();
    const done = await leftBehind(id, [older.parentId]);
    service.api.audits.create.mockClear();

    const answer = await launchAudit(launchInput(id));
    expect(service.api.audits.create).not.toHaveBeenCalled();
    expect(answer.parentId).toBe(done.urls[0].parentId);
    expect(answer.parentId).not.toBe(older.parentId);
    expect(answer.delivery).toBe('restart');
    expect((await trackedAudits.getValue())[String(answer.parentId)]).toBeDefined();
  });

  it('at start-up, pending requests are settled even when no page asks again', async () => {
    const id = rid();
    await leftBehind(id);
    await resumeAll();
    expect((await handledRequests.getValue())[id]).toMatchObject({ state: 'done' });
  });

  it('a page that opens settles a request whose readings failed, without waiting for the alarm', async () => {
    const id = rid();
    await leftBehind(id);
    service.faults.list = Array.from({ length: 20 }, () => new ServiceError('exception'));
    // The fake browser has no ports: the page's connection is handed to the listener directly.
    const connected: ((port: Browser.runtime.Port) => void)[] = [];
    vi.spyOn(fakeBrowser.runtime.onConnect, 'addListener').mockImplementation((listener) => {
      connected.push(listener);
    });
    registerOnce();
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(ONCE_ALARM)).toBeDefined());
    expect((await handledRequests.getValue())[id].state).toBe('pending');
    service.faults.list = [];
    const port = { name: PRESENCE_PORT, sender: { id: fakeBrowser.runtime.id } };
    for (const listener of connected) listener(port as Browser.runtime.Port);
    await vi.waitFor(async () =>
      expect((await handledRequests.getValue())[id]).toMatchObject({ state: 'done' }),
    );
  });

  it('refresh and clone: one service call per request id', async () => {
    const run = await launchAudit(launchInput(rid()));
    service.set(run.parentId, 'ready', 80);
    const refreshId = rid();
    const refreshed = await refreshAudit({ requestId: refreshId, id: run.parentId });
    expect(await refreshAudit({ requestId: refreshId, id: run.parentId })).toEqual(refreshed);
    expect(service.api.audits.refresh).toHaveBeenCalledTimes(1);

    service.set(run.parentId, 'ready', 80);
    const cloneId = rid();
    const input = { requestId: cloneId, id: run.parentId, title: 'Copy' };
    const cloned = await cloneAudit(input);
    expect(await cloneAudit(input)).toEqual(cloned);
    expect(service.api.audits.clone).toHaveBeenCalledTimes(1);
  });

  it('a refresh whose answer was lost is found by the run starting again', async () => {
    const run = await launchAudit(launchInput(rid()));
    // The fake keeps a parent's own status: finished before, waiting again after the refresh.
    const parent = service.audits.get(run.parentId)!;
    parent.status = 'ready';
    const refresh = service.api.audits.refresh.getMockImplementation()!;
    service.api.audits.refresh.mockImplementationOnce(async (id) => {
      await refresh(id);
      parent.status = 'wait';
      throw new ServiceError('timeout');
    });
    const answer = await refreshAudit({ requestId: rid(), id: run.parentId });
    expect(answer).toMatchObject({ left: null, cost: 2, delivery: 'timeout' });
    expect([...answer.ids].sort()).toEqual([run.parentId, ...run.childIds].sort());
    expect(service.api.audits.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('the ledger stays bounded', () => {
  const entry = (state: HandledRequest['state'], at: number) =>
    ({ command: 'audits.refresh', state, startedAt: at, settledAt: at }) as HandledRequest;

  it('drops the oldest settled entries and keeps every pending one', () => {
    const ledger = {
      a: entry('done', 1),
      b: entry('failed', 2),
      c: entry('done', 3),
      p: entry('pending', 0),
    };
    expect(Object.keys(prune(ledger, 2)).sort()).toEqual(['b', 'c', 'p']);
  });
});
