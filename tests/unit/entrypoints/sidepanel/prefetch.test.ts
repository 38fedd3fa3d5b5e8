import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearCache } from '@/lib/storage/cache';
import { takePrefetched } from '@/lib/storage/prefetch';
import {
  MAX_KEYS,
  MAX_SITES,
  STARTUP_READS_KEY,
  readLists,
  rememberPanelReads,
  startPanelPrefetch,
  takeFollowedTab,
  withSite,
} from '@/entrypoints/sidepanel/prefetch';

const url = 'https://www.example.com/running-shoes/';
const stored = (hosts: Record<string, string[]>) => ({ v: 1, hosts });
const listsNow = async () =>
  readLists((await fakeBrowser.storage.local.get(STARTUP_READS_KEY))[STARTUP_READS_KEY]);

beforeEach(() => {
  fakeBrowser.reset();
  globalThis.__stormlensPrefetch = undefined;
  globalThis.__stormlensPanelTab = undefined;
  vi.unstubAllGlobals();
  vi.stubGlobal('location', { search: `?tabUrl=${encodeURIComponent(url)}` });
});

describe('the stored start-up reads', () => {
  it('are read only in their version and shape', () => {
    expect(readLists(undefined)).toEqual({});
    expect(readLists({ v: 2, hosts: { 'example.com': ['a'] } })).toEqual({});
    expect(
      readLists(stored({ 'example.com': ['a'], 'bad.com': [1] as unknown as string[] })),
    ).toEqual({
      'example.com': ['a'],
    });
  });

  it(`keep the ${MAX_SITES} most recently changed sites, the changed one last`, () => {
    let lists = {};
    for (let i = 0; i < MAX_SITES + 5; i++) lists = withSite(lists, `s${i}.com`, [`k${i}`]);
    lists = withSite(lists, 's10.com', ['again']);
    const sites = Object.keys(lists);
    expect(sites).toHaveLength(MAX_SITES);
    expect(sites.at(-1)).toBe('s10.com');
    expect(sites).not.toContain('s4.com');
    expect(sites[0]).toBe('s5.com');
  });
});

describe('the side panel start-up prefetch', () => {
  it('forgets its sites with the cached data (another account, a removed token)', async () => {
    await fakeBrowser.storage.local.set({
      [STARTUP_READS_KEY]: stored({ 'example.com': ['domain'] }),
    });
    await clearCache();
    expect(await listsNow()).toEqual({});
  });

  it("reads what the panel read at its last start on the followed tab's site", async () => {
    await fakeBrowser.storage.local.set({
      [STARTUP_READS_KEY]: stored({ 'example.com': ['domain', 'report'], 'shop.com': ['other'] }),
      domain: 'D',
      report: 'R',
      other: 'O',
    });
    startPanelPrefetch();
    expect(await takeFollowedTab()).toEqual({ tabId: null, url, title: '' });
    expect(await takePrefetched(['local:domain', 'local:report'])).toEqual(['D', 'R']);
    expect(await takePrefetched(['local:other'])).toBeNull();
  });

  it('hands its tab read over once; the next read is a new one', async () => {
    startPanelPrefetch();
    const early = globalThis.__stormlensPanelTab;
    expect(takeFollowedTab()).toBe(early);
    expect(takeFollowedTab()).not.toBe(early);
  });

  it('remembers a start that read other keys, and writes nothing when they are the same', async () => {
    await fakeBrowser.storage.local.set({
      [STARTUP_READS_KEY]: stored({ 'example.com': ['old'] }),
    });
    startPanelPrefetch();
    await takePrefetched(['local:new', 'local:new$']);
    await rememberPanelReads('example.com');
    expect(await listsNow()).toEqual({ 'example.com': ['new', 'new$'] });

    globalThis.__stormlensPrefetch = undefined;
    startPanelPrefetch();
    await takePrefetched(['local:new$', 'local:new']);
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await rememberPanelReads('example.com');
    expect(set).not.toHaveBeenCalled();
  });

  it('remembers nothing without a site, or for a start that read too much', async () => {
    startPanelPrefetch();
    await takePrefetched(['local:a']);
    await rememberPanelReads(null);
    globalThis.__stormlensPrefetch = undefined;
    startPanelPrefetch();
    await takePrefetched(Array.from({ length: MAX_KEYS + 1 }, (_, i) => `local:k${i}`));
    await rememberPanelReads('example.com');
    expect(await listsNow()).toEqual({});
  });
});
