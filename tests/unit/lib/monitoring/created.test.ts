import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { createGroups, createKeywords } from '@/lib/monitoring/manage';
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
const keyword = (id: number, title: string, groupId = 5) => ({
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
