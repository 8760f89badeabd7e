/**
 * Flexible dates (issue 11) against the seeded catalogue, through both sources of the contract
 * (embedded D1 and upstream over this worker's /api): "± n days" (`flex`), any weekend of a month
 * (`weekendsOf`) and a trip-length window (`durationFrom`/`durationTo`). Every answer is checked
 * against the seeded rows themselves, and hostile or impossible input gives a sensible search,
 * never a 500.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { markets } from '../../markets/config';
import { addIsoDays, toIsoDay } from '../../shared/dates';
import { fitsWeekend, flexWindow, weekendsOf } from '../../shared/flexibleDates';
import type { FiltersInput } from '../../shared/filters';
import { defaultStatuses } from '../../shared/tourStatus';
import type { CatalogueSource } from '../../worker/data/catalogue';
import { embeddedSource } from '../../worker/data/embedded';
import { upstreamSource } from '../../worker/data/upstream';
import type { Tour, TravelCard } from '../../worker/data/types';
import { get } from './helpers';

const market = markets.it;
const today = toIsoDay(new Date(), market.timeZone)!;
const viaSelf = (request: Request) => SELF.fetch(request);

interface Row {
  id: number;
  travel_id: number;
  starting_date: string;
  ending_date: string;
  days: number;
}

/** Every upcoming departure a default search may list (the default statuses, after today). */
async function upcoming(): Promise<Row[]> {
  const statuses = defaultStatuses.map((s) => `'${s}'`).join(',');
  const rows = await env.DB.prepare(
    `SELECT t.id, t.travel_id, t.starting_date, t.ending_date, t.days FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE tr.is_published = 1 AND t.sales_status IN (${statuses}) AND t.starting_date > ?1 ORDER BY t.starting_date, t.id`,
  ).bind(today).all<Row>();
  return rows.results;
}

/** All pages of a tours search, as ids. */
async function allTours(source: CatalogueSource, filters: FiltersInput): Promise<Tour[]> {
  const tours: Tour[] = [];
  for (let page = 1; page <= 20; page++) {
    const result = await source.tours({ ...(filters as object), page, perPage: 100 });
    tours.push(...result.data);
    if (page >= result.lastPage) break;
  }
  return tours;
}

const sources: [string, () => CatalogueSource][] = [
  ['embedded', () => embeddedSource(env.DB, market)],
  ['upstream', () => upstreamSource(`http://${market.localHost}/api`, { market, fetcher: viaSelf, cache: null })],
];

describe.each(sources)('flexible dates in the catalogue filters (%s)', (_name, make) => {
  it('flex widens the departure window by n days either side, and finds what exact dates miss', async () => {
    const rows = await upcoming();
    // A departure at least two weeks away, searched from two days after it.
    const target = rows.find((row) => row.starting_date >= addIsoDays(today, 14)!)!;
    const day = addIsoDays(target.starting_date, 2)!;
    const window = flexWindow(day, day, 3);
    const expected = rows.filter((row) => row.starting_date >= window.from! && row.starting_date <= window.to!).map((row) => row.id);
    const flexible = await allTours(make(), { dateFrom: day, dateTo: day, flex: 3 });
    expect(flexible.map((tour) => tour.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(flexible.map((tour) => tour.id)).toContain(target.id);
    const exact = await allTours(make(), { dateFrom: day, dateTo: day });
    expect(exact.map((tour) => tour.id)).not.toContain(target.id);
  });

  it('a flexible window across the year end', async () => {
    const rows = await upcoming();
    const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-20' ? 1 : 0);
    const window = flexWindow(`${year}-12-30`, `${year + 1}-01-02`, 7);
    expect(window).toEqual({ from: `${year}-12-23`, to: `${year + 1}-01-09` });
    const expected = rows.filter((row) => row.starting_date >= window.from! && row.starting_date <= window.to!).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    const found = await allTours(make(), { dateFrom: `${year}-12-30`, dateTo: `${year + 1}-01-02`, flex: 7 });
    expect(found.map((tour) => tour.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });

  it('any weekend of a month: departures leaving Friday to Sunday and back by Monday, nothing else', async () => {
    const rows = await upcoming();
    // The first month from next month on with weekend departures in the seed.
    const months = Array.from({ length: 12 }, (_, i) => {
      const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) + i;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
    const month = months.find((m) => rows.some((row) => fitsWeekend(row.starting_date, row.ending_date, weekendsOf(m))))!;
    expect(month).toBeDefined();
    const weekends = weekendsOf(month);
    const expected = rows.filter((row) => fitsWeekend(row.starting_date, row.ending_date, weekends)).map((row) => row.id);
    const found = await allTours(make(), { weekendsOf: month });
    expect(found.map((tour) => tour.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    for (const tour of found) expect(fitsWeekend(tour.startingDate, tour.endingDate, weekends), tour.code).toBe(true);
    // Travels tab: each card's best departure is a weekend one of that month.
    const cards: TravelCard[] = await make().travels({ weekendsOf: month, perPage: 50 });
    expect(new Set(cards.map((card) => card.id))).toEqual(new Set(rows.filter((row) => expected.includes(row.id)).map((row) => row.travel_id)));
    for (const card of cards) expect(fitsWeekend(card.bestTour!.startingDate, card.bestTour!.endingDate, weekends), card.title).toBe(true);
  });

  it('a trip-length window: 7–10 days, with flexible dates', async () => {
    const rows = await upcoming();
    const from = addIsoDays(today, 30)!;
    const to = addIsoDays(today, 90)!;
    const window = flexWindow(from, to, 2);
    const expected = rows.filter((row) => row.days >= 7 && row.days <= 10 && row.starting_date >= window.from! && row.starting_date <= window.to!);
    expect(expected.length).toBeGreaterThan(0);
    const found = await allTours(make(), { dateFrom: from, dateTo: to, flex: 2, durationFrom: 7, durationTo: 10 });
    expect(found.map((tour) => tour.id).sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
    expect(found.every((tour) => tour.travel.numberOfDays >= 7 && tour.travel.numberOfDays <= 10)).toBe(true);
  });
});

/** The count the results page and the filters modal would show for a query string. */
async function count(query: string): Promise<number> {
  const response = await get('it', `/api/search/count?${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

describe('flexible dates in the results page URL', () => {
  it('the results page keeps the flexible choices in its filter form', async () => {
    const month = `${today.slice(0, 4)}-${today.slice(5, 7)}`;
    const response = await get('it', `/cerca?dateFrom=${addIsoDays(today, 20)}&dateTo=${addIsoDays(today, 40)}&flex=3&weekendsOf=${month}&durationFrom=7&durationTo=10`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<option value="3" selected="">± 3 giorni<\/option>/);
    expect(html).toContain(`<option value="${month}" selected="">`);
    expect(html).toMatch(/name="durationFrom"[^>]*value="7"/);
    expect(html).toMatch(/name="durationTo"[^>]*value="10"/);
  });

  it('flex, weekends and lengths change the count as the catalogue says', async () => {
    const from = addIsoDays(today, 30)!;
    const exact = await count(`dateFrom=${from}&dateTo=${from}`);
    const flexible = await count(`dateFrom=${from}&dateTo=${from}&flex=7`);
    expect(flexible).toBeGreaterThan(exact);
    expect(await count('durationFrom=7&durationTo=10')).toBeLessThan(await count(''));
  });

  // Bad input: a sensible search (the bad part dropped or repaired), never a 500 or an empty page by accident.
  it.each([
    ['end before start is swapped', 'dateFrom=DAY40&dateTo=DAY20', 'dateFrom=DAY20&dateTo=DAY40'],
    ['flex=999 is exact dates', 'dateFrom=DAY20&dateTo=DAY40&flex=999', 'dateFrom=DAY20&dateTo=DAY40'],
    ['a negative or fractional flex is exact dates', 'dateFrom=DAY20&dateTo=DAY40&flex=-3', 'dateFrom=DAY20&dateTo=DAY40&flex=2.5'],
    ['weekendsOf=2027-13 is no weekend filter', 'weekendsOf=2027-13', ''],
    ['31 February drops that end', 'dateFrom=2027-02-31&dateTo=DAY40', 'dateTo=DAY40'],
    ['reversed lengths are swapped', 'durationFrom=10&durationTo=7', 'durationFrom=7&durationTo=10'],
    ['flex without dates does nothing', 'flex=3', ''],
    ['script in a month', 'weekendsOf=%3Cscript%3E', ''],
  ])('%s', async (_case, query, same) => {
    const fill = (q: string) => q.replace(/DAY(\d+)/g, (_m, n: string) => addIsoDays(today, Number(n))!);
    expect(await count(fill(query))).toBe(await count(fill(same)));
    const page = await get('it', `/cerca?${fill(query)}`);
    expect(page.status, query).toBe(200);
  });

  it.each([
    'weekendsOf=1999-12',
    'weekendsOf=2199-12&flex=7',
    'dateFrom=2027-12-30&dateTo=2028-01-02&flex=7&weekendsOf=2028-01',
    'flex=99999999999999999999&weekendsOf=9999-99&durationFrom=0&durationTo=99999',
    'flex[]=3&weekendsOf[]=2027-04&weekendsOf[]=x',
    `weekendsOf=${'2027-04'.repeat(40)}`,
    'dateFrom=0000-01-01&dateTo=9999-12-31&flex=7',
    'flex=%00&weekendsOf=%E2%80%AE2027-04',
  ])('a hostile query is a 200 page and count: %s', async (query) => {
    expect((await get('it', `/cerca?${query}`)).status).toBe(200);
    expect((await get('it', `/api/search/count?${query}`)).status).toBe(200);
    expect((await get('it', `/cerca?${query}&tab=travels`)).status).toBe(200);
  });

  it('the API contract answers 400 with the reason, not 500', async () => {
    for (const body of [{ flex: 999 }, { weekendsOf: '2027-13' }, { flex: 'x' }, { weekendsOf: 202704 }]) {
      const response = await SELF.fetch('http://it.localhost/api/tours', { method: 'POST', body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error?: { issues?: { path: string }[] } };
      expect(answer.error?.issues?.some((issue) => issue.path === Object.keys(body)[0])).toBe(true);
    }
  });
});
