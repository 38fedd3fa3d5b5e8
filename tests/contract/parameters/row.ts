/**
 * One row of the operations × parameters table: a documented request parameter (./documented.ts)
 * and how the extension sends it.
 *
 * - `control`: a page control sends it; `file` is the component under entrypoints/ or components/
 *   and `find` a string in that file that names the control (its i18n key or data-testid).
 * - `auto`: the extension sends it without a control of its own (the id of what is open, a pager
 *   walking every page); the text says where the value comes from.
 * - `none`: nothing sends it, and why.
 * - `e2e`: the Playwright journey (file under tests/e2e/ and a part of its test's title) in which
 *   the parameter is sent; or `why` it has none.
 * - `notYet`: not built yet — the helper who builds it and what is missing. The unit test lists
 *   these as to-dos; the issue is done when none is left.
 */
export type How = { control: string; find: string } | { auto: string } | { none: string };

export type Journey = { spec: string; test: string } | { why: string };

export interface ParamRow {
  op: number;
  /** `''` for an operation that takes no parameters. */
  param: string;
  how: How;
  e2e: Journey;
  notYet?: string;
}

export const control = (file: string, find: string): How => ({ control: file, find });
export const auto = (text: string): How => ({ auto: text });
export const none = (text: string): How => ({ none: text });
export const journey = (spec: string, test: string): Journey => ({
  spec: `tests/e2e/${spec}`,
  test,
});
/** One row per parameter, the same `how` and journey for each. */
export const rows = (op: number, params: string[], how: How, e2e: Journey): ParamRow[] =>
  params.map((param) => ({ op, param, how, e2e }));
