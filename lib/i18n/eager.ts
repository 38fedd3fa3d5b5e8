import type { Language, Messages } from './catalog';

// The background's strings, bundled (an MV3 service worker cannot import() chunks at run time).
const modules = import.meta.glob<unknown>(
  ['./locales/*/common.json', './locales/*/errors.json', './locales/*/background.json'],
  { import: 'default', eager: true },
);

/** The background's messages in `lang`. */
export function backgroundMessages(lang: Language): Messages {
  const messages: Messages = {};
  for (const [path, value] of Object.entries(modules)) {
    const [, fileLang, ns] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (fileLang === lang) messages[ns as keyof Messages] = value;
  }
  return messages;
}
