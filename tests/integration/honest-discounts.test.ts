// Honest discounts (issue 14 item 4) in every market: a reduction the price history supports
// shows the struck base price with the lowest price of the 30 days before it (EU price
// indication); a "discount" whose base price was never charged in those 30 days shows no strike
// and no badge, and the "only discounted" search agrees with what the cards show.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { marketIds, markets, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { formatPrice } from '../../shared/money';
import { discountEvidence, discountPercent, honestDiscount, type PricePoint } from '../../shared/priceHistory';
import { runAlertJob } from '../../worker/alerts/job';
import { tourSchema, type Page, type Tour } from '../../worker/data/types';
import { get } from './helpers';

interface TourRow {
  id: number;
  code: string;
  slug: string;
  base_price_eur: number;
  base_price_usd: number;
  price_eur: number;
  price_usd: number;
  discount_pct: number;
  lowest_price_30d_eur: number | null;
  lowest_price_30d_usd: number | null;
}

const upcoming = `t.starting_date > date('now', '+2 days') AND t.is_published = 1 AND t.sales_status NOT IN ('SOLD_OUT', 'WAITING_LIST')`;
const select = `SELECT t.id, t.code, tr.slug, t.base_price_eur, t.base_price_usd, t.price_eur, t.price_usd, t.discount_pct,
  t.lowest_price_30d_eur, t.lowest_price_30d_usd FROM tours t JOIN travels tr ON tr.id = t.travel_id`;

async function supportedTour(): Promise<TourRow> {
  // One whose 30-day lowest differs from the struck price, so both amounts are told apart.
  const row = await env.DB.prepare(
    `${select} WHERE ${upcoming} AND t.discount_pct > 0 AND t.lowest_price_30d_eur > t.price_eur AND t.lowest_price_30d_eur < t.base_price_eur
     ORDER BY t.starting_date LIMIT 1`,
  ).first<TourRow>();
  expect(row, 'the seed has a really reduced departure with a step in its history').not.toBeNull();
  return row!;
}

async function fakeTour(): Promise<TourRow> {
  const row = await env.DB.prepare(`${select} WHERE ${upcoming} AND t.base_price_eur > t.price_eur AND t.discount_pct = 0 ORDER BY t.starting_date LIMIT 1`).first<TourRow>();
  expect(row, 'the seed has a "discount" its history does not support').not.toBeNull();
  return row!;
}

async function history(tourId: number): Promise<PricePoint[]> {
  const { results } = await env.DB.prepare('SELECT currency, price, valid_from AS validFrom FROM price_history WHERE tour_id = ?1').bind(tourId).all<PricePoint>();
  return results;
}

function decode(html: string): string {
  return html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The markup between an opening tag containing `start` and the next `end`. */
function slice(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  return from < 0 ? '' : decode(html.slice(from, html.indexOf(end, from)));
}

const money = (market: MarketId, row: TourRow, column: 'base_price' | 'price' | 'lowest_price_30d') => {
  const currency = markets[market].currency;
  const cents = currency === 'USD' ? row[`${column}_usd`] : row[`${column}_eur`];
  return formatPrice(cents!, currency, market);
};

async function tourPage(market: MarketId, row: TourRow): Promise<string> {
  const path = buildPath(market, 'travels-travel-tour', { travel: row.slug, tour: row.code })!;
  const response = await get(market, path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('the seeded price history', () => {
  it('backs every discount D1 announces, and refuses the fake ones', async () => {
    const now = new Date().toISOString();
    const supported = await supportedTour();
    expect(discountEvidence(await history(supported.id), { currency: 'EUR', price: supported.price_eur, basePrice: supported.base_price_eur, now }).supported).toBe(true);
    const fake = await fakeTour();
    expect(discountEvidence(await history(fake.id), { currency: 'EUR', price: fake.price_eur, basePrice: fake.base_price_eur, now }).supported).toBe(false);
    const counts = await env.DB.prepare(
      `SELECT SUM(discount_pct > 0) AS honest, SUM(discount_pct = 0 AND base_price_eur > price_eur) AS fake,
              SUM(discount_pct > 0 AND (lowest_price_30d_eur IS NULL OR lowest_price_30d_eur <= price_eur)) AS unbacked FROM tours`,
    ).first<{ honest: number; fake: number; unbacked: number }>();
    expect(counts!.honest).toBeGreaterThan(20);
    expect(counts!.fake).toBeGreaterThan(3);
    expect(counts!.unbacked).toBe(0);
  });
});

describe.each(marketIds)('honest discounts in %s', (market) => {
  const copy = resources[markets[market].language];
  // The amount is kept on one line (no-break spaces).
  const lowestLine = (price: string) => copy.discount.lowest30d.replace('{{price}}', price.replace(/ /g, '\u00a0'));

  it('shows a supported reduction struck, with the lowest price of the 30 days before it', async () => {
    const row = await supportedTour();
    const html = await tourPage(market, row);
    const box = slice(html, '<aside class="booking-box"', '</aside>');
    expect(box).toContain('<del class="price__base">');
    expect(box).toContain(money(market, row, 'base_price'));
    expect(box).toContain(lowestLine(money(market, row, 'lowest_price_30d')));
    const selectedRow = slice(html, `id="tour-${row.code}"`, '</section>');
    expect(selectedRow).toContain(`-${row.discount_pct}%`);
    expect(selectedRow).toContain(lowestLine(money(market, row, 'lowest_price_30d')));
  });

  it('shows no strike and no badge for a base price that was not charged in the last 30 days', async () => {
    const row = await fakeTour();
    const html = await tourPage(market, row);
    const box = slice(html, '<aside class="booking-box"', '</aside>');
    expect(box).toContain(money(market, row, 'price'));
    expect(box).not.toContain('<del');
    expect(box).not.toContain('price__lowest');
    expect(box).not.toContain(money(market, row, 'base_price'));
    const selectedRow = slice(html, `id="tour-${row.code}"`, '</section>');
    expect(selectedRow).not.toContain('status--discount');
    expect(selectedRow).not.toContain('<del');
  });
});

describe('the contract and the search agree with the pages', () => {
  it('gives lowestPrice30d on tours, and only supported discounts to "only discounted"', async () => {
    const response = await SELF.fetch('http://it.localhost/api/tours', { method: 'POST', body: JSON.stringify({ discounted: true, perPage: 100 }) });
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page<Tour>;
    expect(page.data.length).toBeGreaterThan(0);
    for (const tour of page.data) expect(honestDiscount(tour, 'EUR'), tour.code).not.toBeNull();
    const fake = await fakeTour();
    expect(page.data.some((tour) => tour.code === fake.code)).toBe(false);
  });

  it('parses an older upstream without the field as "no evidence" (no strike)', async () => {
    const response = await SELF.fetch('http://it.localhost/api/tours', { method: 'POST', body: JSON.stringify({ discounted: true, perPage: 1 }) });
    const [tour] = ((await response.json()) as Page<Tour>).data;
    const { lowestPrice30d: _dropped, ...older } = tour!;
    const parsed = tourSchema.parse(older);
    expect(parsed.lowestPrice30d).toBeNull();
    expect(honestDiscount(parsed, 'EUR')).toBeNull();
  });
});

describe('recording price changes', () => {
  it('the alert job snapshots a new price into the history and backs the reduction it makes', async () => {
    const steady = await env.DB.prepare(
      `${select} WHERE ${upcoming} AND t.discount_pct = 0 AND t.base_price_eur = t.price_eur
         AND (SELECT COUNT(*) FROM price_history h WHERE h.tour_id = t.id AND h.currency = 'EUR') = 1
       ORDER BY t.starting_date DESC LIMIT 1`,
    ).first<TourRow>();
    expect(steady).not.toBeNull();
    const before = await history(steady!.id);
    const reduced = steady!.price_eur - 20000;
    await env.DB.prepare('UPDATE tours SET price_eur = ?2 WHERE id = ?1').bind(steady!.id, reduced).run();

    await runAlertJob(env);
    const after = await history(steady!.id);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((point) => point.currency === 'EUR').map((point) => point.price).sort()).toEqual([reduced, steady!.price_eur].sort());
    const row = await env.DB.prepare('SELECT discount_pct, discounted, lowest_price_30d_eur, lowest_price_30d_usd FROM tours WHERE id = ?1').bind(steady!.id).first<{
      discount_pct: number; discounted: number; lowest_price_30d_eur: number; lowest_price_30d_usd: number | null;
    }>();
    // The base price had been charged for months: a real reduction, announced with its 30-day lowest.
    expect(row).toMatchObject({ discount_pct: discountPercent(steady!.price_eur, reduced), discounted: 1, lowest_price_30d_eur: steady!.price_eur });
    // USD did not change: no new point, no reduction to indicate in it.
    expect(row!.lowest_price_30d_usd).toBeNull();

    // A second run finds nothing new to record.
    await runAlertJob(env);
    expect((await history(steady!.id)).length).toBe(after.length);
  });
});
