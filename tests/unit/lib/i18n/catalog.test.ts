import { describe, expect, it } from 'vitest';
import { createTranslator, resolveLanguage } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { mergeParts } from '@/lib/i18n/parts';
import { backgroundMessages } from '@/lib/i18n/packaged';

const files = import.meta.glob<unknown>('../../../../lib/i18n/locales/*/*.json', {
  import: 'default',
  eager: true,
});
const catalogs = { en: {} as Record<string, unknown>, pl: {} as Record<string, unknown> };
// An area's later part (lib/i18n/locales/en/popup.later.json, lib/i18n/load.ts) is of the area.
for (const [path, value] of Object.entries(files)) {
  const [, lang, ns] = /locales\/(\w+)\/(\w+)(?:\.later)?\.json$/.exec(path)!;
  const catalog = catalogs[lang as 'en' | 'pl'];
  catalog[ns] = catalog[ns] === undefined ? value : mergeParts(catalog[ns], value);
}
const all = [
  'popup',
  'options',
  'sidepanel',
  'research',
  'background',
  'watch',
  'positions',
] as const;

/** Leaf keys; a plural entry (`{ one, few, many, other }`) is one leaf, its forms differ by language. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (node && typeof node === 'object' && 'other' in node) return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('i18n catalog', () => {
  it('has exactly the same keys in Polish as in English', () => {
    const en = keys(catalogs.en).sort();
    const pl = keys(catalogs.pl).sort();
    expect(pl.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !pl.includes(k))).toEqual([]);
  });

  it('loads one language of the named areas for a page', async () => {
    const messages = await loadMessages('pl', ['popup']);
    expect(Object.keys(messages).sort()).toEqual(['common', 'errors', 'popup']);
    expect(messages.common).toEqual(catalogs.pl.common);
    expect(all.length).toBe(7);
  });

  it('loads an area without its later part for a first frame, and with it otherwise', async () => {
    const first = await loadMessages('en', ['popup'], 'first');
    const all = await loadMessages('en', ['popup']);
    expect(Object.keys(first.popup as object)).toContain('latest');
    expect(Object.keys(first.popup as object)).not.toContain('launch');
    expect(all.popup).toEqual(catalogs.en.popup);
    expect(Object.keys(all.popup as object)).toEqual(expect.arrayContaining(['latest', 'launch']));
  });

  it('has no empty strings', () => {
    for (const lang of ['en', 'pl'] as const) {
      const flat = keys(catalogs[lang]);
      for (const key of flat) {
        const value = key
          .split('.')
          .reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalogs[lang]);
        expect(String(value).trim(), `${lang}:${key}`).not.toBe('');
      }
    }
  });

  it.each([
    ['auto', 'pl-PL', 'pl'],
    ['auto', 'en-US', 'en'],
    ['auto', 'de-DE', 'en'],
    ['pl', 'en-US', 'pl'],
    ['en', 'pl-PL', 'en'],
  ] as const)('resolves %s with browser %s to %s', (pref, browserLang, expected) => {
    expect(resolveLanguage(pref, browserLang)).toBe(expected);
  });

  it('interpolates and formats numbers for the locale', async () => {
    expect(
      createTranslator('en', await loadMessages('en', [])).t('common.score', { score: 87 }),
    ).toBe('Score 87 of 100');
    // Polish groups thousands with a (no-break) space from five digits on.
    expect(
      createTranslator('pl', await loadMessages('pl', [])).t('errors.limitTokens', {
        needed: 12000,
        left: 3,
      }),
    ).toMatch(/potrzeba 12\s000/);
  });

  it('describes errors by kind with the service’s words', async () => {
    const { error } = createTranslator('en', await backgroundMessages('en'));
    expect(error({ kind: 'limit', details: { needed: 4, left: 1 } })).toBe(
      'Not enough audit tokens: this needs 4, the account has 1 left this month.',
    );
    expect(error({ kind: 'auth', details: { reason: 'missing-token' } })).toMatch(/No API token/);
    expect(error({ kind: 'request', serviceMessage: 'Invalid device.' })).toBe(
      'The service refused the request: Invalid device.',
    );
  });
});
