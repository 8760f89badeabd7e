import { describe, expect, it } from 'vitest';
import { changesFor, detectChanges, type TourNow, type TourSnapshot } from '../../../worker/alerts/changes';

const today = '2026-06-01';
const tour = (over: Partial<TourNow> = {}): TourNow => ({ tourId: 1, travelId: 10, salesStatus: 'PLANNED', priceEur: 100000, startingDate: '2026-09-01', ...over });
const snap = (over: Partial<TourSnapshot> = {}): TourSnapshot => ({ tourId: 1, travelId: 10, salesStatus: 'PLANNED', priceEur: 100000, seenAt: 1, ...over });

describe('detectChanges', () => {
  it('nothing changed: no change, nothing to write', () => {
    expect(detectChanges([tour()], [snap()], today)).toEqual({ changes: [], updated: [] });
  });

  it('a new upcoming departure is a STOCKOUT_TRAVEL change; a new sold-out or past one is only recorded', () => {
    const { changes, updated } = detectChanges([tour({ tourId: 2 }), tour({ tourId: 3, salesStatus: 'SOLD_OUT' }), tour({ tourId: 4, startingDate: '2026-01-01' })], [], today);
    expect(changes.map((c) => [c.type, c.tourId])).toEqual([['STOCKOUT_TRAVEL', 2]]);
    expect(updated.map((t) => t.tourId)).toEqual([2, 3, 4]);
  });

  it.each([
    ['PLANNED', 'CONFIRMED', true],
    ['ALMOST_CONFIRMED', 'ALMOST_FULL', true],
    ['CONFIRMED', 'ALMOST_FULL', false],
    ['PLANNED', 'ALMOST_CONFIRMED', false],
    ['PLANNED', 'SOLD_OUT', false],
  ])('%s → %s is a confirmation: %s', (from, to, expected) => {
    const { changes } = detectChanges([tour({ salesStatus: to })], [snap({ salesStatus: from })], today);
    expect(changes.some((c) => c.type === 'TOUR_CONFIRMED')).toBe(expected);
  });

  it('a lower price is a PRICE_DROPPED change carrying both prices; a higher one is not', () => {
    const drop = detectChanges([tour({ priceEur: 90000 })], [snap()], today).changes;
    expect(drop).toEqual([expect.objectContaining({ type: 'PRICE_DROPPED', previousPrice: 100000, price: 90000 })]);
    expect(detectChanges([tour({ priceEur: 110000 })], [snap()], today).changes).toEqual([]);
  });

  it('keys are stable for the same comparison and differ for a later one', () => {
    const a = detectChanges([tour({ priceEur: 90000 })], [snap()], today).changes[0]!.key;
    const b = detectChanges([tour({ priceEur: 90000 })], [snap()], today).changes[0]!.key;
    const later = detectChanges([tour({ priceEur: 90000 })], [snap({ seenAt: 2 })], today).changes[0]!.key;
    expect(a).toBe(b);
    expect(later).not.toBe(a);
  });
});

describe('changesFor', () => {
  const changes = detectChanges([tour({ tourId: 1, salesStatus: 'CONFIRMED', priceEur: 1 }), tour({ tourId: 2 })], [snap()], today).changes;

  it('a travel subscription hears only of new departures', () => {
    expect(changesFor({ id: 's', travelId: 10, tourId: 0, types: ['STOCKOUT_TRAVEL'] }, changes).map((c) => c.type)).toEqual(['STOCKOUT_TRAVEL']);
  });

  it('a tour subscription hears only of its tour, and only its types', () => {
    expect(changesFor({ id: 's', travelId: 10, tourId: 1, types: ['TOUR_CONFIRMED', 'PRICE_DROPPED'] }, changes).map((c) => c.type).sort()).toEqual(['PRICE_DROPPED', 'TOUR_CONFIRMED']);
    expect(changesFor({ id: 's', travelId: 10, tourId: 1, types: ['PRICE_DROPPED'] }, changes).map((c) => c.type)).toEqual(['PRICE_DROPPED']);
    expect(changesFor({ id: 's', travelId: 11, tourId: 1, types: ['PRICE_DROPPED'] }, changes)).toEqual([]);
  });
});
