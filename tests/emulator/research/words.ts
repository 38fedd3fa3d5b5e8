/**
 * Words the phrase builder uses, per language (Polish and English; other languages fall back to
 * English): autocomplete-style suffixes for `simple`, question words, prepositions, comparison
 * words, and one word per letter for `alphabet`.
 */
export interface Words {
  suffixes: string[];
  questions: string[];
  prepositions: string[];
  comparisons: string[];
  alphabet: Record<string, string>;
}

const PL: Words = {
  suffixes: [
    'cena',
    'opinie',
    'sklep',
    'ranking',
    'najlepsze',
    'promocja',
    'allegro',
    'damskie',
    'męskie',
    'tanie',
    'forum',
    'jakie wybrać',
  ],
  questions: ['jak', 'jakie', 'gdzie', 'co', 'czy', 'ile kosztują', 'dlaczego', 'kiedy'],
  prepositions: ['dla', 'z', 'bez', 'na', 'do', 'pod'],
  comparisons: ['czy', 'vs', 'lub', 'i', 'jak'],
  alphabet: {
    a: 'allegro',
    b: 'black friday',
    c: 'cena',
    d: 'damskie',
    e: 'empik',
    f: 'forum',
    g: 'gore-tex',
    h: 'hoka',
    i: 'inov-8',
    j: 'jakie',
    k: 'kolory',
    l: 'lekkie',
    m: 'męskie',
    n: 'najlepsze',
    o: 'opinie',
    p: 'promocja',
    r: 'ranking',
    s: 'salomon',
    t: 'tanie',
    u: 'używane',
    w: 'wyprzedaż',
    z: 'zimowe',
  },
};

const EN: Words = {
  suffixes: [
    'price',
    'reviews',
    'near me',
    'best',
    'for sale',
    'online',
    'cheap',
    'uk',
    'women',
    'men',
    'reddit',
    '2026',
  ],
  questions: ['how', 'what', 'where', 'why', 'which', 'can', 'are', 'when'],
  prepositions: ['for', 'with', 'without', 'near', 'to', 'under'],
  comparisons: ['vs', 'or', 'and', 'like', 'versus'],
  alphabet: {
    a: 'amazon',
    b: 'black friday',
    c: 'cheap',
    d: 'deals',
    e: 'ebay',
    f: 'for women',
    g: 'gore-tex',
    h: 'hoka',
    i: 'insoles',
    j: 'jacket',
    k: 'kids',
    l: 'lightweight',
    m: 'men',
    n: 'near me',
    o: 'on sale',
    p: 'price',
    r: 'reviews',
    s: 'sale',
    t: 'trail',
    u: 'uk',
    v: 'vs road',
    w: 'waterproof',
    x: 'xero',
    z: 'zero drop',
  },
};

export function wordsFor(language: string): Words {
  return language === 'pl' ? PL : EN;
}
