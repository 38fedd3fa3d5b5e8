import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeywordListItem } from '@/lib/api/schemas/monitoring';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { createGroups, createKeywords } from '@/lib/monitoring/manage';
import { sharedPart } from '@/lib/monitoring/created';
import { draft, fakePort } from './fake-port';

/*
 * Monitoring creates read back against a faked service that holds groups and keywords: what it
 * made twice for one call is named, a refusal of a phrase an earlier receipt added is corrected,
 * and a lost answer is found by reading, never by sending again.
 */

const group = (id: number, title: string) => ({
  id,
  title,
  keywordsCount: 0,
  status: 'active',
  engine: 1,
  country: 2,
  location: '',
  devices: ['desktop'],
});
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
  it('a group made twice for one click: the one not answered is extra, with its campaign', async () => {
    const held = [group(1, 'Old')];
    const create = vi.fn(async () => {
      held.push(group(2, 'Shoes'), group(3, 'Shoes'));
      return { id: 3 };
    });
    const list = vi.fn(async () => ({ count: held.length, groups: [...held] }));
    const out = await createGroups(fakePort({ groups: { create, list } }), 9, [draft('Shoes')]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(out).toEqual({
      results: { '0': { ok: true, value: 3 } },
      receivedTwice: {
        times: 2,
        extra: [{ kind: 'group', id: 2, label: 'Shoes', campaignId: 9 }],
        extraCost: null,
      },
      cannotTell: null,
    });
  });

  it('a group whose reading back failed: made, and the page told Stormlens could not check', async () => {
    let reads = 0;
    const list = vi.fn(async () => {
      if (reads++ > 0) throw new ServiceError('throttling', { status: 503 });
      return { count: 0, groups: [] };
    });
    const create = vi.fn(async () => ({ id: 4 }));
    const out = await createGroups(fakePort({ groups: { create, list } }), 9, [draft('Shoes')]);
    expect(out).toMatchObject({
      results: { '0': { ok: true, value: 4 } },
      receivedTwice: null,
      cannotTell: { why: 'check-failed', error: { kind: 'throttling' } },
    });
  });

  it('several groups whose answer was lost: each found by its title, none sent again', async () => {
    const held = [group(1, 'Old')];
    const createMultiple = vi.fn(async () => {
      held.push(group(2, 'A'), group(3, 'B'));
      throw new ServiceError('timeout');
    });
    const list = vi.fn(async () => ({ count: held.length, groups: [...held] }));
    const port = fakePort({ groups: { createMultiple, list } });
    const out = await createGroups(port, 9, [draft('A'), draft('B')]);
    expect(createMultiple).toHaveBeenCalledTimes(1);
    expect(out).toEqual({
      results: { '0': { ok: true, value: 2 }, '1': { ok: true, value: 3 } },
      receivedTwice: null,
      cannotTell: null,
    });
  });

  it('keywords the second receipt refused as duplicates: added, and received twice said', async () => {
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
    expect(out.receivedTwice).toEqual({ times: 2, extra: [], extraCost: null });
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

  it('a copy the service made twice is still found under the filters', async () => {
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
    expect(out.receivedTwice).toMatchObject({ times: 2, extra: [{ id: 9001 }] });
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
