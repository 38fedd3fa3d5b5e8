import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parseResults, type SerpKind, type SerpResult } from '@/lib/domain/serp/results';
import {
  arabicSerp,
  featuresSerp,
  polishSerp,
  type ShapePage,
} from '../../../../fixtures/serp/shapes';

/*
 * The results pages of real shapes (tests/fixtures/serp/shapes.ts): organic results are found by
 * what they are — a title link in the results list — and every other part of the page by its own
 * structure, never by a word in a link.
 */

function parse({ html, url }: ShapePage) {
  return parseResults(parseHTML(html).document, url);
}

const organic = (results: SerpResult[]) =>
  results.filter((r) => r.kind === 'organic').map((r) => [r.position, r.url]);
const ofKind = (results: SerpResult[], kind: SerpKind) =>
  results.filter((r) => r.kind === kind).map((r) => r.url);
const at = (results: SerpResult[], url: string) => results.find((r) => r.url === url);

describe('parseResults on google.com with an AI overview, a featured snippet and carousels', () => {
  const results = parse(featuresSerp());

  it('numbers every title link of the results list, whatever block holds it', () => {
    expect(organic(results)).toEqual([
      [1, 'https://www.stridelab.example/how-to-choose/'],
      [2, 'https://www.example.com/running-shoes/'],
      [3, 'https://www.example.com/trail-running-shoes/'],
      [4, 'https://www.citywalks.example/maps/old-town/'],
      [5, 'https://www.runhub.example/running-shoes/'],
      [6, 'https://www.runhub.example/womens-running-shoes/'],
      [7, 'https://shop.example.com/running-shoes/'],
      [8, 'https://www.runners-shop.com/stores/downtown/'],
    ]);
  });

  it.each([
    [
      'the featured snippet’s page is numbered, as 1 at the top',
      'https://www.stridelab.example/how-to-choose/',
      1,
    ],
    [
      'a second result of the same site in a block is a result of its own',
      'https://www.example.com/trail-running-shoes/',
      3,
    ],
    [
      'a result whose address has /maps in it is organic',
      'https://www.citywalks.example/maps/old-town/',
      4,
    ],
    [
      'an indented result is organic, after the result it sits under',
      'https://www.runhub.example/womens-running-shoes/',
      6,
    ],
    [
      'a result with a Directions link to Google Maps keeps its position',
      'https://www.runners-shop.com/stores/downtown/',
      8,
    ],
  ])('%s', (_, url, position) => {
    expect(at(results, url)).toMatchObject({ kind: 'organic', position });
  });

  it('takes as sitelinks the links to its own site under a result, titled or not', () => {
    expect(ofKind(results, 'sitelink')).toEqual([
      'https://www.example.com/sale/',
      'https://www.example.com/new/',
      'https://shop.example.com/men/',
      'https://shop.example.com/women/',
    ]);
    // Google's "About featured snippets" sits under the snippet's result, but on another site.
    expect(results.some((r) => r.host === 'support.google.com')).toBe(false);
  });

  it.each<[string, SerpKind, string[]]>([
    [
      'the AI overview’s sources',
      'overview',
      ['https://www.example.com/guide/', 'https://www.runhub.example/blog/cushioning/'],
    ],
    [
      'the map pack’s places (the id on the place’s link)',
      'map',
      ['https://www.example.com/store/', 'https://www.placeonly.example/'],
    ],
    ['"People also ask"', 'question', ['https://www.runhub.example/guide/']],
    [
      'top stories, the video and the discussion carousels',
      'carousel',
      [
        'https://www.example.com/news/spring-sale/',
        'https://news.example/running/shoe-prices/',
        'https://www.youtube.com/watch?v=r1',
        'https://www.example.com/videos/fit/',
        'https://www.reddit.com/r/running/comments/r1/',
        'https://www.runhub.example/forum/shoes/',
      ],
    ],
    ['the ad', 'ad', ['https://www.example.com/ads-landing/']],
  ])('tells %s apart, unnumbered', (_, kind, urls) => {
    expect(ofKind(results, kind)).toEqual(urls);
    expect(results.filter((r) => r.kind === kind).every((r) => r.position === null)).toBe(true);
  });

  it('reads nothing of the knowledge panel in the side column', () => {
    expect(results.filter((r) => /wikipedia|facebook/.test(r.host))).toEqual([]);
  });

  it('gives each result its own part of the page, even in a shared block: where its badge goes', () => {
    const own = results.filter((r) => r.kind === 'organic');
    for (const r of own) {
      expect(r.block.contains(r.link)).toBe(true);
      expect(own.filter((o) => o !== r && r.block.contains(o.link))).toEqual([]);
    }
    // The grouped results share a block of the list; each has its own card in it.
    const trail = at(results, 'https://www.example.com/trail-running-shoes/')!;
    expect(trail.block.parentElement?.parentElement?.id).not.toBe('rso');
    expect(trail.block.matches('.g')).toBe(true);
  });
});

describe('parseResults on google.pl: a list of results and a block shared with the map pack', () => {
  const results = parse(polishSerp());

  it('numbers the results of a list of title links and the result beside the map pack', () => {
    expect(organic(results)).toEqual([
      [1, 'https://www.runhub.example/running-shoes/'],
      [2, 'https://shop.example.com/buty/'],
      [3, 'https://www.mapy-szlakow.example/maps/tatry/'],
      [4, 'https://www.example.com/pl/buty-do-biegania/'],
      [5, 'https://www.stridelab.example/pl/'],
      [6, 'https://www.stridelab.example/pl/damskie/'],
    ]);
  });

  it('keeps each place of the map pack, two branches of one shop as two', () => {
    expect(ofKind(results, 'map')).toEqual([
      'https://www.sklepbiegacza.example/mokotow/',
      'https://www.sklepbiegacza.example/wola/',
      'https://www.placeonly.example/',
    ]);
    const beside = at(results, 'https://www.example.com/pl/buty-do-biegania/')!;
    expect(results.filter((r) => r.kind === 'map' && beside.block.contains(r.link))).toEqual([]);
  });

  it('takes sitelinks under their result only, not "Translate this page"', () => {
    expect(ofKind(results, 'sitelink')).toEqual([
      'https://shop.example.com/promocje/',
      'https://www.stridelab.example/pl/meskie/',
      'https://www.stridelab.example/pl/wyprzedaz/',
    ]);
    expect(results.some((r) => r.host === 'translate.google.com')).toBe(false);
  });

  it('tells "People also ask" and the video carousel apart', () => {
    expect(ofKind(results, 'question')).toEqual(['https://www.example.com/pl/poradnik/']);
    expect(ofKind(results, 'carousel')).toEqual(['https://www.youtube.com/watch?v=p1']);
  });
});

describe('parseResults on google.com.sa in Arabic, right to left', () => {
  const results = parse(arabicSerp());

  it('numbers the same structure, a site with an Arabic name by its ASCII form', () => {
    expect(results.filter((r) => r.kind === 'organic').map((r) => [r.position, r.host])).toEqual([
      [1, 'xn----zmchic1ad4md2d.example'],
      [2, 'xn----zmchic1ad4md2d.example'],
      [3, 'citywalks.example'],
      [4, 'example.com'],
      [5, 'example.com'],
      [6, 'runhub.example'],
    ]);
  });

  it('numbers the second result of the same site in a block, not taking it for a sitelink', () => {
    const second =
      'https://xn----zmchic1ad4md2d.example/%D8%A3%D8%AD%D8%B0%D9%8A%D8%A9-%D9%86%D8%B3%D8%A7%D8%A6%D9%8A%D8%A9/';
    expect(at(results, second)).toMatchObject({ kind: 'organic', position: 2 });
  });

  it('tells the overview, the carousels, the map pack and the sitelinks apart', () => {
    expect(ofKind(results, 'overview')).toEqual(['https://www.example.com/ar/guide/']);
    expect(ofKind(results, 'carousel')).toEqual([
      'https://news.example/ar/running/',
      'https://www.reddit.com/r/running/comments/a1/',
    ]);
    expect(ofKind(results, 'map')).toEqual(['https://www.example.com/ar/store/']);
    expect(ofKind(results, 'sitelink')).toEqual(['https://www.example.com/ar/sale/']);
  });
});
