import { describe, expect, it } from 'vitest';
import { apiOn, fakeService, fixture } from './fake-service';

describe('keyword research', () => {
  it('getData: phrases keyed by phrase, engines as keyed object, failures coerced', async () => {
    const report = await apiOn(fakeService({ body: fixture('keywords-report') })).keywords.getData({
      keywords: ['buty'],
      engines: ['google'],
      type: 'simple',
    });
    expect(report.gatheringFailures).toBe(1);
    // The fixture's echo names no market: the service's defaults are not invented here.
    expect(report.used).toMatchObject({ engines: ['google'], country: null, language: null });
    expect(report.phrases).toEqual([
      { value: 'buty', engines: ['google', 'bing'], base: 'buty', search: 'buty', modifier: '' },
      {
        value: 'buty do biegania',
        engines: ['google'],
        base: 'buty',
        search: 'buty do biegania',
        modifier: 'do biegania',
      },
    ]);
  });

  it('getData: what the service used, from its `params` echo (not from what was asked)', async () => {
    const body = {
      params: {
        keywords: { 0: 'buty' },
        engines: ['google.com', 'bing.com'],
        type: 'simple',
        country: 'us',
        language: 'en',
        location: '40.7128|-74.006',
      },
      results: { gathering_failures: 0, keywords: [] },
    };
    const report = await apiOn(fakeService({ body })).keywords.getData({
      keywords: ['buty'],
      engines: ['google.com', 'bing.com'],
      type: 'simple',
    });
    expect(report.used).toEqual({
      keywords: ['buty'],
      engines: ['google.com', 'bing.com'],
      type: 'simple',
      modifiers: [],
      country: 'us',
      language: 'en',
      location: '40.7128|-74.006',
    });
  });

  it.each([
    ['a bare payload', { gathering_failures: 0, keywords: [] }],
    ['an unreadable echo', { params: 'pl', results: { gathering_failures: 0, keywords: [] } }],
  ])('getData: %s says nothing of what was used, and the report still counts', async (_, body) => {
    const report = await apiOn(fakeService({ body })).keywords.getData({
      keywords: ['buty'],
      engines: ['google'],
      type: 'simple',
    });
    expect(report.used).toBeNull();
    expect(report.phrases).toEqual([]);
  });

  it('engines table: languages and countries per engine', async () => {
    const engines = await apiOn(
      fakeService({ body: fixture('keywords-engines-table') }),
    ).keywords.engines();
    expect(engines.bing).toEqual({
      languages: ['pl', 'en'],
      countries: ['pl', 'gb'],
      category: 'search',
    });
  });

  it.each([
    ['types', { results: { types: ['simple', 'custom'] } }, ['simple', 'custom']],
    ['countries', { results: { countries: { pl: 'Poland' } } }, { pl: 'Poland' }],
    ['languages', { result: { languages: { pl: 'Polish' } } }, { pl: 'Polish' }],
    ['currencies', { currencies: { PLN: 'Złoty' } }, { PLN: 'Złoty' }],
  ] as const)('%s table', async (name, body, expected) => {
    const service = fakeService({ body });
    await expect(apiOn(service).keywords[name]()).resolves.toEqual(expected);
    expect(service.sent[0].url.pathname).toBe(`/api-v3/keywords/keywords-tables/${name}.json`);
  });
});
