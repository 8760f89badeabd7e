import { describe, expect, it } from 'vitest';
import { confirmationOf } from './confirmation';

const base = { minSeats: 8, seatsToConfirm: 3, balanceDueDate: '2027-01-10' };
const today = '2026-11-23';

describe('confirmationOf', () => {
  it('confirmed and almost-full departures are sure', () => {
    expect(confirmationOf({ ...base, salesStatus: 'CONFIRMED' }, today)).toEqual({ kind: 'confirmed' });
    expect(confirmationOf({ ...base, salesStatus: 'ALMOST_FULL' }, today)).toEqual({ kind: 'confirmed' });
  });

  it('planned ones count the booked travellers of the minimum, with the balance date as deadline', () => {
    expect(confirmationOf({ ...base, salesStatus: 'PLANNED' }, today)).toEqual({ kind: 'pending', booked: 5, needed: 8, missing: 3, deadline: '2027-01-10' });
    expect(confirmationOf({ ...base, salesStatus: 'ALMOST_CONFIRMED', seatsToConfirm: 1 }, today)).toMatchObject({ booked: 7, missing: 1 });
  });

  it('keeps the meter within bounds whatever the catalogue says', () => {
    expect(confirmationOf({ ...base, salesStatus: 'PLANNED', seatsToConfirm: 0 }, today)).toMatchObject({ booked: 7, missing: 1, needed: 8 });
    expect(confirmationOf({ ...base, salesStatus: 'PLANNED', seatsToConfirm: 40 }, today)).toMatchObject({ booked: 0, missing: 8 });
    expect(confirmationOf({ ...base, salesStatus: 'PLANNED', minSeats: 0, seatsToConfirm: 2 }, today)).toMatchObject({ booked: 0, missing: 1, needed: 1 });
  });

  it('a deadline that has passed is not shown as a date (the decision is due any day)', () => {
    expect(confirmationOf({ ...base, salesStatus: 'PLANNED', balanceDueDate: '2026-11-22' }, today)).toMatchObject({ deadline: null });
    expect(confirmationOf({ ...base, salesStatus: 'PLANNED', balanceDueDate: '2026-11-23' }, today)).toMatchObject({ deadline: '2026-11-23' });
  });

  it('says nothing for waiting-list and sold-out departures', () => {
    expect(confirmationOf({ ...base, salesStatus: 'WAITING_LIST' }, today)).toEqual({ kind: 'none' });
    expect(confirmationOf({ ...base, salesStatus: 'SOLD_OUT' }, today)).toEqual({ kind: 'none' });
  });
});
