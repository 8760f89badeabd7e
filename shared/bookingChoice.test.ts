import { describe, expect, it } from 'vitest';
import { nextBookableTour, paymentTerms, type ChoosableTour } from './bookingChoice';

const tour = (startingDate: string, patch: Partial<ChoosableTour> = {}): ChoosableTour & { id: string } => ({
  id: startingDate,
  startingDate,
  salesStatus: 'PLANNED',
  freeSeats: 10,
  seatsToConfirm: 3,
  ...patch,
});

describe('nextBookableTour', () => {
  const today = '2026-11-22';

  it('picks the earliest bookable departure, whatever the input order', () => {
    const tours = [tour('2027-02-01'), tour('2026-12-19'), tour('2027-01-10')];
    expect(nextBookableTour(tours, today)?.id).toBe('2026-12-19');
  });

  it('skips sold-out, on-request and unbookable departures for a bookable one', () => {
    const tours = [
      tour('2026-12-01', { salesStatus: 'SOLD_OUT', freeSeats: 0, seatsToConfirm: 0 }),
      tour('2026-12-05', { salesStatus: 'WAITING_LIST', seatsToConfirm: 0 }),
      tour('2026-12-08', { salesStatus: 'CONFIRMED', freeSeats: 0, seatsToConfirm: 0 }),
      tour('2026-12-20', { salesStatus: 'ALMOST_FULL', freeSeats: 2, seatsToConfirm: 0 }),
    ];
    expect(nextBookableTour(tours, today)?.id).toBe('2026-12-20');
  });

  it('falls back to the next on-request departure when none can be booked at checkout', () => {
    const tours = [
      tour('2026-12-01', { salesStatus: 'SOLD_OUT', freeSeats: 0, seatsToConfirm: 0 }),
      tour('2027-01-05', { salesStatus: 'WAITING_LIST', seatsToConfirm: 0 }),
    ];
    expect(nextBookableTour(tours, today)?.id).toBe('2027-01-05');
  });

  it('gives null when everything is sold out, gone or there is nothing', () => {
    expect(nextBookableTour([tour('2026-12-01', { salesStatus: 'SOLD_OUT', freeSeats: 0, seatsToConfirm: 0 })], today)).toBeNull();
    expect(nextBookableTour([tour('2026-11-22'), tour('2026-10-01')], today)).toBeNull();
    expect(nextBookableTour([], today)).toBeNull();
  });
});

describe('paymentTerms', () => {
  const today = '2026-11-22';
  const base = tour('2027-03-01', { balanceDueDate: '2027-01-29' });

  it('offers the deposit until its cut-off, with the balance date', () => {
    expect(paymentTerms({ ...base, deposit: { cutOffDate: '2027-01-29', available: true } }, today)).toEqual({
      kind: 'deposit',
      cutOffDate: '2027-01-29',
      balanceDueDate: '2027-01-29',
    });
    expect(paymentTerms({ ...base, deposit: { cutOffDate: today, available: true } }, today).kind).toBe('deposit');
  });

  it('after the cut-off: full payment, never a past balance date', () => {
    const past = paymentTerms({ ...tour('2026-12-10', { balanceDueDate: '2026-11-09' }), deposit: { cutOffDate: '2026-11-09', available: true } }, today);
    expect(past).toEqual({ kind: 'full', depositClosedOn: '2026-11-09' });
    expect(JSON.stringify(past)).not.toContain('balance');
  });

  it('a closed deposit option or a passed balance date means full payment', () => {
    expect(paymentTerms({ ...base, deposit: { cutOffDate: '2027-01-29', available: false } }, today)).toEqual({ kind: 'full', depositClosedOn: null });
    expect(paymentTerms({ ...base, balanceDueDate: '2026-11-01', deposit: { cutOffDate: '2027-01-29', available: true } }, today).kind).toBe('full');
  });

  it('without a deposit option: the balance date only while it is ahead', () => {
    expect(paymentTerms({ ...base, deposit: null }, today)).toEqual({ kind: 'balance', balanceDueDate: '2027-01-29' });
    expect(paymentTerms({ ...base, deposit: null, balanceDueDate: '2026-11-21' }, today)).toEqual({ kind: 'full', depositClosedOn: null });
    expect(paymentTerms({ ...base, deposit: null, balanceDueDate: null }, today)).toEqual({ kind: 'full', depositClosedOn: null });
  });
});
