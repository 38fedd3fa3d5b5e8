import { isDaysBefore, sameValue } from './values';

/**
 * One row of the operations × parameters table: a documented request parameter (./documented.ts)
 * and how the extension sends it. Which journeys sent it is not written here: the e2e suites
 * record what the service received and `npm run params` (./measure.ts) prints it (./README.md).
 *
 * - `control`: a page control sends it; `file` is the component under entrypoints/ or components/
 *   and `find` a string in that file that names the control (its i18n key or data-testid). Some
 *   journey must make the service receive a value a user chose, or the measurement fails.
 * - `auto`: the extension sends it without a control of its own (the id of what is open, a pager
 *   walking every page); the text says where the value comes from.
 * - `none`: nothing sends it, and why.
 * - `untouched`: what the page sends with the control left alone, where that is not the documented
 *   default (or the documents give none), and why. It replaces the documented default for the
 *   row: a value counts as a user's choice when it differs from this.
 */
export type How = { control: string; find: string } | { auto: string } | { none: string };

/**
 * The value a page sends on its own: `is` tells it apart (given the request's time and its other
 * parameters), `why` says where it comes from.
 */
export interface Untouched {
  why: string;
  is: (value: unknown, request: { time: string; params: Record<string, unknown> }) => boolean;
}

export interface ParamRow {
  op: number;
  /** `''` for an operation that takes no parameters. */
  param: string;
  how: How;
  untouched?: Untouched;
}

export const control = (file: string, find: string): How => ({ control: file, find });
export const auto = (text: string): How => ({ auto: text });
export const none = (text: string): How => ({ none: text });
/** One row per parameter, the same `how` for each. */
export const rows = (op: number, params: string[], how: How): ParamRow[] =>
  params.map((param) => ({ op, param, how }));

/** The page sends one of these values on its own. */
export const untouched = (why: string, ...values: unknown[]): Untouched => ({
  why,
  is: (value) => values.some((v) => sameValue(v, value)),
});
/** The page's own date range: its first day `days` days before the request. */
export const untouchedDaysBefore = (why: string, days: number): Untouched => ({
  why,
  is: (value, request) => isDaysBefore(value, days, request.time),
});
/** The page sends values like this on its own (`is` tells them apart). */
export const untouchedWhen = (why: string, is: Untouched['is']): Untouched => ({ why, is });

/**
 * `datemin`, `datemax`, `gap` of a side-panel report (28 overview, 29 detailed data, 50 keyword
 * details), set by the range controls. The panel opens on the preferences' 30 days ending
 * yesterday (lib/storage/prefs.ts, lib/domain/dates.ts): that first day is not a user's choice.
 */
export const rangeRows = (op: number): ParamRow[] => {
  const how = (key: string) =>
    control('entrypoints/sidepanel/views/positions/RangeControls.tsx', `sidepanel.range.${key}`);
  return [
    {
      op,
      param: 'datemin',
      how: how('from'),
      untouched: untouchedDaysBefore('the panel’s first range: 30 days ending yesterday', 30),
    },
    { op, param: 'datemax', how: how('to') },
    { op, param: 'gap', how: how('gap') },
  ];
};
