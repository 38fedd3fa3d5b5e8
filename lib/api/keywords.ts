import type { Http } from './http';
import { compact, seg } from './body';
import {
  echoedReportSchema,
  keywordTableNames,
  tableSchema,
  type KeywordEngines,
  type KeywordTableName,
} from './schemas/keywords';
import { assertValid, checkOneOf, collect } from './validate';
import { researchIssues, type ResearchRequestBody } from '@/lib/domain/research';

/** The get-data body, defined with its rules in lib/domain/research.ts. */
export type KeywordReportParams = ResearchRequestBody;

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
     * Build phrases from keywords (and modifiers) and report where each was found, with what the
     * service says it used (`used`, its `params` echo). Pass the engines table to have
     * country/language checked before sending.
     */
    async getData(params: KeywordReportParams, options: { engines?: KeywordEngines } = {}) {
      // The one check of this input (lib/domain/research.ts), shared with the background.
      assertValid(researchIssues(params, { engines: options.engines }));
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
        withParams: true,
        schema: echoedReportSchema,
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
