import { createContext, useContext } from 'react';
import { createTranslator, resolveLanguage, type Translator } from '@/lib/i18n';
import { mergeParts } from '@/lib/i18n/parts';
import enErrors from '@/lib/i18n/locales/en/errors.json';
import enErrorsLater from '@/lib/i18n/locales/en/errors.later.json';
import enSerp from '@/lib/i18n/locales/en/serp.json';
import plErrors from '@/lib/i18n/locales/pl/errors.json';
import plErrorsLater from '@/lib/i18n/locales/pl/errors.later.json';
import plSerp from '@/lib/i18n/locales/pl/serp.json';
import { logCaught } from '@/lib/diagnostics/log';
import { preferences } from '@/lib/storage/prefs';

/*
 * The results page's strings. A content script is one file (no chunks to load later), so it
 * carries its own area and the errors in both languages — a few kilobytes — and never the pages'
 * areas. The language is the user's preference, else the browser's.
 */
const MESSAGES = {
  en: { serp: enSerp, errors: mergeParts(enErrors, enErrorsLater) },
  pl: { serp: plSerp, errors: mergeParts(plErrors, plErrorsLater) },
};

export async function serpTranslator(): Promise<Translator> {
  const prefs = await preferences.getValue().catch(async (error: unknown) => {
    await logCaught('results page: reading the language preference', error);
    return null;
  });
  const lang = resolveLanguage(prefs?.language ?? 'auto');
  return createTranslator(lang, MESSAGES[lang]);
}

export const TranslatorContext = createContext<Translator>(createTranslator('en', MESSAGES.en));

export function useSerpT(): Translator {
  return useContext(TranslatorContext);
}
