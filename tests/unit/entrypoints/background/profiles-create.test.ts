import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { readLog } from '@/lib/diagnostics/log';
import { dispatch } from '@/lib/messaging/server';

/*
 * profiles.create against a faked service that holds profiles: the create is made under the
 * click's marked title and read back by the mark, so a profile made twice for one click is
 * reported, a colleague's profile of the same title never is, and a lost answer is found, never
 * sent again. Then one update gives the profile the user's title.
 */

interface Held {
  id: number;
  uid: number;
  title: string;
  types: string[];
  settings: Record<string, unknown>;
}
let held: Held[] = [];
let next = 40;
const make = (title: string) => {
  const p = { id: ++next, uid: 1, title, types: [], settings: {} };
  held.push(p);
  return p;
};
const profiles = {
  // The service's title filter matches a part of the title.
  list: vi.fn(async ({ title }: { title: string }) => held.filter((p) => p.title.includes(title))),
  create: vi.fn(),
  update: vi.fn(async (id: number, { title }: { title: string }) => {
    const p = held.find((h) => h.id === id)!;
    p.title = title;
    return p;
  }),
  remove: vi.fn(),
  retrieve: vi.fn(),
};
vi.mock('@/entrypoints/background/api', () => ({ getApi: async () => ({ profiles }) }));

const handlers = await import('@/entrypoints/background/profiles');
const sender = () => ({ id: fakeBrowser.runtime.id }) as chrome.runtime.MessageSender;
const create = (title: string) =>
  dispatch('profiles.create', { title }, sender(), handlers.createProfile);
const MARKED = /^Nightly \[[\da-z]{6}\]$/;

beforeEach(() => {
  fakeBrowser.reset();
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  held = [];
  next = 40;
  make('Nightly');
  make('Nightly mobile');
});

describe('profiles.create, read back by the click’s mark', () => {
  it('the service made two for one click: the extra keeps its marked title and is named', async () => {
    profiles.create.mockImplementation(async ({ title }: { title: string }) => {
      make(title);
      return { id: make(title).id };
    });
    const reply = await create('Nightly');
    expect(profiles.create).toHaveBeenCalledTimes(1);
    expect(reply).toMatchObject({
      ok: true,
      data: {
        id: 44,
        title: 'Nightly',
        receivedTwice: { times: 2, extra: [{ kind: 'profile', id: 43 }] },
      },
    });
    expect(held.find((p) => p.id === 43)?.title).toMatch(MARKED);
    expect(held.find((p) => p.id === 44)?.title).toBe('Nightly');
    expect(profiles.update).toHaveBeenCalledTimes(1);
  });

  it('a colleague’s profile of the same title made during the click is not an extra', async () => {
    profiles.create.mockImplementation(async ({ title }: { title: string }) => {
      make('Nightly');
      return { id: make(title).id };
    });
    const reply = await create('Nightly');
    expect(reply).toMatchObject({
      ok: true,
      data: { id: 44, title: 'Nightly', receivedTwice: null, cannotTell: null },
    });
    expect(held.find((p) => p.id === 43)?.title).toBe('Nightly');
    expect(profiles.remove).not.toHaveBeenCalled();
  });

  it('a reset connection after the service made it: found by its mark, not created again', async () => {
    profiles.create.mockImplementation(async ({ title }: { title: string }) => {
      make('Nightly');
      make(title);
      throw new ServiceError('network', { details: { reason: 'Failed to fetch' } });
    });
    const reply = await create('Nightly');
    expect(profiles.create).toHaveBeenCalledTimes(1);
    // 43 is a colleague's, older and of the same title: never adopted.
    expect(reply).toMatchObject({
      ok: true,
      data: { id: 44, title: 'Nightly', receivedTwice: null },
    });
  });

  it('the update that names it fails: the profile stays under its marked title, said and logged', async () => {
    profiles.create.mockImplementation(async ({ title }: { title: string }) => ({
      id: make(title).id,
    }));
    profiles.update.mockRejectedValueOnce(new ServiceError('network'));
    const reply = await create('Nightly');
    expect(reply).toMatchObject({
      ok: true,
      data: {
        id: 43,
        notNamed: [{ kind: 'profile', id: 43, wanted: 'Nightly', error: { kind: 'network' } }],
      },
    });
    const marked = held.find((p) => p.id === 43)?.title;
    expect(marked).toMatch(MARKED);
    expect(reply).toMatchObject({ data: { notNamed: [{ marked }] } });
    expect(profiles.remove).not.toHaveBeenCalled();
    expect((await readLog()).some((e) => e.kind === 'caught' && e.message.includes(marked!))).toBe(
      true,
    );
  });

  it('a refusal is the refusal: nothing is read after it', async () => {
    profiles.create.mockRejectedValue(new ServiceError('limit'));
    const reply = await create('Nightly');
    expect(reply).toMatchObject({ ok: false, error: { kind: 'limit' } });
    expect(profiles.list).toHaveBeenCalledTimes(1);
  });
});
