import { describe, expect, it } from 'vitest';
import { coversPage, pagesOf } from '@/lib/domain/run-owner';

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
