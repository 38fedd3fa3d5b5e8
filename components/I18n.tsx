import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  createTranslator,
  resolveLanguage,
  type Language,
  type Namespace,
  type Translator,
} from '@/lib/i18n';
import { keepMessages, keptMessages, stringsVersion } from '@/lib/i18n/kept';
import { loadMessages, type StringParts } from '@/lib/i18n/load';
import { preferences } from '@/lib/storage/prefs';
import { useStorageItem } from './useStorageItem';
import { caught, logCaught } from '@/lib/diagnostics/log';

const I18nContext = createContext<Translator>(createTranslator('en', {}));
/** False while only the first frame's strings are loaded (`mountPage(…, 'first')`). */
const CompleteContext = createContext(true);

/**
 * The language last shown, remembered synchronously in the extension's localStorage (shared by
 * its pages) so a page can start loading its strings without waiting for a storage read. The
 * provider corrects it from the preference right after the first render when they differ.
 */
const LANGUAGE_KEY = 'stormlens.language';

function rememberedLanguage(): Language | null {
  try {
    const lang = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return lang === 'en' || lang === 'pl' ? lang : null;
  } catch (error) {
    // Storage switched off for the extension: the preference decides, a little later.
    void logCaught('page: reading the remembered language', error);
    return null;
  }
}

/** The page's translator before the first render: its areas, in the preferred language. */
export async function initialTranslator(
  namespaces: Namespace[],
  parts: StringParts = 'all',
): Promise<Translator> {
  let lang = rememberedLanguage();
  if (!lang) {
    const prefs = await preferences.getValue().catch((error: unknown) => {
      void logCaught('page: reading the language preference', error);
      return null;
    });
    lang = resolveLanguage(prefs?.language ?? 'auto');
  }
  const version = stringsVersion();
  if (!version) return createTranslator(lang, await loadMessages(lang, namespaces, parts));
  // What this page loaded last time, if this build's (lib/i18n/kept.ts): no wait for chunks.
  const kept = { version, lang, namespaces, parts };
  try {
    const messages = keptMessages(localStorage, kept);
    if (messages) return createTranslator(lang, messages);
  } catch (error) {
    void logCaught('page: reading the kept strings', error);
  }
  const messages = await loadMessages(lang, namespaces, parts);
  try {
    keepMessages(localStorage, kept, messages);
  } catch (error) {
    // Storage full or switched off: the next open loads the strings again.
    void logCaught('page: keeping the strings', error);
  }
  return createTranslator(lang, messages);
}

interface Props {
  initial: Translator;
  namespaces: Namespace[];
  /** Which strings `initial` has: with `first`, the rest load right after the first frame. */
  parts?: StringParts;
  children: ReactNode;
}

/** Provides `useT()`; follows the language preference live (loading the other language's areas). */
export function I18nProvider({ initial, namespaces, parts = 'all', children }: Props) {
  const [translator, setTranslator] = useState(initial);
  const [complete, setComplete] = useState(parts === 'all');
  const prefs = useStorageItem(preferences);
  // A stored preferences object may lack `language` (written by an older version, or partially):
  // that means 'auto', as in initialTranslator — never an undefined language with no strings.
  const lang = prefs ? resolveLanguage(prefs.language ?? 'auto') : translator.lang;
  useEffect(() => {
    if (lang === translator.lang && complete) return;
    let alive = true;
    void loadMessages(lang, namespaces).then(
      (messages) => alive && (setTranslator(createTranslator(lang, messages)), setComplete(true)),
      // The page stays in the language it has: readable, and the log says why.
      caught(`page: loading the ${lang} strings`),
    );
    return () => {
      alive = false;
    };
  }, [lang, namespaces, translator.lang, complete]);
  useEffect(() => {
    document.documentElement.lang = translator.lang;
    try {
      localStorage.setItem(LANGUAGE_KEY, translator.lang);
    } catch (error) {
      // Storage may be unavailable; the preference read still decides.
      void logCaught('page: remembering the language', error);
    }
  }, [translator.lang]);
  return (
    <I18nContext.Provider value={translator}>
      <CompleteContext.Provider value={complete}>{children}</CompleteContext.Provider>
    </I18nContext.Provider>
  );
}

/**
 * True once every string of the page's areas is loaded: parts below the first frame whose
 * strings are in `<area>.later.json` render from then on (entrypoints/popup/page/PageView.tsx).
 */
export function useStringsComplete(): boolean {
  return useContext(CompleteContext);
}

/** `const { t, number, date, error } = useT();` */
export function useT(): Translator {
  return useContext(I18nContext);
}
