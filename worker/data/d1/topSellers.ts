/** Top sellers (SPEC §7): countries with itinerary and departure counts, and the best travels among them. */
import { defaultStatuses } from '../../../shared/tourStatus';
import { filtersSchema } from '../../../shared/filters';
import type { TopSellers, TopSellersQuery } from '../types';
import { imageColumns, imageFromColumns, imageJoin, lookups, placeholders, type QueryContext } from './context';
import { catalogueStatics } from './facets';
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
  const countriesSql = `SELECT c.id, c.iso_code_alpha3 AS iso, c.continent_id, ct.name, ${imageColumns('ci', 'ci')},
      COUNT(DISTINCT tc.travel_id) AS itineraries,
      (SELECT COUNT(*) FROM tours t WHERE t.travel_id IN (SELECT travel_id FROM travel_countries WHERE country_id = c.id)
         AND t.sales_status IN (${placeholders(defaultStatuses.length)}) AND t.starting_date > ?) AS departures
    FROM countries c
    JOIN country_translations ct ON ct.country_id = c.id AND ct.language = ?
    JOIN travel_countries tc ON tc.country_id = c.id
    JOIN travels tr ON tr.id = tc.travel_id AND tr.is_published = 1
    ${imageJoin('ci', 'c.image_id')}
    ${restrict ? `WHERE c.id IN (${placeholders(countryIds.length)})` : ''}
    GROUP BY c.id ORDER BY departures DESC, itineraries DESC, ct.name LIMIT 24`;
  const params = [...defaultStatuses, ctx.today, ctx.language, ctx.language, ...(restrict ? countryIds : [])];

  const filters = filtersSchema.parse({
    tab: 'travels',
    sort: 'relevance:desc',
    perPage: 8,
    hasTours: true,
    ...(restrict ? { destinationId: countryIds.slice(0, 100) } : {}),
  });
  const [rows, travels] = await Promise.all([
    ctx.db.prepare(countriesSql).bind(...params).all<Record<string, unknown>>(),
    searchTravels(ctx, filters, { count: false }),
  ]);
  const countries = (rows.results ?? []).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    isoCodeAlpha3: String(row.iso),
    continent: l.continents.get(Number(row.continent_id)) ?? { id: Number(row.continent_id), code: '', name: '' },
    image: imageFromColumns(row, 'ci'),
    itinerariesCount: Number(row.itineraries),
    departuresCount: Number(row.departures),
  }));
  return {
    countries,
    travels: travels.data,
    itinerariesCount: countries.reduce((sum, c) => sum + c.itinerariesCount, 0),
    departuresCount: countries.reduce((sum, c) => sum + c.departuresCount, 0),
  };
}
