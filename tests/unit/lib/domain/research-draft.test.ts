import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftFromParams,
  emptyDraft,
  initialChoices,
  reconcileMarket,
  type ResearchDraft,
} from '@/lib/domain/research-draft';
import type { ResearchTables } from '@/lib/domain/research';

const tables: ResearchTables = {
  types: ['simple', 'custom', 'questions'],
  countries: { pl: 'Poland', us: 'United States', gb: 'United Kingdom' },
  languages: { pl: 'Polish', en: 'English' },
  engines: {
    'google.pl': { countries: ['pl'], languages: ['pl', 'en'], category: 'search' },
    'google.com': { countries: ['us', 'gb', 'pl'], languages: ['en', 'pl'], category: 'search' },
    'bing.com': { countries: ['us', 'gb'], languages: ['en'], category: 'search' },
  },
};

const ready: ResearchDraft = {
  ...emptyDraft,
  keywordsText: 'buty do biegania\n\nkurtki ',
  type: 'simple',
  engines: ['google.pl'],
  country: 'pl',
  language: 'pl',
};

describe('checkDraft', () => {
  it('turns a complete form into parameters (modifiers only for custom)', () => {
    expect(checkDraft({ ...ready, modifiersText: 'x' })).toEqual({
      params: {
        keywords: ['buty do biegania', 'kurtki'],
        engines: ['google.pl'],
        type: 'simple',
        modifiers: [],
        country: 'pl',
        language: 'pl',
        location: null,
      },
      problems: [],
    });
    const custom = checkDraft({
      ...ready,
      type: 'custom',
      modifiersText: 'tanie\ndamskie',
      latText: '52,1',
      lonText: '21',
    });
    expect(custom.params).toMatchObject({
      type: 'custom',
      modifiers: ['tanie', 'damskie'],
      location: { lat: 52.1, lon: 21 },
    });
  });

  it.each<[string, Partial<ResearchDraft>, string[]]>([
    ['no keywords', { keywordsText: ' \n ' }, ['keywords-required']],
    ['no engines', { engines: [] }, ['engines-required']],
    ['custom without modifiers', { type: 'custom', modifiersText: '\n' }, ['modifiers-required']],
    ['engines share no country', { country: null }, ['country-none']],
    ['engines share no language', { language: null }, ['language-none']],
    ['half a location', { latText: '52' }, ['lon-missing']],
    ['location out of range', { latText: '95', lonText: '200' }, ['lat-range', 'lon-range']],
    [
      'several at once',
      { keywordsText: '', engines: [], type: 'custom' },
      ['keywords-required', 'engines-required', 'modifiers-required'],
    ],
  ])('refuses %s', (_name, patch, problems) => {
    expect(checkDraft({ ...ready, ...patch })).toEqual({ params: null, problems });
  });
});

describe('reconcileMarket', () => {
  it.each([
    [['google.pl'], 'pl', 'pl', { country: 'pl', language: 'pl' }],
    [['google.com', 'bing.com'], 'pl', 'pl', { country: 'gb', language: 'en' }],
    [['google.com', 'bing.com'], 'us', 'en', { country: 'us', language: 'en' }],
    [['google.pl', 'bing.com'], 'pl', 'en', { country: null, language: 'en' }],
    [['google.com'], 'gb', 'en', { country: 'gb', language: 'en' }],
  ])('%j with %s/%s → %j', (engines, country, language, expected) => {
    expect(reconcileMarket(tables, engines, country, language)).toEqual(expected);
  });
});

describe('initialChoices', () => {
  it('picks simple, the local search engine serving pl/pl and the service defaults', () => {
    expect(initialChoices(tables, emptyDraft)).toEqual({
      type: 'simple',
      engines: ['google.pl'],
      country: 'pl',
      language: 'pl',
    });
  });

  it.each([
    [{ 'allegro.pl': 'shopping', 'bing.com': 'search', 'google.pl': 'search' }, 'google.pl'],
    [{ 'allegro.pl': 'shopping', 'bing.com': 'search' }, 'bing.com'],
    [{ 'allegro.pl': 'shopping', 'ceneo.pl': 'shopping' }, 'allegro.pl'],
  ])('prefers the local web search among %j → %s', (categories, expected) => {
    const engines = Object.fromEntries(
      Object.entries(categories).map(([code, category]) => [
        code,
        { countries: ['pl'], languages: ['pl'], category },
      ]),
    );
    expect(initialChoices({ ...tables, engines }, emptyDraft).engines).toEqual([expected]);
  });

  it('falls back to the first engine when none serves pl/pl', () => {
    const engines = {
      'google.de': { countries: ['de'], languages: ['de'], category: 'search' },
      'bing.com': { countries: ['us'], languages: ['en'], category: 'search' },
    };
    expect(initialChoices({ ...tables, engines }, emptyDraft)).toMatchObject({
      engines: ['bing.com'],
      country: 'us',
      language: 'en',
    });
  });

  it('keeps what the user already chose, dropping engines the table no longer has', () => {
    const draft = {
      ...ready,
      type: 'custom',
      engines: ['bing.com', 'gone.engine'],
      country: 'us',
      language: 'en',
    };
    expect(initialChoices(tables, draft)).toEqual({
      engines: ['bing.com'],
      country: 'us',
      language: 'en',
    });
  });
});

it('shows a stored run again as a draft', () => {
  const params = checkDraft({ ...ready, latText: '1.5', lonText: '-2' }).params!;
  expect(checkDraft({ ...emptyDraft, ...draftFromParams(params) }).params).toEqual(params);
});
