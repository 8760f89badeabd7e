/**
 * The embedded source: the catalogue read straight from D1 in this worker (no HTTP hop).
 * A failed query logs a line and throws CatalogueUnavailable (the layout degrades to null).
 */
import type { Market, MarketId } from '../../markets/config';
import { productionDomains } from '../../markets/hosts';
import { todayIn } from '../../shared/dates';
import { filterIssues, filtersSchema, type Filters, type FiltersInput } from '../../shared/filters';
import { log } from '../log';
import { CatalogueUnavailable, emptyPage, emptySearchPage, type CatalogueSource } from './catalogue';
import type { QueryContext } from './d1/context';
import { eventBySlug, events } from './d1/events';
import { indexableCounts, indexableEntries } from './d1/indexable';
import { faceted } from './d1/facets';
import { layout } from './d1/layouts';
import { customPage } from './d1/pages';
import { searchTours } from './d1/search';
import { travelPage } from './d1/travelPage';
import { byDate } from './d1/tourPlan';
import { topSellers } from './d1/topSellers';
import { coordinatorDetail, travelCore, travelExtras } from './d1/travel';
import type { SearchPage } from './types';

export interface EmbeddedOptions {
  domains?: Record<MarketId, string>;
  searchEngine?: 'score' | 'meili';
  /** Pins "today" (tests); defaults to the current day in the market's time zone. */
  today?: string;
  requestId?: string;
  /** A query of this request failed: its page must not be kept. */
  onFailure?: () => void;
}

const todayCache = new Map<string, { minute: number; day: string }>();

/** Today in a time zone, worked out at most once a minute per zone (Intl formatting is not free). */
function cachedToday(timeZone: string): string {
  const minute = Math.floor(Date.now() / 60_000);
  const cached = todayCache.get(timeZone);
  if (cached && cached.minute === minute) return cached.day;
  const day = todayIn(timeZone);
  todayCache.set(timeZone, { minute, day });
  return day;
}

export function queryContext(db: D1Database, market: Market, options: EmbeddedOptions = {}): QueryContext {
  return {
    db,
    market,
    language: market.language,
    today: options.today ?? cachedToday(market.timeZone),
    domains: options.domains ?? productionDomains(''),
    searchEngine: options.searchEngine ?? 'score',
  };
}

/** The search page answer for validated filters: the tab's list plus the available filters. */
export async function searchPage(ctx: QueryContext, filters: Filters): Promise<SearchPage> {
  // The facets' pass gives the total too: the page sends no count (one statement over every
  // matching departure fewer per view; the facets are kept five minutes).
  // A trip list sorted by its departures takes its order from them too (./d1/travelPage.ts).
  const facets = faceted(ctx, filters);
  if (filters.tab === 'travels') {
    const [page, f] = await Promise.all([travelPage(ctx, filters, { facets }), facets]);
    return { ...page, tab: 'travels', availableFilters: f.facets };
  }
  const tours = byDate(ctx, filters, facets).then((plan) => searchTours(ctx, filters, 'search', { total: facets.then((x) => x.total), byDate: plan }));
  const [page, f] = await Promise.all([tours, facets]);
  return { ...page, tab: 'tours', availableFilters: f.facets };
}

export function embeddedSource(db: D1Database, market: Market, options: EmbeddedOptions = {}): CatalogueSource {
  const ctx = queryContext(db, market, options);
  const fields = { source: 'embedded', market: market.id, requestId: options.requestId };

  async function guard<T>(method: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log('error', 'catalogue query failed', { ...fields, method, error: error instanceof Error ? error.message : String(error) });
      options.onFailure?.();
      throw new CatalogueUnavailable(method, error);
    }
  }

  function filtersOf(method: string, input: FiltersInput, tab?: 'tours' | 'travels'): Filters | null {
    const parsed = filtersSchema.safeParse(tab ? { ...(input as object), tab } : input);
    if (parsed.success) return parsed.data;
    log('warn', 'invalid catalogue filters', { ...fields, method, issues: filterIssues(parsed.error) });
    return null;
  }

  return {
    kind: 'embedded',
    customPage: (key) => guard('customPage', () => customPage(ctx, key)),
    layout: () => guard('layout', () => layout(ctx)).catch(() => null),
    travels: (input) => {
      const filters = filtersOf('travels', input, 'travels');
      if (!filters) return Promise.resolve([]);
      return guard('travels', async () => (await travelPage(ctx, filters, { count: false })).data);
    },
    tours: (input) => {
      const filters = filtersOf('tours', input, 'tours');
      if (!filters) return Promise.resolve(emptyPage());
      return guard('tours', () => searchTours(ctx, filters));
    },
    travelsPaginated: (input) => {
      const filters = filtersOf('travelsPaginated', input);
      const tab = filters?.tab ?? ((input as { tab?: unknown })?.tab === 'travels' ? 'travels' : 'tours');
      if (!filters) return Promise.resolve(emptySearchPage(tab));
      return guard('travelsPaginated', () => searchPage(ctx, filters));
    },
    topSellers: (query = {}) => guard('topSellers', () => topSellers(ctx, query)),
    travel: (slug) => guard('travel', () => travelCore(ctx, slug)),
    travelExtras: (slug) => guard('travelExtras', () => travelExtras(ctx, slug)),
    coordinator: (slug) => guard('coordinator', () => coordinatorDetail(ctx, slug)),
    coordinatorSlugs: () => guard('coordinatorSlugs', async () => {
      const rows = await ctx.db.prepare('SELECT slug FROM coordinators ORDER BY id').all<{ slug: string }>();
      return (rows.results ?? []).map((row) => row.slug);
    }),
    indexableCounts: () => guard('indexableCounts', () => indexableCounts(ctx)),
    indexableEntries: (kind, offset, limit) => guard('indexableEntries', () => indexableEntries(ctx, kind, offset, limit)),
    events: (query = {}) => guard('events', () => events(ctx, query)),
    event: (slug) => guard('event', () => eventBySlug(ctx, slug)),
  };
}
