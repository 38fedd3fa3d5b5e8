import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter, sharedLimiter } from '@/lib/api/limiter';
import { apiOn, fakeService } from './fake-service';

afterEach(() => vi.useRealTimers());

/** A task whose request reaches the service `transitMs` after it starts and is answered `answerMs` later. */
function wire(arrivals: number[], transitMs: number, answerMs = 5) {
  return () =>
    new Promise<void>((resolve) => {
      setTimeout(() => arrivals.push(Date.now()), transitMs);
      setTimeout(resolve, transitMs + answerMs);
    });
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]);

describe('RateLimiter', () => {
  it('spaces 5 concurrent calls more than 1 s apart, first come first served (fake clock)', async () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    const started: [number, number][] = [];
    const calls = [0, 1, 2, 3, 4].map((i) =>
      limiter.schedule(async () => {
        started.push([i, Date.now()]);
        return i;
      }),
    );
    await vi.advanceTimersByTimeAsync(6000);
    await expect(Promise.all(calls)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(started.map(([i]) => i)).toEqual([0, 1, 2, 3, 4]);
    // One interval plus the 10 % margin.
    for (const gap of gaps(started.map(([, at]) => at))) expect(gap).toBe(1100);
  });

  it.each([
    ['a slow connection, then a fast one', [300, 0, 0]],
    ['a very slow first request', [900, 0, 40]],
    ['alternating', [250, 10, 250, 10]],
  ])('requests arrive at least 1 s apart: %s', async (_, transits) => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    const arrivals: number[] = [];
    const calls = transits.map((t) => limiter.schedule(wire(arrivals, t)));
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(calls);
    expect(arrivals).toHaveLength(transits.length);
    for (const gap of gaps(arrivals)) expect(gap).toBeGreaterThanOrEqual(1000);
  });

  it('an answer that took its time is slack already: the next call goes one interval after it', async () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    const arrivals: number[] = [];
    const starts: number[] = [];
    const timed = (transit: number, answer: number) => () => {
      starts.push(Date.now());
      return wire(arrivals, transit, answer)();
    };
    // 200 ms there, 300 ms to answer: the answer begins at 500 ms.
    const calls = [limiter.schedule(timed(200, 300)), limiter.schedule(timed(0, 5))];
    // A quick answer (5 ms): the margin counts from the start.
    calls.push(limiter.schedule(timed(0, 5)));
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all(calls);
    expect(gaps(starts)).toEqual([1500, 1100]);
    for (const gap of gaps(arrivals)) expect(gap).toBeGreaterThanOrEqual(1000);
  });

  it('does not hold the queue for the whole of a slow answer', async () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    const starts: number[] = [];
    const slow = limiter.schedule(async () => {
      starts.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 15_000));
    });
    const next = limiter.schedule(async () => {
      starts.push(Date.now());
    });
    await vi.advanceTimersByTimeAsync(16_000);
    await Promise.all([slow, next]);
    // Taken to have arrived after 2 intervals, then one interval and the margin.
    expect(starts[1] - starts[0]).toBe(3100);
  });

  it('slows down for a while after a 503, more after another, then returns to full speed', async () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    const starts: number[] = [];
    const call = () => limiter.schedule(async () => void starts.push(Date.now()));
    await call();
    limiter.noteThrottled();
    const slowed = call();
    await vi.advanceTimersByTimeAsync(3000);
    await slowed;
    expect(starts[1] - starts[0]).toBe(2200);
    limiter.noteThrottled();
    const slower = call();
    await vi.advanceTimersByTimeAsync(5000);
    await slower;
    expect(starts[2] - starts[1]).toBe(4400);
    await vi.advanceTimersByTimeAsync(31_000);
    const first = Date.now();
    await call();
    const back = call();
    await vi.advanceTimersByTimeAsync(2000);
    await back;
    expect(starts[4] - starts[3]).toBe(1100);
    expect(starts[3]).toBe(first);
  });

  it('sends a waiting `now` call before `later` ones queued earlier', async () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    const order: string[] = [];
    const call = (name: string, priority: 'now' | 'later') =>
      limiter.schedule(async () => void order.push(name), priority);
    const calls = [call('list', 'now'), call('title', 'later'), call('keywords', 'later')];
    calls.push(call('data', 'now'));
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all(calls);
    expect(order).toEqual(['list', 'data', 'title', 'keywords']);
  });

  it('does not wait when the previous call is long past', async () => {
    vi.useFakeTimers();
    const limiter = new RateLimiter(1000);
    await limiter.schedule(async () => 1);
    vi.advanceTimersByTime(1500);
    const before = Date.now();
    await limiter.schedule(async () => 2);
    expect(Date.now()).toBe(before);
  });

  it('keeps the queue going when a task fails or throws', async () => {
    const limiter = new RateLimiter(0);
    await expect(limiter.schedule(async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(
      limiter.schedule(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(limiter.schedule(async () => 'next')).resolves.toBe('next');
  });

  it('is shared per token: two clients of one token queue behind each other', () => {
    expect(sharedLimiter('all:same', 1000)).toBe(sharedLimiter('all:same', 1000));
    expect(sharedLimiter('all:same', 1000)).not.toBe(sharedLimiter('all:other', 1000));
  });
});

// On vitest's fake clock: ky's dispatch adds a few ms between the limiter's turn and the request
// reaching fetch, so on real time a loaded machine made the measured gaps flake.
describe('the client limiter', () => {
  it('sends 5 concurrent API calls at least minIntervalMs apart, across two clients of one token', async () => {
    vi.useFakeTimers();
    const service = fakeService({ body: { results: { devices: ['desktop', 'mobile'] } } });
    const token = 'limiter-shared-by-two-clients';
    const a = apiOn(service, { token, minIntervalMs: 120 });
    const b = apiOn(service, { token, minIntervalMs: 120 });
    const all = Promise.all([
      a.monitoring.tables.devices(),
      b.monitoring.tables.devices(),
      a.monitoring.tables.devices(),
      b.monitoring.tables.devices(),
      a.monitoring.tables.devices(),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    await all;
    const times = service.sent.map((s) => s.at);
    expect(times).toHaveLength(5);
    for (let i = 1; i < times.length; i++)
      expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(120);
  });

  it('spaces set-access calls by their own interval and splits grants into calls of 3', async () => {
    const service = fakeService((request) => {
      const body = request.body as Record<string, { set?: { mail: string }[] }>;
      const results = Object.fromEntries(
        Object.entries(body).map(([id, c]) => [
          id,
          { set: Object.fromEntries((c.set ?? []).map((g) => [g.mail, true])), remove: {} },
        ]),
      );
      return new Response(JSON.stringify({ results }));
    });
    const api = apiOn(service, { setAccessIntervalMs: 150 });
    const set = ['a', 'b', 'c', 'd'].map((m) => ({
      mail: `${m}@example.com`,
      permission: 'readonly' as const,
    }));
    vi.useFakeTimers();
    const pending = api.monitoring.campaigns.setAccess({ '12': { set } });
    await vi.advanceTimersByTimeAsync(1000);
    const result = await pending;
    expect(service.sent).toHaveLength(2);
    expect(service.sent[1].at - service.sent[0].at).toBeGreaterThanOrEqual(150);
    expect(Object.keys(result['12'].set)).toHaveLength(4);
  });
});

describe('set access split over calls', () => {
  it('a failure after the first call keeps what was granted as partial', async () => {
    const service = fakeService(
      {
        body: {
          results: {
            '12': { set: { 'a@example.com': true, 'b@example.com': true, 'c@example.com': true } },
          },
        },
      },
      {
        status: 400,
        body: {
          error: { message: '(400) Request limit. Set access allows one request per 10 seconds.' },
        },
      },
    );
    const api = apiOn(service, { setAccessIntervalMs: 0 });
    const set = ['a', 'b', 'c', 'd'].map((m) => ({
      mail: `${m}@example.com`,
      permission: 'manager' as const,
    }));
    const error = await api.monitoring.campaigns
      .setAccess({ '12': { set } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'limit',
      details: { completedCalls: 1, totalCalls: 2 },
      partial: {
        '12': {
          set: { 'a@example.com': true, 'b@example.com': true, 'c@example.com': true },
          remove: {},
        },
      },
    });
  });
});
