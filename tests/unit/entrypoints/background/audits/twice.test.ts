import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ServiceError } from '@/lib/api/errors';
import { readLog } from '@/lib/diagnostics/log';
import { handledRequests } from '@/lib/storage/once';
import { cloneAudit, refreshAudit } from '@/entrypoints/background/audits/actions';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import {
  BALANCE_FRESH_MS,
  extraRuns,
  refreshTwice,
  tokensBeyond,
} from '@/entrypoints/background/audits/twice';
import { begin } from '@/entrypoints/background/once/ledger';
import type { FakeService } from '../fake-service';
import { connectFakeService } from '../mock-api';
import { PAGE, TITLE, launchInput, rid } from '../launch-input';

vi.mock('@/lib/api', async (original) =>
  (await import('../mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

/*
 * The service acting twice on one click, as the browser's re-send of a POST makes it (the fake's
 * method runs twice behind one call of ours), read back after the answer — or after the answer
 * was lost.
 */

const dropped = () => new ServiceError('network', { details: { reason: 'Failed to fetch' } });
let service: FakeService;

/** The fake's `method` carried out `times` times behind one call; then answered, or the answer lost. */
function actTimes<K extends 'create' | 'refresh' | 'clone'>(
  method: K,
  times: number,
  lost = false,
) {
  const mock = service.api.audits[method] as unknown as Mock<(...args: unknown[]) => unknown>;
  const real = mock.getMockImplementation()!;
  mock.mockImplementationOnce(async (...args: unknown[]) => {
    let answer: unknown;
    for (let i = 0; i < times; i += 1) answer = await real(...args);
    if (lost) throw dropped();
    return answer;
  });
}

beforeEach(async () => {
  service = await connectFakeService();
});

describe('a launch the service received twice', () => {
  it('answered (the browser sent it again): names the extra run and its cost, and logs it', async () => {
    actTimes('create', 2);
    const answer = await launchAudit(launchInput());
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    expect(answer.delivery).toBe('answered');
    const [first] = [...service.audits.values()].filter((a) => a.parentId === null);
    expect(first.id).not.toBe(answer.parentId);
    expect(answer.twice).toEqual({
      times: 2,
      extra: [{ kind: 'audit-run', id: first.id, label: TITLE }],
      extraCost: 2,
    });
    const log = await readLog();
    expect(log.find((e) => e.kind === 'caught' && e.error === 'received-twice')).toMatchObject({
      where: 'once: audits.launch received 2 times',
    });
  });

  it('its answer lost every time: the run is found, the other one named, the cause the network', async () => {
    actTimes('create', 2, true);
    const answer = await launchAudit(launchInput());
    expect(answer).toMatchObject({ delivery: 'network', left: null, cost: 2 });
    expect(answer.twice?.extra.map((e) => e.id)).toEqual([answer.parentId + 3]);
  });

  it('received once, answer lost: found, nothing extra, the network named as the cause', async () => {
    actTimes('create', 1, true);
    const answer = await launchAudit(launchInput());
    expect(answer).toMatchObject({ delivery: 'network', twice: null });
  });

  it('answered once: nothing extra, and a fresh balance that shows only the cost reads nothing more', async () => {
    const first = await launchAudit(launchInput());
    expect(first).toMatchObject({ delivery: 'answered', twice: null });
    // The fake reports 98 left after each create of two: the next starts from 100.
    const done = await handledRequests.getValue();
    const [id] = Object.keys(done);
    await handledRequests.setValue({
      [id]: { ...done[id], answer: { ...first, left: 100 }, settledAt: Date.now() },
    } as typeof done);
    service.api.audits.list.mockClear();
    const second = await launchAudit(launchInput());
    expect(second.twice).toBeNull();
    // One read of the title before sending; none after.
    expect(service.api.audits.list).toHaveBeenCalledTimes(1);
  });

  it('another click under the same title, still pending, is not taken for an extra run', async () => {
    await begin(rid(), 'audits.launch', {
      url: PAGE,
      title: TITLE,
      devices: ['desktop', 'mobile'],
      types: ['lighthouse'],
      profileId: null,
      before: [],
    });
    actTimes('create', 2);
    expect((await launchAudit(launchInput())).twice).toBeNull();
  });

  it('a failed read-back leaves the answer as the service gave it, and is logged', async () => {
    actTimes('create', 2);
    const list = service.api.audits.list.getMockImplementation()!;
    service.api.audits.list
      .mockImplementationOnce(list) // the title, read before sending
      .mockImplementationOnce(async () => {
        throw new ServiceError('timeout');
      });
    const answer = await launchAudit(launchInput());
    expect(answer).toMatchObject({ delivery: 'answered', twice: null, cost: 2 });
    const log = await readLog();
    expect(log.some((e) => e.kind === 'caught' && e.where.includes('reading back'))).toBe(true);
  });
});

describe('a clone and a refresh the service received twice', () => {
  it('a clone: the extra clone is named', async () => {
    const run = await launchAudit(launchInput());
    service.set(run.parentId, 'ready');
    actTimes('clone', 2);
    const answer = await cloneAudit({ requestId: rid(), id: run.parentId, title: 'Copy' });
    expect(answer.twice).toMatchObject({ times: 2, extraCost: 2 });
    expect(answer.twice?.extra).toHaveLength(1);
    expect(answer.twice?.extra[0].id).not.toBe(answer.created[0].parentId);
  });

  it('a refresh: told by the tokens left against the fresh balance, nothing to delete', async () => {
    const run = await launchAudit(launchInput());
    service.set(run.parentId, 'ready');
    const { refresh } = service.api.audits;
    refresh.mockImplementationOnce(async (id) => ({ ...(await refresh(id)), left: 94 }));
    // The launch left 98; one refresh of two costs 2: 96 expected, 94 reported.
    const answer = await refreshAudit({ requestId: rid(), id: run.parentId });
    expect(answer).toMatchObject({ delivery: 'answered', twice: { times: 2, extra: [] } });
    expect(answer.twice?.extraCost).toBe(2);
  });
});

describe('the tokens as evidence', () => {
  const now = 1_000_000_000;
  const fresh = { left: 100, at: now - 1000 };
  it.each([
    ['exactly the cost', fresh, 2, 98, 0],
    ['twice the cost', fresh, 2, 96, 2],
    ['no balance known', null, 2, 96, null],
    ['no left reported (found)', fresh, 2, null, null],
    ['a balance too old', { left: 100, at: now - BALANCE_FRESH_MS - 1 }, 2, 96, null],
  ])('%s', (_name, balance, cost, left, beyond) => {
    expect(tokensBeyond(balance, cost, left, now)).toBe(beyond);
  });

  const intent = { id: 5, before: { status: 'ready', updated: 1 }, balance: fresh };
  it.each([
    [96, { times: 2, extra: [], extraCost: 2 }],
    [94, { times: 3, extra: [], extraCost: 4 }],
    // Not a whole repeat of this refresh: somebody else's spend, not claimed.
    [95, null],
    [98, null],
  ])('a refresh of 2 from 100 leaving %d', (left, found) => {
    expect(refreshTwice(intent, { cost: 2, left, ids: [5] }, now)).toEqual(found);
  });

  it('extra runs without known children leave the cost unknown', () => {
    expect(extraRuns('T', 1, [{ parentId: 9, childIds: [] }])).toEqual({
      times: 2,
      extra: [{ kind: 'audit-run', id: 9, label: 'T' }],
      extraCost: null,
    });
    expect(extraRuns('T', 1, [])).toBeNull();
  });
});
