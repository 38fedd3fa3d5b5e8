#!/usr/bin/env node
// `npm run test:dates`: the unit suite with the machine's clock moved to awkward moments and
// zones, so a test that reads the real "today" or the machine's zone instead of the fixed moment
// (tests/fixtures/clock.ts) fails here and not on some future day in CI. libfaketime (Debian's
// `faketime`) moves the clock of the whole process tree as the kernel would report it — vitest,
// its workers, the in-process emulator, spawned CLIs — which is what a real calendar day does.
// .ci/run installs it; here a missing one is a clear failure, not a skipped check.
//
// Cost: vitest gives itself cores − 1 workers, i.e. one on a two-core CI machine, so two moments
// run side by side (DATES_PARALLEL) to fill both cores; each moment's output is printed whole
// when it ends. The four moments are the ones issue 14 names; spring DST stands for both DST
// changes (the autumn one made a third round, two more minutes of a suite that must stay well
// under fifteen). `node tests/scripts/dates.mjs "2026-10-25 00:59:00" Europe/Warsaw` runs one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// [machine time (UTC), TZ, why]
const MOMENTS = [
  ['2026-11-22 12:00:00', 'UTC', 'a day the suite once failed on (rounded averages)'],
  ['2027-03-28 00:59:00', 'Europe/Warsaw', 'spring DST change during the run; a day it failed on'],
  ['2026-12-31 23:30:00', 'Pacific/Auckland', 'year and month end in UTC, New Year locally'],
  ['2028-02-29 12:00:00', 'America/Los_Angeles', 'leap day'],
];

// Test files that cannot depend on the clock or the zone, so they run once, in the plain unit step
// of tests/scripts/test.mjs, and not again at each moment (about 10 s a moment). Each only reads
// files (fs, `git ls-files`) and compares text or the TypeScript compiler's syntax tree of them;
// none reads the clock, formats a date or imports product code that could.
const CLOCK_FREE = [
  // Every catch in lib/, entrypoints/, components/ logs or hands on its error: a syntax walk.
  'tests/unit/architecture/caught.test.ts',
  // Every file path a comment cites exists: comment text and existsSync.
  'tests/unit/architecture/comment-references.test.ts',
  // A concept's literals are listed only in its lib/domain module: a syntax walk.
  'tests/unit/architecture/concepts.test.ts',
  // No page calls window.confirm/alert/prompt: a syntax walk.
  'tests/unit/architecture/confirm.test.ts',
  // No tracked file over 300 lines: line counts of `git ls-files`.
  'tests/unit/architecture/file-length.test.ts',
  // The operations × parameters table (tests/contract/parameters, plain data) against the
  // documents' text, lib/api's source text and the files it names.
  'tests/unit/contract/parameters.test.ts',
];
// A renamed file would quietly run at every moment again: say so instead.
const stale = CLOCK_FREE.filter((file) => !existsSync(file));
if (stale.length) {
  console.error(`✖ dates.mjs lists clock-free tests that do not exist: ${stale.join(', ')}`);
  process.exit(1);
}

function checkFaketime() {
  // The wrapper alone is not enough: the preload library must really move the clock.
  const probe = spawnSync('faketime', ['2026-11-22 12:00:00 UTC', 'date', '-u', '+%F'], {
    encoding: 'utf8',
  });
  if (probe.status === 0 && probe.stdout.trim() === '2026-11-22') return;
  console.error(
    '✖ libfaketime is missing or does not work, so the unit suite cannot be run at other dates.\n' +
      '  Install it: apt-get install faketime (Debian; .ci/run does this on CI), then rerun.\n' +
      `  (faketime said: ${probe.error?.message ?? (probe.stderr || probe.stdout || '').trim()})`,
  );
  process.exit(1);
}

/** One moment: the whole unit suite under faketime; resolves with its exit code and output. */
function runAt([time, tz, why]) {
  return new Promise((resolve) => {
    const excluded = CLOCK_FREE.flatMap((file) => ['--exclude', file]);
    const child = spawn('faketime', [`${time} UTC`, 'npx', 'vitest', 'run', ...excluded], {
      env: { ...process.env, TZ: tz },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ time, tz, why, code: code ?? 1, output }));
  });
}

const summary = (output) =>
  output
    // eslint-disable-next-line no-control-regex -- colour codes out of vitest's summary lines
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => /^\s*(Test Files|Tests)\s/.test(line))
    .join(' · ')
    .replace(/\s+/g, ' ');

const [at, zone] = process.argv.slice(2);
const moments = at ? [[at, zone ?? 'UTC', 'asked for']] : MOMENTS;
const parallel = Math.max(1, Number(process.env.DATES_PARALLEL ?? 2));
checkFaketime();

const failed = [];
const queue = [...moments];
async function lane() {
  for (let moment = queue.shift(); moment; moment = queue.shift()) {
    console.log(`▷ unit suite at ${moment[0]} UTC, TZ=${moment[1]} (${moment[2]})`);
    const result = await runAt(moment);
    if (result.code === 0) {
      console.log(`✔ ${result.time} UTC, TZ=${result.tz}: ${summary(result.output)}`);
    } else {
      console.log(result.output);
      console.error(`✖ the unit suite fails at ${result.time} UTC with TZ=${result.tz}`);
      failed.push(result);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(parallel, moments.length) }, lane));
process.exit(failed.length ? 1 : 0);
