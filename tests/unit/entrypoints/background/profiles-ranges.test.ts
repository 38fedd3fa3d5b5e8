import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dispatch } from '@/lib/messaging/server';
import { apiProfile, sender } from './profile-fixtures';
import { normaliseDescriptor } from '@/lib/domain/settings-descriptor';

/*
 * A profile save is checked against the ranges the settings descriptor states, the same the
 * editor's fields read (lib/domain/profile-fields.ts): a value out of range is never sent.
 */

const profiles = { list: vi.fn(), retrieve: vi.fn(), create: vi.fn(), update: vi.fn() };
const audits = { settings: vi.fn() };
vi.mock('@/entrypoints/background/api', () => ({ getApi: async () => ({ profiles, audits }) }));

const handlers = await import('@/entrypoints/background/profiles');

/** The runs range is stated only in the description, as the emulator's descriptor does. */
const descriptor = {
  webpagetest: {
    title: 'WebPageTest',
    settings: {
      runs: { title: 'Runs', description: 'Number of test runs (1–9)', default_value: 3 },
    },
  },
};

beforeEach(() => {
  fakeBrowser.reset();
  vi.clearAllMocks();
  audits.settings.mockResolvedValue(normaliseDescriptor(descriptor));
});

describe('the ranges the descriptor states', () => {
  it.each([-1, 0, 50, '10'])(
    'refuses runs of %s before reading or sending anything',
    async (runs) => {
      const reply = await dispatch(
        'profiles.update',
        { id: 3, settings: { set: { webpagetest: { runs } }, remove: [] } },
        sender(),
        handlers.updateProfile,
      );
      expect(reply).toMatchObject({
        ok: false,
        error: {
          kind: 'request',
          details: { code: 'setting-range', field: 'settings.webpagetest.runs' },
        },
      });
      expect(profiles.retrieve).not.toHaveBeenCalled();
      expect(profiles.update).not.toHaveBeenCalled();
    },
  );

  it('refuses an import whose settings are out of range before creating the profile', async () => {
    const reply = await dispatch(
      'profiles.create',
      { title: 'Imported', settings: { webpagetest: { runs: -1 } } },
      sender(),
      handlers.createProfile,
    );
    expect(reply).toMatchObject({ ok: false, error: { details: { code: 'setting-range' } } });
    expect(profiles.create).not.toHaveBeenCalled();
  });

  it('lets a number inside the range through', async () => {
    profiles.retrieve.mockResolvedValue(apiProfile(3, 'P', { webpagetest: { runs: 3 } }));
    profiles.update.mockImplementation(async (_id, p) => apiProfile(3, 'P', p.settings));
    const reply = await dispatch(
      'profiles.update',
      { id: 3, settings: { set: { webpagetest: { runs: 9 } }, remove: [] } },
      sender(),
      handlers.updateProfile,
    );
    expect(reply.ok).toBe(true);
    expect(profiles.update).toHaveBeenCalledWith(3, {
      title: undefined,
      settings: { webpagetest: { runs: 9 } },
    });
  });
});
