/**
 * What the sitemap lists from the catalogue: every page a search engine may index, counted and
 * paged so a sitemap file never holds more than its share (worker/routes/sitemap.ts).
 *
 * Indexable, by decision, is what answers 200 with `index` and its own canonical URL:
 * - a trip (and its itinerary) when it is published and has its content in the market's
 *   language (worker/data/d1/travel.ts answers null, a 404, otherwise);
 * - a departure (tour page) when it is published, starts after today and its trip is indexable
 *   (the trip page lists exactly those; a past departure is a 404);
 * - every coordinator.
 * Left out, by decision: trip dossiers (noindex), past departures (404), unpublished trips.
 */
import type { IndexableCounts, IndexableEntry, IndexableKind } from '../catalogue';
import type { QueryContext } from './context';

const indexableTravel = `tr.is_published = 1 AND EXISTS (SELECT 1 FROM travel_contents c WHERE c.travel_id = tr.content_id AND c.language = ?1)`;

const travelsSql = `SELECT tr.slug FROM travels tr WHERE ${indexableTravel}`;
// Departures in date order (the index tours_date): a page boundary moves only as departures
// leave, and the crawler reads the soonest first.
const toursSql = `SELECT tr.slug, t.code FROM tours t JOIN travels tr ON tr.id = t.travel_id
  WHERE t.starting_date > ?2 AND t.is_published = 1 AND ${indexableTravel}`;

/** The statements, for the query-plan test (tests/integration/query-plans.test.ts). */
export const indexableStatements = {
  counts: [`SELECT COUNT(*) AS n FROM (${travelsSql})`, `SELECT COUNT(*) AS n FROM (${toursSql})`, 'SELECT COUNT(*) AS n FROM coordinators'],
  travels: `${travelsSql} ORDER BY tr.id LIMIT ?3 OFFSET ?4`,
  tours: `${toursSql} ORDER BY t.starting_date, t.id LIMIT ?3 OFFSET ?4`,
  coordinators: 'SELECT slug FROM coordinators ORDER BY id LIMIT ?3 OFFSET ?4',
};

/** How many indexable trips, departures and coordinators the market has: one batch. */
export async function indexableCounts(ctx: QueryContext): Promise<IndexableCounts> {
  const [travels, tours, coordinators] = await ctx.db.batch<{ n: number }>([
    ctx.db.prepare(indexableStatements.counts[0]!).bind(ctx.language),
    ctx.db.prepare(indexableStatements.counts[1]!).bind(ctx.language, ctx.today),
    ctx.db.prepare(indexableStatements.counts[2]!),
  ]);
  const n = (result: D1Result<{ n: number }> | undefined) => Number(result?.results?.[0]?.n ?? 0);
  return { travels: n(travels), tours: n(tours), coordinators: n(coordinators) };
}

/** One slice of the indexable pages of a kind, in a stable order. */
export async function indexableEntries(ctx: QueryContext, kind: IndexableKind, offset: number, limit: number): Promise<IndexableEntry[]> {
  const start = Math.max(0, Math.floor(offset));
  const count = Math.max(0, Math.floor(limit));
  if (count === 0) return [];
  const statement = ctx.db.prepare(indexableStatements[kind]);
  if (kind === 'coordinators') {
    // ?1 and ?2 are unused here; bound anyway so every statement takes the same four.
    const rows = await statement.bind(ctx.language, ctx.today, count, start).all<{ slug: string }>();
    return (rows.results ?? []).map((row) => ({ slug: row.slug }));
  }
  const rows = await statement.bind(ctx.language, ctx.today, count, start).all<{ slug: string; code?: string }>();
  return (rows.results ?? []).map((row) => (kind === 'tours' ? { slug: row.slug, tour: String(row.code) } : { slug: row.slug }));
}
