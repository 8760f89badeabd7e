/**
 * Price history in D1 (migration 0013, issue 14 item 4): records a departure's prices whenever
 * they change and recomputes what the pages show from the history (shared/priceHistory.ts):
 * lowest_price_30d_* and a discount only where the history supports it. Called by the alert
 * job's snapshots (every tour, each run) and the development price endpoint (one tour).
 */
import { discountEvidence, discountPercent, lowestPrice30dByCurrency, type PricePoint } from '../../../shared/priceHistory';

const currencies = [['EUR', 'eur'], ['USD', 'usd'], ['GBP', 'gbp']] as const;

/** Tours per refresh batch (keeps every statement under D1's bound-parameter limit). */
const chunkSize = 80;

/**
 * Appends a history point for every currency whose current price differs from the last one
 * recorded (or was never recorded), at `now`; then refreshes those tours. Returns their ids.
 * A price never recorded gets its first point now: no earlier price, so no discount yet.
 */
export async function recordPriceChanges(db: D1Database, now: Date, tourIds?: readonly number[]): Promise<number[]> {
  const at = now.toISOString();
  const only = tourIds ? `AND t.id IN (${tourIds.map((id) => Number(id)).join(',') || 'NULL'})` : '';
  const statements = currencies.map(([currency, suffix]) =>
    db
      .prepare(
        `INSERT INTO price_history (tour_id, currency, price, valid_from)
         SELECT t.id, ?1, t.price_${suffix}, ?2 FROM tours t
         WHERE t.price_${suffix} IS NOT (SELECT h.price FROM price_history h WHERE h.tour_id = t.id AND h.currency = ?1
                                         ORDER BY h.valid_from DESC LIMIT 1)
           -- A clock behind the history never rewrites it.
           AND NOT EXISTS (SELECT 1 FROM price_history h WHERE h.tour_id = t.id AND h.currency = ?1 AND h.valid_from >= ?2) ${only}
         RETURNING tour_id AS tourId`,
      )
      .bind(currency, at),
  );
  const results = await db.batch<{ tourId: number }>(statements);
  const changed = [...new Set(results.flatMap((result) => (result.results ?? []).map((row) => Number(row.tourId))))];
  await refreshPriceFacts(db, now, changed);
  return changed;
}

interface TourPrices {
  id: number;
  base_price_eur: number;
  price_eur: number;
  discount_pct: number;
}

/** Recomputes lowest_price_30d_* and the supported discount of these tours from their history. */
export async function refreshPriceFacts(db: D1Database, now: Date, tourIds: readonly number[]): Promise<void> {
  const at = now.toISOString();
  for (let start = 0; start < tourIds.length; start += chunkSize) {
    const ids = tourIds.slice(start, start + chunkSize);
    const list = ids.map((_, i) => `?${i + 1}`).join(',');
    const [toursResult, historyResult] = await db.batch([
      db.prepare(`SELECT id, base_price_eur, price_eur, discount_pct FROM tours WHERE id IN (${list})`).bind(...ids),
      db.prepare(`SELECT tour_id AS tourId, currency, price, valid_from AS validFrom FROM price_history WHERE tour_id IN (${list})`).bind(...ids),
    ]);
    const histories = new Map<number, PricePoint[]>();
    for (const row of (historyResult?.results ?? []) as (PricePoint & { tourId: number })[]) {
      const list = histories.get(row.tourId) ?? [];
      list.push({ currency: row.currency, price: row.price, validFrom: row.validFrom });
      histories.set(row.tourId, list);
    }
    const updates = ((toursResult?.results ?? []) as unknown as TourPrices[]).map((tour) => {
      const history = histories.get(tour.id) ?? [];
      const evidence = discountEvidence(history, { currency: 'EUR', price: tour.price_eur, basePrice: tour.base_price_eur, now: at });
      // Keep the catalogue's stated percentage while it still holds; recompute it after a price change.
      const stated = discountPercent(tour.base_price_eur, tour.price_eur);
      const pct = evidence.supported ? (Math.abs(tour.discount_pct - stated) <= 1 && tour.discount_pct > 0 ? tour.discount_pct : stated) : 0;
      const lowest = lowestPrice30dByCurrency(history, at);
      return db
        .prepare(
          `UPDATE tours SET lowest_price_30d_eur = ?2, lowest_price_30d_usd = ?3, lowest_price_30d_gbp = ?4, discount_pct = ?5, discounted = ?6
           WHERE id = ?1`,
        )
        .bind(tour.id, lowest?.EUR ?? null, lowest?.USD ?? null, lowest?.GBP ?? null, pct, pct > 0 ? 1 : 0);
    });
    if (updates.length) await db.batch(updates);
  }
}
