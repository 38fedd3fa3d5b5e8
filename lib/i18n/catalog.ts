import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enPopup from './locales/en/popup.json';
import enOptions from './locales/en/options.json';
import enSidepanel from './locales/en/sidepanel.json';
import enResearch from './locales/en/research.json';
import enBackground from './locales/en/background.json';
import plCommon from './locales/pl/common.json';
import plErrors from './locales/pl/errors.json';
import plPopup from './locales/pl/popup.json';
import plOptions from './locales/pl/options.json';
import plSidepanel from './locales/pl/sidepanel.json';
import plResearch from './locales/pl/research.json';
import plBackground from './locales/pl/background.json';

/**
 * Every user-facing string, one JSON file per area and language. English is the reference: its
 * keys type `t()`, and a unit test checks Polish has exactly the same keys.
 */
export const catalogs = {
  en: {
    common: enCommon,
    errors: enErrors,
    popup: enPopup,
    options: enOptions,
    sidepanel: enSidepanel,
    research: enResearch,
    background: enBackground,
  },
  pl: {
    common: plCommon,
    errors: plErrors,
    popup: plPopup,
    options: plOptions,
    sidepanel: plSidepanel,
    research: plResearch,
    background: plBackground,
  },
};

export type Language = keyof typeof catalogs;
export type Catalog = (typeof catalogs)['en'];
