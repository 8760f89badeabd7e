/**
 * Honest outage behaviour with the upstream catalogue (API_BASE_URL) down: the real worker, with
 * only its outbound calls answered by a faulty upstream (./faultUpstream.ts).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketIds, markets, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import worker from '../../worker/index';
import { clearMemoryCache } from '../../worker/cache/swr';
import { clearIsolateCache } from '../../worker/data/isolateCache';
import { clearRenderCache } from '../../worker/render/pageCache';
import { deviceIdCookie } from '../../worker/middleware/deviceId';
import { FaultUpstream, upstreamFaults } from './faultUpstream';
import { htmlLang } from './helpers';

/** The upstream source's default timeout (worker/data/upstream.ts). */
const upstreamTimeoutMs = 2500;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
  ms: number;
}

/** One request through the worker's fetch handler, with API_BASE_URL at the given upstream. */
async function visit(upstream: FaultUpstream, market: MarketId, path: string, init: RequestInit = {}): Promise<Answer> {
  const ctx = createExecutionContext();
  const started = Date.now();
  const request = new Request(`http://${markets[market].localHost}${path}`, { redirect: 'manual', ...init });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, API_BASE_URL: upstream.base }, ctx);
  const body = await response.text();
  const ms = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body, ms };
}

/** The page's own content (the boot data carries every translation, so whole-page searches would lie). */
function main(html: string): string {
  return /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
}

/** A new isolate: nothing in memory (the Cache API, shared by a colo's isolates, is kept). */
function newIsolate() {
  clearIsolateCache();
  clearMemoryCache();
  clearRenderCache();
}

interface Catalogue {
  travel: string;
  tour: string;
  coordinator: string;
}

async function catalogue(): Promise<Catalogue> {
  const tour = await env.DB.prepare(
    `SELECT tours.code, travels.slug FROM tours JOIN travels ON travels.id = tours.travel_id
     WHERE tours.sales_status = 'CONFIRMED' AND tours.starting_date > date('now') ORDER BY tours.starting_date LIMIT 1`,
  ).first<{ code: string; slug: string }>();
  const coordinator = await env.DB.prepare('SELECT slug FROM coordinators ORDER BY id LIMIT 1').first<{ slug: string }>();
  if (!tour || !coordinator) throw new Error('the seed has no upcoming tour or no coordinator');
  return { travel: tour.slug, tour: tour.code, coordinator: coordinator.slug };
}

/** Every page type that reads the catalogue, by name, in a market. */
function pages(market: MarketId, data: Catalogue) {
  const path = (name: Parameters<typeof buildPath>[1], params: Record<string, string> = {}) => buildPath(market, name, params)!;
  return {
    trip: path('travels-travel', { travel: data.travel }),
    tour: path('travels-travel-tour', { travel: data.travel, tour: data.tour }),
    itinerary: path('travels-travel-itinerary', { travel: data.travel }),
    coordinator: path('coordinators-coordinator', { coordinator: data.coordinator }),
    home: path('index'),
    destinations: path('travels'),
    faq: path('faqs'),
    search: path('search'),
    sales: path('sales'),
    sitemap: '/sitemap.xml',
  };
}

let upstream: FaultUpstream;
let data: Catalogue;

beforeEach(async () => {
  data ??= await catalogue();
  newIsolate();
  upstream = new FaultUpstream().install();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

const it_ = resources.it;

describe.each(upstreamFaults)('upstream fault "%s", nothing cached', (fault) => {
  it('every page is a 503 "back soon" page with Retry-After, never a 404 or "no results"; one timeout at most', async () => {
    upstream.fault = fault;
    const answers = await Promise.all(Object.entries(pages('it', data)).map(async ([name, path]) => [name, await visit(upstream, 'it', path)] as const));
    for (const [name, answer] of answers) {
      const what = `${name} (${fault})`;
      expect(answer.status, what).toBe(503);
      expect(answer.headers.get('retry-after'), what).toBe('30');
      expect(answer.headers.get('cache-control'), what).toBe('no-store');
      if (name === 'sitemap') continue;
      const content = main(answer.body);
      expect(content.includes(it_.errors.unavailableTitle), what).toBe(true);
      expect(content.includes(it_.errors.unavailableDescription), what).toBe(true);
      expect(content.includes(it_.errors.notFoundTitle), what).toBe(false);
      expect(content.includes(it_.listing.empty), what).toBe(false);
      expect(content.includes(it_.resultsPaths.empty.title), what).toBe(false);
      expect(answer.body.includes('<meta name="robots" content="noindex,nofollow"/>'), what).toBe(true);
      // A hanging upstream costs one timeout, not two (the error page reuses the page's layout call).
      expect(answer.ms, what).toBeLessThan(upstreamTimeoutMs * 1.6);
    }
  });

  it('the JSON APIs answer 503 with Retry-After and a JSON error', async () => {
    upstream.fault = fault;
    const answers = await Promise.all([
      visit(upstream, 'it', '/api/search/count?tab=tours&textSearch=peru'),
      visit(upstream, 'it', '/api/__source/tours', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"sort":"price:asc"}' }),
      visit(upstream, 'it', '/api/__source/paginated', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tab":"travels"}' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(answer.body)).toEqual({ success: false, error: { code: 'catalogueUnavailable', message: expect.any(String) } });
      expect(answer.ms).toBeLessThan(upstreamTimeoutMs * 1.6);
    }
  });
});

describe('the outage page', () => {
  it('speaks the language of every market', async () => {
    upstream.fault = '500';
    for (const market of marketIds) {
      const answer = await visit(upstream, market, buildPath(market, 'travels-travel', { travel: data.travel })!);
      const copy = resources[markets[market].language].errors;
      expect(answer.status, market).toBe(503);
      expect(answer.body.includes(`<html lang="${htmlLang[market]}"`), market).toBe(true);
      expect(main(answer.body).includes(copy.unavailableTitle), market).toBe(true);
      expect(main(answer.body).includes(copy.tryAgain), market).toBe(true);
    }
  });

  it.each(['hang', '500'] as const)('upstream "%s": the error page reuses the layout call; the request waits one timeout at most', async (fault) => {
    upstream.fault = fault;
    const answer = await visit(upstream, 'it', pages('it', data).trip);
    expect(answer.status).toBe(503);
    expect(upstream.count('/layouts')).toBe(1);
    expect(upstream.count('/travels/show')).toBe(1);
    if (fault === 'hang') expect(answer.ms).toBeGreaterThanOrEqual(upstreamTimeoutMs - 100);
    expect(answer.ms).toBeLessThan(upstreamTimeoutMs * 1.6);
  });

  it('after a timeout the rest of the request stops asking: a sequence of calls costs one timeout', async () => {
    // The sitemap counts the travels first (the paginated search), then its error page reuses the layout.
    upstream.fault = 'hang';
    const answer = await visit(upstream, 'it', '/sitemap.xml');
    expect(answer.status).toBe(503);
    expect(upstream.calls).toEqual(['POST /travels/paginated']);
    expect(answer.ms).toBeLessThan(upstreamTimeoutMs * 1.6);
  });

  it('a real "not found" from a healthy upstream is still a 404', async () => {
    const answer = await visit(upstream, 'it', buildPath('it', 'travels-travel', { travel: 'no-such-trip' })!);
    expect(answer.status).toBe(404);
    expect(main(answer.body).includes(it_.errors.notFoundTitle)).toBe(true);
  });
});

describe('failures are never cached as answers', () => {
  it('recovery is visible on the very next request (search, trip page, count API)', async () => {
    const { search, trip } = pages('it', data);
    upstream.fault = '500';
    expect((await visit(upstream, 'it', search)).status).toBe(503);
    expect((await visit(upstream, 'it', trip)).status).toBe(503);
    expect((await visit(upstream, 'it', '/api/search/count?tab=tours')).status).toBe(503);

    upstream.fault = null;
    const results = await visit(upstream, 'it', search);
    expect(results.status).toBe(200);
    expect(main(results.body).includes(it_.resultsPaths.empty.title)).toBe(false);
    expect(main(results.body).includes('tour-card')).toBe(true);
    expect((await visit(upstream, 'it', trip)).status).toBe(200);
    const count = JSON.parse((await visit(upstream, 'it', '/api/search/count?tab=tours')).body) as { count: number };
    expect(count.count).toBeGreaterThan(0);
  });

  it('a page whose deferred part failed renders, but is neither render-cached nor memoised', async () => {
    // Nothing matches: the page shows zero results and asks for alternatives, which fail.
    const path = `${pages('it', data).search}?textSearch=zzqqxx-nowhere`;
    upstream.only = /^\/travels$/;
    upstream.fault = '500';
    const first = await visit(upstream, 'it', path);
    expect(first.status).toBe(200);
    expect(main(first.body).includes(it_.resultsPaths.empty.title)).toBe(true);
    const second = await visit(upstream, 'it', path);
    expect(second.headers.get('x-render-cache')).toBe('miss');
    expect(upstream.count('/travels')).toBe(2);
  });
});

describe('stale-if-error', () => {
  /** Moves the worker's clock on (the Cache API copies stay): past every fresh and stale window but search's if-error one. */
  function later(minutes: number) {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + minutes * 60_000);
  }

  it.each(['trip', 'search', 'home', 'destinations', 'coordinator'] as const)('%s: an old copy answers while the upstream fails, then recovery shows at once', async (name) => {
    const path = pages('it', data)[name];
    // One visitor throughout: a page an experiment targets (the trip's booking-all-in) is kept once
    // per variation, so another visitor may rightly be shown the other arm's copy.
    const visitor = { headers: { cookie: `${deviceIdCookie}=${crypto.randomUUID()}` } };
    const healthy = await visit(upstream, 'it', path, visitor);
    expect(healthy.status).toBe(200);

    later(20);
    newIsolate();
    upstream.fault = '500';
    const before = upstream.calls.length;
    const stale = await visit(upstream, 'it', path, visitor);
    expect(stale.status).toBe(200);
    // The upstream was asked (the copy was past its windows) and failed: the old copy answered.
    expect(upstream.calls.length).toBeGreaterThan(before);
    // The same page, but for the freshness line: an old copy claims no time of reading (issue 14 item 5).
    const freshness = /<script type="application\/json"[^>]*>[^<]*<\/script><p class="freshness" data-freshness="">[\s\S]*?<\/p>/;
    const content = (html: string) => main(html).replace(/nonce="[^"]+"/g, '').replace(freshness, '');
    expect(content(stale.body).length).toBeGreaterThan(1000);
    expect(content(stale.body) === content(healthy.body)).toBe(true);
    if (name === 'trip') {
      expect(healthy.body).toMatch(/Disponibilità e prezzi aggiornati alle \d{2}:\d{2}/);
      expect(stale.body).toContain('Disponibilità e prezzi potrebbero essere cambiati: li stiamo verificando');
    }

    // Back up: the next request asks again (the old copy was kept nowhere) and gets fresh data.
    upstream.fault = null;
    const asked = upstream.calls.length;
    const recovered = await visit(upstream, 'it', path, visitor);
    expect(recovered.status).toBe(200);
    expect(recovered.headers.get('x-render-cache')).toBe('miss');
    expect(upstream.calls.length).toBeGreaterThan(asked);
  });

  it('a copy older than its if-error window is not served: 503', async () => {
    const path = pages('it', data).search;
    expect((await visit(upstream, 'it', path)).status).toBe(200);
    later(90);
    newIsolate();
    upstream.fault = 'reset';
    expect((await visit(upstream, 'it', path)).status).toBe(503);
  });
});
