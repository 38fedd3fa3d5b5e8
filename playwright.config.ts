import { defineConfig } from '@playwright/test';
import type { WorkerFixtures } from './tests/e2e/fixtures';

export default defineConfig<Pick<WorkerFixtures, 'pace'>>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Each worker has its own emulator (tests/e2e/fixtures.ts) and each test its own browser
  // profile, reset between tests. Files spread over two workers (the CI machine has two cores);
  // the tests of one file run in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A flaky test is fixed, not retried: a retry would hide it (and a second launch could spend
  // what the first already spent).
  retries: 0,
  // The actions reporter records what each journey did, for the parameters measurement
  // (tests/contract/parameters/actions.ts): a run with other reporters credits no page control.
  reporter: [['list'], ['./tests/e2e/actions-reporter.ts']],
  outputDir: 'test-results',
  // Empties the record of what the service received (tests/contract/parameters/recording.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [
    // Every test but those whose only point is the real pace (@real-pace-only).
    { name: 'fast', grepInvert: /@real-pace-only/, use: { pace: 'fast' } },
    // The main journeys again at the real service's pace (tests/e2e/fixtures.ts `Pace`), tagged
    // @real-pace where they are written: one request a second and answers in hundreds of
    // milliseconds, so a journey takes longer and each wait allows for it.
    {
      name: 'real-pace',
      grep: /@real-pace/,
      use: { pace: 'real' },
      timeout: 240_000,
      expect: { timeout: 60_000 },
    },
  ],
});
