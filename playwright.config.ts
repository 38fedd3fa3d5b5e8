import { defineConfig } from '@playwright/test';

/** Port of the emulator the e2e tests talk to (not 8787, so `npm start` can run beside them). */
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8799);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One emulator, one browser profile per test, state reset between tests: run them in order.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  webServer: {
    command: `npx tsx tests/emulator/cli.ts --port ${E2E_EMULATOR_PORT} --no-rate-limit --audit-duration-ms 2500`,
    url: `http://127.0.0.1:${E2E_EMULATOR_PORT}/__emulator/health`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
});
