import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  resolve: {
    alias: [
      // WXT's stand-in for `wxt/browser` (node_modules/wxt/dist/virtual/mock-browser.mjs) takes
      // fakeBrowser from the `wxt/testing` barrel, which also exports the vitest plugin and with it
      // WXT's whole build core — transformed and run again in every test file that touches the
      // browser API (about 1.5 s of import each). The fake browser alone is all it uses.
      { find: /^wxt\/testing$/, replacement: 'wxt/testing/fake-browser' },
    ],
  },
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
