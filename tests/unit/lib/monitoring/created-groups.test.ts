import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { GroupListItem } from '@/lib/api/schemas/monitoring';
import type { GroupInput } from '@/lib/api/monitoring/groups';
import { ServiceError } from '@/lib/api/errors';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import { createGroups } from '@/lib/monitoring/manage';
import { draft, fakePort } from './fake-port';

/*
 * Groups are made under titles carrying the click's mark, read back by the mark against a faked
 * service that holds them, then renamed in one update-multiple call that keeps each group's
 * location, engine, country and devices. A colleague's group of the same title is never taken
 * for the click's, nor offered for deletion.
 */

const MARKED = /^(.+) \[([\da-z]{6})\]$/;

const group = (id: number, title: string, location = ''): GroupListItem => ({
  id,
  title,
  keywordsCount: 0,
  status: 'active',
  engine: 1,
  country: 2,
  location,
  devices: ['desktop'],
});

/** A faked service: `make` says what one create call adds beyond the groups it was sent. */
function service(held: GroupListItem[], make: (sent: GroupInput[]) => GroupListItem[]) {
  let next = 100;
  const made = (sent: GroupInput[]) => {
    const added = make(sent).map((g) => ({ ...g, id: g.id || ++next }));
    held.push(...added);
    return added;
  };
  const create = vi.fn(async (g: GroupInput) => ({ id: made([g]).at(-1)!.id }));
  const createMultiple = vi.fn(
    async ({ groups }: { groups: Record<string, GroupInput> | GroupInput[] }) => {
      const added = made(Object.values(groups));
      return Object.fromEntries(
        Object.keys(groups).map((k, i) => [
          k,
          { ok: true as const, value: added.at(-(Object.keys(groups).length - i))!.id },
        ]),
      );
    },
  );
  const list = vi.fn(async () => ({ count: held.length, groups: held.map((g) => ({ ...g })) }));
  const updateMultiple = vi.fn(
    async ({ groups }: { groups: Record<string, Partial<GroupInput>> }): Promise<BulkResult> => {
      for (const [id, change] of Object.entries(groups)) {
        const g = held.find((h) => h.id === Number(id))!;
        Object.assign(g, change);
      }
      return Object.fromEntries(Object.keys(groups).map((id) => [id, { ok: true as const }]));
    },
  );
  return { create, createMultiple, list, updateMultiple };
}

const asSent = (sent: GroupInput[], location = '') => sent.map((g) => group(0, g.title, location));

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('createGroups, read back by the click’s mark', () => {
  it('made twice for one click: the extra keeps its marked title; the click’s is renamed, its location kept', async () => {
    const held = [group(1, 'Old')];
    const calls = service(held, (sent) => [...asSent(sent, 'Warsaw'), ...asSent(sent, 'Warsaw')]);
    const out = await createGroups(fakePort({ groups: calls }), 9, [draft('Shoes')]);
    expect(calls.create).toHaveBeenCalledTimes(1);
    expect(calls.create.mock.calls[0][0].title).toMatch(MARKED);
    expect(out.results).toEqual({ '0': { ok: true, value: 102 } });
    expect(out.receivedTwice).toEqual({
      times: 2,
      extra: [{ kind: 'group', id: 101, label: held[1].title, campaignId: 9 }],
      extraCost: null,
    });
    expect(held[1].title).toMatch(MARKED);
    expect(calls.updateMultiple).toHaveBeenCalledTimes(1);
    expect(calls.updateMultiple).toHaveBeenCalledWith({
      groups: {
        '102': { title: 'Shoes', engine: 1, country: 2, devices: ['desktop'], location: 'Warsaw' },
      },
    });
    expect(out.notNamed).toBeUndefined();
  });

  it('a colleague’s group of the same title made during the click: not extra, not touched', async () => {
    const held = [group(1, 'Old')];
    const calls = service(held, (sent) => [group(50, 'Shoes'), ...asSent(sent)]);
    const out = await createGroups(fakePort({ groups: calls }), 9, [draft('Shoes')]);
    expect(out).toMatchObject({
      results: { '0': { ok: true, value: 101 } },
      receivedTwice: null,
      cannotTell: null,
    });
    expect(Object.keys(calls.updateMultiple.mock.calls[0][0].groups)).toEqual(['101']);
    expect(held.find((g) => g.id === 50)?.title).toBe('Shoes');
  });

  it('several groups whose answer was lost: each found by its mark, all renamed in one call', async () => {
    const held = [group(1, 'A'), group(2, 'B')];
    const calls = service(held, (sent) => asSent(sent));
    calls.createMultiple.mockImplementationOnce(async ({ groups }) => {
      held.push(group(3, 'A'), ...Object.values(groups).map((g, i) => group(10 + i, g.title)));
      throw new ServiceError('timeout');
    });
    const out = await createGroups(fakePort({ groups: calls }), 9, [draft('A'), draft('B')]);
    expect(calls.createMultiple).toHaveBeenCalledTimes(1);
    // 1, 2 and 3 are of the same titles but carry no mark: never adopted.
    expect(out).toMatchObject({
      results: { '0': { ok: true, value: 10 }, '1': { ok: true, value: 11 } },
      receivedTwice: null,
    });
    expect(calls.updateMultiple).toHaveBeenCalledTimes(1);
    expect(Object.keys(calls.updateMultiple.mock.calls[0][0].groups)).toEqual(['10', '11']);
    expect(held.map((g) => g.title)).toEqual(['A', 'B', 'A', 'A', 'B']);
  });

  it('a reading back that failed: made, could not check, renamed with the draft’s own fields', async () => {
    const held: GroupListItem[] = [];
    const calls = service(held, (sent) => asSent(sent));
    let reads = 0;
    calls.list.mockImplementation(async () => {
      if (reads++ > 0) throw new ServiceError('throttling', { status: 503 });
      return { count: 0, groups: [] };
    });
    const out = await createGroups(fakePort({ groups: calls }), 9, [
      { ...draft('Shoes'), location: 'Kraków' },
    ]);
    expect(out).toMatchObject({
      results: { '0': { ok: true, value: 101 } },
      cannotTell: { why: 'check-failed', error: { kind: 'throttling' } },
    });
    expect(calls.updateMultiple.mock.calls[0][0].groups['101']).toEqual({
      title: 'Shoes',
      engine: 1,
      country: 2,
      devices: ['desktop'],
      location: 'Kraków',
    });
  });

  it('a rename the service refused for one group: that one keeps its marked title, said; nothing deleted', async () => {
    const held: GroupListItem[] = [];
    const calls = service(held, (sent) => asSent(sent));
    calls.updateMultiple.mockImplementationOnce(async ({ groups }) => {
      const [first, second] = Object.keys(groups);
      held.find((g) => g.id === Number(first))!.title = 'A';
      return {
        [first]: { ok: true as const },
        [second]: { ok: false as const, message: 'Group is locked.' },
      };
    });
    const out = await createGroups(fakePort({ groups: calls }), 9, [draft('A'), draft('B')]);
    expect(out.notNamed).toEqual([
      expect.objectContaining({
        kind: 'group',
        id: 102,
        wanted: 'B',
        marked: held[1].title,
        error: expect.objectContaining({ serviceMessage: 'Group is locked.' }),
      }),
    ]);
    expect(held[1].title).toMatch(MARKED);
    expect(out.receivedTwice).toBeNull();
  });

  it('a rename call that failed outright: every group keeps its marked title, said', async () => {
    const held: GroupListItem[] = [];
    const calls = service(held, (sent) => asSent(sent));
    calls.updateMultiple.mockRejectedValueOnce(new ServiceError('network'));
    const out = await createGroups(fakePort({ groups: calls }), 9, [draft('A')]);
    expect(out.results).toEqual({ '0': { ok: true, value: 101 } });
    expect(out.notNamed).toMatchObject([{ id: 101, wanted: 'A', error: { kind: 'network' } }]);
  });
});
