import { createTranslator, type Translator } from '@/lib/i18n';
import type { ReviewLanguage } from '@/lib/domain/review/request';
import en from '@/lib/i18n/locales/en/review.json';
import pl from '@/lib/i18n/locales/pl/review.json';

/**
 * The review speaks its own language, chosen apart from the interface's (an agency working in
 * Polish may hand an English review to its client), and is saved by rendering it at once: so both
 * languages of the review's strings come with the tab, instead of the one the page loaded.
 */
export function reviewTranslator(language: ReviewLanguage): Translator {
  return createTranslator(language, { review: language === 'pl' ? pl : en });
}
