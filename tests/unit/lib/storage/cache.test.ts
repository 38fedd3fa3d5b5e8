import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as z from 'zod/mini';
import { readLog } from '@/lib/diagnostics/log';
import { cached, clearCache, forgetCached, peekCached, putCached } from '@/lib/storage/cache';
import { CACHE_RECENT_MS, MAX_CACHE_ENTRIES } from '@/lib/storage/bounds';

const counter = z.object({ n: z.number() });

beforeEach(() => {
  fakeBrowser.reset();
  vi.useRealTimers();
});

describe('cached', () => {
  it('loads once and serves the stored value while it is fresh', async () => {
    const load = vi.fn(async () => ({ n: 1 }));
    expect(await cached('t', counter, 60_000, load)).toEqual({ n: 1 });
    expect(await cached('t', counter, 60_000, load)).toEqual({ n: 1 });
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
    await cached('k', z.number(), ttl, load);
    vi.setSystemTime(Date.now() + 5_000);
    await cached('k', z.number(), ttl, load, options);
    expect(load).toHaveBeenCalledTimes(calls);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => 'v');
    await Promise.all([
      cached('c', z.string(), 1_000, load),
      cached('c', z.string(), 1_000, load),
      cached('c', z.string(), 1_000, load),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value when the reload fails, and rethrows when there is none', async () => {
    await putCached('s', 'old');
    const failing = vi.fn(async () => {
      throw new Error('busy');
    });
    expect(await cached('s', z.string(), 0, failing)).toBe('old');
    await expect(cached('s', z.string(), 0, failing, { staleOnError: false })).rejects.toThrow(
      'busy',
    );
    await expect(cached('none', z.string(), 1_000, failing)).rejects.toThrow('busy');
  });

  it('clearCache removes only cache entries', async () => {
    await putCached('a', 1);
    await fakeBrowser.storage.local.set({ preferences: { theme: 'dark' } });
    await clearCache();
    expect(await peekCached('a', z.number())).toBeNull();
    expect(await fakeBrowser.storage.local.get('preferences')).toEqual({
      preferences: { theme: 'dark' },
    });
  });
});

describe('reading through a schema', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([
    ['a value of another shape', { at: 1, value: { n: 'one' } }],
    ['no time', { value: { n: 1 } }],
    ['not an entry at all', 'garbage'],
    ['a value from an older version', { at: 1, value: [{ n: 1 }] }],
  ])('%s is dropped with a log line and loaded again', async (_, stored) => {
    await fakeBrowser.storage.local.set({ 'cache:t': stored });
    expect(await peekCached('t', counter)).toBeNull();
    expect(await fakeBrowser.storage.local.get('cache:t')).toEqual({});
    expect((await readLog()).at(-1)).toMatchObject({
      kind: 'caught',
      where: 'storage: “cache:t” was unreadable and was reset',
    });
    const load = vi.fn(async () => ({ n: 2 }));
    expect(await cached('t', counter, 60_000, load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the number of entries', () => {
  const entries = async () =>
    Object.keys(await fakeBrowser.storage.local.get(null)).filter(
      (key) => key.startsWith('cache:') && key !== 'cache:.lastUse' && !key.endsWith('$'),
    );

  /** `count` entries e0…, each written a minute and a half after the one before. */
  async function fill(count: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < count; i++) {
      vi.setSystemTime(Date.now() + CACHE_RECENT_MS * 1.5);
      await putCached(`e${i}`, i);
    }
    vi.setSystemTime(Date.now() + CACHE_RECENT_MS * 1.5);
  }

  it('keeps at most MAX_CACHE_ENTRIES, dropping the least recently used first', async () => {
    await fill(MAX_CACHE_ENTRIES);
    // e0 is the oldest written, but read since: e1 is the least recently used.
    expect(await peekCached('e0', z.number())).toMatchObject({ value: 0 });
    vi.setSystemTime(Date.now() + CACHE_RECENT_MS * 1.5);
    await putCached('new', 'n');
    expect(await entries()).toHaveLength(MAX_CACHE_ENTRIES);
    expect(await peekCached('e1', z.number())).toBeNull();
    expect(await peekCached('e0', z.number())).toMatchObject({ value: 0 });
    expect(await peekCached('new', z.string())).toMatchObject({ value: 'n' });
  });

  it('never drops what was just written or used, even past the cap', async () => {
    await fill(MAX_CACHE_ENTRIES - 1);
    // A report being assembled: three entries written within the minute, past the cap by two.
    await putCached('structure', 's');
    await putCached('campaign', 'c');
    await putCached('list', 'l');
    const keys = await entries();
    expect(keys).toEqual(
      expect.arrayContaining(['cache:structure', 'cache:campaign', 'cache:list']),
    );
    expect(keys).toHaveLength(MAX_CACHE_ENTRIES);
    expect(await peekCached('e0', z.number())).toBeNull();
  });

  it('forgetting a prefix forgets its uses too', async () => {
    await putCached('monitoring:a', 1);
    await putCached('other', 2);
    await forgetCached('monitoring:');
    const stored = await fakeBrowser.storage.local.get('cache:.lastUse');
    expect(Object.keys(stored['cache:.lastUse'] as object)).toEqual(['other']);
  });
});
