import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { handledRequests } from '@/lib/storage/once';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import { begin } from '@/entrypoints/background/once/ledger';
import {
  FIND_HORIZON_MS,
  ONCE_ALARM,
  runOnce,
  type OnceSpec,
} from '@/entrypoints/background/once/run';
import { connectFakeService } from '../mock-api';
import { launchInput, rid } from '../launch-input';
import { rejection } from '../../../rejection';

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

/* runOnce itself, over a spec whose readings a test decides: unseen, never reached, failing. */

beforeEach(async () => {
  await connectFakeService();
});

type Found = { cost: number; left: null };
const spec = (found: Found | null): OnceSpec<'audits.refresh', Found> => ({
  command: 'audits.refresh',
  find: vi.fn(async () => found),
  complete: async (_intent, raw) => ({ ...raw, ids: [] }),
  spentOn: () => ({ source: 'refresh', target: { auditId: 5 } }),
  check: async () => ({ twice: null, cannotTell: null }),
});
const intent = { id: 5, before: { status: 'ready', updated: 1 } };
const lost = () => {
  throw new ServiceError('timeout');
};

describe('runOnce when the service shows nothing', () => {
  it('says it cannot confirm yet, keeps the request pending, and never sends', async () => {
    const id = rid();
    const send = vi.fn(async () => lost());
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

describe('runOnce when the readings after a lost answer fail', () => {
  const refused = new ServiceError('exception', { status: 500 });

  it('says it could not check, and why; the request stays pending and is read again', async () => {
    const id = rid();
    const s = spec({ cost: 2, left: null });
    vi.mocked(s.find).mockRejectedValue(refused);
    const send = vi.fn(async () => lost());
    const error = await rejection(runOnce(id, s, async () => ({ intent, send }), [0, 0, 0]));
    expect(error.details).toMatchObject({
      reason: 'check-failed',
      cause: { kind: 'exception', status: 500 },
    });
    expect(error.message).toMatch(/^could not read whether received once: /);
    expect(s.find).toHaveBeenCalledTimes(3);
    expect((await handledRequests.getValue())[id].state).toBe('pending');
    // Not stuck: the alarm reads again a minute later.
    expect(await fakeBrowser.alarms.get(ONCE_ALARM)).toMatchObject({ name: ONCE_ALARM });
    // Never "never reached" while the readings fail, however old the request.
    await handledRequests.update((ledger) => ({
      ...ledger,
      [id]: { ...ledger[id], startedAt: Date.now() - FIND_HORIZON_MS - 1 },
    }));
    expect(
      (await rejection(runOnce(id, s, async () => ({ intent, send }), [0]))).details.reason,
    ).toBe('check-failed');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reads on past a failed reading, and settles on the one that finds it', async () => {
    const id = rid();
    const s = spec({ cost: 2, left: null });
    vi.mocked(s.find).mockRejectedValueOnce(refused);
    const answer = await runOnce(id, s, async () => ({ intent, send: async () => lost() }), [0, 0]);
    expect(answer).toMatchObject({ cost: 2, delivery: 'timeout', cannotTell: null });
    expect((await handledRequests.getValue())[id].state).toBe('done');
  });
});
