import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeywordListItem } from '@/lib/api/schemas/monitoring';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { createKeywords } from '@/lib/monitoring/manage';
import { sharedPart } from '@/lib/monitoring/created';
import { fakePort } from './fake-port';

/*
 * Keywords added and read back against a faked service that holds them: a phrase carries no mark,
 * so one made in the group since the click that the answer did not name is seen and said as
 * something Stormlens cannot tell — never called a second receipt, never offered for deletion —
 * and a lost answer is settled by reading, never by sending again. Groups: created-groups.test.ts.
 */

const keyword = (id: number, title: string, groupId = 5): KeywordListItem => ({
  id,
  title,
  status: 'active',
  groupId,
  groupStatus: 'active',
});

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('creates read back', () => {
  it('keywords the answer refused as duplicates, made since the click: in the group, and whose cannot be told', async () => {
    const held = [keyword(1, 'old phrase')];
    // The first receipt added both; the answer that came back is the second's: both refused.
    const create = vi.fn(async () => {
      held.push(keyword(2, 'trail shoes'), keyword(3, 'boots'));
      return {
        '0': { ok: false as const, message: 'Keyword already exists in this group.' },
        '1': { ok: false as const, message: 'Keyword already exists in this group.' },
      };
    });
    const list = vi.fn(async () => ({ count: held.length, keywords: [...held] }));
    const port = fakePort({ keywords: { create, list } });
    const out = await createKeywords(
      port,
      { groupId: 5, campaignId: 9 },
      ['trail shoes', 'boots'],
      1,
    );
    expect(out.results).toEqual({
      'trail shoes': { ok: true, value: 2 },
      boots: { ok: true, value: 3 },
    });
    // A second receipt refused as a duplicate of the first, or a colleague's phrases: keywords
    // carry no mark, so nothing is called twice and nothing is offered for deletion.
    expect(out.receivedTwice).toBeNull();
    expect(out.cannotTell).toEqual({
      why: 'unmarked',
      seen: [
        { kind: 'keyword', id: 2, label: 'trail shoes', campaignId: 9 },
        { kind: 'keyword', id: 3, label: 'boots', campaignId: 9 },
      ],
    });
  });

  it('a colleague’s keyword of the same phrase beside the one the answer named: seen, never extra', async () => {
    const held = [keyword(1, 'old phrase')];
    const create = vi.fn(async () => {
      held.push(keyword(2, 'boots'), keyword(3, 'boots'));
      return { '0': { ok: true as const, value: 3 } };
    });
    const list = vi.fn(async () => ({ count: held.length, keywords: [...held] }));
    const out = await createKeywords(
      fakePort({ keywords: { create, list } }),
      { groupId: 5, campaignId: 9 },
      ['boots'],
      1,
    );
    expect(out.results).toEqual({ boots: { ok: true, value: 3 } });
    expect(out.receivedTwice).toBeNull();
    expect(out.cannotTell).toMatchObject({ why: 'unmarked', seen: [{ id: 2, label: 'boots' }] });
  });

  it('a keyword of another group with the same phrase is not taken for this one', async () => {
    const held = [keyword(1, 'boots', 6)];
    const create = vi.fn(async () => {
      held.push(keyword(2, 'boots', 6));
      throw new ServiceError('network');
    });
    const list = vi.fn(async () => ({ count: held.length, keywords: [...held] }));
    const port = fakePort({ keywords: { create, list } });
    // The readings after a lost answer wait a few seconds between them: no real waiting here.
    vi.useFakeTimers();
    const settled = createKeywords(port, { groupId: 5, campaignId: 9 }, ['boots'], 1).catch(
      (error: unknown) => error,
    );
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(await settled).toMatchObject({ details: { reason: 'create-unconfirmed' } });
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('reading back added keywords in a big campaign', () => {
  // 5,000 keywords in five groups of 1,000; the list filters as the service documents them.
  const titles = ['Road', 'Trail', 'Track', 'Brand', 'Socks'];
  const campaignKeywords = titles.flatMap((group, g) =>
    Array.from({ length: 1000 }, (_, i) => ({
      ...keyword(g * 1000 + i + 1, `${group.toLowerCase()} phrase ${i}`, 10 + g),
      groupName: `${group} (US)`,
    })),
  );
  const serviceList = (held: typeof campaignKeywords) =>
    vi.fn(
      async (p: { page?: number; itemsPerPage?: number; keyword?: string; groupName?: string }) => {
        const size = p.itemsPerPage ?? 100;
        const kept = held.filter(
          (k) =>
            (!p.keyword || k.title.toLowerCase().includes(p.keyword.toLowerCase())) &&
            (!p.groupName || k.groupName.toLowerCase().includes(p.groupName.toLowerCase())),
        );
        const page = p.page ?? 0;
        return { count: kept.length, keywords: kept.slice(page * size, (page + 1) * size) };
      },
    );

  // Unfiltered, each reading would be five pages before the create and six after it.
  it.each([
    [['trail running shoes'], 'trail running shoes', 2],
    [['trail running shoes', 'running shoes for men'], 'running shoes', 2],
    // Nothing shared: the group's own 1,000 keywords, then 1,002 (two pages).
    [['boots', 'spikes'], undefined, 3],
  ])('%j into a group of 1,000: %s, %i list calls in all', async (phrases, part, calls) => {
    const held = [...campaignKeywords];
    const create = vi.fn(async () => {
      phrases.forEach((p, i) =>
        held.push({ ...keyword(9000 + i, p, 11), groupName: 'Trail (US)' }),
      );
      return Object.fromEntries(
        phrases.map((_, i) => [String(i), { ok: true as const, value: 9000 + i }]),
      );
    });
    const list = serviceList(held);
    const port = fakePort({ keywords: { create, list } });
    const out = await createKeywords(
      port,
      { groupId: 11, campaignId: 9, groupTitle: 'Trail (US)' },
      phrases,
      1,
    );
    expect(out.receivedTwice).toBeNull();
    expect(Object.values(out.results).every((r) => r.ok)).toBe(true);
    expect(list).toHaveBeenCalledTimes(calls);
    for (const [params] of list.mock.calls) {
      expect(params).toMatchObject({ groupName: 'Trail (US)', keyword: part });
    }
  });

  it('a second copy of the phrase is still seen under the filters', async () => {
    const held = [...campaignKeywords];
    const create = vi.fn(async () => {
      held.push(
        { ...keyword(9001, 'trail running shoes', 11), groupName: 'Trail (US)' },
        { ...keyword(9002, 'trail running shoes', 11), groupName: 'Trail (US)' },
      );
      return { '0': { ok: true as const, value: 9002 } };
    });
    const list = serviceList(held);
    const out = await createKeywords(
      fakePort({ keywords: { create, list } }),
      { groupId: 11, campaignId: 9, groupTitle: 'Trail (US)' },
      ['trail running shoes'],
      1,
    );
    expect(out.receivedTwice).toBeNull();
    expect(out.cannotTell).toMatchObject({ why: 'unmarked', seen: [{ id: 9001 }] });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('without the group title, the phrase alone narrows the list', async () => {
    const held = [...campaignKeywords];
    const create = vi.fn(async () => {
      held.push({ ...keyword(9001, 'road phrase 12 extra', 10), groupName: 'Road (US)' });
      return { '0': { ok: true as const, value: 9001 } };
    });
    const list = serviceList(held);
    await createKeywords(
      fakePort({ keywords: { create, list } }),
      { groupId: 10, campaignId: 9 },
      ['road phrase 12 extra'],
      1,
    );
    expect(list).toHaveBeenCalledTimes(2);
    expect(list.mock.calls[0][0]).toMatchObject({ keyword: 'road phrase 12 extra' });
    expect(list.mock.calls[0][0].groupName).toBeUndefined();
  });
});

describe('sharedPart', () => {
  it.each([
    [['Trail  Shoes '], 'trail shoes'],
    [['best trail shoes', 'trail shoes uk'], 'trail shoes'],
    [['ab', 'ab'], ''],
    [['boots', 'spikes'], ''],
    [[], ''],
  ])('%j → %j', (phrases, part) => {
    expect(sharedPart(phrases)).toBe(part);
  });
});
