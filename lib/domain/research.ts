import { validCountriesFor, validLanguagesFor } from '../api/validate';
import type { ResearchParams } from '../storage/research';
import { formatLocation } from './location';

/* Pure keyword-research rules (../shared/spec/keyword-research.md §4): which countries and languages a set of
   engines accepts, the optional location, and the body of `keywords/keywords/get-data`. No zod
   and no API client here (only its zod-free validators): the side panel imports this module. */

/** One row of the keyword-research engines table. */
export interface EngineInfo {
  languages: string[];
  countries: string[];
  category: string;
}
export type EnginesTable = Record<string, EngineInfo>;

/** The lookup tables the Research form is built from. */
export interface ResearchTables {
  types: string[];
  countries: Record<string, string>;
  languages: Record<string, string>;
  engines: EnginesTable;
}

/** The service's defaults for both parameters. */
export const DEFAULT_COUNTRY = 'pl';
export const DEFAULT_LANGUAGE = 'pl';
/** The one type the documents say needs modifiers. */
export const CUSTOM_TYPE = 'custom';

/**
 * Codes valid for EVERY selected engine (rule 1 of "Retrieve report"), by the API client's own
 * validators so the form and the pre-send check cannot disagree. With no engine selected nothing
 * can be sent, so the list is every code any engine accepts (the picker stays readable).
 */
export function validCountries(engines: EnginesTable, selected: string[]): string[] {
  if (selected.length === 0)
    return [...new Set(Object.values(engines).flatMap((e) => e.countries))];
  return [...new Set(validCountriesFor(engines, selected))];
}

export function validLanguages(engines: EnginesTable, selected: string[]): string[] {
  if (selected.length === 0)
    return [...new Set(Object.values(engines).flatMap((e) => e.languages))];
  return [...new Set(validLanguagesFor(engines, selected))];
}

/**
 * Keep the current choice when still valid; otherwise the service default, otherwise the first
 * valid code (sorted for stability); null when nothing is valid.
 */
export function reconcileChoice(
  current: string | null,
  valid: string[],
  preferred: string,
): string | null {
  if (current && valid.includes(current)) return current;
  if (valid.includes(preferred)) return preferred;
  return [...valid].sort()[0] ?? null;
}

/** Engines that accept this country and language, for "why is my engine greyed out" hints. */
export function enginesAccepting(engines: EnginesTable, country: string, language: string) {
  return Object.keys(engines).filter(
    (code) =>
      engines[code].countries.includes(country) && engines[code].languages.includes(language),
  );
}

/** One phrase per line; blank lines dropped, inner whitespace collapsed, duplicates removed. */
export function splitLines(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const clean = line.replace(/\s+/g, ' ').trim();
    if (clean) seen.add(clean);
  }
  return [...seen];
}

/** What `get-data` receives (../shared/spec/keyword-research.md, "Retrieve report" body parameters). */
export interface ResearchRequestBody {
  keywords: string[];
  engines: string[];
  type: string;
  modifiers?: string[];
  country: string;
  language: string;
  location?: string;
}

export type ResearchIssue =
  | { field: 'keywords'; code: 'required' }
  | { field: 'engines'; code: 'required' }
  | { field: 'engines'; code: 'unknown'; engines: string[] }
  | { field: 'type'; code: 'required' | 'unknown' }
  | { field: 'modifiers'; code: 'required' }
  | {
      field: 'country' | 'language';
      code: 'invalid-for-engines';
      value: string;
      engines: string[];
    };

/**
 * Check parameters against the rules of "Retrieve report" and the lookup tables, and build the
 * body. Modifiers are sent only for `custom`: other types build their own (the type "decides which
 * modifiers are used"), and the service would otherwise mix the user's into them.
 */
export function buildResearchRequest(
  params: ResearchParams,
  tables: Pick<ResearchTables, 'engines' | 'types'>,
): { ok: true; body: ResearchRequestBody } | { ok: false; issues: ResearchIssue[] } {
  const issues: ResearchIssue[] = [];
  const keywords = params.keywords.map((k) => k.trim()).filter(Boolean);
  const modifiers = params.modifiers.map((m) => m.trim()).filter(Boolean);
  if (keywords.length === 0) issues.push({ field: 'keywords', code: 'required' });
  if (params.engines.length === 0) issues.push({ field: 'engines', code: 'required' });
  const unknown = params.engines.filter((code) => !tables.engines[code]);
  if (unknown.length > 0) issues.push({ field: 'engines', code: 'unknown', engines: unknown });
  if (!params.type) issues.push({ field: 'type', code: 'required' });
  else if (tables.types.length > 0 && !tables.types.includes(params.type)) {
    issues.push({ field: 'type', code: 'unknown' });
  }
  const isCustom = params.type === CUSTOM_TYPE;
  if (isCustom && modifiers.length === 0) issues.push({ field: 'modifiers', code: 'required' });
  for (const [field, list] of [
    ['country', 'countries'],
    ['language', 'languages'],
  ] as const) {
    const value = params[field];
    const refusing = params.engines.filter(
      (code) => tables.engines[code] && !tables.engines[code][list].includes(value),
    );
    if (refusing.length > 0) {
      issues.push({ field, code: 'invalid-for-engines', value, engines: refusing });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    body: {
      keywords,
      engines: [...params.engines],
      type: params.type,
      ...(isCustom ? { modifiers } : {}),
      country: params.country,
      language: params.language,
      ...(params.location ? { location: formatLocation(params.location) } : {}),
    },
  };
}

const TITLE_SEPARATORS = /\s+[|—–\-·:»]+\s+/;
const LOOKS_LIKE_HOST = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i;

/**
 * A keyword from a page title. Titles put the topic first and the site name after a separator
 * ("Trail shoes — Shop", "Shop | Trail shoes" is rarer), so keep the first segment that is not a
 * host name, lower-cased the way searches are typed.
 */
export function keywordFromTitle(title: string, lang = 'pl'): string {
  const segments = title
    .split(TITLE_SEPARATORS)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s && !LOOKS_LIKE_HOST.test(s));
  return (segments[0] ?? '').toLocaleLowerCase(lang);
}

/** A context-menu selection as keywords: one per line, each at most 80 characters of words. */
export function keywordsFromSelection(selection: string): string[] {
  return splitLines(selection).map((line) =>
    line.length <= 80 ? line : line.slice(0, 80).replace(/\s+\S*$/, ''),
  );
}
