import type { ResearchPhrase } from './research-runs';
import { csvFileName, toCsv } from './csv';

export interface ResearchCsvHeaders {
  phrase: string;
  search: string;
  base: string;
  modifier: string;
  engines: string;
  engineCount: string;
}

/**
 * The results as CSV (the shared `lib/domain/csv.ts` quoting: formula-safe, BOM for Excel).
 * Engines go in one cell separated by spaces — engine codes never contain one — plus a count
 * column, so a spreadsheet can sort by "how many engines know it".
 */
export function researchCsv(
  phrases: readonly ResearchPhrase[],
  headers: ResearchCsvHeaders,
): string {
  return toCsv([
    [
      headers.phrase,
      headers.search,
      headers.base,
      headers.modifier,
      headers.engines,
      headers.engineCount,
    ],
    ...phrases.map((p) => [
      p.value,
      p.search,
      p.base,
      p.modifier,
      p.engines.join(' '),
      p.engines.length,
    ]),
  ]);
}

/** `stormlens-research-buty_do_biegania-2024-05-01.csv` */
export function researchCsvName(keywords: readonly string[], at: number): string {
  const first = (keywords[0] ?? 'research').slice(0, 40);
  const more = keywords.length > 1 ? `${first}+${keywords.length - 1}` : first;
  return csvFileName(['stormlens', 'research', more, new Date(at).toISOString().slice(0, 10)]);
}
