import { describe, expect, it } from 'vitest';
import {
  countPhrases,
  emptyFilter,
  filterPhrases,
  sortPhrases,
  type PhraseFilter,
} from '@/lib/domain/research-results';
import type { ResearchPhrase } from '@/lib/storage/research';

const phrase = (search: string, base: string, modifier: string, engines: string[]) =>
  ({ value: search, search, base, modifier, engines }) satisfies ResearchPhrase;

const phrases = [
  phrase('buty tanie', 'buty', 'tanie', ['google.pl']),
  phrase('buty damskie', 'buty', 'damskie', ['google.pl', 'bing.com']),
  phrase('buty 10', 'buty', '10', []),
  phrase('buty 9', 'buty', '9', ['bing.com']),
  phrase('kurtka żółta', 'kurtka', 'żółta', ['google.pl', 'bing.com', 'google.pl']),
];

describe('filterPhrases', () => {
  it.each<[string, Partial<PhraseFilter>, string[]]>([
    ['nothing', {}, ['buty tanie', 'buty damskie', 'buty 10', 'buty 9', 'kurtka żółta']],
    ['text, case-insensitive', { text: ' DAMS' }, ['buty damskie']],
    ['text in the modifier, Polish letters', { text: 'ŻÓŁ' }, ['kurtka żółta']],
    ['engine', { engine: 'bing.com' }, ['buty damskie', 'buty 9', 'kurtka żółta']],
    ['base', { base: 'kurtka' }, ['kurtka żółta']],
    ['found only', { foundOnly: true }, ['buty tanie', 'buty damskie', 'buty 9', 'kurtka żółta']],
    ['combined', { engine: 'google.pl', text: 'buty' }, ['buty tanie', 'buty damskie']],
    ['no match', { text: 'xyz' }, []],
  ])('%s', (_name, filter, expected) => {
    const got = filterPhrases(phrases, { ...emptyFilter, ...filter });
    expect(got.map((p) => p.search)).toEqual(expected);
  });
});

describe('sortPhrases', () => {
  it.each([
    ['search', 'asc', ['buty 9', 'buty 10', 'buty damskie', 'buty tanie', 'kurtka żółta']],
    ['search', 'desc', ['kurtka żółta', 'buty tanie', 'buty damskie', 'buty 10', 'buty 9']],
    ['modifier', 'asc', ['buty 9', 'buty 10', 'buty damskie', 'buty tanie', 'kurtka żółta']],
    ['base', 'desc', ['kurtka żółta', 'buty 9', 'buty 10', 'buty damskie', 'buty tanie']],
    ['engines', 'desc', ['kurtka żółta', 'buty damskie', 'buty 9', 'buty tanie', 'buty 10']],
    ['engines', 'asc', ['buty 10', 'buty 9', 'buty tanie', 'buty damskie', 'kurtka żółta']],
  ] as const)('by %s %s', (key, dir, expected) => {
    expect(sortPhrases(phrases, key, dir).map((p) => p.search)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const copy = [...phrases];
    sortPhrases(phrases, 'search', 'desc');
    expect(phrases).toEqual(copy);
  });
});

describe('countPhrases', () => {
  it('counts totals, found, per engine (each engine once per phrase) and per base', () => {
    expect(countPhrases(phrases)).toEqual({
      total: 5,
      found: 4,
      perEngine: { 'google.pl': 3, 'bing.com': 3 },
      perBase: { buty: 4, kurtka: 1 },
    });
  });

  it('counts phrases that name built-in members like any other', () => {
    const odd = [
      phrase('constructor', 'constructor', '', ['toString']),
      phrase('__proto__', '__proto__', '', []),
    ];
    const counts = countPhrases(odd);
    expect(counts.perBase.constructor).toBe(1);
    expect(counts.perBase.__proto__).toBe(1);
    expect(counts.perEngine.toString).toBe(1);
    expect(Object.keys(counts.perBase)).toEqual(['constructor', '__proto__']);
  });

  it('counts nothing in an empty report', () => {
    expect(countPhrases([])).toEqual({ total: 0, found: 0, perEngine: {}, perBase: {} });
  });
});

describe('phrases found beyond the search (suggestions)', () => {
  const found = [
    {
      value: 'buty tanie allegro',
      search: 'buty tanie',
      base: 'buty',
      modifier: 'tanie',
      engines: [],
    },
    { value: 'buty tanie', search: 'buty tanie', base: 'buty', modifier: 'tanie', engines: [] },
    { value: 'buty adidas', search: 'buty adidas', base: 'buty', modifier: 'adidas', engines: [] },
  ];

  it('filters on the found phrase too', () => {
    expect(filterPhrases(found, { ...emptyFilter, text: 'allegro' }).map((p) => p.value)).toEqual([
      'buty tanie allegro',
    ]);
  });

  it.each([
    ['value', ['buty adidas', 'buty tanie', 'buty tanie allegro']],
    ['search', ['buty adidas', 'buty tanie', 'buty tanie allegro']],
    ['modifier', ['buty adidas', 'buty tanie', 'buty tanie allegro']],
  ] as const)('sorts by %s with the phrase breaking ties', (key, expected) => {
    expect(sortPhrases(found, key, 'asc').map((p) => p.value)).toEqual(expected);
  });
});
