#!/usr/bin/env node
// Outage figures: the site in wrangler dev with API_BASE_URL at a real local fault server
// (Node http on loopback) that answers 500, hangs 10 s, sends malformed JSON or the wrong
// shape, or resets the TCP connection; healthy, it forwards to the site's own /api (D1).
// Nothing is cached at the start (the server is faulty from the first request, and failures
// are never cached). Starts its own site (npm run bench runs it too; BENCH_ONLY=outage).
// Prints one JSON line per figure:
//   - per fault: status, Retry-After and time of every page type and JSON API
//   - recovery: time from the upstream coming back to search showing results
//   - body limit: time to the 413 of a 90 MB POST (declared and chunked), bytes sent by then
// Usage: node tests/bench/outage.mjs
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { freePort, killAllSitesSync, marketHosts, startSite } from '../e2e/site.mjs';

const faults = ['500', 'hang', 'malformed', 'shape', 'reset'];
const state = { mode: '500', sitePort: 0, calls: 0 };

const faultServer = http.createServer((req, res) => {
  state.calls++;
  const [, market, ...rest] = (req.url ?? '/').split('/');
  switch (state.mode) {
    case 'ok': {
      const upstream = http.request(
        {
          host: '127.0.0.1', port: state.sitePort, path: `/api/${rest.join('/')}`, method: req.method,
          headers: { host: `${marketHosts[market] ?? marketHosts.it}:${state.sitePort}`, 'content-type': req.headers['content-type'] ?? 'application/json' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
      return;
    }
    case '500':
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    case 'hang': {
      const late = setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":null}'), 10_000);
      res.on('close', () => clearTimeout(late));
      return;
    }
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":{"header":');
      return;
    case 'shape':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":{"items":"none"},"currentPage":"first"}');
      return;
    case 'reset':
      req.socket.resetAndDestroy();
      return;
  }
});

function request(port, path, { method = 'GET', body, headers = {}, host = marketHosts.it } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Math.round(performance.now() - started) }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const line = (figure) => console.log(JSON.stringify({ bench: 'outage', ...figure }));
/** The page's own content (the boot data after it carries every translation). */
const main = (html) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/** Resident memory (MB) of the workerd processes this script started (descendants only). */
function workerdRssMb() {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
    .trim().split('\n').map((row) => row.trim().split(/\s+/)).map(([pid, ppid, rss, comm]) => ({ pid: +pid, ppid: +ppid, rss: +rss, comm }));
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) if (mine.has(row.ppid) && !mine.has(row.pid)) (mine.add(row.pid), (grew = true));
  }
  return Math.round(rows.filter((row) => mine.has(row.pid) && row.comm === 'workerd').reduce((sum, row) => sum + row.rss, 0) / 1024);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

process.on('exit', killAllSitesSync);
process.on('SIGINT', () => process.exit(130));

const faultPort = await freePort();
await new Promise((resolve) => faultServer.listen(faultPort, '127.0.0.1', resolve));
const site = await startSite({
  build: false,
  readyPath: '/robots.txt',
  wranglerArgs: ['--var', `API_BASE_URL:http://127.0.0.1:${faultPort}/{market}`],
});
state.sitePort = site.port;

try {
  // Slugs from the contract API (D1 directly: it never touches the upstream source or its caches).
  const tours = JSON.parse((await request(site.port, '/api/tours', { method: 'POST', body: '{"perPage":20}', headers: { 'content-type': 'application/json' } })).body);
  const tour = tours.data.find((t) => t.coordinator) ?? tours.data[0];
  const pages = {
    trip: `/viaggi/${tour.travel.slug}`,
    tour: `/viaggi/${tour.travel.slug}/${tour.code}`,
    itinerary: `/viaggi/${tour.travel.slug}/itinerario`,
    coordinator: `/coordinatori/${tour.coordinator.slug}`,
    home: '/',
    destinations: '/viaggi',
    faq: '/domande-frequenti',
    search: '/cerca',
    sales: '/offerte',
    sitemap: '/sitemap.xml',
    'api:search-count': '/api/search/count?tab=tours',
  };

  for (const fault of faults) {
    state.mode = fault;
    // Concurrently, like visitors: every page type at once.
    const answers = await Promise.all(Object.entries(pages).map(async ([page, path]) => [page, await request(site.port, path)]));
    for (const [page, answer] of answers) {
      line({
        figure: 'outage', fault, page, status: answer.status, retryAfter: answer.headers['retry-after'] ?? null,
        cacheControl: answer.headers['cache-control'] ?? null, ms: answer.ms,
        backSoonPage: main(answer.body).includes('Torniamo subito!'), notOnTheMap: main(answer.body).includes('non è sulla mappa'),
        noResults: main(answer.body).includes('Nessun viaggio corrisponde'),
      });
    }
  }

  // One hanging request at a time (no other load): its own time.
  state.mode = 'hang';
  for (const page of ['trip', 'search', 'home', 'trip', 'search', 'home']) {
    const answer = await request(site.port, pages[page]);
    line({ figure: 'hang-alone', page, status: answer.status, ms: answer.ms, upstreamTimeoutMs: 2500 });
  }

  // Recovery: the upstream comes back; how long until search shows results again.
  state.mode = '500';
  const before = await request(site.port, pages.search);
  state.mode = 'ok';
  const back = performance.now();
  let recovered = null;
  for (let attempt = 0; attempt < 400; attempt++) {
    const answer = await request(site.port, pages.search);
    if (answer.status === 200 && answer.body.includes('tour-card')) {
      recovered = { ms: Math.round(performance.now() - back), attempts: attempt + 1 };
      break;
    }
    await sleep(250);
  }
  line({ figure: 'recovery', page: 'search', statusDuringOutage: before.status, recoveredAfterMs: recovered?.ms ?? null, requests: recovered?.attempts ?? null });

  // Body limit: a 90 MB POST, declared (Content-Length) and chunked; time to the 413.
  for (const declared of [true, true, false]) {
    const total = 90 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 120);
    const rssBefore = workerdRssMb();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, workerdRssMb())), 100);
    const figure = await new Promise((resolve) => {
      const started = performance.now();
      let sent = 0;
      const req = http.request({
        host: '127.0.0.1', port: site.port, path: '/api/tours', method: 'POST',
        headers: { host: `${marketHosts.it}:${site.port}`, 'content-type': 'application/json', ...(declared ? { 'content-length': total } : {}) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode, ms: Math.round(performance.now() - started), bytesSentBeforeAnswer: sent });
        req.destroy();
      });
      req.on('error', () => resolve({ status: null, ms: Math.round(performance.now() - started), bytesSentBeforeAnswer: sent }));
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    await sleep(500);
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, workerdRssMb());
    line({ figure: 'body-limit', body: declared ? '90 MB with Content-Length' : '90 MB chunked', ...figure, workerdRssBeforeMb: rssBefore, workerdRssPeakMb: rssPeak });
  }
  line({ figure: 'site', workerReloadsDuringRun: site.reloads(), upstreamCalls: state.calls });
} finally {
  await site.stop();
  faultServer.close();
}
