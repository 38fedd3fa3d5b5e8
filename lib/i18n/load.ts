import { baseNamespaces, type Language, type Messages, type Namespace } from './catalog';
import { laterFile, mergeParts } from './parts';

// One lazy chunk per file: a page downloads its own areas in one language only. The background's
// own area is packaged apart (packaged.ts): no page loads it.
const loaders = import.meta.glob<unknown>(['./locales/*/*.json', '!./locales/*/background.json'], {
  import: 'default',
});

/**
 * Which strings to load: `all`, or only what a page's first frame shows (`first`): an area may
 * keep the strings of its later parts in `<area>.later.json` (the popup's launch form, history
 * and run actions; errors only an action or another page meets), which `all` adds to the area.
 */
export type StringParts = 'first' | 'all';

async function read(path: string): Promise<unknown> {
  const load = loaders[path];
  return load ? load() : {};
}

/** The messages of `namespaces` (plus common and errors) in `lang`, for a page. */
export async function loadMessages(
  lang: Language,
  namespaces: Namespace[],
  parts: StringParts = 'all',
): Promise<Messages> {
  const all = [...new Set([...baseNamespaces, ...namespaces])];
  const entries = await Promise.all(
    all.map(async (ns) => {
      const file = `./locales/${lang}/${ns}.json`;
      const [first, later] = await Promise.all([
        read(file),
        parts === 'all' ? read(laterFile(file)) : undefined,
      ]);
      return [ns, mergeParts(first, later)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
