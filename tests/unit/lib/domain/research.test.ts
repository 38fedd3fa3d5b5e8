import { describe, expect, it } from 'vitest';
import { formatLocation, parseLocation } from '@/lib/domain/location';
import {
  buildResearchRequest,
  enginesAccepting,
  keywordFromTitle,
  keywordsFromSelection,
  reconcileChoice,
  splitLines,
  validCountries,
  validLanguages,
  type EnginesTable,
} from '@/lib/domain/research';
import type { ResearchParams } from '@/lib/storage/research';

const engines: EnginesTable = {
  'google.pl': { countries: ['pl'], languages: ['pl', 'en'], category: 'search' },
  'google.com': {
    countries: ['us', 'gb', 'pl'],
    languages: ['en', 'pl', 'de'],
    category: 'search',
  },
  'bing.com': { countries: ['us', 'gb'], languages: ['en'], category: 'search' },
  'youtube.com': { countries: ['pl', 'us'], languages: ['pl', 'en'], category: 'video' },
};
const types = ['simple', 'custom', 'questions'];
const tables = { engines, types };

describe('country and language limited to every selected engine', () => {
  it.each([
    [['google.pl'], ['pl'], ['pl', 'en']],
    [['google.com'], ['us', 'gb', 'pl'], ['en', 'pl', 'de']],
    [['google.pl', 'google.com'], ['pl'], ['pl', 'en']],
    [['google.com', 'bing.com'], ['us', 'gb'], ['en']],
    [['google.pl', 'bing.com'], [], ['en']],
    [['google.pl', 'youtube.com', 'google.com'], ['pl'], ['pl', 'en']],
    [['unknown.engine'], [], []],
    [['google.com', 'unknown.engine'], [], []],
    [[], ['pl', 'us', 'gb'], ['pl', 'en', 'de']],
  ])('%j → countries %j, languages %j', (selected, countries, languages) => {
    expect(validCountries(engines, selected).sort()).toEqual([...countries].sort());
    expect(validLanguages(engines, selected).sort()).toEqual([...languages].sort());
  });

  it.each([
    ['us', ['us', 'gb'], 'pl', 'us'], // still valid: kept
    ['pl', ['us', 'gb'], 'pl', 'gb'], // no longer valid, default missing: first sorted
    ['us', ['pl', 'us'], 'pl', 'us'],
    [null, ['pl', 'us'], 'pl', 'pl'], // nothing chosen yet: the service default
    ['de', ['pl', 'gb'], 'pl', 'pl'],
    ['pl', [], 'pl', null], // nothing valid: no choice, the form cannot be sent
  ])('reconcile %j within %j (default %j) → %j', (current, valid, preferred, expected) => {
    expect(reconcileChoice(current, valid, preferred)).toBe(expected);
  });

  it('names the engines that accept a country and language', () => {
    expect(enginesAccepting(engines, 'pl', 'pl').sort()).toEqual([
      'google.com',
      'google.pl',
      'youtube.com',
    ]);
    expect(enginesAccepting(engines, 'gb', 'en').sort()).toEqual(['bing.com', 'google.com']);
  });
});

describe('location', () => {
  it.each([
    [{ lat: 52.2297, lon: 21.0122 }, '52.2297|21.0122'],
    [{ lat: -90, lon: 180 }, '-90|180'],
    [{ lat: 20, lon: -0.5 }, '20|-0.5'],
    [{ lat: 0.0000001, lon: 0 }, '0.0000001|0'],
    [{ lat: 1e-9, lon: 100 }, '0|100'],
  ])("formats %j as %s (the service's lat|lon, no exponents)", (location, text) => {
    expect(formatLocation(location)).toBe(text);
  });

  it.each([
    ['', '', { ok: true, value: null }],
    ['  ', ' ', { ok: true, value: null }],
    ['52.2297', '21.0122', { ok: true, value: { lat: 52.2297, lon: 21.0122 } }],
    ['52,2297', '21,0122', { ok: true, value: { lat: 52.2297, lon: 21.0122 } }],
    ['-90', '180', { ok: true, value: { lat: -90, lon: 180 } }],
    ['90', '-180', { ok: true, value: { lat: 90, lon: -180 } }],
    ['+0.5', '.25', { ok: true, value: { lat: 0.5, lon: 0.25 } }],
    ['90.0001', '0', { ok: false, issues: ['lat-range'] }],
    ['0', '180.5', { ok: false, issues: ['lon-range'] }],
    ['-91', '-181', { ok: false, issues: ['lat-range', 'lon-range'] }],
    ['52.1', '', { ok: false, issues: ['lon-missing'] }],
    ['', '21', { ok: false, issues: ['lat-missing'] }],
    ['north', '21', { ok: false, issues: ['lat-number'] }],
    ['52.1.2', '1e3', { ok: false, issues: ['lat-number', 'lon-number'] }],
    ['52|21', '', { ok: false, issues: ['lat-number', 'lon-missing'] }],
  ])('lat %j lon %j → %j', (lat, lon, expected) => {
    expect(parseLocation(lat, lon)).toEqual(expected);
  });
});

const base: ResearchParams = {
  keywords: ['buty do biegania'],
  engines: ['google.pl'],
  type: 'simple',
  modifiers: [],
  country: 'pl',
  language: 'pl',
  location: null,
};

describe('the request built for each report type', () => {
  it.each([
    [
      'simple: no modifiers sent',
      { ...base, modifiers: ['ignored'] },
      {
        keywords: ['buty do biegania'],
        engines: ['google.pl'],
        type: 'simple',
        country: 'pl',
        language: 'pl',
      },
    ],
    [
      'custom: trimmed modifiers sent',
      { ...base, type: 'custom', modifiers: [' tanie ', '', 'damskie'] },
      {
        keywords: ['buty do biegania'],
        engines: ['google.pl'],
        type: 'custom',
        modifiers: ['tanie', 'damskie'],
        country: 'pl',
        language: 'pl',
      },
    ],
    [
      'questions: the type builds its own modifiers',
      {
        ...base,
        type: 'questions',
        engines: ['google.com', 'bing.com'],
        country: 'gb',
        language: 'en',
      },
      {
        keywords: ['buty do biegania'],
        engines: ['google.com', 'bing.com'],
        type: 'questions',
        country: 'gb',
        language: 'en',
      },
    ],
    [
      'location as lat|lon',
      { ...base, location: { lat: 52.2297, lon: -21.5 } },
      {
        keywords: ['buty do biegania'],
        engines: ['google.pl'],
        type: 'simple',
        country: 'pl',
        language: 'pl',
        location: '52.2297|-21.5',
      },
    ],
  ])('%s', (_name, params, body) => {
    expect(buildResearchRequest(params, tables)).toEqual({ ok: true, body });
  });

  it.each([
    ['no keywords', { ...base, keywords: ['  '] }, [{ field: 'keywords', code: 'keywords-empty' }]],
    ['no engines', { ...base, engines: [] }, [{ field: 'engines', code: 'list-empty' }]],
    ['no type', { ...base, type: '' }, [{ field: 'type', code: 'text-empty' }]],
    ['unknown type', { ...base, type: 'poems' }, [{ field: 'type', code: 'research-type' }]],
    [
      'custom without modifiers',
      { ...base, type: 'custom', modifiers: [' '] },
      [{ field: 'modifiers', code: 'modifiers-empty' }],
    ],
    [
      'unknown engine',
      { ...base, engines: ['google.pl', 'altavista'] },
      [{ field: 'engines', code: 'research-engine', values: { engine: 'altavista' } }],
    ],
    [
      'country invalid for one engine',
      { ...base, engines: ['google.pl', 'bing.com'], language: 'en' },
      [
        {
          field: 'country',
          code: 'research-country',
          values: { value: 'pl', engines: 'bing.com' },
        },
      ],
    ],
    [
      'both invalid',
      { ...base, engines: ['bing.com'], country: 'pl', language: 'pl' },
      [
        {
          field: 'country',
          code: 'research-country',
          values: { value: 'pl', engines: 'bing.com' },
        },
        {
          field: 'language',
          code: 'research-language',
          values: { value: 'pl', engines: 'bing.com' },
        },
      ],
    ],
  ])('refuses %s', (_name, params, issues) => {
    expect(buildResearchRequest(params, tables)).toEqual({ ok: false, issues });
  });
});

describe('keywords from text', () => {
  it.each([
    ['Running shoes for trail — Example Shop', 'running shoes for trail'],
    ['Demo page — https://www.example.com', 'demo page'],
    ['www.example.com | Buty do biegania', 'buty do biegania'],
    ['Buty  TRAILOWE - Sklep', 'buty trailowe'],
    ['Żółte BUTY', 'żółte buty'],
    ['', ''],
  ])('title %j → %j', (title, keyword) => {
    expect(keywordFromTitle(title)).toBe(keyword);
  });

  it.each([
    ['trail running shoes', ['trail running shoes']],
    ['  a \n\n b  c\nb  c\n', ['a', 'b c']],
    [
      'word '.repeat(30),
      ['word word word word word word word word word word word word word word word word'],
    ],
  ])('selection %j → %j', (selection, keywords) => {
    expect(keywordsFromSelection(selection)).toEqual(keywords);
  });

  it('splits lines without duplicates', () => {
    expect(splitLines('x\r\ny\n\nx')).toEqual(['x', 'y']);
  });
});
