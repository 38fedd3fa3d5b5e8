import { createTranslator, type Language, type Translator } from '@/lib/i18n';
import { mergeParts } from '@/lib/i18n/parts';
import enErrors from '@/lib/i18n/locales/en/errors.json';
import enErrorsLater from '@/lib/i18n/locales/en/errors.later.json';
import enSerp from '@/lib/i18n/locales/en/serp.json';
import plErrors from '@/lib/i18n/locales/pl/errors.json';
import plErrorsLater from '@/lib/i18n/locales/pl/errors.later.json';
import plSerp from '@/lib/i18n/locales/pl/serp.json';

/*
 * The results page's strings. A content script is one file (no chunks to load later), so it
 * carries its own area and the errors in both languages — a few kilobytes — and never the pages'
 * areas. The language is the user's, as the background's look-up answers it.
 */
const MESSAGES = {
  en: { serp: enSerp, errors: mergeParts(enErrors, enErrorsLater) },
  pl: { serp: plSerp, errors: mergeParts(plErrors, plErrorsLater) },
};

export function serpTranslator(lang: Language): Translator {
  return createTranslator(lang, MESSAGES[lang]);
}
