import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultOf } from '../../../contract/parameters/defaults';
import { documented } from '../../../contract/parameters/documented';
import { measure } from '../../../contract/parameters/measure-core';
import {
  readRecords,
  type RecordedActions,
  type RecordedTest,
} from '../../../contract/parameters/recording';
import { operationPaths, readSpec } from '../../../contract/parameters/spec';
import { summary } from '../../../contract/parameters/summary';
import { parameterTable } from '../../../contract/parameters/table';

/*
 * What `npm run params` prints, from a small folder of records as the e2e suites leave them
 * (.e2e-received/: a file per Playwright worker, the reporter's actions beside them): the received
 * count, and every documented parameter not received by name.
 */

const paths = operationPaths(readSpec('endpoints.md'));
const TIME = '2026-06-17T10:00:00.000Z';

function recordsFolder(records: RecordedTest[], actions: RecordedActions[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'received-'));
  const lines = (items: unknown[]) => items.map((i) => `${JSON.stringify(i)}\n`).join('');
  fs.writeFileSync(path.join(dir, 'chromium-0.jsonl'), lines(records));
  fs.mkdirSync(path.join(dir, 'actions'));
  fs.writeFileSync(path.join(dir, 'actions', 'chromium.jsonl'), lines(actions));
  return dir;
}

const listed = (body: unknown, seq: number) => ({
  seq,
  method: 'POST',
  path: '/api-v3/audits/audit/list.json',
  query: {},
  body,
  answer: null,
  status: 200,
  agent: 'Mozilla/5.0 HeadlessChrome',
  time: TIME,
});
const record = (testId: string, title: string, body: unknown): RecordedTest => ({
  suite: 'chromium',
  project: 'fast',
  file: 'tests/e2e/recent.spec.ts',
  title,
  passed: true,
  requests: [listed(body, 1)],
  testId,
});
const click = {
  kind: 'user' as const,
  title: 'Click',
  start: '2026-06-17T09:59:59.000Z',
  end: '2026-06-17T09:59:59.050Z',
  values: [],
};

describe('the summary of a measurement', () => {
  const dir = recordsFolder(
    [
      record('a', 'filters by title', { filters: { title: 'shoes' } }),
      record('b', 'sorts by status, by command', { sorting: { field: 'status' } }),
    ],
    // Only the first journey clicked; the second sent its list straight to the background.
    [
      { testId: 'a', actions: [click] },
      { testId: 'b', actions: [{ ...click, kind: 'direct', title: 'Evaluate' }] },
    ],
  );
  const records = readRecords(dir);
  const m = measure(parameterTable, documented, paths, records, defaultOf);
  const lines = summary(m, records.length, dir);

  it('reads each record with its own actions', () => {
    expect(records.map((r) => r.actions?.[0].kind)).toEqual(['user', 'direct']);
  });

  it('gives the count, then lists by name every documented parameter not received', () => {
    const at = lines.indexOf('documented parameters received: 1 / 143');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('not received (142):');
    const missing = lines.slice(at + 2, at + 2 + 142);
    expect(missing).toContain('  #6 sorting.field [control]');
    expect(missing).toContain('  #1 {audit_id} [auto]');
    expect(missing).not.toContain('  #6 filters.title [control]');
    expect(new Set(missing).size).toBe(142);
    // Each documented parameter once: received, or named as not received.
    const received = m.rows.filter((r) => r.chosen.length).map((r) => `${r.row.op} ${r.row.param}`);
    expect(received).toEqual(['6 filters.title']);
  });

  it('says which journey sent a control’s value without a user’s action before it', () => {
    expect(lines).toContain(
      "    chosen, but after no user's action: e2e/recent.spec.ts › sorts by status, by command",
    );
  });
});
