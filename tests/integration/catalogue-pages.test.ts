import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { europeToday, get, langOf } from './helpers';

interface TourRow {
  id: number;
  code: string;
  slug: string;
  sales_status: string;
}

async function tourWithStatus(status: string): Promise<TourRow> {
  const row = await env.DB.prepare(
    `SELECT tours.id, tours.code, travels.slug, tours.sales_status FROM tours JOIN travels ON travels.id = tours.travel_id
     WHERE tours.sales_status = ?1 AND tours.starting_date > ${europeToday()} ORDER BY tours.starting_date LIMIT 1`,
  ).bind(status).first<TourRow>();
  if (!row) throw new Error(`seed has no upcoming ${status} tour`);
  return row;
}

describe('trip page', () => {
  it('renders the trip with departures, checkout links and SEO data in every language', async () => {
    const tour = await tourWithStatus('CONFIRMED');
    for (const [market, prefix] of [['it', '/viaggi/'], ['de', '/reiseziele/'], ['we', '/destinations/']] as const) {
      const res = await get(market, `${prefix}${tour.slug}`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(langOf(html)).toBeTruthy();
      expect(html).toContain(`https://booking.caravan.travel/booking/${tour.id}/start`);
      expect(html).toContain('"@type":"TouristTrip"');
      expect(html).toContain(`id="tour-${tour.code}"`);
    }
  });

  it('shows waiting-list departures with customer support and sold out as no longer available', async () => {
    const waiting = await tourWithStatus('WAITING_LIST');
    const html = await (await get('we', `/destinations/${waiting.slug}/${waiting.code}`)).text();
    const selected = html.slice(html.indexOf('departure departure--selected'));
    expect(selected).toContain('Ask customer support');
    expect(selected.slice(0, 3000)).not.toContain(`/booking/${waiting.id}/start`);

    const soldOut = await tourWithStatus('SOLD_OUT');
    const soldHtml = await (await get('we', `/destinations/${soldOut.slug}/${soldOut.code}`)).text();
    expect(soldHtml.slice(soldHtml.indexOf('departure departure--selected'))).toContain('This departure is no longer available');
  });

  it('tour page selects its departure; unknown tour codes and slugs are 404', async () => {
    const tour = await tourWithStatus('ALMOST_FULL');
    const res = await get('it', `/viaggi/${tour.slug}/${tour.code}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('departure departure--selected');
    // Whole once, above the list; in the list only its place, pointing up (no second booking
    // button, heart or id for the same departure).
    expect(html.split(`id="tour-${tour.code}"`).length - 1).toBe(1);
    const all = await (await get('it', `/viaggi/${tour.slug}/${tour.code}?more=departures`)).text();
    const start = all.indexOf('id="departures"');
    const list = all.slice(start, all.indexOf('</section>', start));
    expect(list).toContain('<a class="departure__details" href="#selected-title">La tua partenza: vedi sopra</a>');
    expect(list).not.toContain(`/booking/${tour.id}/start`);
    // The other dates are summaries: status and price, a link to each one's page; no booking
    // button, heart or alert of their own (those are on their pages and on the trip page).
    const others = [...list.matchAll(/<li class="departure departure--summary" id="tour-([^"]+)"/g)].map((m) => m[1]);
    expect(others.length).toBeGreaterThan(0);
    for (const code of others) expect(list).toContain(`href="/viaggi/${tour.slug}/${code}"`);
    expect(list).not.toContain('/booking/');
    expect(list).not.toContain('data-island="WishlistButton"');
    expect(list).not.toContain('data-island="NotifyMe"');
    const trip = await (await get('it', `/viaggi/${tour.slug}`)).text();
    expect(trip).not.toContain('departure--summary');
    expect(trip).toContain('data-island="WishlistButton"');
    expect((await get('it', `/viaggi/${tour.slug}/NOPE-000`)).status).toBe(404);
    expect((await get('it', '/viaggi/no-such-trip')).status).toBe(404);
    expect((await get('it', '/viaggi/%3Cscript%3E')).status).toBe(404);
  });

  it('itinerary page lists every day', async () => {
    const tour = await tourWithStatus('CONFIRMED');
    const days = await env.DB.prepare('SELECT days FROM travels WHERE slug = ?1').bind(tour.slug).first<{ days: number }>();
    const html = await (await get('fr', `/destinations/${tour.slug}/itineraire`)).text();
    expect((html.match(/class="itinerary__item"/g) ?? []).length).toBe(days!.days);
  });
});

describe('coordinator page', () => {
  it('renders a coordinator and 404s unknown ones', async () => {
    const row = await env.DB.prepare('SELECT slug FROM coordinators LIMIT 1').first<{ slug: string }>();
    const res = await get('es', `/coordinadores/${row!.slug}`);
    expect(res.status).toBe(200);
    expect((await get('es', '/coordinadores/nadie')).status).toBe(404);
  });
});

describe('custom pages', () => {
  it('home page is composed from its blocks, with the cover image preloaded', async () => {
    const html = await (await get('it', '/')).text();
    expect(html).toContain('class="cover"');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/img\/desktop\//);
    expect(html).toContain('class="travel-card"');
  });

  it('answers configured redirects (418 upstream) with the redirect', async () => {
    const res = await get('it', '/promo');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/offerte');
  });

  it('unknown slugs are the 404 page', async () => {
    const res = await get('de', '/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Diese Seite ist nicht auf der Karte!');
  });

  it('refreshes carousels from filter keys in the page query', async () => {
    const plain = await (await get('it', '/')).text();
    const filtered = await (await get('it', '/?continentId[]=999999')).text();
    expect(plain).toContain('class="travel-card"');
    expect(filtered.split('class="travel-card"').length).toBeLessThan(plain.split('class="travel-card"').length);
  });
});

describe('listings', () => {
  it('destinations list groups travels by continent, 4 each with "show more" and a link to the rest', async () => {
    const rows = await env.DB.prepare(
      'SELECT t.continent_id AS id, c.code, COUNT(*) AS n FROM travels t JOIN continents c ON c.id = t.continent_id WHERE t.is_published = 1 GROUP BY t.continent_id',
    ).all<{ id: number; code: string; n: number }>();
    const html = await (await get('we', '/destinations')).text();
    const sections = html.split('aria-labelledby="continent-').slice(1).map((chunk) => chunk.slice(0, chunk.indexOf('</section>')));
    expect(sections).toHaveLength(rows.results.length);
    // Each continent says how many trips it has in all (not how many the page loaded).
    for (const row of rows.results) {
      const section = sections.find((chunk) => chunk.startsWith(`${row.code}"`));
      expect(section, row.code).toContain(`<p class="block__subtitle">${row.n} trip${row.n === 1 ? '' : 's'}</p>`);
      if (row.n > 4) expect(section).toContain(`See all ${row.n} trips in`);
    }
    const cards = sections.map((section) => (section.match(/<article class="travel-card"[ >]/g) ?? []).length).sort();
    expect(cards).toEqual(rows.results.map((row) => Math.min(row.n, 4)).sort());
    for (const row of rows.results.filter((r) => r.n > 4)) expect(html).toContain(`/search?continentId%5B%5D=${row.id}&amp;tab=travels`);
    // "Show more" opens the continent's whole list in place (its ?more= version has them all).
    const biggest = rows.results.reduce((a, b) => (b.n > a.n ? b : a));
    const code = /aria-labelledby="continent-([a-z0-9-]+)"[\s\S]*?data-show-more="continent-\1"/.exec(html)?.[1];
    expect(code).toBeTruthy();
    const whole = await (await get('we', `/destinations?more=continent-${code}`)).text();
    const region = whole.split(`data-more-region="continent-${code}"`)[1]!.split('</section>')[0]!;
    // Its first 24 at most: the rest is in the search, paged.
    const shown = rows.results.find((row) => row.code === code)!.n;
    expect((region.match(/<article class="travel-card"[ >]/g) ?? []).length).toBe(Math.min(shown, 24));
    expect(region).not.toContain('data-show-more=');
    expect(biggest.n).toBeGreaterThan(4);
  });

  it('confirmed departures list only confirmed or almost full tours, paginated', async () => {
    const html = await (await get('we', '/confirmed-tour-departures')).text();
    const statuses = [...html.matchAll(/class="status status--([a-z-]+)"/g)].map((m) => m[1]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses.filter((s) => s !== 'discount' && s !== 'age'))).toEqual(new Set(['confirmed', 'almost-full']));
    expect((await get('we', '/confirmed-tour-departures?page=99999')).status).toBe(200);
    const second = await (await get('we', '/confirmed-tour-departures?page=2')).text();
    expect(second).toContain('<link rel="canonical" href="http://en.localhost/confirmed-tour-departures?page=2"/>');
    expect(/<title>([^<]*)<\/title>/.exec(second)?.[1]).toMatch(/ – Page 2 of \d+/);
  });

  it('deals are paged, biggest discount first: 24 a page, each page its own canonical URL, none past the last', async () => {
    const cardsOf = (html: string) => (html.match(/<article class="travel-card tour-card"[ >]/g) ?? []).length;
    const discountsOf = (html: string) => [...html.matchAll(/class="travel-card__flag">-(\d+)%/g)].map((m) => Number(m[1]));
    const first = await get('it', '/offerte');
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(cardsOf(html)).toBe(24);
    expect(html).toContain('<link rel="canonical" href="http://it.localhost/offerte"/>');
    const last = Number(/Pagina 1 di (\d+)/.exec(html)?.[1]);
    expect(last).toBeGreaterThan(1);
    expect(html).toContain('href="?page=2" rel="next"');
    const second = await (await get('it', '/offerte?page=2')).text();
    expect(cardsOf(second)).toBe(24);
    expect(second).toContain('<link rel="canonical" href="http://it.localhost/offerte?page=2"/>');
    // Each page its own title too; the first is the list's.
    expect(/<title>([^<]*)<\/title>/.exec(second)?.[1]).toMatch(new RegExp(`^Offerte – Pagina 2 di ${last}\\b`));
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).not.toContain('Pagina');
    expect(Math.min(...discountsOf(html))).toBeGreaterThanOrEqual(Math.max(...discountsOf(second)));
    const end = await (await get('it', `/offerte?page=${last}`)).text();
    expect(cardsOf(end)).toBeGreaterThan(0);
    expect(end).not.toContain('rel="next"');
    expect((await get('it', `/offerte?page=${last + 1}`)).status).toBe(404);
    for (const hostile of ['abc', '-1', '0', '1e3', '2%00']) {
      const res = await get('it', `/offerte?page=${hostile}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<link rel="canonical" href="http://it.localhost/offerte"/>');
    }
  });
});
