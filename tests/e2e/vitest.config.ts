import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// e2e tests: plain Node driving /usr/bin/chromium (and, in firefox.test.ts, /usr/bin/firefox-esr)
// against the site that tests/e2e/run.mjs started (its port arrives in E2E_PORT). One file at a
// time, one test at a time: the machine is small and the site is shared, so the two engines
// never run at once. The crawl and the Firefox suite set their own, longer, per-test limits.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    maxConcurrency: 1,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
