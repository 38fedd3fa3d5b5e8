import { describe, expect, it } from 'vitest';
import {
  isSearchHost,
  searchOrigin,
  searchPageMatch,
  suggestedSearchHosts,
} from '@/lib/domain/search-hosts';

describe('search hosts', () => {
  it('suggests Google’s hosts from the engines table, the defaults first', () => {
    expect(
      suggestedSearchHosts(['google.pl', 'bing.com', 'Google.co.uk', 'google.de', 'google.com']),
    ).toEqual(['www.google.com', 'www.google.pl', 'www.google.co.uk', 'www.google.de']);
    expect(suggestedSearchHosts([])).toEqual(['www.google.com', 'www.google.pl']);
  });

  it.each([
    ['www.google.pl', true],
    ['https://www.google.pl', false],
    ['*.google.pl', false],
    ['www.google.pl/search', false],
    ['localhost', false],
  ])('%s is a host: %s', (host, ok) => expect(isSearchHost(host)).toBe(ok));

  it('asks for the whole host and runs on its results pages only', () => {
    expect(searchOrigin('www.google.pl')).toBe('https://www.google.pl/*');
    expect(searchPageMatch('www.google.pl')).toBe('https://www.google.pl/search*');
  });
});
