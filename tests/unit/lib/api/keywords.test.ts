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
