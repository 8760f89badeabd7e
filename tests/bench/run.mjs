#!/usr/bin/env node
// `npm run bench`: serves the production build in workerd (production client bundles,
// `wrangler dev --minify` with production React, BENCH_ROUTES=1) on a free port, runs every
// bench script against it, prints one JSON line per figure, writes them all to
// bench/results.json (with timestamp and git commit) and prints the change against the
// previous results file.
//
// Bench scripts run as child processes with BENCH_PORT (and BENCH_HOST) set to the running
// site: ssr.mjs, search.mjs, flags.mjs first, then any other tests/bench/*.mjs (except the
// shared modules lib.mjs, run.mjs and lighthouseRuns.mjs; soak.mjs, load with upstream faults for
// 60 s, starts a site of its own in upstream mode). Every stdout line that is a JSON
// object with a "bench" field is a figure; anything else is passed through to stderr. A bench
// script may start sites of its own (search.mjs does, per catalogue scale).
//
// Env: BENCH_DURATION=5 BENCH_WARMUP=1 (seconds per figure) · BENCH_ONLY=ssr,flags (run only
// these scripts; the other benches' figures in the results file are kept) · BENCH_SCALE=1.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  deltas, detectReactBuild, verifyProductionBundle, durationSeconds, emit, seedScale, gitCommit, httpGet, killAllSitesSync, marketHosts, readResults,
  repoRoot, resultsFile, startBenchSite, warmupSeconds, writeResults,
} from './lib.mjs';

const benchDir = join(repoRoot, 'tests', 'bench');
const firstScripts = ['ssr.mjs', 'search.mjs', 'flags.mjs'];
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim().replace(/\.mjs$/, '')) : null;
// Shared modules, not bench scripts.
const modules = new Set(['lib.mjs', 'run.mjs', 'lighthouseRuns.mjs']);
const available = readdirSync(benchDir).filter((name) => name.endsWith('.mjs') && !modules.has(name));
const benchScripts = [
  ...firstScripts.filter((name) => available.includes(name)),
  ...available.filter((name) => !firstScripts.includes(name)).sort(),
]
  .filter((name) => !only || only.includes(name.replace(/\.mjs$/, '')))
  .map((name) => join(benchDir, name));

let site = null;
let current = null;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (current && current.exitCode === null) current.kill('SIGTERM');
  if (site) await site.stop();
  // A site still starting when a signal arrived has no handle yet.
  killAllSitesSync();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));
process.on('SIGHUP', () => void shutdown(129));

function runBenchScript(file, env) {
  return new Promise((resolve) => {
    const figures = [];
    const child = spawn(process.execPath, [file], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    current = child;
    createInterface({ input: child.stdout }).on('line', (line) => {
      let figure = null;
      try {
        figure = JSON.parse(line);
      } catch {
        // not a figure
      }
      if (figure && typeof figure === 'object' && typeof figure.bench === 'string') {
        figures.push(figure);
        console.log(JSON.stringify(figure));
      } else {
        console.error(line);
      }
    });
    child.on('exit', (code, signal) => resolve({ figures, code: code ?? (signal ? 1 : 0) }));
    child.on('error', (error) => {
      console.error(`bench: could not run ${file}: ${error.message}`);
      resolve({ figures, code: 1 });
    });
  });
}

try {
  const timestamp = new Date().toISOString();
  const commit = gitCommit();
  const previous = readResults();

  site = await startBenchSite();
  const probe = await httpGet(site.port, marketHosts.it, '/__bench/prerendered?path=%2F');
  if (probe.status !== 200) {
    throw new Error(`/__bench/prerendered answered ${probe.status}: is BENCH_ROUTES honoured by the worker?`);
  }
  // The live bundle can only be told apart when no other wrangler dev started meanwhile;
  // the dry-run bundle with the same flags always can.
  const react = detectReactBuild(site.startedAt);
  const dryRun = await verifyProductionBundle();
  const meta = {
    bench: 'meta', timestamp, commit, react, reactDryRun: dryRun.build, workerBundleBytes: dryRun.bytes,
    workerMinified: true, durationSeconds, warmupSeconds, seedScale,
    node: process.version, cpus: cpus().length, loadavg: loadavg().map((l) => Math.round(l * 100) / 100),
  };
  emit(meta);
  if (react === 'development' || dryRun.build === 'development') {
    throw new Error('the worker bundle has development React: the production define did not apply');
  }
  if (dryRun.build !== 'production') console.error(`bench: could not check the React build of the worker bundle ${dryRun.error ?? ''}`);

  const figures = [meta];
  let failed = false;
  for (const file of benchScripts) {
    const { figures: got, code } = await runBenchScript(file, { BENCH_PORT: String(site.port), BENCH_HOST: marketHosts.it, BENCH_RUNTIME_PORT_FILE: site.runtimePortFile });
    figures.push(...got);
    if (code !== 0) {
      failed = true;
      console.error(`bench: ${file} exited with ${code}`);
    }
  }
  current = null;

  // Only wrangler's own command (BENCH_DEVTOOLS=1) rebuilds the worker when its sources change;
  // the default site (./devServer.mjs) never does, its reloads are asset changes. pages.mjs
  // writes one static copy under public/__bench/ per page it measures and removes them (a file
  // and a folder) at the end: each change reloads the worker once. Only reloads beyond those
  // mean an edit.
  if (process.env.BENCH_DEVTOOLS === '1') {
    const copies = figures.filter((f) => f.bench === 'pages' && f.page && !f.budget).length;
    const reloads = Math.max(0, site.reloads() - (copies ? copies + 2 : 0));
    if (reloads > 0) {
      emit({ bench: 'meta', phase: 'end', workerReloads: reloads });
      console.error(`bench: the worker was rebuilt ${reloads} time(s) during the run (sources edited): figures mix builds`);
    }
  }

  const stamped = figures.map((f) => ({ ...f, timestamp, commit }));
  // With BENCH_ONLY, the figures of benches that did not run stay as they were.
  const ran = new Set(stamped.map((f) => f.bench));
  const kept = only ? previous.filter((f) => !ran.has(f.bench)) : [];
  writeResults([...stamped, ...kept]);
  console.error(`bench: ${stamped.length} figures written to ${resultsFile}`);
  for (const delta of deltas(stamped, previous)) emit({ bench: 'delta', ...delta });
  if (previous.length === 0) console.error('bench: no previous results file, nothing to compare against');

  for (const budget of figures.filter((f) => f.budget)) {
    console.error(`bench: budget ${budget.budget}${budget.connections ? ` (${budget.connections} conn)` : ''}: ${budget.value ?? 'n/a'} ${budget.pass ? 'PASS' : 'FAIL'}`);
  }
  await shutdown(failed ? 1 : 0);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
