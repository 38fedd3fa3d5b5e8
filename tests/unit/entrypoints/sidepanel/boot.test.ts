import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultRange } from '@/lib/domain/dates';
import { panelKey, positionsKey } from '@/lib/storage/panel-cache';
import { defaultPreferences } from '@/lib/storage/prefs';

const url = 'https://www.example.com/running-shoes/';
const domainKey = panelKey('domain', 'example.com');
const entry = {
  at: 1,
  value: { domain: 'example.com', campaigns: [] },
  complete: true,
  progress: null,
};

const answer = { domain: 'example.com', campaigns: [] };
const send = vi.fn((..._args: unknown[]) => Promise.resolve(answer));

/** entrypoints/sidepanel/boot.ts, fresh (its snapshot is module state), pinned to `url`. */
async function boot() {
  vi.resetModules();
  send.mockClear();
  vi.doMock('@/lib/messaging/client', () => ({ send }));
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

  it("asks for the site's campaigns at once when none are stored, and hands that read over once", async () => {
    // The panel's first row waits for this read on a first open: started here, not once the
    // views have mounted.
    const { takeEarlyDomain } = await boot();
    expect(send.mock.calls).toEqual([
      ['monitoring.forDomain', { domain: 'example.com', fresh: false }],
    ]);
    expect(takeEarlyDomain('shop.example.com')).toBeNull();
    await expect(takeEarlyDomain('example.com')).resolves.toEqual(answer);
    expect(takeEarlyDomain('example.com')).toBeNull();
  });

  it("asks nothing ahead when the site's campaigns are stored: the panel paints them", async () => {
    await fakeBrowser.storage.local.set({ [domainKey]: entry });
    const { takeEarlyDomain } = await boot();
    expect(send).not.toHaveBeenCalled();
    expect(takeEarlyDomain('example.com')).toBeNull();
  });

  it("ignores a stored entry of another domain under the tab's key", async () => {
    const other = { ...entry, value: { domain: 'shop.example.com', campaigns: [] } };
    await fakeBrowser.storage.local.set({ [domainKey]: other });
    const { bootEntry } = await boot();
    expect(bootEntry(domainKey)).toBeNull();
  });

  it('paints a report stored before its fill ended, asking the service nothing', async () => {
    // What a first open closed right after its first rows leaves: the rows, not complete, and
    // none of what fills in behind them (groups, keyword list, engine and device tables).
    const campaign = {
      id: 7,
      title: 'example.com',
      domain: 'example.com',
      status: 'active',
      access: 'owner',
      type: 'seo',
      includeSubdomains: false,
      shared: false,
      owner: null,
      match: 'exact',
    } as const;
    const days = defaultPreferences.rangeDays;
    const range = { ...defaultRange(days), gap: defaultPreferences.gap, presetDays: days };
    const reportKey = positionsKey({ ...range, campaignId: 7, competitors: [], filters: null });
    const { match: _match, ...summary } = campaign;
    const rows = {
      at: 2,
      value: {
        campaign: summary,
        datemin: range.datemin,
        datemax: range.datemax,
        gap: range.gap,
        type: 'organic',
        competitors: [],
        filters: null,
        dates: [range.datemax],
        groups: [],
        keywords: [
          {
            id: 70,
            title: 'running shoes',
            groupId: 1,
            status: null,
            volume: null,
            cpc: null,
            positions: { desktop: [3] },
            urls: { desktop: null },
            urlHistory: {},
            rivals: {},
          },
        ],
        partial: false,
      },
      complete: false,
      progress: null,
    };
    await fakeBrowser.storage.local.set({
      [domainKey]: { ...entry, value: { domain: 'example.com', campaigns: [campaign] } },
      [reportKey]: rows,
    });
    const sent = vi.spyOn(fakeBrowser.runtime, 'sendMessage');
    const { bootEntry } = await boot();
    expect(bootEntry(reportKey)).toEqual(rows);
    expect(sent).not.toHaveBeenCalled();
  });
});
