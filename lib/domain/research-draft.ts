import {
  CUSTOM_TYPE,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  reconcileChoice,
  researchIssues,
  splitLines,
  validCountries,
  validLanguages,
  type ResearchTables,
} from './research';
import { parseLocation, type LocationIssue } from './location';
import type { ResearchParams } from './research';

/** What the Research form holds while the user types (strings, so nothing typed is lost). */
export interface ResearchDraft {
  keywordsText: string;
  modifiersText: string;
  /** Empty until the types table arrives (then `simple` when offered). */
  type: string;
  engines: string[];
  /** Null until the tables arrive; reconciled with the engines on every change. */
  country: string | null;
  language: string | null;
  latText: string;
  lonText: string;
  showLocation: boolean;
}

export const emptyDraft: ResearchDraft = {
  keywordsText: '',
  modifiersText: '',
  type: '',
  engines: [],
  country: null,
  language: null,
  latText: '',
  lonText: '',
  showLocation: false,
};

export type DraftProblem =
  | 'keywords-required'
  | 'engines-required'
  | 'modifiers-required'
  | 'country-none'
  | 'language-none'
  | LocationIssue;

/** The request's fields whose absence the form names in its own words. */
const REQUIRED: Partial<Record<string, DraftProblem>> = {
  keywords: 'keywords-required',
  engines: 'engines-required',
  modifiers: 'modifiers-required',
};

export interface DraftCheck {
  /** Null while anything is wrong: the Run button stays disabled and the problems say why. */
  params: ResearchParams | null;
  problems: DraftProblem[];
}

/** The form as parameters, or the problems a person must fix first. */
export function checkDraft(draft: ResearchDraft): DraftCheck {
  const keywords = splitLines(draft.keywordsText);
  const modifiers = splitLines(draft.modifiersText);
  // What a request needs is the request's own rule (researchIssues), named here as the form
  // names it; what only the form can get wrong (no shared market, coordinates typed) follows.
  const problems = researchIssues({ keywords, engines: draft.engines, type: draft.type, modifiers })
    .map((i) => REQUIRED[i.field])
    .filter((p): p is DraftProblem => p !== undefined);
  if (draft.engines.length > 0 && !draft.country) problems.push('country-none');
  if (draft.engines.length > 0 && !draft.language) problems.push('language-none');
  const location = parseLocation(draft.latText, draft.lonText);
  if (!location.ok) problems.push(...location.issues);
  if (problems.length > 0 || !location.ok || !draft.country || !draft.language || !draft.type) {
    return { params: null, problems };
  }
  return {
    params: {
      keywords,
      engines: draft.engines,
      type: draft.type,
      modifiers: draft.type === CUSTOM_TYPE ? modifiers : [],
      country: draft.country,
      language: draft.language,
      location: location.value,
    },
    problems,
  };
}

/** Country and language after the engine selection changed: kept when still valid for all. */
export function reconcileMarket(
  tables: ResearchTables,
  engines: string[],
  country: string | null,
  language: string | null,
): Pick<ResearchDraft, 'country' | 'language'> {
  return {
    country: reconcileChoice(country, validCountries(tables.engines, engines), DEFAULT_COUNTRY),
    language: reconcileChoice(language, validLanguages(tables.engines, engines), DEFAULT_LANGUAGE),
  };
}

/** The draft's first values once the tables arrive: `simple`, an engine that serves pl/pl. */
export function initialChoices(
  tables: ResearchTables,
  draft: ResearchDraft,
): Partial<ResearchDraft> {
  const patch: Partial<ResearchDraft> = {};
  if (!draft.type || !tables.types.includes(draft.type)) {
    patch.type = tables.types.includes('simple') ? 'simple' : (tables.types[0] ?? '');
  }
  let engines = draft.engines.filter((code) => tables.engines[code]);
  if (engines.length === 0) {
    // The local web search engine fits a Polish default best: google.pl over bing.com over
    // allegro.pl (a shop), alphabetical among equals.
    const rank = (code: string) =>
      (tables.engines[code].category === 'search' ? 2 : 0) +
      (code.endsWith(`.${DEFAULT_COUNTRY}`) ? 1 : 0);
    const serving = Object.keys(tables.engines)
      .filter(
        (code) =>
          tables.engines[code].countries.includes(DEFAULT_COUNTRY) &&
          tables.engines[code].languages.includes(DEFAULT_LANGUAGE),
      )
      .sort((a, b) => rank(b) - rank(a) || a.localeCompare(b));
    engines = serving.length ? serving.slice(0, 1) : Object.keys(tables.engines).sort().slice(0, 1);
  }
  patch.engines = engines;
  return { ...patch, ...reconcileMarket(tables, engines, draft.country, draft.language) };
}

/** The draft that shows a stored run's parameters again (to tweak and re-run). */
export function draftFromParams(params: ResearchParams): Partial<ResearchDraft> {
  return {
    keywordsText: params.keywords.join('\n'),
    modifiersText: params.modifiers.join('\n'),
    type: params.type,
    engines: params.engines,
    country: params.country,
    language: params.language,
    latText: params.location ? String(params.location.lat) : '',
    lonText: params.location ? String(params.location.lon) : '',
    showLocation: !!params.location,
  };
}
