import type { DraftProblem } from '@/lib/domain/research-draft';

/** The Research form's fields that say a problem (the location is two: latitude, longitude). */
export type ResearchField =
  'keywords' | 'modifiers' | 'type' | 'country' | 'language' | 'engines' | 'lat' | 'lon';

/** The field each of the form's own problems is said at. */
export const problemField: Record<DraftProblem, ResearchField> = {
  'keywords-required': 'keywords',
  'modifiers-required': 'modifiers',
  'engines-required': 'engines',
  'country-none': 'country',
  'language-none': 'language',
  'lat-missing': 'lat',
  'lat-number': 'lat',
  'lat-range': 'lat',
  'lon-missing': 'lon',
  'lon-number': 'lon',
  'lon-range': 'lon',
};

/**
 * The parameter names the service may give for each field in a refusal
 * (../shared/spec/keyword-research.md, Retrieve report), in the order tried: "Country … is not
 * valid with engine …" is about the country, so the market comes before the engines, and "use an
 * engine code of keywords-tables/engines" about the engines, so they come before the keywords. A
 * refused `location` is said at the latitude, the first of its two fields.
 */
export const researchFieldNames = {
  country: ['country'],
  language: ['language'],
  engines: ['engines', 'engine'],
  keywords: ['keywords'],
  modifiers: ['modifiers'],
  type: ['type'],
  lat: ['location'],
} as const satisfies Partial<Record<ResearchField, readonly string[]>>;

/** The kinds the document gives the report's input refusals: Request, and Exception for a market. */
export const REFUSAL_KINDS = ['request', 'exception'] as const;

/** The service's refusal of the last run, at the field it names. */
export interface FieldRefusal {
  field: ResearchField;
  text: string;
}
