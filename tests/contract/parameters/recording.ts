import fs from 'node:fs';
import path from 'node:path';
import type { RequestLogEntry } from '../../emulator/core/request-log';
import { requestLog } from '../../e2e/received';
import type { TestAction } from './actions';

/**
 * What the service received during the e2e suites, per test: the Chromium fixtures
 * (tests/e2e/fixtures.ts) and the Firefox suites (tests/e2e-firefox) read the emulator's request
 * log after each test and append one JSON line here; ./measure.ts reads them all. The folder is
 * git-ignored: a run's evidence, never committed.
 */
export const receivedDir = path.resolve(process.env.RECEIVED_DIR ?? '.e2e-received');

/** One request as the emulator logged it, cut to what the measurement reads (token-free). */
export type ReceivedRequest = Pick<
  RequestLogEntry,
  'seq' | 'method' | 'path' | 'query' | 'body' | 'answer' | 'status' | 'agent' | 'time'
>;

/** One test: where it ran, its title, whether it passed, and what the service received. */
export interface RecordedTest {
  suite: 'chromium' | 'firefox';
  /** The Playwright project (`fast`, `real-pace`) or the Firefox test file. */
  project: string;
  /** The spec file, relative to the repository. */
  file: string;
  title: string;
  /** null where the runner does not say (node:test hooks). */
  passed: boolean | null;
  requests: ReceivedRequest[];
  /** Playwright's id of the test (Chromium), which its actions are kept under. */
  testId?: string;
  /**
   * What the journey did in the browser, in order (./actions.ts), joined from the actions file
   * by `readRecords`. Absent where nothing recorded them (the Firefox suites, a Playwright run
   * without the config's reporters): such a test's requests credit no page control.
   */
  actions?: TestAction[];
}

/** One Chromium test's actions, as tests/e2e/actions-reporter.ts appends them. */
export interface RecordedActions {
  testId: string;
  actions: TestAction[];
}

/** The actions of the last Chromium run, beside (not among) the records of what was received. */
const ACTIONS = path.join('actions', 'chromium.jsonl');
export const actionsFile = path.join(receivedDir, ACTIONS);

/** The emulator's log, newer than `afterSeq`, cut to what the measurement needs. */
export async function fetchReceived(emulatorUrl: string, afterSeq = 0): Promise<ReceivedRequest[]> {
  return (await requestLog({ url: emulatorUrl }))
    .filter((r) => r.seq > afterSeq)
    .map(({ seq, method, path, query, body, answer, status, agent, time }) => ({
      seq,
      method,
      path,
      query,
      body,
      answer,
      status,
      agent,
      time,
    }));
}

/**
 * Append one test's line to `<name>.jsonl`. Each writer (a Playwright worker, a Firefox test
 * file) has its own file, and a whole line goes in one append, so lines never interleave.
 */
export function appendRecord(name: string, record: RecordedTest): void {
  fs.mkdirSync(receivedDir, { recursive: true });
  fs.appendFileSync(path.join(receivedDir, `${name}.jsonl`), `${JSON.stringify(record)}\n`);
}

/** Start a writer's file afresh (a run's evidence replaces the last run's). */
export function clearRecords(prefix: string): void {
  if (!fs.existsSync(receivedDir)) return;
  for (const f of fs.readdirSync(receivedDir)) {
    if (f.startsWith(prefix) && f.endsWith('.jsonl')) fs.rmSync(path.join(receivedDir, f));
  }
}

/** Append one Chromium test's actions (the reporter's one file: it runs in one process). */
export function appendActions(line: RecordedActions, file = actionsFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** Start the actions file afresh, as a Playwright run starts its records afresh. */
export function clearActions(file = actionsFile): void {
  fs.rmSync(file, { force: true });
}

const lines = <T>(file: string): T[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

/** Every recorded test of the last runs, file by file, each with its actions where recorded. */
export function readRecords(dir = receivedDir): RecordedTest[] {
  if (!fs.existsSync(dir)) return [];
  const actionsAt = path.join(dir, ACTIONS);
  const actions = new Map(
    (fs.existsSync(actionsAt) ? lines<RecordedActions>(actionsAt) : []).map((a) => [
      a.testId,
      a.actions,
    ]),
  );
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) => lines<RecordedTest>(path.join(dir, f)))
    .map((t) => (t.testId && actions.has(t.testId) ? { ...t, actions: actions.get(t.testId) } : t));
}

/**
 * Records Firefox tests: after each test, the emulator's requests since the previous one (these
 * suites keep one emulator for the whole file and never reset it). `name` is the test file's.
 */
export function firefoxRecorder(name: string, emulatorUrl: () => string | undefined) {
  let seen = 0;
  clearRecords(`firefox-${name}`);
  return async (t: { name: string }) => {
    const url = emulatorUrl();
    if (!url) return;
    const requests = await fetchReceived(url, seen);
    seen = requests.at(-1)?.seq ?? seen;
    appendRecord(`firefox-${name}`, {
      suite: 'firefox',
      project: name,
      file: `tests/e2e-firefox/${name}.test.ts`,
      title: t.name,
      passed: null,
      requests,
    });
  };
}
