import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as z from 'zod/mini';
import { defineStoredItem, serveStartupReads } from '@/lib/storage/item';
import { endStartup, prefetch, prefetchError, takePrefetched } from '@/lib/storage/prefetch';

/** Let storage's answers and change events arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fakeBrowser.reset();
  globalThis.__stormlensPrefetch = undefined;
});
afterEach(() => {
  serveStartupReads(null);
  vi.restoreAllMocks();
});

describe('the start-up prefetch', () => {
  it('serves each listed key once, in the order asked, null for nothing stored', async () => {
    await fakeBrowser.storage.local.set({ a: 1, b: { x: 2 } });
    prefetch(Promise.resolve(['a', 'b', 'c']));
    expect(await takePrefetched(['local:b', 'local:c', 'local:a'])).toEqual([{ x: 2 }, null, 1]);
    // A second read of a key goes to storage.
    expect(await takePrefetched(['local:a'])).toBeNull();
  });

  it('serves nothing it was not asked to read, nor another storage area', async () => {
    await fakeBrowser.storage.local.set({ a: 1, b: 2 });
    prefetch(Promise.resolve(['a']));
    expect(await takePrefetched(['local:a', 'local:b'])).toBeNull();
    expect(await takePrefetched(['session:a'])).toBeNull();
    expect(await takePrefetched(['local:a'])).toEqual([1]);
  });

  it('does not serve a key storage changed after the prefetch started', async () => {
    await fakeBrowser.storage.local.set({ a: 'old', b: 'kept' });
    prefetch(Promise.resolve(['a', 'b']));
    await settle();
    await fakeBrowser.storage.local.set({ a: 'new' });
    await settle();
    expect(await takePrefetched(['local:a'])).toBeNull();
    expect(await takePrefetched(['local:b'])).toEqual(['kept']);
  });

  it('serves a stored item through its schema, and its later reads from storage', async () => {
    const item = defineStoredItem<{ n: number }>('local:counter', {
      fallback: { n: 0 },
      version: 1,
      schema: z.object({ n: z.number() }),
    });
    await fakeBrowser.storage.local.set({ counter: { n: 1 } });
    prefetch(Promise.resolve(['counter', 'counter$']));
    serveStartupReads(takePrefetched);
    await settle();
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    expect(await item.getValue()).toEqual({ n: 1 });
    expect(get).not.toHaveBeenCalled();
    await fakeBrowser.storage.local.set({ counter: { n: 2 } });
    expect(await item.getValue()).toEqual({ n: 2 });
  });

  it('ends with the start: what was read and what was prefetched, then nothing served', async () => {
    await fakeBrowser.storage.local.set({ a: 1, b: 2 });
    prefetch(Promise.resolve(['a']));
    await takePrefetched(['local:b']);
    expect(await endStartup()).toEqual({ read: ['b'], listed: ['a'] });
    expect(await takePrefetched(['local:a'])).toBeNull();
    expect(await endStartup()).toBeNull();
  });

  it('a failed prefetch serves nothing and keeps its error for the log', async () => {
    const failure = new Error('no tab');
    prefetch(Promise.reject(failure));
    expect(await takePrefetched(['local:a'])).toBeNull();
    expect(prefetchError()).toBe(failure);
  });

  it('without a prefetch (every other page, the worker) nothing is served or noted', async () => {
    expect(await takePrefetched(['local:a'])).toBeNull();
    expect(await endStartup()).toBeNull();
    expect(prefetchError()).toBeNull();
  });
});
