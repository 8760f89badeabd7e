import type { RequestMetrics } from '../metrics';
import type { CatalogueSource } from './catalogue';
import { Memo } from './memo';
import { CacheContent, CacheLong, CacheShort, freshMs } from '../cache/strategies';

/** Time to live per kind of content (the named strategies' fresh window): menus rarely change, availability often. */
const ttl = {
  layout: freshMs(CacheLong),
  customPage: freshMs(CacheContent),
  travel: freshMs(CacheContent),
  coordinator: freshMs(CacheContent),
  topSellers: freshMs(CacheLong),
  list: freshMs(CacheShort),
  events: freshMs(CacheContent),
} as const;

const memos = {
  layout: new Memo<unknown>(ttl.layout, 20),
  customPage: new Memo<unknown>(ttl.customPage, 300),
  travel: new Memo<unknown>(ttl.travel, 300),
  coordinator: new Memo<unknown>(ttl.coordinator, 100),
  topSellers: new Memo<unknown>(ttl.topSellers, 100),
  list: new Memo<unknown>(ttl.list, 300),
  events: new Memo<unknown>(ttl.events, 100),
};

type MemoName = keyof typeof memos;

/** Freezes a plain value all the way down (objects and arrays); returns it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Drops every cached answer (tests, and after a reseed in development). */
export function clearIsolateCache(): void {
  for (const memo of Object.values(memos)) memo.clear();
}

/**
 * Wraps a catalogue source with a per-isolate cache of its answers (plain data only, never
 * promises: workerd forbids sharing I/O objects between requests). Content is the same for
 * every visitor of a market, so this is safe to share. Failures (thrown) are never cached, nor
 * is anything a request loaded after one of its calls failed (`degraded`): that may be an old
 * stale-if-error copy, and keeping it would hide the upstream's recovery.
 */
export function isolateCached(source: CatalogueSource, scope: string, metrics?: RequestMetrics, degraded: () => boolean = () => false): CatalogueSource {
  async function cached<T>(name: MemoName, key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const memo = memos[name] as Memo<T>;
    const fullKey = `${scope}|${key}`;
    const hit = memo.get(fullKey);
    if (hit !== undefined) {
      metrics?.cacheHit(`isolate:${name}`);
      // Shared by every request of the isolate, frozen: a consumer that tried to decorate it
      // (e.g. with wishlist flags) would throw instead of leaking into another request. Copying
      // it on every hit instead was a tenth of a render's CPU (issue 12).
      return hit;
    }
    metrics?.cacheMiss(`isolate:${name}`);
    const value = await load();
    // The copy kept is not the one this request goes on with.
    if (keep(value) && !degraded()) memo.set(fullKey, deepFreeze(structuredClone(value)));
    return value;
  }
  const always = () => true;
  return {
    kind: source.kind,
    layout: () => cached('layout', 'layout', () => source.layout(), (value) => value !== null),
    customPage: (key) => cached('customPage', JSON.stringify(key), () => source.customPage(key), always),
    travel: (slug) => cached('travel', slug, () => source.travel(slug), (value) => value !== null),
    travelExtras: (slug) => cached('travel', `extras:${slug}`, () => source.travelExtras(slug), always),
    coordinator: (slug) => cached('coordinator', slug, () => source.coordinator(slug), (value) => value !== null),
    ...(source.coordinatorSlugs ? { coordinatorSlugs: () => cached('list', 'coordinatorSlugs', () => source.coordinatorSlugs!(), always) } : {}),
    // Not kept: whole lists for the sitemap, which the HTTP cache keeps instead.
    ...(source.indexableCounts ? { indexableCounts: () => source.indexableCounts!() } : {}),
    ...(source.indexableEntries ? { indexableEntries: (kind, offset, limit) => source.indexableEntries!(kind, offset, limit) } : {}),
    topSellers: (query) => cached('topSellers', JSON.stringify(query ?? {}), () => source.topSellers(query), always),
    travels: (filters) => cached('list', `travels:${JSON.stringify(filters)}`, () => source.travels(filters), always),
    tours: (filters) => cached('list', `tours:${JSON.stringify(filters)}`, () => source.tours(filters), always),
    travelsPaginated: (filters) => cached('list', `paginated:${JSON.stringify(filters)}`, () => source.travelsPaginated(filters), always),
    events: (query) => cached('events', JSON.stringify(query ?? {}), () => source.events(query), always),
    event: (slug) => cached('events', `event:${slug}`, () => source.event(slug), (value) => value !== null),
  };
}
