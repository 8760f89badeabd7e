/**
 * Issue 35, "a change that reaches every page at once": after a departure's price (then status) changes with a
 * purge (the development endpoint, as the alert job does for a change it finds), the very next
 * request for every page that shows it answers with the new price — the tour page (visible and
 * JSON-LD), the trip page, the results and the dossier — in embedded and in upstream mode.
 * Before, the pages were purged but re-rendered from the per-isolate copies of the catalogue
 * (and, upstream, from the answers kept on the Cache API), which still held the old price.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markets } from '../../markets/config';
import { formatPrice } from '../../shared/money';
import worker from '../../worker/index';
import { clearRenderCache, pageCacheSettled } from '../../worker/render/pageCache';
import { clearMemoryCache } from '../../worker/cache/swr';
import { clearIsolateCache } from '../../worker/data/isolateCache';
import { FaultUpstream } from './faultUpstream';
import { CachePage } from '../../worker/cache/strategies';

interface Departure {
  id: number;
  code: string;
  slug: string;
  priceEur: number;
}

/** An upcoming, bookable departure of a trip with other upcoming departures. */
async function departure(offset: number): Promise<Departure> {
  const row = await env.DB.prepare(
    `SELECT t.id AS id, t.code AS code, tr.slug AS slug, t.price_eur AS priceEur FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now', '+30 days') AND t.is_published = 1 AND t.sales_status IN ('ON_SALE', 'CONFIRMED')
       AND (SELECT COUNT(*) FROM tours o WHERE o.travel_id = t.travel_id AND o.starting_date > date('now')) > 2
     ORDER BY t.id LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<Departure>();
  expect(row).not.toBeNull();
  return row!;
}

/** A price lower than every departure's, in whole euros: the trip's "from" and the first result by price. */
async function lowestPriceBelowAll(): Promise<number> {
  const row = await env.DB.prepare('SELECT MIN(price_eur) AS low FROM tours').first<{ low: number }>();
  return (Math.floor(row!.low / 100) - 17) * 100;
}

/** The page as a visitor reads it: text without tags, spaces made plain. */
function text(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ');
}

/** Every price the page's JSON-LD gives a departure (by its code), and the trip's lowest. */
function linkedData(html: string, code: string): { offered: string[]; low: string | null } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
  const offered = [...scripts.matchAll(new RegExp(`"sku":"${code}","price":"([0-9.]+)"`, 'g'))].map((m) => m[1]!);
  return { offered, low: /"lowPrice":"([0-9.]+)"/.exec(scripts)?.[1] ?? null };
}

/** The EUR price of every object with this departure code in the page's island props (JSON scripts). */
function departurePricesInIslands(html: string, code: string): number[] {
  const found: number[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      const price = object.price as Record<string, unknown> | undefined;
      if (object.code === code && price && typeof price.EUR === 'number') found.push(price.EUR);
      Object.values(object).forEach(walk);
    }
  };
  for (const [, json] of html.matchAll(/<script type="application\/json" data-props="">([\s\S]*?)<\/script>/g)) walk(JSON.parse(json!));
  return found;
}

/** Changes a departure through the development endpoint, which purges its pages (as the alert job does). */
function changeDeparture(id: number, change: { priceEur?: number; salesStatus?: string }): Promise<Response> {
  return SELF.fetch(`http://it.localhost/__dev/tours/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://it.localhost' },
    body: JSON.stringify(change),
  });
}

const modes = ['embedded', 'upstream'] as const;

let upstream: FaultUpstream | null = null;

beforeEach(() => {
  clearIsolateCache();
  clearMemoryCache();
  clearRenderCache();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  upstream = null;
});

/** One visitor (a device id of its own: the same side of every experiment) or, without one, a first visit each time. */
async function visit(mode: (typeof modes)[number], path: string, device?: string): Promise<{ status: number; body: string; cache: string | null }> {
  const ctx = createExecutionContext();
  const request = new Request(`http://${markets.it.localHost}${path}`, { redirect: 'manual', headers: device ? { cookie: `__Host-caravan_did=${device}` } : {} });
  const bindings = mode === 'upstream' ? { ...env, API_BASE_URL: upstream!.base } : env;
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], bindings, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  await pageCacheSettled();
  return { status: response.status, body, cache: response.headers.get('x-render-cache') };
}

describe.each(modes)('a purged price change reaches every page at once (%s mode)', (mode) => {
  it('tour page (visible and JSON-LD), trip page, results by price and dossier show the new price on the next request; then a new status', async () => {
    if (mode === 'upstream') upstream = new FaultUpstream().install();
    const tour = await departure(mode === 'embedded' ? 3 : 7);
    const pages = {
      tour: `/viaggi/${tour.slug}/${tour.code}`,
      trip: `/viaggi/${tour.slug}`,
      results: '/cerca?tab=tours&sort=price:asc',
      dossier: `/viaggi/${tour.slug}/${tour.code}/dossier-di-viaggio`,
    };
    // Every layer holds the page and what it was built from: a later visit is a page-cache hit.
    // (A render is not kept when one of its upstream calls was slow or failed: on a loaded
    // machine that can take another visit.)
    for (const path of Object.values(pages)) {
      expect((await visit(mode, path)).status, path).toBe(200);
    }
    const warm: (string | null)[] = [];
    for (let attempt = 0; attempt < 4 && warm.at(-1) !== 'hit'; attempt++) warm.push((await visit(mode, pages.trip)).cache);
    expect(warm).toContain('hit');

    const price = await lowestPriceBelowAll();
    expect((await changeDeparture(tour.id, { priceEur: price })).status).toBe(200);
    const shown = formatPrice(price, 'EUR', 'it');
    const offered = (price / 100).toFixed(2);

    const tourPage = await visit(mode, pages.tour);
    expect(tourPage.cache).not.toBe('hit');
    expect(text(tourPage.body)).toContain(shown);
    // The JSON-LD says what the page says (issue 35: it once said another price than the text).
    const tourData = linkedData(tourPage.body, tour.code);
    expect(tourData.offered.length).toBeGreaterThan(0);
    expect(new Set(tourData.offered)).toEqual(new Set([offered]));

    // The islands' props agree too: every departure object of this code they carry has the new price.
    const islandPrices = departurePricesInIslands(tourPage.body, tour.code);
    expect(islandPrices.length).toBeGreaterThan(0);
    expect(new Set(islandPrices)).toEqual(new Set([price]));

    const tripPage = await visit(mode, pages.trip);
    expect(text(tripPage.body)).toContain(shown);
    expect(linkedData(tripPage.body, tour.code).low).toBe(offered);

    const results = await visit(mode, pages.results);
    expect(text(results.body)).toContain(shown);

    const dossier = await visit(mode, pages.dossier);
    expect(dossier.status).toBe(200);
    expect(text(dossier.body)).toContain(shown);

    // A status change the same way: the departure sold out, on the next request.
    expect((await changeDeparture(tour.id, { salesStatus: 'SOLD_OUT' })).status).toBe(200);
    const after = await visit(mode, pages.tour);
    expect(after.body).toMatch(new RegExp(`"sku":"${tour.code}","price":"[0-9.]+","priceCurrency":"EUR","availability":"https://schema.org/SoldOut"`));
  });
});

describe('the cards of the home, destinations, continent and confirmed-departures pages (issue 35)', () => {
  /** The first card of the page's main content: a trip (`/viaggi/<slug>`) or a departure (`/viaggi/<slug>/<code>`). */
  function firstCard(html: string, departureCards: boolean): { slug: string; code: string | null } {
    const main = /<main\b[\s\S]*<\/main>/.exec(html)![0];
    const pattern = departureCards ? /href="\/viaggi\/([a-z0-9-]+)\/([A-Z0-9]+-[0-9]+)"/ : /href="\/viaggi\/([a-z0-9-]+)"/;
    const found = pattern.exec(main);
    expect(found, 'a card on the page').not.toBeNull();
    return { slug: found![1]!, code: departureCards ? found![2]! : null };
  }

  it.each([
    ['/', false],
    ['/viaggi', false],
    ['/viaggi-asia', false],
    ['/partenze-confermate', true],
  ] as const)('%s: a card shows a purged price change on the next request', async (path, departureCards) => {
    const device = crypto.randomUUID();
    const before = await visit('embedded', path, device);
    expect(before.status).toBe(200);
    expect((await visit('embedded', path, device)).cache).toBe('hit');
    const card = firstCard(before.body, departureCards);
    // The card's departure, or every upcoming one of the card's trip (whichever the card shows
    // as its "from"), below every price; the change is announced through one of them.
    const price = await lowestPriceBelowAll();
    const changed = await env.DB.prepare(
      `UPDATE tours SET price_eur = ?3 WHERE travel_id = (SELECT id FROM travels WHERE slug = ?1) AND (?2 IS NULL OR code = ?2) AND starting_date > date('now') RETURNING id`,
    )
      .bind(card.slug, card.code, price)
      .all<{ id: number }>();
    expect(changed.results.length, `upcoming departures of ${card.slug}`).toBeGreaterThan(0);
    expect((await changeDeparture(changed.results[0]!.id, { priceEur: price })).status).toBe(200);
    const after = await visit('embedded', path, device);
    expect(after.cache).not.toBe('hit');
    expect(text(after.body)).toContain(formatPrice(price, 'EUR', 'it'));
  });
});

describe.each(modes)('an unannounced change (no purge) shows within the stated window, not after the layers’ windows added up (%s mode)', (mode) => {
  // README "Caches": every layer a page reads of a departure is fresh for a minute at most
  // (CachePage, CacheContent; lists 30 s), and a copy is no fresher than what it was built
  // from, so past that minute no page is served fresh with the old price. Each layer that still
  // holds it answers once more, stale, while its refresh runs: the page, the per-isolate copy
  // and, upstream, the kept upstream answer.
  const window = CachePage.fresh;
  const layers = mode === 'upstream' ? 3 : 2;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('tour, trip and results pages show the new price after the window, within one stale answer per layer', async () => {
    if (mode === 'upstream') upstream = new FaultUpstream().install();
    const tour = await departure(mode === 'embedded' ? 9 : 11);
    const pages = [`/viaggi/${tour.slug}/${tour.code}`, `/viaggi/${tour.slug}`, '/cerca?tab=tours&sort=price:asc'];
    // One visitor throughout: pages that read an experiment are kept per variant.
    const device = crypto.randomUUID();
    for (const path of pages) expect((await visit(mode, path, device)).status, path).toBe(200);
    // Kept: the next visits are page-cache hits.
    for (const path of pages) expect((await visit(mode, path, device)).cache, path).toBe('hit');

    // The catalogue changes behind the worker's back: no purge.
    const price = await lowestPriceBelowAll();
    await env.DB.prepare('UPDATE tours SET price_eur = ?1 WHERE id = ?2').bind(price, tour.id).run();
    const shown = formatPrice(price, 'EUR', 'it');
    // Within the window the kept pages may still say the old price; past it, none is fresh.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (window + 1) * 1000 });
    for (const path of pages) {
      const seen: string[] = [];
      for (let visitNo = 0; visitNo <= layers && !seen.at(-1)?.includes(shown); visitNo++) {
        const page = await visit(mode, path, device);
        expect(page.status, path).toBe(200);
        // Only a stale answer (its refresh running) may still show the old price.
        if (!text(page.body).includes(shown)) expect(page.cache, `${path}: an old price served as ${page.cache}`).toBe('stale');
        seen.push(text(page.body));
      }
      expect(seen.at(-1), path).toContain(shown);
      // And from then on, the new price only.
      expect(text((await visit(mode, path, device)).body), path).toContain(shown);
    }
  });
});

describe('the filter counts and price bounds (issue 35: the facets are a layer of the cache engine too)', () => {
  /** The departures tab's price bounds, as the search API answers them (from the facets this isolate keeps). */
  async function priceBounds(): Promise<{ min: number | null; max: number | null }> {
    const res = await SELF.fetch('http://it.localhost/api/travels/paginated', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://it.localhost' },
      body: JSON.stringify({ tab: 'tours' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { availableFilters: { prices: { min: number | null; max: number | null } } };
    return body.availableFilters.prices;
  }

  it('a purged price change moves the results’ lowest price bound on the next request, not five minutes later', async () => {
    const tour = await departure(5);
    const low = (await env.DB.prepare('SELECT MIN(price_eur) AS low FROM tours').first<{ low: number }>())!.low;
    expect(low).toBeGreaterThan(25_000);
    const before = await priceBounds();
    // Kept: the same bounds again (from this isolate's copy).
    expect(await priceBounds()).toEqual(before);
    // 110 € against a lowest price over 250 €: the bound (rounded to whole hundreds) moves.
    const price = 11_000;
    expect((await changeDeparture(tour.id, { priceEur: price })).status).toBe(200);
    const after = await priceBounds();
    expect(before.min).not.toBeNull();
    expect(after.min).not.toBeNull();
    expect(after.min!).toBeLessThan(before.min!);
  });
});
