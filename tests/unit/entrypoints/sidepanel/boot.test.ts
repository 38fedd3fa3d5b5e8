import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { panelKey } from '@/lib/storage/panel-cache';

const url = 'https://www.example.com/running-shoes/';
const domainKey = panelKey('domain', 'example.com');
const entry = {
  at: 1,
  value: { domain: 'example.com', campaigns: [] },
  complete: true,
  progress: null,
};

/** entrypoints/sidepanel/boot.ts, fresh (its snapshot is module state), pinned to `url`. */
async function boot() {
  vi.resetModules();
  vi.stubGlobal('location', { search: `?tabUrl=${encodeURIComponent(url)}` });
  const module = await import('@/entrypoints/sidepanel/boot');
  await module.loadBoot();
  return module;
}

describe('side panel start-up read', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.unstubAllGlobals();
  });

  it("reads the followed tab's domain from the panel cache", async () => {
    await fakeBrowser.storage.local.set({ [domainKey]: entry });
    const { bootEntry, bootFollowed } = await boot();
    expect(bootFollowed()).toEqual({ tabId: null, url, title: '' });
    expect(bootEntry(domainKey)).toEqual(entry);
  });

  it('holds no entry when the domain was never seen', async () => {
    const { bootEntry, bootFollowed } = await boot();
    expect(bootFollowed()?.url).toBe(url);
    expect(bootEntry(domainKey)).toBeNull();
  });

  it("ignores a stored entry of another domain under the tab's key", async () => {
    const other = { ...entry, value: { domain: 'shop.example.com', campaigns: [] } };
    await fakeBrowser.storage.local.set({ [domainKey]: other });
    const { bootEntry } = await boot();
    expect(bootEntry(domainKey)).toBeNull();
  });
});
