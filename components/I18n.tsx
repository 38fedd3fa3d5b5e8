import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, resolveLanguage, type Translator } from '@/lib/i18n';
import { preferences } from '@/lib/storage/prefs';
import { useStorageItem } from './useStorageItem';

const I18nContext = createContext<Translator>(createTranslator(resolveLanguage('auto')));

/** Provides `useT()` in the language of the preference (or the browser's), live. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const prefs = useStorageItem(preferences);
  const lang = resolveLanguage(prefs?.language ?? 'auto');
  const translator = useMemo(() => createTranslator(lang), [lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** `const { t, number, date, error } = useT();` */
export function useT(): Translator {
  return useContext(I18nContext);
}
