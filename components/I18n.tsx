import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createTranslator, resolveLanguage, type Namespace, type Translator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { preferences } from '@/lib/storage/prefs';
import { useStorageItem } from './useStorageItem';

const I18nContext = createContext<Translator>(createTranslator('en', {}));

/** The page's translator before the first render: its areas, in the preferred language. */
export async function initialTranslator(namespaces: Namespace[]): Promise<Translator> {
  const prefs = await preferences.getValue().catch(() => null);
  const lang = resolveLanguage(prefs?.language ?? 'auto');
  return createTranslator(lang, await loadMessages(lang, namespaces));
}

interface Props {
  initial: Translator;
  namespaces: Namespace[];
  children: ReactNode;
}

/** Provides `useT()`; follows the language preference live (loading the other language's areas). */
export function I18nProvider({ initial, namespaces, children }: Props) {
  const [translator, setTranslator] = useState(initial);
  const prefs = useStorageItem(preferences);
  const lang = prefs ? resolveLanguage(prefs.language) : translator.lang;
  useEffect(() => {
    if (lang === translator.lang) return;
    let alive = true;
    void loadMessages(lang, namespaces).then(
      (messages) => alive && setTranslator(createTranslator(lang, messages)),
    );
    return () => {
      alive = false;
    };
  }, [lang, namespaces, translator.lang]);
  useEffect(() => {
    document.documentElement.lang = translator.lang;
  }, [translator.lang]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** `const { t, number, date, error } = useT();` */
export function useT(): Translator {
  return useContext(I18nContext);
}
