import { describe, expect, it } from 'vitest';
import { keywordTableSchemas, reportSchema } from '@/lib/api/schemas/keywords';

// ../shared/spec/keyword-research.md: "Type `array` means a JSON array or a keyed JSON object" (../shared/spec/audits.md
// Conventions): codes must come out as codes whichever form the lists take.
describe('keyword research lists of codes', () => {
  it('engines table: lists, PHP keyed lists and maps keyed by code', () => {
    const engines = keywordTableSchemas.engines.parse({
      'google.pl': { language: ['pl', 'en'], country: { 0: 'pl' }, category: 'search' },
      'google.com': {
        language: { en: 'English', es: 'Spanish' },
        country: { us: 'USA' },
        category: '',
      },
    });
    expect(engines['google.pl']).toEqual({
      languages: ['pl', 'en'],
      countries: ['pl'],
      category: 'search',
    });
    expect(engines['google.com']).toMatchObject({ languages: ['en', 'es'], countries: ['us'] });
  });

  it('report phrases: engines found as a list or keyed by engine code', () => {
    const report = reportSchema.parse({
      gathering_failures: '0',
      keywords: {
        'buty do biegania': {
          value: 'buty do biegania',
          engines: { 'google.pl': 1 },
          base: 'buty',
          search: 'buty',
          modifier: '',
        },
        'buty damskie': {
          value: 'buty damskie',
          engines: ['google.pl', 'bing.com'],
          base: 'buty',
          search: 'buty',
          modifier: 'damskie',
        },
      },
    });
    expect(report.phrases.map((p) => p.engines)).toEqual([
      ['google.pl'],
      ['google.pl', 'bing.com'],
    ]);
  });
});
