// Issue 33 item 6 in workerd: POST /__ops/warm renders a market's pages into the page cache
// before anyone asks (worker/routes/warm.ts), so a page's first visitor after a deploy or a
// purge gets a copy. It plans the sitemap's own list, leaves copies still worth serving as they
// are (no refresh), stops at its deadline and says where to go on.
//
// Without experiments (FLAGS_DISABLED): a page that reads one is kept per variation, and a warm,
// like any visitor without a device id, renders the variation it is assigned.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/app';
import { clearRenderCache, forgetIsolateCopies, pageCacheSettled } from '../../worker/render/pageCache';
import { CachePage } from '../../worker/cache/strategies';
import { buildPath } from '../../markets/routes';
import type { MarketId } from '../../markets/config';
import type { WarmReport } from '../../worker/routes/warm';
import { europeToday, hosts } from './helpers';

const token = env.OPS_TOKEN;
const app = createApp();
const vars = { ...env, FLAGS_DISABLED: '1' } as Env;

/** A request of a market's host through the worker, experiments off. */
async function get(market: MarketId, path: string, init: RequestInit = {}): Promise<Response> {
  return app.request(new Request(`http://${hosts[market]}${path}`, { redirect: 'manual', ...init }), undefined, vars);
}

function warm(market: MarketId, query: string, authorization: string | null = `Bearer ${token}`): Promise<Response> {
  return get(market, `/__ops/warm${query}`, { method: 'POST', headers: authorization ? { authorization } : {} });
}

async function warmed(market: MarketId, query: string): Promise<WarmReport> {
  const res = await warm(market, query);
  expect(res.status).toBe(200);
  return (await res.json()) as WarmReport;
}

/** A visitor's first view, on an isolate that has nothing in memory: what the page cache did. */
async function firstView(market: MarketId, path: string): Promise<string | null> {
  forgetIsolateCopies();
  const res = await get(market, path);
  await res.text();
  await pageCacheSettled();
  return res.headers.get('x-render-cache');
}

/**
 * The soonest upcoming departures (the warm's order: date, then id) as Italian tour paths:
 * starting after today in the market's time zone, as every tour list counts them.
 */
async function soonestDepartures(n: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT tr.slug AS slug, t.code AS code FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > ${europeToday()} AND t.is_published = 1 AND tr.is_published = 1 ORDER BY t.starting_date, t.id LIMIT ?1`,
  ).bind(n).all<{ slug: string; code: string }>();
  return results.map((row) => buildPath('it', 'travels-travel-tour', { travel: row.slug, tour: row.code })!);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /__ops/warm', () => {
  it('asks for the ops token and refuses a bad query with a 400 that names it', async () => {
    expect((await warm('it', '', null)).status).toBe(401);
    expect((await warm('it', '', 'Bearer not-the-token')).status).toBe(403);
    for (const query of ['?departures=-1', '?seconds=abc', '?seconds=100000', '?from=-3', '?concurrency=9']) {
      const res = await warm('it', query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('invalid query');
    }
    // A GET is not a warm.
    expect((await get('it', '/__ops/warm', { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it("renders every page of its plan, and each one's first visitor gets a copy", async () => {
    clearRenderCache();
    const report = await warmed('it', '?departures=4&seconds=300');
    expect(report.market).toBe('it');
    expect(report.next).toBeNull();
    expect(report.failed).toBe(0);
    // Every page it plans is a page that is kept: no 404, no redirect, nothing personal.
    expect(report.notKeptExamples).toEqual([]);
    expect(report.rendered + report.kept).toBe(report.planned);
    const { results: trips } = await env.DB.prepare('SELECT slug FROM travels WHERE is_published = 1 ORDER BY id').all<{ slug: string }>();
    // Fixed pages and landings, every trip and itinerary, four departures, every coordinator.
    expect(report.planned).toBeGreaterThan(2 * trips.length + 4);
    const departures = await soonestDepartures(5);
    const [coordinator] = (await env.DB.prepare('SELECT slug FROM coordinators ORDER BY id LIMIT 1').all<{ slug: string }>()).results;
    for (const path of [
      '/',
      '/viaggi',
      buildPath('it', 'travels-travel', { travel: trips.at(-1)!.slug })!,
      buildPath('it', 'travels-travel-itinerary', { travel: trips[0]!.slug })!,
      ...departures.slice(0, 4),
      buildPath('it', 'coordinators-coordinator', { coordinator: coordinator!.slug })!,
    ]) {
      expect(await firstView('it', path), path).toBe('hit');
    }
    // The fifth soonest departure was not in the plan: its first visitor renders it.
    expect(await firstView('it', departures[4]!)).toBe('miss');
  });

  it('renders nothing again while its copies are worth serving, and starts no refresh of a stale one', async () => {
    clearRenderCache();
    const first = await warmed('es', '?departures=2&seconds=300');
    expect(first.rendered).toBe(first.planned);
    const again = await warmed('es', '?departures=2&seconds=300');
    expect(again).toMatchObject({ rendered: 0, kept: first.planned, next: null });
    // Fifteen minutes on (the cron's interval): every copy is stale, none gone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CachePage.fresh + 15 * 60) * 1000);
    const later = await warmed('es', '?departures=2&seconds=300');
    expect(later).toMatchObject({ rendered: 0, kept: first.planned });
    // Still the warm's stale copy: the warm did not replace it; the visitor's view does.
    expect(await firstView('es', '/como-funciona')).toBe('stale');
    expect(await firstView('es', '/como-funciona')).toBe('hit');
  });

  it('after a purge, renders the pages the purge retired, and only those', async () => {
    clearRenderCache();
    const first = await warmed('fr', '?departures=0&seconds=300');
    const [trip] = (await env.DB.prepare('SELECT slug FROM travels WHERE is_published = 1 ORDER BY id LIMIT 1').all<{ slug: string }>()).results;
    const purge = await get('fr', `/__dev/cache/purge?tag=travel:${trip!.slug}`, { method: 'POST', headers: { origin: 'http://fr.localhost' } });
    expect(purge.status).toBe(200);
    const after = await warmed('fr', '?departures=0&seconds=300');
    // The pages carrying the trip's tag: its page, its itinerary, and the lists and landings that
    // show its card. Nothing else.
    expect(after.rendered).toBeGreaterThanOrEqual(2);
    expect(after.rendered).toBeLessThan(first.planned / 4);
    expect(after).toMatchObject({ kept: first.planned - after.rendered, next: null });
    const again = await warmed('fr', '?departures=0&seconds=300');
    expect(again).toMatchObject({ rendered: 0, kept: first.planned });
    expect(await firstView('fr', buildPath('fr', 'travels-travel', { travel: trip!.slug })!)).toBe('hit');
  });

  it('begins where it is told and says where to go on', async () => {
    clearRenderCache();
    const whole = await warmed('de', '?departures=0&seconds=300');
    const tail = await warmed('de', `?departures=0&from=${whole.planned - 3}`);
    expect(tail).toMatchObject({ planned: whole.planned, from: whole.planned - 3, kept: 3, rendered: 0, next: null });
    const beyond = await warmed('de', `?departures=0&from=${whole.planned + 10}`);
    expect(beyond).toMatchObject({ kept: 0, rendered: 0, next: null });
  });
});
