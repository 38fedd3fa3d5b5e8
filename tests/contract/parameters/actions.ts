import type { ReceivedRequest } from './recording';

/**
 * What a Chromium journey did in the browser, in order, so the parameters measurement credits a
 * page control only with a request that arrived after a user's action (./measure-core.ts). The
 * Playwright reporter (tests/e2e/actions-reporter.ts) turns each test's Playwright calls into
 * these; calls that are neither (navigating, reading a locator, waiting) are left out.
 */
export interface TestAction {
  /**
   * `user`: an input Playwright makes the way a person does (its calls marked as input: click,
   * fill, press, type, select an option, check…). `direct`: the test reaching past the pages —
   * script evaluated in a page or the service worker (a command sent to the background, a storage
   * write), a synthetic event, an init script, a CDP command, the page's clock moved. Script run
   * against a locator's elements is neither: it reads what the page shows.
   */
  kind: 'user' | 'direct';
  /** Playwright's title of the call (`Click`, `Fill "Shoes"`, `Evaluate`). */
  title: string;
  /** When the call began and ended (ISO): the emulator logs arrivals on the same machine's clock. */
  start: string;
  end: string;
  /** What a user action entered: a fill's value, text typed or inserted, the options selected. */
  values: string[];
}

/** The part of a Playwright reporter's step the classification reads. */
export interface PlaywrightStep {
  category: string;
  title: string;
  params?: Record<string, unknown>;
  startTime: Date;
  duration: number;
}

/** Titles of Playwright's input calls (its metainfo marks them `input: true`), but hover and move. */
const USER_TITLES = new Set([
  'Click',
  'Double click',
  'Tap',
  'Check',
  'Uncheck',
  'Select option',
  'Set input files',
  'Drag and drop',
  'Drop files or data onto an element',
  'Mouse down',
  'Mouse up',
  'Mouse wheel',
]);
/** The same, for the titles that quote what was entered (`Fill "Shoes"`, `Press "Enter"`). */
const USER_QUOTING = /^(Fill|Press|Type|Insert|Key down|Key up) "/;
/** Calls that run the test's own script or commands in the browser, or move its clock. */
const DIRECT_TITLES = new Set([
  'Evaluate',
  'Dispatch event',
  'Add init script',
  'Add script tag',
  'Expose binding',
  'Set content',
  'Wait for function',
  'Send CDP command',
  'Resume clock',
]);
const DIRECT_QUOTING =
  /^(Fast forward clock|Install clock|Pause clock|Run clock|Set fixed time|Set system time) "/;

/** The strings a user action entered, from the parameters Playwright reports for it. */
function enteredBy(title: string, params: Record<string, unknown> = {}): string[] {
  if (title.startsWith('Fill "')) return [String(params.value ?? '')];
  if (/^(Type|Insert) "/.test(title)) return [String(params.text ?? '')];
  if (title !== 'Select option') return [];
  const strings = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Array.isArray(v)
        ? v.flatMap(strings)
        : v && typeof v === 'object'
          ? Object.values(v).flatMap(strings)
          : [];
  return strings(params.options);
}

/** One Playwright call as the measurement sees it, or null for a call that is neither. */
export function actionOf(step: PlaywrightStep): TestAction | null {
  if (step.category !== 'pw:api') return null;
  const { title } = step;
  const user = USER_TITLES.has(title) || USER_QUOTING.test(title);
  // Script run against a locator's elements (its texts read, `evaluateAll` over rows) reads the
  // page: the journeys poll with it between a user's action and what that action sends.
  const onElements = title === 'Evaluate' && step.params?.locator !== undefined;
  const direct = (DIRECT_TITLES.has(title) && !onElements) || DIRECT_QUOTING.test(title);
  if (!user && !direct) return null;
  const start = step.startTime.getTime();
  return {
    kind: user ? 'user' : 'direct',
    title,
    start: new Date(start).toISOString(),
    end: new Date(start + Math.max(0, step.duration)).toISOString(),
    values: user ? enteredBy(title, step.params) : [],
  };
}

/**
 * What made a request, judged from the journey's actions: `user` when the newest action before
 * it arrived is a user's; `direct` when that is the test's own command, or one was running when
 * it arrived; `none` when nothing came before (what a page reads on opening). A user's action
 * counts from its start (its page may send at once), a command from its end (what it set off
 * may still be sending). A request can only be credited to a control when `user`.
 */
export type Cause = 'user' | 'direct' | 'none';

export function causeOf(request: Pick<ReceivedRequest, 'time'>, actions: TestAction[]): Cause {
  const at = Date.parse(request.time);
  const begun = actions.filter((a) => Date.parse(a.start) < at);
  if (begun.some((a) => a.kind === 'direct' && Date.parse(a.end) >= at)) return 'direct';
  const mark = (a: TestAction) => Date.parse(a.kind === 'user' ? a.start : a.end);
  const newest = begun.reduce<TestAction | undefined>(
    (last, a) => (!last || mark(a) >= mark(last) ? a : last),
    undefined,
  );
  return newest?.kind ?? 'none';
}

/** Every value a user action entered before the request arrived. */
export function enteredBefore(
  request: Pick<ReceivedRequest, 'time'>,
  actions: TestAction[],
): string[] {
  const at = Date.parse(request.time);
  return actions
    .filter((a) => a.kind === 'user' && Date.parse(a.start) < at)
    .flatMap((a) => a.values);
}
