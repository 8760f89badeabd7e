import type { RequestMetrics } from '../metrics';
import type { CatalogueSource } from './catalogue';
import { IsolateFront, readThrough } from '../cache/engine';
import { CacheContent, CacheLong, CacheShort, type Freshness } from '../cache/strategies';
import { answerTags, type CatalogueMethod, type PurgeClock } from '../cache/purge';

export { deepFreeze } from '../cache/engine';

/**
 * Per kind of content, how long this isolate serves its copy: the named strategies' fresh
 * window, nothing stale (the layer behind, D1 or the upstream's, is near), no stand-in (a
 * failure is the source's to answer: its own stale-if-error upstream, an error in embedded mode).
 */
const onlyFresh = (strategy: Freshness): Freshness => ({ fresh: strategy.fresh, stale: 0 });
const freshness = {
  layout: onlyFresh(CacheLong),
  customPage: onlyFresh(CacheContent),
  travel: onlyFresh(CacheContent),
  coordinator: onlyFresh(CacheContent),
  topSellers: onlyFresh(CacheLong),
  list: onlyFresh(CacheShort),
  events: onlyFresh(CacheContent),
} as const;

type FrontName = keyof typeof freshness;

/** The fronts of the cache engine (../cache/engine.ts) this layer keeps its copies in, frozen. */
const front = (name: FrontName, maxEntries: number) => new IsolateFront<unknown>(`isolate:${name}`, freshness[name].fresh * 1000, maxEntries, 'frozen');
const fronts = {
  layout: front('layout', 20),
  customPage: front('customPage', 300),
  travel: front('travel', 300),
  coordinator: front('coordinator', 100),
  topSellers: front('topSellers', 100),
  list: front('list', 300),
  events: front('events', 100),
};

/** Drops every cached answer (tests, and after a reseed in development). */
export function clearIsolateCache(): void {
  for (const kept of Object.values(fronts)) kept.clear();
}

/** Where a request's source keeps its answers: the memos' key scope, and the market they belong to. */
export interface IsolateScope {
  /** Market, kind of source and search engine: answers differ along each. */
  key: string;
  market: string;
  /** The purge stamps (worker/cache/purge.ts): a copy older than a purge of one of its tags is not served. */
  purges?: PurgeClock;
}

/**
 * Wraps a catalogue source with a per-isolate cache of its answers (plain data only, never
 * promises: workerd forbids sharing I/O objects between requests). Content is the same for
 * every visitor of a market, so this is safe to share. Failures (thrown) are never cached, nor
 * is anything a request loaded after one of its calls failed (`degraded`): that may be an old
 * stale-if-error copy, and keeping it would hide the upstream's recovery. Each answer keeps the
 * tags of what it was built from (answerTags): after a purge of one of them the next request
 * loads it again, in this isolate at once and in the others within the stamps' lag.
 */
export function isolateCached(source: CatalogueSource, scope: IsolateScope, metrics?: RequestMetrics, degraded: () => boolean = () => false): CatalogueSource {
  function cached<T>(name: FrontName, method: CatalogueMethod, key: string, load: () => Promise<T>, keep: (value: T) => boolean, slug?: string): Promise<T> {
    return readThrough<T>({
      key: `${scope.key}|${key}`,
      freshness: freshness[name],
      tags: answerTags(scope.market, method, slug),
      load,
      front: fronts[name] as IsolateFront<T>,
      ...(scope.purges ? { purgedAt: scope.purges } : {}),
      // The copy kept is not the one this request goes on with (that one is not frozen).
      keep: (value) => keep(value) && !degraded(),
      onOutcome: (outcome) => {
        if (outcome === 'hit') metrics?.cacheHit(`isolate:${name}`);
        else metrics?.cacheMiss(`isolate:${name}`);
      },
    });
  }
  const always = () => true;
  return {
    kind: source.kind,
    layout: () => cached('layout', 'layout', 'layout', () => source.layout(), (value) => value !== null),
    customPage: (key) => cached('customPage', 'customPage', JSON.stringify(key), () => source.customPage(key), always),
    travel: (slug) => cached('travel', 'travel', slug, () => source.travel(slug), (value) => value !== null, slug),
    travelExtras: (slug) => cached('travel', 'travelExtras', `extras:${slug}`, () => source.travelExtras(slug), always, slug),
    coordinator: (slug) => cached('coordinator', 'coordinator', slug, () => source.coordinator(slug), (value) => value !== null),
    ...(source.coordinatorSlugs ? { coordinatorSlugs: () => cached('list', 'coordinatorSlugs', 'coordinatorSlugs', () => source.coordinatorSlugs!(), always) } : {}),
    // Not kept: whole lists for the sitemap, which the HTTP cache keeps instead.
    ...(source.indexableCounts ? { indexableCounts: () => source.indexableCounts!() } : {}),
    ...(source.indexableEntries ? { indexableEntries: (kind, offset, limit) => source.indexableEntries!(kind, offset, limit) } : {}),
    topSellers: (query) => cached('topSellers', 'topSellers', JSON.stringify(query ?? {}), () => source.topSellers(query), always),
    travels: (filters) => cached('list', 'travels', `travels:${JSON.stringify(filters)}`, () => source.travels(filters), always),
    tours: (filters) => cached('list', 'tours', `tours:${JSON.stringify(filters)}`, () => source.tours(filters), always),
    travelsPaginated: (filters) => cached('list', 'travelsPaginated', `paginated:${JSON.stringify(filters)}`, () => source.travelsPaginated(filters), always),
    events: (query) => cached('events', 'events', JSON.stringify(query ?? {}), () => source.events(query), always),
    event: (slug) => cached('events', 'event', `event:${slug}`, () => source.event(slug), (value) => value !== null),
  };
}
