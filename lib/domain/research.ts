import { checkText, checkTexts, collect, issue, type Issue } from './input-issue';
import { formatLocation, isLocationText, type Location } from './location';

/* Pure keyword-research rules (../shared/spec/keyword-research.md §4): which countries and
   languages a set of engines accepts, the optional location, the body of
   `keywords/keywords/get-data` and the one check of it (`researchIssues`), which the background,
   the API client and the pages share. No zod and no API client here: the side panel imports this
   module. */

/** The parameters of a phrase report, as the user chose them (see ../shared/spec/keyword-research.md). */
export interface ResearchParams {
  keywords: string[];
  engines: string[];
  type: string;
  /** Only sent for types that use them; required for `custom`. */
  modifiers: string[];
  country: string;
  language: string;
  /** Optional coordinates; sent as `lat|lon`. */
  location: Location | null;
}

/** One row of the keyword-research engines table. */
export interface EngineInfo {
  languages: string[];
  countries: string[];
  category: string;
}
export type EnginesTable = Record<string, EngineInfo>;
/** What the country and language rules read of the engines table. */
type EngineCodes = Record<string, Pick<EngineInfo, 'countries' | 'languages'>>;

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

/** Country codes valid for every selected engine (the intersection; an unknown engine has none). */
export function validCountriesFor(engines: EngineCodes, selected: string[]): string[] {
  return intersect(selected.map((code) => engines[code]?.countries ?? []));
}

/** Language codes valid for every selected engine (the intersection). */
export function validLanguagesFor(engines: EngineCodes, selected: string[]): string[] {
  return intersect(selected.map((code) => engines[code]?.languages ?? []));
}

function intersect(lists: string[][]): string[] {
  if (lists.length === 0) return [];
  const [first, ...rest] = lists;
  return first.filter((item) => rest.every((list) => list.includes(item)));
}

/**
 * Codes valid for EVERY selected engine (rule 1 of "Retrieve report"), by the same intersection
 * the pre-send check uses, so the form and the check cannot disagree. With no engine selected
 * nothing can be sent, so the list is every code any engine accepts (the picker stays readable).
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

/**
 * What `get-data` receives (../shared/spec/keyword-research.md, "Retrieve report" body
 * parameters); the service takes `pl` when country or language is left out.
 */
export interface ResearchRequestBody {
  keywords: string[];
  /** Engine codes (keys of the engines table). */
  engines: string[];
  /** Report type (`simple`, `custom`, … from the types table). */
  type: string;
  /** Required for `custom`, sent only for it. */
  modifiers?: string[];
  country?: string;
  language?: string;
  /** `<lat>|<lon>`. */
  location?: string;
}

/**
 * The rules of "Retrieve report", checked before anything is sent: input codes the pages
 * translate (lib/domain/input-issue.ts). With the lookup tables, the engines and the type must be
 * in them and the country and language valid for every selected engine (the service answers an
 * Exception otherwise); the issue names the engines that refuse.
 */
export function researchIssues(
  body: ResearchRequestBody,
  tables: { engines?: EngineCodes; types?: string[] } = {},
): Issue[] {
  const { engines, types = [] } = tables;
  const selected = Array.isArray(body.engines) ? body.engines : [];
  const unknown = engines ? selected.filter((code) => !engines[code]) : [];
  const refusing = (list: 'countries' | 'languages', value: string) =>
    engines ? selected.filter((code) => engines[code] && !engines[code][list].includes(value)) : [];
  const country = body.country ?? DEFAULT_COUNTRY;
  const language = body.language ?? DEFAULT_LANGUAGE;
  const noCountry = refusing('countries', country);
  const noLanguage = refusing('languages', language);
  return collect(
    checkTexts(body.keywords, 'keywords', 'keywords-empty'),
    checkTexts(body.engines, 'engines', 'list-empty'),
    checkText(body.type, 'type') ??
      (types.length > 0 && !types.includes(body.type) && issue('type', 'research-type')),
    body.type === CUSTOM_TYPE && checkTexts(body.modifiers, 'modifiers', 'modifiers-empty'),
    body.location !== undefined &&
      body.location !== '' &&
      !isLocationText(body.location) &&
      issue('location', 'research-location', { value: String(body.location) }),
    unknown.length > 0 && issue('engines', 'research-engine', { engine: unknown.join(', ') }),
    noCountry.length > 0 &&
      issue('country', 'research-country', { value: country, engines: noCountry.join(', ') }),
    noLanguage.length > 0 &&
      issue('language', 'research-language', { value: language, engines: noLanguage.join(', ') }),
  );
}

/**
 * The body of the form's parameters, checked (`researchIssues`) against the lookup tables.
 * Modifiers are sent only for `custom`: other types build their own (the type "decides which
 * modifiers are used"), and the service would otherwise mix the user's into them.
 */
export function buildResearchRequest(
  params: ResearchParams,
  tables: Pick<ResearchTables, 'engines' | 'types'>,
): { ok: true; body: ResearchRequestBody } | { ok: false; issues: Issue[] } {
  const isCustom = params.type === CUSTOM_TYPE;
  const body: ResearchRequestBody = {
    keywords: params.keywords.map((k) => k.trim()).filter(Boolean),
    engines: [...params.engines],
    type: params.type,
    ...(isCustom ? { modifiers: params.modifiers.map((m) => m.trim()).filter(Boolean) } : {}),
    country: params.country,
    language: params.language,
    ...(params.location ? { location: formatLocation(params.location) } : {}),
  };
  const issues = researchIssues(body, tables);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, body };
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
