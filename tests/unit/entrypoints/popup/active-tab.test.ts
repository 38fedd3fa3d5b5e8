import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readLog } from '@/lib/diagnostics/log';
import { readActiveTab } from '@/entrypoints/popup/active-tab';

const url = 'https://www.example.com/running-shoes/';
type Query = typeof fakeBrowser.tabs.query;

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.stubGlobal('location', { search: '' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the tab the popup acts on', () => {
  it('is the active tab of the current window', async () => {
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockResolvedValue([{ url, title: 'Shoes' }] as Awaited<ReturnType<Query>>);
    expect(await readActiveTab()).toEqual({ url, title: 'Shoes', loading: false });
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it('is the one `?tabUrl=` names, without asking the browser', async () => {
    vi.stubGlobal('location', { search: `?tabUrl=${encodeURIComponent(url)}` });
    const query = vi.spyOn(fakeBrowser.tabs, 'query');
    expect(await readActiveTab()).toEqual({ url, title: null, loading: false });
    expect(query).not.toHaveBeenCalled();
  });

  it('is no tab when the browser cannot say, and the reason is logged', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockRejectedValue(new Error('no window'));
    expect(await readActiveTab()).toEqual({ url: null, title: null, loading: false });
    expect(JSON.stringify(await readLog())).toContain('no window');
  });

  it('is read with the start-up state, so the first frame has it', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ url, title: 'Shoes' }] as Awaited<
      ReturnType<Query>
    >);
    vi.resetModules();
    const { bootSnapshot, loadBoot } = await import('@/entrypoints/popup/boot');
    await loadBoot();
    expect(bootSnapshot()?.tab).toEqual({ url, title: 'Shoes', loading: false });
  });
});
