import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnwanted, RateLimiter } from '@/lib/api/limiter';
import type { CallRecord } from '@/lib/api/http';
import { apiOn, fakeService } from './fake-service';

/*
 * A call may be wanted only while something holds (a read for a page that is still open): asked
 * when its turn comes, and dropped unsent when it no longer holds, so a closed side panel's queued
 * fills do not spend the token's pace while the panel is opened again.
 */

afterEach(() => vi.useRealTimers());

describe('RateLimiter: calls nobody waits for any more', () => {
  it('drops a call that is no longer wanted at its turn, and passes the turn on at once', async () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    const started: [string, number][] = [];
    const call = (name: string, wanted?: () => Promise<boolean>) =>
      limiter.schedule(async () => void started.push([name, Date.now()]), 'later', wanted);
    const first = call('groups');
    const gone = call('keywords', async () => false);
    const next = call('titles', async () => true);
    const dropped = expect(gone).rejects.toSatisfy(isUnwanted);
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all([first, next, dropped]);
    // The dropped call took no turn: the next one went one interval (and margin) after the first.
    expect(started.map(([name]) => name)).toEqual(['groups', 'titles']);
    expect(started[1][1] - started[0][1]).toBe(1100);
  });

  it('sends a call whose check fails: dropping a wanted call would be worse', async () => {
    const limiter = new RateLimiter(0);
    const check = async (): Promise<boolean> => {
      throw new Error('cannot tell');
    };
    await expect(limiter.schedule(async () => 'sent', 'now', check)).resolves.toBe('sent');
  });
});

describe('the client: a call dropped at its turn', () => {
  it('never reaches the service and is not logged as a call', async () => {
    const service = fakeService({ body: { results: { devices: ['desktop'] } } });
    const calls: CallRecord[] = [];
    let open = true;
    const api = apiOn(service, {
      wanted: async () => open,
      onCall: (call) => void calls.push(call),
    });
    await expect(api.monitoring.tables.devices()).resolves.toEqual(['desktop']);
    open = false;
    await expect(api.monitoring.tables.devices()).rejects.toSatisfy(isUnwanted);
    expect(service.sent).toHaveLength(1);
    expect(calls.map((c) => c.status)).toEqual([200]);
  });
});
