/**
 * Every user-facing string, one JSON file per area and language (`locales/<lang>/<area>.json`).
 * English is the reference: its keys type `t()`, and a unit test checks Polish has exactly the
 * same keys. Pages load only their own areas in one language (`load.ts`), the background only its
 * own, read from the package when needed (`packaged.ts`), so no bundle carries every string twice.
 */
export type Catalog = {
  // `<area>.later.json`: the strings of parts below the popup's first frame (load.ts).
  common: typeof import('./locales/en/common.json') &
    typeof import('./locales/en/common.later.json');
  errors: typeof import('./locales/en/errors.json') &
    typeof import('./locales/en/errors.later.json');
  popup: typeof import('./locales/en/popup.json') & typeof import('./locales/en/popup.later.json');
  options: typeof import('./locales/en/options.json');
  sidepanel: typeof import('./locales/en/sidepanel.json');
  research: typeof import('./locales/en/research.json');
  background: typeof import('./locales/en/background.json');
  watch: typeof import('./locales/en/watch.json');
  positions: typeof import('./locales/en/positions.json');
  serp: typeof import('./locales/en/serp.json');
  review: typeof import('./locales/en/review.json');
};

export type Namespace = keyof Catalog;
export type Language = 'en' | 'pl';

/** The areas every page and the background need besides their own. */
export const baseNamespaces: Namespace[] = ['common', 'errors'];

/** A catalog's loaded areas. */
export type Messages = Partial<Record<Namespace, unknown>>;
