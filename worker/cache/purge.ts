import type { Context } from 'hono';

/**
 * Purge by tag (issue 12 item 4). The Cache API has no tags and is per data centre, so a purge
 * is a time stamp per tag in D1 (global): an edge copy stored before any of its tags was
 * purged is treated as a miss. Another isolate sees a purge within `stampMs`; the isolate that
 * purged sees it at once.
 *
 * Each isolate keeps the stamps of the tags it has asked about, and keeps them current from the
 * purge log: at most once every `stampMs`, one query for what was purged since it last read
 * (`cache_purges` by `purged_at`, migration 0037). So a page-cache hit asks D1 nothing, whatever
 * number of pages and tags an isolate serves; only a tag asked about for the first time is read
 * on its own (issue 33 item 6: before, every tag was read again once its 10-s memory lapsed, and
 * at most 500 were kept, so hits on the catalogue's tail each waited on a D1 query).
 */
const stampMs = 10_000;
/** A purge is written with its writer's clock: the log is read this far back past the last read. */
const skewMs = 60_000;
/** Tags remembered per isolate (a tag forgotten is read again when asked; ~100 bytes each). */
const maxStamps = 20_000;
const stamps = new Map<string, number>();
/** When the log was last read (its read began): every purge written before, less the skew, is in `stamps`. */
let syncedAt = 0;

function remember(tag: string, at: number): void {
  if (!stamps.has(tag) && stamps.size >= maxStamps) {
    // Oldest first: Map keeps insertion order.
    const oldest = stamps.keys().next().value;
    if (oldest !== undefined) stamps.delete(oldest);
  }
  stamps.set(tag, at);
}

/** Brings the known stamps up to date from the purge log, when the last read is `stampMs` old. */
async function readLog(db: D1Database, now: number): Promise<void> {
  if (now - syncedAt < stampMs) return;
  // Nothing known yet: what is asked will be read on its own, as of now.
  if (syncedAt === 0 || stamps.size === 0) {
    syncedAt = now;
    return;
  }
  const { results } = await db
    .prepare('SELECT tag, purged_at FROM cache_purges WHERE purged_at >= ?1')
    .bind(syncedAt - skewMs)
    .all<{ tag: string; purged_at: number }>();
  for (const row of results) if (stamps.has(row.tag)) stamps.set(row.tag, Number(row.purged_at));
  syncedAt = now;
}

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

/**
 * Latest purge time (ms) of any of these tags; 0 when none was purged. Asks D1 only for tags this
 * isolate has not asked about yet, and for the purge log once every `stampMs` (see above).
 */
export async function purgedAt(db: D1Database, tags: readonly string[], now = Date.now()): Promise<number> {
  await readLog(db, now);
  let latest = 0;
  const unknown: string[] = [];
  for (const tag of tags) {
    const known = stamps.get(tag);
    if (known === undefined) unknown.push(tag);
    else latest = Math.max(latest, known);
  }
  if (unknown.length) {
    // D1 binds at most 100 values a statement: one statement per 100 tags, in one round trip.
    const statements = [];
    for (let at = 0; at < unknown.length; at += 100) {
      const some = unknown.slice(at, at + 100);
      statements.push(db.prepare(`SELECT tag, purged_at FROM cache_purges WHERE tag IN (${some.map((_, i) => `?${i + 1}`).join(',')})`).bind(...some));
    }
    const answers = statements.length === 1 ? [await statements[0]!.all<{ tag: string; purged_at: number }>()] : await db.batch<{ tag: string; purged_at: number }>(statements);
    const found = new Map(answers.flatMap((answer) => answer.results).map((row) => [row.tag, Number(row.purged_at)]));
    for (const tag of unknown) {
      const at = found.get(tag) ?? 0;
      remember(tag, at);
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
  for (const tag of unique) remember(tag, now);
}

/** Forgets the remembered stamps (tests). */
export function clearPurgeStamps(): void {
  stamps.clear();
  syncedAt = 0;
}
