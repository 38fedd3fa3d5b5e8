import { describe, expect, it } from 'vitest';
import type { Api } from '@/lib/api';
import {
  checkDateRange,
  isYmd,
  splitAccessChanges,
  validCountriesFor,
  validLanguagesFor,
} from '@/lib/api';
import type { ServiceError } from '@/lib/api/errors';
import { isInputCode } from '@/lib/domain/input-issue';
import { apiOn, fakeService } from './fake-service';

const engines = {
  google: { languages: ['pl', 'en', 'de'], countries: ['pl', 'gb', 'de'], category: 'search' },
  bing: { languages: ['pl', 'en'], countries: ['pl', 'gb'], category: 'search' },
  allegro: { languages: ['pl'], countries: ['pl'], category: 'shop' },
};
const monitoringEngines = [{ id: 1, name: 'Google', countries: [{ id: 1, name: 'Poland' }] }];
const audit = {
  urls: ['https://www.example.com/'],
  devices: ['desktop' as const],
  auditsSettings: { lighthouse: {} },
};

/** Every call here must fail as a local `request` error with no request sent. */
const invalidCalls: [string, string, (api: Api) => Promise<unknown>][] = [
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
  [
    'monitoring table: unknown name',
    'table',
    (api) => api.monitoring.tables.table('countries' as never),
  ],
  [
    'create campaign: not a domain',
    'domain',
    (api) => api.monitoring.campaigns.create({ domain: 'https://example.com/', type: 'seo' }),
  ],
  [
    'create campaign: bad type',
    'type',
    (api) => api.monitoring.campaigns.create({ domain: 'example.com', type: 'social' as never }),
  ],
  [
    'create campaign: trademarks on seo',
    'data',
    (api) =>
      api.monitoring.campaigns.create({
        domain: 'example.com',
        type: 'seo',
        data: { trademarks: ['X'] },
      }),
  ],
  ['start campaigns: no ids', 'id', (api) => api.monitoring.campaigns.start([])],
  ['stop groups: a bad id', 'id', (api) => api.monitoring.groups.stop([1, -2])],
  [
    'list campaigns: page size 20',
    'itemsPerPage',
    (api) => api.monitoring.campaigns.list({ itemsPerPage: 20 }),
  ],
  [
    'list campaigns: unknown status',
    'statuses',
    (api) => api.monitoring.campaigns.list({ statuses: ['paused' as never] }),
  ],
  [
    'overview: a date not YYYYmmdd',
    'datemin',
    (api) => api.monitoring.campaigns.overview({ datemin: '2024-01-01' }),
  ],
  [
    'overview: 31 February',
    'datemax',
    (api) => api.monitoring.campaigns.overview({ datemax: '20240231' }),
  ],
  [
    'data: start after end',
    'datemin',
    (api) => api.monitoring.campaigns.data({ id: 12, datemin: '20240105', datemax: '20240101' }),
  ],
  [
    'data: unknown gap',
    'gap',
    (api) => api.monitoring.campaigns.data({ id: 12, gap: 'yearly' as never }),
  ],
  [
    'set access: granting owner',
    'permission',
    (api) =>
      api.monitoring.campaigns.setAccess({
        '12': { set: [{ mail: 'a@example.com', permission: 'owner' as never }] },
      }),
  ],
  [
    'set access: not an e-mail',
    'mail',
    (api) =>
      api.monitoring.campaigns.setAccess({
        '12': { set: [{ mail: 'ann', permission: 'readonly' }] },
      }),
  ],
  [
    'set access: nothing to change',
    'set',
    (api) => api.monitoring.campaigns.setAccess({ '12': {} }),
  ],
  [
    'create group: no devices',
    'devices',
    (api) =>
      api.monitoring.groups.create({
        campaignId: 12,
        title: 'G',
        engine: 1,
        country: 1,
        devices: [],
      }),
  ],
  [
    'create group: engine without that country',
    'country',
    (api) =>
      api.monitoring.groups.create(
        { campaignId: 12, title: 'G', engine: 1, country: 7, devices: ['desktop'] },
        { engines: monitoringEngines },
      ),
  ],
  [
    'create multiple groups: none',
    'groups',
    (api) => api.monitoring.groups.createMultiple({ campaignId: 12, groups: [] }),
  ],
  [
    'update multiple groups: bad device',
    'groups.101.devices',
    (api) => api.monitoring.groups.updateMultiple({ groups: { '101': { devices: ['watch'] } } }),
  ],
  [
    'create keywords: an empty keyword',
    'keywords',
    (api) => api.monitoring.keywords.create({ groupId: 101, keywords: ['a', ' '] }),
  ],
  [
    'change group: no ids',
    'ids',
    (api) => api.monitoring.keywords.changeGroup({ groupId: 101, ids: [] }),
  ],
  [
    'list keywords: page size 2',
    'itemsPerPage',
    (api) => api.monitoring.keywords.list({ campaignId: 12, itemsPerPage: 2 }),
  ],
  [
    'details: unknown type',
    'type',
    (api) => api.monitoring.keywords.details({ ids: [1], type: 'top100' as never }),
  ],
];

describe('validation before sending', () => {
  it.each(invalidCalls)('%s → request error on %s, nothing sent', async (_name, field, call) => {
    const service = fakeService({ body: {} });
    const error = await call(apiOn(service)).then(
      () => null,
      (e: unknown) => e as ServiceError,
    );
    expect(error).toMatchObject({
      kind: 'request',
      serviceMessage: null,
      details: { local: true },
    });
    // A code the pages translate, never a sentence (lib/domain/input-issue.ts).
    expect(isInputCode(error?.details.code)).toBe(true);
    expect(error?.details.field).toBe(field);
    expect(service.sent).toHaveLength(0);
  });
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
