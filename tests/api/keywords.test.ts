import { describe, expect, it } from 'vitest';
import { validCountriesFor, validLanguagesFor } from '@/lib/api';
import { useApi } from './harness';

const h = useApi();

describe('keyword research over HTTP (rows 13–19)', () => {
  it('tables (14–19): types, countries, languages, currencies, engines, and by name', async () => {
    const api = h.api();
    const types = await api.keywords.types();
    expect(types).toEqual(expect.arrayContaining(['simple', 'custom']));
    const countries = await api.keywords.countries();
    const languages = await api.keywords.languages();
    const currencies = await api.keywords.currencies();
    expect(countries.pl).toBeTruthy();
    expect(languages.pl).toBeTruthy();
    expect(Object.keys(currencies).length).toBeGreaterThan(0);
    const engines = await api.keywords.engines();
    for (const engine of Object.values(engines)) {
      for (const c of engine.countries) expect(countries[c]).toBeTruthy();
      for (const l of engine.languages) expect(languages[l]).toBeTruthy();
    }
    await expect(api.keywords.table('engines')).resolves.toEqual(engines);
    await expect(api.keywords.table('types')).resolves.toEqual(types);
  });

  it('get-data (13): phrases for a valid country/language, custom modifiers', async () => {
    const api = h.api();
    const engines = await api.keywords.engines();
    const codes = Object.keys(engines);
    const selected = codes
      .flatMap((a) => codes.map((b) => [a, b]))
      .find(
        (pair) =>
          pair[0] !== pair[1] &&
          validCountriesFor(engines, pair).length &&
          validLanguagesFor(engines, pair).length,
      )!;
    const country = validCountriesFor(engines, selected)[0];
    const language = validLanguagesFor(engines, selected)[0];
    const report = await api.keywords.getData(
      {
        keywords: ['running shoes'],
        engines: selected,
        type: 'custom',
        modifiers: ['best', 'cheap'],
        country,
        language,
      },
      { engines },
    );
    expect(report.gatheringFailures).toBeGreaterThanOrEqual(0);
    expect(report.phrases.length).toBeGreaterThan(0);
    for (const p of report.phrases) {
      expect(p.base).toBe('running shoes');
      expect(p.value).not.toBe('');
      for (const e of p.engines) expect(selected).toContain(e);
    }
    expect(report.phrases.some((p) => p.modifier === 'best' || p.modifier === 'cheap')).toBe(true);
  });

  it('a country one engine lacks: refused locally with the table, by the service (exception) without', async () => {
    const api = h.api();
    const engines = await api.keywords.engines();
    const codes = Object.keys(engines);
    // Find an engine pair and a country valid for the first but not for both.
    const pair = codes
      .flatMap((a) => codes.map((b) => [a, b]))
      .find(
        ([a, b]) => a !== b && engines[a].countries.some((c) => !engines[b].countries.includes(c)),
      );
    if (!pair) throw new Error('the emulator tables have no engine pair differing in countries');
    const country = engines[pair[0]].countries.find(
      (c) => !engines[pair[1]].countries.includes(c),
    )!;
    const language = validLanguagesFor(engines, pair)[0];
    const params = { keywords: ['shoes'], engines: pair, type: 'simple', country, language };
    await expect(api.keywords.getData(params, { engines })).rejects.toMatchObject({
      kind: 'request',
      details: { field: 'country', local: true },
    });
    await expect(api.keywords.getData(params)).rejects.toMatchObject({ kind: 'exception' });
  });
});
