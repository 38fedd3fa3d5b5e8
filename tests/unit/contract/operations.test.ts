import { describe, expect, it } from 'vitest';
import { createApi, type Api } from '@/lib/api';
import { ServiceError } from '@/lib/api/errors';
import { contractFixtures, contractService } from './contract-service';

/**
 * Every documented operation, called through the client against the answer the documents and the
 * SDK's example outputs show (tests/fixtures/contract): each must parse, and the values a screen
 * would show must come out right — ids from numeric strings, the spellings the SDK uses, the
 * bulk failures inside an error envelope.
 */
let tokens = 0;
function client(only?: string[]): { api: Api; calls: ReturnType<typeof contractService>['calls'] } {
  const service = contractService(only);
  const api = createApi({
    baseUrl: 'https://api.test/api-v3/',
    token: `contract-${++tokens}`,
    minIntervalMs: 0,
    retryDelayMs: 1,
    fetch: service.fetch,
  });
  return { api, calls: service.calls };
}

type Case = [fixture: string, call: (api: Api) => Promise<unknown>, expected: unknown];
const range = { datemin: '20170914', datemax: '20171127', gap: 'monthly' as const };

const cases: Case[] = [
  [
    '01-audit-retrieve',
    (a) => a.audits.retrieve(9005),
    { info: { id: 9005, score: 78, url: 'http://example.com/shoes' } },
  ],
  [
    '02-audit-create',
    (a) =>
      a.audits.create({
        urls: ['https://www.example.com/'],
        devices: ['desktop', 'mobile'],
        auditsSettings: { lighthouse: {} },
      }),
    { cost: 2, left: 98, urls: [{ parentId: 9010, childIds: [9011, 9012] }] },
  ],
  ['03-audit-delete', (a) => a.audits.remove(9001), true],
  ['04-audit-refresh', (a) => a.audits.refresh(9010), { cost: 2, left: 96, ids: [9011, 9012] }],
  [
    '05-audit-clone',
    (a) => a.audits.clone({ id: 9010, title: 'Copy' }),
    { cost: 2, left: 94, created: [{ parentId: 9020, childIds: [9021, 9022] }] },
  ],
  [
    '06-audit-list-parents',
    (a) => a.audits.list(),
    [
      { id: 9003, parentId: null, score: 71, title: 'Weekly check (Anna)' },
      { id: 9002 },
      { id: 9001 },
    ],
  ],
  [
    '06-audit-list-children-9003',
    (a) => a.audits.list({ parentId: 9003 }),
    [
      { id: 9005, device: 'desktop', auditType: 'lighthouse', score: 78 },
      { id: 9006 },
      { id: 9007 },
    ],
  ],
  [
    '07-audit-settings',
    (a) => a.audits.settings(),
    { lighthouse: { settings: { locale: { maxLength: 5 } } }, content: { settings: {} } },
  ],
  ['08-profile-retrieve', (a) => a.profiles.retrieve(5101), { id: 5101, types: ['lighthouse'] }],
  ['09-profile-create', (a) => a.profiles.create({ title: 'New' }), { id: 5102 }],
  [
    '10-profile-update',
    (a) => a.profiles.update(5101, { title: 'Mobile' }),
    { id: 5101, title: 'Mobile' },
  ],
  ['11-profile-delete', (a) => a.profiles.remove(5102), true],
  [
    '12-profile-list',
    (a) => a.profiles.list(),
    [{ id: 5101 }, { id: 5102, types: [], settings: {} }],
  ],
  [
    '13-keywords-get-data',
    (a) => a.keywords.getData({ keywords: ['buty'], engines: ['google.pl'], type: 'simple' }),
    { gatheringFailures: 0 },
  ],
  ['14-keywords-table-types', (a) => a.keywords.types(), ['simple', 'custom']],
  ['16-keywords-table-countries', (a) => a.keywords.countries(), expect.anything()],
  ['17-keywords-table-languages', (a) => a.keywords.languages(), expect.anything()],
  ['18-keywords-table-currencies', (a) => a.keywords.currencies(), expect.anything()],
  ['19-keywords-table-engines', (a) => a.keywords.engines(), expect.anything()],
  [
    '20-campaign-create',
    (a) => a.monitoring.campaigns.create({ domain: 'example.com', type: 'seo' }),
    { id: 123456 },
  ],
  [
    '21-campaign-retrieve',
    (a) => a.monitoring.campaigns.retrieve(1234),
    {
      id: 1234,
      title: 'example.com',
      access: 'owner',
      groupIds: [1234, 1235, 1236, 1237, 1238, 1239],
    },
  ],
  ['22-campaign-update', (a) => a.monitoring.campaigns.update(1234, { title: 'Renamed' }), true],
  [
    '23-campaign-start',
    (a) => a.monitoring.campaigns.start([1234, 1235]),
    { '1234': { ok: true }, '1235': { ok: true } },
  ],
  [
    '24-campaign-stop-map',
    (a) => a.monitoring.campaigns.stop([1234, 99]),
    { '1234': { ok: true }, '99': { ok: false, message: 'No entry for given id.' } },
  ],
  [
    '25-campaign-delete-statuses',
    (a) => a.monitoring.campaigns.remove([1234, 54320]),
    { '1234': { ok: true }, '54320': { ok: false } },
  ],
  ['26-campaign-restore', (a) => a.monitoring.campaigns.restore([1234]), { '1234': { ok: true } }],
  [
    '27-campaign-list',
    (a) => a.monitoring.campaigns.list(),
    {
      count: 76,
      campaigns: [
        { id: 1234, domain: 'example.com', access: 'owner' },
        { id: 1235, access: 'manager' },
      ],
    },
  ],
  ['28-campaign-overview', (a) => a.monitoring.campaigns.overview(range), expect.anything()],
  [
    '29-campaign-data',
    (a) => a.monitoring.campaigns.data({ id: 1234, ...range }),
    expect.anything(),
  ],
  [
    '30-campaign-get-access',
    (a) => a.monitoring.campaigns.getAccess(),
    [
      { campaignId: 1234, access: 'owner', owner: 'person@domain.com' },
      { campaignId: 1235, access: 'manager' },
    ],
  ],
  [
    '32-group-create',
    (a) =>
      a.monitoring.groups.create({
        campaignId: 1234,
        title: 'New group',
        engine: 2,
        country: 168,
        devices: ['mobile', 'desktop'],
      }),
    { id: 12345 },
  ],
  [
    '33-group-retrieve',
    (a) => a.monitoring.groups.retrieve(54647),
    {
      id: 54647,
      engine: 2,
      country: 168,
      location: '',
      devices: ['desktop'],
      keywordIds: [123456, 123457],
    },
  ],
  ['34-group-update', (a) => a.monitoring.groups.update(54647, { title: 'T' }), true],
  ['35-group-start', (a) => a.monitoring.groups.start([54647]), { '54647': { ok: true } }],
  [
    '36-group-stop-statuses',
    (a) => a.monitoring.groups.stop([54647, 54320, 54648, 54321]),
    {
      '54647': { ok: true },
      '54320': { ok: false },
      '54648': { ok: true },
      '54321': { ok: false },
    },
  ],
  ['37-group-delete', (a) => a.monitoring.groups.remove([54647]), { '54647': { ok: true } }],
  ['38-group-restore', (a) => a.monitoring.groups.restore([54647]), { '54647': { ok: true } }],
  [
    '39-group-list',
    (a) => a.monitoring.groups.list({ campaignId: 1234 }),
    {
      count: 12,
      groups: [
        { id: 54647, keywordsCount: 21, engine: 2, country: 168 },
        { id: 54648, devices: ['desktop', 'mobile'] },
      ],
    },
  ],
  [
    '42-keyword-create',
    (a) => a.monitoring.keywords.create({ groupId: 12345, keywords: ['keyword 1', 'keyword 2'] }),
    expect.anything(),
  ],
  [
    '43-keyword-retrieve',
    (a) => a.monitoring.keywords.retrieve(123456),
    { id: 123456, title: 'Keyword name', groupId: 12345 },
  ],
  ['44-keyword-start', (a) => a.monitoring.keywords.start([123456]), { '123456': { ok: true } }],
  ['45-keyword-stop', (a) => a.monitoring.keywords.stop([123456]), { '123456': { ok: true } }],
  ['46-keyword-delete', (a) => a.monitoring.keywords.remove([123456]), { '123456': { ok: true } }],
  [
    '47-keyword-restore',
    (a) => a.monitoring.keywords.restore([123456]),
    { '123456': { ok: true } },
  ],
  [
    '48-keyword-change-group',
    (a) => a.monitoring.keywords.changeGroup({ groupId: 54647, ids: [123456, 123457] }),
    { '123456': { ok: true }, '123457': { ok: false, message: 'Keyword limit exceeded.' } },
  ],
  [
    '49-keyword-list',
    (a) => a.monitoring.keywords.list({ campaignId: 1234 }),
    {
      count: 56,
      keywords: [
        { id: 123456, groupId: 54647, groupStatus: 'active' },
        { id: 123457, groupStatus: 'stop' },
      ],
    },
  ],
  [
    '52-tables-engines',
    (a) => a.monitoring.tables.engines(),
    [
      { id: 272, name: 'Bing' },
      { id: 2, countries: expect.arrayContaining([{ id: 168, name: 'Polska' }]) },
    ],
  ],
  ['53-tables-devices', (a) => a.monitoring.tables.devices(), ['mobile', 'desktop']],
  [
    '31-campaign-set-access',
    (a) =>
      a.monitoring.campaigns.setAccess({
        1234: { set: [{ mail: 'ann@example.com', permission: 'readonly' }] },
      }),
    { '1234': { set: { 'ann@example.com': true } } },
  ],
  [
    '40-group-create-multiple',
    (a) =>
      a.monitoring.groups.createMultiple({
        campaignId: 1234,
        groups: {
          'group 1': {
            title: 'new group 1',
            engine: 2,
            country: 162,
            devices: ['desktop', 'mobile'],
          },
          'group 2': { title: 'new group 2', engine: 2, country: 168, devices: ['desktop'] },
        },
      }),
    { 'group 1': { ok: true, value: 123456 }, 'group 2': { ok: true, value: 123457 } },
  ],
  [
    '41-group-update-multiple',
    (a) =>
      a.monitoring.groups.updateMultiple({ groups: { 54647: { title: 'T' }, 99: { title: 'U' } } }),
    { '54647': { ok: true }, '99': { ok: false } },
  ],
  [
    '50-keyword-details-competitors',
    (a) => a.monitoring.keywords.details({ ids: [123456], type: 'competitors', ...range }),
    {
      series: [
        {
          domain: 'example.com',
          points: [
            { position: 1, positionChange: 3 },
            { positionChange: 0 },
            { position: 3, positionChange: -2, url: 'https://example.com/new-site' },
          ],
        },
        {
          domain: 'rival.example',
          points: [
            { position: 5, positionChange: 2 },
            { position: 4, positionChange: 1 },
          ],
        },
      ],
    },
  ],
  [
    '50-keyword-details-bare',
    (a) => a.monitoring.keywords.details({ ids: [123456], type: 'heatmap', ...range }),
    {
      series: [
        {
          domain: 'example.com',
          points: [
            { position: 9.76, positionChange: null },
            { position: 12.52 },
            { position: 13.07 },
          ],
        },
      ],
    },
  ],
];

describe('every documented operation against its contract fixture', () => {
  it.each(cases)('%s', async (name, call, expected) => {
    const { api, calls } = client([name]);
    const value = await call(api);
    expect(calls).toHaveLength(1);
    if (expected === true) expect(value).toBe(true);
    else expect(value).toMatchObject(expected as object);
  });

  it.each([
    ['error-simple', (a: Api) => a.monitoring.campaigns.retrieve(12453), 'not-found'],
    ['error-authorization', (a: Api) => a.monitoring.campaigns.retrieve(12453), 'auth'],
    [
      '51-tables-unknown',
      (a: Api) => a.monitoring.tables.table('locations' as 'engines'),
      'request',
    ],
  ])('%s is a %s error', async (name, call, kind) => {
    const { api } = client([name]);
    const error = await call(api).then(
      () => null,
      (e: unknown) => ServiceError.from(e),
    );
    expect(error?.kind).toBe(kind);
  });

  it('has a fixture for every operation of endpoints.md', () => {
    const covered = new Set(Object.values(contractFixtures).map((f) => f.operation));
    // 14 (any table name) is the types path; 23–26, 35–38 and 44–47 are the bulk calls.
    covered.add(14);
    const missing = Array.from({ length: 53 }, (_, i) => i + 1).filter((n) => !covered.has(n));
    expect(missing).toEqual([]);
  });
});
