import { describe, it } from 'vitest';
import { expectRefusedLocally, type InvalidCall } from './refused-locally';

const monitoringEngines = [{ id: 1, name: 'Google', countries: [{ id: 1, name: 'Poland' }] }];

/** The monitoring client's calls (validate.test.ts has the audits, profiles and research ones). */
const invalidCalls: InvalidCall[] = [
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

describe('monitoring: validation before sending', () => {
  it.each(invalidCalls)('%s → request error on %s, nothing sent', (_name, field, call) =>
    expectRefusedLocally(field, call),
  );
});
