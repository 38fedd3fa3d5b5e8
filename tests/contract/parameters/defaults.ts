import type { SpecDoc } from './documented';

/**
 * The documented default of each request parameter that has one, written out from the document
 * named: `quote` is the document's own words (tests/unit/contract/parameters.test.ts checks that
 * each is in it). ./measure-core.ts counts a parameter as chosen only when a request carries a
 * value other than this.
 *
 * - `values`: any of these is the default (numbers and numeric strings alike; a one-element list
 *   equals its element; lists compare as sets);
 * - `daysAgo`: a `YYYYmmdd` date that many days before the request (a day either side still is);
 * - `current`: the entity's value before the call ("default current"), which the request log
 *   cannot show: a value sent counts (so the journey behind it must assert the change);
 * - `sameAs`: another parameter's value in the same request (a campaign's title is its domain).
 */
export type Default = { quote: string; doc: SpecDoc } & (
  { values: unknown[] } | { daysAgo: number } | { current: true } | { sameAs: string }
);

const audits = (quote: string, values: unknown[]): Default => ({ doc: 'audits.md', quote, values });
const mon = (quote: string, values: unknown[]): Default => ({
  doc: 'monitoring.md',
  quote,
  values,
});
const current = (doc: SpecDoc, quote: string): Default => ({ doc, quote, current: true });
const monPager = {
  'pager.items_per_page': mon('`items_per_page` integer, default 25', [25]),
  'pager.page': mon('`page` integer, default 0', [0]),
};
const range = {
  datemin: { doc: 'monitoring.md', quote: '`datemin` defaults to two weeks ago', daysAgo: 14 },
  datemax: { doc: 'monitoring.md', quote: '`datemax` to yesterday', daysAgo: 1 },
  gap: mon('`gap` string, default `daily`', ['daily']),
} satisfies Record<string, Default>;
const groupCurrent = (prefix: string, quote: string) =>
  Object.fromEntries(
    ['title', 'engine', 'country', 'location', 'devices'].map((f) => [
      `${prefix}${f}`,
      current('monitoring.md', quote),
    ]),
  );

export const documentedDefaults: Record<number, Record<string, Default>> = {
  2: { title: audits('| title | string | no | `Audit` |', ['Audit']) },
  6: {
    'sorting.field': audits('| sorting.field | string | `created` |', ['created']),
    'sorting.sort': audits('| sorting.sort | string | `desc` |', ['desc']),
    'pager.items_per_page': audits('| pager.items_per_page | integer | 25 |', [25]),
    'pager.page': audits('| pager.page | integer | 0 |', [0]),
  },
  10: {
    title: current('audits.md', '`title` string optional (default current title)'),
    settings: current('audits.md', '`settings` array optional (default current settings)'),
  },
  12: {
    'sorting.field': audits('`sorting.field` (only `title`, default `title`)', ['title']),
    'sorting.sort': audits('`sorting.sort` (`desc` default, or `asc`)', ['desc']),
    'pager.items_per_page': audits('`pager.items_per_page` (default 25; 10, 25, 50)', [25]),
    'pager.page': audits('`pager.page` (default 0)', [0]),
  },
  13: {
    country: {
      doc: 'keyword-research.md',
      quote: '| country | string | no | `pl` |',
      values: ['pl'],
    },
    language: {
      doc: 'keyword-research.md',
      quote: '| language | string | no | `pl` |',
      values: ['pl'],
    },
  },
  20: {
    title: {
      doc: 'monitoring.md',
      quote: '`title` string optional (default domain)',
      sameAs: 'domain',
    },
    'data.include_subdomains': mon('`include_subdomains` (typed array; default: not included)', [
      false,
      0,
    ]),
  },
  22: Object.fromEntries(
    ['domain', 'title', 'data.company_map_title'].map((p) => [
      p,
      current('monitoring.md', '`domain`, `title`, `data` all optional (default current)'),
    ]),
  ),
  27: {
    type: mon('`type` array, default `seo`', ['seo']),
    ...monPager,
    'filters.engine': mon('(engine id integer or the string `All`, default `All`)', ['All']),
    'filters.status': mon('(array of `active`, `stop`, `delete`; default all)', [
      ['active', 'stop', 'delete'],
    ]),
    'filters.bookmark': mon('`All` both; default `All`', ['All']),
  },
  28: {
    ...range,
    device: mon('`device` array (default all devices)', [['desktop', 'mobile']]),
    engine: mon('`engine` string (engine id, default 0)', [0]),
    'pager.page': mon('`pager.page` integer default 0', [0]),
  },
  29: {
    ...range,
    type: mon('`type` string default `organic`', ['organic']),
  },
  32: { location: mon('`location` string optional (absent means empty, unused)', ['']) },
  34: groupCurrent(
    '',
    'optional `title`, `engine`, `country`, `location`, `devices` (default current values',
  ),
  39: monPager,
  40: { 'groups.location': mon('`location` optional', ['']) },
  41: groupCurrent(
    'groups.',
    'each an object with optional `title`, `engine`, `country`, `location`, `devices`',
  ),
  49: monPager,
  50: { ...range, type: mon('`type` string default `heatmap`', ['heatmap']) },
};

/** The default of one row's parameter, or undefined where the documents give none. */
export const defaultOf = (op: number, param: string): Default | undefined =>
  documentedDefaults[op]?.[param];
