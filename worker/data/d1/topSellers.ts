/** Top sellers (SPEC §7): countries with itinerary and departure counts, and the best travels among them. */
import { filtersSchema } from '../../../shared/filters';
import type { TopSellers, TopSellersQuery } from '../types';
import { imageColumns, imageFromColumns, imageJoin, lookups, placeholders, type QueryContext } from './context';
import { availableFilters, catalogueStatics } from './facets';
import { searchTravels } from './search';

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

export async function topSellers(ctx: QueryContext, query: TopSellersQuery): Promise<TopSellers> {
  const [l, statics] = await Promise.all([lookups(ctx), catalogueStatics(ctx)]);
  const continentIds = (query.continents ?? [])
    .map((code) => l.continentsByCode.get(code)?.id)
    .filter((id): id is number => id !== undefined);
  const wanted = new Set(query.countries ?? []);
  const search = query.search ? fold(query.search) : '';
  // Country names are in the market language: the few dozen countries are matched here.
  const countryIds = [...statics.countries.values()]
    .filter((c) => (wanted.size === 0 || wanted.has(c.iso)) && (continentIds.length === 0 || continentIds.includes(c.continent)))
    .filter((c) => !search || fold(c.name).includes(search))
    .map((c) => c.id);
  if ((query.countries?.length || query.continents?.length || search) && countryIds.length === 0) {
    return { countries: [], travels: [], itinerariesCount: 0, departuresCount: 0 };
  }

  const restrict = countryIds.length && countryIds.length < statics.countries.size;
  const filters = filtersSchema.parse({
    tab: 'travels',
    sort: 'relevance:desc',
    perPage: 8,
    hasTours: true,
    ...(restrict ? { destinationId: countryIds.slice(0, 100) } : {}),
  });
  // A country's trips and upcoming departures are counts of the whole catalogue: they come from
  // the unfiltered facets (./facets.ts: one pass over the departures, kept five minutes per
  // isolate and retired by a purge of the lists), not from a count over every departure on each
  // view (16,550 rows an uncached home at scale 10; issue 33 item 2). The trips tab, unfiltered,
  // lists every country with a published trip, departures or not, as the statement did.
  const [facets, travels] = await Promise.all([
    availableFilters(ctx, filtersSchema.parse({ tab: 'travels' })),
    searchTravels(ctx, filters, { count: false }),
  ]);
  const wantedIds = new Set(countryIds);
  const ranked = facets.destinations
    .flatMap((group) => group.items.map((item) => ({ ...item, continentId: group.continent.id })))
    .filter((item) => !restrict || wantedIds.has(item.id))
    // As the statement did: most departures, then most trips, then the name (binary order).
    .sort((a, b) => b.departuresCount - a.departuresCount || b.itinerariesCount - a.itinerariesCount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, 24);
  const images = new Map<number, ReturnType<typeof imageFromColumns>>();
  if (ranked.length) {
    const rows = await ctx.db
      .prepare(`SELECT c.id, ${imageColumns('ci', 'ci')} FROM countries c ${imageJoin('ci', 'c.image_id')} WHERE c.id IN (${placeholders(ranked.length)})`)
      .bind(ctx.language, ...ranked.map((item) => item.id))
      .all<Record<string, unknown>>();
    for (const row of rows.results ?? []) images.set(Number(row.id), imageFromColumns(row, 'ci'));
  }
  const countries = ranked.map((item) => ({
    id: item.id,
    name: item.name,
    isoCodeAlpha3: item.isoCodeAlpha3,
    continent: l.continents.get(item.continentId) ?? { id: item.continentId, code: '', name: '' },
    image: images.get(item.id) ?? null,
    itinerariesCount: item.itinerariesCount,
    departuresCount: item.departuresCount,
  }));
  return {
    countries,
    travels: travels.data,
    itinerariesCount: countries.reduce((sum, c) => sum + c.itinerariesCount, 0),
    departuresCount: countries.reduce((sum, c) => sum + c.departuresCount, 0),
  };
}
