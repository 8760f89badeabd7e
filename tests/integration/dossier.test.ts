// Printable trip dossier (issue 14 item 8) in every market: a localised route per departure,
// rendered at the edge with the itinerary day by day, inclusions, payment plan, coordinator and
// practical facts; noindex; linked from the tour page; an unknown trip or departure is a 404.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { marketIds, markets } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { formatDays } from '../../shared/dates';
import { travelDetailSchema } from '../../worker/data/types';
import { get, htmlLang, langOf } from './helpers';

interface TourRow {
  code: string;
  slug: string;
  starting_date: string;
  ending_date: string;
}

async function departure(): Promise<TourRow> {
  const row = await env.DB.prepare(
    `SELECT t.code, tr.slug, t.starting_date, t.ending_date FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now', '+40 days') AND t.is_published = 1 AND t.sales_status = 'CONFIRMED' AND t.coordinator_id IS NOT NULL
     ORDER BY t.starting_date LIMIT 1`,
  ).first<TourRow>();
  expect(row).not.toBeNull();
  return row!;
}

function decode(html: string): string {
  return html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const segment = { it: '/dossier-di-viaggio', us: '/trip-dossier', we: '/trip-dossier', es: '/dosier-del-viaje', fr: '/carnet-de-voyage', de: '/reisedossier' } as const;

describe.each(marketIds)('trip dossier in %s', (market) => {
  const copy = resources[markets[market].language];

  it('renders every section, localised, noindex, with a print button', async () => {
    const row = await departure();
    const path = buildPath(market, 'travels-travel-tour-dossier', { travel: row.slug, tour: row.code })!;
    expect(path.endsWith(`/${row.code}${segment[market]}`)).toBe(true);
    const response = await get(market, path);
    expect(response.status, path).toBe(200);
    const html = decode(await response.text());
    expect(langOf(html)).toBe(htmlLang[market]);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).not.toContain('rel="canonical"');
    for (const heading of [copy.dossier.facts, copy.dossier.itinerary, copy.trip.included, copy.trip.notIncluded, copy.dossier.payment, copy.dossier.practical]) {
      expect(html, heading).toContain(`>${heading}</h`);
    }
    expect(html).toContain(formatDays(row.starting_date, row.ending_date, market, { weekday: true }));
    // A working button in the HTML itself: enabled, printed by plain DOM (no island to wake).
    expect(html).toMatch(new RegExp(`<button type="button" class="button button--primary dossier__print" data-print="[^"]*">(?:(?!disabled)[\\s\\S])*?${copy.dossier.print}</button>`));
    expect(html).toContain(copy.trip.insurance);
    expect(html).toContain(copy.dossier.balanceRule);

    // Every itinerary day of the trip, in order, in the market's language.
    const api = await get(market, `/api/travels/show?slug=${row.slug}`);
    const detail = travelDetailSchema.parse(((await api.json()) as { data: unknown }).data);
    let at = 0;
    for (const day of detail.travel.itinerary) {
      const dayLabel = copy.trip.day.replace('{{day}}', String(day.day));
      const next = html.indexOf(`${dayLabel}</span> ${decode(day.title)}`, at);
      expect(next, `day ${day.day}`).toBeGreaterThan(at);
      at = next;
    }
    const coordinator = detail.tours.find((tour) => tour.code === row.code)!.coordinator!;
    expect(html).toContain(coordinator.name);
  });

  it('is linked from the tour page', async () => {
    const row = await departure();
    const tourPath = buildPath(market, 'travels-travel-tour', { travel: row.slug, tour: row.code })!;
    const html = decode(await (await get(market, tourPath)).text());
    const dossierPath = buildPath(market, 'travels-travel-tour-dossier', { travel: row.slug, tour: row.code })!;
    expect(html).toContain(`href="${dossierPath}"`);
    expect(html).toContain(copy.dossier.link);
  });

  it('answers 404 for an unknown departure or trip, not 500', async () => {
    const row = await departure();
    for (const params of [{ travel: row.slug, tour: 'NOPE-000000' }, { travel: 'no-such-trip', tour: row.code }]) {
      const path = buildPath(market, 'travels-travel-tour-dossier', params)!;
      const response = await get(market, path);
      expect(response.status, path).toBe(404);
    }
  });
});
