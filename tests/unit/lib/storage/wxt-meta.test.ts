import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';

/*
 * lib/storage/item.ts reads a stored value and its version in one storage read, by reading the
 * key WXT keeps an item's metadata under (`<key>$`) beside the value. That key is WXT's internal
 * layout, not its documented API: these tests pin it against WXT's own public calls, so an update
 * of WXT that moves it fails here rather than silently re-running or skipping migrations.
 */

beforeEach(() => fakeBrowser.reset());

describe("WXT's storage metadata, as lib/storage/item.ts reads it", () => {
  it('reads the version from { v } under "<key>$" and writes the new one there, as getMeta sees it', async () => {
    await fakeBrowser.storage.local.set({ pinned: 7, pinned$: { v: 2 } });
    const item = storage.defineItem<number>('local:pinned', {
      fallback: 0,
      version: 3,
      migrations: { 3: (old: number) => old + 1 },
    });
    expect(await item.getValue()).toBe(8);
    const meta = await storage.getMeta('local:pinned');
    expect(meta).toEqual({ v: 3 });
    expect(await fakeBrowser.storage.local.get('pinned$')).toEqual({ pinned$: meta });
    // The one read lib/storage/item.ts makes: the value and its metadata together.
    const [value, read] = await storage.getItems(['local:pinned', 'local:pinned$']);
    expect([value.value, read.value]).toEqual([8, meta]);
  });

  it('reads a value stored without metadata as version 1 (its migrations from 2 run)', async () => {
    await fakeBrowser.storage.local.set({ bare: 5 });
    const item = storage.defineItem<number>('local:bare', {
      fallback: 0,
      version: 2,
      migrations: { 2: (old: number) => old * 10 },
    });
    expect(await item.getValue()).toBe(50);
    expect(await storage.getMeta('local:bare')).toEqual({ v: 2 });
  });
});
