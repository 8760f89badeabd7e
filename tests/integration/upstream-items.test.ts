/**
 * One bad value never takes a list down in upstream mode (issue 34 item 3): the contract and the
 * upstream schema agree on what the producer emits (a 30-day lowest price known in EUR only has
 * null in the other currencies), and a malformed item is dropped alone, logged and counted.
 * The real worker reads its own /api as the upstream (./faultUpstream.ts).
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markets, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import worker from '../../worker/index';
import { clearMemoryCache } from '../../worker/cache/swr';
import { clearIsolateCache } from '../../worker/data/isolateCache';
import { clearRenderCache } from '../../worker/render/pageCache';
import type { SearchPage } from '../../worker/data/types';
import { FaultUpstream } from './faultUpstream';

async function visit(upstream: FaultUpstream, market: MarketId, path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`http://${markets[market].localHost}${path}`, { redirect: 'manual' });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, API_BASE_URL: upstream.base }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body };
}

function main(html: string): string {
  return /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
}

let upstream: FaultUpstream;
let warnings: string[];
let infos: string[];

beforeEach(() => {
  clearIsolateCache();
  clearMemoryCache();
  clearRenderCache();
  upstream = new FaultUpstream().install();
  warnings = [];
  infos = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void infos.push(String(line)));
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

const ecuadorTitle = 'Ecuador e Galápagos';
const searchPath = '/cerca?textSearch=ecuador&tab=travels';

describe('a price change in EUR only (upstream mode)', () => {
  it('the API emits null for the other currencies, and the search still lists the trip', async () => {
    // The trip's cheapest departure gets a lower EUR price through the development endpoint.
    const best = await env.DB.prepare(
      `SELECT t.id, t.price_eur FROM tours t JOIN travels tr ON tr.id = t.travel_id
       WHERE tr.slug = 'ecuador-galapagos' AND t.starting_date > date('now') ORDER BY t.price_eur, t.starting_date LIMIT 1`,
    ).first<{ id: number; price_eur: number }>();
    expect(best).not.toBeNull();
    const change = await SELF.fetch(`http://it.localhost/__dev/tours/${best!.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://it.localhost' },
      body: JSON.stringify({ priceEur: best!.price_eur - 10000 }),
    });
    expect(change.status).toBe(200);

    // The producer's side: what the contract carries.
    const api = await SELF.fetch('http://it.localhost/api/travels/paginated', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tab: 'travels', textSearch: 'ecuador' }),
    });
    const page = (await api.json()) as SearchPage;
    const card = page.data.find((item) => 'slug' in item && item.slug === 'ecuador-galapagos');
    const lowest = card && 'bestTour' in card ? card.bestTour?.lowestPrice30d : undefined;
    expect(lowest?.EUR).toBe(best!.price_eur);
    expect(lowest?.USD).toBeNull();

    // The consumer's side: the search page in upstream mode, in a EUR and a USD market.
    const it_ = await visit(upstream, 'it', searchPath);
    expect(it_.status).toBe(200);
    expect(main(it_.body)).toContain(ecuadorTitle);
    const us = await visit(upstream, 'us', `${buildPath('us', 'search')}?textSearch=ecuador&tab=travels`);
    expect(us.status).toBe(200);
    expect(main(us.body)).toContain('Ecuador and the Galápagos');
    expect(warnings.filter((line) => line.includes('upstream call failed'))).toEqual([]);
  });
});

describe('a malformed item in a list (upstream mode)', () => {
  /** The healthy upstream, but its list answers carry one broken item (the first). */
  function breakFirstItem(paths: RegExp) {
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await answer(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!url.host.endsWith('.upstream.test') || !paths.test(url.pathname)) return response;
      const json = (await response.json()) as { data: { title?: unknown; bestTour?: unknown }[] };
      json.data[0] = { ...json.data[0], title: 42, bestTour: { price: 'free' } };
      return Response.json(json, { status: response.status });
    });
  }

  it('the search renders the other items, logs and counts the one dropped', async () => {
    const healthy = await visit(upstream, 'it', '/cerca?tab=travels');
    expect(healthy.status).toBe(200);
    const cards = (html: string) => (main(html).match(/class="travel-card"/g) ?? []).length;
    expect(cards(healthy.body)).toBeGreaterThan(2);

    clearIsolateCache();
    clearMemoryCache();
    clearRenderCache();
    const broken = new FaultUpstream().install();
    breakFirstItem(/\/travels\/paginated$/);
    const answer = await visit(broken, 'it', '/cerca?tab=travels');
    expect(answer.status).toBe(200);
    expect(main(answer.body)).not.toContain(resources.it.errors.unavailableTitle);
    expect(cards(answer.body)).toBe(cards(healthy.body) - 1);
    const dropped = warnings.filter((line) => line.includes('upstream item dropped'));
    expect(dropped.length).toBe(1);
    expect(dropped[0]).toContain('"method":"travelsPaginated"');
    // The request's log line counts it.
    expect(infos.filter((line) => line.includes('"droppedItems":{"travelsPaginated":1}')).length).toBe(1);
  });

  it('a list whose every item is malformed is a wrong shape: 503, not an empty list', async () => {
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await answer(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!url.host.endsWith('.upstream.test') || !url.pathname.endsWith('/travels/paginated')) return response;
      const json = (await response.json()) as { data: unknown[] };
      json.data = json.data.map(() => ({ id: 'x' }));
      return Response.json(json, { status: response.status });
    });
    const result = await visit(upstream, 'it', '/cerca?tab=travels');
    expect(result.status).toBe(503);
  });
});
