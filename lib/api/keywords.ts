import type { Http } from './http';
import { compact, seg } from './body';
import {
  keywordTableNames,
  reportSchema,
  tableSchema,
  type KeywordEngines,
  type KeywordTableName,
} from './schemas/keywords';
import {
  assertValid,
  checkOneOf,
  checkText,
  checkTexts,
  collect,
  validCountriesFor,
  validLanguagesFor,
  type Issue,
} from './validate';
import { issue } from '@/lib/domain/input-issue';
import { isLocationText } from '@/lib/domain/location';

export interface KeywordReportParams {
  /** Base keywords. */
  keywords: string[];
  /** Engine codes (keys of the engines table). */
  engines: string[];
  /** Report type (`simple`, `custom`, … from the types table). */
  type: string;
  /** Required for `custom`. */
  modifiers?: string[];
  /** Country code, default `pl`. */
  country?: string;
  /** Language code, default `pl`. */
  language?: string;
  /** `<lat>|<lon>`. */
  location?: string;
}

/** The service's defaults when country / language are left out. */
export const DEFAULT_RESEARCH_COUNTRY = 'pl';
export const DEFAULT_RESEARCH_LANGUAGE = 'pl';

/**
 * Rules of get-data (../shared/spec/keyword-research.md). With the engines table the chosen country
 * and language must be valid for every selected engine — the service answers that with an Exception
 * otherwise.
 */
export function keywordReportIssues(p: KeywordReportParams, engines?: KeywordEngines): Issue[] {
  const country = p.country ?? DEFAULT_RESEARCH_COUNTRY;
  const language = p.language ?? DEFAULT_RESEARCH_LANGUAGE;
  const enginesOk = Array.isArray(p.engines) && p.engines.length > 0;
  return collect(
    checkTexts(p.keywords, 'keywords', 'keywords-empty'),
    checkTexts(p.engines, 'engines', 'list-empty'),
    checkText(p.type, 'type'),
    p.type === 'custom' && checkTexts(p.modifiers, 'modifiers', 'modifiers-empty'),
    p.location !== undefined &&
      p.location !== '' &&
      !isLocationText(p.location) &&
      issue('location', 'research-location', { value: String(p.location) }),
    engines &&
      enginesOk &&
      p.engines
        .filter((e) => !engines[e])
        .map((e) => issue('engines', 'research-engine', { engine: e })),
    engines &&
      enginesOk &&
      p.engines.every((e) => engines[e]) &&
      !validCountriesFor(engines, p.engines).includes(country) &&
      issue('country', 'research-country', { value: country, engines: p.engines.join(', ') }),
    engines &&
      enginesOk &&
      p.engines.every((e) => engines[e]) &&
      !validLanguagesFor(engines, p.engines).includes(language) &&
      issue('language', 'research-language', { value: language, engines: p.engines.join(', ') }),
  );
}

export function createKeywords(http: Http) {
  /** GET one lookup table; the content sits under the table's name. */
  const table = <N extends KeywordTableName>(name: N) => {
    assertValid(collect(checkOneOf(name, keywordTableNames, 'table')));
    return http.request({
      method: 'GET',
      path: `keywords/keywords-tables/${seg(name)}`,
      schema: tableSchema(name),
    });
  };

  return {
    /**
     * Build phrases from keywords (and modifiers) and report where each was found. Pass the
     * engines table to have country/language checked before sending.
     */
    async getData(params: KeywordReportParams, options: { engines?: KeywordEngines } = {}) {
      assertValid(keywordReportIssues(params, options.engines));
      const body = compact({
        keywords: params.keywords,
        engines: params.engines,
        type: params.type,
        modifiers: params.modifiers?.length ? params.modifiers : undefined,
        country: params.country,
        language: params.language,
        location: params.location || undefined,
      });
      return http.request({
        method: 'POST',
        path: 'keywords/keywords/get-data',
        body,
        schema: reportSchema,
      });
    },
    /** Any lookup table by name (types, countries, languages, currencies, engines). */
    table: async <N extends KeywordTableName>(name: N) => table(name),
    /** Valid report types. */
    types: async () => table('types'),
    /** Country code → name. */
    countries: async () => table('countries'),
    /** Language code → name. */
    languages: async () => table('languages'),
    /** Currency code → name. */
    currencies: async () => table('currencies'),
    /** Engine code → the languages and countries it supports. */
    engines: async () => table('engines'),
  };
}

export type KeywordsApi = ReturnType<typeof createKeywords>;
