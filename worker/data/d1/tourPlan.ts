/**
 * Which plan a departures search by date takes when a text, destination or badge filter names
 * its trips (`travel_id IN (…)`). SQLite reads every departure of the matching trips and sorts
 * them: fine for a narrow match, but a broad one ("asia") reads thousands of rows for a page of 20.
 * Walking all departures in date order and testing each reads about (offset + perPage) × U / M
 * rows, where M departures match of the U upcoming: cheaper once M² > (offset + perPage) × U.
 * Both counts come from facets the page has anyway (its own, and the unfiltered ones every
 * layout carries), kept five minutes per isolate.
 */
import { defaultFilters, resolveSort, type Filters } from '../../../shared/filters';
import type { QueryContext } from './context';
import { faceted, type Faceted } from './facets';

/** Filters written as `travel_id IN (subquery)`, which turn SQLite to the trips' departures. */
function namesTrips(filters: Filters): boolean {
  return Boolean(filters.textSearch || filters.destinationId?.length || filters.badgeId?.length);
}

export async function byDate(ctx: QueryContext, filters: Filters, facets: Promise<Faceted>): Promise<boolean> {
  if (filters.tab !== 'tours' || resolveSort(filters.sort, 'tours') !== 'date:asc' || !namesTrips(filters)) return false;
  const [matching, upcoming] = await Promise.all([facets, faceted(ctx, defaultFilters)]);
  const read = (filters.page - 1) * filters.perPage + filters.perPage;
  return matching.total * matching.total > read * upcoming.total;
}
