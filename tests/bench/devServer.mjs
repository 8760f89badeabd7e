#!/usr/bin/env node
/**
 * `wrangler dev` for the benchmarks, without its devtools session.
 *
 * The `wrangler dev` command always attaches an inspector session to the worker's isolate
 * (Runtime.enable, Network.enable: wrangler's InspectorProxyWorker, for the devtools it can open).
 * With a session attached, every `console.log` is serialised for it and sent over a WebSocket
 * to another workerd process: 0.3–0.5 ms a call on this machine, where workerd without a
 * session takes about 0.02 ms. Production isolates have no devtools session. The worker's
 * one log line per request would otherwise be a third of a page-cache hit's time.
 *
 * Same runtime, bundle and options as the command (wrangler's own programmatic dev server,
 * `unstable_startWorker`): only `dev.inspector` is off. Takes the `wrangler dev` arguments
 * tests/e2e/site.mjs passes: --port, --ip, --persist-to, --var K:V, --define K:V, --minify.
 * `npm run bench` uses it unless BENCH_DEVTOOLS=1 (then the command, session included), and so
 * does the e2e run's site (productionWorker in tests/e2e/site.mjs) unless E2E_WORKER=development.
 *
 * It also prints where the runtime itself listens ("Runtime on http://…"): wrangler dev puts a
 * proxy of its own (another workerd, there to hold requests while the worker reloads) in front
 * of it, which production does not have (about 1 ms more on every response on this machine).
 * The replay and pages benches time requests there too (./replay.mjs, ./pages.mjs). Read from wrangler's DevEnv (its runtime's reload event, wrangler 4.86.0): a
 * wrangler that no longer says it prints nothing, and the benches use the proxy.
 */
import { join } from 'node:path';
import { unstable_DevEnv } from 'wrangler';
import { repoRoot } from '../e2e/site.mjs';

function parse(argv) {
  const options = { minify: false, vars: {}, define: {} };
  const pair = (value) => {
    const at = value.indexOf(':');
    if (at < 1) throw new Error(`expected KEY:VALUE, got ${value}`);
    return [value.slice(0, at), value.slice(at + 1)];
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--port') options.port = Number(next());
    else if (arg === '--ip') options.ip = next();
    else if (arg === '--persist-to') options.persistTo = next();
    else if (arg === '--minify') options.minify = true;
    else if (arg === '--var') {
      const [key, value] = pair(next());
      options.vars[key] = value;
    } else if (arg === '--define') {
      const [key, value] = pair(next());
      options.define[key] = value;
    } else if (arg.startsWith('--show-interactive-dev-session')) continue;
    else throw new Error(`devServer.mjs does not know ${arg}`);
  }
  if (!options.port) throw new Error('--port is required');
  return options;
}

const options = parse(process.argv.slice(2));
const devEnv = new unstable_DevEnv();
const onReloadComplete = devEnv.proxy?.onReloadComplete?.bind(devEnv.proxy);
if (onReloadComplete) {
  devEnv.proxy.onReloadComplete = (event) => {
    const url = event?.proxyData?.userWorkerUrl;
    // Said on every reload (the runtime may listen elsewhere after one), after the proxy has it.
    const said = onReloadComplete(event);
    if (url?.hostname && url?.port) console.log(`Runtime on ${url.protocol}//${url.hostname}:${url.port} (wrangler's proxy bypassed)`);
    return said;
  };
}
const worker = await devEnv.startWorker({
  config: join(repoRoot, 'wrangler.toml'),
  build: {
    minify: options.minify,
    define: options.define,
    // What the command derives from the config: `nodejs_compat` on a date after 2024-09-23 is v2.
    nodejsCompatMode: (config) => (config.compatibility_flags?.includes('nodejs_compat') ? 'v2' : null),
  },
  bindings: Object.fromEntries(Object.entries(options.vars).map(([key, value]) => [key, { type: 'plain_text', value }])),
  dev: {
    server: { hostname: options.ip ?? '127.0.0.1', port: options.port },
    inspector: false,
    persist: options.persistTo,
    watch: false,
    liveReload: false,
  },
});
await worker.ready;
console.log(`Ready on http://${options.ip ?? '127.0.0.1'}:${options.port} (no devtools session)`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void worker.dispose().finally(() => process.exit(0));
  });
}
