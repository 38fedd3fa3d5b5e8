import type { TestAction } from '../../../contract/parameters/actions';
import type { RecordedTest, ReceivedRequest } from '../../../contract/parameters/recording';

/** Small recorded journeys for the parameters measurement's tests, as .e2e-received/ holds them. */

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0';
export const TIME = '2026-06-17T10:00:00.000Z';
/** A moment `ms` after (negative: before) the requests' default arrival. */
export const at = (ms: number) => new Date(Date.parse(TIME) + ms).toISOString();
let seq = 0;

export function req(
  method: string,
  path: string,
  body: unknown = {},
  agent = BROWSER,
  answer: unknown = null,
  time = TIME,
): ReceivedRequest {
  seq += 1;
  return {
    seq,
    method,
    path: `/api-v3/${path}.json`,
    query: {},
    body,
    answer,
    status: 200,
    agent,
    time,
  };
}
/** An action of the journey, from `from` to `to` ms around the requests' default arrival. */
export function action(
  kind: TestAction['kind'],
  from: number,
  to = from + 50,
  values: string[] = [],
) {
  const title = kind === 'user' ? (values.length ? `Fill "${values[0]}"` : 'Click') : 'Evaluate';
  return { kind, title, start: at(from), end: at(to), values } satisfies TestAction;
}
/** A user's click a second before the requests arrive, unless the test says what came before. */
export const CLICKED = [action('user', -1_000)];
export function journey(
  title: string,
  requests: ReceivedRequest[],
  passed: boolean | null = true,
  actions: TestAction[] | null = CLICKED,
): RecordedTest {
  return {
    suite: 'chromium',
    project: 'fast',
    file: 'tests/e2e/x.spec.ts',
    title,
    passed,
    requests,
    ...(actions ? { actions } : {}),
  };
}
