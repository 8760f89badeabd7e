// Starts the whole site for the e2e tests and the benchmarks, and stops it again: the same
// steps as `npm start` (scripts/start.mjs: client build, migrated + seeded local D1,
// `wrangler dev` with the geolocation modal off), but with a D1 of its own.
//
// Why not spawn scripts/start.mjs: it migrates and seeds the shared .wrangler/state, which
// every other `npm start` / test run on the machine has open, and concurrent writers there
// fail with SQLITE_BUSY. Here the seeded database is built once per (migrations, seed
// script, seed args, day) into .wrangler/test-d1/<hash> and copied into a temporary
// directory per run (`wrangler dev --persist-to`), so runs neither collide nor re-seed.
// If scripts/start.mjs grows a step (e.g. the dev identity provider), mirror it here.
//
// Plain JS so that tests/e2e/run.mjs and tests/bench/*.mjs can use it without a TS loader;
// the types live in site.d.mts.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync,
  rmSync, statSync, writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Market id → local host (DESIGN.md "Markets (local development)"). */
export const marketHosts = {
  it: 'it.localhost',
  us: 'us.localhost',
  we: 'en.localhost',
  es: 'es.localhost',
  fr: 'fr.localhost',
  de: 'de.localhost',
};

const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

/**
 * wrangler dev defines process.env.NODE_ENV as "development" unless told otherwise
 * (wrangler-dist/cli.js: `process.env.NODE_ENV || (deploy ? "production" : "development")`,
 * applied to the three spellings below); user --define entries are spread after it and win.
 * React picks its production build from that define.
 */
export const productionDefines = [
  'process.env.NODE_ENV', 'global.process.env.NODE_ENV', 'globalThis.process.env.NODE_ENV',
].flatMap((key) => ['--define', `${key}:"production"`]);

/**
 * startSite() options for the worker as production runs it: minified, production React, and no
 * devtools session attached to its isolate (tests/bench/devServer.mjs, unless `options`
 * says `devServer: null`: `wrangler dev` always attaches one, and serialises every console.log
 * for it); `options.wranglerArgs` come after. The e2e tests and the benches run against this
 * worker: the code visitors get, and a page in a fraction of the time (the Italian crawl,
 * 28 pages and 209 links: 54 s on `wrangler dev`'s development worker, 24 s on this one).
 */
export function productionWorker(options = {}) {
  return { devServer: 'tests/bench/devServer.mjs', ...options, wranglerArgs: ['--minify', ...productionDefines, ...(options.wranglerArgs ?? [])] };
}

const templatesDir = join(repoRoot, '.wrangler', 'test-d1');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * GET over loopback with an explicit Host header (Node's fetch cannot resolve *.localhost).
 * Resolves with status, headers and body; rejects on connection errors or timeout.
 */
export function httpGet(port, host, path = '/', { timeoutMs = 30_000, headers = {} } = {}) {
  return new Promise((resolveGet, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { host: `${host}:${port}`, ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolveGet({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${host}${path} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------
// Child processes: each in its own process group, so a stop reaches wrangler's workerd too.

/** Process groups started by this process and still alive. */
const liveGroups = new Set();

function killGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // group already gone
  }
}

/**
 * Kills every site (and setup step) this process started, synchronously, for signal
 * handlers and 'exit': SIGTERM, then SIGKILL for whatever is left.
 */
export function killAllSitesSync() {
  for (const pgid of liveGroups) {
    killGroup(pgid, 'SIGTERM');
    killGroup(pgid, 'SIGKILL');
    liveGroups.delete(pgid);
  }
}
// Last resort if the parent exits without calling stop(): never leave workerd behind.
process.on('exit', killAllSitesSync);

const childEnv = (extra = {}) => ({
  ...process.env,
  // No prompts, no telemetry, no colour codes in the logs.
  CI: '1',
  WRANGLER_SEND_METRICS: 'false',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  // wrangler dev re-reads wrangler.toml on every change and exits when it is momentarily
  // invalid, which kills a test run whenever someone edits it meanwhile.
  WRANGLER_CI_DISABLE_CONFIG_WATCHING: 'true',
  // As npm start: no fetch of a sample `Request.cf` from workers.cloudflare.com (its
  // placeholder is what an offline machine gets anyway).
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ...extra,
});

/** Spawns a Node script in its own process group, output to `onOutput`. */
function spawnGroup(args, { env, onOutput }) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv(env),
  });
  if (child.pid === undefined) throw new Error(`could not spawn node ${args.join(' ')}`);
  const pgid = child.pid;
  liveGroups.add(pgid);
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exit = new Promise((r) => {
    child.on('exit', (code, signal) => r({ code, signal }));
    child.on('error', (error) => r({ code: null, signal: null, error: error.message }));
  });
  return { child, pgid, exit };
}

/** Runs a setup step to completion; rejects with the output's tail when it fails. */
async function runStep(label, args, { env, log }) {
  let tail = '';
  const { pgid, exit } = spawnGroup(args, {
    env,
    onOutput: (chunk) => {
      log.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    },
  });
  const result = await exit;
  killGroup(pgid, 'SIGKILL'); // helpers (esbuild service, workerd) must not outlive the step
  liveGroups.delete(pgid);
  if (result.code !== 0) throw new StepFailed(`${label} failed (${JSON.stringify(result)})`, tail);
}

class StepFailed extends Error {
  constructor(message, tail) {
    super(message);
    this.tail = tail;
  }
}

// ---------------------------------------------------------------------------------------
// The seeded D1 template.

function hashInputs(seedArgs, day) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ seedArgs, day }));
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(join(repoRoot, 'migrations'));
  walk(join(repoRoot, 'scripts', 'seed'));
  files.push(join(repoRoot, 'scripts', 'seed.mjs'));
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  // Only the D1 binding of wrangler.toml matters (local state is keyed by database id); its
  // vars change far more often and must not force a new seed.
  const toml = existsSync(join(repoRoot, 'wrangler.toml')) ? readFileSync(join(repoRoot, 'wrangler.toml'), 'utf8') : '';
  hash.update(toml.match(/\[\[d1_databases\]\][^[]*/g)?.join('\n') ?? '');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Directory of a migrated and seeded local D1 (`<dir>/state`) for these seed args, built
 * once and shared by later runs. A lock directory keeps two runs from building it at once.
 */
async function seededTemplate(seedArgs, log) {
  const day = new Date().toISOString().slice(0, 10); // the seed's calendar starts from today
  const slug = seedArgs.length ? seedArgs.join('_').replace(/[^\w.-]+/g, '') : 'default';
  const key = `${slug}-${hashInputs(seedArgs, day)}`;
  const dir = join(templatesDir, key);
  const ready = join(dir, 'READY');
  const imagesPresent = existsSync(join(repoRoot, 'public', 'img'));
  if (existsSync(ready) && imagesPresent) return dir;

  mkdirSync(templatesDir, { recursive: true });
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(ready) && imagesPresent) return dir;
      // A lock older than 10 minutes belongs to a run that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // lock released meanwhile
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
      await sleep(1000);
    }
  }
  try {
    if (existsSync(ready) && imagesPresent) return dir;
    // Half-built templates of runs that died.
    for (const entry of readdirSync(templatesDir)) {
      const path = join(templatesDir, entry);
      if (entry.includes('.tmp-') && Date.now() - statSync(path).mtimeMs > 15 * 60_000) rmSync(path, { recursive: true, force: true });
    }
    const building = `${dir}.tmp-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    log.write(`[site] seeding a local D1 template in ${building}\n`);
    await runStep(
      'scripts/seed.mjs',
      ['scripts/seed.mjs', '--local', '--persist-to', join(building, 'state'), '--out', join(building, 'seed.sql'), ...seedArgs],
      { log },
    );
    rmSync(join(building, 'chunks'), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    writeFileSync(ready, new Date().toISOString() + '\n');
    // Templates of older inputs (same seed args) are never used again.
    for (const entry of readdirSync(templatesDir)) {
      if (entry.startsWith(`${slug}-`) && entry !== key && !entry.endsWith('.lock') && !entry.includes('.tmp-')) {
        rmSync(join(templatesDir, entry), { recursive: true, force: true });
      }
    }
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------
// The site.

/**
 * A request wrangler dev's proxy held this long was held by the local runtime, not the worker:
 * wrangler's two workerd processes close an idle keep-alive connection after 5 s from both
 * ends, and a request sent on it at that moment waits 30–65 s (workers-sdk #14641 and #15252,
 * fixed in wrangler releases that need Node 22; this machine runs Node 20 and wrangler 4.86).
 */
export const stallMs = 20_000;

/**
 * Keeps wrangler dev's connections from its proxy to the runtime from ever idling 5 s, which
 * is when the race above strikes: a test's first page right after vitest started, or the page
 * opened after a 5 s accessibility check. `parallel` requests for a static file every
 * `everyMs`, each on a new connection. Measured side by side (two sites, 60 rounds each of six
 * parallel requests and one more after 4.8–5.2 s of quiet): 6 requests held 60–65 s without
 * it, none with it. Returns the function that stops it.
 */
function keepWarm(port, { everyMs = 1000, parallel = 8 } = {}) {
  const agent = new http.Agent({ keepAlive: false });
  const timer = setInterval(() => {
    for (let i = 0; i < parallel; i++) {
      const request = http.get({ host: '127.0.0.1', port, path: '/favicon.svg', agent, headers: { host: `${marketHosts.it}:${port}` } }, (response) => response.resume());
      request.setTimeout(10_000, () => request.destroy());
      request.on('error', () => undefined);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Builds the client, prepares a private seeded D1, runs `wrangler dev` on a free port in its
 * own process group, waits until the Italian home page answers 200, and returns a handle
 * whose stop() kills the whole group and removes the private state. Output goes to a log
 * file; its tail is put into the error when the site does not come up.
 *
 * A failed start is retried (`attempts`): parallel runs share public/build, and a concurrent
 * client build can break one start.
 */
export async function startSite(options = {}) {
  const { attempts = 3, log = true } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSiteOnce(options);
    } catch (error) {
      if (!(error instanceof StartFailed) || attempt >= attempts) throw error;
      if (log) console.error(`[site] start failed (${error.summary}); retrying (${attempt + 1}/${attempts})`);
      await sleep(2000 * attempt);
    }
  }
}

class StartFailed extends Error {
  constructor(summary, logFile, tail) {
    super(`${summary}\n--- last site output (${logFile}) ---\n${tail}`);
    this.summary = summary;
  }
}

async function startSiteOnce({
  port,
  wranglerArgs = [],
  devServer = null,
  env = {},
  seedArgs = [],
  build = true,
  readyTimeoutMs = 240_000,
  readyPath = '/',
  log = true,
  warm = false,
  restart = false,
  maxRestarts = 3,
} = {}) {
  const sitePort = port ?? (await freePort());
  const runDir = mkdtempSync(join(tmpdir(), 'caravan-site-'));
  const logFile = join(runDir, 'site.log');
  const logStream = createWriteStream(logFile);
  let tail = '';
  const onOutput = (chunk) => {
    logStream.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-6000);
  };
  const cleanup = () => {
    logStream.end();
  };

  if (log) console.error(`[site] starting on port ${sitePort} (log: ${logFile})`);
  const started = Date.now();
  const persistTo = join(runDir, 'state');
  try {
    // Production client bundles, as npm start builds them.
    if (build) await runStep('scripts/build-client.mjs', ['scripts/build-client.mjs'], { log: { write: onOutput } });
    const template = await seededTemplate(seedArgs, { write: onOutput });
    cpSync(join(template, 'state'), persistTo, { recursive: true });
  } catch (error) {
    cleanup();
    const summary = error instanceof Error ? error.message : String(error);
    if (error instanceof StepFailed) throw new StartFailed(summary, logFile, error.tail);
    throw new Error(`${summary}\n--- last site output (${logFile}) ---\n${tail}`);
  }

  // wrangler dev still rebuilds the worker when its sources change: count the reloads after
  // ready, so a benchmark can say its figures mix two builds.
  let ready = false;
  let reloads = 0;
  const stalls = [];
  let partial = '';
  // Where the runtime listens behind wrangler's proxy, when the dev server says (tests/bench/devServer.mjs):
  // a new port after every reload (a file added under public/ is one), kept in a file for child processes.
  let runtimePort = null;
  const runtimePortFile = join(runDir, 'runtime-port');
  const onSiteOutput = (chunk) => {
    onOutput(chunk);
    const text = chunk.toString('utf8');
    if (ready) reloads += (text.match(/Reloading local server/g) ?? []).length;
    // wrangler's access log times each request from its proxy's side: one held there for
    // `stallMs` or more (while the worker's own log says it took milliseconds) is the local
    // runtime's keep-alive race, not the site.
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const runtime = /^Runtime on http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
      if (runtime) {
        runtimePort = Number(runtime[1]);
        writeFileSync(runtimePortFile, String(runtimePort));
      }
      const match = /\[wrangler:info\] (\S+ \S+) (\d{3})[^(]*\((\d+)ms\)/.exec(line);
      if (match && Number(match[3]) >= stallMs) stalls.push({ request: match[1], status: Number(match[2]), ms: Number(match[3]) });
    }
  };
  // As npm start: the dev identity provider (scripts/dev-idp.mjs) next to the site, on a
  // free port of its own, with the site's callback URLs registered.
  const idpPort = await freePort();
  const idpOrigin = `http://localhost:${idpPort}`;
  const idp = spawnGroup(['scripts/dev-idp.mjs', '--port', String(idpPort), '--site-port', String(sitePort)], { env, onOutput });
  const siteArgs = [
    // `devServer`: a script taking `wrangler dev`'s arguments in its place (tests/bench/devServer.mjs).
    ...(devServer ? [join(repoRoot, devServer)] : [wranglerBin, 'dev', '--show-interactive-dev-session=false']),
    '--port', String(sitePort), '--ip', '127.0.0.1',
    '--persist-to', persistTo,
    // As npm start: wrangler dev has no real visitor country, so no redirect modal.
    '--var', 'GEOLOCATION_ENABLED:false',
    // Local secrets and the dev provider (there is no .dev.vars in a fresh clone).
    '--var', `OIDC_ISSUER:${idpOrigin}`, '--var', `ACCOUNT_API_URL:${idpOrigin}`, '--var', `ACCOUNT_BASE_URL:${idpOrigin}/account`,
    '--var', 'OIDC_CLIENT_SECRET:dev-client-secret', '--var', 'SESSION_SECRET:e2e-session-secret-0123456789abcdefghijklmnop',
    ...wranglerArgs,
  ];
  let server = spawnGroup(siteArgs, { env, onOutput: onSiteOutput });
  let exited = null;
  let stopped = false;
  const restarts = [];
  /**
   * `restart`: wrangler dev once died in the middle of a CI run (its own process, with an empty
   * `✘ [ERROR]` and no stack, 20 minutes into the e2e run; the worker's last request had
   * answered in 5 ms), and every test after it met a refused connection. With `restart`, a
   * wrangler dev that exits after the site was ready is started again on the same port and
   * the same local D1 (at most `maxRestarts` times), and `restarts()` says when and why.
   */
  const watch = (current) => {
    void current.exit.then((result) => {
      if (current !== server) return;
      exited = result;
      if (stopped || !ready || !restart || restarts.length >= maxRestarts) return;
      const at = new Date().toISOString();
      onOutput(`\n[site] wrangler dev exited (${JSON.stringify(result)}) at ${at}; starting it again on port ${sitePort}\n`);
      if (log) console.error(`[site] wrangler dev exited (${JSON.stringify(result)}); starting it again on port ${sitePort}`);
      killGroup(current.pgid, 'SIGKILL'); // its workerd must not keep the port
      liveGroups.delete(current.pgid);
      restarts.push({ at, exit: result });
      exited = null;
      server = spawnGroup(siteArgs, { env, onOutput: onSiteOutput });
      watch(server);
    });
  };
  watch(server);

  let stopWarming = () => {};
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    stopWarming();
    killGroup(server.pgid, 'SIGTERM');
    await Promise.race([server.exit, sleep(8000)]);
    // wrangler's children (workerd) may outlive it: make sure the whole group is gone.
    await sleep(300);
    killGroup(server.pgid, 'SIGKILL');
    liveGroups.delete(server.pgid);
    killGroup(idp.pgid, 'SIGTERM');
    await Promise.race([idp.exit, sleep(2000)]);
    killGroup(idp.pgid, 'SIGKILL');
    liveGroups.delete(idp.pgid);
    cleanup();
    rmSync(persistTo, { recursive: true, force: true });
  };

  try {
    for (;;) {
      if (exited) throw new StartFailed(`wrangler dev exited early (${JSON.stringify(exited)})`, logFile, tail);
      if (Date.now() - started > readyTimeoutMs) throw new Error(`site not ready after ${readyTimeoutMs} ms`);
      try {
        const res = await httpGet(sitePort, marketHosts.it, readyPath, { timeoutMs: 15_000 });
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(500);
    }
  } catch (error) {
    await stop();
    if (error instanceof StartFailed) throw error;
    throw new Error(`${error.message}\n--- last site output (${logFile}) ---\n${tail}`);
  }
  ready = true;
  if (warm) stopWarming = keepWarm(sitePort);
  if (log) console.error(`[site] ready on port ${sitePort} after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return {
    port: sitePort,
    logFile,
    /** URL of a path on a market's local host. */
    url: (market, path = '/') => `http://${marketHosts[market]}:${sitePort}${path}`,
    get: (market, path, options) => httpGet(sitePort, marketHosts[market], path, options),
    /** The runtime's own port, wrangler's proxy bypassed (null: the dev server did not say; after a restart, the last one said). */
    runtimePort: () => runtimePort,
    /** The file that holds the runtime's current port (for a bench run as a child process). */
    runtimePortFile,
    /** Worker rebuilds since the site was ready (sources edited meanwhile). */
    reloads: () => reloads,
    /** Requests the local runtime held for `stallMs` or more before answering. */
    stalls: () => [...stalls],
    /** Times wrangler dev exited and was started again (`restart`). */
    restarts: () => [...restarts],
    /** The dev identity provider (issuer) of this site. */
    idpOrigin,
    stop,
  };
}
