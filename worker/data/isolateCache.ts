import type { RequestMetrics } from '../metrics';
import type { CatalogueSource } from './catalogue';
import { Memo } from '../cache/memo';
import { CacheContent, CacheLong, CacheShort, freshMs } from '../cache/strategies';
import { answerTags, type CatalogueMethod, type PurgeClock } from '../cache/purge';

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

/** A kept answer, with when it was stored and the tags of what it was built from. */
interface Kept {
  value: unknown;
  storedAt: number;
  tags: string[];
}

const memos = {
  layout: new Memo<Kept>(ttl.layout, 20),
  customPage: new Memo<Kept>(ttl.customPage, 300),
  travel: new Memo<Kept>(ttl.travel, 300),
  coordinator: new Memo<Kept>(ttl.coordinator, 100),
  topSellers: new Memo<Kept>(ttl.topSellers, 100),
  list: new Memo<Kept>(ttl.list, 300),
  events: new Memo<Kept>(ttl.events, 100),
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
  async function cached<T>(name: MemoName, method: CatalogueMethod, key: string, load: () => Promise<T>, keep: (value: T) => boolean, slug?: string): Promise<T> {
    const memo = memos[name];
    const fullKey = `${scope.key}|${key}`;
    const hit = memo.get(fullKey);
    // A copy stored in the same millisecond as a purge counts as older: it may predate it.
    if (hit !== undefined && (!scope.purges || (await scope.purges(hit.tags)) < hit.storedAt)) {
      metrics?.cacheHit(`isolate:${name}`);
      // Shared by every request of the isolate, frozen: a consumer that tried to decorate it
      // (e.g. with wishlist flags) would throw instead of leaking into another request. Copying
      // it on every hit instead was a tenth of a render's CPU (issue 12).
      return hit.value as T;
    }
    metrics?.cacheMiss(`isolate:${name}`);
    const storedAt = Date.now();
    const value = await load();
    // The copy kept is not the one this request goes on with. Its time is when loading began:
    // a purge while it loaded may have changed what it read.
    if (keep(value) && !degraded()) memo.set(fullKey, { value: deepFreeze(structuredClone(value)), storedAt, tags: answerTags(scope.market, method, slug) });
    return value;
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
