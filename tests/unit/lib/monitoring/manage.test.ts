import { describe, expect, it, vi } from 'vitest';
import { createGroups, createKeywords, updateGroups } from '@/lib/monitoring/manage';
import { withPartial } from '@/lib/monitoring/partial';
import { ServiceError } from '@/lib/api/errors';
import { draft, fakePort } from './fake-port';

const noKeywords = vi.fn(async () => ({ count: 0, keywords: [] }));

describe('management', () => {
  it.each([
    [
      'keyed by position',
      { '0': { ok: true, value: 11 }, '1': { ok: false, message: 'Duplicate keyword.' } },
    ],
    [
      'keyed by phrase',
      { a: { ok: true, value: 11 }, b: { ok: false, message: 'Duplicate keyword.' } },
    ],
  ] as const)(
    'reports created keywords by phrase when the service answers %s',
    async (_name, outcome) => {
      const p = fakePort({ keywords: { create: vi.fn(async () => outcome), list: noKeywords } });
      const r = await createKeywords(p, { groupId: 5, campaignId: 1 }, ['a', 'b'], 2);
      expect(r).toEqual({
        results: { a: { ok: true, value: 11 }, b: { ok: false, message: 'Duplicate keyword.' } },
        devicesPerKeyword: 2,
        receivedTwice: null,
        cannotTell: null,
      });
    },
  );

  it('keys results by phrases that name built-in members as by any other phrase', async () => {
    const create = vi.fn(async () => ({ '0': { ok: true as const, value: 5 } }));
    const p = fakePort({ keywords: { create, list: noKeywords } });
    const r = await createKeywords(
      p,
      { groupId: 5, campaignId: 1 },
      ['constructor', 'toString'],
      1,
    );
    expect(r.results.constructor).toEqual({ ok: true, value: 5 });
    // Stormlens's own failure, as an error the page translates (not an English sentence).
    expect(r.results.toString).toEqual({
      ok: false,
      message: '',
      error: expect.objectContaining({ kind: 'invalid-response' }),
    });
  });

  it('creates one group with the single call and several with create-multiple', async () => {
    const create = vi.fn(async () => ({ id: 77 }));
    const createMultiple = vi.fn(async () => ({
      '0': { ok: true as const },
      '1': { ok: false as const, message: 'Invalid devices.' },
    }));
    const list = vi.fn(async () => ({ count: 0, groups: [] }));
    const updateMultiple = vi.fn(async () => ({ '77': { ok: true as const } }));
    const p = fakePort({ groups: { create, createMultiple, list, updateMultiple } });
    expect(await createGroups(p, 1, [draft('A')])).toEqual({
      results: { '0': { ok: true, value: 77 } },
      receivedTwice: null,
      cannotTell: null,
    });
    expect(updateMultiple).toHaveBeenCalledWith({ groups: { '77': draft('A') } });
    expect(await createGroups(p, 1, [draft('A'), draft('B')])).toMatchObject({
      results: { '1': { ok: false } },
    });
    // Made under the click's marked titles; named afterwards.
    const marked = (title: string) => ({
      ...draft(title),
      title: expect.stringMatching(new RegExp(`^${title} \\[[\\da-z]{6}\\]$`)),
    });
    expect(createMultiple).toHaveBeenCalledWith({
      campaignId: 1,
      groups: { '0': marked('A'), '1': marked('B') },
    });
    await expect(createGroups(p, 1, [draft('A'), draft('a ')])).rejects.toMatchObject({
      details: { local: true, code: 'group-title-twice', field: 'title', values: { value: 'a ' } },
    });
  });

  const stored = (id: number, location: string) => ({
    id,
    title: `G${id}`,
    status: 'active',
    created: null,
    changed: null,
    keywordIds: [],
    engine: 1,
    country: 2,
    location,
    devices: ['desktop'],
    campaignId: 1,
  });

  it('a rename sends the location the group has now (the service empties an omitted one)', async () => {
    const update = vi.fn(async () => true as const);
    const retrieve = vi.fn(async (id: number) => stored(id, 'Warszawa'));
    const p = fakePort({ groups: { retrieve, update } });
    expect(await updateGroups(p, [{ id: 7, title: 'New name' }])).toEqual({ '7': { ok: true } });
    expect(update).toHaveBeenCalledWith(7, {
      title: 'New name',
      engine: 1,
      country: 2,
      devices: ['desktop'],
      location: 'Warszawa',
    });
  });

  it.each([
    ['kept when not changed', {}, 'Warszawa'],
    ['cleared when the user empties it', { location: '' }, ''],
    ['changed when the user types one', { location: 'Kraków' }, 'Kraków'],
  ])('several groups at once: each location is %s', async (_label, patch, location) => {
    const updateMultiple = vi.fn(async () => ({ '7': { ok: true as const } }));
    const retrieve = vi.fn(async (id: number) => {
      if (id === 8) throw new ServiceError('request', { message: 'No group 8.' });
      return stored(id, 'Warszawa');
    });
    const p = fakePort({ groups: { retrieve, updateMultiple } });
    const r = await updateGroups(p, [
      { id: 7, devices: ['mobile'], ...patch },
      { id: 8, devices: ['mobile'], ...patch },
    ]);
    // The group that could not be read is not sent with guessed fields: it fails alone.
    // Its error crosses whole (kind, details), so the page translates it.
    expect(r).toEqual({
      '7': { ok: true },
      '8': {
        ok: false,
        message: '',
        error: expect.objectContaining({ kind: 'request', message: 'No group 8.' }),
      },
    });
    expect(updateMultiple).toHaveBeenCalledWith({
      groups: { '7': { title: 'G7', engine: 1, country: 2, devices: ['mobile'], location } },
    });
  });

  it.each([
    ['data', async () => [1, 2], { value: [1, 2], partial: false }],
    [
      'throttled with partial data',
      async () => {
        throw new ServiceError('throttling', { status: 503, partial: [1] });
      },
      { value: [1], partial: true },
    ],
  ])('withPartial: %s', async (_name, call, expected) => {
    expect(await withPartial(call)).toEqual(expected);
  });

  it('withPartial rethrows a throttle whose data the client found unusable', async () => {
    await expect(
      withPartial(async () => {
        throw new ServiceError('throttling', { status: 503, partial: null });
      }),
    ).rejects.toMatchObject({ kind: 'throttling' });
  });

  it('withPartial rethrows a throttle without data', async () => {
    await expect(
      withPartial(async () => {
        throw new ServiceError('throttling', { status: 503 });
      }),
    ).rejects.toMatchObject({ kind: 'throttling' });
  });
});
