import type { Default } from './defaults';
import type { DocumentedOperation } from './documented';
import type { RecordedTest, ReceivedRequest } from './recording';
import type { ParamRow } from './row';
import { operationsOf, type OperationPath } from './spec';
import { againstCurrent, noteRead, type Reads } from './current';
import { causeOf, enteredBefore, type Cause } from './actions';
import { isDaysBefore, isEmpty, sameValue, valuesAt } from './values';

/**
 * The measurement behind `npm run params` (./measure.ts): which rows of the operations ×
 * parameters table the service received during the e2e suites, with a value a user chose. Pure:
 * ./measure.ts reads the documents and the recorded runs and prints what this decides.
 */

/** Only the extension's calls count: a test's own direct calls come from Node, not a browser. */
export const fromBrowser = (r: ReceivedRequest): boolean => /^Mozilla\//.test(r.agent ?? '');

export const journeyName = (t: RecordedTest): string => {
  const file = t.file.replace(/^tests\//, '');
  return `${file} › ${t.title}${t.project === 'real-pace' ? ' [real-pace]' : ''}`;
};

/** Whether a value sent is the documented default (see ./defaults.ts for each kind). */
export function isDocumentedDefault(
  value: unknown,
  dflt: Default | undefined,
  request: { time: string; params: Record<string, unknown> },
): boolean {
  if (!dflt || 'current' in dflt) return false;
  if ('values' in dflt) return dflt.values.some((v) => sameValue(v, value));
  if ('sameAs' in dflt) return sameValue(request.params[dflt.sameAs], value);
  return isDaysBefore(value, dflt.daysAgo, request.time);
}

/** The parameters a request carries: body members over query members (GETs have a query). */
function paramsOf(r: ReceivedRequest): Record<string, unknown> {
  const body = r.body && typeof r.body === 'object' && !Array.isArray(r.body) ? r.body : {};
  return { ...r.query, ...(body as Record<string, unknown>) };
}

/**
 * The values of one row's parameter in a request of its operation. A path parameter is the part
 * of the path; `params` is looked into too, where the documents' example nests a parameter.
 */
function rowValues(row: ParamRow, params: Record<string, unknown>, path: Record<string, string>) {
  if (row.param.startsWith('{')) return [path[row.param]];
  const parts = row.param.split('.');
  const top = valuesAt(params, parts).filter((v) => !isEmpty(v));
  return top.length ? top : valuesAt(params.params, parts).filter((v) => !isEmpty(v));
}

export type Verdict = 'chosen' | 'default' | 'untouched' | 'unsent';

/**
 * What one request says of a row: sent with a chosen value, only the default, or not at all.
 * `entered` is what a user's actions typed, filled or selected before the request arrived.
 */
export function judge(
  row: ParamRow,
  dflt: Default | undefined,
  request: ReceivedRequest,
  pathParams: Record<string, string>,
  reads: Reads = new Map(),
  entered: string[] = [],
): Verdict {
  if (!row.param) return 'chosen';
  const params = paramsOf(request);
  if (dflt && 'current' in dflt && !row.param.startsWith('{')) {
    // The entity's value before the call is what the page read of it last. Where it read none
    // (or the read does not show the field), only what a user entered counts as a change.
    const pairs = againstCurrent(row.param, params, request.path, reads).filter(
      (p) => !isEmpty(p.value),
    );
    if (pairs.length === 0) return 'unsent';
    const changed = pairs.some((p) =>
      p.current === undefined
        ? entered.some((e) =>
            sameValue(e.trim(), typeof p.value === 'string' ? p.value.trim() : p.value),
          )
        : !sameValue(p.value, p.current),
    );
    return changed ? 'chosen' : 'default';
  }
  const values = rowValues(row, params, pathParams).filter((v) => !isEmpty(v));
  if (values.length === 0) return 'unsent';
  const context = { time: request.time, params };
  // Where the row names the page's own value, a user's choice is whatever differs from it (even
  // the documented default: a list the page sorts A to Z at first is sorted Z to A by a user).
  const verdicts = values.map((v): Verdict => {
    if (row.untouched) return row.untouched.is(v, context) ? 'untouched' : 'chosen';
    return isDocumentedDefault(v, dflt, context) ? 'default' : 'chosen';
  });
  return (['chosen', 'untouched', 'default'] as const).find((v) => verdicts.includes(v))!;
}

export interface RowResult {
  row: ParamRow;
  /**
   * Journeys that made the service receive a chosen value (or call an operation without any);
   * for a row that claims a page control, in a request that followed a user's action.
   */
  chosen: string[];
  /** Journeys that sent it only as the documented default or the page's untouched value. */
  onlyDefault: string[];
  /**
   * A control row's journeys whose chosen value came in a request no user's action preceded: the
   * test's own command, or a page's read on opening (./actions.ts `causeOf`). They credit nothing.
   */
  notByUser: string[];
  /** The row claims a page control and no journey sent a chosen value; or says none and was sent. */
  fails: boolean;
}

export interface Measurement {
  rows: RowResult[];
  received: number;
  total: number;
  /** Tests whose records were left out because they failed. */
  failedTests: string[];
  /** Passing tests recorded without their actions: their requests credit no page control. */
  withoutActions: string[];
}

/** The whole measurement: every row against every passing test's browser requests. */
export function measure(
  table: ParamRow[],
  documented: DocumentedOperation[],
  paths: OperationPath[],
  records: RecordedTest[],
  defaultOf: (op: number, param: string) => Default | undefined,
): Measurement {
  type Seen = { chosen: Set<string>; onlyDefault: Set<string>; notByUser: Set<string> };
  const byRow = new Map<ParamRow, Seen>();
  for (const row of table) {
    byRow.set(row, { chosen: new Set(), onlyDefault: new Set(), notByUser: new Set() });
  }
  const rowsOf = new Map<number, ParamRow[]>();
  for (const row of table) rowsOf.set(row.op, [...(rowsOf.get(row.op) ?? []), row]);
  const used = records.filter((t) => t.passed !== false);
  for (const test of used) {
    const name = journeyName(test);
    const reads: Reads = new Map();
    const actions = test.actions ?? [];
    for (const request of test.requests.filter(fromBrowser)) {
      noteRead(reads, request);
      // Without the journey's actions nothing is known to follow a user's.
      const cause: Cause = test.actions ? causeOf(request, actions) : 'none';
      const entered = enteredBefore(request, actions);
      for (const { op, pathParams } of operationsOf(paths, request.method, request.path)) {
        for (const row of rowsOf.get(op) ?? []) {
          const dflt = defaultOf(op, row.param);
          const verdict = judge(row, dflt, request, pathParams, reads, entered);
          const seen = byRow.get(row)!;
          // A page control is credited only with what a user's action made the page send.
          const byUser = !('control' in row.how) || cause === 'user';
          if (verdict === 'chosen' && byUser) seen.chosen.add(name);
          else if (verdict === 'chosen') seen.notByUser.add(name);
          else if (verdict !== 'unsent') seen.onlyDefault.add(name);
        }
      }
    }
  }
  const rows = table.map((row): RowResult => {
    const seen = byRow.get(row)!;
    const chosen = [...seen.chosen];
    const onlyDefault = [...seen.onlyDefault].filter((j) => !seen.chosen.has(j));
    const notByUser = [...seen.notByUser].filter((j) => !seen.chosen.has(j));
    const claimsControl = 'control' in row.how;
    const saysNone = 'none' in row.how;
    const fails = (claimsControl && chosen.length === 0) || (saysNone && chosen.length > 0);
    return { row, chosen, onlyDefault, notByUser, fails };
  });
  const total = documented.reduce((n, d) => n + Math.max(1, d.params.length), 0);
  return {
    rows,
    received: rows.filter((r) => r.chosen.length > 0).length,
    total,
    failedTests: records.filter((t) => t.passed === false).map(journeyName),
    withoutActions: used.filter((t) => !t.actions).map(journeyName),
  };
}
