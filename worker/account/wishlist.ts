/**
 * Wishlist in D1 (SPEC §3 "Wishlist: saved trips and saved tours"). Every statement is keyed
 * by the contact, so one visitor never reads or changes another's rows. Saves are idempotent
 * (primary keys + INSERT OR IGNORE) and multi-row changes run as one batch (a transaction),
 * so concurrent saves and removals never duplicate or half-apply.
 */
import type { SalesStatus } from '../../shared/tourStatus';
import type { CatalogueSource } from '../data/catalogue';
import { departure, travelExists } from '../data/departures';

export interface Wishlist {
  travels: { travelId: number; createdAt: number }[];
  tours: { tourId: number; travelId: number; createdAt: number }[];
}

export const maxWishlistTravels = 200;

export async function wishlistOf(db: D1Database, contactId: string): Promise<Wishlist> {
  const [travels, tours] = await db.batch([
    db.prepare('SELECT travel_id AS travelId, created_at AS createdAt FROM wishlist_travels WHERE contact_id = ?1 ORDER BY created_at DESC LIMIT ?2').bind(contactId, maxWishlistTravels),
    db.prepare('SELECT tour_id AS tourId, travel_id AS travelId, created_at AS createdAt FROM wishlist_tours WHERE contact_id = ?1 ORDER BY created_at DESC LIMIT 1000').bind(contactId),
  ]);
  return {
    travels: (travels?.results ?? []) as Wishlist['travels'],
    tours: (tours?.results ?? []) as Wishlist['tours'],
  };
}

/** The wishlist rows of one travel (trip page overlay). */
export async function wishlistForTravel(db: D1Database, contactId: string, travelId: number): Promise<{ travelSaved: boolean; tourIds: number[] }> {
  const [travel, tours] = await db.batch([
    db.prepare('SELECT 1 AS x FROM wishlist_travels WHERE contact_id = ?1 AND travel_id = ?2').bind(contactId, travelId),
    db.prepare('SELECT tour_id AS tourId FROM wishlist_tours WHERE contact_id = ?1 AND travel_id = ?2').bind(contactId, travelId),
  ]);
  return {
    travelSaved: (travel?.results.length ?? 0) > 0,
    tourIds: ((tours?.results ?? []) as { tourId: number }[]).map((row) => row.tourId),
  };
}

export type SaveResult = 'saved' | 'full';

export async function saveTravel(db: D1Database, contactId: string, travelId: number, now = Date.now()): Promise<SaveResult> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO wishlist_travels (contact_id, travel_id, created_at)
       SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM wishlist_travels WHERE contact_id = ?1) < ?4
          OR EXISTS (SELECT 1 FROM wishlist_travels WHERE contact_id = ?1 AND travel_id = ?2)`,
    )
    .bind(contactId, travelId, now, maxWishlistTravels)
    .run();
  if (result.meta.changes > 0) return 'saved';
  const present = await db.prepare('SELECT 1 AS x FROM wishlist_travels WHERE contact_id = ?1 AND travel_id = ?2').bind(contactId, travelId).first();
  return present ? 'saved' : 'full';
}

/** Saves a tour and its trip (a saved departure always shows under its trip). */
export async function saveTour(db: D1Database, contactId: string, tourId: number, travelId: number, now = Date.now()): Promise<SaveResult> {
  const travel = await saveTravel(db, contactId, travelId, now);
  if (travel === 'full') return 'full';
  await db
    .prepare('INSERT OR IGNORE INTO wishlist_tours (contact_id, tour_id, travel_id, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(contactId, tourId, travelId, now)
    .run();
  return 'saved';
}

/** Removes a trip and every saved tour of it, in one transaction. */
export async function removeTravel(db: D1Database, contactId: string, travelId: number): Promise<{ tours: number }> {
  const [tours] = await db.batch([
    db.prepare('DELETE FROM wishlist_tours WHERE contact_id = ?1 AND travel_id = ?2').bind(contactId, travelId),
    db.prepare('DELETE FROM wishlist_travels WHERE contact_id = ?1 AND travel_id = ?2').bind(contactId, travelId),
  ]);
  return { tours: tours?.meta.changes ?? 0 };
}

export async function removeTour(db: D1Database, contactId: string, tourId: number): Promise<void> {
  await db.prepare('DELETE FROM wishlist_tours WHERE contact_id = ?1 AND tour_id = ?2').bind(contactId, tourId).run();
}

/** Moves a guest contact's wishlist onto another contact (sign-in after proving the email). */
export async function mergeWishlist(db: D1Database, from: string, into: string): Promise<void> {
  if (from === into) return;
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO wishlist_travels (contact_id, travel_id, created_at) SELECT ?2, travel_id, created_at FROM wishlist_travels WHERE contact_id = ?1').bind(from, into),
    db.prepare('INSERT OR IGNORE INTO wishlist_tours (contact_id, tour_id, travel_id, created_at) SELECT ?2, tour_id, travel_id, created_at FROM wishlist_tours WHERE contact_id = ?1').bind(from, into),
  ]);
}

// ---------------------------------------------------------------------------------------
// Catalogue references: what a visitor may save must exist. Read through the request's
// CatalogueSource (embedded D1 or the upstream API); an unavailable catalogue throws
// CatalogueUnavailable (a 503), never a "not found".

export interface TourRef {
  tourId: number;
  travelId: number;
  salesStatus: SalesStatus;
  startingDate: string;
}

/** An upcoming departure (any sales status); null when the catalogue has none with that id. */
export async function tourRef(source: CatalogueSource, tourId: number): Promise<TourRef | null> {
  const found = await departure(source, tourId);
  return found ? { tourId: found.tourId, travelId: found.travelId, salesStatus: found.salesStatus, startingDate: found.startingDate } : null;
}

export { travelExists };
