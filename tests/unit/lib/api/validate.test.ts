import { describe, expect, it } from 'vitest';
import {
  checkDateRange,
  isYmd,
  splitAccessChanges,
  validCountriesFor,
  validLanguagesFor,
} from '@/lib/api';
import { expectRefusedLocally, type InvalidCall } from './refused-locally';

const engines = {
  google: { languages: ['pl', 'en', 'de'], countries: ['pl', 'gb', 'de'], category: 'search' },
  bing: { languages: ['pl', 'en'], countries: ['pl', 'gb'], category: 'search' },
  allegro: { languages: ['pl'], countries: ['pl'], category: 'shop' },
};
const audit = {
  urls: ['https://www.example.com/'],
  devices: ['desktop' as const],
  auditsSettings: { lighthouse: {} },
};

/** Every call here must fail as a local `request` error with no request sent. */
const invalidCalls: InvalidCall[] = [
  [
    'create audit: neither urls nor keywords',
    'urls',
    (api) => api.audits.create({ devices: ['desktop'], auditsSettings: { lighthouse: {} } }),
  ],
  [
    'create audit: a URL that is not http(s)',
    'urls',
    (api) => api.audits.create({ ...audit, urls: ['ftp://example.com/'] }),
  ],
  [
    'create audit: keywords without options',
    'keywordsOptions',
    (api) => api.audits.create({ ...audit, keywords: ['buty'] }),
  ],
  [
    'create audit: options neither one nor one per keyword',
    'keywordsOptions',
    (api) =>
      api.audits.create({
        ...audit,
        keywords: ['a', 'b', 'c'],
        keywordsOptions: [
          { engine: 1, country: 1 },
          { engine: 1, country: 1 },
        ],
      }),
  ],
  [
    'create audit: option without an engine',
    'keywordsOptions.0.engine',
    (api) =>
      api.audits.create({
        ...audit,
        keywords: ['a'],
        keywordsOptions: [{ engine: 0, country: 1 }],
      }),
  ],
  ['create audit: no device', 'devices', (api) => api.audits.create({ ...audit, devices: [] })],
  [
    'create audit: a bad device',
    'devices',
    (api) => api.audits.create({ ...audit, devices: ['tablet' as 'mobile'] }),
  ],
  [
    'create audit: neither settings nor profile',
    'auditsSettings',
    (api) => api.audits.create({ urls: audit.urls, devices: ['desktop'] }),
  ],
  [
    'create audit: both settings and profile',
    'profileId',
    (api) => api.audits.create({ ...audit, profileId: 3 }),
  ],
  [
    'create audit: an unknown audit type',
    'auditsSettings',
    (api) => api.audits.create({ ...audit, auditsSettings: { gtmetrix: {} } as never }),
  ],
  ['retrieve audit: id 0', 'id', (api) => api.audits.retrieve(0)],
  ['clone: no title', 'title', (api) => api.audits.clone({ id: 3, title: ' ' })],
  ['list audits: page size 20', 'itemsPerPage', (api) => api.audits.list({ itemsPerPage: 20 })],
  ['list audits: negative page', 'page', (api) => api.audits.list({ page: -1 })],
  [
    'list audits: unknown sort field',
    'sortField',
    (api) => api.audits.list({ sortField: 'title' as never }),
  ],
  [
    'list profiles: page size 100',
    'itemsPerPage',
    (api) => api.profiles.list({ itemsPerPage: 100 }),
  ],
  ['create profile: empty title', 'title', (api) => api.profiles.create({ title: '' })],
  [
    'update profile: settings of an unknown type',
    'settings',
    (api) => api.profiles.update(3, { settings: { nope: {} } as never }),
  ],
  [
    'research: no keywords',
    'keywords',
    (api) => api.keywords.getData({ keywords: [], engines: ['google'], type: 'simple' }),
  ],
  [
    'research: no engines',
    'engines',
    (api) => api.keywords.getData({ keywords: ['a'], engines: [], type: 'simple' }),
  ],
  [
    'research: custom without modifiers',
    'modifiers',
    (api) => api.keywords.getData({ keywords: ['a'], engines: ['google'], type: 'custom' }),
  ],
  [
    'research: a bad location',
    'location',
    (api) =>
      api.keywords.getData({
        keywords: ['a'],
        engines: ['google'],
        type: 'simple',
        location: 'Warsaw',
      }),
  ],
  [
    'research: country not in every engine',
    'country',
    (api) =>
      api.keywords.getData(
        { keywords: ['a'], engines: ['google', 'bing'], type: 'simple', country: 'de' },
        { engines },
      ),
  ],
  [
    'research: language not in every engine',
    'language',
    (api) =>
      api.keywords.getData(
        { keywords: ['a'], engines: ['google', 'allegro'], type: 'simple', language: 'en' },
        { engines },
      ),
  ],
  [
    'research: unknown engine',
    'engines',
    (api) =>
      api.keywords.getData({ keywords: ['a'], engines: ['yahoo'], type: 'simple' }, { engines }),
  ],
  ['table: unknown name', 'table', (api) => api.keywords.table('cities' as never)],
];

describe('validation before sending', () => {
  it.each(invalidCalls)('%s → request error on %s, nothing sent', (_name, field, call) =>
    expectRefusedLocally(field, call),
  );
});

describe('pure validators', () => {
  it.each([
    [['google'], ['pl', 'gb', 'de'], ['pl', 'en', 'de']],
    [
      ['google', 'bing'],
      ['pl', 'gb'],
      ['pl', 'en'],
    ],
    [['google', 'bing', 'allegro'], ['pl'], ['pl']],
    [[], [], []],
    [['unknown'], [], []],
  ])('engines %j → countries %j, languages %j', (selected, countries, languages) => {
    expect(validCountriesFor(engines, selected)).toEqual(countries);
    expect(validLanguagesFor(engines, selected)).toEqual(languages);
  });

  it.each([
    ['20240229', true],
    ['20230229', false],
    ['2024-01-01', false],
    ['20241301', false],
    [20240101, false],
  ])('isYmd(%j) = %s', (value, expected) => expect(isYmd(value)).toBe(expected));

  it('checkDateRange accepts a valid range', () => {
    expect(checkDateRange({ datemin: '20240101', datemax: '20240131', gap: 'weekly' })).toEqual([]);
  });

  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [7, 3],
  ])('%i grants are sent in %i call(s), removals on the first', (grants, calls) => {
    const set = Array.from({ length: grants }, (_, i) => ({
      mail: `u${i}@example.com`,
      permission: 'readonly' as const,
    }));
    const bodies = splitAccessChanges({ '12': { set, remove: [{ mail: 'old@example.com' }] } });
    expect(bodies).toHaveLength(calls);
    expect(bodies.every((b) => Object.values(b).flatMap((c) => c.set ?? []).length <= 3)).toBe(
      true,
    );
    expect(bodies[0]['12'].remove).toEqual([{ mail: 'old@example.com' }]);
    expect(bodies.flatMap((b) => b['12'].set ?? [])).toEqual(set);
  });

  it('only removals: one call', () => {
    expect(
      splitAccessChanges({
        '12': { remove: [{ mail: 'a@example.com' }] },
        '13': { remove: [{ mail: 'b@example.com' }] },
      }),
    ).toEqual([
      {
        '12': { remove: [{ mail: 'a@example.com' }] },
        '13': { remove: [{ mail: 'b@example.com' }] },
      },
    ]);
  });
});
