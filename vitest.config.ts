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
    // "Today" is fixed for every test (tests/fixtures/clock.ts explains the moment chosen).
    setupFiles: ['tests/fixtures/clock-setup.ts', 'tests/fixtures/packaged-files.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
