#!/usr/bin/env node
// `npm run test:e2e`: starts the site on a free port (tests/e2e/site.mjs: the steps of
// npm start — client build, migrated + seeded D1 of its own, wrangler dev — with the worker as
// production runs it: minified, production React, no devtools session; E2E_WORKER=development
// keeps npm start's development worker; start.test.ts runs the real npm start), runs the e2e tests
// with vitest against it (Chromium; firefox.test.ts in Firefox ESR, one file after the other,
// so never two browsers at once; html-checker.test.ts with Java), and always stops the site's and vitest's process groups
// afterwards, also on SIGINT/SIGTERM. Extra arguments go to vitest (e.g. a file filter
// or `-t "language switch"`). With E2E_PORT already set, the tests use that running site
// instead of starting one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { killAllSitesSync, productionWorker, repoRoot, stallMs, startSite } from './site.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`e2e: Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
  process.exit(1);
}
// The second engine (tests/e2e/firefox.test.ts) and the HTML checker (html-checker.test.ts).
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
if (!existsSync(firefox)) {
  console.error(`e2e: Firefox not found at ${firefox} (apt-get install firefox-esr, or set FIREFOX_PATH)`);
  process.exit(1);
}
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
if (spawnSync(java, ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error(`e2e: no Java for the HTML checker (${java}; apt-get install default-jre-headless, or set JAVA_HOME)`);
  process.exit(1);
}

let site = null;
let vitest = null;
let stopping = false;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Signals vitest's whole group (its workers and, through Playwright, Chromium). */
function signalVitest(signal) {
  if (!vitest?.pid || vitest.exitCode !== null || vitest.signalCode !== null) return;
  try {
    process.kill(-vitest.pid, signal);
  } catch {
    // already gone
  }
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (vitest && vitest.exitCode === null && vitest.signalCode === null) {
    signalVitest('SIGTERM');
    await Promise.race([new Promise((r) => vitest.once('exit', r)), sleep(5000)]);
    signalVitest('SIGKILL');
  }
  if (site) {
    const stalls = site.stalls();
    if (stalls.length) {
      console.error(`e2e: the local runtime held ${stalls.length} request(s) for ${stallMs / 1000} s or more before the worker saw them (its keep-alive race; a test that timed out on one was tried again):`);
      for (const stall of stalls) console.error(`  ${stall.request} ${stall.status} after ${(stall.ms / 1000).toFixed(1)} s`);
    }
    const restarts = site.restarts();
    if (restarts.length) {
      console.error(`e2e: wrangler dev exited ${restarts.length} time(s) while the tests ran and was started again (the tests met a refused connection meanwhile; one that did was tried again once the site answered):`);
      for (const restart of restarts) console.error(`  ${restart.at}: ${JSON.stringify(restart.exit)}`);
    }
    await site.stop();
  }
  // A site still starting when a signal arrived has no handle yet.
  killAllSitesSync();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));
process.on('SIGHUP', () => void shutdown(129));

try {
  let port = process.env.E2E_PORT;
  if (!port) {
    const options = { warm: true, restart: true };
    site = await startSite(process.env.E2E_WORKER === 'development' ? options : productionWorker(options));
    port = String(site.port);
  } else {
    console.error(`e2e: using the site already running on port ${port}`);
  }

  const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
  vitest = spawn(
    process.execPath,
    [vitestBin, 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)],
    // Own process group so that shutdown() can stop vitest with everything it started.
    { cwd: repoRoot, stdio: 'inherit', detached: true, env: { ...process.env, E2E_PORT: port } },
  );
  const code = await new Promise((resolve) => {
    vitest.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    vitest.on('error', (error) => {
      console.error(`e2e: could not start vitest: ${error.message}`);
      resolve(1);
    });
  });
  await shutdown(code);
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
