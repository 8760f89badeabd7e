import { describe, expect, it } from 'vitest';
import { allInEstimate, costFactsIn } from './allInEstimate';

const facts = { price: 139000, privateRoom: 27000, flexibleCancellation: 6900, groupFund: 25000, flights: 52000 };

describe('allInEstimate', () => {
  it('itemises the trip, the chosen options, the group fund and the cheapest flight', () => {
    const estimate = allInEstimate(facts, { privateRoom: true, flexibleCancellation: true });
    expect(estimate.items.map((item) => [item.key, item.paidTo])).toEqual([
      ['trip', 'booking'], ['privateRoom', 'booking'], ['flexibleCancellation', 'booking'], ['groupFund', 'trip'], ['flights', 'airline'],
    ]);
    expect(estimate.booking).toBe(139000 + 27000 + 6900);
    expect(estimate.total).toBe(139000 + 27000 + 6900 + 25000 + 52000);
  });

  it('leaves out options not chosen or not offered, and costs not known', () => {
    expect(allInEstimate(facts, { privateRoom: false, flexibleCancellation: false }).booking).toBe(139000);
    const bare = allInEstimate({ ...facts, privateRoom: null, groupFund: null, flights: null }, { privateRoom: true, flexibleCancellation: false });
    expect(bare.items.map((item) => item.key)).toEqual(['trip']);
    expect(bare.total).toBe(139000);
  });

  it('sums in each currency of the money maps', () => {
    const money = {
      price: { EUR: 139000, USD: 151000, GBP: 120000 }, privateRoom: { EUR: 27000, USD: 29000, GBP: 23000 },
      flexibleCancellation: { EUR: 6900, USD: 7500, GBP: 6000 }, groupFund: { EUR: 25000, USD: 27000, GBP: 22000 }, flights: { EUR: 52000, USD: 57000 },
    };
    expect(allInEstimate(costFactsIn('USD', money)!, { privateRoom: true, flexibleCancellation: true }).total).toBe(151000 + 29000 + 7500 + 27000 + 57000);
    // No GBP flight price: the estimate says nothing about flights rather than mixing currencies.
    expect(allInEstimate(costFactsIn('GBP', money)!, { privateRoom: false, flexibleCancellation: false }).items.map((item) => item.key)).toEqual(['trip', 'groupFund']);
    expect(costFactsIn('CHF', money)).toBeNull();
  });
});
