#!/usr/bin/env node
// Load with faults (issue 34): the production worker (production client bundles, minified
// worker, production React) in upstream mode, its API_BASE_URL at a local upstream that forwards
// to the site's own /api (D1) but fails 10 % of calls (500, or a reset connection). 50 visitors
// (one connection and one client IP each) for 60 s, each looping over a mix of pages, search,
// live availability, wishlist writes, notify-me writes and refused bodies (2 MB, declared and
// chunked). Starts its own site (npm run bench runs it too; BENCH_ONLY=soak).
// Budgets (one figure each, PASS/FAIL):
//   - 0 5xx from the worker: a 503 counts only as the honest outage answer (Retry-After), which
//     the worker gives where the upstream failed and nothing was cached. 5xx without the worker's
//     X-Request-Id (the local runtime's proxy answering) and requests with no answer are counted
//     apart, in the "runtime" figure, with examples;
//   - 0 lost writes: every acknowledged wishlist or notify-me write is in D1 afterwards (read
//     back through the account API, which reads D1 directly);
//   - p99 of cached pages (X-Render-Cache: hit) ≤ 3 × their p50;
//   - the runtime still answers at the end (a page within 5 s).
// Env: SOAK_SECONDS=60 SOAK_CONNECTIONS=50 SOAK_FAILURES=0.1 · SOAK_BUILD=0 skips the client
// build when run alone (npm run bench has built it).
// Usage: node tests/bench/soak.mjs
import http from 'node:http';
import { createRandom } from '../../scripts/seed/prng.mjs';
import { freePort, killAllSitesSync, marketHosts, productionWorker, startSite } from '../e2e/site.mjs';
import { emit, percentile } from './lib.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const failureShare = Number(process.env.SOAK_FAILURES ?? 0.1);
const guestsCount = 10;
const requestTimeoutMs = 15_000;
const host = marketHosts.it;

/** Deterministic pseudo-random numbers (the seed's mulberry32): the same mix on every run. */
const random = (seed) => createRandom(seed).next;

// ---------------------------------------------------------------------------------------------
// The upstream: the site's own /api, failing a share of calls.
const upstream = { sitePort: 0, calls: 0, failed: 0, next: random(34) };
const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const upstreamServer = http.createServer((req, res) => {
  upstream.calls++;
  if (upstream.next() < failureShare) {
    upstream.failed++;
    if (upstream.failed % 2) res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    else req.socket.resetAndDestroy();
    return;
  }
  const [, market, ...rest] = (req.url ?? '/').split('/');
  const forward = http.request(
    {
      host: '127.0.0.1', port: upstream.sitePort, path: `/api/${rest.join('/')}`, method: req.method, agent: upstreamAgent,
      headers: { host: `${marketHosts[market] ?? host}:${upstream.sitePort}`, 'content-type': req.headers['content-type'] ?? 'application/json' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.destroy());
  req.pipe(forward);
});

// ---------------------------------------------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 8 });

/** One request to the site; never throws: `status` is null when no answer came. */
function request(port, path, { method = 'GET', headers = {}, body, chunked = false, ip, ownConnection = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({
      host: '127.0.0.1', port, path, method, agent: ownConnection ? false : agent,
      headers: { host: `${host}:${port}`, ...(ip ? { 'cf-connecting-ip': ip } : {}), ...headers },
    });
    const done = (result) => resolve({ ms: performance.now() - started, ...result });
    req.setTimeout(requestTimeoutMs, () => req.destroy(new Error('timeout')));
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => done({ status: null, error: error.message }));
    });
    req.on('error', (error) => done({ status: null, error: error.message }));
    if (body === undefined) return void req.end();
    if (!chunked) return void req.end(body);
    // Chunked: the body in 64 KB pieces (no Content-Length); the worker may answer first.
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const json = (port) => ({ 'content-type': 'application/json', origin: `http://${host}:${port}`, 'sec-fetch-site': 'same-origin' });

/** A guest owner: email step, code from the dev outbox, verified → the guest cookie. */
async function newGuest(port, index, run) {
  const email = `soak-${run}-${index}@caravan.test`;
  const ip = `10.34.1.${index + 1}`;
  const asked = await request(port, '/api/account/codes', {
    method: 'POST', ip, headers: json(port), body: JSON.stringify({ email, purpose: 'wishlist', privacyAccepted: true }),
  });
  if (asked.status !== 200) throw new Error(`code for ${email}: ${asked.status} ${asked.body?.slice(0, 200)}`);
  const { challengeId } = JSON.parse(asked.body);
  let code = null;
  for (let attempt = 0; attempt < 40 && !code; attempt++) {
    const outbox = await request(port, `/__dev/outbox.json?to=${encodeURIComponent(email)}&kind=code`);
    code = /(\d{6})/.exec(JSON.parse(outbox.body).emails?.[0]?.subject ?? '')?.[1] ?? null;
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no code email for ${email}`);
  const verified = await request(port, '/api/account/codes/verify', { method: 'POST', ip, headers: json(port), body: JSON.stringify({ challengeId, code }) });
  const cookie = (verified.headers?.['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  if (verified.status !== 200 || !cookie) throw new Error(`verify for ${email}: ${verified.status}`);
  return { email, cookie };
}

process.on('exit', killAllSitesSync);
process.on('SIGINT', () => process.exit(130));

const upstreamPort = await freePort();
await new Promise((resolve) => upstreamServer.listen(upstreamPort, '127.0.0.1', resolve));
const site = await startSite(productionWorker({
  // Under npm run bench the production client bundles are already built.
  build: !process.env.BENCH_PORT && process.env.SOAK_BUILD !== '0',
  readyPath: '/robots.txt',
  wranglerArgs: ['--var', 'GEOLOCATION_ENABLED:false', '--var', `API_BASE_URL:http://127.0.0.1:${upstreamPort}/{market}`],
}));
upstream.sitePort = site.port;
const port = site.port;

const line = (figure) => emit({ bench: 'soak', connections, seconds, upstreamFailureShare: failureShare, ...figure });

try {
  // What to ask for: departures and trips from the contract API (D1; not through the upstream).
  const tours = JSON.parse((await request(port, '/api/tours', { method: 'POST', headers: json(port), body: '{"perPage":60,"sort":"date:asc"}' })).body).data;
  const trips = [...new Map(tours.map((tour) => [tour.travel.slug, tour])).values()].slice(0, 8);
  const run = Date.now().toString(36);
  const guests = [];
  for (let i = 0; i < guestsCount; i++) guests.push(await newGuest(port, i, run));

  const pages = ['/', '/viaggi', '/domande-frequenti', '/offerte', ...trips.map((t) => `/viaggi/${t.travel.slug}`), ...trips.slice(0, 4).map((t) => `/viaggi/${t.travel.slug}/${t.code}`)];
  const terms = ['islanda', 'peru', 'giappone', 'marocco', 'ecuador', 'norvegia', 'vietnam', 'kenya'];
  const refusedBody = Buffer.alloc(2 * 1024 * 1024, 'a');
  refusedBody.write('{"x":"');

  /** The mix: [weight, kind]; each pick builds one request. */
  const mix = [
    [36, 'page'], [18, 'search'], [6, 'count'], [8, 'live'], [18, 'wishlist'], [6, 'notify'], [4, 'refused'], [4, 'refused-chunked'],
  ];
  const totalWeight = mix.reduce((sum, [w]) => sum + w, 0);

  const stats = { requests: 0, byKind: {}, bad5xx: [], runtime5xx: [], honest503: 0, noAnswer: [], cachedMs: [], pageMs: [], acknowledged: [], refusedWrong: [] };
  const count = (kind, status) => {
    const entry = (stats.byKind[kind] ??= {});
    entry[status ?? 'none'] = (entry[status ?? 'none'] ?? 0) + 1;
  };

  async function visitor(index) {
    const next = random(1000 + index);
    const pick = (list) => list[Math.floor(next() * list.length)];
    const ip = `10.34.2.${index + 1}`;
    const guest = guests[index % guests.length];
    const ends = Date.now() + seconds * 1000;
    while (Date.now() < ends) {
      let roll = next() * totalWeight;
      const kind = mix.find(([weight]) => (roll -= weight) < 0)?.[1] ?? 'page';
      let answer;
      let write = null;
      switch (kind) {
        case 'page':
          answer = await request(port, pick(pages), { ip });
          break;
        case 'search':
          answer = await request(port, next() < 0.25 ? '/cerca?tab=travels' : `/cerca?textSearch=${pick(terms)}`, { ip });
          break;
        case 'count':
          answer = await request(port, `/api/search/count?tab=tours&textSearch=${pick(terms)}`, { ip });
          break;
        case 'live':
          answer = await request(port, `/api/tours/live?ids=${[pick(tours).id, pick(tours).id].join(',')}`, { ip });
          break;
        case 'wishlist': {
          const tour = pick(tours);
          write = { kind, guest, tourId: tour.id };
          answer = await request(port, `/api/wishlist/tours/${tour.id}`, { method: 'PUT', ip, headers: { ...json(port), cookie: guest.cookie }, body: '{}' });
          break;
        }
        case 'notify': {
          const tour = pick(tours);
          write = { kind, guest };
          answer = await request(port, '/api/alerts', {
            method: 'POST', ip, headers: { ...json(port), cookie: guest.cookie },
            body: JSON.stringify({ travelId: tour.travel.id, tourId: tour.id, privacyAccepted: true }),
          });
          break;
        }
        case 'refused':
        case 'refused-chunked':
          // A careless client's own connection (a refused body leaves it unusable for the client).
          answer = await request(port, '/api/travels', {
            method: 'POST', ip, headers: { 'content-type': 'application/json' }, body: refusedBody, chunked: kind === 'refused-chunked', ownConnection: true,
          });
          if (answer.status !== 413) stats.refusedWrong.push({ kind, status: answer.status, error: answer.error });
          break;
      }
      stats.requests++;
      count(kind, answer.status);
      // The worker stamps X-Request-Id on every answer: a 5xx without it is the local runtime's own.
      const fromWorker = answer.status !== null && answer.headers['x-request-id'] !== undefined;
      if (answer.status === null) stats.noAnswer.push({ kind, error: answer.error, ms: Math.round(answer.ms) });
      else if (answer.status >= 500 && !fromWorker) stats.runtime5xx.push({ kind, status: answer.status, body: answer.body.slice(0, 120) });
      else if (answer.status === 503 && answer.headers['retry-after']) stats.honest503++;
      else if (answer.status >= 500) stats.bad5xx.push({ kind, status: answer.status, body: answer.body.slice(0, 120) });
      if (kind === 'page' && answer.status === 200) {
        stats.pageMs.push(answer.ms);
        if (answer.headers['x-render-cache'] === 'hit') stats.cachedMs.push(answer.ms);
      }
      if (write && answer.status === 200) {
        const body = JSON.parse(answer.body);
        stats.acknowledged.push(write.kind === 'wishlist' ? write : { ...write, alertId: body.alert?.id });
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => visitor(i)));
  const elapsed = (performance.now() - started) / 1000;

  // Still answering?
  const end = await request(port, '/', { ip: '10.34.3.1' });
  const answering = end.status === 200 && end.ms < 5000;

  // Every acknowledged write is in D1 (the account API reads D1 directly).
  let lost = 0;
  const lostExamples = [];
  for (const guest of guests) {
    const wishlist = JSON.parse((await request(port, '/api/wishlist', { headers: { cookie: guest.cookie, accept: 'application/json' } })).body);
    const alerts = JSON.parse((await request(port, '/api/alerts', { headers: { cookie: guest.cookie, accept: 'application/json' } })).body);
    const tourIds = new Set((wishlist.tours ?? []).map((row) => row.tourId));
    const alertIds = new Set((alerts.alerts ?? []).map((row) => row.id));
    for (const write of stats.acknowledged.filter((w) => w.guest === guest)) {
      const kept = write.kind === 'wishlist' ? tourIds.has(write.tourId) : alertIds.has(write.alertId);
      if (!kept) {
        lost++;
        if (lostExamples.length < 5) lostExamples.push({ kind: write.kind, tourId: write.tourId, alertId: write.alertId });
      }
    }
  }

  const sortedCached = [...stats.cachedMs].sort((a, b) => a - b);
  const sortedPages = [...stats.pageMs].sort((a, b) => a - b);
  const cachedP50 = percentile(sortedCached, 50);
  const cachedP99 = percentile(sortedCached, 99);
  const writes = { wishlist: stats.acknowledged.filter((w) => w.kind === 'wishlist').length, notify: stats.acknowledged.filter((w) => w.kind === 'notify').length };

  line({
    figure: 'totals', requests: stats.requests, rps: Math.round((stats.requests / elapsed) * 10) / 10, elapsedSeconds: Math.round(elapsed),
    byKind: stats.byKind, honest503: stats.honest503, upstreamCalls: upstream.calls, upstreamFailed: upstream.failed,
    acknowledgedWrites: writes, refusedNot413: stats.refusedWrong.length, refusedNot413Examples: stats.refusedWrong.slice(0, 5),
    pages: { count: sortedPages.length, p50: percentile(sortedPages, 50), p99: percentile(sortedPages, 99) },
    cachedPages: { count: sortedCached.length, p50: cachedP50, p90: percentile(sortedCached, 90), p99: cachedP99, max: sortedCached.at(-1) ?? null },
    workerReloads: site.reloads(),
  });
  line({ figure: 'budget', budget: 'soak: 0 5xx from the worker (503 only as the outage answer)', value: stats.bad5xx.length, pass: stats.bad5xx.length === 0,
    bad5xxExamples: stats.bad5xx.slice(0, 5) });
  // Not the worker's: answers of the local runtime's proxy (no X-Request-Id) and requests that got no answer.
  line({ figure: 'runtime', runtime5xx: stats.runtime5xx.length, runtime5xxExamples: stats.runtime5xx.slice(0, 5),
    noAnswer: stats.noAnswer.length, noAnswerExamples: stats.noAnswer.slice(0, 5) });
  line({ figure: 'budget', budget: 'soak: 0 lost writes', value: lost, pass: lost === 0 && writes.wishlist + writes.notify > 0, acknowledgedWrites: writes, lostExamples });
  const ratio = cachedP50 ? Math.round((cachedP99 / cachedP50) * 100) / 100 : null;
  line({ figure: 'budget', budget: 'soak: p99 of cached pages <= 3 x p50', value: ratio, pass: ratio !== null && ratio <= 3, p50: cachedP50, p99: cachedP99, count: sortedCached.length });
  line({ figure: 'budget', budget: 'soak: runtime answering at the end', value: end.status, pass: answering, ms: Math.round(end.ms) });
} finally {
  await site.stop();
  upstreamServer.close();
  upstreamAgent.destroy();
  agent.destroy();
}
