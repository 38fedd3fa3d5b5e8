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

describe('readTransferFile with keys that name built-in members', () => {
  // JSON.parse makes `__proto__` an own key; written here as text so it stays one.
  const hostile = `{
    "format": "${TRANSFER_FORMAT}", "version": 1,
    "constructor": 1,
    "preferences": {
      "theme": "dark", "constructor": { "prototype": { "polluted": true } },
      "toString": "x", "__proto__": { "polluted": true }, "valueOf": 3
    },
    "profiles": [
      { "title": "Kept", "settings": { "lighthouse": { "locale": "de", "toString": "en" },
        "__proto__": { "polluted": true } }, "constructor": "x" },
      { "title": "Also kept", "settings": { "webpagetest": { "runs": 2 } } }
    ]
  }`;

  it('refuses each such key with where it was, and reads the rest without them', () => {
    const p = plan(hostile);
    expect(p.notes).toEqual([
      { code: 'reservedKey', path: 'constructor' },
      { code: 'reservedKey', path: 'preferences.constructor' },
      { code: 'reservedKey', path: 'preferences.toString' },
      { code: 'reservedKey', path: 'preferences.__proto__' },
      { code: 'reservedKey', path: 'preferences.valueOf' },
      { code: 'reservedKey', path: 'profiles[0].settings.lighthouse.toString' },
      { code: 'reservedKey', path: 'profiles[0].settings.__proto__' },
      { code: 'reservedKey', path: 'profiles[0].constructor' },
    ]);
    expect(p.preferences).toEqual({ theme: 'dark' });
    expect(p.preferencesRefused).toEqual([]);
    expect(p.profilesRefused).toEqual([]);
    expect(p.profiles).toEqual([
      { title: 'Kept', settings: { lighthouse: { locale: 'de' } } },
      { title: 'Also kept', settings: { webpagetest: { runs: 2 } } },
    ]);
  });

  it('changes no prototype and hands on only plain objects', () => {
    const p = plan(hostile);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(p.preferences)).toBe(Object.prototype);
    for (const profile of p.profiles) {
      expect(Object.getPrototypeOf(profile.settings)).toBe(Object.prototype);
      expect(Object.keys(profile.settings)).not.toContain('__proto__');
    }
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'a preference named %s alone: refused, nothing taken',
    (key) => {
      const p = plan(`{"format":"${TRANSFER_FORMAT}","version":1,"preferences":{"${key}":"dark"}}`);
      expect(p.notes).toEqual([{ code: 'reservedKey', path: `preferences.${key}` }]);
      expect(p.preferences).toEqual({});
    },
  );

  it.each(['constructor', 'toString'])('an audit type or setting named %s is refused', (key) => {
    const p = plan(
      file({ profiles: [{ title: 'A', settings: { [key]: {}, lighthouse: { [key]: 1 } } }] }),
    );
    expect(p.notes.map((n) => n.code === 'reservedKey' && n.path)).toEqual([
      `profiles[0].settings.${key}`,
      `profiles[0].settings.lighthouse.${key}`,
    ]);
    expect(p.profiles).toEqual([{ title: 'A', settings: { lighthouse: {} } }]);
  });
});
