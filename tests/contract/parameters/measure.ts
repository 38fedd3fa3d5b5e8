import { defaultOf } from './defaults';
import { documented } from './documented';
import { measure, type Measurement, type RowResult } from './measure-core';
import { readRecords, receivedDir } from './recording';
import { operationPaths, readSpec } from './spec';
import { parameterTable } from './table';

/*
 * `npm run params`: what the service received during the last e2e runs (Chromium and Firefox,
 * recorded per test in .e2e-received/), measured against the operations × parameters table.
 * Prints `documented parameters received: N / 143` and, per row, the journeys that sent it; exits
 * non-zero when a row claims a page control that no journey sent with a value a user chose, or
 * says nothing sends a parameter the service received. `--all` lists every journey of a row.
 * How it decides: ./README.md.
 */

const SHOWN = process.argv.includes('--all') ? Infinity : 3;

const label = (r: RowResult): string => `#${r.row.op} ${r.row.param || '(no parameters)'}`;
const kind = (r: RowResult): string => Object.keys(r.row.how)[0];

function list(journeys: string[]): string {
  const shown = journeys.slice(0, SHOWN).join('; ');
  return journeys.length > SHOWN ? `${shown}; +${journeys.length - SHOWN} more` : shown;
}

function print(m: Measurement, tests: number): void {
  console.log(`Measured from ${tests} recorded e2e tests in ${receivedDir}.`);
  if (m.failedTests.length) {
    console.log(`Left out, as they failed: ${m.failedTests.join('; ')}`);
  }
  for (const r of m.rows) {
    const head = `${r.fails ? '✖' : r.chosen.length ? '✔' : '·'} ${label(r)} [${kind(r)}]`;
    if (r.chosen.length) console.log(`${head}: ${list(r.chosen)}`);
    else console.log(`${head}: never received with a chosen value`);
    if (r.onlyDefault.length && !r.chosen.length) {
      console.log(`    only the default or the untouched value: ${list(r.onlyDefault)}`);
    }
  }
  console.log(`\ndocumented parameters received: ${m.received} / ${m.total}`);
  const failing = m.rows.filter((r) => r.fails);
  if (failing.length === 0) return;
  console.log(`\n✖ ${failing.length} rows fail:`);
  for (const r of failing) {
    const why =
      'none' in r.row.how
        ? 'says nothing sends it, yet the service received it'
        : 'claims a page control; no journey made the service receive a value a user chose';
    console.log(`  ${label(r)}: ${why}`);
  }
}

const records = readRecords();
if (records.length === 0) {
  console.error(`No recorded e2e tests in ${receivedDir}: run the e2e suites first.`);
  process.exit(1);
}
const paths = operationPaths(readSpec('endpoints.md'));
const result = measure(parameterTable, documented, paths, records, defaultOf);
print(result, records.length);
if (result.rows.some((r) => r.fails)) process.exit(1);
