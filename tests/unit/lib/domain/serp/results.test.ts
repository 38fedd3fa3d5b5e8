import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parseResults, resultUrl } from '@/lib/domain/serp/results';
import { demoSerp } from '../../../../fixtures/serp/pages';

function parse(html: string, url: string) {
  const { document } = parseHTML(html);
  return parseResults(document, url);
}

const SITES = [
  'www.example.com',
  'www.runhub.example',
  'www.stridelab.example',
  'shop.example.com',
];

describe('parseResults on a google.com results page', () => {
  const page = demoSerp({ host: 'www.google.com', phrase: 'running shoes', sites: SITES });
  const results = parse(page.html, page.url);

  it('numbers the organic results only, in page order, by host', () => {
    expect(results.filter((r) => r.kind === 'organic').map((r) => [r.position, r.host])).toEqual([
      [1, 'example.com'],
      [2, 'runhub.example'],
      [3, 'stridelab.example'],
      [4, 'shop.example.com'],
    ]);
  });

  it('tells ads, the map pack, "People also ask" and sitelinks apart, unnumbered', () => {
    const others = results.filter((r) => r.kind !== 'organic');
    expect(others.every((r) => r.position === null)).toBe(true);
    const byKind = (kind: string) => others.filter((r) => r.kind === kind).map((r) => r.url);
    expect(byKind('ad')).toEqual([
      'https://www.example.com/ads-landing/',
      'https://www.adsonly.example/',
      'https://www.bottomad.example/',
    ]);
    expect(byKind('map')).toEqual([
      'https://www.example.com/store/',
      'https://www.placeonly.example/',
    ]);
    expect(byKind('question')).toEqual([
      'https://www.example.com/guide/',
      'https://www.questiononly.example/prices/',
    ]);
    expect(byKind('sitelink')).toEqual([
      'https://www.runhub.example/sale/',
      'https://www.runhub.example/new/',
    ]);
  });

  it("gives each organic result its title link and the list's block holding it", () => {
    const first = results.find((r) => r.kind === 'organic')!;
    expect(first.link.querySelector('h3')?.textContent).toBe('running shoes — example.com');
    expect(first.block.parentElement?.id).toBe('rso');
  });
});

describe('parseResults on a google.pl results page with a side column', () => {
  const page = demoSerp({
    host: 'www.google.pl',
    phrase: 'buty do biegania',
    sites: ['www.runhub.example', 'shop.example.com', 'www.example.com'],
    sideColumn: true,
  });

  it('finds the same structure in Polish, the side column ignored', () => {
    const results = parse(page.html, page.url);
    expect(results.filter((r) => r.kind === 'organic').map((r) => r.host)).toEqual([
      'runhub.example',
      'shop.example.com',
      'example.com',
    ]);
    expect(results.filter((r) => r.kind === 'sitelink').map((r) => r.host)).toEqual([
      'shop.example.com',
      'shop.example.com',
    ]);
  });
});

describe('parseResults on other markup', () => {
  const url = 'https://www.google.com/search?q=x';

  it('reads a page without #rso from its main region, through a wrapper', () => {
    const html = `<div role="main"><div><div><a href="https://a.example/"><h3>A</h3></a></div><div><h3><a href="/url?q=https://b.example/x&amp;sa=U">B</a></h3></div></div></div>`;
    expect(parse(html, url).map((r) => [r.kind, r.host, r.position])).toEqual([
      ['organic', 'a.example', 1],
      ['organic', 'b.example', 2],
    ]);
  });

  it('skips an ad that sits in the results list and links to Google itself', () => {
    const html = `<div id="rso"><div><a href="https://x.example/" data-rw="https://www.googleadservices.com/pagead/aclk?x"><h3>Ad</h3></a></div><div><a href="/search?q=more"><h3>More</h3></a></div><div><a href="https://y.example/"><h3>Y</h3></a></div></div>`;
    expect(parse(html, url).map((r) => [r.kind, r.host, r.position])).toEqual([
      ['ad', 'x.example', null],
      ['organic', 'y.example', 1],
    ]);
  });

  it('finds nothing on a page with no results list', () => {
    expect(parse('<p>Nothing here</p>', url)).toEqual([]);
  });
});

describe('resultUrl', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['/url?q=https://b.example/y&sa=U', 'https://b.example/y'],
    ['/search?q=z', 'https://www.google.com/search?q=z'],
    ['javascript:void(0)', null],
    [null, null],
  ])('%s → %s', (href, expected) => {
    expect(resultUrl(href, 'https://www.google.com/search?q=x')?.href ?? null).toBe(expected);
  });
});
