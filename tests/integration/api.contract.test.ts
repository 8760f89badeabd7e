/**
 * One contract, two sources: every CatalogueSource method gives the same answer from the
 * embedded D1 source and from the upstream source pointed at this worker's own /api (through
 * SELF, real D1 in workerd).
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markets, type MarketId } from '../../markets/config';
import { toIsoDay } from '../../shared/dates';
import { CatalogueUnavailable, type CatalogueSource } from '../../worker/data/catalogue';
import { embeddedSource } from '../../worker/data/embedded';
import { departures, travelExists, travelTitles } from '../../worker/data/departures';
import { upstreamSource } from '../../worker/data/upstream';

const viaSelf = (request: Request) => SELF.fetch(request);

function sources(marketId: MarketId): [string, () => CatalogueSource][] {
  const market = markets[marketId];
  return [
    ['embedded', () => embeddedSource(env.DB, market)],
    ['upstream', () => upstreamSource(`http://${market.localHost}/api`, { market, fetcher: viaSelf, cache: null, refererUrl: '/test', anonymousId: 'anon-1' })],
  ];
}

describe.each(sources('it'))('CatalogueSource contract (%s)', (_name, make) => {
  it('tours: a first page of upcoming departures by date', async () => {
    const page = await make().tours({});
    expect(page.currentPage).toBe(1);
    expect(page.perPage).toBe(20);
    expect(page.lastPage).toBeGreaterThan(1);
    expect(page.data).toHaveLength(20);
    const dates = page.data.map((t) => t.startingDate);
    expect([...dates].sort()).toEqual(dates);
    expect(page.data.every((t) => t.salesStatus !== 'SOLD_OUT')).toBe(true);
    expect(page.data[0]).toMatchObject({ position: 1, isWishlisted: false, groupInfo: { caravanersCount: expect.any(Number) } });
  });

  it('travels: cards of a continent, cheapest first', async () => {
    const cards = await make().travels({ continentId: [2], sort: 'price:asc', perPage: 10 });
    expect(cards.length).toBeGreaterThan(3);
    expect(cards.every((card) => card.continent.code === 'europe')).toBe(true);
    const prices = cards.map((card) => card.bestTour?.price.EUR ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('travelsPaginated: the search page with available filters', async () => {
    const page = await make().travelsPaginated({ tab: 'travels', textSearch: 'giappone' });
    expect(page.tab).toBe('travels');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.availableFilters.durations.map((d) => d.code)).toEqual(['MAX_6', 'MAX_10', 'OVER_10']);
    expect(page.availableFilters.destinations[0]?.items[0]?.isoCodeAlpha3).toBe('JPN');
  });

  it('customPage: a fixed page by routing key', async () => {
    const result = await make().customPage({ routingKey: 'contacts' });
    expect(result.status).toBe('found');
    if (result.status === 'found') {
      expect(result.page.title).toBe('Contatti');
      expect(result.page.blocks.length).toBeGreaterThan(1);
    }
  });

  it('customPage: a catch-all page by slug, a missing one and a redirect', async () => {
    const source = make();
    expect((await source.customPage({ slug: 'carta-regalo' })).status).toBe('found');
    expect(await source.customPage({ slug: 'no-such-page' })).toEqual({ status: 'not-found' });
    expect(await source.customPage({ slug: 'promo' })).toEqual({ status: 'redirect', httpStatusCode: 302, redirectTo: '/offerte' });
  });

  it('layout: menus, footer, banners and settings', async () => {
    const layout = await make().layout();
    expect(layout?.header.menu.map((item) => item.type)).toEqual(['mega-menu', 'drop-down', 'drop-down', 'columns', 'link']);
    expect(layout?.settings.currencies.map((c) => c.isoCode)).toEqual(['EUR']);
    expect(layout?.beans.talkToUs).not.toBeNull();
  });

  it('topSellers: countries of the continents asked for', async () => {
    const top = await make().topSellers({ continents: ['africa'] });
    expect(top.countries.length).toBeGreaterThan(3);
    expect(top.countries.every((c) => c.continent.code === 'africa')).toBe(true);
    expect(top.departuresCount).toBe(top.countries.reduce((sum, c) => sum + c.departuresCount, 0));
  });

  it('travel: a whole trip page; null for an unknown slug', async () => {
    const source = make();
    const detail = await source.travel('japan-classic');
    expect(detail?.travel.title).toBe('Giappone classico: Tokyo, Kyoto e Osaka');
    expect(detail?.travel.itinerary).toHaveLength(12);
    expect(Object.keys(detail?.travel.faqs ?? {})).toEqual(['general', 'itinerary', 'destination']);
    expect(detail?.tours.length).toBeGreaterThan(0);
    expect(detail?.reviews.count).toBeGreaterThan(0);
    expect(Object.values(detail?.reviews.distribution ?? {}).reduce((sum, n) => sum + n, 0)).toBe(detail?.reviews.count);
    expect(await source.travel('no-such-trip')).toBeNull();
    // Below the fold, asked apart (streamed): the reviews and the related trips of the same continent.
    const extras = await source.travelExtras('japan-classic');
    expect(extras.reviews).toHaveLength(detail!.reviews.count);
    expect(extras.related.length).toBeGreaterThan(0);
    expect(extras.related.every((card) => card.continent.code === detail!.travel.continent.code && card.slug !== 'japan-classic')).toBe(true);
    expect(await source.travelExtras('no-such-trip')).toEqual({ reviews: [], related: [] });
  });

  it('coordinator and events', async () => {
    const source = make();
    const coordinator = await source.coordinator('giulia-ferri');
    expect(coordinator?.coordinator.name).toBe('Giulia Ferri');
    const events = await source.events({ when: 'next-30-days' });
    expect(events.data.length).toBeGreaterThan(0);
    expect(events.cities.length).toBeGreaterThan(3);
  });
});

describe('the two sources agree', () => {
  const [[, embedded], [, upstream]] = sources('es') as [[string, () => CatalogueSource], [string, () => CatalogueSource]];

  it.each([
    ['tours', (s: CatalogueSource) => s.tours({ discounted: true, sort: 'discount:desc', page: 2, perPage: 7 })],
    ['travels', (s: CatalogueSource) => s.travels({ durations: ['OVER_10'], sort: 'duration:desc' })],
    ['travelsPaginated', (s: CatalogueSource) => s.travelsPaginated({ tab: 'tours', continentId: [5] })],
    ['customPage', (s: CatalogueSource) => s.customPage({ routingKey: 'area-europe' })],
    ['layout', (s: CatalogueSource) => s.layout()],
    ['topSellers', (s: CatalogueSource) => s.topSellers({ countries: ['PER', 'CHL'] })],
    ['travel', (s: CatalogueSource) => s.travel('morocco-desert')],
    ['travelExtras', (s: CatalogueSource) => s.travelExtras('morocco-desert')],
    ['coordinator', (s: CatalogueSource) => s.coordinator('lucia-navarro')],
    ['events', (s: CatalogueSource) => s.events({ city: 'madrid' })],
  ])('%s', async (_method, call) => {
    expect(await call(upstream())).toEqual(await call(embedded()));
  });
});

describe('departures and titles (the wishlist and the alerts): the two sources agree', () => {
  const [[, embedded], [, upstream]] = sources('it') as [[string, () => CatalogueSource], [string, () => CatalogueSource]];

  it('departures of given travels: upcoming, every status, every page', async () => {
    const { results } = await env.DB.prepare('SELECT id FROM travels WHERE is_published = 1 ORDER BY id LIMIT 12').all<{ id: number }>();
    const travelIds = results.map((row) => row.id);
    const mine = await departures(embedded(), { travelIds });
    expect(await departures(upstream(), { travelIds })).toEqual(mine);
    // More than one page of 100: every page is read.
    expect(mine.length).toBeGreaterThan(100);
    expect(new Set(mine.map((d) => d.tourId)).size).toBe(mine.length);
    expect(mine.every((d) => travelIds.includes(d.travelId))).toBe(true);
    const statuses = new Set(mine.map((d) => d.salesStatus));
    expect(statuses.has('SOLD_OUT')).toBe(true);
    expect(statuses.has('PLANNED')).toBe(true);
    // Exactly the travels' departures after today (the market's day, like every tour list).
    const count = await env.DB.prepare(`SELECT COUNT(*) AS n FROM tours WHERE travel_id IN (${travelIds.map(() => '?').join(',')}) AND starting_date > ?`)
      .bind(...travelIds, toIsoDay(new Date(), markets.it.timeZone))
      .first<{ n: number }>();
    expect(mine.length).toBe(count!.n);
    expect(mine[0]).toEqual({
      tourId: expect.any(Number), travelId: expect.any(Number), code: expect.any(String), slug: expect.any(String), title: expect.any(String),
      salesStatus: expect.any(String), priceEur: expect.any(Number), startingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('departures by tour id (an unknown id is left out); both lists narrow each other', async () => {
    const { results } = await env.DB.prepare("SELECT id, travel_id AS travelId, price_eur AS priceEur, sales_status AS status FROM tours WHERE starting_date > date('now', '+2 days') ORDER BY id DESC LIMIT 5").all<{ id: number; travelId: number; priceEur: number; status: string }>();
    const tourIds = [...results.map((row) => row.id), 999_999_999];
    const mine = await departures(embedded(), { tourIds });
    expect(await departures(upstream(), { tourIds })).toEqual(mine);
    expect(mine.map((d) => d.tourId).sort()).toEqual(results.map((row) => row.id).sort());
    for (const row of results) expect(mine.find((d) => d.tourId === row.id)).toMatchObject({ travelId: row.travelId, priceEur: row.priceEur, salesStatus: row.status });
    const [first] = results;
    const other = results.find((row) => row.travelId !== first!.travelId);
    for (const source of [embedded(), upstream()]) {
      expect((await departures(source, { travelIds: [first!.travelId], tourIds: [first!.id] })).map((d) => d.tourId)).toEqual([first!.id]);
      if (other) expect(await departures(source, { travelIds: [first!.travelId], tourIds: [other.id] })).toEqual([]);
      expect(await departures(source, { tourIds: [] })).toEqual([]);
    }
  });

  it('travel titles in the source’s language; unknown travels do not exist', async () => {
    const { results } = await env.DB.prepare("SELECT travel_id AS id, title FROM travel_translations WHERE language = 'de' ORDER BY travel_id LIMIT 3").all<{ id: number; title: string }>();
    const ids = results.map((row) => row.id);
    const [[, deEmbedded], [, deUpstream]] = sources('de') as [[string, () => CatalogueSource], [string, () => CatalogueSource]];
    const titles = await travelTitles(deEmbedded(), [...ids, 999_999_999]);
    expect(Object.fromEntries(await travelTitles(deUpstream(), [...ids, 999_999_999]))).toEqual(Object.fromEntries(titles));
    expect(Object.fromEntries(titles)).toEqual(Object.fromEntries(results.map((row) => [row.id, row.title])));
    for (const source of [embedded(), upstream()]) {
      expect(await travelExists(source, ids[0]!)).toBe(true);
      expect(await travelExists(source, 999_999_999)).toBe(false);
    }
  });

  it('an unavailable upstream throws CatalogueUnavailable, never an empty list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = upstreamSource('https://api.caravan.test', { market: markets.it, cache: null, fetcher: () => Promise.resolve(new Response('oops', { status: 502 })) });
    await expect(departures(broken, { travelIds: [1] })).rejects.toBeInstanceOf(CatalogueUnavailable);
    await expect(travelExists(broken, 1)).rejects.toBeInstanceOf(CatalogueUnavailable);
    vi.restoreAllMocks();
  });
});

describe('upstream source: failures throw CatalogueUnavailable (never an empty answer) and log a line', () => {
  const market = markets.it;
  const emptyPage = { currentPage: 1, perPage: 20, lastPage: 1, total: 0, data: [] };

  afterEach(() => vi.restoreAllMocks());

  function failing(fetcher: (request: Request) => Promise<Response>, timeoutMs = 200) {
    return upstreamSource('https://api.caravan.test', { market, fetcher, cache: null, timeoutMs });
  }

  it.each([
    ['5xx', () => Promise.resolve(new Response('oops', { status: 503 }))],
    ['malformed JSON', () => Promise.resolve(new Response('{"currentPage":', { status: 200 }))],
    ['unexpected shape', () => Promise.resolve(Response.json({ currentPage: 'one', data: 'none' }))],
    ['network error', () => Promise.reject(new TypeError('connection refused'))],
  ])('%s', async (_case, fetcher) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = failing(fetcher);
    await expect(source.travels({})).rejects.toBeInstanceOf(CatalogueUnavailable);
    await expect(source.tours({})).rejects.toBeInstanceOf(CatalogueUnavailable);
    await expect(source.travelsPaginated({ tab: 'travels' })).rejects.toBeInstanceOf(CatalogueUnavailable);
    await expect(source.topSellers()).rejects.toBeInstanceOf(CatalogueUnavailable);
    await expect(source.events()).rejects.toBeInstanceOf(CatalogueUnavailable);
    await expect(source.customPage({ routingKey: 'index' })).rejects.toMatchObject({ status: 503, retryAfter: 30 });
    await expect(source.travel('japan-classic')).rejects.toBeInstanceOf(CatalogueUnavailable);
    await expect(source.coordinator('lucia-navarro')).rejects.toBeInstanceOf(CatalogueUnavailable);
    // The layout is never critical: a page renders without it.
    expect(await source.layout()).toBeNull();
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThanOrEqual(9);
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'upstream call failed', source: 'upstream', market: 'it' });
  });

  it('a timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = (request: Request) =>
      new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const started = Date.now();
    await expect(failing(hanging, 50).tours({})).rejects.toBeInstanceOf(CatalogueUnavailable);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ msg: 'upstream call failed', error: 'timeout', method: 'tours' });
  });

  it('sends the production headers and the filter body', async () => {
    const seen: Request[] = [];
    const source = upstreamSource('https://api.caravan.test/{market}/', {
      market,
      cache: null,
      refererUrl: '/viaggi/japan-classic',
      anonymousId: 'a-123',
      fetcher: async (request) => {
        seen.push(request.clone() as Request);
        return Response.json(emptyPage);
      },
    });
    await source.tours({ continentId: [1] });
    const request = seen[0]!;
    expect(request.url).toBe('https://api.caravan.test/it/tours');
    expect(request.method).toBe('POST');
    expect(request.headers.get('x-referer-url')).toBe('/viaggi/japan-classic');
    expect(request.headers.get('x-anonymous-id')).toBe('a-123');
    expect(await request.json()).toMatchObject({ continentId: [1], tab: 'tours', page: 1, perPage: 20 });
  });

  it('invalid filters never leave the worker', async () => {
    const fetcher = vi.fn(async () => Response.json(emptyPage));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = upstreamSource('https://api.caravan.test', { market, fetcher, cache: null });
    expect(await source.tours({ page: -3 } as never)).toEqual(emptyPage);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('upstream source: caching', () => {
  it('serves a repeated call from the Cache API', async () => {
    const market = markets.de;
    let calls = 0;
    const cache = await caches.open(`contract-${Date.now()}`);
    const make = () =>
      upstreamSource(`http://${market.localHost}/api`, {
        market,
        cache,
        fetcher: (request) => {
          calls++;
          return SELF.fetch(request);
        },
      });
    const first = await make().tours({ sort: 'price:asc' });
    const second = await make().tours({ sort: 'price:asc' });
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    await make().tours({ sort: 'price:desc' });
    expect(calls).toBe(2);
  });
});
