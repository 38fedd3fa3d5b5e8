#!/usr/bin/env node
// `npm test`: every gate, in the order that fails fastest. Each step's output streams through;
// the first failing step stops the run with its exit code.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const outDir = process.env.WXT_OUT_DIR ?? '.output';
const steps = [
  ['lint', 'npx eslint . && npx prettier --check .'],
  ['typecheck', 'npx tsc --noEmit'],
  // vitest alone takes cores − 1 workers: one on a two-core CI machine, half of it idle.
  ['unit', `npx vitest run --maxWorkers=${Math.max(2, availableParallelism() - 1)}`],
  ['unit at awkward dates', 'node tests/scripts/dates.mjs'],
  // The e2e package is the production build plus the emulator's loopback host permission:
  // NODE_ENV=production keeps React's production build in it (the mode alone would not).
  ['e2e build', 'NODE_ENV=production npx wxt build --mode e2e'],
  ['e2e', 'npx playwright test'],
  [
    'firefox package',
    `npx wxt build -b firefox && npx web-ext lint --source-dir ${outDir}/firefox-mv2 --self-hosted`,
  ],
  // Debian's Firefox ESR with the Firefox e2e package (tests/e2e-firefox/firefox.ts); the suite
  // also checks the store package above carries no e2e door.
  ['firefox e2e build', 'NODE_ENV=production npx wxt build -b firefox --mode e2e'],
  [
    'firefox e2e',
    'node --import tsx --test --test-concurrency=1 --test-reporter=spec tests/e2e-firefox/*.test.ts',
  ],
];

const only = process.argv.slice(2);
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
