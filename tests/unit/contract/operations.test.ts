import { describe, expect, it } from 'vitest';
import type { Api } from '@/lib/api';
import { ServiceError } from '@/lib/api/errors';
import { client, expectCase, type Case } from './contract-client';
import { contractFixtures } from './contract-service';

/**
 * Every documented operation, called through the client against the answer the documents and the
 * SDK's example outputs show (tests/fixtures/contract): each must parse, and the values a screen
 * would show must come out right — ids from numeric strings, the spellings the SDK uses, the
 * bulk failures inside an error envelope.
 *
 * This file holds the audit, profile and research operations (1–19) and the errors;
 * operations-monitoring.test.ts the monitoring ones (20–53).
 */
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
    {
      gatheringFailures: 0,
      phrases: [
        { value: 'buty', engines: ['google.pl'], base: 'buty', search: 'buty', modifier: '' },
        { value: 'buty do biegania', engines: ['google.pl', 'bing.com'], base: 'buty' },
      ],
    },
  ],
  ['14-keywords-table-types', (a) => a.keywords.types(), ['simple', 'custom']],
  [
    '16-keywords-table-countries',
    (a) => a.keywords.countries(),
    { pl: 'Poland', us: 'United States' },
  ],
  ['17-keywords-table-languages', (a) => a.keywords.languages(), { pl: 'Polish', en: 'English' }],
  ['18-keywords-table-currencies', (a) => a.keywords.currencies(), { pln: 'Polish zloty' }],
  [
    '19-keywords-table-engines',
    (a) => a.keywords.engines(),
    // The service's `language`/`country` arrive as the plural names the selects read.
    { 'google.pl': { languages: ['pl', 'en'], countries: ['pl'], category: 'search' } },
  ],
];

describe('every documented operation against its contract fixture', () => {
  it.each(cases)('%s', expectCase);

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
