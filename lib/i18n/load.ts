import { isObj } from '../domain/plain-object';
import { baseNamespaces, type Language, type Messages, type Namespace } from './catalog';

// One lazy chunk per file: a page downloads its own areas in one language only. The background's
// own area is packaged apart (packaged.ts): no page loads it.
const loaders = import.meta.glob<unknown>(['./locales/*/*.json', '!./locales/*/background.json'], {
  import: 'default',
});

/**
 * Which strings to load: `all`, or only what a page's first frame shows (`first`): an area may
 * keep the strings of its later parts in `<area>.later.json` (the popup's launch form, history
 * and run actions), which `all` adds to the area.
 */
export type StringParts = 'first' | 'all';

/** `later` added into `first`, section by section (`run.noPage` first, the rest of `run` later). */
export function mergeParts(first: unknown, later: unknown): unknown {
  if (!isObj(first) || !isObj(later)) return later ?? first;
  const out: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(later)) out[key] = mergeParts(first[key], value);
  return out;
}

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
      const [first, later] = await Promise.all([
        read(`./locales/${lang}/${ns}.json`),
        parts === 'all' ? read(`./locales/${lang}/${ns}.later.json`) : undefined,
      ]);
      return [ns, mergeParts(first, later)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
