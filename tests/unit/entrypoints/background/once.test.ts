import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/api/errors';
import { trackedAudits } from '@/lib/storage/audits';
import { handledRequests, type HandledRequest } from '@/lib/storage/once';
import { cloneAudit, refreshAudit } from '@/entrypoints/background/audits/actions';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import { resumeAll } from '@/entrypoints/background/once';
import { begin, prune } from '@/entrypoints/background/once/ledger';
import { FIND_HORIZON_MS, runOnce, type OnceSpec } from '@/entrypoints/background/once/run';
import type { FakeService } from './fake-service';
import { connectFakeService } from './mock-api';
import { PAGE, TITLE, launchInput, rid } from './launch-input';
import { rejection } from '../../rejection';

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
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
        title: TITLE,
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
    const answer = await launchAudit(launchInput(rid()));
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    // Lost in this worker's life: the connection is named, never a stopped background.
    expect(answer).toMatchObject({ cost: 2, left: null, delivery: 'network', twice: null });
    expect(answer.childIds).toHaveLength(2);
    expect((await trackedAudits.getValue())[String(answer.parentId)]).toMatchObject({
      done: false,
      title: TITLE,
    });
  });

  it('after a worker restart, a pending launch the service did is found by what was sent', async () => {
    const older = await launchAudit(launchInput(rid()));
    const id = rid();
    await leavePending(id, [older.parentId]);
    // The stopped worker's create reached the service.
    const done = await service.api.audits.create({
      title: TITLE,
      urls: [PAGE],
      devices: ['desktop', 'mobile'],
      auditsSettings: { lighthouse: {} },
    });
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
    await leavePending(id, []);
    await service.api.audits.create({
      title: TITLE,
      urls: [PAGE],
      devices: ['desktop', 'mobile'],
      auditsSettings: { lighthouse: {} },
    });
    await resumeAll();
    expect((await handledRequests.getValue())[id]).toMatchObject({ state: 'done' });
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

describe('runOnce when the service shows nothing', () => {
  const spec = (found: { n: number } | null): OnceSpec<'audits.refresh', { n: number }> => ({
    command: 'audits.refresh',
    find: vi.fn(async () => found),
    complete: async (_intent, raw) => ({ cost: raw.n, left: null, ids: [] }),
    check: async () => null,
  });
  const intent = { id: 5, before: { status: 'ready', updated: 1 } };

  it('says it cannot confirm yet, keeps the request pending, and never sends', async () => {
    const id = rid();
    const send = vi.fn(async () => {
      throw new ServiceError('timeout');
    });
    const s = spec(null);
    const error = await rejection(runOnce(id, s, async () => ({ intent, send }), [0, 0]));
    expect(error.details.reason).toBe('unconfirmed');
    expect(s.find).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await handledRequests.getValue())[id].state).toBe('pending');
    await rejection(runOnce(id, s, async () => ({ intent, send }), [0]));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a request unseen long after it was recorded never reached the service', async () => {
    const id = rid();
    await begin(id, 'audits.refresh', intent, Date.now() - FIND_HORIZON_MS - 1);
    const send = vi.fn();
    const error = await rejection(runOnce(id, spec(null), async () => ({ intent, send }), [0]));
    expect(error.details.reason).toBe('never-reached');
    expect((await handledRequests.getValue())[id].state).toBe('failed');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a request id reused for another command', async () => {
    const id = rid();
    await launchAudit(launchInput(id));
    const error = await rejection(runOnce(id, spec(null), async () => ({ intent, send: vi.fn() })));
    expect(error).toMatchObject({ kind: 'request', details: { field: 'requestId' } });
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
