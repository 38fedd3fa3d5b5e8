import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { createCampaign } from '@/lib/monitoring/campaigns';
import { campaign, fakePort } from './fake-port';

/*
 * A campaign is made under a title carrying the click's mark, read back by the mark (the list's
 * part-of-title filter: its items carry no title), then renamed with its title alone.
 */

describe('createCampaign', () => {
  beforeEach(() => fakeBrowser.reset());
  const MARKED = /^(.+) \[([\da-z]{6})\]$/;

  type Held = { id: number; title: string; domain: string; type: string };

  /**
   * A faked service holding campaigns, whose list filters on a part of the title. One create
   * makes `ids` under the title sent — after a colleague's campaign titled `Shop` on the same
   * domain when `colleague` — and answers the last id, or is lost.
   */
  function service(held: Held[], ids: number[], opts: { colleague?: number; lost?: boolean } = {}) {
    const list = vi.fn(async ({ title }: { title?: string }) => {
      const found = held.filter((c) => !title || c.title.includes(title));
      // The service's list items carry no title (../shared/spec/service-notes.md).
      const campaigns = found.map((c) => ({
        ...c,
        title: c.domain,
        status: 'active',
        access: 'owner',
      }));
      return { count: campaigns.length, campaigns };
    });
    const update = vi.fn(async (id: number, change: { title?: string }) => {
      const c = held.find((h) => h.id === id)!;
      if (change.title) c.title = change.title;
      return true as const;
    });
    const retrieve = vi.fn(async (id: number) => campaign({ ...held.find((h) => h.id === id)! }));
    const create = vi.fn(async ({ title, domain }: { title?: string; domain: string }) => {
      if (opts.colleague) held.push({ id: opts.colleague, title: 'Shop', domain, type: 'seo' });
      for (const id of ids) held.push({ id, title: title ?? '', domain, type: 'seo' });
      if (opts.lost) throw new ServiceError('timeout');
      return { id: ids.at(-1)! };
    });
    const calls = { list, update, retrieve, create };
    return { ...calls, port: fakePort({ campaigns: calls }) };
  }

  const shop = {
    domain: 'example.org',
    title: 'Shop',
    type: 'seo',
    includeSubdomains: false,
  } as const;

  it('creates a seo campaign for the bare host under the marked title, then names it alone', async () => {
    const calls = service([], [9]);
    const made = await createCampaign(calls.port, {
      ...shop,
      domain: 'www.example.org',
      includeSubdomains: true,
    });
    const sent = calls.create.mock.calls[0][0];
    expect(sent).toEqual({
      domain: 'example.org',
      title: expect.stringMatching(MARKED),
      type: 'seo',
      data: { includeSubdomains: [1] },
    });
    expect(MARKED.exec(sent.title ?? '')?.[1]).toBe('Shop');
    // The read-back asks for the click's mark, never for the domain's campaigns at large.
    const mark = MARKED.exec(sent.title ?? '')?.[2];
    const filtered = calls.list.mock.calls.map(([q]) => q.title).filter(Boolean);
    expect(filtered).toEqual([`[${mark}]`, `[${mark}]`]);
    // The rename sends the title only: the service keeps the domain and data it was not sent.
    expect(calls.update).toHaveBeenCalledTimes(1);
    expect(calls.update).toHaveBeenCalledWith(9, { title: 'Shop' });
    expect(made).toMatchObject({ id: 9, title: 'Shop', domain: 'example.org', shared: false });
    expect(made.receivedTwice).toBeNull();
  });

  it('a colleague’s campaign on the same domain and title made meanwhile is no extra', async () => {
    const held = [{ id: 3, title: 'Shop', domain: 'example.org', type: 'seo' }];
    const calls = service(held, [9], { colleague: 8, lost: true });
    const made = await createCampaign(calls.port, shop);
    // The lost answer is settled by the mark: 9, never the colleague's 8.
    expect(made).toMatchObject({ id: 9, receivedTwice: null, cannotTell: null });
    expect(calls.update).toHaveBeenCalledWith(9, { title: 'Shop' });
    expect(held.find((c) => c.id === 8)?.title).toBe('Shop');
  });

  it('received twice: the extra keeps its marked title; no title asked names it by its domain', async () => {
    const held: Held[] = [];
    const calls = service(held, [8, 9]);
    const made = await createCampaign(calls.port, { ...shop, title: undefined });
    expect(made.receivedTwice).toMatchObject({ times: 2, extra: [{ kind: 'campaign', id: 8 }] });
    expect(held.find((c) => c.id === 8)?.title).toMatch(MARKED);
    expect(calls.update).toHaveBeenCalledWith(9, { title: 'example.org' });
  });

  it('the rename fails: the campaign stays under its marked title, and the answer says so', async () => {
    const held: Held[] = [];
    const calls = service(held, [9]);
    calls.update.mockRejectedValueOnce(new ServiceError('conflict'));
    const made = await createCampaign(calls.port, shop);
    expect(made.notNamed).toEqual([
      expect.objectContaining({ kind: 'campaign', id: 9, wanted: 'Shop', marked: held[0].title }),
    ]);
    expect(held[0].title).toMatch(MARKED);
    // Shown without the mark, as every reader shows a title.
    expect(made.title).toBe('Shop');
  });

  it('creates an ads campaign with its data, and remembers what retrieve will not give back', async () => {
    const create = vi.fn(async () => ({ id: 9 }));
    const p = fakePort({
      campaigns: {
        create,
        list: vi.fn(async () => ({ count: 0, campaigns: [] })),
        update: vi.fn(async () => true as const),
        retrieve: vi.fn(async () =>
          campaign({ id: 9, domain: 'example.org', title: 'Ads', type: 'ads' }),
        ),
      },
    });
    const made = await createCampaign(p, {
      domain: 'example.org',
      title: 'Ads',
      type: 'ads',
      includeSubdomains: false,
      companyMapTitle: 'Example Store',
      domains: ['shop.example.org'],
      trademarks: ['Example'],
    });
    expect(create).toHaveBeenCalledWith({
      domain: 'example.org',
      title: expect.stringMatching(/^Ads \[[\da-z]{6}\]$/),
      type: 'ads',
      data: {
        companyMapTitle: 'Example Store',
        domains: ['shop.example.org'],
        trademarks: ['Example'],
      },
    });
    expect(made).toMatchObject({
      type: 'ads',
      data: {
        companyMapTitle: 'Example Store',
        domains: ['shop.example.org'],
        trademarks: ['Example'],
      },
    });
  });
});
