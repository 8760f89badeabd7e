import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Chromium e2e tests: plain Node driving /usr/bin/chromium against the site that
// tests/e2e/run.mjs started (its port arrives in E2E_PORT). One file at a time, one test at
// a time: the machine is small and the site is shared.
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
