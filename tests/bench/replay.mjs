#!/usr/bin/env node
// Issue 33, traffic not single pages: a replay of page views with a realistic mix against the
// production worker (its own site at BENCH_REPLAY_SCALE, default 10, seeded once into a cached
// template by tests/e2e/site.mjs):
//
//   · 6 markets (weighted as the business is: it 40 %, de 15 %, fr 12 %, es 12 %, en 11 %, us 10 %);
//   · page types: trip 35 %, tour 15 %, home 15 %, results (a place's landing page or the plain
//     search) 15 %, destinations 8 %, itinerary 4 %, coordinator 4 %, other pages 4 %;
//   · trips, departures, landings and coordinators drawn Zipf (s = 1.1) over what each market's
//     sitemap lists, in the sitemap's order (the same rank across markets);
//   · 30 % campaign landings (utm_* and a click id of their own: gclid, fbclid or msclkid);
//   · 5 % "signed in": they carry a session cookie. Not a real session (a login per view would
//     be the figure): the worker pays the session lookup, then serves them as anonymous, so
//     renders per 1,000 views are understated by at most the 5 % share. They are counted apart.
//
// Figures: page-cache hit ratio of anonymous views (X-Render-Cache hit or stale), renders per
// 1,000 views (miss, bypass, or a stale view's refresh that rendered: /__bench/page-cache), D1 queries and rows read per 1,000 views (the
// isolate's totals at /__bench/d1 before and after), TTFB p50/p95/p99 overall and of hits.
// Budgets: hit ratio ≥ 90 % for anonymous views; p99 TTFB of hits ≤ 3× their p50.
//
// Every request goes to the runtime itself, not through wrangler dev's proxy (another workerd
// in front of it, which production does not have, and which adds about 1 ms to every response:
// ./devServer.mjs prints where the runtime listens). The floor is measured in the same run:
// every tenth view is followed by a request for a static file (/favicon.svg, served by the
// assets handler without the worker), timed as the views are and left out of every view figure.
// Its p99/p50 is what this machine, its client and whatever else the runtime is doing meanwhile
// (renders, stale copies' refreshes) add to any response; the hits' ratio is read against it.
// (2026-11-27, scale 10, two at a time: 8.2× for the static file, 6.9× for the hits.)
//
// Views arrive as visitors do, paced (BENCH_REPLAY_RATE views a second, 60 by default, each
// request after an exponential gap whether or not the ones before it were answered: 10,000 views
// take about three minutes, so copies turn stale and are refreshed as they would in that time).
// BENCH_REPLAY_RATE=0 sends them back to back, BENCH_REPLAY_CONCURRENCY at a time, which keeps
// this 2-core machine (client and runtime) busy all along: a load test, not traffic.
// workerd runs the worker, D1, the Cache API's store and the assets on one thread, so anything
// it does (a miss's render, a refresh's loads, a store's write) delays every response waiting.
// BENCH_REPLAY_SAVE=file writes every request's start, TTFB and outcome, to see what a slow one
// ran beside.
//
// Before the first view, the page cache is warmed as ops warm it after a deploy (POST /__ops/warm
// for each market, to the end of its plan: worker/routes/warm.ts). The plan is the sitemap's own
// list (every trip, the soonest departures, coordinators, landings, itineraries): it knows
// nothing of this replay's draws. BENCH_REPLAY_WARM=0 replays on an empty page cache instead.
//
// Env: BENCH_REPLAY_VIEWS=10000 · BENCH_REPLAY_RATE=60 · BENCH_REPLAY_CONCURRENCY=2 (when RATE=0) · BENCH_REPLAY_SCALE=10 · BENCH_REPLAY_SEED=33 · BENCH_REPLAY_WARM=1.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRandom } from '../../scripts/seed/prng.mjs';
import { emit, marketHosts, percentile, productionWorker, startSite } from './lib.mjs';

const views = Number(process.env.BENCH_REPLAY_VIEWS ?? 10_000);
const concurrency = Number(process.env.BENCH_REPLAY_CONCURRENCY ?? 2);
const rate = Number(process.env.BENCH_REPLAY_RATE ?? 60);
const scale = Number(process.env.BENCH_REPLAY_SCALE ?? 10);
const log = (...parts) => console.error('[replay-bench]', ...parts);

// Deterministic pseudo-random numbers (the seed's mulberry32): the same views every run; the
// paced arrivals draw from a stream of their own, so the views are the same paced or not.
const seed = Number(process.env.BENCH_REPLAY_SEED ?? 33);
const random = createRandom(seed).next;
const arrival = createRandom(seed + 1).next;

function weighted(entries) {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries.at(-1)[0];
}

/** A Zipf sampler over ranks 0..n-1 (s = 1.1), by the cumulative weights. */
function zipf(n, s = 1.1) {
  const cumulative = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative.push((sum += 1 / k ** s));
  return () => {
    const r = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

// The replay's connections, kept alive as a browser's are. Opened when the replay begins: a
// socket left idle through the warm (minutes) can hang on wrangler dev's proxy, so what comes
// before the replay (the sitemaps, the warm) opens a connection per request.
let replayAgent = false;

function get(port, host, path, headers = {}, timeoutMs = 60_000) {
  return new Promise((resolveGet, reject) => {
    const started = process.hrtime.bigint();
    let ttfb = null;
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent: replayAgent, headers: { host: `${host}:${port}`, accept: 'text/html', ...headers } }, (res) => {
      ttfb = Number(process.hrtime.bigint() - started) / 1e6;
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ttfb, at: Number(started) / 1e6, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${host}${path} timed out`)));
    // A kept-alive connection the runtime closed as this request went out on it: sent again on
    // a connection of its own, timed from then (Node's advice for a reused socket).
    req.on('error', (error) => (req.reusedSocket && error.code === 'ECONNRESET' ? get(port, host, path, headers, timeoutMs).then(resolveGet, reject) : reject(error)));
    req.end();
  });
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));

/** Every URL a market's sitemap lists (following the index), sorted into page types. */
async function marketUrls(port, host) {
  const index = await get(port, host, '/sitemap.xml');
  let urls = locs(index.body);
  if (index.body.includes('<sitemapindex')) {
    const all = [];
    for (const child of urls) all.push(...locs((await get(port, host, new URL(child).pathname)).body));
    urls = all;
  }
  const paths = urls.map((url) => {
    const u = new URL(url);
    return u.pathname + u.search;
  });
  const segments = (p) => p.split('?')[0].split('/').filter(Boolean);
  const tripSet = new Set();
  // A trip is a path whose itinerary (one more segment) and departures are listed too.
  const children = new Map();
  for (const p of paths) {
    const s = segments(p);
    if (s.length === 3 && !p.includes('?')) {
      const parent = `/${s[0]}/${s[1]}`;
      children.set(parent, (children.get(parent) ?? 0) + 1);
    }
  }
  for (const p of paths) if (children.has(p)) tripSet.add(p);
  const trips = paths.filter((p) => tripSet.has(p));
  const itineraries = [];
  const tours = [];
  for (const p of paths) {
    const s = segments(p);
    if (s.length !== 3 || p.includes('?')) continue;
    const parent = `/${s[0]}/${s[1]}`;
    if (!tripSet.has(parent)) continue;
    // The itinerary is listed right after its trip; departures come later.
    if (paths[paths.indexOf(parent) + 1] === p) itineraries.push(p);
    else tours.push(p);
  }
  const landings = paths.filter((p) => p.includes('?textSearch='));
  const search = landings[0]?.split('?')[0] ?? null;
  const rest = paths.filter((p) => !tripSet.has(p) && !itineraries.includes(p) && !tours.includes(p) && !landings.includes(p) && p !== '/');
  const destinations = rest.find((p) => trips[0]?.startsWith(`${p}/`)) ?? rest[0];
  const coordinators = rest.filter((p) => segments(p).length === 2 && !trips[0]?.startsWith(`/${segments(p)[0]}/`));
  const others = rest.filter((p) => p !== destinations && !coordinators.includes(p));
  return { trips, itineraries, tours, landings, search, destinations, coordinators, others };
}

const opsToken = 'bench-ops-token';
// BENCH_REPLAY_WARM=0: no warm before the replay (the page cache as a deploy leaves it: empty).
const warmFirst = process.env.BENCH_REPLAY_WARM !== '0';

function post(port, host, path, headers = {}) {
  return new Promise((resolvePost, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolvePost({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(600_000, () => req.destroy(new Error(`POST ${host}${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * The page cache's warm (POST /__ops/warm, worker/routes/warm.ts), as ops run it after a deploy:
 * every market's plan to its end, one market after another.
 */
async function warmAll(port, markets) {
  const started = Date.now();
  const total = { planned: 0, rendered: 0, kept: 0, notKept: 0, failed: 0, notKeptExamples: [] };
  for (const market of markets) {
    let from = 0;
    do {
      let res = null;
      // Calls of 5 s: through wrangler's local proxy, the request after one that took ~10 s or
      // more meets a 503 "Your worker restarted mid-request" (a POST; a GET then waits forever
      // for a reload). Asked again from where it began: its pages done so far are kept copies.
      for (let attempt = 1; attempt <= 3; attempt++) {
        res = await post(port, marketHosts[market], `/__ops/warm?seconds=5&from=${from}`, { authorization: `Bearer ${opsToken}` });
        if (res.status !== 503) break;
        log(`warm ${market}: 503 (${res.body.slice(0, 80)}), asked again`);
      }
      if (res.status !== 200) throw new Error(`warm ${market}: ${res.status} ${res.body.slice(0, 200)}`);
      const report = JSON.parse(res.body);
      if (from === 0) total.planned += report.planned;
      for (const key of ['rendered', 'kept', 'notKept', 'failed']) total[key] += report[key];
      total.notKeptExamples.push(...report.notKeptExamples.slice(0, 2).map((e) => ({ market, ...e })));
      from = report.next;
    } while (from !== null);
  }
  return { ...total, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

/**
 * After the warm, the first request through wrangler's local proxy can wait for a reload that
 * never comes (see warmAll): asked with a short timeout until it answers, before the replay's
 * first view (the replay's figures do not include these).
 */
async function settle(port) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await get(port, marketHosts.it, '/__bench/d1', {}, 15_000);
      if (res.status === 200) return;
      if (attempt >= 6) throw new Error(`after the warm: /__bench/d1 answered ${res.status}`);
    } catch (error) {
      if (attempt >= 6) throw error;
      log(`after the warm: ${error.message}, asked again`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 2_000));
  }
}

let site = null;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => void (site?.stop() ?? Promise.resolve()).then(() => process.exit(code)));
}

try {
  const started = Date.now();
  site = await startSite(productionWorker({
    wranglerArgs: ['--var', 'BENCH_ROUTES:1', '--var', `OPS_TOKEN:${opsToken}`, '--var', 'GEOLOCATION_ENABLED:false', '--var', 'FLAGS_DISABLED:1'],
    seedArgs: scale > 1 ? ['--scale', String(scale)] : [],
    log: false,
  }));
  log(`scale ${scale}: site on port ${site.port} after ${Math.round((Date.now() - started) / 1000)} s`);
  // The runtime, behind wrangler's proxy (null: the dev server did not say; then through the proxy).
  for (let waited = 0; !site.runtimePort() && waited < 5_000; waited += 100) await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  const port = site.runtimePort() ?? site.port;
  const via = site.runtimePort() ? 'the runtime (wrangler proxy bypassed)' : "wrangler dev's proxy";
  log(`requests go to ${via}, port ${port}`);
  const marketWeights = [['it', 40], ['de', 15], ['fr', 12], ['es', 12], ['we', 11], ['us', 10]];
  const catalogue = {};
  for (const [market] of marketWeights) {
    catalogue[market] = await marketUrls(port, marketHosts[market]);
    const c = catalogue[market];
    log(`${market}: ${c.trips.length} trips, ${c.tours.length} departures, ${c.landings.length} landings, ${c.coordinators.length} coordinators`);
  }
  const samplers = {};
  for (const [market] of marketWeights) {
    const c = catalogue[market];
    samplers[market] = { trip: zipf(c.trips.length), tour: zipf(c.tours.length), landing: zipf(Math.max(1, c.landings.length)), coordinator: zipf(Math.max(1, c.coordinators.length)), other: zipf(Math.max(1, c.others.length)) };
  }
  const pageWeights = [['trip', 35], ['tour', 15], ['home', 15], ['results', 15], ['destinations', 8], ['itinerary', 4], ['coordinator', 4], ['other', 4]];
  const clickIds = ['gclid', 'fbclid', 'msclkid'];

  function nextView(i) {
    const market = weighted(marketWeights);
    const c = catalogue[market];
    const z = samplers[market];
    const type = weighted(pageWeights);
    let path;
    switch (type) {
      case 'trip': path = c.trips[z.trip()]; break;
      case 'tour': path = c.tours[z.tour()]; break;
      case 'itinerary': path = c.itineraries[z.trip()] ?? c.trips[0]; break;
      case 'home': path = '/'; break;
      case 'results': path = random() < 0.7 && c.landings.length ? c.landings[z.landing()] : c.search ?? '/'; break;
      case 'destinations': path = c.destinations; break;
      case 'coordinator': path = c.coordinators[z.coordinator()] ?? '/'; break;
      default: path = c.others[z.other()] ?? '/';
    }
    // The page as the page cache keys it (campaign and click-id parameters dropped).
    const page = `${market} ${path}`;
    const campaign = random() < 0.3;
    if (campaign) {
      const id = clickIds[Math.floor(random() * clickIds.length)];
      path += `${path.includes('?') ? '&' : '?'}utm_source=ads&utm_medium=cpc&utm_campaign=spring${Math.floor(random() * 5)}&${id}=${i.toString(36)}${Math.floor(random() * 1e9).toString(36)}`;
    }
    const signedIn = random() < 0.05;
    return { market, type, path, page, campaign, signedIn };
  }

  const planned = Array.from({ length: views }, (_, i) => nextView(i));
  // The floor: a static file after every tenth view, in the same stream (not a view).
  const floorPath = '/favicon.svg';
  const requests = planned.flatMap((view, i) => (i % 10 === 9 ? [view, { floor: true, market: view.market, path: floorPath }] : [view]));
  // The ceiling of any page cache keyed by URL on this replay: an anonymous view of a page no
  // earlier view asked for (`first`) cannot be a hit, however long copies are kept. In planned
  // order (views overlap, so a few second views may still be misses).
  const seenPages = new Set();
  for (const view of planned) {
    if (view.signedIn) continue;
    view.first = !seenPages.has(view.page);
    seenPages.add(view.page);
  }
  let warm = null;
  if (warmFirst) {
    warm = await warmAll(port, marketWeights.map(([market]) => market));
    log(`warm: ${warm.rendered} pages rendered (${warm.planned} planned, ${warm.kept} already kept, ${warm.notKept} not kept, ${warm.failed} failed) in ${warm.seconds} s`);
    await settle(port);
  }
  replayAgent = new http.Agent({ keepAlive: true });
  const d1Before = JSON.parse((await get(port, marketHosts.it, '/__bench/d1?statements=1')).body);
  const refreshesBefore = JSON.parse((await get(port, marketHosts.it, '/__bench/page-cache')).body).refreshes;
  const results = [];
  const floor = [];
  let next = 0;
  const replayStarted = Date.now();
  async function send(view) {
    if (view.floor) {
      const res = await get(port, marketHosts[view.market], view.path);
      if (res.status !== 200) throw new Error(`floor ${view.path}: ${res.status}`);
      floor.push({ at: res.at, ttfb: res.ttfb });
      return;
    }
    const headers = view.signedIn ? { cookie: `caravan_session=replay-${Math.floor(random() * 1e9).toString(36)}` } : {};
    const res = await get(port, marketHosts[view.market], view.path, headers);
    results.push({ ...view, status: res.status, ttfb: res.ttfb, at: res.at, ms: res.ms, cache: String(res.headers['x-render-cache'] ?? 'none'), from: String(res.headers['x-render-cache-from'] ?? ''), bytes: res.body.length });
  }
  if (rate > 0) {
    // Paced: each request (views and the floor's) arrives after an exponential gap, whether or
    // not the ones before it have been answered.
    const sent = [];
    let failure = null;
    let due = performance.now();
    for (const request of requests) {
      due += (-Math.log(1 - arrival()) * 1000) / (rate * 1.1);
      const wait = due - performance.now();
      if (wait >= 1) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
      sent.push(send(request).catch((error) => void (failure ??= error)));
    }
    await Promise.all(sent);
    if (failure) throw failure;
  } else {
    const worker = async () => {
      while (next < requests.length) await send(requests[next++]);
    };
    await Promise.all(Array.from({ length: concurrency }, () => worker()));
  }
  const seconds = (Date.now() - replayStarted) / 1000;
  if (process.env.BENCH_REPLAY_SAVE) writeFileSync(process.env.BENCH_REPLAY_SAVE, JSON.stringify({ results, floor }));
  const d1After = JSON.parse((await get(port, marketHosts.it, '/__bench/d1?statements=1')).body);
  // The statements that read the most rows over the replay (views, refreshes and renders alike),
  // by their start and their end (many start alike; the end says which list or page it reads).
  const shortSql = (sql) => {
    const flat = sql.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 100)} … ${flat.slice(-180)}` : flat;
  };
  const d1Top = Object.entries(d1After.statements)
    .map(([sql, v]) => ({ rowsRead: v.rowsRead - (d1Before.statements[sql]?.rowsRead ?? 0), queries: v.queries - (d1Before.statements[sql]?.queries ?? 0), sql: shortSql(sql) }))
    .filter((r) => r.queries > 0)
    .sort((a, b) => b.rowsRead - a.rowsRead)
    .slice(0, 8);
  const refreshesAfter = JSON.parse((await get(port, marketHosts.it, '/__bench/page-cache')).body).refreshes;
  // A stale view's refresh renders only when the page's data changed (worker/render/pageCache.ts
  // refreshCopy); otherwise it renews the copy. Both counted, over the replay.
  const refreshes = { renewed: refreshesAfter.renewed - refreshesBefore.renewed, rendered: refreshesAfter.rendered - refreshesBefore.rendered };

  const anonymous = results.filter((r) => !r.signedIn);
  const hitLike = (r) => r.cache === 'hit' || r.cache === 'stale';
  const hits = anonymous.filter(hitLike);
  const renders = results.filter((r) => r.cache === 'miss' || r.cache === 'bypass' || r.cache === 'none').length + refreshes.rendered;
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const ttfb = sorted(results.map((r) => r.ttfb));
  const hitTtfb = sorted(hits.map((r) => r.ttfb));
  const floorTtfb = sorted(floor.map((f) => f.ttfb));
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const byType = {};
  for (const r of anonymous) {
    const entry = (byType[r.type] ??= { views: 0, hits: 0, first: 0 });
    entry.views++;
    if (hitLike(r)) entry.hits++;
    if (r.first) entry.first++;
  }
  const firstViews = anonymous.filter((r) => r.first).length;
  const repeat = anonymous.filter((r) => !r.first);
  const per1000 = (n) => Math.round((n / results.length) * 1000 * 10) / 10;
  const figure = {
    bench: 'replay', scale, views: results.length, ...(rate > 0 ? { pacedAt: rate } : { concurrency }), viewsPerSecond: Math.round(results.length / seconds), via, seconds: Math.round(seconds * 10) / 10,
    // What the warm did before the first view (null: BENCH_REPLAY_WARM=0, an empty page cache).
    warm,
    anonymousViews: anonymous.length, campaignViews: results.filter((r) => r.campaign).length, signedInViews: results.length - anonymous.length,
    hitRatioAnonymous: Math.round((hits.length / Math.max(1, anonymous.length)) * 1000) / 1000,
    // The share of anonymous views that were a page's first: no URL-keyed cache can serve them.
    firstViewShare: Math.round((firstViews / Math.max(1, anonymous.length)) * 1000) / 1000,
    hitRatioCeiling: Math.round((1 - firstViews / Math.max(1, anonymous.length)) * 1000) / 1000,
    // First views that were hits: pages the warm had rendered before anyone asked.
    hitRatioOfFirstViews: Math.round((anonymous.filter((r) => r.first && hitLike(r)).length / Math.max(1, firstViews)) * 1000) / 1000,
    hitRatioOfRepeatViews: Math.round((repeat.filter(hitLike).length / Math.max(1, repeat.length)) * 1000) / 1000,
    rendersPer1000: per1000(renders),
    // Stale views' refreshes: renewed (same data, no render) and rendered, per 1,000 views.
    refreshesRenewedPer1000: per1000(refreshes.renewed),
    refreshesRenderedPer1000: per1000(refreshes.rendered),
    d1QueriesPer1000: per1000(d1After.queries - d1Before.queries),
    d1RowsReadPer1000: per1000(d1After.rowsRead - d1Before.rowsRead),
    d1Top,
    ttfbP50: percentile(ttfb, 50), ttfbP95: percentile(ttfb, 95), ttfbP99: percentile(ttfb, 99),
    hitTtfbP50: percentile(hitTtfb, 50), hitTtfbP95: percentile(hitTtfb, 95), hitTtfbP99: percentile(hitTtfb, 99),
    // The floor: a static file, in the same stream (see the top). Its p99/p50 is the machine's.
    floor: { path: floorPath, requests: floorTtfb.length, ttfbP50: percentile(floorTtfb, 50), ttfbP99: percentile(floorTtfb, 99), ratio: Math.round((percentile(floorTtfb, 99) / percentile(floorTtfb, 50)) * 100) / 100 },
    // Hits by where the copy came from: this isolate's memory (40 pages, a minute) or the edge's Cache API.
    hitsBySource: Object.fromEntries(['memory', 'edge'].map((from) => {
      const times = sorted(hits.filter((r) => r.from === from).map((r) => r.ttfb));
      return [from, { hits: times.length, ttfbP50: percentile(times, 50), ttfbP99: percentile(times, 99) }];
    })),
    statuses,
    hitRatioByType: Object.fromEntries(Object.entries(byType).map(([type, e]) => [type, Math.round((e.hits / e.views) * 1000) / 1000])),
    ceilingByType: Object.fromEntries(Object.entries(byType).map(([type, e]) => [type, Math.round((1 - e.first / e.views) * 1000) / 1000])),
  };
  emit(figure);
  const budgets = [
    { budget: 'replay: page-cache hit ratio of anonymous views ≥ 0.9', value: `${figure.hitRatioAnonymous} (${warm ? `after a warm of ${warm.rendered} pages in ${warm.seconds} s` : 'no warm'}; ${figure.firstViewShare} of views are a page's first, so ${figure.hitRatioCeiling} without a warm; first views ${figure.hitRatioOfFirstViews}, repeat views ${figure.hitRatioOfRepeatViews})`, pass: figure.hitRatioAnonymous >= 0.9 },
    { budget: 'replay: p99 TTFB of hits ≤ 3× their p50', value: `${figure.hitTtfbP99} vs ${figure.hitTtfbP50} ms (${Math.round((figure.hitTtfbP99 / figure.hitTtfbP50) * 100) / 100}×; a static file in the same run: ${figure.floor.ttfbP99} vs ${figure.floor.ttfbP50} ms, ${figure.floor.ratio}×; via ${via})`, pass: figure.hitTtfbP99 <= 3 * figure.hitTtfbP50 },
    { budget: 'replay: no 5xx', value: Object.entries(statuses).filter(([s]) => Number(s) >= 500).reduce((sum, [, n]) => sum + n, 0), pass: !Object.keys(statuses).some((s) => Number(s) >= 500) },
  ];
  for (const b of budgets) emit({ bench: 'replay', mode: 'budget', ...b });
  log(JSON.stringify(figure, null, 1));
  for (const b of budgets) log(`${b.pass ? 'PASS' : 'FAIL'} ${b.budget}: ${b.value}`);
  await site.stop();
} catch (error) {
  console.error(`[replay-bench] ${error instanceof Error ? error.stack : String(error)}`);
  await site?.stop();
  process.exit(1);
}
