#!/usr/bin/env node
// `npm test`: every gate, in the order that fails fastest. Each step's output streams through;
// the first failing step stops the run with its exit code.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const outDir = process.env.WXT_OUT_DIR ?? '.output';
// A step is [name, command], or [name, [[part, command], …]] for parts that run side by side.
const steps = [
  // eslint and tsc are each single-threaded: side by side they fill a two-core CI machine and
  // save the shorter one's time (about 30 s). Each part's output is printed whole when it ends.
  [
    'lint and typecheck',
    [
      ['lint', 'npx eslint . && npx prettier --check .'],
      ['typecheck', 'npx tsc --noEmit'],
    ],
  ],
  // vitest alone takes cores − 1 workers: one on a two-core CI machine, half of it idle.
  ['unit', `npx vitest run --maxWorkers=${Math.max(2, availableParallelism() - 1)}`],
  ['unit at awkward dates', 'node tests/scripts/dates.mjs'],
  // The three packages the browser steps load, built side by side (they write different folders
  // under outDir: chrome-mv3-e2e, firefox-mv2, firefox-mv2-e2e). A WXT build already uses more
  // than one core on a quiet machine, so this saves little (55 s one after another, 51 s side by
  // side, in back-to-back full runs), and the web-ext lint now fails before the long Chromium run.
  // The e2e packages are the production build plus the emulator's loopback host
  // permission: NODE_ENV=production keeps React's production build in them (the mode alone would
  // not). The Firefox store package is linted by web-ext once built; tests/e2e-firefox loads the
  // Firefox e2e package in Debian's Firefox ESR (tests/e2e-firefox/firefox.ts) and also checks
  // the store package carries no e2e door.
  [
    'builds',
    [
      ['e2e build', 'NODE_ENV=production npx wxt build --mode e2e'],
      [
        'firefox package',
        `npx wxt build -b firefox && npx web-ext lint --source-dir ${outDir}/firefox-mv2 --self-hosted`,
      ],
      ['firefox e2e build', 'NODE_ENV=production npx wxt build -b firefox --mode e2e'],
    ],
  ],
  ['e2e', 'npx playwright test'],
  [
    'firefox e2e',
    'node --import tsx --test --test-concurrency=1 --test-reporter=spec tests/e2e-firefox/*.test.ts',
  ],
  // What the two browser suites made the service receive, against the operations × parameters
  // table (tests/contract/parameters/README.md): fails when a row claims a page control that no
  // journey exercised with a value a user chose. Needs both suites' records, so it runs last.
  ['parameters', 'npx tsx tests/contract/parameters/measure.ts'],
];

const since = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** One part of a side-by-side step: resolves with its exit code once its output is printed. */
function runPart([name, command]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const status = code ?? 1;
      console.log(`\n▷ ${name}: ${command}\n${output.trimEnd()}`);
      console.log(`${status === 0 ? '✔' : '✖'} ${name} (${since(started)}s)`);
      resolve(status);
    });
  });
}

async function run(command) {
  if (typeof command === 'string') return spawnSync(command, { stdio: 'inherit', shell: true });
  const codes = await Promise.all(command.map(runPart));
  return { status: codes.find((code) => code !== 0) ?? 0 };
}

// A name picks a step, or a part of one (`npm run test:firefox` names its three steps).
const only = process.argv.slice(2);
for (const [name, command] of steps) {
  const parts = Array.isArray(command) ? command.filter(([part]) => only.includes(part)) : [];
  if (only.length && !only.includes(name) && parts.length === 0) continue;
  const chosen = parts.length && !only.includes(name) ? parts : command;
  const shown = typeof chosen === 'string' ? chosen : chosen.map(([part]) => part).join(' ‖ ');
  console.log(`\n▶ ${name}: ${shown}`);
  const started = Date.now();
  const result = await run(chosen);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${since(started)}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${since(started)}s)`);
}
