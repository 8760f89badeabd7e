import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/money';
import { get } from './helpers';

interface TourRow {
  id: number;
  code: string;
  slug: string;
  starting_date: string;
  ending_date: string;
  price_eur: number;
}

const bookableSql = `(tours.sales_status NOT IN ('SOLD_OUT', 'WAITING_LIST')
  AND (tours.seats_to_confirm > 0 OR (tours.sales_status IN ('CONFIRMED', 'ALMOST_FULL') AND tours.free_seats > 0)))`;
const tourColumns = 'tours.id, tours.code, travels.slug, tours.starting_date, tours.ending_date, tours.price_eur';
const upcoming = `tours.starting_date > date('now') AND tours.is_published = 1`;

/** The booking box of a page (the aside), or '' when there is none. */
function bookingBox(html: string): string {
  const start = html.indexOf('<aside class="booking-box"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</aside>', start));
}

/** The page's main region (the boot data carries every translation, "Book now" included). */
function main(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** The sticky booking bar of a page. */
function stickyBar(html: string): string {
  const start = html.indexOf('<section class="sticky-book"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
}

/** The first upcoming published departure with this sales status. */
async function upcomingTour(status: string): Promise<TourRow> {
  const row = await env.DB.prepare(
    `SELECT ${tourColumns} FROM tours JOIN travels ON travels.id = tours.travel_id WHERE ${upcoming} AND tours.sales_status = ?1 ORDER BY tours.starting_date LIMIT 1`,
  ).bind(status).first<TourRow>();
  if (!row) throw new Error(`seed has no upcoming ${status} tour`);
  return row;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe('booking box', () => {
  it('shows price, dates, status and checkout of one and the same departure: the next bookable one, not the first', async () => {
    // A trip whose first upcoming departure cannot be booked at checkout but a later one can.
    const trip = await env.DB.prepare(
      `SELECT travels.slug FROM travels JOIN tours ON tours.travel_id = travels.id
       WHERE ${upcoming} AND tours.starting_date = (SELECT MIN(t2.starting_date) FROM tours t2 WHERE t2.travel_id = travels.id AND t2.starting_date > date('now') AND t2.is_published = 1)
         AND NOT ${bookableSql}
         AND EXISTS (SELECT 1 FROM tours WHERE tours.travel_id = travels.id AND ${upcoming} AND ${bookableSql})
       LIMIT 1`,
    ).first<{ slug: string }>();
    expect(trip, 'the seed has a trip whose first departure is not bookable').toBeTruthy();
    const next = await env.DB.prepare(
      `SELECT ${tourColumns} FROM tours JOIN travels ON travels.id = tours.travel_id
       WHERE travels.slug = ?1 AND ${upcoming} AND ${bookableSql} ORDER BY tours.starting_date, tours.id LIMIT 1`,
    ).bind(trip!.slug).first<TourRow>();
    const first = await env.DB.prepare(
      `SELECT ${tourColumns} FROM tours JOIN travels ON travels.id = tours.travel_id
       WHERE travels.slug = ?1 AND ${upcoming} ORDER BY tours.starting_date, tours.id LIMIT 1`,
    ).bind(trip!.slug).first<TourRow>();

    const html = await (await get('it', `/viaggi/${trip!.slug}`)).text();
    const box = bookingBox(html);
    expect(box).toContain('Prossima partenza disponibile');
    expect(box).toContain(`${ddmmyyyy(next!.starting_date)} – ${ddmmyyyy(next!.ending_date)}`);
    expect(box).not.toContain(ddmmyyyy(first!.starting_date));
    expect(box).toContain(formatPrice(next!.price_eur, 'EUR', 'it'));
    expect(box).toContain(`/booking/${next!.id}/start`);
    expect(box).not.toContain(`/booking/${first!.id}/start`);
    // The sticky bar of small screens shows the very same departure.
    const bar = stickyBar(html);
    expect(bar).toContain(`/booking/${next!.id}/start`);
    expect(bar).toContain('Prenota ora');
  });

  it('never offers "Book now" for a sold-out departure: other dates instead', async () => {
    const soldOut = await upcomingTour('SOLD_OUT');
    const html = await (await get('we', `/destinations/${soldOut.slug}/${soldOut.code}`)).text();
    for (const part of [bookingBox(html), stickyBar(html)]) {
      expect(part).not.toContain('Book now');
      expect(part).not.toContain('/booking/');
      expect(part).toContain('See other dates');
    }
    expect(bookingBox(html)).toContain('This departure is no longer available');
  });

  it('sends on-request departures to customer support, never to checkout', async () => {
    const waiting = await upcomingTour('WAITING_LIST');
    const html = await (await get('we', `/destinations/${waiting.slug}/${waiting.code}`)).text();
    for (const part of [bookingBox(html), stickyBar(html)]) {
      expect(part).not.toContain('Book now');
      expect(part).not.toContain(`/booking/${waiting.id}/start`);
      expect(part).toContain('Ask customer support');
    }
  });

  it('after the deposit cut-off shows full payment and no balance date that has passed', async () => {
    const late = await env.DB.prepare(
      `SELECT ${tourColumns}, tours.balance_due_date, tours.deposit_cutoff_date FROM tours JOIN travels ON travels.id = tours.travel_id
       WHERE ${upcoming} AND tours.deposit_cutoff_date < date('now') AND tours.sales_status != 'SOLD_OUT' LIMIT 1`,
    ).first<TourRow & { balance_due_date: string }>();
    expect(late, 'the seed has a departure past its deposit cut-off').toBeTruthy();
    const html = await (await get('we', `/destinations/${late!.slug}/${late!.code}`)).text();
    const row = html.slice(html.indexOf(`id="tour-${late!.code}"`));
    expect(bookingBox(html)).toContain('full payment at booking');
    expect(row.slice(0, 6000)).toContain('full payment at booking');
    expect(html).not.toContain(`Balance due by ${ddmmyyyy(late!.balance_due_date)}`);
  });

  it('a trip with no departures renders the notify-me prompt, no booking button', async () => {
    const empty = await env.DB.prepare(
      `SELECT travels.slug FROM travels WHERE is_published = 1
       AND NOT EXISTS (SELECT 1 FROM tours WHERE tours.travel_id = travels.id AND ${upcoming}) LIMIT 1`,
    ).first<{ slug: string }>();
    expect(empty, 'the seed has a trip without departures').toBeTruthy();
    const res = await get('we', `/destinations/${empty!.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(bookingBox(html)).toContain('There are no departure dates at the moment');
    expect(main(html)).not.toContain('Book now');
    expect(main(html)).not.toContain('class="sticky-book"');
  });
});
