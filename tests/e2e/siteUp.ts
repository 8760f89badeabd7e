// Setup file of the e2e run: before each file and each test (a retried one included), wait
// until the shared site answers. run.mjs starts wrangler dev again when it exits in the middle
// of a run (site.mjs `restart`); without this wait, the tests between its exit and its return
// would all meet a refused connection instead of the one that was running when it went.
import { beforeAll, beforeEach, vi } from 'vitest';
import { httpGet, marketHosts } from './site.mjs';

const upWithinMs = 100_000;

async function siteAnswers(): Promise<void> {
  const port = Number(process.env.E2E_PORT);
  if (!Number.isInteger(port) || port <= 0) return; // lib.ts sitePort() says what is missing
  await vi.waitFor(
    async () => {
      const res = await httpGet(port, marketHosts.it, '/favicon.svg', { timeoutMs: 10_000 });
      if (res.status !== 200) throw new Error(`the site on port ${port} answered ${res.status} for /favicon.svg`);
    },
    { timeout: upWithinMs, interval: 250 },
  );
}

beforeAll(siteAnswers, upWithinMs + 15_000);
beforeEach(siteAnswers, upWithinMs + 15_000);
