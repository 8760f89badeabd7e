/**
 * The catalogue as the account features read it (the wishlist's existence checks, the alert
 * sign-up and the alert job): departures of given travels or given tour ids, and travel titles,
 * asked of a CatalogueSource, so the embedded D1 catalogue and the upstream API answer alike.
 *
 * Departures are POST /tours with the `travelId` / `tourId` filters and every sales status
 * (SOLD_OUT too): one request per 100 departures (the first page, then the others at once).
 * Like every tour list, they are the upcoming departures (starting after today). Titles are
 * POST /travels with `travelId`, in the source's language. A failed read throws
 * CatalogueUnavailable: never a shorter answer that would look like "gone".
 */
import { maxPerPage, type Filters } from '../../shared/filters';
import { salesStatuses, type SalesStatus } from '../../shared/tourStatus';
import { CatalogueUnavailable, type CatalogueSource } from './catalogue';
import type { Tour } from './types';

/** A departure: what the wishlist and the alerts need to know of it. */
export interface Departure {
  tourId: number;
  travelId: number;
  code: string;
  /** The travel's slug (the departure's URL). */
  slug: string;
  /** The travel's title in the source's language. */
  title: string;
  salesStatus: SalesStatus;
  /** Current price in EUR cents (the alert job compares it with its snapshot). */
  priceEur: number;
  startingDate: string;
}

export interface DepartureQuery {
  travelIds?: readonly number[];
  tourIds?: readonly number[];
}

/** Most ids one filter list takes (shared/filters.ts `travelId` / `tourId`). */
export const maxIdsPerCall = 200;

function chunks<T>(values: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += size) result.push(values.slice(start, start + size));
  return result;
}

function departureOf(tour: Tour): Departure {
  const priceEur = tour.price.EUR;
  // Without a EUR price the alert job could only invent a change.
  if (typeof priceEur !== 'number') throw new CatalogueUnavailable('departures', new Error(`tour ${tour.id} has no EUR price`));
  return {
    tourId: tour.id,
    travelId: tour.travel.id,
    code: tour.code,
    slug: tour.travel.slug,
    title: tour.travel.title,
    salesStatus: tour.salesStatus,
    priceEur,
    startingDate: tour.startingDate,
  };
}

/** Every page of one tours filter: the first, then the rest in parallel. */
async function allTours(source: CatalogueSource, filters: Partial<Filters>): Promise<Tour[]> {
  const first = await source.tours({ ...filters, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.lastPage - 1) }, (_, i) => source.tours({ ...filters, page: i + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/**
 * Current departures of the travels and/or tour ids given (both given: those matching both),
 * earliest first; [] when a list given is empty. Throws CatalogueUnavailable when a read fails.
 */
export async function departures(source: CatalogueSource, query: DepartureQuery): Promise<Departure[]> {
  const travelIds = query.travelIds ? [...new Set(query.travelIds)] : undefined;
  const tourIds = query.tourIds ? [...new Set(query.tourIds)] : undefined;
  if (travelIds?.length === 0 || tourIds?.length === 0) return [];
  const travelGroups: (number[] | undefined)[] = travelIds ? chunks(travelIds, maxIdsPerCall) : [undefined];
  const tourGroups: (number[] | undefined)[] = tourIds ? chunks(tourIds, maxIdsPerCall) : [undefined];
  const base: Partial<Filters> = { tab: 'tours', status: [...salesStatuses], sort: 'date:asc', perPage: maxPerPage };
  const lists = await Promise.all(
    travelGroups.flatMap((travelId) => tourGroups.map((tourId) => allTours(source, { ...base, travelId, tourId }))),
  );
  // A departure seen twice (pages moved while they were read) counts once.
  const byId = new Map<number, Departure>();
  for (const tour of lists.flat()) if (!byId.has(tour.id)) byId.set(tour.id, departureOf(tour));
  return [...byId.values()];
}

/** Published travels by id: their titles in the source's language (a missing id is not published). */
export async function travelTitles(source: CatalogueSource, travelIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(travelIds)];
  const pages = await Promise.all(chunks(ids, maxPerPage).map((group) => source.travels({ travelId: group, perPage: maxPerPage })));
  return new Map(pages.flat().map((card) => [card.id, card.title]));
}

/** True when the travel is published (it may have no upcoming departure). */
export async function travelExists(source: CatalogueSource, travelId: number): Promise<boolean> {
  return (await travelTitles(source, [travelId])).has(travelId);
}

/** One departure by id (upcoming, any status); null when there is none. */
export async function departure(source: CatalogueSource, tourId: number): Promise<Departure | null> {
  return (await departures(source, { tourIds: [tourId] }))[0] ?? null;
}
