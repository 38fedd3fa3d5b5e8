import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cached, clearCache, peekCached, putCached } from '@/lib/storage/cache';

beforeEach(() => {
  fakeBrowser.reset();
  vi.useRealTimers();
});

describe('cached', () => {
  it('loads once and serves the stored value while it is fresh', async () => {
    const load = vi.fn(async () => ({ n: 1 }));
    expect(await cached('t', 60_000, load)).toEqual({ n: 1 });
    expect(await cached('t', 60_000, load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await fakeBrowser.storage.local.get('cache:t')).toHaveProperty('cache:t.value', {
      n: 1,
    });
  });

  it.each([
    ['expired', 1_000, {}, 2],
    ['fresh asked for', 60_000, { fresh: true }, 2],
    ['still fresh', 60_000, {}, 1],
  ])('reloads when %s', async (_, ttl, options, calls) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async () => Date.now());
    await cached('k', ttl, load);
    vi.setSystemTime(Date.now() + 5_000);
    await cached('k', ttl, load, options);
    expect(load).toHaveBeenCalledTimes(calls);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => 'v');
    await Promise.all([
      cached('c', 1_000, load),
      cached('c', 1_000, load),
      cached('c', 1_000, load),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value when the reload fails, and rethrows when there is none', async () => {
    await putCached('s', 'old');
    const failing = vi.fn(async () => {
      throw new Error('busy');
    });
    expect(await cached('s', 0, failing)).toBe('old');
    await expect(cached('s', 0, failing, { staleOnError: false })).rejects.toThrow('busy');
    await expect(cached('none', 1_000, failing)).rejects.toThrow('busy');
  });

  it('clearCache removes only cache entries', async () => {
    await putCached('a', 1);
    await fakeBrowser.storage.local.set({ preferences: { theme: 'dark' } });
    await clearCache();
    expect(await peekCached('a')).toBeNull();
    expect(await fakeBrowser.storage.local.get('preferences')).toEqual({
      preferences: { theme: 'dark' },
    });
  });
});
