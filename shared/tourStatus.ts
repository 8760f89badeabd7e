import { toIsoDay } from './dates';

/** Tour sales statuses (SPEC §4). */
export const salesStatuses = [
  'PLANNED',
  'ALMOST_CONFIRMED',
  'CONFIRMED',
  'ALMOST_FULL',
  'WAITING_LIST',
  'SOLD_OUT',
] as const;
export type SalesStatus = (typeof salesStatuses)[number];

/** Statuses searched when the filter names none (SPEC §9): every status but SOLD_OUT. */
export const defaultStatuses: readonly SalesStatus[] = [
  'PLANNED',
  'ALMOST_CONFIRMED',
  'CONFIRMED',
  'ALMOST_FULL',
  'WAITING_LIST',
];

/** Display priority when several tours start on one day; lower wins (SPEC §4). */
export const statusPriority: Readonly<Record<SalesStatus, number>> = {
  ALMOST_FULL: 1,
  CONFIRMED: 2,
  ALMOST_CONFIRMED: 3,
  PLANNED: 4,
  WAITING_LIST: 5,
  SOLD_OUT: 6,
};

/** The fields of a tour that the sales rules read. */
export interface TourAvailability {
  salesStatus: SalesStatus;
  freeSeats?: number | null;
  seatsToConfirm?: number | null;
}

/** True when the value is one of the six sales statuses. */
export function isSalesStatus(value: unknown): value is SalesStatus {
  return typeof value === 'string' && (salesStatuses as readonly string[]).includes(value);
}

/** Status shown for a day on which several tours start: the lowest priority wins; null when none is known. */
export function displayStatus(statuses: readonly SalesStatus[]): SalesStatus | null {
  let best: SalesStatus | null = null;
  for (const status of statuses) {
    // Data from the API may carry a status we do not know: it never wins.
    if (!isSalesStatus(status)) continue;
    if (best === null || statusPriority[status] < statusPriority[best]) best = status;
  }
  return best;
}

/** Whether a tour with this status marks its days as busy in a calendar (SOLD_OUT does not). */
export function marksDayBusy(status: SalesStatus): boolean {
  return isSalesStatus(status) && status !== 'SOLD_OUT';
}

/** A status under which the departure is certain. */
export function isConfirmedStatus(status: SalesStatus): boolean {
  return status === 'CONFIRMED' || status === 'ALMOST_FULL';
}

function positive(value: number | null | undefined): boolean {
  return typeof value === 'number' && value > 0;
}

/** Bookable: seatsToConfirm above 0, or CONFIRMED/ALMOST_FULL with freeSeats above 0 (SPEC §4). */
export function isBookable(tour: TourAvailability): boolean {
  return positive(tour.seatsToConfirm) || (isConfirmedStatus(tour.salesStatus) && positive(tour.freeSeats));
}

export type BookingAction = 'checkout' | 'contact-support' | 'unavailable';

/** What the booking button does: WAITING_LIST goes through customer support, SOLD_OUT or unbookable tours cannot be booked. */
export function bookingAction(tour: TourAvailability): BookingAction {
  if (tour.salesStatus === 'SOLD_OUT') return 'unavailable';
  if (tour.salesStatus === 'WAITING_LIST') return 'contact-support';
  return isBookable(tour) ? 'checkout' : 'unavailable';
}

export type SeatLabel = 'notConfirmedTour' | 'confirmedTour';

/** Seat label key (SPEC §4): notConfirmedTour while seats are needed to confirm, confirmedTour when confirmed with free seats. */
export function seatLabel(tour: TourAvailability): SeatLabel | null {
  if (positive(tour.seatsToConfirm)) return 'notConfirmedTour';
  if (isConfirmedStatus(tour.salesStatus) && positive(tour.freeSeats)) return 'confirmedTour';
  return null;
}

export type FlightAdvice = 'wait-confirmation' | 'wait-booking-confirmation' | 'can-buy';

/** Flight advice by status (SPEC §4); null for SOLD_OUT, about which the spec gives no advice. */
export function flightAdvice(status: SalesStatus): FlightAdvice | null {
  switch (status) {
    case 'PLANNED':
    case 'ALMOST_CONFIRMED':
      return 'wait-confirmation';
    case 'WAITING_LIST':
      return 'wait-booking-confirmation';
    case 'CONFIRMED':
    case 'ALMOST_FULL':
      return 'can-buy';
    default:
      return null;
  }
}

/**
 * Upcoming: the tour's departure day is after today in the given time zone (a tour
 * leaving today is no longer upcoming). An unreadable date is never upcoming.
 */
export function isUpcoming(
  tour: { startingDate: string | Date | null | undefined },
  now: Date,
  timeZone = 'UTC',
): boolean {
  const start = toIsoDay(tour.startingDate, timeZone);
  const today = toIsoDay(now, timeZone);
  return start !== null && today !== null && start > today;
}

// Tour ids are numbers or UUID-like tokens; anything else could climb out of /booking/.
const safeTourId = /^[A-Za-z0-9_-]+$/;

/** Checkout link: booking address + /booking/{id}/start (SPEC §2); null for an id that is not a plain token. */
export function checkoutUrl(bookingBase: string, tourId: string | number): string | null {
  if (typeof tourId === 'number' && !(Number.isSafeInteger(tourId) && tourId >= 0)) return null;
  const id = String(tourId);
  if (!safeTourId.test(id)) return null;
  return `${bookingBase.replace(/\/+$/, '')}/booking/${id}/start`;
}
