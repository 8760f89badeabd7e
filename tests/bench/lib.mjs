// Shared pieces of `npm run bench`: the production site in workerd, one autocannon
// measurement, percentiles, JSON lines, and the results file.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { httpGet, killAllSitesSync, marketHosts, productionDefines, productionWorker, repoRoot, startSite } from '../e2e/site.mjs';

export { httpGet, killAllSitesSync, marketHosts, productionWorker, repoRoot, startSite };

export const resultsFile = join(repoRoot, 'bench', 'results.json');
const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

/** Seconds per figure, overridable for a quick run: BENCH_DURATION=2 BENCH_WARMUP=0.5 npm run bench. */
export const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
export const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 1);

/** wrangler dev's defines for production React (tests/e2e/site.mjs). */
export { productionDefines };

/**
 * The production site for benchmarks: production client bundles, a minified worker with
 * production React, the bench-only pre-rendered route, no geolocation modal, a private
 * seeded D1 (tests/e2e/site.mjs).
 */
export async function startBenchSite() {
  const startedAt = Date.now();
  const site = await startSite(productionWorker({
    // Without wrangler dev's devtools session, as production runs (./devServer.mjs); BENCH_DEVTOOLS=1 keeps it.
    ...(process.env.BENCH_DEVTOOLS === '1' ? { devServer: null } : {}),
    wranglerArgs: [
      '--var', 'BENCH_ROUTES:1', '--var', 'GEOLOCATION_ENABLED:false',
      // BENCH_VARS="ISOLATE_CACHE:off" measures cold renders (no data or render micro-cache).
      ...(process.env.BENCH_VARS ?? '').split(',').filter(Boolean).flatMap((pair) => ['--var', pair.trim()]),
    ],
    seedArgs: seedScale > 1 ? ['--scale', String(seedScale)] : [],
  }));
  return { ...site, startedAt };
}

/** Catalogue size multiplier for the seed (scripts/seed.mjs --scale): BENCH_SCALE=10 npm run bench. */
export const seedScale = Number(process.env.BENCH_SCALE ?? 1);

/**
 * Which React build the running wrangler dev bundled (best effort): looks at the worker
 * bundles wrangler wrote under .wrangler/tmp/dev-* since `since` (ms). React's production build formats
 * errors through react.dev/errors links and has none of the development-only warnings.
 * Returns "production", "development", or "unknown" (no bundle found, or several dev
 * servers started meanwhile that disagree).
 */
export function detectReactBuild(since) {
  const tmp = join(repoRoot, '.wrangler', 'tmp');
  if (!existsSync(tmp)) return 'unknown';
  const verdicts = new Set();
  for (const dir of readdirSync(tmp)) {
    if (!dir.startsWith('dev-')) continue;
    const file = join(tmp, dir, 'index.js');
    try {
      if (statSync(file).mtimeMs < since - 1000) continue;
      const code = readFileSync(file, 'utf8');
      if (!code.includes('renderToReadableStream')) continue;
      verdicts.add(reactBuildOf(code));
    } catch {
      // bundle removed while reading (another dev server stopped)
    }
  }
  return verdicts.size === 1 ? [...verdicts][0] : 'unknown';
}

/** Which React build a worker bundle holds, from markers only one of the builds has. */
export function reactBuildOf(code) {
  // Development-only key warning vs production-only error formatter (react-dom/cjs).
  const dev = code.includes('Each child in a list');
  const prod = code.includes('Minified React error');
  return dev ? 'development' : prod ? 'production' : 'unknown';
}

/**
 * Deterministic check that the bench flags give production React: bundles the worker with
 * the same flags through `wrangler deploy --dry-run` (the bundler wrangler dev uses), with
 * NODE_ENV=development in the environment so that wrangler's own default would be the
 * development build, then looks at the bundle.
 */
export async function verifyProductionBundle() {
  const outdir = mkdtempSync(join(tmpdir(), 'caravan-bench-bundle-'));
  try {
    const result = spawnSync(
      process.execPath,
      [wranglerBin, 'deploy', '--dry-run', '--outdir', outdir, '--minify', ...productionDefines],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development', CI: '1', WRANGLER_SEND_METRICS: 'false' } },
    );
    if (result.status !== 0) return { build: 'unknown', error: (result.stderr || result.stdout).slice(-500) };
    const code = readFileSync(join(outdir, 'index.js'), 'utf8');
    return { build: reactBuildOf(code), bytes: Buffer.byteLength(code) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Nearest-rank percentile of an ascending array (ms, 2 decimals). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank] * 100) / 100;
}

function runAutocannon(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', onResponse);
  });
}

/**
 * Measures one (path, connections) pair against the local site: one continuous closed-loop
 * run of `warmup + duration` seconds whose first `warmup` seconds are not counted (a separate
 * warm-up run would leave its in-flight requests queued in the worker when the measured run
 * starts). Every request goes to 127.0.0.1 with the market's Host header. Latencies and
 * statuses come from every response (autocannon's own histogram keeps only 2xx, and the 404
 * page is meant to answer 404). Afterwards it waits until the worker answers again, so the
 * requests autocannon abandoned at the end do not slow down the next figure.
 */
export async function measure({
  port, host = marketHosts.it, path, connections, duration = durationSeconds, warmup = warmupSeconds,
  expectStatus = 200,
}) {
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  const started = process.hrtime.bigint();
  const countFrom = started + BigInt(Math.round(warmup * 1e9));
  let countUntil = countFrom;
  const result = await runAutocannon(
    {
      url: `http://127.0.0.1:${port}${path}`,
      headers: { host: `${host}:${port}`, accept: 'text/html' },
      connections,
      pipelining: 1,
      timeout: 30,
      duration: warmup + duration,
    },
    (_client, status, resBytes, ms) => {
      const now = process.hrtime.bigint();
      if (now < countFrom) return;
      countUntil = now;
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      bytes += resBytes;
    },
  );
  const elapsed = Math.max(Number(process.hrtime.bigint() - countFrom) / 1e9, Number(countUntil - countFrom) / 1e9, 1e-3);
  await drain(port, host, path);

  latencies.sort((a, b) => a - b);
  const expected = [expectStatus].flat();
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !expected.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  const errors = result.errors + result.timeouts;
  if (latencies.length === 0) {
    // Every request outlived the window (autocannon drops in-flight ones at the end).
    return { requests: 0, rps: 0, p50: null, p95: null, p99: null, avgBytes: 0, statuses, unexpected: 0, errors, noResponse: true };
  }
  return {
    requests: latencies.length,
    rps: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    avgBytes: Math.round(bytes / latencies.length),
    statuses,
    unexpected,
    errors,
  };
}

/** Waits (up to 60 s) until one request to the same path completes: the worker has caught up. */
async function drain(port, host, path) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await httpGet(port, host, path, { timeoutMs: 30_000 });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** One figure as one JSON line on stdout (the contract of `npm run bench`). */
export function emit(figure) {
  console.log(JSON.stringify(figure));
}

export function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    return 'unknown';
  }
}

/** Previous figures, keyed for comparison; [] when there is no results file yet. */
export function readResults(file = resultsFile) {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

export function writeResults(figures, file = resultsFile) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(figures, null, 2) + '\n');
}

/** Identity of a figure across runs (same bench, page, mode, connections, …). */
export function figureKey(figure) {
  const { bench, page, mode, connections, query, scale } = figure;
  return JSON.stringify({ bench, page, mode, connections, query, scale });
}

/** Percent change of rps and p50/p95 against the previous run's matching figure. */
export function deltas(current, previous) {
  const before = new Map(previous.filter((f) => f.rps !== undefined).map((f) => [figureKey(f), f]));
  const pct = (now, then) =>
    typeof now === 'number' && typeof then === 'number' && then !== 0 ? Math.round(((now - then) / then) * 1000) / 10 : null;
  const out = [];
  for (const figure of current) {
    if (figure.rps === undefined) continue;
    const old = before.get(figureKey(figure));
    if (!old) continue;
    out.push({
      bench: figure.bench, page: figure.page, mode: figure.mode, connections: figure.connections,
      ...(figure.query !== undefined ? { query: figure.query } : {}),
      rpsDeltaPct: pct(figure.rps, old.rps),
      p50DeltaPct: pct(figure.p50, old.p50),
      p95DeltaPct: pct(figure.p95, old.p95),
      previousCommit: old.commit,
    });
  }
  return out;
}
