import { isSerializedError, type SerializedError } from '../api/errors';
import { isInputCode, type Issue } from '../domain/input-issue';
import type { Catalog, Language, Messages } from './catalog';

export type { Language, Messages, Namespace } from './catalog';
export const languages: Language[] = ['en', 'pl'];

/** A plural entry: Intl.PluralRules categories (Polish uses one / few / many). */
type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends { other: string }
      ? `${P}${K}`
      : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the catalog, e.g. `popup.launch` or `common.status.ready`. */
export type MessageKey = Paths<Catalog>;
export type MessageParams = Record<string, string | number>;

/** The language to show: the preference when set, else the browser's (Polish or English). */
export function resolveLanguage(pref: 'auto' | Language, browserLanguage?: string): Language {
  if (pref !== 'auto') return pref;
  const lang = (browserLanguage ?? globalThis.navigator?.language ?? 'en').toLowerCase();
  return lang.startsWith('pl') ? 'pl' : 'en';
}

function lookup(messages: Messages, key: string): string | Plural | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as string | Plural | undefined;
}

/** A key built at run time (a field name from the service) that the catalog has. */
function isMessageKey(messages: Messages, key: string): key is MessageKey {
  return lookup(messages, key) !== undefined;
}

/** The sentences of a language: what the background needs (notifications, menus, badge titles). */
export interface MessageTranslator {
  lang: Language;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** A broken input rule (lib/domain/input-issue.ts) as the sentence shown at its field. */
  issue: (issue: Issue) => string;
  /** The sentence to show for an error that crossed the message boundary. */
  error: (
    error:
      | SerializedError
      | { kind: string; serviceMessage?: string | null; details?: Record<string, unknown> },
  ) => string;
}

/** A page's translator: the sentences, and numbers and dates as its language writes them. */
export interface Translator extends MessageTranslator {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
}

const localeOf = (lang: Language) => (lang === 'pl' ? 'pl-PL' : 'en-GB');

/** A page's translator over loaded messages (`load.ts`). */
export function createTranslator(lang: Language, messages: Messages): Translator {
  const locale = localeOf(lang);
  const numberFormat = new Intl.NumberFormat(locale);
  // Building an Intl formatter costs far more than formatting with one, and a table formats with
  // the same few options in every row (the side panel's first frame waits for its rows): one per
  // options.
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const formatter = <F>(cache: Map<string, F>, options: object, make: () => F): F => {
    const key = JSON.stringify(options);
    let made = cache.get(key);
    if (!made) cache.set(key, (made = make()));
    return made;
  };
  return {
    ...messageTranslator(lang, messages),
    number: (value, options) =>
      (options
        ? formatter(numberFormats, options, () => new Intl.NumberFormat(locale, options))
        : numberFormat
      ).format(value),
    date: (value, options = { dateStyle: 'medium' }) =>
      formatter(dateFormats, options, () => new Intl.DateTimeFormat(locale, options)).format(value),
  };
}

/**
 * The sentences alone, over loaded messages (`packaged.ts` for the background, which formats no
 * numbers or dates of its own and is parsed on every wake-up).
 */
export function messageTranslator(lang: Language, messages: Messages): MessageTranslator {
  const locale = localeOf(lang);
  const plurals = new Intl.PluralRules(locale);
  const numberFormat = new Intl.NumberFormat(locale);

  const t = (key: MessageKey, params: MessageParams = {}): string => {
    let entry = lookup(messages, key);
    if (entry === undefined) return key;
    if (typeof entry !== 'string') {
      const count = Number(params.count ?? 0);
      entry = entry[plurals.select(count)] ?? entry.other;
    }
    return entry.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numberFormat.format(value) : value;
    });
  };

  /** A field name as the page's language says it (`keywordsOptions.0.engine` → "engine"). */
  const fieldName = (field: unknown): string => {
    const name = String(field ?? '')
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1);
    if (!name) return '';
    const key = `errors.field.${name}`;
    return isMessageKey(messages, key) ? t(key) : name;
  };

  const issue = (found: Issue): string =>
    t(`errors.invalid.${found.code}`, { ...found.values, field: fieldName(found.field) });

  /** Input Stormlens refused before sending (lib/domain/input-issue.ts): its code, translated. */
  const refusedLocally = (details: Record<string, unknown>): string | null => {
    if (details.local !== true || !isInputCode(details.code)) return null;
    const values = (details.values ?? {}) as MessageParams;
    const detail = issue({ field: String(details.field ?? ''), code: details.code, values });
    return t('errors.local', { detail });
  };

  const error: Translator['error'] = (err) => {
    const details = err.details ?? {};
    const local = refusedLocally(details);
    if (local) return local;
    const detail = err.serviceMessage ?? '';
    if (err.kind === 'auth' && details.reason === 'missing-token') return t('errors.authMissing');
    // Lost answers of the exactly-once rules (lib/messaging/client.ts,
    // entrypoints/background/once/run.ts).
    if (details.reason === 'background-lost') return t('errors.backgroundLost');
    if (details.reason === 'unconfirmed') return t('errors.unconfirmed');
    // The readings after a lost answer failed (lib/domain/received-twice.ts): say why, in the
    // cause's own words — a ledger's request is read again; a create that spends none is not.
    if (details.reason === 'check-failed') {
      const reason = isSerializedError(details.cause)
        ? error(details.cause)
        : t('errors.exception');
      return t(details.requestId ? 'errors.checkFailed' : 'errors.createCheckFailed', { reason });
    }
    if (details.reason === 'never-reached') return t('errors.neverReached');
    // A create checked by reading back (lib/domain/create-checked.ts, lib/messaging/delete-extra.ts).
    if (details.reason === 'create-unconfirmed') return t('errors.createUnconfirmed');
    if (details.reason === 'still-there') return t('errors.stillThere', { id: Number(details.id) });
    if (
      err.kind === 'limit' &&
      typeof details.needed === 'number' &&
      typeof details.left === 'number'
    ) {
      return t('errors.limitTokens', { needed: details.needed, left: details.left });
    }
    const key = `errors.${err.kind}`;
    const sentence = isMessageKey(messages, key) ? t(key, { detail }) : t('errors.exception');
    if ((err.kind === 'request' || err.kind === 'limit') && detail) return sentence;
    return detail && err.kind !== 'auth'
      ? `${sentence} ${t('errors.serviceSaid', { message: detail })}`
      : sentence;
  };

  return { lang, t, issue, error };
}
