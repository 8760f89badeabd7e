import { describe, expect, it } from 'vitest';
import {
  bookingAction,
  checkoutUrl,
  defaultStatuses,
  displayStatus,
  flightAdvice,
  isBookable,
  isUpcoming,
  marksDayBusy,
  salesStatuses,
  seatLabel,
  statusPriority,
  type SalesStatus,
} from './tourStatus';

describe('defaultStatuses', () => {
  it('lists every status except SOLD_OUT', () => {
    expect([...defaultStatuses].sort()).toEqual(salesStatuses.filter((s) => s !== 'SOLD_OUT').sort());
  });
});

describe('displayStatus', () => {
  it('ranks statuses by the SPEC §4 priority', () => {
    const ordered = [...salesStatuses].sort((a, b) => statusPriority[a] - statusPriority[b]);
    expect(ordered).toEqual(['ALMOST_FULL', 'CONFIRMED', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST', 'SOLD_OUT']);
  });

  it('picks the lowest priority among tours starting the same day', () => {
    expect(displayStatus(['PLANNED', 'SOLD_OUT', 'CONFIRMED'])).toBe('CONFIRMED');
    expect(displayStatus(['WAITING_LIST', 'ALMOST_FULL'])).toBe('ALMOST_FULL');
    expect(displayStatus(['SOLD_OUT', 'WAITING_LIST'])).toBe('WAITING_LIST');
    expect(displayStatus(['SOLD_OUT'])).toBe('SOLD_OUT');
  });

  it('gives null for no tours and ignores unknown statuses', () => {
    expect(displayStatus([])).toBeNull();
    expect(displayStatus(['BOGUS' as SalesStatus, 'PLANNED'])).toBe('PLANNED');
    expect(displayStatus(['BOGUS' as SalesStatus])).toBeNull();
  });
});

describe('marksDayBusy', () => {
  it('is false only for SOLD_OUT (and unknown values)', () => {
    for (const status of salesStatuses) expect(marksDayBusy(status)).toBe(status !== 'SOLD_OUT');
    expect(marksDayBusy('nonsense' as SalesStatus)).toBe(false);
  });
});

describe('isBookable', () => {
  it('accepts any status while seats are needed to confirm', () => {
    expect(isBookable({ salesStatus: 'PLANNED', seatsToConfirm: 1, freeSeats: 0 })).toBe(true);
    expect(isBookable({ salesStatus: 'ALMOST_CONFIRMED', seatsToConfirm: 3 })).toBe(true);
  });

  it('needs a confirmed status and a free seat otherwise', () => {
    expect(isBookable({ salesStatus: 'CONFIRMED', seatsToConfirm: 0, freeSeats: 1 })).toBe(true);
    expect(isBookable({ salesStatus: 'ALMOST_FULL', seatsToConfirm: 0, freeSeats: 1 })).toBe(true);
    expect(isBookable({ salesStatus: 'CONFIRMED', seatsToConfirm: 0, freeSeats: 0 })).toBe(false);
    expect(isBookable({ salesStatus: 'PLANNED', seatsToConfirm: 0, freeSeats: 10 })).toBe(false);
    expect(isBookable({ salesStatus: 'WAITING_LIST', seatsToConfirm: 0, freeSeats: 10 })).toBe(false);
  });

  it('treats missing, negative and NaN seat counts as none', () => {
    expect(isBookable({ salesStatus: 'CONFIRMED' })).toBe(false);
    expect(isBookable({ salesStatus: 'CONFIRMED', freeSeats: Number.NaN, seatsToConfirm: -2 })).toBe(false);
    expect(isBookable({ salesStatus: 'CONFIRMED', freeSeats: null, seatsToConfirm: null })).toBe(false);
  });
});

describe('bookingAction', () => {
  it('sends WAITING_LIST to customer support even with seats', () => {
    expect(bookingAction({ salesStatus: 'WAITING_LIST', seatsToConfirm: 2, freeSeats: 2 })).toBe('contact-support');
  });

  it('never checks out a SOLD_OUT tour', () => {
    expect(bookingAction({ salesStatus: 'SOLD_OUT', seatsToConfirm: 2, freeSeats: 2 })).toBe('unavailable');
  });

  it('checks out bookable tours and refuses the rest', () => {
    expect(bookingAction({ salesStatus: 'CONFIRMED', freeSeats: 1 })).toBe('checkout');
    expect(bookingAction({ salesStatus: 'PLANNED', seatsToConfirm: 4 })).toBe('checkout');
    expect(bookingAction({ salesStatus: 'ALMOST_FULL', freeSeats: 0, seatsToConfirm: 0 })).toBe('unavailable');
  });
});

describe('seatLabel', () => {
  it('prefers notConfirmedTour while seats are needed to confirm', () => {
    expect(seatLabel({ salesStatus: 'CONFIRMED', seatsToConfirm: 1, freeSeats: 5 })).toBe('notConfirmedTour');
  });

  it('gives confirmedTour for a confirmed status with free seats', () => {
    expect(seatLabel({ salesStatus: 'ALMOST_FULL', seatsToConfirm: 0, freeSeats: 1 })).toBe('confirmedTour');
  });

  it('gives none at 0 seats or for an unconfirmed status', () => {
    expect(seatLabel({ salesStatus: 'CONFIRMED', seatsToConfirm: 0, freeSeats: 0 })).toBeNull();
    expect(seatLabel({ salesStatus: 'PLANNED', seatsToConfirm: 0, freeSeats: 9 })).toBeNull();
  });
});

describe('flightAdvice', () => {
  it('follows SPEC §4', () => {
    expect(flightAdvice('PLANNED')).toBe('wait-confirmation');
    expect(flightAdvice('ALMOST_CONFIRMED')).toBe('wait-confirmation');
    expect(flightAdvice('WAITING_LIST')).toBe('wait-booking-confirmation');
    expect(flightAdvice('CONFIRMED')).toBe('can-buy');
    expect(flightAdvice('ALMOST_FULL')).toBe('can-buy');
  });

  it('gives no advice for SOLD_OUT or an unknown status', () => {
    expect(flightAdvice('SOLD_OUT')).toBeNull();
    expect(flightAdvice('x' as SalesStatus)).toBeNull();
  });
});

describe('isUpcoming', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('is true only for departures after today', () => {
    expect(isUpcoming({ startingDate: '2026-05-11' }, now)).toBe(true);
    expect(isUpcoming({ startingDate: '2026-05-10' }, now)).toBe(false);
    expect(isUpcoming({ startingDate: '2026-05-09' }, now)).toBe(false);
  });

  it('judges "today" in the given time zone', () => {
    const lateEvening = new Date('2026-05-10T23:30:00Z'); // already 11 May in Rome
    expect(isUpcoming({ startingDate: '2026-05-11' }, lateEvening, 'UTC')).toBe(true);
    expect(isUpcoming({ startingDate: '2026-05-11' }, lateEvening, 'Europe/Rome')).toBe(false);
  });

  it('is false for unreadable dates', () => {
    expect(isUpcoming({ startingDate: 'soon' }, now)).toBe(false);
    expect(isUpcoming({ startingDate: null }, now)).toBe(false);
    expect(isUpcoming({ startingDate: '2026-05-11' }, new Date(Number.NaN))).toBe(false);
  });
});

describe('checkoutUrl', () => {
  it('appends /booking/{id}/start without a double slash', () => {
    expect(checkoutUrl('https://book.example.com', 42)).toBe('https://book.example.com/booking/42/start');
    expect(checkoutUrl('https://book.example.com/', 'abc-1')).toBe('https://book.example.com/booking/abc-1/start');
    expect(checkoutUrl('https://book.example.com///', 7)).toBe('https://book.example.com/booking/7/start');
  });

  it('refuses ids that are not plain tokens', () => {
    expect(checkoutUrl('https://b', '..')).toBeNull();
    expect(checkoutUrl('https://b', '1/../../admin')).toBeNull();
    expect(checkoutUrl('https://b', '')).toBeNull();
    expect(checkoutUrl('https://b', Number.NaN)).toBeNull();
    expect(checkoutUrl('https://b', -1)).toBeNull();
    expect(checkoutUrl('https://b', 1.5)).toBeNull();
  });
});
