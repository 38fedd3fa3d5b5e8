import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/emulator/**/*.test.ts',
      'tests/api/**/*.test.ts',
    ],
    environment: 'node',
    // Worker threads rather than child processes: each file still gets a fresh module graph and
    // globals, but a thread starts cheaper than a process — the suite took about 13 % less CPU
    // (132 s against 152 s, user + sys, on the two-core machine), and tests/scripts/dates.mjs runs it
    // four more times. No test changes the process's zone or directory (what threads share).
    pool: 'threads',
    // "Today" is fixed for every test (tests/fixtures/clock.ts explains the moment chosen).
    setupFiles: ['tests/fixtures/clock-setup.ts', 'tests/fixtures/packaged-files.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
