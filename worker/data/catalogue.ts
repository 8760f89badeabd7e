/** The CatalogueSource contract and the spec's empty shapes (SPEC §7), shared by both sources. */
import { HTTPException } from 'hono/http-exception';
import type { FiltersInput } from '../../shared/filters';
import type { PageKey } from './d1/pages';
import type {
  AvailableFilters, CoordinatorDetail, CustomPageResult, EventsPage, EventsQuery, Layout, Page, SearchPage, WeMeetEvent,
  TopSellers, TopSellersQuery, Tour, TravelCard, TravelCore, TravelExtras,
} from './types';

export type { PageKey };

/** Seconds a visitor (or crawler) should wait before asking again during an outage (Retry-After). */
export const outageRetryAfterSeconds = 30;

/**
 * The catalogue could not answer and had no copy to fall back on (upstream timeout, 5xx,
 * malformed JSON, wrong shape, reset connection; or a D1 failure). Pages answer it with the
 * localised "temporarily unavailable" page and the JSON API with its error, both 503 with
 * Retry-After: never a "not found" or "no results" that would be a lie.
 */
export class CatalogueUnavailable extends HTTPException {
  readonly retryAfter = outageRetryAfterSeconds;

  constructor(method: string, cause?: unknown) {
    super(503, { message: `Catalogue unavailable (${method})`, cause });
    this.name = 'CatalogueUnavailable';
  }
}

/**
 * Deferred data (carousels, alternatives): an outage degrades it to the spec's empty shape
 * instead of failing the page. Critical data is awaited without it and may fail the page.
 */
export async function orEmpty<T>(answer: Promise<T>, empty: T): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof CatalogueUnavailable) return empty;
    throw error;
  }
}

/**
 * Every method answers or throws CatalogueUnavailable; answers are never made up from a
 * failure. Only `layout()` degrades to null (it is never critical). Invalid filters are not an
 * outage: they give the empty shapes.
 */
export interface CatalogueSource {
  readonly kind: 'embedded' | 'upstream';
  /** A custom page by routing key (fixed pages) or slug (catch-all); redirects for old slugs. */
  customPage(key: PageKey): Promise<CustomPageResult>;
  /** Header, footer, contacts, banners, settings and default filters; null when unavailable. */
  layout(): Promise<Layout | null>;
  /** Travel cards for a filter (carousels). */
  travels(filters: FiltersInput): Promise<TravelCard[]>;
  /** A page of tours. */
  tours(filters: FiltersInput): Promise<Page<Tour>>;
  /** The search page: tours or travels by `filters.tab`, with available filters. */
  travelsPaginated(filters: FiltersInput): Promise<SearchPage>;
  topSellers(query?: TopSellersQuery): Promise<TopSellers>;
  /** What a trip page awaits (the trip, its departures, its review summary); null when the travel does not exist. */
  travel(slug: string): Promise<TravelCore | null>;
  /** A trip page's reviews and related trips (below the fold, streamed); empty lists for an unknown travel. */
  travelExtras(slug: string): Promise<TravelExtras>;
  coordinator(slug: string): Promise<CoordinatorDetail | null>;
  /**
   * Slugs of every coordinator with a public page (the sitemap lists them). Optional: a source
   * without it leaves the sitemap to the coordinators of the upcoming departures.
   */
  coordinatorSlugs?(): Promise<string[]>;
  /**
   * How many indexable trips, departures and coordinators there are (the sitemap pages by them;
   * worker/data/d1/indexable.ts says what is indexable). Optional: a source without it lists
   * them through the paginated search (worker/routes/sitemap.ts).
   */
  indexableCounts?(): Promise<IndexableCounts>;
  /** One slice, in a stable order, of the indexable pages of a kind. */
  indexableEntries?(kind: IndexableKind, offset: number, limit: number): Promise<IndexableEntry[]>;
  /** WeMeet events by city and time filter. */
  events(query?: EventsQuery): Promise<EventsPage>;
  /** One WeMeet event by slug (past ones too); null when unknown. */
  event(slug: string): Promise<WeMeetEvent | null>;
}

export type IndexableKind = 'travels' | 'tours' | 'coordinators';

export interface IndexableCounts {
  travels: number;
  tours: number;
  coordinators: number;
}

/** A trip (slug), a departure (its trip's slug and the tour code) or a coordinator (slug). */
export interface IndexableEntry {
  slug: string;
  tour?: string;
}

export function emptyPage<T>(perPage = 20): Page<T> {
  return { currentPage: 1, perPage, lastPage: 1, total: 0, data: [] };
}

export const emptyAvailableFilters: AvailableFilters = Object.freeze({
  badges: [],
  travelStyles: [],
  travelTypes: [],
  costCenters: [],
  durations: [],
  prices: { currency: 'EUR', min: null, max: null, ranges: [] },
  destinations: [],
  ageRanges: [],
  periods: [],
}) as AvailableFilters;

export function emptySearchPage(tab: 'tours' | 'travels'): SearchPage {
  return { ...emptyPage<never>(), tab, availableFilters: emptyAvailableFilters } as SearchPage;
}

export const emptyTopSellers: TopSellers = Object.freeze({ countries: [], travels: [], itinerariesCount: 0, departuresCount: 0 }) as TopSellers;

export function emptyEvents(): EventsPage {
  return { ...emptyPage(), cities: [] };
}
