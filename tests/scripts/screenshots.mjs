#!/usr/bin/env node
// `npm run screenshots`: refreshes the README's screenshots (docs/screenshots) from the current
// build. The e2e specs that take them run as in `npm test` and write every screenshot to the
// untracked tests/e2e/screenshots; the README's are copied from there. Kept apart from `npm test`
// so that testing never changes tracked files. Starts a browser: hold the browser lock if others
// share the machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The README's screenshots and the spec that takes each. */
const README_SHOTS = {
  'popup-scores-light': 'tests/e2e/popup.spec.ts',
  'popup-scores-dark': 'tests/e2e/popup.spec.ts',
  'popup-report-light': 'tests/e2e/popup.spec.ts',
  'sidepanel-positions-light': 'tests/e2e/sidepanel.spec.ts',
  'sidepanel-story-dark': 'tests/e2e/sidepanel-report.spec.ts',
  'research-custom-light': 'tests/e2e/research.spec.ts',
  'options-profiles-light': 'tests/e2e/options.spec.ts',
  'review-setup': 'tests/e2e/review.spec.ts',
};
const from = 'tests/e2e/screenshots';
const to = 'docs/screenshots';

function run(command) {
  console.log(`▶ ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm run build:e2e');
for (const name of Object.keys(README_SHOTS)) fs.rmSync(`${from}/${name}.png`, { force: true });
run(`npx playwright test ${[...new Set(Object.values(README_SHOTS))].join(' ')}`);
fs.mkdirSync(to, { recursive: true });
for (const name of Object.keys(README_SHOTS)) {
  const source = `${from}/${name}.png`;
  if (!fs.existsSync(source)) {
    console.error(
      `✖ ${source} was not taken: which spec takes it now? (tests/scripts/screenshots.mjs)`,
    );
    process.exit(1);
  }
  fs.copyFileSync(source, `${to}/${name}.png`);
  console.log(`✔ ${to}/${name}.png`);
}
