import type { Context } from 'hono';
import { Memo } from './memo';

/**
 * Purge by tag (issue 12 item 4). The Cache API has no tags and is per data centre, so a purge
 * is a time stamp per tag in D1 (global): an edge copy stored before any of its tags was
 * purged is treated as a miss. Stamps are remembered per isolate for `stampMs`: another
 * isolate sees a purge within that delay; the isolate that purged sees it at once.
 */
const stampMs = 10_000;
const stamps = new Memo<number>(stampMs, 500);

/**
 * Tags every page carries: its market, its route, the layout (menus, footer) and, under a
 * trip's URL, the trip. Loaders add what else the page shows (addPageTags: a departure, `list`).
 */
export function pageTags(market: string, routeName: string, params: Record<string, string | undefined>): string[] {
  const tags = [marketTag(market), `route:${routeName}`, layoutTag];
  if (params.travel) tags.push(travelTag(params.travel));
  return tags;
}

export const marketTag = (market: string) => `market:${market}`;
export const travelTag = (slug: string) => `travel:${slug}`;
export const tourTag = (code: string) => `tour:${code}`;
/** Pages listing trips or departures (home, destinations, results, content pages' carousels). */
export const listTag = 'list';
/** Menus and footer: on every page. */
export const layoutTag = 'layout';

/** What to purge when these departures changed: their tour pages, their trips' pages, the lists. */
export function departureTags(tours: readonly { slug: string; code: string }[]): string[] {
  return [...tours.flatMap((tour) => [travelTag(tour.slug), tourTag(tour.code)]), listTag];
}

/** Purges the pages of these departures, by id (their trip and code read from D1), and the lists. */
export async function purgeDepartures(db: D1Database, tourIds: readonly number[]): Promise<void> {
  if (!tourIds.length) return;
  const { results } = await db
    .prepare(`SELECT tr.slug AS slug, t.code AS code FROM tours t JOIN travels tr ON tr.id = t.travel_id WHERE t.id IN (${tourIds.map(Number).join(',')})`)
    .all<{ slug: string; code: string }>();
  await purgeTags(db, departureTags(results));
}

/**
 * What the page being rendered shows beyond its URL's tags (a departure, `list`): route loaders
 * add them while loading; the page cache stores them with the page.
 */
export function addPageTags(c: Context, ...tags: string[]): void {
  const known = c.get('pageTags') ?? new Set<string>();
  for (const tag of tags) known.add(tag);
  c.set('pageTags', known);
}

/**
 * The tags of a catalogue answer (issue 35): what it was built from. The per-isolate copies
 * (worker/data/isolateCache.ts) and the upstream answers on the Cache API (worker/cache/swr.ts)
 * keep them with the answer, and a copy stored before one of them was purged is not served: a
 * purge reaches every layer, not only the pages. A trip answer carries its departures (a
 * departure's purge names its trip, `departureTags`); lists, content pages (whose blocks may
 * carry trip and departure cards) and coordinators (who show their departures) the list tag;
 * everything its market.
 */
export function answerTags(market: string, method: CatalogueMethod, slug?: string): string[] {
  const tags = [marketTag(market)];
  switch (method) {
    case 'layout':
      tags.push(layoutTag);
      break;
    case 'travel':
    case 'travelExtras':
      if (slug) tags.push(travelTag(slug));
      break;
    // A content page's blocks may carry their cards (trips, departures, prices) in the answer.
    case 'customPage':
    case 'coordinator':
    case 'coordinatorSlugs':
    case 'topSellers':
    case 'travels':
    case 'tours':
    case 'travelsPaginated':
      tags.push(listTag);
      break;
    default:
      // content pages and events: purged with their market
      break;
  }
  return tags;
}

/** The catalogue calls whose answers are kept (the methods of CatalogueSource that read). */
export type CatalogueMethod =
  | 'layout' | 'customPage' | 'travel' | 'travelExtras' | 'coordinator' | 'coordinatorSlugs'
  | 'topSellers' | 'travels' | 'tours' | 'travelsPaginated' | 'events' | 'event';

/** Latest purge time (ms) of any of these tags, in this isolate's view (bounded lag: `stampMs`). */
export type PurgeClock = (tags: readonly string[]) => Promise<number>;

/** The purge clock of a database; a failed read counts as no purge (the copy's own age still holds). */
export const purgeClock = (db: D1Database): PurgeClock => (tags) => purgedAt(db, tags).catch(() => 0);

/** Latest purge time (ms) of any of these tags; 0 when none was purged. */
export async function purgedAt(db: D1Database, tags: readonly string[]): Promise<number> {
  let latest = 0;
  const unknown: string[] = [];
  for (const tag of tags) {
    const known = stamps.get(tag);
    if (known === undefined) unknown.push(tag);
    else latest = Math.max(latest, known);
  }
  if (unknown.length) {
    const placeholders = unknown.map((_, i) => `?${i + 1}`).join(',');
    const { results } = await db.prepare(`SELECT tag, purged_at FROM cache_purges WHERE tag IN (${placeholders})`).bind(...unknown).all<{ tag: string; purged_at: number }>();
    const found = new Map(results.map((row) => [row.tag, Number(row.purged_at)]));
    for (const tag of unknown) {
      const at = found.get(tag) ?? 0;
      stamps.set(tag, at);
      latest = Math.max(latest, at);
    }
  }
  return latest;
}

/** Purges every stored page carrying one of these tags (from now on they are misses). */
export async function purgeTags(db: D1Database, tags: readonly string[], now = Date.now()): Promise<void> {
  const unique = [...new Set(tags)].filter(Boolean);
  if (!unique.length) return;
  await db.batch(unique.map((tag) => db.prepare('INSERT INTO cache_purges (tag, purged_at) VALUES (?1, ?2) ON CONFLICT(tag) DO UPDATE SET purged_at = excluded.purged_at').bind(tag, now)));
  for (const tag of unique) stamps.set(tag, now);
}

/** Forgets the remembered stamps (tests). */
export function clearPurgeStamps(): void {
  stamps.clear();
}
