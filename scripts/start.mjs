#!/usr/bin/env node
// `npm start`: build the client, migrate and seed the local D1, then serve every market
// with wrangler dev on http://localhost:${PORT:-8787}, next to the dev identity provider
// (scripts/dev-idp.mjs) on http://localhost:${IDP_PORT:-9400} (DEV_IDP=off skips it).
//
// What it prints (issue 38): one line per step with its time, then, once the home page
// answers, one block with the addresses, the sign-in, the outbox and the dev tools, and
// nothing more until a request is logged. wrangler's and the provider's own start-up output
// goes to .wrangler/start.log (shown on failure); `npm start -- --verbose` (or VERBOSE=1)
// shows it all, with the client's file list. Other arguments go to `wrangler dev`
// (`--persist-to DIR` also to the seed).
//
// Ctrl-C or SIGTERM stops every process it started: each child runs in a process group of
// its own (wrangler's workerd and esbuild included), signalled as a whole, killed if it has
// not gone after 3 s. A port already taken is one line and exit code 2, before anything starts.
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stepLine } from './lib/progress.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const started = Date.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

let args = process.argv.slice(2);
// `npm start --verbose` (without `--`) reaches npm, which says so in npm_config_loglevel.
const verbose =
  args.includes('--verbose') || /^(1|true|yes)$/i.test(process.env.VERBOSE ?? '') || /^(verbose|silly)$/.test(process.env.npm_config_loglevel ?? '');
args = args.filter((a) => a !== '--verbose');
const persistIndex = args.indexOf('--persist-to');
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;

/** One line on stderr, exit code 2: a setting the user has to change. */
function refuse(message) {
  console.error(message);
  process.exit(2);
}

const port = process.env.PORT ?? '8787';
if (!/^\d{2,5}$/.test(port)) refuse(`PORT must be a number, got "${port}": PORT=8788 npm start`);
const idpPort = process.env.IDP_PORT ?? '9400';
const devIdp = process.env.DEV_IDP !== 'off';
if (devIdp && !/^\d{2,5}$/.test(idpPort)) refuse(`IDP_PORT must be a number, got "${idpPort}": IDP_PORT=9401 npm start`);
if (devIdp && idpPort === port) refuse(`PORT and IDP_PORT are both ${port}: choose two ports, e.g. PORT=8787 IDP_PORT=9400 npm start`);

/** Resolves with the error code when 127.0.0.1:port cannot be listened on, else null. */
function portProblem(p) {
  return new Promise((resolveProblem) => {
    const server = net.createServer();
    server.once('error', (error) => resolveProblem(/** @type {NodeJS.ErrnoException} */ (error).code ?? 'error'));
    server.listen(Number(p), '127.0.0.1', () => server.close(() => resolveProblem(null)));
  });
}

async function nextFreePort(from) {
  for (let p = from + 1; p < from + 50 && p < 65536; p++) if (!(await portProblem(p))) return p;
  return from + 1;
}

// Both ports are checked before anything starts: no half-started identity provider.
for (const [name, value, what] of [['PORT', port, 'the site'], ...(devIdp ? [['IDP_PORT', idpPort, 'the dev sign-in server']] : [])]) {
  const problem = await portProblem(value);
  if (!problem) continue;
  const suggestion = `${name}=${await nextFreePort(Number(value))} npm start`;
  refuse(
    problem === 'EADDRINUSE'
      ? `Port ${value} (${what}) is already in use, perhaps by another npm start. Choose another port: ${suggestion}`
      : `Port ${value} (${what}) cannot be used (${problem}). Choose another port: ${suggestion}`,
  );
}

// ---------------------------------------------------------------------------------------
// Child processes, each in a process group of its own.

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // group already gone
  }
}

function spawnGroup(args_, { env = {}, stdio = ['ignore', 'pipe', 'pipe'] } = {}) {
  const child = spawn(process.execPath, args_, {
    cwd: root,
    detached: true,
    stdio,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      // wrangler dev fetches a sample `Request.cf` from workers.cloudflare.com on every start
      // (a stack trace without internet); its placeholder is all a local run needs.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      ...env,
    },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops every group: SIGTERM, up to 3 s for them to go, then SIGKILL. */
async function stopAll() {
  const running = [...children];
  for (const child of running) signalGroup(child, 'SIGTERM');
  await Promise.race([Promise.all(running.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))), sleep(3000)]);
  // wrangler's workerd may outlive wrangler itself: the whole group goes.
  for (const child of running) signalGroup(child, 'SIGKILL');
}

async function shutdown(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) console.error(message);
  await stopAll();
  process.exit(code);
}
const onSignal = () => {
  if (stopping) return;
  // On a terminal, ^C already ended the line the user typed on.
  console.log('\nStopping…');
  void shutdown(0);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);
// `npm start` runs this under `sh -c`, and a SIGTERM to npm ends npm and sh but never reaches
// this process: a parent gone is a stop too.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(0);
}, 500).unref();
// Last resort (an uncaught error): never leave wrangler or workerd behind.
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

/** Runs a Node script to completion (its output on this terminal); exits with it on failure. */
async function runStep(args_) {
  const child = spawnGroup(args_, { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise((r) => child.on('exit', (c, signal) => r(signal ? 1 : c ?? 1)));
  signalGroup(child, 'SIGKILL'); // its helpers (esbuild, workerd) go with it
  if (code !== 0 && !stopping) await shutdown(code, `npm start: ${args_[0]} failed (exit code ${code}); see above.`);
  return code;
}

// ---------------------------------------------------------------------------------------
// Steps.

console.log(`Caravan: starting on http://localhost:${port}${verbose ? '' : ' (all output: npm start -- --verbose)'}`);

// Local secrets (session key, client secret): the example values are made for this.
if (!existsSync('.dev.vars') && existsSync('.dev.vars.example')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log(stepLine('secrets', 'created .dev.vars from .dev.vars.example (local values only)'));
}

{
  const t = Date.now();
  const { buildClient, kib } = await import('./build-client.mjs');
  const { files, bytes, chunks } = await buildClient();
  const { stop } = await import('esbuild');
  await stop?.();
  console.log(stepLine('client', `${kib(bytes)} in ${chunks} JS chunks + CSS`, Date.now() - t));
  if (verbose) for (const f of files) console.log(`    ${f.file} ${kib(f.bytes)}`);
}
if (stopping) await new Promise(() => {}); // shutdown exits

// Migrations, then the seed only when the database is empty; nothing at all when the same
// migrations and seed already made it (scripts/seed.mjs --local, its stamp).
await runStep(['scripts/seed.mjs', '--local', ...(verbose ? [] : ['--brief']), ...(persistTo ? ['--persist-to', persistTo] : [])]);
if (stopping) await new Promise(() => {});

// ---------------------------------------------------------------------------------------
// The servers.

const logFile = persistTo ? join(resolve(persistTo), 'start.log') : join(root, '.wrangler', 'start.log');
mkdirSync(dirname(logFile), { recursive: true });
const log = createWriteStream(logFile);
let ready = false;
const tail = [];

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
const stripAnsi = (text) => text.replace(ansi, '');

/**
 * wrangler's warnings that ask nothing of a developer: wrangler.toml's experimental
 * `[secrets]` (said again on every reload), the cron trigger not firing locally (the ready
 * block says how to fire it), a newer wrangler (the version is pinned), the `Request.cf`
 * sample (turned off above).
 */
const noise = [
  /"secrets" fields are experimental/,
  /Scheduled Workers are not automatically triggered/,
  /update available/,
  /Request\.cf/,
];
const seenWarnings = new Set();
const probeIds = /"requestId":"start-probe-\d+"/;
let probesAnswered = 0;
let probeLinesSeen = 0;

/**
 * Quiet mode's filter, one process's output at a time. Lines are grouped into wrangler's
 * blocks ("▲ [WARNING] title" + indented details) so that a warning is judged as a whole.
 * `restarted`: a wrangler dev started again after the ready block; its start-up output goes to
 * the log only, and one line says when it answers again.
 */
function lineFilter(source, restarted = false) {
  let starting = restarted;
  let pending = '';
  /** @type {string[] | null} */
  let block = null;
  let blockTimer = null;

  const emit = (line) => {
    if (!ready && !verbose) return;
    process.stdout.write(line + '\n');
  };
  const flushBlock = () => {
    clearTimeout(blockTimer);
    if (!block) return;
    const text = block.join('\n');
    block = null;
    if (noise.some((re) => re.test(text))) return;
    const key = text.replace(/\s+/g, ' ').trim();
    if (seenWarnings.has(key)) return;
    seenWarnings.add(key);
    // Before the ready block too: a warning or an error the user has to act on.
    const lines = text.split('\n').filter((l) => l.trim());
    for (const l of lines) process.stdout.write(l + '\n');
  };
  const onLine = (raw) => {
    const line = stripAnsi(raw).replace(/\s+$/, '');
    log.write(line + '\n');
    tail.push(`${source}: ${line}`);
    if (tail.length > 40) tail.shift();
    if (verbose) return process.stdout.write(raw + '\n');
    if (starting) {
      if (/\bReady on http/.test(line)) {
        starting = false;
        process.stdout.write(`npm start: wrangler dev is answering again on http://localhost:${port}\n`);
      }
      return;
    }
    if (block) {
      if (line === '' || /^\s/.test(line)) {
        block.push(line);
        clearTimeout(blockTimer);
        blockTimer = setTimeout(flushBlock, 300);
        return;
      }
      flushBlock();
    }
    if (/\[(WARNING|ERROR)\]/.test(line)) {
      block = [line];
      blockTimer = setTimeout(flushBlock, 300);
      return;
    }
    if (noise.some((re) => re.test(line)) || /^\s+at .+:\d+:\d+\)?$/.test(line) || /^Error: getaddrinfo/.test(line)) return;
    // The start's own probes of the home page (see waitUntilReady).
    if (probeIds.test(line)) return;
    if (/^\[wrangler:info\] GET \/ \d{3}/.test(line)) {
      if (!ready) probeLinesSeen++;
      else if (probeLinesSeen < probesAnswered) return void probeLinesSeen++;
    }
    if (/oidc-provider WARNING: Unsupported runtime/.test(line)) {
      if (!seenWarnings.has('node')) {
        seenWarnings.add('node');
        process.stdout.write(stepLine('sign-in', `note: oidc-provider prefers Node 22 LTS; on Node ${process.versions.node} local sign-in works all the same`) + '\n');
      }
      return;
    }
    emit(line);
  };
  return (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
}

const serversStarted = Date.now();
const idpOrigin = `http://localhost:${idpPort}`;
/** @type {import('node:child_process').ChildProcess | null} */
let idp = null;
if (devIdp) {
  idp = spawnGroup(['scripts/dev-idp.mjs', '--port', idpPort, '--site-port', port]);
  const filter = lineFilter('dev-idp');
  idp.stdout?.on('data', filter);
  idp.stderr?.on('data', filter);
  idp.on('exit', (code) => {
    if (!stopping) void shutdown(1, `npm start: the dev identity provider stopped (exit code ${code}); last lines:\n${tail.slice(-15).join('\n')}\nFull log: ${logFile}`);
  });
}

const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
const wranglerArgs = [
  wranglerBin, 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false',
  // wrangler dev has no real visitor country (its placeholder says US): no redirect modal unless asked.
  '--var', `GEOLOCATION_ENABLED:${process.env.GEOLOCATION === 'on' ? 'true' : 'false'}`,
  ...(devIdp
    ? ['--var', `OIDC_ISSUER:${idpOrigin}`, '--var', `ACCOUNT_API_URL:${idpOrigin}`, '--var', `ACCOUNT_BASE_URL:${idpOrigin}/account`]
    : []),
  ...args,
];
/** Times wrangler dev is started again after it stopped on its own once the site was up. */
const maxRestarts = 3;
let restarts = 0;

/**
 * Starts wrangler dev. Once the site is up, a wrangler dev that stops on its own (it exits on
 * some errors of its proxy in front of the worker, with an empty message) is started again, on
 * the same port and local database, up to maxRestarts times: a developer's session survives it.
 */
function startWrangler() {
  const child = spawnGroup(wranglerArgs, { env: verbose ? {} : { FORCE_COLOR: '0' } });
  const filter = lineFilter('wrangler', restarts > 0);
  child.stdout?.on('data', filter);
  child.stderr?.on('data', filter);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (!ready && tail.some((l) => /EADDRINUSE|address already in use/i.test(l))) {
      void shutdown(2, `Port ${port} (the site) was taken while starting. Choose another port: PORT=${Number(port) + 1} npm start`);
      return;
    }
    const stopped = `npm start: wrangler dev stopped (${signal ?? `exit code ${code}`})`;
    if (ready && restarts < maxRestarts) {
      restarts++;
      // Its workerd may outlive it and keep the port: the whole group goes first.
      signalGroup(child, 'SIGKILL');
      console.error(`${stopped}; starting it again (${restarts} of ${maxRestarts}). Full log: ${logFile}`);
      startWrangler();
      return;
    }
    void shutdown(code ?? 1, `${stopped}; last lines:\n${tail.slice(-15).join('\n')}\nFull log: ${logFile}`);
  });
  return child;
}
startWrangler();

/** GET over loopback with a market's Host header (Node cannot resolve *.localhost). */
function probe(p, host, path, headers = {}) {
  return new Promise((resolveProbe) => {
    const req = http.get({ host: '127.0.0.1', port: Number(p), path, headers: { host: `${host}:${p}`, ...headers }, timeout: 20_000 }, (res) => {
      res.resume();
      res.on('end', () => resolveProbe(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolveProbe(0));
  });
}

// Ready means the Italian home page answers 200 (a real render: D1, KV, assets) and the
// identity provider answers its health check. The probes carry a request id of their own, so
// their log lines are left out.
let probeCount = 0;
let saidWaiting = Date.now();
for (;;) {
  if (stopping) await new Promise(() => {});
  const status = await probe(port, 'it.localhost', '/', { 'x-request-id': `start-probe-${++probeCount}` });
  if (status) probesAnswered++;
  // A site that never answers 200 (a worker that fails to render) must not look like a hang.
  if (Date.now() - saidWaiting > 45_000) {
    saidWaiting = Date.now();
    console.log(stepLine('server', `still waiting for http://it.localhost:${port}/ (${status ? `it answers ${status}` : 'not answering yet'}; log: ${logFile})`, Date.now() - serversStarted));
  }
  if (status === 200 && (!devIdp || (await probe(idpPort, 'localhost', '/health')) === 200)) break;
  await sleep(300);
}
// wrangler may still be printing its lines of the probes: wait for them, briefly.
for (let i = 0; i < 20 && !verbose && probeLinesSeen < probesAnswered; i++) await sleep(50);
ready = true;

// ---------------------------------------------------------------------------------------
// The ready block: last, and nothing after it until a request is logged.

const opsToken = (() => {
  try {
    return /^OPS_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim() ?? '';
  } catch {
    return '';
  }
})();
const site = `http://localhost:${port}`;
const markets = [
  ['it', 'Italy (also http://localhost:' + port + ')'],
  ['us', 'United States'],
  ['en', 'English international'],
  ['es', 'Spain'],
  ['fr', 'France'],
  ['de', 'Germany'],
];
const block = [
  '',
  `Caravan is ready (${seconds(Date.now() - started)}; servers ${seconds(Date.now() - serversStarted)}). Markets:`,
  ...markets.map(([id, name]) => `  http://${id}.localhost:${port}`.padEnd(32) + ` ${name}`),
  devIdp
    ? `Sign in:   traveller@caravan.test / caravan (dev identity provider ${idpOrigin}; more users in README.md)`
    : 'Sign in:   DEV_IDP=off: the OIDC_* settings of .dev.vars point to your provider',
  `Outbox:    ${site}/__dev/outbox (emails and one-time codes; nothing is sent)`,
  `Dev tools: ${site}/__ops/flags (Authorization: Bearer ${opsToken === 'dev-ops-token' ? 'dev-ops-token' : '<OPS_TOKEN of .dev.vars>'}),`,
  `           cron job: curl ${site}/cdn-cgi/handler/scheduled${verbose ? '' : ' · all output: npm start -- --verbose'}`,
  'Ctrl-C stops everything.',
  '',
];
process.stdout.write(block.join('\n') + '\n');
