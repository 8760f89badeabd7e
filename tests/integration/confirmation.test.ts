// Confirmation meter and flight safety (issue 14 item 3), in every market: a confirmed departure
// says flights are safe to book; a planned one says how many travellers are missing, shows a
// meter of those booked against the minimum and the date by which it is confirmed or cancelled.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { marketIds, markets, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { formatDate, todayIn } from '../../shared/dates';
import { europeToday, get } from './helpers';

interface TourRow {
  slug: string;
  code: string;
  min_seats: number;
  seats_to_confirm: number;
  balance_due_date: string;
}

const upcoming = `t.starting_date > ${europeToday()} AND t.is_published = 1`;

/** The first upcoming departure with that status and, when given, its balance date on or after (or before) a day. */
async function tourWith(status: string, balance?: { from: string } | { before: string }): Promise<TourRow> {
  const condition = !balance ? '' : 'from' in balance ? 'AND t.balance_due_date >= ?2' : 'AND t.balance_due_date < ?2';
  const row = await env.DB.prepare(
    `SELECT tr.slug, t.code, t.min_seats, t.seats_to_confirm, t.balance_due_date
     FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.sales_status = ?1 AND ${upcoming} ${condition} ORDER BY t.starting_date LIMIT 1`,
  )
    .bind(...(balance ? [status, 'from' in balance ? balance.from : balance.before] : [status]))
    .first<TourRow>();
  expect(row, `an upcoming ${status} departure in the seed`).not.toBeNull();
  return row!;
}

function decode(html: string): string {
  return html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The booking box of a tour page (the selected departure's facts). */
async function bookingBox(marketId: MarketId, tour: TourRow): Promise<string> {
  const res = await get(marketId, buildPath(marketId, 'travels-travel-tour', { travel: tour.slug, tour: tour.code })!);
  expect(res.status).toBe(200);
  const html = decode(await res.text());
  const start = html.indexOf('class="booking-box');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</aside>', start) > 0 ? html.indexOf('</aside>', start) : start + 6000);
}

describe.each(marketIds)('confirmation in %s', (marketId) => {
  const copy = resources[markets[marketId].language].confirmation;

  it('a confirmed departure says flights are safe to book, with no meter', async () => {
    const box = await bookingBox(marketId, await tourWith('CONFIRMED'));
    expect(box).toContain('confirm__badge');
    expect(box).toContain(copy.safeToBook);
    expect(box).not.toContain('<meter');
  });

  it('a planned departure shows the missing travellers, a labelled meter and the deadline in the market format', async () => {
    // The page's "today" is the market's (Rome is a day ahead of UTC after 23:00 UTC): a balance
    // date of UTC today has passed there, and the page rightly says "any day now" instead.
    const tour = await tourWith('PLANNED', { from: todayIn(markets[marketId].timeZone) });
    const box = await bookingBox(marketId, tour);
    expect(box).not.toContain(copy.safeToBook);
    const booked = tour.min_seats - Math.min(tour.min_seats, Math.max(1, tour.seats_to_confirm));
    const meter = /<meter class="confirm__meter"[^>]*>/.exec(box)?.[0] ?? '';
    expect(meter).toContain(`max="${tour.min_seats}"`);
    expect(meter).toContain(`value="${booked}"`);
    expect(meter).toContain(`aria-label="${copy.booked.replace('{{booked}}', String(booked)).replace('{{needed}}', String(tour.min_seats))}"`);
    const date = formatDate(tour.balance_due_date, marketId);
    expect(box).toContain(copy.deadline.replace('{{date}}', date));
    expect(box).not.toMatch(/\d{4}-\d{2}-\d{2}</);
  });

  it('a planned departure whose deadline has passed says the decision is due, not a past date', async () => {
    const tour = await tourWith('PLANNED', { before: todayIn(markets[marketId].timeZone) });
    const box = await bookingBox(marketId, tour);
    expect(box).toContain(copy.deadlineDue);
    expect(box).not.toContain(formatDate(tour.balance_due_date, marketId));
  });
});
