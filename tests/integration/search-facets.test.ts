/**
 * Facet counts agree with the results (issue 11): every option's count is the total the results
 * page would show with that option chosen, in the unit of the tab (departures on the tours tab,
 * trips on the travels tab); and "Biggest discount" lists discounted trips first, by discount.
 * Real D1 in workerd, through POST /api/travels/paginated and the results page itself.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { markets } from '../../markets/config';
import { filtersSchema } from '../../shared/filters';
import { faceted } from '../../worker/data/d1/facets';
import { tourSearchSql, travelSearchSql } from '../../worker/data/d1/search';
import { byDate } from '../../worker/data/d1/tourPlan';
import { queryContext } from '../../worker/data/embedded';
import type { AvailableFilters, Tour, TravelCard } from '../../worker/data/types';
import { get } from './helpers';

interface SearchAnswer {
  tab: 'tours' | 'travels';
  total: number;
  data: (Tour | TravelCard)[];
  availableFilters: AvailableFilters;
}

async function search(body: Record<string, unknown>): Promise<SearchAnswer> {
  const response = await SELF.fetch('http://it.localhost/api/travels/paginated', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

/** Every option of every facet with the filters that choose it alone (replacing its dimension's choice). */
function options(facets: AvailableFilters, tab: 'tours' | 'travels'): { name: string; count: number; choose: Record<string, unknown> }[] {
  const list: { name: string; count: number; choose: Record<string, unknown> }[] = [];
  for (const d of facets.durations) list.push({ name: `duration ${d.code}`, count: d.count, choose: { durations: [d.code] } });
  for (const r of facets.prices.ranges) {
    list.push({ name: `price ${r.min}–${r.max}`, count: r.count, choose: { priceFrom: r.min ?? undefined, priceTo: r.max ?? undefined } });
  }
  for (const a of facets.ageRanges) list.push({ name: `age ${a.code}`, count: a.count, choose: { ageBadge: a.code } });
  for (const s of facets.travelStyles) list.push({ name: `style ${s.code}`, count: s.count, choose: { travelStyles: [s.code] } });
  for (const t of facets.travelTypes) list.push({ name: `type ${t.code}`, count: t.count, choose: { travelTypes: [t.code] } });
  for (const c of facets.costCenters) list.push({ name: `cost centre ${c.code}`, count: c.count, choose: { costCenters: [c.code] } });
  for (const b of facets.badges) list.push({ name: `badge ${b.code}`, count: b.count, choose: { badgeId: [b.id] } });
  for (const group of facets.destinations) {
    list.push({ name: `continent ${group.continent.code}`, count: group.continent.count, choose: { continentId: [group.continent.id] } });
    // A few countries per continent keep the test quick on two cores.
    for (const item of group.items.slice(0, 2)) {
      list.push({ name: `country ${item.isoCodeAlpha3}`, count: tab === 'tours' ? item.departuresCount : item.itinerariesCount, choose: { destinationId: [item.id] } });
    }
  }
  return list;
}

describe('facet counts', () => {
  const queries: Record<string, unknown>[] = [
    { tab: 'tours' },
    { tab: 'travels' },
    { tab: 'tours', durations: ['MAX_10'], discounted: true },
    { tab: 'travels', travelStyles: ['BEACH'], ageBadge: '35-49' },
    { tab: 'travels', isNoSharingRoomAvailable: true, continentId: [1] },
    { tab: 'tours', textSearch: 'giappone', status: ['CONFIRMED', 'ALMOST_FULL', 'PLANNED'] },
  ];
  for (const query of queries) {
    it(`count what the results count: ${JSON.stringify(query)}`, async () => {
      const page = await search({ ...query, perPage: 1 });
      expect(page.tab).toBe(query.tab);
      const all = options(page.availableFilters, page.tab);
      expect(all.length).toBeGreaterThan(5);
      for (const option of all) {
        const chosen = await search({ ...query, ...option.choose, perPage: 1 });
        expect(option.count, `${option.name} on ${JSON.stringify(query)}`).toBe(chosen.total);
      }
    });
  }

  it('on the tours tab count departures: durations, prices and ages each add up to the results', async () => {
    const page = await search({ tab: 'tours', perPage: 1 });
    const { durations, prices, ageRanges } = page.availableFilters;
    const count = (code: string) => durations.find((d) => d.code === code)!.count;
    // Up to 10 days and over 10 days split the results; so do the price ranges and the age ranges.
    expect(count('MAX_10') + count('OVER_10')).toBe(page.total);
    expect(prices.ranges.reduce((sum, r) => sum + r.count, 0)).toBe(page.total);
    expect(ageRanges.reduce((sum, a) => sum + a.count, 0)).toBe(page.total);
    const travels = await search({ tab: 'travels', perPage: 1 });
    // Trips are fewer than departures: the two tabs do not show the same numbers.
    expect(travels.availableFilters.durations.find((d) => d.code === 'MAX_10')!.count).toBeLessThan(count('MAX_10'));
  });

  it('price ranges do not overlap and read as the filter reads them', async () => {
    const { ranges } = (await search({ tab: 'tours', perPage: 1 })).availableFilters.prices;
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.min).toBe(ranges[i - 1]!.max! + 1);
  });

  it('the results page shows the tab unit next to each choice', async () => {
    const counts = async (query: string) => {
      const html = await (await get('it', `/cerca?${query}`)).text();
      const label = /value="MAX_10"\/?><span>[^<]*<\/span><span class="check__count">(\d+)<\/span>/.exec(html);
      expect(label, query).not.toBeNull();
      return Number(label![1]);
    };
    const tours = await search({ tab: 'tours', durations: ['MAX_10'], perPage: 1 });
    const travels = await search({ tab: 'travels', durations: ['MAX_10'], perPage: 1 });
    expect(await counts('tab=tours')).toBe(tours.total);
    expect(await counts('tab=travels')).toBe(travels.total);
  });
});

describe('"Biggest discount" sort', () => {
  const discountOf = (item: Tour | TravelCard) =>
    'bestTour' in item ? (item.bestTour?.discounted ? item.bestTour.discountPercentage : 0) : item.discounted ? item.discountPercentage : 0;

  // Queries whose results fit on one page of 100, so the whole order is seen.
  for (const [tab, query] of [['travels', {}], ['tours', { continentId: [6] }]] as const) {
    it(`${tab}: discounted first, by discount, then the rest; the card shows the discount it is sorted by`, async () => {
      const page = await search({ ...query, tab, sort: 'discount:desc', perPage: 100 });
      expect(page.total).toBeLessThanOrEqual(100);
      const discounts = page.data.map(discountOf);
      expect(discounts.length).toBeGreaterThan(20);
      expect(discounts[0]).toBeGreaterThan(0);
      expect(discounts).toContain(0);
      for (let i = 1; i < discounts.length; i++) expect(discounts[i]!, `position ${i + 1}: ${discounts.join(' ')}`).toBeLessThanOrEqual(discounts[i - 1]!);
    });
  }

  it('travels: every discounted trip comes before every undiscounted one, across pages too', async () => {
    const discounted = await search({ tab: 'travels', discounted: true, perPage: 1 });
    const first = await search({ tab: 'travels', sort: 'discount:desc', perPage: discounted.total });
    expect(first.data.every((card) => discountOf(card) > 0)).toBe(true);
    const next = await search({ tab: 'travels', sort: 'discount:desc', perPage: discounted.total, page: 2 });
    expect(next.data.every((card) => discountOf(card) === 0)).toBe(true);
  });
});

describe('every sort order, every result on the page', () => {
  // Trips with no upcoming departure have no price: they come last in both price orders.
  const eur = (m: Record<string, number> | undefined, last = Number.POSITIVE_INFINITY) => m?.EUR ?? last;
  /** The key each order sorts by, read from what the card shows, and its direction. */
  const keys: Record<string, { tours: (t: Tour) => number | string; travels: (c: TravelCard) => number | string; dir: 1 | -1 }> = {
    'relevance:desc': { tours: (t) => t.startingDate, travels: (c) => -c.score, dir: 1 },
    'date:asc': { tours: (t) => t.startingDate, travels: (c) => c.bestTour?.startingDate ?? '9999', dir: 1 },
    'price:asc': { tours: (t) => eur(t.price), travels: (c) => eur(c.bestTour?.price), dir: 1 },
    'price:desc': { tours: (t) => eur(t.price), travels: (c) => eur(c.bestTour?.price, Number.NEGATIVE_INFINITY), dir: -1 },
    'discount:desc': {
      tours: (t) => (t.discounted ? t.discountPercentage : 0),
      travels: (c) => (c.bestTour?.discounted ? c.bestTour.discountPercentage : 0),
      dir: -1,
    },
    'duration:asc': { tours: (t) => t.travel.numberOfDays, travels: (c) => c.days, dir: 1 },
    'duration:desc': { tours: (t) => t.travel.numberOfDays, travels: (c) => c.days, dir: -1 },
  };
  // Queries whose results fit on one page of 100, so the whole order is seen.
  const queries = { tours: { continentId: [6] }, travels: {} } as const;
  for (const [sort, key] of Object.entries(keys)) {
    for (const tab of ['tours', 'travels'] as const) {
      it(`${tab}, ${sort}`, async () => {
        const page = await search({ ...queries[tab], tab, sort, perPage: 100 });
        expect(page.total).toBeLessThanOrEqual(100);
        expect(page.data.length).toBeGreaterThan(10);
        const values = page.data.map((item) => (tab === 'tours' ? key.tours(item as Tour) : key.travels(item as TravelCard)));
        // Not all equal: the order is about something on this page.
        expect(new Set(values).size).toBeGreaterThan(1);
        for (let i = 1; i < values.length; i++) {
          const [a, b] = [values[i - 1]!, values[i]!];
          const inOrder = key.dir === 1 ? a <= b : a >= b;
          expect(inOrder, `${sort} at position ${i + 1}: ${values.join(' ')}`).toBe(true);
        }
      });
    }
  }
});

describe('the results total', () => {
  // The search page's total comes from its facets' pass (issue 33: no count statement per view);
  // it must equal what the page's own count statement, run here on D1, counts.
  const queries: Record<string, unknown>[] = [
    { tab: 'tours' },
    { tab: 'tours', textSearch: 'asia' },
    { tab: 'tours', status: ['CONFIRMED', 'ALMOST_FULL'] },
    { tab: 'tours', priceFrom: 100_000, durations: ['MAX_10'] },
    { tab: 'tours', discounted: true, travelStyles: ['ADVENTURE'] },
    { tab: 'tours', isNoSharingRoomAvailable: true, ageBadge: 'ALL' },
    { tab: 'travels' },
    { tab: 'travels', textSearch: 'mare' },
    { tab: 'travels', discounted: true },
    { tab: 'travels', continentId: [1], priceTo: 150_000 },
  ];
  it.each(queries)('%o: equals a count of the matching rows in D1', async (query) => {
    const filters = filtersSchema.parse(query);
    const ctx = queryContext(env.DB, markets.it);
    const { count } = (filters.tab === 'tours' ? tourSearchSql : travelSearchSql)(ctx, filters);
    const direct = await env.DB.prepare(count.sql).bind(...count.params).first<{ n: number }>();
    const page = await search(query);
    expect(page.total).toBe(direct!.n);
    expect(page.total).toBeGreaterThan(0);
  });
});

/**
 * The ids of a query's page from the API, and those the search's own data statement (the plan
 * SQLite picks, no facets) gives when run straight on D1.
 */
async function pageAndStatement(query: Record<string, unknown>, tab: 'tours' | 'travels'): Promise<{ page: number[]; direct: number[] }> {
  const filters = filtersSchema.parse({ ...query, tab });
  const { data } = (tab === 'tours' ? tourSearchSql : travelSearchSql)(queryContext(env.DB, markets.it), filters);
  const direct = await env.DB.prepare(data.sql).bind(...data.params).all<{ id: number }>();
  const page = await search({ ...query, tab });
  return { page: page.data.map((item) => item.id), direct: direct.results.map((row) => row.id) };
}

describe('trips sorted by their departures', () => {
  // The order comes from the facets' keys (worker/data/d1/travelPage.ts); it must be the order the
  // search's own statement gives, page by page (ties broken by score, then id).
  const cases: Record<string, unknown>[] = [
    { sort: 'discount:desc', discounted: true, perPage: 12 },
    { sort: 'discount:desc', perPage: 20, page: 2 },
    { sort: 'price:asc', perPage: 20 },
    { sort: 'price:asc', perPage: 20, page: 3, priceFrom: 120_000 },
    { sort: 'price:desc', perPage: 10, textSearch: 'mare' },
    { sort: 'price:desc', perPage: 15, page: 2, durations: ['MAX_10'], currency: 'USD' },
    { sort: 'price:asc', perPage: 24, continentId: [1], ageBadge: 'ALL' },
  ];
  it.each(cases)('%o: the same trips in the same order as the search statement', async (query) => {
    const { page, direct } = await pageAndStatement(query, 'travels');
    expect(page).toEqual(direct);
    expect(page.length).toBeGreaterThan(0);
  });
});

describe('a departures search that names its trips by text', () => {
  // A broad match walks the departures in date order (worker/data/d1/tourPlan.ts); the page must
  // be the one the trips' departures plan gives.
  it.each([
    { textSearch: 'asia' },
    { textSearch: 'asia', page: 3 },
    { textSearch: 'mare', perPage: 12 },
    { textSearch: 'thailandia' },
  ])('%o: the same departures, in the same order, whichever plan', async (query) => {
    const { page, direct } = await pageAndStatement(query, 'tours');
    expect(page).toEqual(direct);
    expect(page.length).toBeGreaterThan(0);
  });

  it('takes the date walk for a broad match only, and the walk uses the date index', async () => {
    const ctx = queryContext(env.DB, markets.it);
    const plan = (query: Record<string, unknown>) => {
      const filters = filtersSchema.parse({ ...query, tab: 'tours' });
      return byDate(ctx, filters, faceted(ctx, filters));
    };
    expect(await plan({ textSearch: 'asia' })).toBe(true);
    expect(await plan({ textSearch: 'thailandia' })).toBe(false);
    expect(await plan({ continentId: [1] })).toBe(false);
    const { data } = tourSearchSql(ctx, filtersSchema.parse({ textSearch: 'asia', tab: 'tours' }), { byDate: true });
    const steps = await env.DB.prepare(`EXPLAIN QUERY PLAN ${data.sql}`).bind(...data.params).all<{ detail: string }>();
    expect(steps.results.map((s) => s.detail).join('\n')).toMatch(/(SCAN|SEARCH) t USING (COVERING )?INDEX tours_date\b/);
  });
});
