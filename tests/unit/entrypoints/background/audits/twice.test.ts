import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ServiceError } from '@/lib/api/errors';
import { readLog } from '@/lib/diagnostics/log';
import { handledRequests } from '@/lib/storage/once';
import { spendRecord } from '@/lib/storage/spending';
import { cloneAudit, refreshAudit } from '@/entrypoints/background/audits/actions';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import {
  BALANCE_FRESH_MS,
  extraRuns,
  refreshCheck,
  tokensBeyond,
} from '@/entrypoints/background/audits/twice';
import { DETECTION_WINDOW_MS } from '@/entrypoints/background/once/run';
import type { FakeService } from '../fake-service';
import { connectFakeService, waited } from '../mock-api';
import { PAGE, TITLE, launchInput, rid, titleOf } from '../launch-input';

vi.mock('@/lib/api', async (original) =>
  (await import('../mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/lib/api/limiter', async (original) =>
  (await import('../mock-api')).instantSleep(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

/*
 * The service acting twice on one click, as the browser's re-send of a POST makes it (the fake's
 * method runs twice behind one call of ours), read back after the answer — or after the answer
 * was lost — beside runs of the same page that anyone else makes meanwhile.
 */

const dropped = () => new ServiceError('network', { details: { reason: 'Failed to fetch' } });
let service: FakeService;

type Method = 'create' | 'refresh' | 'clone';
const mocked = (method: Method) =>
  service.api.audits[method] as unknown as Mock<(...args: unknown[]) => unknown>;

/**
 * The fake's `method` carried out `times` times behind one call, after `meanwhile` (another
 * client's doing while the click is on its way); then answered, or the answer lost.
 */
function actTimes(method: Method, times: number, lost = false, meanwhile = async () => {}) {
  const real = mocked(method).getMockImplementation()!;
  mocked(method).mockImplementationOnce(async (...args: unknown[]) => {
    await meanwhile();
    let answer: unknown;
    for (let i = 0; i < times; i += 1) answer = await real(...args);
    if (lost) throw dropped();
    return answer;
  });
}

/** A run of the launch's page made by another client of the account, under `title`. */
const colleague = (title: string) => async () => {
  await service.api.audits.create({ title, urls: [PAGE], devices: ['desktop', 'mobile'] });
};

const parentsTitled = (title: string) =>
  [...service.audits.values()].filter((a) => a.parentId === null && a.title === title);

beforeEach(async () => {
  service = await connectFakeService();
  waited.length = 0;
});

describe('a launch the service received twice', () => {
  it('answered (the browser sent it again): names the extra run, logs it, and records both spends', async () => {
    const id = rid();
    actTimes('create', 2);
    const answer = await launchAudit(launchInput(id));
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    expect(answer.delivery).toBe('answered');
    const [first] = parentsTitled(titleOf(id));
    expect(first.id).not.toBe(answer.parentId);
    expect(answer.twice).toEqual({
      times: 2,
      extra: [{ kind: 'audit-run', id: first.id, label: titleOf(id) }],
      extraCost: 2,
    });
    expect(answer.cannotTell).toBeNull();
    const log = await readLog();
    expect(log.find((e) => e.kind === 'caught' && e.error === 'received-twice')).toMatchObject({
      where: 'once: audits.launch received 2 times',
    });
    // Every token counted: the click's spend, and the second receipt's as a spend of its own.
    expect((await spendRecord.getValue()).map((s) => [s.source, s.cost, s.left])).toEqual([
      ['popup', 2, 98],
      ['popup', 2, null],
    ]);
    // An answer came: the read-back waited for nothing.
    expect(waited).toEqual([]);
  });

  it.each([
    ['under the bare title (a colleague, or a Stormlens before marks)', TITLE],
    ['under another click’s mark (another computer, a page watch)', `${TITLE} [zzzzzz]`],
  ])('a run of the same page made meanwhile %s is not this click’s', async (_who, title) => {
    actTimes('create', 1, false, colleague(title));
    const answer = await launchAudit(launchInput());
    expect(parentsTitled(title)).toHaveLength(1);
    expect(answer).toMatchObject({ delivery: 'answered', twice: null, cannotTell: null });
    expect((await spendRecord.getValue()).map((s) => s.cost)).toEqual([2]);
  });

  it('its answer lost: only a run with the click’s mark is adopted, never a colleague’s older one', async () => {
    const id = rid();
    actTimes('create', 1, true, colleague(TITLE));
    const answer = await launchAudit(launchInput(id));
    const [own] = parentsTitled(titleOf(id));
    const [theirs] = parentsTitled(TITLE);
    expect(theirs.id).toBeLessThan(own.id);
    expect(answer).toMatchObject({ parentId: own.id, delivery: 'network', twice: null });
  });

  it('its answer lost and nothing with the mark: unconfirmed, a colleague’s run is not taken', async () => {
    service.api.audits.create.mockImplementationOnce(async () => {
      await colleague(TITLE)();
      throw dropped();
    });
    const id = rid();
    const error = await launchAudit(launchInput(id)).catch((e: unknown) => e as ServiceError);
    expect(error).toMatchObject({ details: { reason: 'unconfirmed' } });
    expect((await handledRequests.getValue())[id].state).toBe('pending');
  });

  it('its answer lost every time: the run is found, the other named once the detection window ends', async () => {
    const id = rid();
    actTimes('create', 2, true);
    const answer = await launchAudit(launchInput(id));
    expect(answer).toMatchObject({ delivery: 'network', left: null, cost: 2 });
    const [first, second] = parentsTitled(titleOf(id));
    expect(answer.parentId).toBe(first.id);
    expect(answer.twice?.extra.map((e) => e.id)).toEqual([second.id]);
    // A receipt still on its way is counted too: the read-back waited out the window.
    expect(waited).toHaveLength(1);
    expect(waited[0]).toBeGreaterThan(DETECTION_WINDOW_MS - 1_000);
    expect(waited[0]).toBeLessThanOrEqual(DETECTION_WINDOW_MS);
  });

  it('a failed read-back says so: the answer stands, the reason is kept, the log has it', async () => {
    actTimes('create', 2);
    const list = service.api.audits.list.getMockImplementation()!;
    service.api.audits.list
      .mockImplementationOnce(list) // the mark, read before sending
      .mockImplementationOnce(async () => {
        throw new ServiceError('exception', { status: 500 });
      });
    const id = rid();
    const answer = await launchAudit(launchInput(id));
    expect(answer).toMatchObject({
      delivery: 'answered',
      twice: null,
      cost: 2,
      cannotTell: { why: 'check-failed', error: { kind: 'exception', status: 500 } },
    });
    expect((await handledRequests.getValue())[id].state).toBe('done');
    const log = await readLog();
    expect(log.some((e) => e.kind === 'caught' && e.where.includes('reading back'))).toBe(true);
  });
});

describe('a clone and a refresh', () => {
  it('a clone received twice is named like a launch, by its mark', async () => {
    const run = await launchAudit(launchInput());
    service.set(run.parentId, 'ready');
    actTimes('clone', 2, false, colleague(`Copy — ${PAGE}`));
    const id = rid();
    const answer = await cloneAudit({ requestId: id, id: run.parentId, title: 'Copy' });
    expect(answer.twice).toMatchObject({ times: 2, extraCost: 2 });
    expect(answer.twice?.extra).toHaveLength(1);
    expect(answer.twice?.extra[0].id).not.toBe(answer.created[0].parentId);
    expect(answer.twice?.extra[0].label).toMatch(/^Copy — https:\/\/www\.example\.com\/shoes\/ \[/);
    expect((await spendRecord.getValue()).filter((s) => s.source === 'clone')).toHaveLength(2);
  });

  it('a refresh is never claimed twice: tokens beyond its cost are "cannot tell"', async () => {
    const run = await launchAudit(launchInput());
    service.set(run.parentId, 'ready');
    const { refresh } = service.api.audits;
    refresh.mockImplementationOnce(async (id) => ({ ...(await refresh(id)), left: 94 }));
    // The launch left 98; one refresh of two costs 2: 96 expected, 94 reported.
    const answer = await refreshAudit({ requestId: rid(), id: run.parentId });
    expect(answer).toMatchObject({
      delivery: 'answered',
      twice: null,
      cannotTell: { why: 'shared-tokens', beyond: 2 },
    });
    expect((await spendRecord.getValue()).filter((s) => s.source === 'refresh')).toHaveLength(1);
  });

  it('a refresh after a clone whose answer a stopped worker lost raises nothing', async () => {
    const run = await launchAudit(launchInput()); // 98 left, as the answer said
    service.set(run.parentId, 'ready');
    const clone = service.api.audits.clone.getMockImplementation()!;
    service.api.audits.clone.mockImplementationOnce(async (params) => {
      await clone(params); // 96 left: the answer that said so was lost
      throw dropped();
    });
    const cloned = await cloneAudit({ requestId: rid(), id: run.parentId, title: 'Copy' });
    expect(cloned).toMatchObject({ left: null, cost: 2, delivery: 'network' });
    const { refresh } = service.api.audits;
    refresh.mockImplementationOnce(async (id) => ({ ...(await refresh(id)), left: 94 }));
    const answer = await refreshAudit({ requestId: rid(), id: run.parentId });
    expect(answer).toMatchObject({ twice: null, cannotTell: null });
  });
});

describe('the tokens as a reason to say "cannot tell"', () => {
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
    [96, { why: 'shared-tokens', beyond: 2 }],
    // Not a whole repeat of its cost: still only a reason to say it cannot tell.
    [95, { why: 'shared-tokens', beyond: 3 }],
    [98, null],
    // More left than expected (the month's tokens renewed): nothing to say.
    [120, null],
  ])('a refresh of 2 from 100 leaving %d', (left, found) => {
    expect(refreshCheck(intent, { cost: 2, left, ids: [5] }, now)).toEqual(found);
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
