import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/*
 * Kept pace: the bench saw two requests arrive 117 ms apart (audit settings → profile list) and a
 * 503. The options page's profile list waited in the limiter behind the connection check's
 * settings call when the worker was stopped; the page sent it again to a new worker, whose empty
 * limiter sent it at once. A fresh module instance below is that new worker.
 */
async function newWorker() {
  vi.resetModules();
  const limiter = await import('@/lib/api/limiter');
  const { storedPace } = await import('@/lib/storage/pace');
  limiter.rememberPaceWith(storedPace);
  return limiter;
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the pace across a stopped background', () => {
  it('a restarted worker waits one interval and the margin after the last answer', async () => {
    const before = await newWorker();
    const starts: number[] = [];
    const send = () => async () => void starts.push(Date.now());
    await before.sharedLimiter('all:t', 1000).schedule(send());
    // A second call waits in the queue when the worker is stopped: it is lost with it.
    void before.sharedLimiter('all:t', 1000).schedule(send());
    await vi.advanceTimersByTimeAsync(100);
    expect(starts).toHaveLength(1);

    const after = await newWorker();
    const resent = after.sharedLimiter('all:t', 1000).schedule(send());
    await vi.advanceTimersByTimeAsync(50);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    await resent;
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(1100);
  });

  it('another token is not held back, and an old time holds nothing back', async () => {
    const before = await newWorker();
    const starts: number[] = [];
    await before.sharedLimiter('all:t', 1000).schedule(async () => void starts.push(Date.now()));
    const after = await newWorker();
    await after.sharedLimiter('all:u', 1000).schedule(async () => void starts.push(Date.now()));
    expect(starts[1] - starts[0]).toBeLessThan(50);
    await vi.advanceTimersByTimeAsync(5000);
    const later = await newWorker();
    const at = Date.now();
    await later.sharedLimiter('all:t', 1000).schedule(async () => void starts.push(Date.now()));
    expect(starts[2] - at).toBeLessThan(50);
  });

  it('does not store the token', async () => {
    const worker = await newWorker();
    await worker.sharedLimiter('all:secret-token', 1000).schedule(async () => 1);
    await vi.advanceTimersByTimeAsync(10);
    const stored = JSON.stringify(await fakeBrowser.storage.session.get(null));
    expect(stored).toContain('lastRequests');
    expect(stored).not.toContain('secret-token');
  });

  it('an unreadable memory does not hold the queue', async () => {
    const { RateLimiter } = await import('@/lib/api/limiter');
    const limiter = new RateLimiter(1000, undefined, undefined, {
      recall: () => Promise.reject(new Error('storage gone')),
      note: () => {},
    });
    await expect(limiter.schedule(async () => 7)).resolves.toBe(7);
  });
});
