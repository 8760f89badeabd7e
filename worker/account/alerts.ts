/**
 * Notify-me subscriptions in D1 (SPEC §4 "Wishlist and alerts"). The alert types are decided
 * here from the catalogue (the request's CatalogueSource), never taken from the browser; signing
 * up records a baseline of the travel's tours so the alert job knows what "changed" means from then on.
 */
import { alertTypes, alertTypeValues, type AlertType, type RemovalReason } from '../../shared/alerts';
import { isSalesStatus } from '../../shared/tourStatus';
import type { CatalogueSource } from '../data/catalogue';
import { departures, travelExists, type Departure } from '../data/departures';

export interface AlertSubscription {
  id: string;
  travelId: number;
  /** null: the whole travel (new departures). */
  tourId: number | null;
  types: AlertType[];
  status: 'active' | 'inactive';
}

interface Row {
  id: string;
  travel_id: number;
  tour_id: number;
  types: string;
  status: 'active' | 'inactive';
}

function parseTypes(raw: string): AlertType[] {
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter((t): t is AlertType => (alertTypeValues as readonly unknown[]).includes(t)) : [];
  } catch {
    return [];
  }
}

function toSubscription(row: Row): AlertSubscription {
  return { id: row.id, travelId: row.travel_id, tourId: row.tour_id || null, types: parseTypes(row.types), status: row.status };
}

/** What a sign-up needs from the catalogue: the alert types and the travel's departures now. */
export interface SignUpCatalogue {
  types: AlertType[];
  /** The travel's current departures: the baseline the alert job compares with. */
  baseline: Departure[];
}

/**
 * Types for a sign-up: the tour's status decides (SPEC §4); no tour → new departures. Read
 * through the request's CatalogueSource; null when the travel or the tour (of that travel) is
 * not in the catalogue; CatalogueUnavailable when the catalogue cannot say (a 503, not a 404).
 */
export async function typesFor(source: CatalogueSource, travelId: number, tourId: number | null): Promise<SignUpCatalogue | null> {
  const [baseline, published] = await Promise.all([
    departures(source, { travelIds: [travelId] }),
    tourId === null ? travelExists(source, travelId) : Promise.resolve(true),
  ]);
  if (tourId === null) return published ? { types: alertTypes(null), baseline } : null;
  const tour = baseline.find((row) => row.tourId === tourId);
  if (!tour || !isSalesStatus(tour.salesStatus)) return null;
  return { types: alertTypes({ salesStatus: tour.salesStatus }), baseline };
}

export interface SubscribeInput {
  contactId: string;
  travelId: number;
  tourId: number | null;
  types: AlertType[];
  phone: string | null;
  marketId: string;
  siteOrigin: string;
  /** The travel's departures at sign-up (typesFor): recorded unless a baseline exists already. */
  baseline: readonly Departure[];
}

/** Creates or re-activates a subscription and records the travel's baseline, in one batch. */
export async function subscribe(db: D1Database, input: SubscribeInput, now = Date.now()): Promise<AlertSubscription> {
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO alert_subscriptions (id, contact_id, travel_id, tour_id, types, status, phone, market_id, site_origin, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'active', ?6, ?7, ?8, ?9, ?9)
         ON CONFLICT(contact_id, travel_id, tour_id) DO UPDATE SET
           status = 'active', types = excluded.types, phone = COALESCE(excluded.phone, alert_subscriptions.phone),
           market_id = excluded.market_id, site_origin = excluded.site_origin,
           removal_reason = NULL, removal_text = NULL, updated_at = excluded.updated_at
         RETURNING id, travel_id, tour_id, types, status`,
      )
      .bind(crypto.randomUUID(), input.contactId, input.travelId, input.tourId ?? 0, JSON.stringify(input.types), input.phone, input.marketId, input.siteOrigin, now),
    db.prepare('INSERT OR IGNORE INTO alert_watched_travels (travel_id, since) VALUES (?1, ?2)').bind(input.travelId, now),
    ...input.baseline
      .filter((tour) => tour.travelId === input.travelId)
      .map((tour) =>
        db
          .prepare('INSERT OR IGNORE INTO alert_tour_snapshots (tour_id, travel_id, sales_status, price_eur, seen_at) VALUES (?1, ?2, ?3, ?4, ?5)')
          .bind(tour.tourId, tour.travelId, tour.salesStatus, tour.priceEur, now),
      ),
  ]);
  const row = results[0]?.results[0] as Row | undefined;
  if (!row) throw new Error('subscription not saved');
  return toSubscription(row);
}

export async function subscriptionsOf(db: D1Database, contactId: string, travelId?: number): Promise<AlertSubscription[]> {
  const statement =
    travelId === undefined
      ? db.prepare('SELECT id, travel_id, tour_id, types, status FROM alert_subscriptions WHERE contact_id = ?1 ORDER BY created_at DESC LIMIT 500').bind(contactId)
      : db.prepare('SELECT id, travel_id, tour_id, types, status FROM alert_subscriptions WHERE contact_id = ?1 AND travel_id = ?2').bind(contactId, travelId);
  const { results } = await statement.all<Row>();
  return results.map(toSubscription);
}

/** Deactivates one of the contact's subscriptions with the reason given; false when not theirs. */
export async function deactivate(db: D1Database, contactId: string, id: string, reason: RemovalReason, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE alert_subscriptions SET status = 'inactive', removal_reason = ?3, removal_text = ?4, updated_at = ?5
       WHERE id = ?1 AND contact_id = ?2`,
    )
    .bind(id, contactId, reason.reason, reason.reason === 'OTHER' ? reason.text : null, now)
    .run();
  return result.meta.changes > 0;
}

export async function activate(db: D1Database, contactId: string, id: string, now = Date.now()): Promise<AlertSubscription | null> {
  const row = await db
    .prepare(
      `UPDATE alert_subscriptions SET status = 'active', removal_reason = NULL, removal_text = NULL, updated_at = ?3
       WHERE id = ?1 AND contact_id = ?2 RETURNING id, travel_id, tour_id, types, status`,
    )
    .bind(id, contactId, now)
    .first<Row>();
  return row ? toSubscription(row) : null;
}

/** One-click unsubscribe from an email (the signed link is the authority). */
export async function unsubscribe(db: D1Database, id: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE alert_subscriptions SET status = 'inactive', removal_reason = COALESCE(removal_reason, 'UNSUBSCRIBE_LINK'), updated_at = ?2
       WHERE id = ?1 AND status = 'active'`,
    )
    .bind(id, now)
    .run();
  if (result.meta.changes > 0) return true;
  return (await db.prepare('SELECT 1 AS x FROM alert_subscriptions WHERE id = ?1').bind(id).first()) !== null;
}
