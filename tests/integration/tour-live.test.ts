// Live availability (issue 14 item 5): GET /api/tours/live answers status, seats and price of
// the departures asked about, from the catalogue as it is now, cacheable for 30 s; bad input is
// a 400 (never a 500), an unavailable upstream a 503, and the trip page carries the island.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxLiveIds, type FreshnessProps, type LiveAnswer } from '../../shared/freshness';
import { call } from './account.helpers';
import { FaultUpstream } from './faultUpstream';
import { get } from './helpers';

interface Row {
  id: number;
  slug: string;
  code: string;
  sales_status: string;
  free_seats: number;
  price_eur: number;
  price_usd: number;
}

async function upcomingTours(n: number): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `SELECT t.id, tr.slug, t.code, t.sales_status, t.free_seats, t.price_eur, t.price_usd FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now') AND t.is_published = 1 AND t.sales_status != 'SOLD_OUT' ORDER BY t.id LIMIT ?1`,
  )
    .bind(n)
    .all<Row>();
  return results;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/tours/live', () => {
  it('answers the departures asked about, leaves unknown ids out, and may be cached for 30 s', async () => {
    const tours = await upcomingTours(2);
    const res = await get('it', `/api/tours/live?ids=${tours.map((t) => t.id).join(',')},999999`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    const body = (await res.json()) as LiveAnswer;
    expect(Math.abs(body.checkedAt - Date.now())).toBeLessThan(60_000);
    expect(body.tours.map((t) => t.id).sort()).toEqual(tours.map((t) => t.id).sort());
    for (const row of tours) {
      const live = body.tours.find((t) => t.id === row.id)!;
      expect(live).toMatchObject({ salesStatus: row.sales_status, freeSeats: row.free_seats });
      expect(live.price).toMatchObject({ EUR: row.price_eur, USD: row.price_usd });
    }
  });

  it('reads the catalogue as it is now: a changed price and status show at once, no isolate cache in between', async () => {
    const [tour] = await upcomingTours(1);
    const first = (await (await get('it', `/api/tours/live?ids=${tour!.id}`)).json()) as LiveAnswer;
    expect(first.tours[0]!.price.EUR).toBe(tour!.price_eur);
    await env.DB.prepare(`UPDATE tours SET price_eur = price_eur - 5000, sales_status = 'ALMOST_FULL', free_seats = 2 WHERE id = ?1`).bind(tour!.id).run();
    try {
      const second = (await (await get('it', `/api/tours/live?ids=${tour!.id}`)).json()) as LiveAnswer;
      expect(second.tours[0]).toMatchObject({ salesStatus: 'ALMOST_FULL', freeSeats: 2 });
      expect(second.tours[0]!.price.EUR).toBe(tour!.price_eur - 5000);
    } finally {
      await env.DB.prepare('UPDATE tours SET price_eur = ?2, sales_status = ?3, free_seats = ?4 WHERE id = ?1')
        .bind(tour!.id, tour!.price_eur, tour!.sales_status, tour!.free_seats)
        .run();
    }
  });

  it('hostile ids are a 400 with a reason, never a 500', async () => {
    const tooMany = Array.from({ length: maxLiveIds + 1 }, (_, i) => i + 1).join(',');
    for (const query of ['', '?ids=', '?ids=abc', '?ids=1,,2', '?ids=-1', '?ids=0', '?ids=1.5', '?ids=%00', `?ids=${tooMany}`, `?ids=${'9'.repeat(700)}`, '?ids=1%3Bdrop']) {
      const res = await get('it', `/api/tours/live${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Indica da 1 a 50 id di partenza, separati da virgole.');
    }
  });

  it('an unavailable upstream is a 503 with Retry-After, not an empty answer', async () => {
    const broken = new FaultUpstream().install();
    broken.fault = '500';
    const [tour] = await upcomingTours(1);
    const res = await call(`/api/tours/live?ids=${tour!.id}`, { vars: { API_BASE_URL: broken.base } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('with a healthy upstream it answers the same as the embedded catalogue', async () => {
    const upstream = new FaultUpstream().install();
    const tours = await upcomingTours(3);
    const ids = tours.map((t) => t.id).join(',');
    const viaUpstream = (await (await call(`/api/tours/live?ids=${ids}`, { vars: { API_BASE_URL: upstream.base } })).json()) as LiveAnswer;
    const embedded = (await (await get('it', `/api/tours/live?ids=${ids}`)).json()) as LiveAnswer;
    expect(viaUpstream.tours).toEqual(embedded.tours);
  });
});

describe('trip page', () => {
  it('carries the freshness line with the shown departures, the time the data was read and the copy the browser needs', async () => {
    const [tour] = await upcomingTours(1);
    const html = await (await get('it', `/viaggi/${tour!.slug}`)).text();
    const line = /<script type="application\/json"[^>]*>([^<]+)<\/script><p class="freshness" data-freshness="">/.exec(html);
    expect(line).not.toBeNull();
    const props = JSON.parse(line![1]!) as FreshnessProps;
    // Not an island: no React comes to the page for it.
    expect(html).not.toContain('data-island="Freshness"');
    expect(props.copy.seat.confirmedTour_other).toBe('Restano {{count}} posti');
    expect(props.copy.status.CONFIRMED).toBe('Confermata');
    expect(Object.keys(props.copy.freshness).sort()).toEqual(['ago', 'changed_one', 'changed_other', 'now']);
    expect(props.tourIds).toContain(tour!.id);
    expect(props.currency).toBe('EUR');
    expect(Math.abs(props.readAt! - Date.now())).toBeLessThan(120_000);
    expect(html).toContain(`data-tour-id="${tour!.id}"`);
    expect(html).toMatch(/Disponibilità e prezzi aggiornati alle \d{2}:\d{2}/);
  });
});
