#!/usr/bin/env node
// `npm run test:dates`: the unit suite with the machine's clock moved to awkward moments and
// zones, so a test that reads the real "today" instead of the fixed one (tests/fixtures/clock.ts)
// fails here and not on some future day in CI. libfaketime (Debian's `faketime`) moves the clock
// of the whole process tree as the kernel would report it — vitest, its workers, the in-process
// emulator — which is what a real calendar day does; it is installed when missing, as .ci/run
// installs chromium. `node tests/scripts/dates.mjs "2027-03-28 00:59:00" Europe/Warsaw` runs one.
import { spawnSync } from 'node:child_process';

// [machine time (UTC), TZ, why]
const MOMENTS = [
  ['2026-11-22 12:00:00', 'UTC', 'a day the suite once failed on (rounded averages)'],
  ['2027-03-28 00:59:00', 'Europe/Warsaw', 'spring DST change during the run; a day it failed on'],
  ['2026-12-31 23:30:00', 'Pacific/Auckland', 'year and month end in UTC, New Year locally'],
  ['2028-02-29 12:00:00', 'America/Los_Angeles', 'leap day'],
];

function sh(command, env = {}) {
  return spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
}

function ensureFaketime() {
  if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.error('faketime is missing: install it (Debian: apt-get install faketime) and rerun.');
    process.exit(1);
  }
  console.log("Installing Debian's faketime (libfaketime moves the clock of the test run)…");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (sh('apt-get update -qq && apt-get install -y -qq faketime >/dev/null', env).status !== 0) {
    console.error('Could not install faketime.');
    process.exit(1);
  }
}

const [at, zone] = process.argv.slice(2);
const moments = at ? [[at, zone ?? 'UTC', 'asked for']] : MOMENTS;
ensureFaketime();
for (const [time, tz, why] of moments) {
  console.log(`\n▷ unit suite at ${time} UTC, TZ=${tz} (${why})`);
  const result = sh(`faketime '${time} UTC' npx vitest run`, { TZ: tz });
  if (result.status !== 0) {
    console.error(`✖ the unit suite fails at ${time} UTC with TZ=${tz}`);
    process.exit(result.status ?? 1);
  }
}
