import { baseNamespaces, type Language, type Messages, type Namespace } from './catalog';

// One lazy chunk per file: a page downloads its own areas in one language only.
const loaders = import.meta.glob<unknown>('./locales/*/*.json', { import: 'default' });

/** The messages of `namespaces` (plus common and errors) in `lang`, for a page. */
export async function loadMessages(lang: Language, namespaces: Namespace[]): Promise<Messages> {
  const all = [...new Set([...baseNamespaces, ...namespaces])];
  const entries = await Promise.all(
    all.map(async (ns) => {
      const load = loaders[`./locales/${lang}/${ns}.json`];
      return [ns, load ? await load() : {}] as const;
    }),
  );
  return Object.fromEntries(entries);
}
