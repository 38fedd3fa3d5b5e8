/**
 * The keyword-research lookup tables (../shared/spec/keyword-research.md §2): codes, not names, are
 * what the parameters take. Engines list the countries and languages valid with them; get-data
 * refuses other combinations with an Exception, as the document says.
 */
export const REPORT_TYPES = [
  'simple',
  'custom',
  'questions',
  'alphabet',
  'prepositions',
  'comparisons',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const COUNTRIES: Record<string, string> = {
  pl: 'Poland',
  us: 'United States',
  gb: 'United Kingdom',
  ca: 'Canada',
  au: 'Australia',
  de: 'Germany',
  at: 'Austria',
  ch: 'Switzerland',
  fr: 'France',
  es: 'Spain',
  it: 'Italy',
  cz: 'Czech Republic',
  ua: 'Ukraine',
};

export const LANGUAGES: Record<string, string> = {
  pl: 'Polish',
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  cs: 'Czech',
  uk: 'Ukrainian',
};

export const CURRENCIES: Record<string, string> = {
  PLN: 'Polish złoty',
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'Pound sterling',
  CHF: 'Swiss franc',
  CZK: 'Czech koruna',
};

export interface ResearchEngine {
  language: string[];
  country: string[];
  category: string;
}

export const ENGINES: Record<string, ResearchEngine> = {
  'google.pl': { language: ['pl', 'en'], country: ['pl'], category: 'search' },
  'google.com': { language: ['en', 'es'], country: ['us', 'gb', 'ca', 'au'], category: 'search' },
  'google.co.uk': { language: ['en'], country: ['gb'], category: 'search' },
  'google.de': { language: ['de'], country: ['de', 'at', 'ch'], category: 'search' },
  'google.fr': { language: ['fr'], country: ['fr'], category: 'search' },
  'bing.com': {
    language: ['en', 'pl', 'de'],
    country: ['us', 'gb', 'ca', 'pl', 'de'],
    category: 'search',
  },
  'youtube.com': {
    language: ['pl', 'en', 'de'],
    country: ['pl', 'us', 'gb', 'de'],
    category: 'video',
  },
  'allegro.pl': { language: ['pl'], country: ['pl'], category: 'shopping' },
  'ceneo.pl': { language: ['pl'], country: ['pl'], category: 'shopping' },
  'amazon.com': { language: ['en'], country: ['us'], category: 'shopping' },
};

export const TABLES = {
  types: () => [...REPORT_TYPES],
  countries: () => COUNTRIES,
  languages: () => LANGUAGES,
  currencies: () => CURRENCIES,
  engines: () => ENGINES,
} as const;
export type TableName = keyof typeof TABLES;
