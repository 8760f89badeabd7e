#!/usr/bin/env node
// Flag-evaluation overhead on the home page (issue 7 budget: ≤ 5 % of SSR time). The same
// worker answers with flags on, or off for one request when it carries
// `x-caravan-bench-flags: off` (honoured only with BENCH_ROUTES=1, like FLAGS_DISABLED=1 but
// per request), so both modes share the isolate, caches and machine state and can be
// interleaved request by request instead of compared across two runs.
//
// Sequential: pairs of requests (on, off in random order) for 2 × BENCH_DURATION seconds;
// latency percentiles, p50 / trimmed-mean overhead and the median paired difference (the
// budget), plus an A/A run (flags-off against flags-off) giving the noise floor of that
// difference on this machine. In-process: the flags work of one request timed in Node (the
// same code, bundled), as a share of the SSR p50 (the second budget, free of HTTP noise).
// One JSON line per figure. (Throughput under concurrency is tests/bench/ssr.mjs's job.)
//
// Run by tests/bench/run.mjs with BENCH_PORT set; alone it starts its own production site.
import http from 'node:http';
import { durationSeconds, emit, httpGet, marketHosts, percentile, startBenchSite, warmupSeconds } from './lib.mjs';

const path = '/';
const host = process.env.BENCH_HOST ?? marketHosts.it;
const header = 'x-caravan-bench-flags';
export const budgetPct = 5;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(port, flagsOff) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1', port, path, method: 'GET', agent,
        headers: { host: `${host}:${port}`, accept: 'text/html', ...(flagsOff ? { [header]: 'off' } : {}) },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${path} answered ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

const round2 = (n) => Math.round(n * 100) / 100;

/** Mean of the middle 80 % (drops GC pauses and scheduler hiccups on both sides alike). */
function trimmedMean(sorted) {
  const cut = Math.floor(sorted.length * 0.1);
  const middle = sorted.slice(cut, sorted.length - cut);
  return middle.reduce((sum, v) => sum + v, 0) / Math.max(1, middle.length);
}

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    trimmedMean: round2(trimmedMean(sorted)),
  };
}

/** Checks that the header really switches evaluation off (otherwise the comparison is void). */
async function probe(port) {
  const on = await httpGet(port, host, path);
  const off = await httpGet(port, host, path, { headers: { [header]: 'off' } });
  const flagsIn = (body) => /"flags":\{"version"/.test(body);
  if (on.status !== 200 || off.status !== 200) throw new Error(`home answered ${on.status} / ${off.status}`);
  if (!flagsIn(on.body)) throw new Error('flags-on page carries no flags: is the flags middleware mounted?');
  if (flagsIn(off.body)) throw new Error(`flags-off page still carries flags: is BENCH_ROUTES=1 honoured (${header})?`);
  return { bytesOn: Buffer.byteLength(on.body), bytesOff: Buffer.byteLength(off.body) };
}

/**
 * Interleaved pairs (a, b in random order). `b` is flags-off; `a` is flags-on, or flags-off
 * again for the A/A run that shows the noise floor of the paired difference on this machine.
 */
async function sequential(port, aOff, seconds) {
  const a = [];
  const b = [];
  const differences = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const bFirst = Math.random() < 0.5;
    const first = await timedGet(port, bFirst ? true : aOff);
    const second = await timedGet(port, bFirst ? aOff : true);
    const [aMs, bMs] = bFirst ? [second, first] : [first, second];
    a.push(aMs);
    b.push(bMs);
    differences.push(aMs - bMs);
  }
  differences.sort((x, y) => x - y);
  // Median of paired differences: drift and load changes hit both halves of a pair alike.
  return { on: summary(a), off: summary(b), pairedDeltaMs: round2(differences[Math.floor(differences.length / 2)] ?? 0) };
}

async function warmUp(port) {
  const until = Date.now() + warmupSeconds * 1000;
  while (Date.now() < until) {
    await timedGet(port, false);
    await timedGet(port, true);
  }
}

/**
 * The flags work of one request measured in-process (Node, same code as the worker, bundled
 * by esbuild): attributes, GrowthBook instance, the geolocation-map evaluation, boot data
 * serialisation. Independent of the HTTP noise of the site measurements.
 */
async function evaluationCost() {
  const { build } = await import('esbuild');
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { repoRoot } = await import('./lib.mjs');
  const entry = `
    import { defaultPayload } from './flags/defaultPayload';
    import { FlagEvaluator } from './flags/evaluator';
    import { sanitizeUrl } from './flags/attributes';
    import { snapshotOf } from './flags/source';
    export function run(iterations) {
      const snapshot = snapshotOf(defaultPayload, 'kv', Date.now());
      let bytes = 0;
      const started = process.hrtime.bigint();
      for (let i = 0; i < iterations; i++) {
        const id = '00000000-0000-4000-8000-' + String(i % 1000).padStart(12, '0');
        const attributes = { id, deviceId: id, country: 'IT', language: 'it', market: 'it', loggedIn: false,
          url: sanitizeUrl('https://www.caravan.it/?utm_source=x', snapshot.experimentKeys, false) };
        const evaluator = new FlagEvaluator({ payload: snapshot.client, attributes, forcedVariations: {} });
        evaluator.geolocationMap();
        evaluator.wishlist();
        evaluator.talkToUs('IT');
        const boot = { version: snapshot.version, payload: snapshot.client, attributes: evaluator.attributes,
          forcedVariations: {}, forceAllowed: false, used: evaluator.usedExperimentFeatures(), assignments: evaluator.allAssignments() };
        bytes += JSON.stringify(boot).replace(/</g, '\\u003c').length;
      }
      return { usPerRequest: Number(process.hrtime.bigint() - started) / 1e3 / iterations, bootBytes: bytes / iterations };
    }`;
  const out = await build({
    stdin: { contents: entry, resolveDir: repoRoot, loader: 'ts' },
    bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const file = join(mkdtempSync(join(tmpdir(), 'caravan-flags-bench-')), 'cost.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  const { run } = await import(file);
  run(2000); // warm-up (JIT)
  const samples = [1, 2, 3, 4, 5].map(() => run(5000));
  samples.sort((a, b) => a.usPerRequest - b.usPerRequest);
  return samples[2];
}

/**
 * Issue 32: the flag and experiment work of one request with 20 running experiments in the
 * payload (flags/benchPayload.ts: 6 code, 7 redirect, 7 visual, all targeting the home page):
 * attributes, every feature the pages read, every assignment, the rule values of the page key,
 * the redirect and visual experiments run through GrowthBook, the boot data. In-process (Node).
 */
export async function experimentsCost() {
  const { build } = await import('esbuild');
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { repoRoot } = await import('./lib.mjs');
  const entry = `
    import { benchPayload } from './flags/benchPayload';
    import { FlagEvaluator } from './flags/evaluator';
    import { sanitizeUrl } from './flags/attributes';
    import { snapshotOf } from './flags/source';
    import { edgeExperimentsOf, runEdgeExperiments } from './flags/edgeExperiments';
    import { signedInStickyDoc, stickyChanged } from './flags/stickyBuckets';
    // signedIn: as the worker evaluates a signed-in visitor (flags/stickyBuckets.ts): 'first',
    // nothing stored yet (the device is evaluated too); 'later', the stored document holds
    // every experiment (the device is not evaluated).
    const storedDocs = new Map();
    export function run(iterations, signedIn = false) {
      const snapshot = snapshotOf(benchPayload(), 'kv', Date.now());
      const edge = edgeExperimentsOf(snapshot.payload.experiments);
      if (edge.length !== 14) throw new Error('expected 14 edge experiments, got ' + edge.length);
      let running = 0;
      const started = process.hrtime.bigint();
      for (let i = 0; i < iterations; i++) {
        const id = '00000000-0000-4000-8000-' + String(i % 1000).padStart(12, '0');
        const url = sanitizeUrl('https://www.caravan.it/?utm_source=x', snapshot.experimentKeys, false);
        const attributes = { id, deviceId: id, country: 'IT', language: 'it', market: 'it', loggedIn: signedIn, url };
        let evaluator;
        if (signedIn) {
          const userId = 'u-' + (i % 1000);
          const stored = signedIn === 'later' ? storedDocs.get(userId) ?? {} : {};
          let doc = signedInStickyDoc({ ...snapshot.client, experiments: edge.map((e) => e.experiment) }, attributes, userId, stored,
            (options) => new FlagEvaluator({ payload: snapshot.client, ...options }));
          evaluator = new FlagEvaluator({ payload: snapshot.client, attributes: { ...attributes, id: userId }, forcedVariations: {},
            stickyDocs: { ['id||' + userId]: doc }, onStickySave: (next) => { doc = next; } });
          evaluator.allAssignments();
          if (stickyChanged(stored, doc)) storedDocs.set(userId, doc.assignments);
        } else evaluator = new FlagEvaluator({ payload: snapshot.client, attributes, forcedVariations: {} });
        evaluator.geolocationMap(); evaluator.wishlist(); evaluator.talkToUs('IT'); evaluator.meiliSort();
        evaluator.searchTabTravels(); evaluator.aiSearch(); evaluator.bookingAllIn();
        evaluator.ruleValues();
        const outcomes = runEdgeExperiments(edge, (experiment) => evaluator.runAuto(experiment), url);
        const assignments = evaluator.allAssignments();
        running = Object.keys(assignments).length + outcomes.filter((o) => o.inExperiment).length;
        const boot = { version: snapshot.version, payload: snapshot.client, attributes: evaluator.attributes,
          forcedVariations: {}, forceAllowed: false, used: evaluator.usedExperimentFeatures(), assignments };
        JSON.stringify(boot).replace(/</g, '\\u003c');
      }
      return { usPerRequest: Number(process.hrtime.bigint() - started) / 1e3 / iterations, running };
    }`;
  const out = await build({
    stdin: { contents: entry, resolveDir: repoRoot, loader: 'ts' },
    bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const file = join(mkdtempSync(join(tmpdir(), 'caravan-experiments-bench-')), 'cost.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  const { run } = await import(file);
  const median = (signedIn) => {
    run(1000, signedIn);
    const samples = [1, 2, 3, 4, 5].map(() => run(3000, signedIn));
    samples.sort((a, b) => a.usPerRequest - b.usPerRequest);
    return samples[2];
  };
  return { ...median(false), signedInFirst: median('first'), signedIn: median('later') };
}

function timedPath(port, target) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', agent, headers: { host: `${host}:${port}`, accept: 'text/html' } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => (res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`GET ${target} answered ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * HTMLRewriter cost of visual experiments, in workerd (HTMLRewriter is not in Node): the home page
 * pre-rendered once, served as is or with `visual` experiments' mutations (3 each) applied;
 * interleaved pairs, median paired difference divided by the experiments.
 */
async function rewriteCost(port, visual, seconds) {
  const plain = `/__bench/rewritten?path=/&visual=0`;
  const rewritten = `/__bench/rewritten?path=/&visual=${visual}`;
  for (let i = 0; i < 20; i++) {
    await timedPath(port, plain);
    await timedPath(port, rewritten);
  }
  const differences = [];
  const base = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const plainFirst = Math.random() < 0.5;
    const first = await timedPath(port, plainFirst ? plain : rewritten);
    const second = await timedPath(port, plainFirst ? rewritten : plain);
    const [p, r] = plainFirst ? [first, second] : [second, first];
    base.push(p);
    differences.push(r - p);
  }
  differences.sort((x, y) => x - y);
  base.sort((x, y) => x - y);
  return { pairs: differences.length, plainP50: percentile(base, 50), deltaMs: round2(differences[Math.floor(differences.length / 2)] ?? 0) };
}

/**
 * Render time of the home page: the page cache answers most requests, so a `?bench=` value no
 * other request carries (a page parameter with the bench routes on: worker/cache/pageQuery.ts)
 * makes each one a miss, rendered in full (flags off: the render alone).
 */
async function renderP50(port, count = 60) {
  const times = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < count + 10; i++) {
    const started = process.hrtime.bigint();
    const res = await httpGet(port, host, `/?bench=${run}-${i}`, { headers: { [header]: 'off' } });
    if (res.status !== 200) throw new Error(`home render answered ${res.status}`);
    if (i >= 10) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

export async function runFlagsBench(port) {
  const figures = [];
  const record = (figure) => {
    figures.push(figure);
    emit(figure);
  };
  const bytes = await probe(port);

  await warmUp(port);
  const seq = await sequential(port, false, durationSeconds * 2);
  const noise = await sequential(port, true, durationSeconds);
  for (const mode of ['on', 'off']) {
    record({ bench: 'flags', page: 'home', path, mode: `flags-${mode}`, connections: 1, ...seq[mode], avgBytes: mode === 'on' ? bytes.bytesOn : bytes.bytesOff });
  }
  const p50Pct = round2(((seq.on.p50 - seq.off.p50) / seq.off.p50) * 100);
  const meanPct = round2(((seq.on.trimmedMean - seq.off.trimmedMean) / seq.off.trimmedMean) * 100);
  const pairedPct = round2((seq.pairedDeltaMs / seq.off.p50) * 100);
  record({ bench: 'flags', page: 'home', ratio: 'overhead % (p50)', connections: 1, value: p50Pct, deltaMs: round2(seq.on.p50 - seq.off.p50) });
  record({ bench: 'flags', page: 'home', ratio: 'overhead % (trimmed mean)', connections: 1, value: meanPct, deltaMs: round2(seq.on.trimmedMean - seq.off.trimmedMean) });
  record({ bench: 'flags', page: 'home', ratio: 'overhead % (median paired difference)', connections: 1, value: pairedPct, deltaMs: seq.pairedDeltaMs });
  const noisePct = round2((noise.pairedDeltaMs / noise.off.p50) * 100);
  record({ bench: 'flags', page: 'home', ratio: 'noise floor % (A/A: flags-off vs flags-off pairs)', connections: 1, value: noisePct, deltaMs: noise.pairedDeltaMs });

  const cost = await evaluationCost();
  const costPct = round2((cost.usPerRequest / 1000 / seq.off.p50) * 100);
  record({
    bench: 'flags', page: 'home', figure: 'flags work per request, in-process (µs)', value: round2(cost.usPerRequest),
    bootBytes: Math.round(cost.bootBytes), shareOfSsrP50Pct: costPct,
  });

  const experiments = await experimentsCost();
  const render = await renderP50(port);
  const experimentsPct = round2((experiments.usPerRequest / 1000 / render) * 100);
  record({ bench: 'flags', page: 'home', figure: 'home render p50, page cache missed (ms)', value: round2(render) });
  record({
    bench: 'flags', page: 'home', figure: 'flag + experiment work per request, 20 running experiments (6 code, 7 redirect, 7 visual), in-process (µs)',
    value: round2(experiments.usPerRequest), experimentsEvaluated: experiments.running, shareOfRenderP50Pct: experimentsPct,
    shareOfServedP50Pct: round2((experiments.usPerRequest / 1000 / seq.off.p50) * 100),
  });
  record({
    bench: 'flags', page: 'home', figure: 'the same for a signed-in visitor whose sticky document holds every experiment (later visits; the D1 read not included), in-process (µs)',
    value: round2(experiments.signedIn.usPerRequest), experimentsEvaluated: experiments.signedIn.running,
    shareOfRenderP50Pct: round2((experiments.signedIn.usPerRequest / 1000 / render) * 100),
  });
  record({
    bench: 'flags', page: 'home', figure: 'the same for a signed-in visitor with nothing stored yet (the device evaluated too), in-process (µs)',
    value: round2(experiments.signedInFirst.usPerRequest), experimentsEvaluated: experiments.signedInFirst.running,
    shareOfRenderP50Pct: round2((experiments.signedInFirst.usPerRequest / 1000 / render) * 100),
  });
  // One visual experiment (the rewriter's pass over the page plus its mutations), then seven:
  // the difference is the cost each further experiment adds.
  const one = await rewriteCost(port, 1, durationSeconds);
  const seven = await rewriteCost(port, 7, durationSeconds);
  const marginalMs = round2((seven.deltaMs - one.deltaMs) / 6);
  record({
    bench: 'flags', page: 'home', figure: 'HTMLRewriter pass with 1 visual experiment (3 mutations + exposure block; ms, median paired difference)',
    value: one.deltaMs, pairs: one.pairs, servedPageP50: one.plainP50, shareOfRenderP50Pct: round2((one.deltaMs / render) * 100),
  });
  record({
    bench: 'flags', page: 'home', figure: 'HTMLRewriter cost of each further visual experiment (ms, (7 experiments − 1) / 6)',
    value: marginalMs, deltaMs7: seven.deltaMs, pairs: seven.pairs, shareOfRenderP50Pct: round2((marginalMs / render) * 100),
  });

  record({
    bench: 'flags', budget: `flag + experiment work with 20 running experiments <= ${budgetPct}% of render p50 (in-process)`, page: 'home', connections: 1,
    value: experimentsPct, pass: experimentsPct <= budgetPct,
  });
  record({
    bench: 'flags', budget: `home flag evaluation overhead <= ${budgetPct}% (median paired difference)`, page: 'home', connections: 1,
    value: pairedPct, noiseFloorPct: noisePct, pass: pairedPct <= budgetPct,
  });
  record({
    bench: 'flags', budget: `home flag evaluation work <= ${budgetPct}% of SSR p50 (in-process)`, page: 'home', connections: 1,
    value: costPct, pass: costPct <= budgetPct,
  });
  agent.destroy();
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ownSite = process.env.BENCH_PORT ? null : await startBenchSite();
  try {
    await runFlagsBench(ownSite?.port ?? Number(process.env.BENCH_PORT));
  } finally {
    await ownSite?.stop();
  }
}
