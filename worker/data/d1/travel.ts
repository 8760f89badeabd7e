/** Trip page and coordinator page data: one batch of indexed lookups each (a trip page's below-the-fold part in a second, streamed). */
import { defaultFilters } from '../../../shared/filters';
import type { CoordinatorDetail, CoordinatorSummary, Review, TravelCore, TravelDetail, TravelExtras } from '../types';
import { imageColumns, imageFromColumns, imageJoin, imageOf, lookups, parseJson, type ImageRow, type QueryContext } from './context';
import { bestTourJson, genderOf, tourFromRow, tourJoinParams, tourJoins, tourSelect, travelCardFromRow, travelCardJoins, travelCardSelect } from './rows';
import { tourLevel } from './search';
import { isEffortLevel } from '../../../shared/tripCharacter';
import { IsolateFront, readThrough } from '../../cache/engine';
import { listTag, marketTag, purgeClock } from '../../cache/purge';
import { CacheContent } from '../../cache/strategies';

type Row = Record<string, unknown>;

/**
 * A travel card query for rows picked by `where` (alias tr), best tour among upcoming default
 * departures; `columns`: more of the trip's own, after the card's.
 */
function cardQuery(ctx: QueryContext, where: string, whereParams: unknown[], orderLimit: string, columns = ''): { sql: string; params: unknown[] } {
  const best = tourLevel(defaultFilters, ctx, 'b');
  return {
    sql: `SELECT ${travelCardSelect}${columns},
        (SELECT ${bestTourJson} FROM tours b WHERE b.travel_id = tr.id AND ${best.sql} ORDER BY b.price_${ctx.market.currency.toLowerCase()} ASC, b.starting_date ASC LIMIT 1) AS best_json,
        (SELECT COUNT(*) FROM tours b WHERE b.travel_id = tr.id AND ${best.sql}) AS tours_count
      FROM travels tr ${travelCardJoins} WHERE ${where} ${orderLimit}`,
    params: [...best.params, ...best.params, ctx.language, ctx.language, ...whereParams],
  };
}

function reviewFromRow(row: Row): Review {
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    title: String(row.title),
    text: String(row.text),
    authorName: String(row.author_name),
    language: String(row.language),
    travelledAt: String(row.travelled_at),
    createdAt: String(row.created_at),
  };
}

function coordinatorFromRow(row: Row | undefined): CoordinatorSummary | null {
  if (!row) return null;
  return {
    id: Number(row.id),
    slug: String(row.slug),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    name: `${row.first_name} ${row.last_name}`,
    gender: genderOf(row.gender),
    avatar: imageFromColumns(row, 'ca'),
  };
}

const contentIdOf = '(SELECT content_id FROM travels WHERE slug = ?)';

/**
 * The part of a trip page awaited before it streams (TravelCore): one batch. Reviews are
 * summed here (rating, count, stars); the reviews themselves come with the related trips.
 */
export async function travelCore(ctx: QueryContext, slug: string): Promise<TravelCore | null> {
  if (!slug || slug.length > 200) return null;
  const card = cardQuery(ctx, 'tr.slug = ? AND tr.is_published = 1', [slug], '');
  const [cards, contents, photos, tours, stars, coordinators, cover] = await ctx.db.batch([
    ctx.db.prepare(card.sql).bind(...card.params),
    ctx.db.prepare(`SELECT * FROM travel_contents WHERE travel_id = ${contentIdOf} AND language = ?`).bind(slug, ctx.language),
    ctx.db
      .prepare(
        `SELECT i.id, i.seo_name, i.type, i.width, i.height, it.alt_text, it.title FROM travel_photos p JOIN images i ON i.id = p.image_id
         LEFT JOIN image_translations it ON it.image_id = i.id AND it.language = ? WHERE p.travel_id = ${contentIdOf} ORDER BY p.position`,
      )
      .bind(ctx.language, slug),
    ctx.db
      .prepare(`SELECT ${tourSelect} FROM tours t ${tourJoins} WHERE t.travel_id = (SELECT id FROM travels WHERE slug = ?) AND t.starting_date > ? AND t.is_published = 1 ORDER BY t.starting_date, t.id`)
      .bind(...tourJoinParams(ctx), slug, ctx.today),
    ctx.db.prepare(`SELECT rating, COUNT(*) AS n FROM reviews WHERE travel_id = ${contentIdOf} GROUP BY rating`).bind(slug),
    ctx.db
      .prepare(`SELECT c.id, c.slug, c.first_name, c.last_name, c.gender, ${imageColumns('ca', 'ca')} FROM coordinators c ${imageJoin('ca', 'c.avatar_image_id')} WHERE c.id = (SELECT coordinator_id FROM travels WHERE slug = ?)`)
      .bind(ctx.language, slug),
    ctx.db
      .prepare(`SELECT i.id, i.seo_name, i.type, i.width, i.height, it.alt_text, it.title FROM images i LEFT JOIN image_translations it ON it.image_id = i.id AND it.language = ? WHERE i.id = (SELECT cover_image_id FROM travels WHERE slug = ?)`)
      .bind(ctx.language, slug),
  ]);
  const cardRow = cards?.results?.[0] as Row | undefined;
  const content = contents?.results?.[0] as Row | undefined;
  if (!cardRow || !content) return null;
  const l = await lookups(ctx);
  const base = travelCardFromRow(cardRow, l);
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const row of (stars?.results ?? []) as Row[]) distribution[String(row.rating)] = Number(row.n);
  const faqs = parseJson(content.faqs, { general: [], itinerary: [], destination: [] });
  return {
    travel: {
      ...base,
      description: String(content.description),
      highlights: parseJson<string[]>(content.highlights, []),
      itinerary: parseJson(content.itinerary, []),
      included: parseJson(content.included, []),
      notIncluded: parseJson(content.not_included, []),
      faqs,
      meetingPoint: String(content.meeting_point ?? ''),
      photos: ((photos?.results ?? []) as ImageRow[]).map((row) => imageOf(row)).filter((image) => image !== null),
      coverImage: imageOf(cover?.results?.[0] as ImageRow | undefined),
      coordinator: coordinatorFromRow(coordinators?.results?.[0] as Row | undefined),
      minTravellers: Number(cardRow.min_travellers ?? 0) || Number(((tours?.results ?? [])[0] as Row | undefined)?.min_seats ?? 0),
      maxTravellers: Number(cardRow.max_travellers ?? 0) || Number(((tours?.results ?? [])[0] as Row | undefined)?.max_seats ?? 0),
      effortLevel: isEffortLevel(Number(cardRow.effort_level)) ? Number(cardRow.effort_level) : null,
      videoUrl: null,
      seo: { title: String(content.seo_title), description: String(content.seo_description) },
    },
    tours: ((tours?.results ?? []) as Row[]).map((row, i) => tourFromRow(row, ctx, i + 1, 'travel')),
    reviews: { rating: base.rating, count: base.reviewsCount, distribution },
  };
}

/** How many other trips of its continent a trip page shows. */
export const relatedCount = 6;

/**
 * How many of a continent's trips are kept (best score first): enough that a trip's six others
 * are among them once its own content is left out (copies of a trip share it: at --scale 10,
 * ten of a continent's 30); a trip whose copies fill more reads its six on its own.
 */
export const continentDepth = relatedCount * 3;

/**
 * A continent's list per market (its cards' language, currency and best departures) and day, a
 * front of the cache engine (../../cache/engine.ts): a minute in this isolate, as a trip's own
 * answer is (../isolateCache.ts), and retired at once by a purge of the market's lists (a
 * departure's price or status changes a card's best departure). Every trip page of the continent
 * takes its six from it: one read a minute instead of one a trip (the replay's most-read
 * statement, issue 33 item 6). A trip whose list is not kept reads it after its own batch.
 */
const continentFreshness = { fresh: CacheContent.fresh, stale: 0 };
const continentFront = new IsolateFront<Row[]>('continent-trips', continentFreshness.fresh * 1000, 60, 'frozen');

/** Forgets the kept continent lists (tests re-seed the database). */
export function clearContinentCache(): void {
  continentFront.clear();
}

/** The rows of a card query run on its own. */
async function cardRows(ctx: QueryContext, query: { sql: string; params: unknown[] }): Promise<Row[]> {
  return ((await ctx.db.prepare(query.sql).bind(...query.params).all()).results ?? []) as Row[];
}

const continentWhere = 'tr.is_published = 1 AND tr.continent_id = ?';
const byScore = 'ORDER BY tr.score DESC, tr.id';

/** A continent's published trips, best score first (`continentDepth` of them), with their content ids. */
function continentTrips(ctx: QueryContext, continentId: number): Promise<Row[]> {
  return readThrough({
    key: `${ctx.market.id}:${ctx.today}:${continentId}`,
    freshness: continentFreshness,
    tags: [marketTag(ctx.market.id), listTag],
    load: () => cardRows(ctx, cardQuery(ctx, continentWhere, [continentId], `${byScore} LIMIT ${continentDepth}`, ', tr.content_id')),
    front: continentFront,
    purgedAt: purgeClock(ctx.db),
  });
}

/**
 * The six best trips of a continent that are not this content (the trip itself and its copies):
 * from the continent's kept list; read on their own when the trip's copies fill so much of it
 * that fewer than six are left and the continent has more.
 */
async function otherTrips(ctx: QueryContext, continentId: number, contentId: number): Promise<Row[]> {
  const listed = await continentTrips(ctx, continentId);
  const others = listed.filter((row) => Number(row.content_id) !== contentId).slice(0, relatedCount);
  if (others.length === relatedCount || listed.length < continentDepth) return others;
  return cardRows(ctx, cardQuery(ctx, `${continentWhere} AND tr.content_id != ?`, [continentId, contentId], `${byScore} LIMIT ${relatedCount}`));
}

/**
 * A trip page's reviews (the market's language first) and related trips (the best others of its
 * continent): one batch with what picks them (its continent and content), then the continent's
 * kept list.
 */
export async function travelExtras(ctx: QueryContext, slug: string): Promise<TravelExtras> {
  if (!slug || slug.length > 200) return { reviews: [], related: [] };
  const [reviews, trips] = await ctx.db.batch([
    // Reviews in the market's language first, then the others (shown in their own language).
    ctx.db.prepare(`SELECT * FROM reviews WHERE travel_id = ${contentIdOf} ORDER BY language = ? DESC, created_at DESC, id DESC LIMIT 100`).bind(slug, ctx.language),
    ctx.db.prepare('SELECT continent_id, content_id FROM travels WHERE slug = ?').bind(slug),
  ]);
  const trip = trips?.results?.[0] as Row | undefined;
  const related = trip ? await otherTrips(ctx, Number(trip.continent_id), Number(trip.content_id)) : [];
  const l = await lookups(ctx);
  return {
    reviews: ((reviews?.results ?? []) as Row[]).map(reviewFromRow),
    related: related.map((row) => travelCardFromRow(row, l)),
  };
}

/** The contract's whole `/travels/show` answer: both parts, their batches side by side. */
export async function travelDetail(ctx: QueryContext, slug: string): Promise<TravelDetail | null> {
  const [core, extras] = await Promise.all([travelCore(ctx, slug), travelExtras(ctx, slug)]);
  if (!core) return null;
  return { ...core, reviews: { ...core.reviews, items: extras.reviews }, related: extras.related };
}

export async function coordinatorDetail(ctx: QueryContext, slug: string): Promise<CoordinatorDetail | null> {
  if (!slug || slug.length > 200) return null;
  const id = '(SELECT id FROM coordinators WHERE slug = ?)';
  const led = tourLevel(defaultFilters, ctx, 't');
  const travels = cardQuery(ctx, `tr.is_published = 1 AND tr.coordinator_id = ${id}`, [slug], 'ORDER BY tr.score DESC, tr.id LIMIT 12');
  const [people, tours, travelRows, reviews] = await ctx.db.batch([
    ctx.db
      .prepare(
        `SELECT c.*, ct.tagline, ct.bio, ${imageColumns('ca', 'ca')}, ${imageColumns('cc', 'cc')} FROM coordinators c
         LEFT JOIN coordinator_translations ct ON ct.coordinator_id = c.id AND ct.language = ?
         ${imageJoin('ca', 'c.avatar_image_id')} ${imageJoin('cc', 'c.cover_image_id')} WHERE c.slug = ?`,
      )
      .bind(ctx.language, ctx.language, ctx.language, slug),
    ctx.db
      .prepare(`SELECT ${tourSelect} FROM tours t ${tourJoins} WHERE t.coordinator_id = ${id} AND ${led.sql} ORDER BY t.starting_date, t.id LIMIT 20`)
      .bind(...tourJoinParams(ctx), slug, ...led.params),
    ctx.db.prepare(travels.sql).bind(...travels.params),
    ctx.db.prepare(`SELECT * FROM reviews WHERE coordinator_id = ${id} ORDER BY created_at DESC, id DESC LIMIT 10`).bind(slug),
  ]);
  const row = people?.results?.[0] as Row | undefined;
  if (!row) return null;
  const l = await lookups(ctx);
  const summary = coordinatorFromRow(row)!;
  return {
    coordinator: {
      ...summary,
      tagline: String(row.tagline ?? ''),
      bio: String(row.bio ?? ''),
      homeCity: String(row.home_city),
      languages: parseJson<string[]>(row.languages, []),
      tripsLed: Number(row.trips_led),
      sinceYear: Number(row.since_year),
      rating: row.rating === null ? null : Number(row.rating),
      reviewsCount: Number(row.reviews_count),
      cover: imageFromColumns(row, 'cc'),
      instagram: (row.instagram as string | null) ?? null,
    },
    tours: ((tours?.results ?? []) as Row[]).map((r, i) => tourFromRow(r, ctx, i + 1, 'coordinator')),
    travels: ((travelRows?.results ?? []) as Row[]).map((r) => travelCardFromRow(r, l)),
    reviews: ((reviews?.results ?? []) as Row[]).map(reviewFromRow),
  };
}
