import { baseNamespaces, type Language, type Messages, type Namespace } from './catalog';

/** The background's string areas: the base ones and its own. */
export const backgroundNamespaces: Namespace[] = [...baseNamespaces, 'background'];

/** Where the package holds an area's strings (wxt.config.ts copies them there from ./locales). */
export const packagedPath = (lang: Language, ns: Namespace) => `/i18n/${lang}/${ns}.json`;

/**
 * The background's messages in `lang`, read from the extension's own files when a notification,
 * a menu or a badge title first needs them. Not bundled: the worker would carry (and parse on every
 * wake-up) both languages for the few events that show text, and an MV3 service worker cannot
 * `import()` a chunk at run time ("import() is not supported": developer.chrome.com, Extension
 * service worker basics), while fetching its own files works there and in Firefox's event page.
 */
export async function backgroundMessages(lang: Language): Promise<Messages> {
  const entries = await Promise.all(
    backgroundNamespaces.map(async (ns) => {
      const response = await fetch(packagedPath(lang, ns));
      if (!response.ok) throw new Error(`Stormlens: strings ${packagedPath(lang, ns)} missing`);
      return [ns, (await response.json()) as unknown] as const;
    }),
  );
  return Object.fromEntries(entries);
}
