import { describe, expect, it } from 'vitest';
import { isSamePage, matchDomain, siteHost, suggestKeywords } from '@/lib/domain/domain-match';

describe('siteHost', () => {
  it.each([
    ['https://www.example.com/a?b=1', 'example.com'],
    ['http://Shop.Example.com:8080/x', 'shop.example.com'],
    ['www.example.com', 'example.com'],
    ['example.com/path', 'example.com'],
    ['example.com.', 'example.com'],
    ['chrome://extensions', null],
    ['about:blank', null],
    ['file:///tmp/x.html', null],
    ['', null],
    [null, null],
    ['localhost', null],
  ])('%s → %s', (input, expected) => {
    expect(siteHost(input)).toBe(expected);
  });
});

describe('matchDomain', () => {
  it.each([
    ['https://www.example.com/', 'example.com', false, 'exact'],
    ['https://example.com/', 'www.example.com', false, 'exact'],
    ['https://EXAMPLE.com/x', 'https://example.com/', false, 'exact'],
    ['https://shop.example.com/', 'example.com', false, null],
    ['https://shop.example.com/', 'example.com', true, 'subdomain'],
    ['https://a.b.example.com/', 'www.example.com', true, 'subdomain'],
    ['https://example.com/', 'shop.example.com', true, null],
    ['https://notexample.com/', 'example.com', true, null],
    ['https://example.com.evil.net/', 'example.com', true, null],
    ['chrome://newtab', 'example.com', true, null],
  ] as const)('tab %s vs campaign %s (subdomains %s) → %s', (tab, campaign, subs, expected) => {
    expect(matchDomain(tab, campaign, subs)).toBe(expected);
  });
});

describe('isSamePage', () => {
  it.each([
    ['https://www.example.com/shoes/', 'https://example.com/shoes', true],
    ['http://example.com/shoes#top', 'https://www.example.com/shoes', true],
    ['example.com/shoes', 'https://example.com/shoes/', true],
    ['https://example.com/', 'https://example.com', true],
    ['https://example.com/shoes?a=1', 'https://example.com/shoes', false],
    ['https://example.com/shoes', 'https://example.com/boots', false],
    ['https://shop.example.com/', 'https://example.com/', false],
    [null, 'https://example.com/', false],
    ['https://example.com/', null, false],
  ] as const)('%s vs %s → %s', (a, b, expected) => {
    expect(isSamePage(a, b)).toBe(expected);
  });
});

describe('suggestKeywords', () => {
  it.each([
    [
      'Trail running shoes | Example',
      'https://www.example.com/trail-running-shoes/',
      ['trail running shoes'],
    ],
    [
      'Buty do biegania damskie – Sklep Example',
      'https://shop.example.com/buty/damskie-buty-do-biegania',
      ['buty do biegania damskie', 'sklep example', 'buty', 'damskie buty do biegania'],
    ],
    ['Example', 'https://example.com/', []],
    [
      'How to choose running shoes: a guide',
      'https://blog.example.com/2024/05/how-to-choose.html',
      ['how to choose running shoes', 'a guide', 'how to choose'],
    ],
    ['', 'https://example.com/products/1234/item_blue-socks', ['products', 'item blue socks']],
    [null, 'chrome://newtab', []],
    // A malformed escape is the page's own spelling: that segment as written, the rest decoded.
    ['', 'https://example.com/r%C3%B3%C5%BCe/%E0%A4%A', ['róże', 'e0 a4 a']],
    [null, 'not a url', []],
  ])('%s + %s', (title, url, expected) => {
    expect(suggestKeywords(title, url)).toEqual(expected);
  });
});

describe('suggestKeywords with an address in the title', () => {
  it('never suggests the address itself', () => {
    expect(
      suggestKeywords(
        'Demo page — https://www.example.com',
        'https://www.example.com/trail-shoes/',
      ),
    ).toEqual(['demo page', 'trail shoes']);
  });
});

describe('suggestKeywords with the page headings', () => {
  it.each([
    [
      ['Running shoes for trail', 'Best trail running shoes', 'Running shoes for trail'],
      ['trail running shoes', 'running shoes for trail', 'best trail running shoes'],
    ],
    [['Home', 'Example'], ['trail running shoes']],
    [[], ['trail running shoes']],
  ])('headings %j', (headings, expected) => {
    expect(
      suggestKeywords('Trail running shoes | Example', 'https://www.example.com/', headings),
    ).toEqual(expected);
  });
});
