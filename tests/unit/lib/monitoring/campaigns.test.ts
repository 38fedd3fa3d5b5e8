import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domainCampaignsSchema } from '@/lib/storage/panel-schemas';
import { campaignFacts } from '@/lib/storage/campaign-facts';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { campaignsForDomain, updateCampaign } from '@/lib/monitoring/campaigns';
import { campaign, fakePort } from './fake-port';

/*
 * Titles live where the documents put them: retrieve. List items (normalised by the schema) carry
 * the domain in `title` because the service sends none (../shared/spec/monitoring.md §2, SDK
 * CampaignList).
 */
const titles: Record<number, string> = {
  1: 'Main',
  2: 'Shop',
  3: '',
  4: 'Old',
  5: 'Parent',
  6: 'Other',
};
const list = [
  { id: 1, domain: 'example.com', status: 'active', type: 'seo', access: 'owner' },
  { id: 2, domain: 'shop.example.com', status: 'active', type: 'seo', access: 'owner' },
  { id: 3, domain: 'www.example.com', status: 'stop', type: 'seo', access: 'readonly' },
  { id: 4, domain: 'example.com', status: 'delete', type: 'trash', access: 'owner' },
  { id: 5, domain: 'parent.org', status: 'active', type: 'seo', access: 'owner' },
  { id: 6, domain: 'other.net', status: 'active', type: 'seo', access: 'owner' },
].map((c) => ({ ...c, title: c.domain }));

function port() {
  return fakePort({
    campaigns: {
      list: vi.fn(async () => ({ count: list.length, campaigns: list })),
      retrieve: vi.fn(async (id: number) =>
        campaign({
          ...list.find((c) => c.id === id),
          title: titles[id] || list.find((c) => c.id === id)!.domain,
          data: id === 5 ? { include_subdomains: [1] } : {},
        }),
      ),
      getAccess: vi.fn(async () => [
        {
          campaignId: 3,
          access: null,
          owner: null,
          users: [{ mail: 'boss@example.com', access: 'owner' }],
        },
      ]),
    },
  });
}

describe('campaignsForDomain', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['https://www.example.com/a', [1, 3]],
    ['https://example.com/', [1, 3]],
    ['https://shop.example.com/x', [2]],
    ['https://blog.parent.org/', [5]],
    ['https://parent.org/', [5]],
    ['https://nothing.io/', []],
  ])('%s → campaigns %j (own active first, deleted never)', async (url, ids) => {
    const r = await campaignsForDomain(port(), url);
    expect(r.campaigns.map((c) => c.id)).toEqual(ids);
    expect(domainCampaignsSchema.safeParse(r).error).toBeUndefined();
  });

  it('marks shared campaigns with their owner, and subdomain matches as such', async () => {
    const p = port();
    const shared = (await campaignsForDomain(p, 'https://example.com/')).campaigns.find(
      (c) => c.id === 3,
    )!;
    expect(shared).toMatchObject({
      shared: true,
      access: 'readonly',
      owner: 'boss@example.com',
      title: 'www.example.com',
      match: 'exact',
    });
    const sub = (await campaignsForDomain(p, 'https://blog.parent.org/')).campaigns[0];
    expect(sub).toMatchObject({ match: 'subdomain', includeSubdomains: true });
  });

  it('names campaigns from retrieve, read once per campaign and kept in storage', async () => {
    const p = port();
    const first = await campaignsForDomain(p, 'https://example.com/');
    expect(first.campaigns.map((c) => c.title)).toEqual(['Main', 'www.example.com']);
    expect(p.campaigns.retrieve).toHaveBeenCalledTimes(2);
    // The detail cache is gone (worker restarted, five minutes later): the titles are not.
    const { clearCache } = await import('@/lib/storage/cache');
    const kept = await campaignFacts.getValue();
    await clearCache();
    await campaignFacts.setValue(kept);
    const again = await campaignsForDomain(p, 'https://www.example.com/', true);
    expect(again.campaigns.map((c) => c.title)).toEqual(['Main', 'www.example.com']);
    expect(p.campaigns.retrieve).toHaveBeenCalledTimes(2);
  });

  it('falls back to the domain while a title cannot be read, and says why in the log', async () => {
    const p = port();
    vi.mocked(p.campaigns.retrieve).mockRejectedValue(new Error('(503) busy'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const r = await campaignsForDomain(p, 'https://shop.example.com/');
    expect(r.campaigns.map((c) => c.title)).toEqual(['shop.example.com']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('campaign 2'), expect.any(Error));
    warn.mockRestore();
  });

  it('reads the campaign list once a minute, not on every tab switch', async () => {
    const p = port();
    await campaignsForDomain(p, 'https://example.com/');
    await campaignsForDomain(p, 'https://shop.example.com/');
    expect(p.campaigns.list).toHaveBeenCalledTimes(1);
    await campaignsForDomain(p, 'https://shop.example.com/', true);
    expect(p.campaigns.list).toHaveBeenCalledTimes(2);
  });

  it('refuses a tab that is not a web page', async () => {
    await expect(campaignsForDomain(port(), 'chrome://newtab')).rejects.toMatchObject({
      kind: 'unsupported',
    });
  });
});

describe('updateCampaign', () => {
  beforeEach(() => fakeBrowser.reset());

  const editable = () => {
    const update = vi.fn(async () => true as const);
    const retrieve = vi.fn(async () => campaign({ id: 9, title: 'Renamed', type: 'ads' }));
    const p = fakePort({
      campaigns: { update, retrieve, list: vi.fn(async () => ({ count: 0, campaigns: [] })) },
    });
    return { p, update, retrieve };
  };

  it.each([
    ['a rename sends the title only', { title: 'Renamed' }, { title: 'Renamed' }],
    [
      'a map title goes in data, alone',
      { companyMapTitle: 'Example Store' },
      { data: { companyMapTitle: 'Example Store' } },
    ],
    ['an empty map title clears it', { companyMapTitle: '' }, { data: { companyMapTitle: '' } }],
  ])('%s, then reads the campaign back', async (_name, change, sent) => {
    const { p, update, retrieve } = editable();
    const read = retrieve.mock.calls.length;
    await updateCampaign(p, { id: 9, ...change });
    expect(update).toHaveBeenCalledWith(9, sent);
    expect(retrieve.mock.calls.length).toBeGreaterThan(read + 1); // before and after the update
  });

  it('shows the map title the service accepted (retrieve never sends it)', async () => {
    const { p } = editable();
    const after = await updateCampaign(p, { id: 9, companyMapTitle: 'Example Store' });
    expect(after.data).toEqual({ companyMapTitle: 'Example Store' });
  });

  it('remembers nothing when the service refuses the change', async () => {
    const { p, update } = editable();
    update.mockRejectedValueOnce(new Error('(409) locked'));
    await expect(updateCampaign(p, { id: 9, companyMapTitle: 'X' })).rejects.toThrow('locked');
    expect((await campaignFacts.getValue())['9']?.data).toBeUndefined();
  });
});
