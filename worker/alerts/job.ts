/**
 * The alert job (cron trigger in wrangler.toml): for every travel someone is watching,
 * compares its tours (read through the CatalogueSource: embedded D1 or the upstream API, see
 * ./catalogue.ts) with the snapshot of the last run, writes one email per change and
 * subscriber to the outbox, and moves the snapshot on, in one D1 batch per group of travels,
 * so the emails and the new snapshot land together or not at all. Every email has an
 * idempotency key: a rerun (or an overlapping run) writes nothing twice.
 */
import { marketIds, markets } from '../../markets/config';
import { buildPath } from '../../markets/routes';
import { alertTypeValues, type AlertType } from '../../shared/alerts';
import { sessionSecret } from '../account/config';
import { CatalogueUnavailable } from '../data/catalogue';
import { recordPriceChanges } from '../data/d1/priceHistory';
import { departures, type Departure } from '../data/departures';
import { log } from '../log';
import { deliverPending, outboxInsert } from '../email/sender';
import { alertEmail, marketOf } from '../email/templates';
import { AlertCatalogue } from './catalogue';
import { changesFor, detectChanges, type TourSnapshot } from './changes';
import { departureTags, marketTag, purgeDepartures, purgeTags } from '../cache/purge';
import { unsubscribeUrl } from './unsubscribeLink';

/** Travels per batch (keeps every statement under D1's bound-parameter limit). */
const chunkSize = 40;
const codeRetentionMs = 24 * 3600 * 1000;

export interface AlertRunReport {
  travels: number;
  changes: number;
  emails: number;
  delivered: number;
  /** Travels left for the next run because the catalogue could not answer for them. */
  skipped: number;
}

interface SubscriptionRow {
  id: string;
  travelId: number;
  tourId: number;
  types: string;
  marketId: string;
  siteOrigin: string;
  email: string;
}

function placeholders(count: number, offset = 0): string {
  return Array.from({ length: count }, (_, i) => `?${i + 1 + offset}`).join(',');
}

function parseTypes(raw: string): AlertType[] {
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter((t): t is AlertType => (alertTypeValues as readonly unknown[]).includes(t)) : [];
  } catch {
    return [];
  }
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Departures whose price changed in the catalogue leave the edge page cache (their tour and
 * trip pages, the lists); past a few hundred (a first history, a price list reload) every page.
 */
async function purgeRepriced(db: D1Database, tourIds: readonly number[]): Promise<void> {
  return tourIds.length > 200 ? purgeTags(db, marketIds.map(marketTag)) : purgeDepartures(db, tourIds);
}

export async function runAlertJob(env: Env, now = Date.now(), catalogue = new AlertCatalogue(env)): Promise<AlertRunReport> {
  const db = env.DB;
  const secret = sessionSecret(env);
  const run = await db.prepare('INSERT INTO alert_runs (started_at) VALUES (?1) RETURNING id').bind(now).first<{ id: number }>();

  // Travels nobody watches any more lose their baseline (a new sign-up starts a fresh one).
  await db.batch([
    db.prepare(
      `DELETE FROM alert_tour_snapshots WHERE travel_id IN (
         SELECT w.travel_id FROM alert_watched_travels w
         WHERE NOT EXISTS (SELECT 1 FROM alert_subscriptions s WHERE s.travel_id = w.travel_id AND s.status = 'active'))`,
    ),
    db.prepare(
      `DELETE FROM alert_watched_travels WHERE NOT EXISTS (
         SELECT 1 FROM alert_subscriptions s WHERE s.travel_id = alert_watched_travels.travel_id AND s.status = 'active')`,
    ),
    db.prepare('DELETE FROM one_time_codes WHERE created_at < ?1').bind(now - codeRetentionMs),
  ]);

  // Snapshot every departure's prices into its price history (honest discounts); never blocks the alerts.
  try {
    const repriced = await recordPriceChanges(db, new Date(now));
    await purgeRepriced(db, repriced).catch(() => undefined);
  } catch (error) {
    log('error', 'price history snapshot failed', { error: error instanceof Error ? error.message : String(error) });
  }

  const { results: watched } = await db.prepare('SELECT travel_id AS travelId FROM alert_watched_travels ORDER BY travel_id').all<{ travelId: number }>();
  const today = isoDay(now);
  const report: AlertRunReport = { travels: watched.length, changes: 0, emails: 0, delivered: 0, skipped: 0 };
  const skip = (ids: readonly number[], read: string, error: CatalogueUnavailable) => {
    report.skipped += ids.length;
    log('warn', 'alert job: catalogue unavailable, travels skipped', { read, travels: ids.length, error: error.message });
  };

  for (let start = 0; start < watched.length; start += chunkSize) {
    const ids = watched.slice(start, start + chunkSize).map((row) => row.travelId);
    const inList = placeholders(ids.length);
    const [snapshotsResult, subsResult] = await db.batch([
      db.prepare(
        `SELECT tour_id AS tourId, travel_id AS travelId, sales_status AS salesStatus, price_eur AS priceEur, seen_at AS seenAt
         FROM alert_tour_snapshots WHERE travel_id IN (${inList})`,
      ).bind(...ids),
      db.prepare(
        `SELECT s.id, s.travel_id AS travelId, s.tour_id AS tourId, s.types, s.market_id AS marketId, s.site_origin AS siteOrigin, c.email
         FROM alert_subscriptions s JOIN contacts c ON c.id = s.contact_id
         WHERE s.status = 'active' AND s.travel_id IN (${inList}) AND c.email IS NOT NULL`,
      ).bind(...ids),
    ]);
    const snapshots = (snapshotsResult?.results ?? []) as TourSnapshot[];
    const subscriptions = (subsResult?.results ?? []) as SubscriptionRow[];

    // The catalogue as it is now (embedded D1 or the upstream API). A travel it cannot answer
    // for is skipped: its snapshot stays, so the next run sees the change (never a false one).
    let tours: Departure[];
    try {
      tours = await departures(catalogue.of(catalogue.reference), { travelIds: ids });
    } catch (error) {
      if (!(error instanceof CatalogueUnavailable)) throw error;
      skip(ids, 'departures', error);
      continue;
    }
    const tourById = new Map(tours.map((tour) => [tour.tourId, tour]));
    const { changes, updated } = detectChanges(tours, snapshots, today);
    // The pages showing a departure whose price or status changed (or a new one) leave the edge
    // page cache: its tour page, its trip's pages, the lists. A first baseline purges nothing.
    const known = new Set(snapshots.map((snapshot) => snapshot.tourId));
    const changedIds = new Set([...updated.filter((tour) => known.has(tour.tourId)).map((tour) => tour.tourId), ...changes.map((change) => change.tourId)]);
    const changedTours = [...changedIds].map((id) => tourById.get(id)).filter((tour) => tour !== undefined);
    if (changedTours.length) await purgeTags(env.DB, departureTags(changedTours)).catch(() => undefined);
    const toSend = subscriptions
      .map((subscription) => ({ subscription, matching: changesFor({ ...subscription, types: parseTypes(subscription.types) }, changes) }))
      .filter((entry) => entry.matching.length > 0);

    // Travel titles in each language an email is written in (one call per language).
    let titles: Map<string, string>;
    try {
      titles = await catalogue.titles(toSend.map(({ subscription }) => markets[marketOf(subscription.marketId)].language), tours, changes.map((c) => c.travelId));
    } catch (error) {
      if (!(error instanceof CatalogueUnavailable)) throw error;
      skip(ids, 'titles', error);
      continue;
    }

    report.changes += changes.length;
    const statements: D1PreparedStatement[] = [];
    let outboxCount = 0;
    for (const { subscription, matching } of toSend) {
      const marketId = marketOf(subscription.marketId);
      const unsubscribe = await unsubscribeUrl(secret, subscription.siteOrigin, subscription.id);
      for (const change of matching) {
        const tour = tourById.get(change.tourId);
        if (!tour) continue;
        const language = markets[marketId].language;
        const path = buildPath(marketId, 'travels-travel-tour', { travel: tour.slug, tour: tour.code }) ?? '/';
        const message = alertEmail({
          to: subscription.email,
          marketId,
          type: change.type,
          travelName: titles.get(`${tour.travelId}:${language}`) ?? titles.get(`${tour.travelId}:en`) ?? tour.title,
          startingDate: tour.startingDate,
          price: change.price,
          previousPrice: change.previousPrice,
          tripUrl: new URL(path, subscription.siteOrigin).toString(),
          unsubscribeUrl: unsubscribe,
          idempotencyKey: `alert:${subscription.id}:${change.key}`,
        });
        statements.push(outboxInsert(db, message, now).statement);
        outboxCount++;
      }
    }
    for (const tour of updated) {
      statements.push(
        db
          .prepare(
            `INSERT INTO alert_tour_snapshots (tour_id, travel_id, sales_status, price_eur, seen_at) VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT(tour_id) DO UPDATE SET sales_status = excluded.sales_status, price_eur = excluded.price_eur, seen_at = excluded.seen_at`,
          )
          .bind(tour.tourId, tour.travelId, tour.salesStatus, tour.priceEur, now),
      );
    }
    if (!statements.length) continue;
    const results = await db.batch(statements);
    report.emails += results.slice(0, outboxCount).filter((result) => result.meta.changes > 0).length;
  }

  if (run) await db.prepare('UPDATE alert_runs SET finished_at = ?2, emails = ?3 WHERE id = ?1').bind(run.id, Date.now(), report.emails).run();
  report.delivered = (await deliverPending(env)).sent;
  log('info', 'alert job', { travels: report.travels, changes: report.changes, emails: report.emails, delivered: report.delivered, skipped: report.skipped });
  return report;
}

/** The Worker's scheduled handler (exported from worker/index.ts next to fetch). */
export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  void ctx;
  try {
    await runAlertJob(env, controller.scheduledTime || Date.now());
  } catch (error) {
    log('error', 'alert job failed', { cron: controller.cron, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
