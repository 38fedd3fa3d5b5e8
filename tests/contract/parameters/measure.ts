import { defaultOf } from './defaults';
import { documented } from './documented';
import { measure } from './measure-core';
import { readRecords, receivedDir } from './recording';
import { operationPaths, readSpec } from './spec';
import { summary } from './summary';
import { parameterTable } from './table';

/*
 * `npm run params`: what the service received during the last e2e runs (Chromium and Firefox,
 * recorded per test in .e2e-received/), measured against the operations × parameters table.
 * Prints, per row, the journeys that sent it, then `documented parameters received: N / 143` and
 * every documented parameter not received; exits non-zero when a row claims a page control that
 * no journey sent, after a user's action, with a value a user chose, or says nothing sends a
 * parameter the service received. `--all` lists every journey of a row. How it decides:
 * ./README.md.
 */

const records = readRecords();
if (records.length === 0) {
  console.error(`No recorded e2e tests in ${receivedDir}: run the e2e suites first.`);
  process.exit(1);
}
const paths = operationPaths(readSpec('endpoints.md'));
const result = measure(parameterTable, documented, paths, records, defaultOf);
const shown = process.argv.includes('--all') ? Infinity : 3;
console.log(summary(result, records.length, receivedDir, shown).join('\n'));
if (result.rows.some((r) => r.fails)) process.exit(1);
