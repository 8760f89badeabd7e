import type { SalesStatus } from './tourStatus';

/** What a departure needs to be sure (issue 14 item 3): confirmed, or how far from it and until when. */
export type Confirmation =
  | { kind: 'confirmed' }
  /** `deadline` null: its day has passed and the decision is due any day. */
  | { kind: 'pending'; booked: number; needed: number; missing: number; deadline: string | null }
  | { kind: 'none' };

interface ConfirmationFacts {
  salesStatus: SalesStatus;
  minSeats: number;
  seatsToConfirm: number;
  /** The balance falls due then (31 days before departure, SPEC): by that day the departure is confirmed or cancelled. */
  balanceDueDate: string;
}

/**
 * CONFIRMED and ALMOST_FULL departures are sure: flights may be bought (SPEC §4 flight advice).
 * PLANNED and ALMOST_CONFIRMED ones show how many travellers are booked of the minimum, how many
 * are missing and the date by which they are confirmed or cancelled. Waiting list and sold out:
 * nothing to show.
 */
export function confirmationOf(tour: ConfirmationFacts, today: string): Confirmation {
  if (tour.salesStatus === 'CONFIRMED' || tour.salesStatus === 'ALMOST_FULL') return { kind: 'confirmed' };
  if (tour.salesStatus !== 'PLANNED' && tour.salesStatus !== 'ALMOST_CONFIRMED') return { kind: 'none' };
  const needed = Math.max(1, Math.round(tour.minSeats));
  const missing = Math.min(needed, Math.max(1, Math.round(tour.seatsToConfirm)));
  const deadline = tour.balanceDueDate >= today ? tour.balanceDueDate : null;
  return { kind: 'pending', booked: needed - missing, needed, missing, deadline };
}
