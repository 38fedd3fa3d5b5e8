import { describe, expect, it } from 'vitest';
import { coversPage, isFinishedAudit, pagesOf, runSettingsSummary } from '@/lib/domain/audit-run';

describe('runSettingsSummary', () => {
  it.each([
    [
      'a keyword run',
      { devices: ['desktop'], keyword: ' trail shoes ', engine: 1, country: '2', location: '' },
      { keyword: 'trail shoes', engine: '1', country: '2', urls: [] },
    ],
    [
      'a run of pages',
      { urls: ['https://a.example/', 7, 'https://b.example/'] },
      {
        keyword: null,
        engine: null,
        country: null,
        urls: ['https://a.example/', 'https://b.example/'],
      },
    ],
    ['PHP’s empty array', [], { keyword: null, engine: null, country: null, urls: [] }],
    ['nothing', null, { keyword: null, engine: null, country: null, urls: [] }],
  ])('%s', (_name, settings, expected) => {
    expect(runSettingsSummary(settings)).toEqual(expected);
  });
});

describe('isFinishedAudit', () => {
  it.each([
    ['ready', true],
    ['error', true],
    ['wait', false],
    ['inprogress', false],
  ] as const)('%s → %s', (status, finished) => {
    expect(isFinishedAudit(status)).toBe(finished);
  });
});

describe('a run belongs to the pages its audits cover', () => {
  const run = [
    { url: 'https://shop.example/trail-running-shoes/' },
    { url: 'https://www.runners.example/best-trail-shoes' },
    { url: 'http://shop.example/trail-running-shoes' },
  ];

  it('names each page once, scheme, www. and trailing slash aside', () => {
    expect(pagesOf(run)).toEqual([
      'shop.example/trail-running-shoes',
      'runners.example/best-trail-shoes',
    ]);
  });

  it.each([
    ['a page one of its audits covers', run, 'https://shop.example/trail-running-shoes', true],
    ['the same page written with www.', run, 'https://www.runners.example/best-trail-shoes/', true],
    ['the tab a keyword run was launched from', run, 'https://shop.example/', false],
    ['a launch before its audits are listed', [{ url: null }, {}], 'https://shop.example/', true],
    ['no page at all', run, null, false],
  ])('%s: %s', (_, children, url, covered) => {
    expect(coversPage(children, url)).toBe(covered);
  });
});
