import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parseResults } from '@/lib/domain/serp/results';

/*
 * Each mark of a part of the page that is not an organic result (lib/domain/serp/features.ts),
 * alone in a block before one organic result: the part is told apart by that mark, and the result
 * after it stays first. Where a part's links would look like results (an `<h3>` in the link), a
 * missing mark shows as a wrong number; where they would not, as a link not reported at all.
 */

const ORGANIC = '<div><a href="https://organic.example/"><h3>Organic</h3></a></div>';

function parse(block: string) {
  const { document } = parseHTML(`<div id="rso">${block}${ORGANIC}</div>`);
  return parseResults(document, 'https://www.google.com/search?q=x').map((r) => [
    r.kind,
    r.host,
    r.position,
  ]);
}

describe('parseResults: the marks of each part of the page', () => {
  it.each([
    [
      'a region of ads in the list (#tads)',
      '<div id="tads"><div><a href="https://ad.example/"><h3>Ad</h3></a></div></div>',
      [['ad', 'ad.example', null]],
    ],
    [
      'an ad (data-text-ad): its title and sitelinks one result',
      '<div><div data-text-ad="1"><a href="https://ad.example/"><h3>Ad</h3></a><a href="https://ad.example/sale/">Sale</a></div></div>',
      [['ad', 'ad.example', null]],
    ],
    [
      'a link through the paid-click redirect',
      '<div><a href="https://ad.example/" data-rw="https://www.googleadservices.com/pagead/aclk?sa=L"><h3>Ad</h3></a></div>',
      [['ad', 'ad.example', null]],
    ],
    [
      '"People also ask" by its block (data-initq)',
      '<div data-initq="x"><div><a href="https://answer.example/"><h3>Source</h3></a></div></div>',
      [['question', 'answer.example', null]],
    ],
    [
      '"People also ask" by its question (data-q)',
      '<div><div data-q="Why?"><a href="https://answer.example/"><h3>Source</h3></a></div></div>',
      [['question', 'answer.example', null]],
    ],
    [
      'a place (data-cid on its link), its website beside it',
      '<div><div><a href="#" data-cid="1"><div role="heading">Shop</div></a></div><a href="https://place.example/">Website</a></div>',
      [['map', 'place.example', null]],
    ],
    [
      'the AI overview (data-mcpr), its sources a row of cards, a link beside it',
      '<div><div data-mcpr=""><div role="list"><div role="listitem"><a href="https://source.example/"><div role="heading">Source</div></a></div></div></div><a href="https://more.example/">More</a></div>',
      [
        ['overview', 'source.example', null],
        ['overview', 'more.example', null],
      ],
    ],
    [
      "Google's scroller (g-scrolling-carousel), its cards titled in <h3>, a link beside it",
      '<div><g-scrolling-carousel><a href="https://news.example/a"><h3>Story</h3></a></g-scrolling-carousel><a href="https://more.example/">More</a></div>',
      [
        ['carousel', 'news.example', null],
        ['carousel', 'more.example', null],
      ],
    ],
    [
      'a row of cards (role=list) none of which is an <h3> title link',
      '<div><div role="list"><div role="listitem"><a href="https://video.example/"><div role="heading">Clip</div></a></div></div></div>',
      [['carousel', 'video.example', null]],
    ],
  ])('%s', (_, block, parts) => {
    expect(parse(block)).toEqual([...parts, ['organic', 'organic.example', 1]]);
  });

  it('leaves a result sharing a block with a feature its number', () => {
    expect(
      parse(
        '<div><div data-mcpr=""><a href="https://source.example/">Source</a></div><div><a href="https://beside.example/"><h3>Beside</h3></a></div></div>',
      ),
    ).toEqual([
      ['overview', 'source.example', null],
      ['organic', 'beside.example', 1],
      ['organic', 'organic.example', 2],
    ]);
  });

  it('takes a list (role=list) of <h3> title links for results, not a carousel', () => {
    expect(
      parse(
        '<div role="list"><div role="listitem"><a href="https://a.example/"><h3>A</h3></a></div><div role="listitem"><a href="https://b.example/"><h3>B</h3></a></div></div>',
      ),
    ).toEqual([
      ['organic', 'a.example', 1],
      ['organic', 'b.example', 2],
      ['organic', 'organic.example', 3],
    ]);
  });
});
