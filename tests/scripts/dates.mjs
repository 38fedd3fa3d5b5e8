#!/usr/bin/env node
// `npm run test:dates`: the unit suite with the machine's clock moved to awkward moments and
// zones, so a test that reads the real "today" or the machine's zone instead of the fixed moment
// (tests/fixtures/clock.ts) fails here and not on some future day in CI. libfaketime (Debian's
// `faketime`) moves the clock of the whole process tree as the kernel would report it — vitest,
// its workers, the in-process emulator, spawned CLIs — which is what a real calendar day does.
// .ci/run installs it; here a missing one is a clear failure, not a skipped check.
//
// Which tests run at the moments: only those whose code can see the machine's clock or zone; the
// rest cannot fail here for a reason the plain unit step would not show, so they run once there.
// The rule is automatic, with no list to keep. A source file counts if its text matches
// CLOCK_OR_ZONE (any `Date`, even a type, toLocale…String, Intl.DateTimeFormat, the zone offset,
// performance's or process's clocks), or if it starts Node in another process or thread
// (STARTS_PROCESS with RUNS_NODE), whose code runs outside the fixed clock of
// tests/fixtures/clock-setup.ts: tests/emulator/conformance/cli.test.ts starts the emulator's CLI.
// A command that is not our code does not count (tests/unit/architecture/source.ts runs `git`).
// Every tracked or new, not ignored, source file is scanned, and each test file that is one of
// them or imports one, directly or through any chain of imports, runs at every moment: vitest's
// own module graph decides (as `vitest related`, aliases resolved). The graph stops at
// node_modules, so a library's clock reads count through the module of ours that calls it.
// vitest's setup files are not counted (they run before every test file, so counting one selects
// all): tests/fixtures/clock-setup.ts reads the clock to fix it, which every selected file
// exercises. Two past failures (tests/emulator/monitoring/data.test.ts at 2026-11-22 and at
// 2027-03-28) are selected: that file reads the emulator's clock.
//
// Cost: vitest gives itself cores − 1 workers, i.e. one on a two-core CI machine, so two moments
// run side by side (DATES_PARALLEL) to fill both cores; each moment's output is printed whole
// when it ends. The four moments are the calendar's hard cases; spring DST stands for both DST
// changes (the autumn one made a third round, two more minutes of a suite that must stay well
// under fifteen). `node tests/scripts/dates.mjs "2026-10-25 00:59:00" Europe/Warsaw` runs one.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createVitest } from 'vitest/node';

// [machine time (UTC), TZ, why]
const MOMENTS = [
  ['2026-11-22 12:00:00', 'UTC', 'a day the suite once failed on (rounded averages)'],
  ['2027-03-28 00:59:00', 'Europe/Warsaw', 'spring DST change during the run; a day it failed on'],
  ['2026-12-31 23:30:00', 'Pacific/Auckland', 'year and month end in UTC, New Year locally'],
  ['2028-02-29 12:00:00', 'America/Los_Angeles', 'leap day'],
];

const CLOCK_OR_ZONE =
  /\bDate\b|Intl\.DateTimeFormat|toLocale\w*String|getTimezoneOffset|\bperformance\.|\bhrtime\b|\bTemporal\b/;
const STARTS_PROCESS = /\bchild_process\b|\bworker_threads\b/;
const RUNS_NODE = /['"`/](?:node|tsx|npx)['"`]|process\.execPath|new Worker\(/;

/** Every source file, tracked or new (not ignored), that reads the clock or zone. */
function clockReaders() {
  const listed = spawnSync(
    'git',
    [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      '*.ts',
      '*.tsx',
      '*.js',
      '*.mjs',
    ],
    { encoding: 'utf8' },
  );
  if (listed.status !== 0) {
    console.error(`✖ git ls-files failed: ${listed.stderr}`);
    process.exit(1);
  }
  return listed.stdout.split('\0').filter((file) => {
    if (!file) return false;
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return false; // deleted in the work tree, not yet in the index
    }
    return CLOCK_OR_ZONE.test(text) || (STARTS_PROCESS.test(text) && RUNS_NODE.test(text));
  });
}

/** The test files vitest's module graph ties to a clock reader (setup files aside). */
async function selectTests() {
  const vitest = await createVitest('test', { watch: false });
  const setup = new Set(vitest.config.setupFiles);
  const readers = clockReaders().map((file) => path.resolve(file));
  vitest.config.related = readers.filter((file) => !setup.has(file));
  const all = await vitest.specifications.globTestSpecifications();
  const chosen = await vitest.specifications.getRelevantTestSpecifications();
  await vitest.close();
  const files = [...new Set(chosen.map((spec) => spec.moduleId))].sort();
  console.log(
    `▷ ${files.length} of ${all.length} test files read the clock or zone, themselves or through ` +
      `their imports (${vitest.config.related.length} such source files); the others ran in the unit step`,
  );
  return files;
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

/** One moment: the selected test files under faketime; resolves with its exit code and output. */
function runAt([time, tz, why]) {
  return new Promise((resolve) => {
    const child = spawn('faketime', [`${time} UTC`, 'npx', 'vitest', 'run', ...tests], {
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
const tests = await selectTests();

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
