#!/usr/bin/env node
// Search latency in workerd: POST /api/travels and /api/tours with three representative
// filter sets, at catalogue scale 1, 10 and 50 (BENCH_SCALES), p50/p95 of sequential
// requests sent to the three scales in turn (interleaved, so machine noise hits them alike);
// then the upstream source at scale 1, warm cached against uncached.
//
// Each scale gets its own local D1 state (.wrangler/bench-scale-N, seeded once by
// scripts/seed.mjs --scale N and reused while the seed and the month are unchanged) and its
// own `wrangler dev` on a free port. One JSON line per figure on stdout; the EXPLAIN QUERY
// PLAN of every statement at the largest scale on stderr. Run alone it appends its figures to
// bench/results.json; run by tests/bench/run.mjs (BENCH_PORT set) it only prints them, the
// runner writes the file.
//
// Env: BENCH_SCALES=1,10,50 · BENCH_REQUESTS=200 (measured per figure) · BENCH_WARMUP_REQUESTS=30
//      BENCH_ENTRY=path/to/entry.ts (worker entry for wrangler dev; default: wrangler.toml main)
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scales = (process.env.BENCH_SCALES ?? '1,10,50').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
const measured = Number(process.env.BENCH_REQUESTS ?? 200);
const warmup = Number(process.env.BENCH_WARMUP_REQUESTS ?? 30);
const entry = process.env.BENCH_ENTRY;
const underRunner = Boolean(process.env.BENCH_PORT);
const host = 'it.localhost';
const budgetP95Ms = 25;

const log = (...parts) => console.error('[search-bench]', ...parts);
const emitted = [];
function emit(figure) {
  emitted.push(figure);
  console.log(JSON.stringify(figure));
}

/** Representative searches: the default listing, a month on one continent by price, text + duration + deal. */
function filterSets() {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0));
  const day = (d) => d.toISOString().slice(0, 10);
  return {
    default: {},
    'continent-month-price': { continentId: [1], dateFrom: day(month), dateTo: day(last), sort: 'price:asc' },
    'text-duration-discount': { textSearch: 'giappone', durations: ['OVER_10'], discounted: true },
  };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request; a connection dropped by wrangler dev (e.g. a reload) is retried once. */
async function request(port, method, path, body, headers = {}) {
  try {
    return await requestOnce(port, method, path, body, headers);
  } catch (error) {
    if (!(error instanceof Error) || !/hang up|ECONNRESET|EPIPE/.test(error.message)) throw error;
    return requestOnce(port, method, path, body, headers);
  }
}

function requestOnce(port, method, path, body, headers = {}) {
  return new Promise((resolveRequest, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1', port, path, method, agent,
        headers: { host: `${host}:${port}`, 'content-type': 'application/json', ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          resolveRequest({ status: res.statusCode, ms, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank] * 100) / 100;
}

function summarise(times, sourceTimes, bytes, total) {
  times.sort((a, b) => a - b);
  sourceTimes.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return {
    requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99),
    mean: Math.round(mean * 100) / 100, avgBytes: Math.round(bytes / times.length), total,
    // Inside the worker: time spent in the catalogue source (cache and upstream I/O).
    ...(sourceTimes.length ? { sourceP50: percentile(sourceTimes, 50), sourceP95: percentile(sourceTimes, 95), sourceMean: Math.round((sourceTimes.reduce((a, b) => a + b, 0) / sourceTimes.length) * 100) / 100 } : {}),
  };
}

/**
 * Measures the same request against several sites, interleaved (one request to each site in
 * turn), so every site sees the same machine noise and their figures compare fairly.
 */
async function measureInterleaved(ports, path, body, headers) {
  for (const port of ports) for (let i = 0; i < warmup; i++) await request(port, 'POST', path, body, headers);
  const samples = ports.map(() => ({ times: [], sourceTimes: [], bytes: 0, total: null }));
  for (let i = 0; i < measured; i++) {
    for (const [index, port] of ports.entries()) {
      const res = await request(port, 'POST', path, body, headers);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.slice(0, 300)}`);
      const sample = samples[index];
      sample.times.push(res.ms);
      sample.bytes += res.body.length;
      const timing = /source;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
      if (timing) sample.sourceTimes.push(Number(timing[1]));
      if (sample.total === null) {
        try {
          sample.total = JSON.parse(res.body).total ?? null;
        } catch {
          sample.total = null;
        }
      }
    }
  }
  return samples.map((sample) => summarise(sample.times, sample.sourceTimes, sample.bytes, sample.total));
}

async function measure(port, path, body, headers) {
  return (await measureInterleaved([port], path, body, headers))[0];
}

/** Hash of everything the seed depends on: a changed seed means the bench state is re-seeded. */
function seedFingerprint() {
  const hash = createHash('sha256');
  const files = [join(repoRoot, 'scripts', 'seed.mjs'), ...readdirSync(join(repoRoot, 'migrations')).map((f) => join(repoRoot, 'migrations', f))];
  const walk = (dir) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      if (name.isDirectory()) walk(join(dir, name.name));
      else if (name.name.endsWith('.mjs') || name.name.endsWith('.sql')) files.push(join(dir, name.name));
    }
  };
  walk(join(repoRoot, 'scripts', 'seed'));
  for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  hash.update(new Date().toISOString().slice(0, 7));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Runs `fn` holding a lock directory (mkdir is atomic): two bench runs at once (e.g. `npm run
 * bench` and a manual run) must not seed the same state directory together.
 */
function withLock(name, fn) {
  const lock = join(repoRoot, '.wrangler', `${name}.lock`);
  mkdirSync(join(repoRoot, '.wrangler'), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue;
      }
      // A lock older than 20 minutes belongs to a run that died.
      if (age > 20 * 60_000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${lock} is held by another run`);
      spawnSync('sleep', ['2']);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function seedScale(scale) {
  return withLock(`bench-scale-${scale}`, () => seedScaleUnlocked(scale));
}

function seedScaleUnlocked(scale) {
  const dir = join(repoRoot, '.wrangler', `bench-scale-${scale}`);
  const marker = join(dir, 'seeded.json');
  const fingerprint = seedFingerprint();
  if (existsSync(marker)) {
    try {
      const previous = JSON.parse(readFileSync(marker, 'utf8'));
      if (previous.fingerprint === fingerprint && previous.scale === scale) {
        log(`scale ${scale}: reusing ${dir}`);
        return dir;
      }
    } catch {
      // re-seed below
    }
  }
  mkdirSync(dir, { recursive: true });
  log(`scale ${scale}: seeding ${dir} (once; may take a minute or two at scale 50)`);
  const result = spawnSync(
    process.execPath,
    ['scripts/seed.mjs', '--local', '--force', '--no-images', '--quiet', '--scale', String(scale), '--persist-to', dir, '--out', join(dir, 'seed.sql')],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`seeding scale ${scale} failed`);
  writeFileSync(marker, JSON.stringify({ scale, fingerprint, seededAt: new Date().toISOString() }));
  return dir;
}

/** `wrangler dev` on a free port against a state directory, in its own process group. */
async function startWorker(stateDir, vars = {}, port) {
  const sitePort = port ?? (await freePort());
  const args = [
    'wrangler', 'dev', ...(entry ? [entry] : []), '--port', String(sitePort), '--ip', '127.0.0.1', '--persist-to', stateDir,
    '--minify', '--show-interactive-dev-session=false', '--var', 'ENVIRONMENT:development', '--var', 'FLAGS_DISABLED:1',
    ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
  ];
  const child = spawn('npx', args, {
    cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`wrangler dev exited:\n${output}`);
    if (Date.now() - started > 180_000) {
      await stop();
      throw new Error(`wrangler dev not ready:\n${output}`);
    }
    try {
      const res = await request(sitePort, 'POST', '/api/tours', { perPage: 1 });
      if (res.status === 200) break;
      if (res.status === 404 && !res.headers['content-type']?.includes('json')) {
        await stop();
        throw new Error('this worker does not serve /api yet (worker/index.ts must mount worker/routes/api); set BENCH_ENTRY to an entry that does');
      }
    } catch (error) {
      if (error instanceof Error && error.message.includes('does not serve /api')) throw error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { port: sitePort, stop };
}

/** SQLite time of every statement (D1 meta.duration, median of five) and, when asked, its plan. */
async function explain(port, sets, scale, printPlan) {
  for (const [name, filters] of Object.entries(sets)) {
    for (const which of ['tours', 'travels']) {
      const res = await request(port, 'POST', `/api/__explain/${which}`, filters);
      if (res.status !== 200) continue;
      const { statements } = JSON.parse(res.body);
      for (const statement of statements) {
        emit({ bench: 'search', page: `/api/${which}`, mode: `sql-${statement.name}`, query: name, scale, connections: 1, sqlMs: statement.sqlMs, rows: statement.rows });
      }
      if (!printPlan) continue;
      console.error(`\n-- EXPLAIN QUERY PLAN ${which} "${name}" at scale ${scale}: ${JSON.stringify(filters)}`);
      for (const statement of statements) {
        console.error(`   [${statement.name}] ${statement.sqlMs} ms, ${statement.rows} rows`);
        const depth = new Map([[0, 0]]);
        for (const row of statement.plan) {
          const d = (depth.get(row.parent) ?? 0) + 1;
          depth.set(row.id, d);
          console.error(`   ${'  '.repeat(d)}${row.detail}`);
        }
      }
    }
  }
}

const sets = filterSets();
const sites = [];
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, async () => {
    for (const site of sites) await site.stop();
    process.exit(code);
  });
}

try {
  const p95ByScale = new Map();
  // All scales run at once and are measured interleaved: the scale ratio is not skewed by
  // whatever else the machine is doing while one of them runs.
  const dirs = scales.map((scale) => seedScale(scale));
  for (const [index, scale] of scales.entries()) {
    const site = await startWorker(dirs[index]);
    sites.push(site);
    log(`scale ${scale}: wrangler dev on port ${site.port}`);
  }
  const ports = sites.map((site) => site.port);
  for (const endpoint of ['/api/travels', '/api/tours']) {
    for (const [query, filters] of Object.entries(sets)) {
      const results = await measureInterleaved(ports, endpoint, filters);
      results.forEach((result, index) => {
        const scale = scales[index];
        emit({ bench: 'search', page: endpoint, mode: 'embedded', query, scale, connections: 1, ...result });
        p95ByScale.set(`${endpoint} ${query} ${scale}`, result.p95);
        p95ByScale.set(`worst ${scale}`, Math.max(p95ByScale.get(`worst ${scale}`) ?? 0, result.p95));
      });
    }
  }
  for (const [index, port] of ports.entries()) await explain(port, sets, scales[index], index === ports.length - 1);
  for (const site of sites.splice(0)) await site.stop();

  const top = Math.max(...scales);
  const low = Math.min(...scales);
  if (scales.includes(50)) {
    const worst = p95ByScale.get('worst 50');
    emit({ bench: 'search', budget: `p95 <= ${budgetP95Ms} ms at scale 50`, connections: 1, value: worst, pass: worst <= budgetP95Ms });
  }
  if (top !== low) {
    let ratio = 0;
    for (const endpoint of ['/api/travels', '/api/tours']) {
      for (const query of Object.keys(sets)) {
        ratio = Math.max(ratio, p95ByScale.get(`${endpoint} ${query} ${top}`) / p95ByScale.get(`${endpoint} ${query} ${low}`));
      }
    }
    ratio = Math.round(ratio * 100) / 100;
    emit({ bench: 'search', budget: `p95 at scale ${top} <= 2x scale ${low} (worst query)`, connections: 1, value: ratio, pass: ratio <= 2 });
  }

  // Upstream source at scale 1: this worker calls its own /api through API_BASE_URL.
  const dir = seedScale(low);
  const port = await freePort();
  const site = await startWorker(dir, { API_BASE_URL: `http://127.0.0.1:${port}/api` }, port);
  sites.push(site);
  log(`upstream: wrangler dev on port ${port} with API_BASE_URL pointing at itself`);
  let slowest = 0;
  for (const [query, filters] of Object.entries(sets)) {
    const cached = await measure(site.port, '/api/__source/tours', filters);
    const uncached = await measure(site.port, '/api/__source/tours', filters, { 'x-catalogue-cache': 'bypass' });
    emit({ bench: 'search', page: '/api/__source/tours', mode: 'upstream-cached', query, scale: low, connections: 1, ...cached });
    emit({ bench: 'search', page: '/api/__source/tours', mode: 'upstream-uncached', query, scale: low, connections: 1, ...uncached });
    // Compared where the cache acts: the source call inside the worker (the outer request's
    // own routing and middleware cost the same either way). Means, so a sub-millisecond hit
    // does not round to zero.
    const speedup = Math.round((uncached.sourceMean / Math.max(cached.sourceMean, 0.01)) * 10) / 10;
    const endToEnd = Math.round((uncached.p50 / cached.p50) * 10) / 10;
    emit({ bench: 'search', page: '/api/__source/tours', mode: 'upstream-speedup', query, scale: low, connections: 1, sourceSpeedup: speedup, endToEndP50Speedup: endToEnd });
    slowest = slowest === 0 ? speedup : Math.min(slowest, speedup);
  }
  emit({ bench: 'search', budget: 'warm cached upstream >= 5x faster than uncached (source time, worst query)', connections: 1, value: slowest, pass: slowest >= 5 });
  await site.stop();
  sites.pop();

  if (!underRunner) {
    const file = join(repoRoot, 'bench', 'results.json');
    let previous = [];
    try {
      previous = JSON.parse(readFileSync(file, 'utf8'));
      if (!Array.isArray(previous)) previous = [];
    } catch {
      previous = [];
    }
    const timestamp = new Date().toISOString();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify([...previous, ...emitted.map((f) => ({ ...f, timestamp }))], null, 2) + '\n');
    log(`appended ${emitted.length} figures to ${file}`);
  }
  const failed = emitted.filter((f) => f.budget && !f.pass);
  if (failed.length) log(`budgets not met: ${failed.map((f) => f.budget).join('; ')}`);
  process.exit(0);
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  for (const site of sites) await site.stop();
  process.exit(1);
}
