import { describe, expect, it } from 'vitest';
import {
  currentPriceSince, discountEvidence, discountPercent, honestDiscount, lowestPrice30dByCurrency, lowestPriceBefore, priceAt,
  type PricePoint,
} from './priceHistory';

const eur = (validFrom: string, price: number): PricePoint => ({ currency: 'EUR', price, validFrom });

describe('lowestPriceBefore', () => {
  it('is null for an empty history', () => {
    expect(lowestPriceBefore([], 'EUR', '2026-05-01')).toBeNull();
    expect(priceAt([], 'EUR', '2026-05-01')).toBeNull();
    expect(currentPriceSince([], 'EUR', '2026-05-01')).toBeNull();
    expect(lowestPrice30dByCurrency([], '2026-05-01')).toBeNull();
  });

  it('counts a price set exactly 30 days before, not one replaced exactly then', () => {
    // 1 May − 30 days = 1 April.
    const setThen = [eur('2026-03-01', 90000), eur('2026-04-01', 100000), eur('2026-05-01', 80000)];
    expect(lowestPriceBefore(setThen, 'EUR', '2026-05-01')).toBe(100000);
    const setADayEarlier = [eur('2026-03-01', 90000), eur('2026-03-31', 100000), eur('2026-05-01', 80000)];
    expect(lowestPriceBefore(setADayEarlier, 'EUR', '2026-05-01')).toBe(100000);
    const setADayLater = [eur('2026-03-01', 90000), eur('2026-04-02', 100000), eur('2026-05-01', 80000)];
    // 90 000 was still charged on 1 April: it is the lowest of the window.
    expect(lowestPriceBefore(setADayLater, 'EUR', '2026-05-01')).toBe(90000);
  });

  it('takes the lowest of several changes in the window and ignores older ones', () => {
    const history = [
      eur('2026-01-01', 70000), // long before the window
      eur('2026-03-20', 120000), // in effect when the window opens (1 April)
      eur('2026-04-10', 95000),
      eur('2026-04-20', 110000),
      eur('2026-05-01', 85000),
    ];
    expect(lowestPriceBefore(history, 'EUR', '2026-05-01')).toBe(95000);
    expect(lowestPriceBefore(history, 'EUR', '2026-05-01', 5)).toBe(110000);
    expect(priceAt(history, 'EUR', '2026-04-15')).toBe(95000);
    expect(currentPriceSince(history, 'EUR', '2026-05-09')).toBe('2026-05-01T00:00:00.000Z');
  });

  it('merges snapshots that found the same price and reads date-times', () => {
    const history = [eur('2026-04-01T10:00:00Z', 100000), eur('2026-04-15T10:00:00Z', 100000), eur('2026-04-20T08:30:00Z', 90000)];
    expect(currentPriceSince(history, 'EUR', '2026-04-25')).toBe('2026-04-20T08:30:00.000Z');
    expect(currentPriceSince([...history, eur('2026-04-22T00:00:00Z', 90000)], 'EUR', '2026-04-25')).toBe('2026-04-20T08:30:00.000Z');
    expect(lowestPriceBefore(history, 'EUR', '2026-04-20T08:30:00Z')).toBe(100000);
  });

  it('keeps currencies apart', () => {
    const history: PricePoint[] = [
      eur('2026-03-01', 100000), { currency: 'USD', price: 110000, validFrom: '2026-03-01' },
      eur('2026-04-20', 80000), { currency: 'USD', price: 88000, validFrom: '2026-04-20' },
      { currency: 'GBP', price: 85000, validFrom: '2026-03-01' },
    ];
    expect(lowestPriceBefore(history, 'USD', '2026-04-20')).toBe(110000);
    expect(lowestPriceBefore(history, 'EUR', '2026-04-20')).toBe(100000);
    expect(lowestPriceBefore(history, 'CHF', '2026-04-20')).toBeNull();
    // GBP never changed: no earlier price to compare with.
    expect(lowestPrice30dByCurrency(history, '2026-05-01')).toEqual({ EUR: 100000, USD: 110000 });
  });
});

describe('discountEvidence', () => {
  const now = '2026-05-10';
  it('supports a reduction from a base price charged in the 30 days before it', () => {
    const history = [eur('2026-01-15', 100000), eur('2026-05-01', 85000)];
    expect(discountEvidence(history, { currency: 'EUR', basePrice: 100000, price: 85000, now })).toEqual({
      since: '2026-05-01T00:00:00.000Z', lowest30d: 100000, baseCharged: true, supported: true,
    });
  });

  it('refuses a base price that was never charged (a steady price with a fake "was")', () => {
    const history = [eur('2026-01-15', 85000)];
    const evidence = discountEvidence(history, { currency: 'EUR', basePrice: 100000, price: 85000, now });
    expect(evidence).toMatchObject({ lowest30d: null, baseCharged: false, supported: false });
  });

  it('refuses a base price charged only more than 30 days before the reduction', () => {
    const history = [eur('2026-01-15', 100000), eur('2026-03-01', 92000), eur('2026-05-01', 85000)];
    const evidence = discountEvidence(history, { currency: 'EUR', basePrice: 100000, price: 85000, now });
    expect(evidence).toMatchObject({ lowest30d: 92000, baseCharged: false, supported: false });
  });

  it('refuses a "reduction" that is not below the 30-day lowest price', () => {
    const history = [eur('2026-03-01', 100000), eur('2026-04-20', 80000), eur('2026-05-01', 85000)];
    const evidence = discountEvidence(history, { currency: 'EUR', basePrice: 100000, price: 85000, now });
    expect(evidence).toMatchObject({ lowest30d: 80000, baseCharged: true, supported: false });
  });

  it('ignores changes after now and an empty history', () => {
    const history = [eur('2026-01-15', 100000), eur('2026-06-01', 85000)];
    expect(discountEvidence(history, { currency: 'EUR', basePrice: 100000, price: 85000, now }).supported).toBe(false);
    expect(discountEvidence([], { currency: 'EUR', basePrice: 100000, price: 85000, now })).toEqual({
      since: null, lowest30d: null, baseCharged: false, supported: false,
    });
  });
});

describe('honestDiscount', () => {
  const facts = {
    price: { EUR: 85000, USD: 93000 },
    basePrice: { EUR: 100000, USD: 110000 },
    discounted: true,
    lowestPrice30d: { EUR: 95000, USD: 104000 },
  };
  it('shows the struck price and the 30-day lowest in the display currency', () => {
    expect(honestDiscount(facts, 'USD')).toEqual({ currency: 'USD', basePrice: 110000, price: 93000, lowest30d: 104000 });
    expect(honestDiscount(facts, 'GBP')).toEqual({ currency: 'EUR', basePrice: 100000, price: 85000, lowest30d: 95000 });
  });
  it('shows nothing without evidence or a real reduction', () => {
    expect(honestDiscount({ ...facts, lowestPrice30d: null }, 'EUR')).toBeNull();
    expect(honestDiscount({ ...facts, lowestPrice30d: undefined }, 'EUR')).toBeNull();
    expect(honestDiscount({ ...facts, discounted: false }, 'EUR')).toBeNull();
    expect(honestDiscount({ ...facts, lowestPrice30d: { EUR: 85000 } }, 'EUR')).toBeNull();
    expect(honestDiscount({ ...facts, basePrice: { EUR: 85000 } }, 'EUR')).toBeNull();
  });
  it('states the percentage off', () => {
    expect(discountPercent(100000, 85000)).toBe(15);
    expect(discountPercent(100000, 99900)).toBe(1);
    expect(discountPercent(100000, 100000)).toBe(0);
  });
});
