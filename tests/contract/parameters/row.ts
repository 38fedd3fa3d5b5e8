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
 * - `untouched`: where the documents give no default, what the page sends with the control left
 *   alone, and why that value: a request carrying it does not count as a user's choice.
 */
export type How = { control: string; find: string } | { auto: string } | { none: string };

/** The value a page sends on its own: `is` tells it apart, `why` says where it comes from. */
export interface Untouched {
  why: string;
  is: (value: unknown) => boolean;
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
