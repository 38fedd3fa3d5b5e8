import { csvFileName, toCsv, type CsvCell } from './csv';
import type { SpendEntry, SpendSource } from './spending';

/** Column titles and source names in the user's language (the page translates them). */
export interface SpendCsvWords {
  time: string;
  source: string;
  page: string;
  title: string;
  cost: string;
  left: string;
  sourceName: (source: SpendSource) => string;
}

/** The record as a spreadsheet: one row per spend, oldest first, times in ISO 8601 UTC. */
export function spendCsv(entries: readonly SpendEntry[], words: SpendCsvWords): string {
  const rows: CsvCell[][] = [
    [words.time, words.source, words.page, words.title, words.cost, words.left],
    ...entries.map((s) => [
      new Date(s.at).toISOString(),
      words.sourceName(s.source),
      s.url,
      s.title,
      s.cost,
      s.left,
    ]),
  ];
  return toCsv(rows);
}

/** `stormlens-spending-2026-06.csv`. */
export const spendCsvName = (month: string) => csvFileName(['stormlens-spending', month]);
