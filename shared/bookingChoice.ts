import { bookingAction, type TourAvailability } from './tourStatus';

/** The fields of a departure that the booking box and the payment terms read. */
export interface ChoosableTour extends TourAvailability {
  startingDate: string;
  deposit?: { cutOffDate: string; available: boolean } | null;
  balanceDueDate?: string | null;
}

/**
 * The departure the booking box shows when none is selected: the next one that can be booked
 * at checkout; else the next one on request (booked through customer support); else null
 * (every departure is sold out, or there are none). Price, dates and status all come from it.
 */
export function nextBookableTour<T extends ChoosableTour>(tours: readonly T[], today: string): T | null {
  const upcoming = tours.filter((tour) => tour.startingDate.slice(0, 10) > today).sort((a, b) => a.startingDate.localeCompare(b.startingDate));
  return (
    upcoming.find((tour) => bookingAction(tour) === 'checkout') ??
    upcoming.find((tour) => bookingAction(tour) === 'contact-support') ??
    null
  );
}

export type PaymentTerms =
  /** A deposit now (until the cut-off), the balance by its due date. */
  | { kind: 'deposit'; cutOffDate: string; balanceDueDate: string }
  /** The deposit option has closed (or the balance date has passed): everything is paid at booking. */
  | { kind: 'full'; depositClosedOn: string | null }
  /** No deposit option: the balance date alone, when it is still ahead. */
  | { kind: 'balance'; balanceDueDate: string };

/**
 * How a departure is paid, as of today (SPEC §1: deposit by days left, balance 31 days before
 * departure). A deadline that has passed is never offered: after the cut-off the whole price is
 * due at booking and no past balance date is shown.
 */
export function paymentTerms(tour: ChoosableTour, today: string): PaymentTerms {
  const balance = tour.balanceDueDate ? tour.balanceDueDate.slice(0, 10) : null;
  const balanceAhead = balance !== null && balance >= today;
  const deposit = tour.deposit;
  if (deposit) {
    const cutOff = deposit.cutOffDate.slice(0, 10);
    if (deposit.available && cutOff >= today && balanceAhead) return { kind: 'deposit', cutOffDate: cutOff, balanceDueDate: balance };
    return { kind: 'full', depositClosedOn: cutOff < today ? cutOff : null };
  }
  return balanceAhead ? { kind: 'balance', balanceDueDate: balance } : { kind: 'full', depositClosedOn: null };
}
