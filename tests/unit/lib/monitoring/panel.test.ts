import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rememberCampaign } from '@/lib/monitoring/campaign-titles';
import type { DomainCampaign } from '@/lib/messaging/protocol/monitoring/campaigns';
import type { PanelEntry } from '@/lib/storage/panel-cache';
import { campaign, fakePort } from './fake-port';

/* The side panel's domain entry (lib/monitoring/panel.ts) must end up with
 * every title known, whoever read it: the panel shows what is stored, never the answer alone. */

type DomainEntry = PanelEntry<{ domain: string; campaigns: DomainCampaign[] }>;
const written: { key: string; entry: DomainEntry }[] = [];
let onFirstWrite: () => Promise<void> = async () => {};
vi.mock('@/lib/storage/panel-cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  writePanelEntry: vi.fn(async (key: string, _id: number | null, entry: DomainEntry) => {
    written.push({ key, entry });
    if (written.length === 1) await onFirstWrite();
  }),
}));

const { panelHandlers } = await import('@/lib/monitoring/panel');

const listed = {
  id: 2,
  domain: 'shop.example.com',
  status: 'active',
  type: 'seo',
  access: 'owner',
};
const retrieve = vi.fn(async () => campaign({ ...listed, title: 'Shop — sports store' }));
const port = fakePort({
  campaigns: {
    list: vi.fn(async () => ({ count: 1, campaigns: [{ ...listed, title: listed.domain }] })),
    retrieve,
  },
});

const forDomain = panelHandlers(async () => port)['monitoring.forDomain'];
const titleIn = (w: { entry: DomainEntry }) => w.entry.value.campaigns[0].title;

describe('monitoring.forDomain publishes the titles read after its answer', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    written.length = 0;
    retrieve.mockClear();
  });

  it('reads an unknown title behind the answer, then stores the entry again with it', async () => {
    const answer = await forDomain({ domain: 'shop.example.com', fresh: false });
    expect(answer).toMatchObject({ campaigns: [{ id: 2, title: 'shop.example.com' }] });
    await vi.waitFor(() => expect(written).toHaveLength(2));
    expect(written.map(titleIn)).toEqual(['shop.example.com', 'Shop — sports store']);
    expect(retrieve).toHaveBeenCalledOnce();
  });

  it('publishes a title another view read between the answer and the check (no second read)', async () => {
    // The research view's campaign picker reads titles too (campaignsForPicker): it can land
    // after this answer was named and before the panel looks for unknown titles.
    onFirstWrite = () => rememberCampaign({ id: 2, title: 'Shop — sports store' });
    await forDomain({ domain: 'shop.example.com', fresh: false });
    await vi.waitFor(() => expect(written).toHaveLength(2));
    expect(written.map(titleIn)).toEqual(['shop.example.com', 'Shop — sports store']);
    expect(retrieve).not.toHaveBeenCalled();
    onFirstWrite = async () => {};
  });

  it('stores the entry once when every title was known', async () => {
    await rememberCampaign({ id: 2, title: 'Shop — sports store' });
    await forDomain({ domain: 'shop.example.com', fresh: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(written.map(titleIn)).toEqual(['Shop — sports store']);
    expect(retrieve).not.toHaveBeenCalled();
  });
});
