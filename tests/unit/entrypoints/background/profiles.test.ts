import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { dispatch } from '@/lib/messaging/server';
import { apiProfile, sender } from './profile-fixtures';
import { preferences, defaultPreferences } from '@/lib/storage/prefs';

const profiles = {
  list: vi.fn(),
  retrieve: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
};
const audits = { settings: vi.fn() };
const getApi = vi.fn(async () => ({ profiles, audits }));
vi.mock('@/entrypoints/background/api', () => ({ getApi: () => getApi() }));

const handlers = await import('@/entrypoints/background/profiles');

beforeEach(() => {
  fakeBrowser.reset();
  vi.clearAllMocks();
  audits.settings.mockResolvedValue({});
});

describe('profiles.list', () => {
  it.each([
    [
      'defaults',
      {},
      {
        sortField: 'title',
        sortOrder: 'asc',
        itemsPerPage: 25,
        page: 0,
        title: undefined,
        auditTypes: undefined,
      },
    ],
    [
      'every filter',
      { sort: 'desc', page: 2, perPage: 10, title: '  mobile ', types: ['lighthouse'] },
      {
        sortField: 'title',
        sortOrder: 'desc',
        itemsPerPage: 10,
        page: 2,
        title: 'mobile',
        auditTypes: ['lighthouse'],
      },
    ],
  ])('passes %s to the service', async (_label, input, expected) => {
    profiles.list.mockResolvedValue([]);
    const reply = await dispatch('profiles.list', input, sender(), handlers.listProfiles);
    expect(reply.ok).toBe(true);
    expect(profiles.list).toHaveBeenCalledWith(expected);
  });

  it.each([
    [10, 10, true],
    [10, 9, false],
  ])('with %i per page and %i answers, hasMore is %s', async (perPage, count, hasMore) => {
    profiles.list.mockResolvedValue(
      Array.from({ length: count }, (_, i) => apiProfile(i + 1, `P${i}`)),
    );
    const reply = await dispatch('profiles.list', { perPage }, sender(), handlers.listProfiles);
    expect(reply).toMatchObject({ ok: true, data: { hasMore, perPage, page: 0 } });
  });

  it('refuses a page size the service does not offer, before calling it', async () => {
    const reply = await dispatch('profiles.list', { perPage: 20 }, sender(), handlers.listProfiles);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'request' } });
    expect(profiles.list).not.toHaveBeenCalled();
  });
});

describe('profiles.create', () => {
  it('creates under the click’s marked title, then names it with one update', async () => {
    profiles.list
      .mockResolvedValueOnce([])
      .mockImplementationOnce(async () => [
        apiProfile(9, String(profiles.create.mock.calls[0][0].title)),
      ]);
    profiles.create.mockResolvedValue({ id: 9 });
    profiles.update.mockResolvedValue({ ...apiProfile(9, 'New'), settings: [] });
    const reply = await dispatch(
      'profiles.create',
      { title: ' New ' },
      sender(),
      handlers.createProfile,
    );
    expect(reply).toEqual({
      ok: true,
      data: {
        id: 9,
        title: 'New',
        types: [],
        settings: {},
        receivedTwice: null,
        cannotTell: null,
      },
    });
    expect(profiles.create).toHaveBeenCalledTimes(1);
    expect(profiles.create.mock.calls[0][0].title).toMatch(/^New \[[\da-z]{6}\]$/);
    expect(profiles.update).toHaveBeenCalledTimes(1);
    expect(profiles.update).toHaveBeenCalledWith(9, { title: 'New' });
  });

  it('stores imported settings in the update that names it, and removes it again when they are refused', async () => {
    profiles.list.mockResolvedValue([]);
    profiles.create.mockResolvedValue({ id: 9 });
    profiles.update.mockRejectedValue(
      new ServiceError('request', { serviceMessage: 'Invalid setting value.' }),
    );
    profiles.remove.mockResolvedValue(true);
    const reply = await dispatch(
      'profiles.create',
      { title: 'Imported', settings: { lighthouse: { throttling: 'warp' } } },
      sender(),
      handlers.createProfile,
    );
    expect(reply).toMatchObject({
      ok: false,
      error: { kind: 'request', serviceMessage: 'Invalid setting value.' },
    });
    expect(profiles.update).toHaveBeenCalledWith(9, {
      title: 'Imported',
      settings: { lighthouse: { throttling: 'warp' } },
    });
    expect(profiles.remove).toHaveBeenCalledWith(9);
  });
});

describe('profiles.update', () => {
  it('sends only what changed and answers the normalised profile', async () => {
    profiles.update.mockResolvedValue({ ...apiProfile(3, 'Renamed'), settings: [] });
    const reply = await dispatch(
      'profiles.update',
      { id: 3, title: 'Renamed' },
      sender(),
      handlers.updateProfile,
    );
    expect(profiles.update).toHaveBeenCalledWith(3, { title: 'Renamed', settings: undefined });
    expect(reply).toEqual({ ok: true, data: { id: 3, title: 'Renamed', types: [], settings: {} } });
    expect(profiles.retrieve).not.toHaveBeenCalled();
  });

  it('applies a settings change to the profile as stored now, keeping what it did not touch', async () => {
    // Stored now (changed elsewhere since the page loaded it): a yellowlab type and a locale.
    profiles.retrieve.mockResolvedValue(
      apiProfile(3, 'P', {
        lighthouse: { throttling: 'slow', locale: 'pl' },
        yellowlab: { depth: 2 },
        webpagetest: { runs: 3 },
      }),
    );
    profiles.update.mockImplementation(async (_id, p) => apiProfile(3, 'P', p.settings));
    const reply = await dispatch(
      'profiles.update',
      {
        id: 3,
        settings: {
          set: { lighthouse: { throttling: 'none' }, content: { words: 10 } },
          remove: ['webpagetest'],
        },
      },
      sender(),
      handlers.updateProfile,
    );
    expect(reply.ok).toBe(true);
    expect(profiles.update).toHaveBeenCalledWith(3, {
      title: undefined,
      settings: {
        lighthouse: { throttling: 'none', locale: 'pl' },
        yellowlab: { depth: 2 },
        content: { words: 10 },
      },
    });
  });
});

describe('profiles.delete', () => {
  it.each([
    ['clears the popup default when it was this profile', 4, null],
    ['leaves another default alone', 5, 5],
  ])('%s', async (_label, defaultProfileId, expected) => {
    await preferences.setValue({ ...defaultPreferences, defaultProfileId });
    profiles.remove.mockResolvedValue(true);
    const reply = await dispatch('profiles.delete', { id: 4 }, sender(), handlers.deleteProfile);
    expect(reply).toEqual({ ok: true, data: { id: 4 } });
    expect((await preferences.getValue()).defaultProfileId).toBe(expected);
  });

  it('keeps the default when the service refuses the delete', async () => {
    await preferences.setValue({ ...defaultPreferences, defaultProfileId: 4 });
    profiles.remove.mockRejectedValue(new ServiceError('not-found'));
    const reply = await dispatch('profiles.delete', { id: 4 }, sender(), handlers.deleteProfile);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect((await preferences.getValue()).defaultProfileId).toBe(4);
  });
});

describe('profiles.descriptor', () => {
  const raw = {
    content: {
      title: 'Content audit',
      settings: {
        language: {
          title: 'Language',
          description: '',
          defaultValue: 'auto',
          maxLength: null,
          options: [
            { value: 'auto', label: 'auto' },
            { value: 'pl', label: 'pl' },
          ],
        },
      },
    },
  };

  it('asks the service once, then answers from the cache until fresh is asked', async () => {
    audits.settings.mockResolvedValue(raw);
    const first = await dispatch('profiles.descriptor', {}, sender(), handlers.loadDescriptor);
    const second = await dispatch(
      'profiles.descriptor',
      undefined,
      sender(),
      handlers.loadDescriptor,
    );
    expect(first).toEqual(second);
    expect(audits.settings).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({
      ok: true,
      data: {
        content: { settings: { language: { options: [{ value: 'auto' }, { value: 'pl' }] } } },
      },
    });
    await dispatch('profiles.descriptor', { fresh: true }, sender(), handlers.loadDescriptor);
    expect(audits.settings).toHaveBeenCalledTimes(2);
  });
});

it('refuses commands from other extensions', async () => {
  const reply = await dispatch(
    'profiles.retrieve',
    { id: 1 },
    { id: 'someone-else' } as chrome.runtime.MessageSender,
    handlers.retrieveProfile,
  );
  expect(reply).toMatchObject({ ok: false, error: { kind: 'access' } });
  expect(profiles.retrieve).not.toHaveBeenCalled();
});
