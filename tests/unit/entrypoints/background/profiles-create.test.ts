import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { dispatch } from '@/lib/messaging/server';

/*
 * profiles.create against a faked service that holds profiles: the create is read back, so a
 * profile made twice for one click is reported, and a lost answer is found, never sent again.
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
  update: vi.fn(),
  remove: vi.fn(),
  retrieve: vi.fn(),
};
vi.mock('@/entrypoints/background/api', () => ({ getApi: async () => ({ profiles }) }));

const handlers = await import('@/entrypoints/background/profiles');
const sender = () => ({ id: fakeBrowser.runtime.id }) as chrome.runtime.MessageSender;
const create = (title: string) =>
  dispatch('profiles.create', { title }, sender(), handlers.createProfile);

beforeEach(() => {
  fakeBrowser.reset();
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  held = [];
  next = 40;
  make('Nightly');
  make('Nightly mobile');
});

describe('profiles.create, read back', () => {
  it('the service made two for one click: the answer says which one is extra', async () => {
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
        receivedTwice: { times: 2, extra: [{ kind: 'profile', id: 43, label: 'Nightly' }] },
      },
    });
  });

  it('a reset connection after the service made it: found by its title, not created again', async () => {
    profiles.create.mockImplementation(async ({ title }: { title: string }) => {
      make(title);
      throw new ServiceError('network', { details: { reason: 'Failed to fetch' } });
    });
    const reply = await create('Nightly');
    expect(profiles.create).toHaveBeenCalledTimes(1);
    expect(reply).toMatchObject({
      ok: true,
      data: { id: 43, title: 'Nightly', receivedTwice: null },
    });
  });

  it('a refusal is the refusal: nothing is read after it', async () => {
    profiles.create.mockRejectedValue(new ServiceError('limit'));
    const reply = await create('Nightly');
    expect(reply).toMatchObject({ ok: false, error: { kind: 'limit' } });
    expect(profiles.list).toHaveBeenCalledTimes(1);
  });
});
