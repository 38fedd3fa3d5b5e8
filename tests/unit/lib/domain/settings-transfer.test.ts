import { describe, expect, it } from 'vitest';
import {
  buildExport,
  readTransferFile,
  TRANSFER_FORMAT,
  type ImportPlan,
} from '@/lib/domain/settings-transfer';
import { defaultPreferences } from '@/lib/storage/prefs';
import { descriptor, profile } from './profile-fixtures';

const file = (body: Record<string, unknown>) =>
  JSON.stringify({ format: TRANSFER_FORMAT, version: 1, ...body });

function plan(text: string): ImportPlan {
  const result = readTransferFile(text, descriptor);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.plan;
}

describe('buildExport', () => {
  it('writes preferences without the account-specific default id, and flags the default profile', () => {
    const out = buildExport(
      { ...defaultPreferences, defaultProfileId: 7, theme: 'dark' },
      [profile, { ...profile, id: 8, title: 'Other' }],
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(out.preferences).not.toHaveProperty('defaultProfileId');
    expect(out.preferences.theme).toBe('dark');
    expect(out.profiles.map((p) => [p.title, p.isDefault ?? false])).toEqual([
      ['Mobile checks', true],
      ['Other', false],
    ]);
    expect(out.exportedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(JSON.stringify(out)).not.toMatch(/token/i);
  });

  it('round-trips through readTransferFile', () => {
    const good = { ...profile, settings: { lighthouse: { throttling: 'none', locale: 'de' } } };
    const out = buildExport({ ...defaultPreferences, language: 'pl' }, [good]);
    const p = plan(JSON.stringify(out));
    expect(p.preferences.language).toBe('pl');
    expect(p.preferencesRefused).toEqual([]);
    expect(p.profiles).toEqual([{ title: good.title, settings: good.settings }]);
  });
});

describe('readTransferFile', () => {
  it.each([
    ['not JSON', '{oops', 'notJson'],
    ['another format', JSON.stringify({ format: 'other', version: 1 }), 'notStormlens'],
    ['a bare array', '[]', 'notStormlens'],
    ['a newer version', file({ version: 2 }), 'newerVersion'],
  ])('refuses %s', (_label, text, reason) => {
    expect(readTransferFile(text, descriptor)).toEqual({ ok: false, reason });
  });

  it('takes valid preferences one by one and refuses the rest with the field named', () => {
    const p = plan(
      file({
        preferences: {
          theme: 'dark',
          language: 'de',
          rangeDays: 900,
          gap: 'weekly',
          defaultDevices: [],
          notifications: false,
          defaultProfileId: 3,
          somethingElse: 1,
        },
      }),
    );
    expect(p.preferences).toEqual({ theme: 'dark', gap: 'weekly', notifications: false });
    expect(p.preferencesRefused).toEqual([
      { code: 'invalidValue', field: 'language' },
      { code: 'invalidValue', field: 'rangeDays' },
      { code: 'invalidValue', field: 'defaultDevices' },
      { code: 'accountSpecific', field: 'defaultProfileId' },
    ]);
  });

  it('ignores a token in the file and says so', () => {
    const p = plan(file({ token: 'secret-value', preferences: { apiToken: 'x' } }));
    expect(p.notes).toEqual([{ code: 'tokenIgnored' }]);
    expect(JSON.stringify(p)).not.toContain('secret-value');
  });

  it.each([
    ['no title', { settings: {} }, [{ code: 'badTitle' }]],
    ['not an object', 'x', [{ code: 'notAnObject' }]],
    [
      'a type the account may not use',
      { title: 'A', settings: { yellowlab: {} } },
      [{ code: 'typeUnavailable', type: 'yellowlab' }],
    ],
    [
      'an unknown setting',
      { title: 'A', settings: { lighthouse: { bogus: 1 } } },
      [{ code: 'unknownSetting', type: 'lighthouse', name: 'bogus' }],
    ],
    [
      'a value over the length limit',
      { title: 'A', settings: { lighthouse: { locale: 'toolong' } } },
      [
        {
          code: 'badSetting',
          type: 'lighthouse',
          name: 'locale',
          error: { code: 'tooLong', max: 5, length: 7 },
        },
      ],
    ],
    [
      'an option not offered',
      { title: 'A', settings: { lighthouse: { throttling: 'warp' } } },
      [
        {
          code: 'badSetting',
          type: 'lighthouse',
          name: 'throttling',
          error: { code: 'notAnOption' },
        },
      ],
    ],
    [
      'settings that are not keyed by type',
      { title: 'A', settings: [1, 2] },
      [{ code: 'invalidValue', field: 'settings' }],
    ],
  ])('refuses a profile with %s, keeping the others', (_label, bad, reasons) => {
    const p = plan(
      file({ profiles: [bad, { title: 'Good', settings: { webpagetest: { runs: 2 } } }] }),
    );
    expect(p.profilesRefused).toEqual([{ index: 0, title: expect.any(String), reasons }]);
    expect(p.profiles.map((x) => x.title)).toEqual(['Good']);
  });
});
