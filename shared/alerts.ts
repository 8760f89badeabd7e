import { z } from 'zod';
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

/**
 * A removal reason as submitted: OTHER needs a non-blank free text (trimmed); the other
 * reasons drop any text. Messages are i18n keys.
 */
export const removalReasonSchema = z.discriminatedUnion(
  'reason',
  [
    z.object({ reason: z.enum(removalReasons).exclude(['OTHER']) }),
    z.object({
      reason: z.literal('OTHER'),
      text: z
        .string({ error: 'validation.removalReasonTextRequired' })
        .trim()
        .min(1, { error: 'validation.removalReasonTextRequired' })
        .max(removalReasonTextMax, { error: 'validation.removalReasonTextTooLong' }),
    }),
  ],
  { error: 'validation.removalReasonRequired' },
);
export type RemovalReason = z.infer<typeof removalReasonSchema>;
