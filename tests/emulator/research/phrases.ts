import type { Rng } from '../core/random.ts';
import type { ReportType } from './tables.ts';
import { wordsFor } from './words.ts';

/**
 * Phrases of a report: what the engines' suggestion boxes would return for base keyword ×
 * modifier. `search` is what was typed (base + modifier), `value` what was found (the search
 * itself or a suggestion extending it). `simple` uses no modifier (`modifier` is empty).
 */
export interface Phrase {
  value: string;
  base: string;
  search: string;
  modifier: string;
}

function searches(type: ReportType, base: string, modifiers: string[], language: string) {
  const words = wordsFor(language);
  switch (type) {
    case 'simple':
      return [{ search: base, modifier: '' }];
    case 'custom':
      return modifiers.map((modifier) => ({ search: `${base} ${modifier}`, modifier }));
    case 'questions':
      return words.questions.map((modifier) => ({ search: `${modifier} ${base}`, modifier }));
    case 'prepositions':
      return words.prepositions.map((modifier) => ({ search: `${base} ${modifier}`, modifier }));
    case 'comparisons':
      return words.comparisons.map((modifier) => ({ search: `${base} ${modifier}`, modifier }));
    case 'alphabet':
      return Object.keys(words.alphabet).map((letter) => ({
        search: `${base} ${letter}`,
        modifier: letter,
      }));
  }
}

/** What the suggestion box adds after a search (deterministic per search). */
function suggestions(
  rng: Rng,
  type: ReportType,
  search: string,
  modifier: string,
  language: string,
): string[] {
  const words = wordsFor(language);
  if (type === 'alphabet')
    return [`${search.slice(0, -modifier.length)}${words.alphabet[modifier]}`];
  if (type === 'simple') {
    const count = rng.int(5, 9);
    const pool = [...words.suffixes];
    const out = [search];
    for (let i = 0; i < count && pool.length; i++) {
      out.push(`${search} ${pool.splice(rng.int(0, pool.length - 1), 1)[0]}`);
    }
    return out;
  }
  const out = [search];
  const extra = rng.int(0, 2);
  for (let i = 0; i < extra; i++) out.push(`${search} ${rng.pick(words.suffixes)}`);
  return out;
}

export function buildPhrases(
  random: (key: string) => Rng,
  type: ReportType,
  keywords: string[],
  modifiers: string[],
  language: string,
): Phrase[] {
  const found = new Map<string, Phrase>();
  for (const raw of keywords) {
    const base = raw.trim().toLowerCase();
    if (!base) continue;
    for (const { search, modifier } of searches(type, base, modifiers, language)) {
      const rng = random(`phrase:${language}:${type}:${search}`);
      for (const value of suggestions(rng, type, search, modifier, language)) {
        const phrase = value.replace(/\s+/g, ' ').trim();
        if (!found.has(phrase)) found.set(phrase, { value: phrase, base: raw, search, modifier });
      }
    }
  }
  return [...found.values()];
}
