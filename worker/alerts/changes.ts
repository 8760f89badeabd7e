/**
 * What changed on a watched travel since the alert job's last look (pure; unit tested in
 * tests/unit/worker/alertChanges.test.ts). Each change has a key that is stable for the same
 * comparison, so a rerun of the job produces the same keys and writes nothing twice.
 */
import type { AlertType } from '../../shared/alerts';

export interface TourNow {
  tourId: number;
  travelId: number;
  salesStatus: string;
  priceEur: number;
  startingDate: string;
}

export interface TourSnapshot {
  tourId: number;
  travelId: number;
  salesStatus: string;
  priceEur: number;
  seenAt: number;
}

export interface TourChange {
  type: AlertType;
  tourId: number;
  travelId: number;
  /** Unique per change: idempotency key of the emails it produces. */
  key: string;
  previousPrice?: number;
  price?: number;
}

const unconfirmed = new Set(['PLANNED', 'ALMOST_CONFIRMED']);
const confirmed = new Set(['CONFIRMED', 'ALMOST_FULL']);

/**
 * New departures (STOCKOUT_TRAVEL), confirmations (TOUR_CONFIRMED) and price drops
 * (PRICE_DROPPED) of upcoming tours; plus the snapshots to write for next time.
 */
export function detectChanges(
  tours: readonly TourNow[],
  snapshots: readonly TourSnapshot[],
  today: string,
): { changes: TourChange[]; updated: TourNow[] } {
  const seen = new Map(snapshots.map((s) => [s.tourId, s]));
  const changes: TourChange[] = [];
  const updated: TourNow[] = [];
  for (const tour of tours) {
    const before = seen.get(tour.tourId);
    const upcoming = tour.startingDate >= today;
    if (!before) {
      updated.push(tour);
      if (upcoming && tour.salesStatus !== 'SOLD_OUT') {
        changes.push({ type: 'STOCKOUT_TRAVEL', tourId: tour.tourId, travelId: tour.travelId, key: `new:${tour.tourId}` });
      }
      continue;
    }
    if (before.salesStatus === tour.salesStatus && before.priceEur === tour.priceEur) continue;
    updated.push(tour);
    if (!upcoming) continue;
    if (unconfirmed.has(before.salesStatus) && confirmed.has(tour.salesStatus)) {
      changes.push({ type: 'TOUR_CONFIRMED', tourId: tour.tourId, travelId: tour.travelId, key: `confirmed:${tour.tourId}` });
    }
    if (tour.priceEur < before.priceEur && tour.salesStatus !== 'SOLD_OUT') {
      changes.push({
        type: 'PRICE_DROPPED',
        tourId: tour.tourId,
        travelId: tour.travelId,
        key: `price:${tour.tourId}:${before.priceEur}:${tour.priceEur}:${before.seenAt}`,
        previousPrice: before.priceEur,
        price: tour.priceEur,
      });
    }
  }
  return { changes, updated };
}

export interface SubscriptionTarget {
  id: string;
  travelId: number;
  /** 0: the whole travel. */
  tourId: number;
  types: readonly AlertType[];
}

/** The changes a subscription asked to hear about. */
export function changesFor(subscription: SubscriptionTarget, changes: readonly TourChange[]): TourChange[] {
  return changes.filter((change) => {
    if (change.travelId !== subscription.travelId || !subscription.types.includes(change.type)) return false;
    if (change.type === 'STOCKOUT_TRAVEL') return subscription.tourId === 0;
    return subscription.tourId === change.tourId;
  });
}
