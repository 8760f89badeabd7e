/**
 * A page of trips sorted by what their departures say (cheapest, dearest, biggest discount):
 * the order comes from the facets' pass of the same query (./facets.ts: every listed trip with
 * its keys, kept five minutes per isolate), and D1 reads only the page's cards. Without it, each
 * view grouped every matching departure of the catalogue to order the trips (the home's offers
 * carousel: 3,565 rows at scale 10). Other sorts are the search's own (./search.ts).
 */
import { resolveSort, type Filters } from '../../../shared/filters';
import type { Page, TravelCard } from '../types';
import type { QueryContext } from './context';
import { faceted, type Faceted, type RankedTravel } from './facets';
import { lastPageOf, searchTravels } from './search';

type Compare = (a: RankedTravel, b: RankedTravel) => number;

/** Trips without a matching departure last, then by price; ties as the search breaks them. */
const byPrice = (direction: 1 | -1): Compare => (a, b) =>
  Number(a.price === null) - Number(b.price === null) || direction * ((a.price ?? 0) - (b.price ?? 0)) || b.score - a.score || a.id - b.id;

/** The search's orders (travelSearchSql's `order`), on the facets' keys. */
const orders: Partial<Record<ReturnType<typeof resolveSort>, Compare>> = {
  'price:asc': byPrice(1),
  'price:desc': byPrice(-1),
  'discount:desc': (a, b) => b.discount - a.discount || b.score - a.score || a.id - b.id,
};

/**
 * A page of trips. `facets`: the search page's own facets of these filters (else read here when
 * the sort needs them); their total is the page's. `count: false`: a list that shows no count.
 */
export async function travelPage(ctx: QueryContext, filters: Filters, options: { facets?: Promise<Faceted>; count?: boolean } = {}): Promise<Page<TravelCard>> {
  const compare = orders[resolveSort(filters.sort, 'travels', { meili: ctx.searchEngine === 'meili' })];
  if (!compare) {
    if (options.facets) return searchTravels(ctx, filters, { total: options.facets.then((f) => f.total) });
    return searchTravels(ctx, filters, { count: options.count });
  }
  const { travels = [], total } = await (options.facets ?? faceted(ctx, { ...filters, tab: 'travels' }));
  const offset = (filters.page - 1) * filters.perPage;
  const ids = [...travels].sort(compare).slice(offset, offset + filters.perPage).map((travel) => travel.id);
  const cards = ids.length ? (await searchTravels(ctx, { ...filters, page: 1 }, { cardsOf: ids, count: false })).data : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  return {
    currentPage: filters.page,
    perPage: filters.perPage,
    lastPage: lastPageOf(total, filters.perPage),
    total,
    // In the facets' order (the statement reads the cards by id).
    data: cards.sort((a, b) => position.get(a.id)! - position.get(b.id)!),
  };
}
