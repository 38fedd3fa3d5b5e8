import fs from 'node:fs';
import path from 'node:path';
import type { RequestLogEntry } from '../../emulator/core/request-log';
import { requestLog } from '../../e2e/received';

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
}

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

/** Every recorded test of the last runs, file by file. */
export function readRecords(dir = receivedDir): RecordedTest[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as RecordedTest),
    );
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
