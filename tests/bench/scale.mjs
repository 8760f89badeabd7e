#!/usr/bin/env node
// Issue 33, scale runs: the production worker with the embedded catalogue seeded at scale 1, 10
// and 50 (scripts/seed.mjs --scale; each scale its own site, seeded once into a cached template
// under .wrangler/test-d1 by tests/e2e/site.mjs), every page figure side by side per scale:
//
//   · rendered/static per page type (home, destinations, trip, tour, results): mean time of a
//     rendered response (a unique `?bench=<n>`, so the page cache never answers) against the
//     same page's HTML kept in the worker's memory (/__bench/prerendered), one request at a time,
//     the scales interleaved request by request so machine noise hits them alike;
//   · HTML bytes; p95 of the rendered results page and of the search API (POST /api/travels/paginated);
//   · D1 per uncached view: queries, round trips, rows read (`x-bench-cold: 1` skips the data
//     caches for one request; the isolate's totals at /__bench/d1 before and after, the page
//     read to its end so a streamed part counts). Lookups of fixed tables (labels, continents,
//     badges) are read once per isolate and language, not per view;
//   · sitemap: time to the whole sitemap (every child file when it is an index), URLs, and
//     ms per 1,000 URLs (the sitemap grows with the catalogue by design: its budget is per URL).
//
// Budgets (issue 33): at scale 10 no figure more than 1.25× worse than at scale 1, at scale 50
// no more than 2×; D1 rows read per uncached page view ≤ 2,000 at scale 10. One JSON line per
// figure and per budget (PASS/FAIL); a table on stderr.
//
// Env: BENCH_SCALES=1,10,50 · BENCH_SCALE_REQUESTS=20 (per page, scale and side) ·
//      BENCH_SCALE_D1_RUNS=3.
import http from 'node:http';
import { emit, marketHosts, percentile, productionWorker, startSite } from './lib.mjs';

const scales = (process.env.BENCH_SCALES ?? '1,10,50').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
const requests = Number(process.env.BENCH_SCALE_REQUESTS ?? 20);
const d1Runs = Number(process.env.BENCH_SCALE_D1_RUNS ?? 3);
const host = marketHosts.it;
const worseLimit = (scale) => (scale >= 50 ? 2 : scale >= 10 ? 1.25 : 1);
const rowsBudget = { scale: 10, rows: 2000 };
const log = (...parts) => console.error('[scale-bench]', ...parts);

function call(port, method, path, { body, headers = {} } = {}) {
  return new Promise((resolveCall, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1', port, path, method,
        headers: { host: `${host}:${port}`, accept: 'text/html', ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolveCall({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits = 2) => (value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits);

async function d1Totals(port) {
  const res = await call(port, 'GET', '/__bench/d1');
  if (res.status !== 200) throw new Error(`/__bench/d1 answered ${res.status}: is BENCH_ROUTES set?`);
  return JSON.parse(res.body);
}

/** D1 cost of one uncached view (median of runs). */
async function d1Cost(port, path, init = {}) {
  const runs = [];
  for (let i = 0; i < d1Runs; i++) {
    const before = await d1Totals(port);
    const separator = path.includes('?') ? '&' : '?';
    const target = init.method === 'POST' ? path : `${path}${separator}bench=d1-${Date.now()}-${i}`;
    const res = await call(port, init.method ?? 'GET', target, { ...init, headers: { 'x-bench-cold': '1', ...(init.headers ?? {}) } });
    if (res.status >= 500) throw new Error(`${path} answered ${res.status}`);
    const after = await d1Totals(port);
    runs.push({ queries: after.queries - before.queries, roundTrips: after.roundTrips - before.roundTrips, rowsRead: after.rowsRead - before.rowsRead });
  }
  return {
    queries: median(runs.map((r) => r.queries)),
    roundTrips: median(runs.map((r) => r.roundTrips)),
    rowsRead: median(runs.map((r) => r.rowsRead)),
  };
}

/** Every URL of the sitemap, and the time to fetch all of it (index and children). */
async function sitemap(port) {
  const started = process.hrtime.bigint();
  const index = await call(port, 'GET', '/sitemap.xml');
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  let urls = 0;
  let files = 1;
  let bytes = index.body.length;
  let largestFileMs = index.ms;
  if (index.body.includes('<sitemapindex')) {
    for (const child of locs(index.body)) {
      const res = await call(port, 'GET', new URL(child).pathname);
      if (res.status !== 200) throw new Error(`${child} answered ${res.status}`);
      urls += locs(res.body).length;
      bytes += res.body.length;
      files++;
      largestFileMs = Math.max(largestFileMs, res.ms);
    }
  } else {
    urls = locs(index.body).length;
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms: round(ms), urls, files, bytes, largestFileMs: round(largestFileMs), msPer1000Urls: round((ms / Math.max(1, urls)) * 1000) };
}

const sites = new Map();
async function stopAll() {
  for (const site of sites.values()) await site.stop().catch(() => undefined);
}
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => void stopAll().then(() => process.exit(code)));
}

try {
  for (const scale of scales) {
    const started = Date.now();
    const site = await startSite(productionWorker({
      wranglerArgs: ['--var', 'BENCH_ROUTES:1', '--var', 'GEOLOCATION_ENABLED:false', '--var', 'FLAGS_DISABLED:1'],
      seedArgs: scale > 1 ? ['--scale', String(scale)] : [],
      log: false,
    }));
    sites.set(scale, site);
    const seconds = round((Date.now() - started) / 1000, 1);
    log(`scale ${scale}: site on port ${site.port} after ${seconds} s (seeding included the first time; templates are kept under .wrangler/test-d1)`);
    emit({ bench: 'scale', scale, mode: 'start', startSeconds: seconds });
  }

  // A departure every scale has (copies keep the originals): the soonest of the default listing.
  const first = sites.get(scales[0]);
  const listing = JSON.parse((await call(first.port, 'POST', '/api/travels/paginated', { body: { tab: 'tours', perPage: 1 }, headers: { accept: 'application/json' } })).body);
  const tour = (listing.data ?? listing).data?.[0] ?? listing.data?.[0];
  if (!tour?.travel?.slug) throw new Error('no departure in the default listing');
  const pages = {
    home: '/',
    destinations: '/viaggi',
    trip: `/viaggi/${tour.travel.slug}`,
    tour: `/viaggi/${tour.travel.slug}/${tour.code}`,
    results: '/cerca',
  };
  const searchBody = { tab: 'tours', perPage: 20 };

  const figures = new Map(); // scale -> page -> figure
  for (const scale of scales) figures.set(scale, {});
  let counter = 0;
  for (const [name, path] of Object.entries(pages)) {
    const samples = new Map(scales.map((scale) => [scale, { rendered: [], static: [], bytes: 0 }]));
    // Warm both sides once (the first render of a page fills the data caches and JIT).
    for (const scale of scales) {
      const { port } = sites.get(scale);
      await call(port, 'GET', `${path}?bench=warm`);
      await call(port, 'GET', `/__bench/prerendered?path=${encodeURIComponent(path)}`);
    }
    for (let i = 0; i < requests; i++) {
      for (const scale of scales) {
        const { port } = sites.get(scale);
        const sample = samples.get(scale);
        const rendered = await call(port, 'GET', `${path}?bench=${counter++}`);
        if (rendered.status !== 200) throw new Error(`${path} at scale ${scale} answered ${rendered.status}`);
        sample.rendered.push(rendered.ms);
        sample.bytes = rendered.body.length;
        const copy = await call(port, 'GET', `/__bench/prerendered?path=${encodeURIComponent(path)}`);
        sample.static.push(copy.ms);
      }
    }
    for (const scale of scales) {
      const sample = samples.get(scale);
      const rendered = [...sample.rendered].sort((a, b) => a - b);
      const d1 = await d1Cost(sites.get(scale).port, path);
      const figure = {
        bench: 'scale', scale, page: name, path,
        renderedStatic: round(mean(sample.static) / mean(sample.rendered)),
        renderedP50: percentile(rendered, 50), renderedP95: percentile(rendered, 95),
        htmlBytes: sample.bytes, d1Queries: d1.queries, d1RoundTrips: d1.roundTrips, d1RowsRead: d1.rowsRead, requests,
      };
      figures.get(scale)[name] = figure;
      emit(figure);
    }
  }

  // The search API: p95 of sequential requests (data caches as a visitor finds them), D1 cold.
  for (const scale of scales) {
    const { port } = sites.get(scale);
    for (let i = 0; i < 3; i++) await call(port, 'POST', '/api/travels/paginated', { body: searchBody, headers: { accept: 'application/json' } });
  }
  const apiTimes = new Map(scales.map((scale) => [scale, []]));
  for (let i = 0; i < requests; i++) {
    for (const scale of scales) {
      // A different page each time: the answer is not one the isolate keeps.
      const res = await call(sites.get(scale).port, 'POST', '/api/travels/paginated', { body: { ...searchBody, page: 1 + (i % 5) }, headers: { accept: 'application/json' } });
      if (res.status !== 200) throw new Error(`search API at scale ${scale} answered ${res.status}`);
      apiTimes.get(scale).push(res.ms);
    }
  }
  for (const scale of scales) {
    const d1 = await d1Cost(sites.get(scale).port, '/api/travels/paginated', { method: 'POST', body: searchBody, headers: { accept: 'application/json' } });
    const times = apiTimes.get(scale).sort((a, b) => a - b);
    const figure = { bench: 'scale', scale, page: 'searchApi', path: 'POST /api/travels/paginated', p50: percentile(times, 50), p95: percentile(times, 95), d1Queries: d1.queries, d1RoundTrips: d1.roundTrips, d1RowsRead: d1.rowsRead, requests };
    figures.get(scale).searchApi = figure;
    emit(figure);
  }

  for (const scale of scales) {
    const { port } = sites.get(scale);
    await sitemap(port); // warm
    const runs = [await sitemap(port), await sitemap(port)];
    const best = runs.sort((a, b) => a.ms - b.ms)[0];
    const d1 = await d1Cost(port, '/sitemap.xml');
    const figure = { bench: 'scale', scale, page: 'sitemap', path: '/sitemap.xml', ...best, d1Queries: d1.queries, d1RowsRead: d1.rowsRead };
    figures.get(scale).sitemap = figure;
    emit(figure);
  }

  // Budgets: each figure at scale N against scale 1, in its worse direction.
  const base = figures.get(scales[0]);
  const checks = [];
  const worse = { renderedStatic: 'lower', htmlBytes: 'higher', renderedP95: 'higher', p95: 'higher', msPer1000Urls: 'higher' };
  for (const scale of scales.slice(1)) {
    const limit = worseLimit(scale);
    for (const [page, figure] of Object.entries(figures.get(scale))) {
      for (const [key, direction] of Object.entries(worse)) {
        if (key === 'renderedP95' && page !== 'results') continue;
        const was = base[page]?.[key];
        const now = figure[key];
        if (typeof was !== 'number' || typeof now !== 'number' || was === 0) continue;
        const factor = direction === 'lower' ? was / now : now / was;
        checks.push({ budget: `scale ${scale} ${page} ${key} ≤ ${limit}× scale ${scales[0]}`, value: `${now} vs ${was} (${round(factor)}×)`, pass: factor <= limit });
      }
    }
  }
  const rowsAt = figures.get(rowsBudget.scale);
  if (rowsAt) {
    for (const [page, figure] of Object.entries(rowsAt)) {
      if (page === 'sitemap' || typeof figure.d1RowsRead !== 'number') continue;
      checks.push({ budget: `scale ${rowsBudget.scale} ${page} D1 rows read per uncached view ≤ ${rowsBudget.rows}`, value: figure.d1RowsRead, pass: figure.d1RowsRead <= rowsBudget.rows });
    }
  }
  for (const check of checks) emit({ bench: 'scale', mode: 'budget', ...check });

  const cols = ['renderedStatic', 'htmlBytes', 'renderedP95', 'p95', 'd1Queries', 'd1RoundTrips', 'd1RowsRead', 'urls', 'ms', 'msPer1000Urls'];
  console.error('\n[scale-bench] page        scale  ' + cols.join('  '));
  for (const page of [...Object.keys(pages), 'searchApi', 'sitemap']) {
    for (const scale of scales) {
      const f = figures.get(scale)[page] ?? {};
      console.error(`[scale-bench] ${page.padEnd(12)} ${String(scale).padStart(4)}  ${cols.map((c) => String(f[c] ?? '·')).join('  ')}`);
    }
  }
  for (const check of checks) console.error(`[scale-bench] ${check.pass ? 'PASS' : 'FAIL'} ${check.budget}: ${check.value}`);
  await stopAll();
} catch (error) {
  console.error(`[scale-bench] ${error instanceof Error ? error.stack : String(error)}`);
  await stopAll();
  process.exit(1);
}
