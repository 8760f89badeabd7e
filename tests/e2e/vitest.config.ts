import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's own order, except that the real `npm start` (start.test.ts) goes last: it rebuilds
 * the client into public/, which the shared site's `wrangler dev` watches and reloads on (three
 * reloads in the CI log), and starts a second `wrangler dev` of the same worker. A page of the
 * next test file once waited 30 s in the local proxy before reaching the worker; with nothing
 * after it, no other test shares a site with it.
 */
class NpmStartLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (spec: TestSpecification) => (spec.moduleId.endsWith('/start.test.ts') ? 1 : 0);
    return [...sorted].sort((a, b) => last(a) - last(b));
  }
}

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
    sequence: { concurrent: false, sequencer: NpmStartLast },
    testTimeout: 90_000,
    // Waits until the site answers before each file and test (siteUp.ts).
    setupFiles: ['tests/e2e/siteUp.ts'],
    // One more try for a test that timed out or met a refused connection, and only for those:
    // wrangler dev's proxy holds a request for 30–65 s now and then (its keep-alive race between
    // its two workerd processes, see stallMs in site.mjs), and wrangler dev itself once exited
    // mid-run (run.mjs starts it again; siteUp.ts waits for it). run.mjs lists every held
    // request and every restart at the end. A wrong answer or a failed assertion is never tried
    // again, and a test that fails twice fails.
    retry: { count: 1, condition: /timed? ?out|\d+ ?ms exceeded|ERR_CONNECTION_REFUSED|ECONNREFUSED/i },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
