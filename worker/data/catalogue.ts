/** The CatalogueSource contract and the spec's empty shapes (SPEC §7), shared by both sources. */
import type { FiltersInput } from '../../shared/filters';
import type { PageKey } from './d1/pages';
import type {
  AvailableFilters, CoordinatorDetail, CustomPageResult, EventsPage, EventsQuery, Layout, Page, SearchPage,
  TopSellers, TopSellersQuery, Tour, TravelCard, TravelDetail,
} from './types';

export type { PageKey };

export interface CatalogueSource {
  readonly kind: 'embedded' | 'upstream';
  /** A custom page by routing key (fixed pages) or slug (catch-all); redirects for old slugs. */
  customPage(key: PageKey): Promise<CustomPageResult>;
  /** Header, footer, contacts, banners, settings and default filters; null when unavailable. */
  layout(): Promise<Layout | null>;
  /** Travel cards for a filter (carousels); [] on failure. */
  travels(filters: FiltersInput): Promise<TravelCard[]>;
  /** A page of tours; the empty first page on failure. */
  tours(filters: FiltersInput): Promise<Page<Tour>>;
  /** The search page: tours or travels by `filters.tab`, with available filters. */
  travelsPaginated(filters: FiltersInput): Promise<SearchPage>;
  topSellers(query?: TopSellersQuery): Promise<TopSellers>;
  /** Everything a trip page shows; null when the travel does not exist (or failed to load). */
  travel(slug: string): Promise<TravelDetail | null>;
  coordinator(slug: string): Promise<CoordinatorDetail | null>;
  /** WeMeet events by city and time filter. */
  events(query?: EventsQuery): Promise<EventsPage>;
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
