#!/usr/bin/env node
// Where a cold render's CPU goes (issue 12 item 3): the production worker (production React,
// not minified so that esbuild's `// path` module markers survive) with every per-isolate
// cache off (ISOLATE_CACHE:off) and a unique query per request, profiled through workerd's
// inspector (Chrome DevTools protocol, the V8 sampling profiler). Self time is attributed to
// the module the sampled line belongs to (the bundle's last `// path` comment above it), then
// summed per package or source folder. Prints one JSON line per page type with its top five
// costs and their share, and the CPU time per render.
//
// BENCH_PROFILE_DATA_CACHES=1 keeps the data caches on (still one render per request).
// BENCH_PROFILE_CACHED=1 profiles the other path instead: per-isolate caches on, one URL
// repeated, so the page cache answers every request (what a cache hit costs: middleware, key,
// template). BENCH_PROFILE_DETAIL=1 adds the 15 costliest functions. BENCH_PROFILE_SAVE=dir writes
// each page's profile there (page.cpuprofile: open it in Chrome DevTools) and the bundle
// they point into (index.js).
//
// Run by `npm run bench` (BENCH_ONLY=profile for this one alone). It starts its own site.
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { emit, httpGet, marketHosts, productionDefines, repoRoot, startSite } from './lib.mjs';
import { freePort } from '../e2e/site.mjs';

const requestsPerPage = Number(process.env.BENCH_PROFILE_REQUESTS ?? 40);
const samplingMicros = 100;
const cached = process.env.BENCH_PROFILE_CACHED === '1';
// BENCH_PROFILE_DATA_CACHES=1: every request rendered (unique query) with the data caches on,
// as the rendered side of the pages bench measures it.
const dataCaches = cached || process.env.BENCH_PROFILE_DATA_CACHES === '1';

const pages = [
  { page: 'home', path: '/' },
  { page: 'destinations', path: '/viaggi' },
  { page: 'trip', find: ['/viaggi', /href="(\/viaggi\/[^"/?#]+)"/] },
  { page: 'tour', find: ['/partenze-confermate', /href="(\/viaggi\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/] },
  { page: 'results', path: '/cerca?textSearch=asia' },
];

/** The newest worker bundle wrangler wrote since `since` and its module markers by line. */
function bundleModules(since) {
  const tmp = join(repoRoot, '.wrangler', 'tmp');
  const bundles = readdirSync(tmp)
    .filter((dir) => dir.startsWith('dev-'))
    .map((dir) => join(tmp, dir, 'index.js'))
    .filter((file) => existsSync(file) && statSync(file).mtimeMs >= since - 1000)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!bundles.length) throw new Error('no worker bundle found under .wrangler/tmp');
  const lines = readFileSync(bundles[0], 'utf8').split('\n');
  const markers = [];
  lines.forEach((line, index) => {
    const match = /^\/\/ (\S+\.(?:[cm]?js|tsx?|json))$/.exec(line);
    if (match) markers.push({ line: index, path: match[1] });
  });
  return { file: bundles[0], markers };
}

/** A module path as a cost centre: the npm package, or the source folder (worker/render, …). */
function centreOf(path) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(?:cjs|dist|esm|lib)?\/?([^/]+))?/.exec(path);
  if (pkg) return pkg[1] === 'react-dom' ? `react-dom (${/server/.test(path) ? 'server render' : 'other'})` : pkg[1];
  const parts = path.replace(/^(\.\.\/)+/, '').split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.slice(0, -1).join('/') || parts[0];
}

function moduleAt(markers, line) {
  let low = 0;
  let high = markers.length - 1;
  let found = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (markers[mid].line <= line) {
      found = markers[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found?.path ?? '(runtime)';
}

/**
 * Self time per cost centre from a V8 CPU profile; idle, GC and program samples set apart. Time
 * is counted in samples (one per sampling interval), not from the samples' time deltas: workerd
 * does not tell V8 when its thread waits, so the first sample after a wait carries the whole
 * wait in its delta, and whatever runs first in a request (the router, the market lookup) looked
 * costly for no reason.
 */
function selfTimes(profile, markers, bundleFile, detail = false) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
  /** A native frame in detail: named after the nearest bundle function that called it. */
  const caller = (node) => {
    for (let up = parentOf.get(node.id); up; up = parentOf.get(up.id)) {
      const frame = up.callFrame;
      if (frame.url && bundleFile.endsWith(frame.url.split('/').pop() ?? '\0')) return `${frame.functionName || 'anonymous'} (${moduleAt(markers, frame.lineNumber).replace(/^.*node_modules\//, '')})`;
    }
    return 'no caller';
  };
  const totals = new Map();
  let all = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const delta = samplingMicros;
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    let centre;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    if (functionName === '(garbage collector)') centre = '(garbage collector)';
    else if (url && bundleFile.endsWith(url.split('/').pop() ?? '\0')) {
      const module = moduleAt(markers, lineNumber);
      centre = detail ? `${functionName || 'anonymous'} (${module.replace(/^.*node_modules\//, '')})` : centreOf(module);
    }
    else if (!url) centre = `(native: ${functionName || 'anonymous'})${detail ? ` ← ${caller(node)}` : ''}`;
    else centre = '(runtime)';
    totals.set(centre, (totals.get(centre) ?? 0) + delta);
    all += delta;
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([centre, micros]) => ({ centre, ms: Math.round(micros / 100) / 10, share: all ? Math.round((micros / all) * 1000) / 10 : 0 }));
}

async function inspectorTarget(port) {
  for (let i = 0; i < 50; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json`);
      const targets = await res.json();
      const target = targets.find((t) => t.webSocketDebuggerUrl);
      if (target) return target.webSocketDebuggerUrl;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no inspector target on port ${port}`);
}

function devtools(url) {
  const socket = new WebSocket(url);
  let next = 1;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id && waiting.has(message.id)) {
      waiting.get(message.id)(message);
      waiting.delete(message.id);
    }
  });
  const opened = new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    opened,
    send(method, params = {}) {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => waiting.set(id, (message) => resolve(message.result)));
    },
    close: () => socket.close(),
  };
}

const inspectorPort = await freePort();
const startedAt = Date.now();
const site = await startSite({
  wranglerArgs: ['--inspector-port', String(inspectorPort), '--var', 'BENCH_ROUTES:1', ...(dataCaches ? [] : ['--var', 'ISOLATE_CACHE:off']), ...productionDefines],
});
try {
  const host = marketHosts.it;
  // Warm the isolate once per page (module init is not what a render costs).
  const resolved = [];
  for (const page of pages) {
    let path = page.path;
    if (!path) {
      const body = (await httpGet(site.port, host, page.find[0])).body;
      path = page.find[1].exec(body)?.[1] ?? null;
    }
    if (!path) continue;
    await httpGet(site.port, host, path);
    if (cached) await httpGet(site.port, host, path);
    resolved.push({ ...page, path });
  }
  const { file, markers } = bundleModules(startedAt);
  if (process.env.BENCH_PROFILE_SAVE) copyFileSync(file, join(process.env.BENCH_PROFILE_SAVE, 'index.js'));
  const tools = devtools(await inspectorTarget(inspectorPort));
  await tools.opened;
  await tools.send('Profiler.enable');
  await tools.send('Profiler.setSamplingInterval', { interval: samplingMicros });
  for (const { page, path } of resolved) {
    await tools.send('Profiler.start');
    const began = performance.now();
    for (let i = 0; i < requestsPerPage; i++) {
      const separator = path.includes('?') ? '&' : '?';
      await httpGet(site.port, host, cached ? path : `${path}${separator}bench=${i}`);
    }
    const wall = performance.now() - began;
    const { profile } = await tools.send('Profiler.stop');
    if (process.env.BENCH_PROFILE_SAVE) writeFileSync(join(process.env.BENCH_PROFILE_SAVE, `${page}.cpuprofile`), JSON.stringify(profile));
    const costs = selfTimes(profile, markers, file);
    const cpu = costs.reduce((sum, cost) => sum + cost.ms, 0);
    emit({
      bench: cached ? 'profile-cached' : 'profile', page, path, requests: requestsPerPage,
      cpuMsPerRequest: Math.round((cpu / requestsPerPage) * 10) / 10, wallMsPerRequest: Math.round((wall / requestsPerPage) * 10) / 10,
      top: costs.slice(0, 5),
      ...(process.env.BENCH_PROFILE_DETAIL ? { functions: selfTimes(profile, markers, file, true).slice(0, 15) } : {}),
    });
  }
  tools.close();
} finally {
  await site.stop();
}
