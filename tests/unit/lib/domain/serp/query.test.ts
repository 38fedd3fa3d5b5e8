import { describe, expect, it } from 'vitest';
import { isGoogleHost, searchQuery } from '@/lib/domain/serp/query';
import { serpUrl } from '../../../../fixtures/serp/page';

describe('searchQuery', () => {
  it.each([
    [
      serpUrl('www.google.com', 'running shoes'),
      { phrase: 'running shoes', host: 'www.google.com' },
    ],
    [
      serpUrl('www.google.pl', 'buty do biegania męskie'),
      { phrase: 'buty do biegania męskie', host: 'www.google.pl' },
    ],
    [
      'https://www.google.co.uk/search?q=trail++shoes%20',
      { phrase: 'trail shoes', host: 'www.google.co.uk' },
    ],
    ['https://google.com/search?q=x&start=0&udm=14', { phrase: 'x', host: 'google.com' }],
  ])('%s → its phrase', (url, expected) => {
    expect(searchQuery(url)).toEqual(expected);
  });

  it.each([
    ['a later page', 'https://www.google.com/search?q=running+shoes&start=10'],
    ['images', 'https://www.google.com/search?q=running+shoes&tbm=isch'],
    ['the images filter', 'https://www.google.com/search?q=running+shoes&udm=2'],
    ['no query', 'https://www.google.com/search?q=+'],
    ['the home page', 'https://www.google.com/?q=running+shoes'],
    ['plain http', 'http://www.google.com/search?q=running+shoes'],
    ['another site', 'https://www.google.example.com/search?q=running+shoes'],
    ['a look-alike', 'https://www.googIe.com/search?q=running+shoes'],
    ['not a URL', 'google search'],
  ])('%s is not annotated', (_, url) => {
    expect(searchQuery(url)).toBeNull();
  });
});

describe('isGoogleHost', () => {
  it.each([
    ['www.google.com', true],
    ['www.google.pl', true],
    ['google.de', true],
    ['www.google.com.au', true],
    ['www.google.co.jp', true],
    ['maps.google.com', false],
    ['google.evil.com', false],
    ['www.example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isGoogleHost(host)).toBe(expected);
  });
});
