import type { ResearchPhrase } from './research-runs';
import { dict } from './plain-object';
import type { SortOrder } from './list-order';

/* The results table's logic: filter, sort, counts. Pure, so it is tested without React. */

/** `value` is the phrase found (the search itself or a suggestion extending it). */
export type PhraseSortKey = 'value' | 'search' | 'base' | 'modifier' | 'engines';
export type SortDirection = SortOrder;

export interface PhraseFilter {
  /** Case-insensitive part of the phrase, search phrase, base or modifier. */
  text: string;
  /** Only phrases found by this engine; null for all. */
  engine: string | null;
  /** Only phrases of this base keyword; null for all. */
  base: string | null;
  /** Only phrases found by at least one engine (hide "found nowhere"). */
  foundOnly: boolean;
}

export const emptyFilter: PhraseFilter = { text: '', engine: null, base: null, foundOnly: false };

export function filterPhrases(
  phrases: ResearchPhrase[],
  filter: PhraseFilter,
  lang = 'pl',
): ResearchPhrase[] {
  const needle = filter.text.trim().toLocaleLowerCase(lang);
  return phrases.filter(
    (p) =>
      (!needle ||
        [p.value, p.search, p.base, p.modifier].some((s) =>
          s.toLocaleLowerCase(lang).includes(needle),
        )) &&
      (filter.engine === null || p.engines.includes(filter.engine)) &&
      (filter.base === null || p.base === filter.base) &&
      (!filter.foundOnly || p.engines.length > 0),
  );
}

/**
 * Sort by a column; ties fall back to the phrase so the order is stable and readable.
 * Engines sort by how many found the phrase (the useful question: "which phrases are common?").
 */
export function sortPhrases(
  phrases: ResearchPhrase[],
  key: PhraseSortKey,
  direction: SortDirection,
  lang = 'pl',
): ResearchPhrase[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const sign = direction === 'asc' ? 1 : -1;
  const primary = (a: ResearchPhrase, b: ResearchPhrase) =>
    key === 'engines' ? a.engines.length - b.engines.length : collator.compare(a[key], b[key]);
  return [...phrases].sort((a, b) => sign * primary(a, b) || collator.compare(a.value, b.value));
}

export interface PhraseCounts {
  total: number;
  /** Phrases found by at least one engine. */
  found: number;
  /** Phrases found per engine code. */
  perEngine: Record<string, number>;
  /** Phrases per base keyword. */
  perBase: Record<string, number>;
}

export function countPhrases(phrases: ResearchPhrase[]): PhraseCounts {
  // Keyed by phrases and engine codes from outside: no prototype ("constructor" is a phrase).
  const counts: PhraseCounts = {
    total: phrases.length,
    found: 0,
    perEngine: dict(),
    perBase: dict(),
  };
  for (const p of phrases) {
    if (p.engines.length > 0) counts.found += 1;
    for (const engine of new Set(p.engines)) {
      counts.perEngine[engine] = (counts.perEngine[engine] ?? 0) + 1;
    }
    counts.perBase[p.base] = (counts.perBase[p.base] ?? 0) + 1;
  }
  return counts;
}
