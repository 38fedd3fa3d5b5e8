import { describe, expect, it } from 'vitest';
import { errorText, useEmulator } from './harness.ts';

const h = useEmulator();
const getData = (body: Record<string, unknown>) =>
  h.call('POST', 'keywords/keywords/get-data.json', body);
const base = { keywords: ['buty trailowe'], engines: ['google.pl'], type: 'simple' };

describe('keyword research report (row 13)', () => {
  it('simple: the keyword itself and suggestions, modifier empty, engines found per phrase', async () => {
    const answer = await getData({ ...base, engines: ['google.pl', 'allegro.pl'] });
    expect(answer.status).toBe(200);
    const { gathering_failures, keywords } = answer.body.results;
    expect(gathering_failures).toBe(0);
    const phrases = Object.values(keywords) as {
      value: string;
      base: string;
      search: string;
      modifier: string;
      engines: string[];
    }[];
    expect(phrases.length).toBeGreaterThan(4);
    expect(keywords['buty trailowe']).toMatchObject({
      value: 'buty trailowe',
      base: 'buty trailowe',
      search: 'buty trailowe',
      modifier: '',
    });
    for (const [key, phrase] of Object.entries(keywords) as [
      string,
      { value: string; engines: string[] },
    ][]) {
      expect(phrase.value).toBe(key);
      expect(phrase.engines.every((e) => ['google.pl', 'allegro.pl'].includes(e))).toBe(true);
    }
    expect((await getData({ ...base, engines: ['google.pl', 'allegro.pl'] })).body.results).toEqual(
      answer.body.results,
    );
  });

  it('custom: keyword + each modifier', async () => {
    const { keywords } = (
      await getData({ ...base, type: 'custom', modifiers: ['damskie', 'zimowe'] })
    ).body.results;
    const searches = new Set(Object.values(keywords).map((p) => (p as { search: string }).search));
    expect(searches).toEqual(new Set(['buty trailowe damskie', 'buty trailowe zimowe']));
  });

  it('echoes in `params` what it used: the defaults it filled in, never a member it ignored', async () => {
    const defaults = await getData({ ...base, modifiers: [' ', 'x'], note: 'ignored' });
    expect(defaults.body.params).toEqual({
      keywords: ['buty trailowe'],
      engines: ['google.pl'],
      type: 'simple',
      modifiers: ['x'],
      country: 'pl',
      language: 'pl',
    });
    const chosen = await getData({
      ...base,
      engines: ['google.com', 'bing.com'],
      country: 'us',
      language: 'en',
      location: ' 40.7128|-74.006 ',
    });
    expect(chosen.body.params).toMatchObject({
      engines: ['google.com', 'bing.com'],
      country: 'us',
      language: 'en',
      location: '40.7128|-74.006',
    });
  });

  it.each([
    ['questions', 'pl', 'jak buty trailowe'],
    ['alphabet', 'pl', 'buty trailowe salomon'],
    ['prepositions', 'pl', 'buty trailowe dla'],
    ['comparisons', 'pl', 'buty trailowe vs'],
  ])('%s builds phrases from its own modifiers', async (type, language, expected) => {
    const { keywords } = (await getData({ ...base, type, language })).body.results;
    expect(Object.keys(keywords)).toContain(expected);
  });

  it('reports gathering failures for a flaky keyword, and constantly for bing.com with a location', async () => {
    const flaky = await getData({ ...base, keywords: ['flaky shoes'] });
    expect(flaky.body.results.gathering_failures).toBeGreaterThan(0);
    const bing = await getData({ ...base, engines: ['bing.com'], location: '52.2297|21.0122' });
    expect(bing.body.results.gathering_failures).toBe(1);
  });

  it.each([
    ['keywords not an array', { keywords: 'shoes' }, 400, 'keywords must be a non-empty array'],
    ['keywords empty', { keywords: [] }, 400, 'keywords must be a non-empty array'],
    ['engines not an array', { engines: 'google.pl' }, 400, 'engines must be a non-empty array'],
    ['engines empty', { engines: [] }, 400, 'engines must be a non-empty array'],
    ['type not a string', { type: 5 }, 400, 'type must be a non-empty string'],
    ['type empty', { type: '' }, 400, 'type must be a non-empty string'],
    ['country not a string', { country: 1 }, 400, 'country must be a string'],
    ['language not a string', { language: ['pl'] }, 400, 'language must be a string'],
    ['location not a string', { location: 52.1 }, 400, 'location must be a string'],
    ['custom without modifiers', { type: 'custom' }, 400, 'modifiers are required'],
    [
      'country not valid with an engine',
      { engines: ['google.com'], country: 'pl', language: 'en' },
      500,
      'Country "pl" is not valid with engine "google.com"',
    ],
    [
      'language not valid with an engine',
      { engines: ['google.de'], country: 'de', language: 'pl' },
      500,
      'Language "pl" is not valid with engine "google.de"',
    ],
  ])('refuses %s', async (_name, change, status, text) => {
    const answer = await getData({ ...base, ...change });
    expect(answer.status).toBe(status);
    expect(errorText(answer).startsWith(`(${status}) `)).toBe(true);
    expect(errorText(answer)).toContain(text);
  });
});

describe('keyword research tables (rows 14–19)', () => {
  it.each(['types', 'countries', 'languages', 'currencies', 'engines'])(
    '%s answers under its own name, with and without .json',
    async (name) => {
      const plain = await h.call('GET', `keywords/keywords-tables/${name}`);
      const json = await h.call('GET', `keywords/keywords-tables/${name}.json`);
      expect(plain.status).toBe(200);
      expect(Object.keys(plain.body.results)).toEqual([name]);
      expect(json.body.results).toEqual(plain.body.results);
    },
  );

  it('engines name valid countries and languages; types include simple and custom', async () => {
    const engines = (await h.call('GET', 'keywords/keywords-tables/engines.json')).body.results
      .engines;
    expect(engines['google.pl']).toEqual({
      language: ['pl', 'en'],
      country: ['pl'],
      category: 'search',
    });
    expect(engines['google.com'].country).toEqual(expect.arrayContaining(['us', 'gb']));
    const types = (await h.call('GET', 'keywords/keywords-tables/types')).body.results.types;
    expect(types).toEqual(expect.arrayContaining(['simple', 'custom']));
  });

  it('refuses an unknown table name with a Request error', async () => {
    const answer = await h.call('GET', 'keywords/keywords-tables/planets.json');
    expect(answer.status).toBe(400);
    expect(errorText(answer)).toContain('Unknown table name "planets"');
  });
});

describe('control: extraSuggestion (a phrase of any length from the service)', () => {
  it('is found by every report until the next reset', async () => {
    const long = `z${'x'.repeat(1999)}`;
    await h.control('settings', { extraSuggestion: long });
    const { keywords } = (await getData(base)).body.results;
    expect(keywords[long]).toMatchObject({ value: long, base: 'buty trailowe' });
    await h.control('reset');
    expect((await getData(base)).body.results.keywords[long]).toBeUndefined();
  });
});
