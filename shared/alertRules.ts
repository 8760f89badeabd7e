/**
 * Alert rules of SPEC §4 without zod, for islands: alert types by tour status, and the
 * removal reasons. shared/alerts.ts adds the zod schema of a submitted reason.
 */
import type { SalesStatus } from './tourStatus';

export const alertTypeValues = ['STOCKOUT_TRAVEL', 'TOUR_CONFIRMED', 'PRICE_DROPPED'] as const;
export type AlertType = (typeof alertTypeValues)[number];

/**
 * Alerts a notify-me sign-up subscribes to (SPEC §4). Pass the tour, or null when the
 * travel has no tours: then only new departures (STOCKOUT_TRAVEL) can be announced.
 */
export function alertTypes(tour: { salesStatus: SalesStatus } | null | undefined): AlertType[] {
  if (!tour) return ['STOCKOUT_TRAVEL'];
  if (tour.salesStatus === 'PLANNED' || tour.salesStatus === 'ALMOST_CONFIRMED') {
    return ['TOUR_CONFIRMED', 'PRICE_DROPPED'];
  }
  return ['PRICE_DROPPED'];
}

/** Reasons asked when a user removes a notification (SPEC §4). */
export const removalReasons = [
  'TOO_MANY_NOTIFICATIONS',
  'NOT_INTERESTED_IN_CONTENT',
  'NO_LONGER_INTERESTED_IN_TOUR',
  'OTHER',
] as const;
export type RemovalReasonCode = (typeof removalReasons)[number];

/** Longest free text kept for the OTHER reason. */
export const removalReasonTextMax = 500;

/** What is wrong with a removal reason as entered (an i18n key), or null when it can be sent. */
export function removalReasonProblem(reason: string, text: string): string | null {
  if (!(removalReasons as readonly string[]).includes(reason)) return 'validation.removalReasonRequired';
  if (reason !== 'OTHER') return null;
  const trimmed = text.trim();
  if (!trimmed) return 'validation.removalReasonTextRequired';
  if (trimmed.length > removalReasonTextMax) return 'validation.removalReasonTextTooLong';
  return null;
}
