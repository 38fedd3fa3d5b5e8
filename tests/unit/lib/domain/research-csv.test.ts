import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/domain/csv';
import { researchCsv, researchCsvName } from '@/lib/domain/research-csv';

const headers = {
  phrase: 'Phrase',
  search: 'Search phrase',
  base: 'Base keyword',
  modifier: 'Modifier',
  engines: 'Engines',
  engineCount: 'Engine count',
};

describe('researchCsv', () => {
  it('writes a header and one row per phrase that a spreadsheet reads back', () => {
    const csv = researchCsv(
      [
        {
          value: 'buty, tanie',
          search: 'buty, tanie',
          base: 'buty',
          modifier: 'tanie',
          engines: ['google.pl', 'bing.com'],
        },
        { value: '=cmd', search: '=cmd', base: '=cmd', modifier: '', engines: [] },
        {
          value: 'żółte "buty" sklep',
          search: 'żółte "buty"',
          base: 'buty',
          modifier: 'żółte',
          engines: ['google.pl'],
        },
      ],
      headers,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['Phrase', 'Search phrase', 'Base keyword', 'Modifier', 'Engines', 'Engine count'],
      ['buty, tanie', 'buty, tanie', 'buty', 'tanie', 'google.pl bing.com', '2'],
      ["'=cmd", "'=cmd", "'=cmd", '', '', '0'],
      ['żółte "buty" sklep', 'żółte "buty"', 'buty', 'żółte', 'google.pl', '1'],
    ]);
  });
});

describe('researchCsvName', () => {
  it.each([
    [['buty do biegania'], 'stormlens-research-buty_do_biegania-2024-05-01.csv'],
    [['buty', 'kurtki', 'plecaki'], 'stormlens-research-buty_2-2024-05-01.csv'],
    [[], 'stormlens-research-research-2024-05-01.csv'],
  ])('%j', (keywords, name) => {
    expect(researchCsvName(keywords, Date.UTC(2024, 4, 1, 12))).toBe(name);
  });
});
