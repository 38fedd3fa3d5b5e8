import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/assets/theme.css';
import type { Namespace, Translator } from '@/lib/i18n';
import type { StringParts } from '@/lib/i18n/load';
import { I18nProvider, initialTranslator } from './I18n';
import { useThemePreference } from './Theme';

function Shell(props: {
  translator: Translator;
  namespaces: Namespace[];
  parts: StringParts;
  children: ReactNode;
}) {
  useThemePreference();
  return (
    <I18nProvider initial={props.translator} namespaces={props.namespaces} parts={props.parts}>
      {props.children}
    </I18nProvider>
  );
}

/**
 * Every page entry (entrypoints/popup/main.tsx and its siblings): `mountPage(<App />, ['popup'])`.
 * Theme, styles and the strings of the named areas (plus common and errors) in the user's language
 * come with it; the strings are loaded before the first render so no frame shows keys.
 */
export async function mountPage(
  app: ReactNode,
  namespaces: Namespace[],
  /** Start-up reads the first frame should have (they run while the strings load; never reject). */
  before?: Promise<void>,
  /** `first`: only the first frame's strings before it, the rest right after (lib/i18n/load.ts). */
  parts: StringParts = 'all',
): Promise<void> {
  const el = document.getElementById('root');
  if (!el) throw new Error('index.html needs <div id="root">');
  const [translator] = await Promise.all([initialTranslator(namespaces, parts), before]);
  createRoot(el).render(
    <StrictMode>
      <Shell translator={translator} namespaces={namespaces} parts={parts}>
        {app}
      </Shell>
    </StrictMode>,
  );
}
