import { WITHOUT_KEPT_STRINGS } from '../bench-without';
import { isObj } from '../domain/plain-object';
import type { Language, Messages, Namespace } from './catalog';
import type { StringParts } from './load';

/*
 * The strings a page loaded, kept in the extension's localStorage (shared by its pages and read
 * synchronously), so the next open of that page has its first frame's strings at once instead of
 * after their chunks' dynamic import, which can only start once the page's code has run: it was
 * the last thing the popup's cached score waited for. Kept per build of the strings
 * (`__STRINGS_VERSION__`, a hash of lib/i18n/locales set in wxt.config.ts), so an update never
 * shows the old wording; development keeps nothing (its strings change while the server runs).
 */
declare const __STRINGS_VERSION__: string | undefined;

const PREFIX = 'stormlens.strings:';

/** This build's strings version, or null where nothing is kept (development, unit tests). */
export function stringsVersion(): string | null {
  return typeof __STRINGS_VERSION__ === 'string' && !import.meta.env.DEV && !WITHOUT_KEPT_STRINGS
    ? __STRINGS_VERSION__
    : null;
}

/** What a page's strings are kept under: one entry per version, language, parts and areas. */
interface KeptStrings {
  version: string;
  lang: Language;
  namespaces: readonly Namespace[];
  parts: StringParts;
}

const keyOf = (kept: KeptStrings) =>
  `${PREFIX}${kept.version}:${kept.lang}:${kept.parts}:${kept.namespaces.join('+')}`;

/** The kept messages, or null when this build kept none for these areas. */
export function keptMessages(store: Pick<Storage, 'getItem'>, kept: KeptStrings): Messages | null {
  const raw = store.getItem(keyOf(kept));
  if (raw === null) return null;
  const value: unknown = JSON.parse(raw);
  return isObj(value) ? value : null;
}

/** Keep `messages` for the next open, dropping what older builds kept. */
export function keepMessages(
  store: Pick<Storage, 'length' | 'key' | 'removeItem' | 'setItem'>,
  kept: KeptStrings,
  messages: Messages,
): void {
  const current = `${PREFIX}${kept.version}:`;
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && !key.startsWith(current)) store.removeItem(key);
  }
  store.setItem(keyOf(kept), JSON.stringify(messages));
}
