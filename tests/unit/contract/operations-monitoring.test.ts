import { describe, expect, it } from 'vitest';
import { expectCase, type Case } from './contract-client';

/** The monitoring operations (20–53) of operations.test.ts, against their contract fixtures. */
const range = { datemin: '20170914', datemax: '20171127', gap: 'monthly' as const };

const cases: Case[] = [
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
    (a) => a.monitoring.campaigns.delete([1234, 54320]),
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
  [
    '28-campaign-overview',
    (a) => a.monitoring.campaigns.overview(range),
    // Numeric strings keyed by date become numbers: the latest as the value, all as the series.
    [
      {
        id: 1234,
        name: 'example.com',
        domain: 'example.com',
        status: 'active',
        keywordsCount: { value: 12, series: [{ key: '2017-11-01', value: 12 }] },
        keywordsUp: { value: 5, series: [{ key: '2017-11-01', value: 5 }] },
        keywordsNoChange: { value: 4, series: [{ key: '2017-11-01', value: 4 }] },
        keywordsDown: { value: 3, series: [{ key: '2017-11-01', value: 3 }] },
        keywordsTop10: { value: 7, series: [{ key: '2017-11-01', value: 7 }] },
        visibility: { value: 41.5, series: [{ key: '2017-11-01', value: 41.5 }] },
        visibilityChange: { value: -2.25, series: [{ key: '2017-11-01', value: -2.25 }] },
      },
    ],
  ],
  [
    '29-campaign-data',
    (a) => a.monitoring.campaigns.data({ id: 1234, ...range }),
    // The nested group → domain → keyword → date → engine → device → location answer, flattened
    // into one series per keyword; the scheme-less url gains its https://.
    {
      dates: ['2017-09-01', '2017-10-01', '2017-11-01'],
      series: [
        {
          groupId: 54647,
          domain: 'example.com',
          keywordId: 123456,
          keyword: { title: 'keyword 1', volume: 8600, cpc: 0 },
          engine: 'google',
          device: 'desktop',
          location: '',
          points: [
            { date: '2017-09-01', position: 1.5, url: 'https://example.com/pl' },
            { date: '2017-10-01', position: 1.2, url: 'https://example.com/pl' },
            { date: '2017-11-01', position: 1.5, url: 'https://example.com/pl' },
          ],
        },
      ],
    },
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
  ['37-group-delete', (a) => a.monitoring.groups.delete([54647]), { '54647': { ok: true } }],
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
    // One outcome per phrase sent, keyed by its list index, carrying the new keyword's id.
    { 0: { ok: true, value: 123456 }, 1: { ok: true, value: 123457 } },
  ],
  [
    '43-keyword-retrieve',
    (a) => a.monitoring.keywords.retrieve(123456),
    { id: 123456, title: 'Keyword name', groupId: 12345 },
  ],
  ['44-keyword-start', (a) => a.monitoring.keywords.start([123456]), { '123456': { ok: true } }],
  ['45-keyword-stop', (a) => a.monitoring.keywords.stop([123456]), { '123456': { ok: true } }],
  ['46-keyword-delete', (a) => a.monitoring.keywords.delete([123456]), { '123456': { ok: true } }],
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

describe('every documented monitoring operation against its contract fixture', () => {
  it.each(cases)('%s', expectCase);
});
