import { describe, expect, it } from 'vitest';
import {
  ageRangeLabel,
  bucketForFilter,
  durationChoices,
  durationCode,
  durationRange,
  isAgeFilterAvailable,
  parsePriceBucket,
  priceBucketCode,
  priceFilter,
  type PriceBucket,
} from './priceBuckets';

describe('durations', () => {
  it('maps the three filter choices to bounds', () => {
    expect(durationChoices.map(durationRange)).toEqual([{ durationTo: 6 }, { durationTo: 10 }, { durationFrom: 11 }]);
  });

  it('round-trips codes', () => {
    for (const code of ['MAX_6', 'MAX_10', 'OVER_10', 'MAX_1', 'OVER_0']) {
      const range = durationRange(code);
      expect(range).not.toBeNull();
      expect(durationCode(range ?? {})).toBe(code);
    }
  });

  it('rejects garbage', () => {
    for (const code of ['MAX_', 'MAX_-1', 'max_6', 'OVER_1e3', 'MAX_9999999999999', '6', null, 6]) {
      expect(durationRange(code)).toBeNull();
    }
    expect(durationCode({})).toBeNull();
    expect(durationCode({ durationFrom: 3, durationTo: 6 })).toBeNull();
    expect(durationCode({ durationTo: 0 })).toBeNull();
    expect(durationCode({ durationTo: Number.NaN })).toBeNull();
  });
});

describe('priceFilter', () => {
  it('names the four kinds', () => {
    expect(priceFilter({})).toEqual({ kind: 'any' });
    expect(priceFilter({ priceTo: 100000 })).toEqual({ kind: 'up-to', priceTo: 100000 });
    expect(priceFilter({ priceFrom: 200000 })).toEqual({ kind: 'over', priceFrom: 200000 });
    expect(priceFilter({ priceFrom: 100000, priceTo: 200000 })).toEqual({
      kind: 'between',
      priceFrom: 100000,
      priceTo: 200000,
    });
  });

  it('treats a zero lower bound as absent and swaps reversed bounds', () => {
    expect(priceFilter({ priceFrom: 0, priceTo: 50000 })).toEqual({ kind: 'up-to', priceTo: 50000 });
    expect(priceFilter({ priceFrom: 200000, priceTo: 100000 })).toMatchObject({ priceFrom: 100000, priceTo: 200000 });
  });

  it('ignores hostile bounds', () => {
    expect(priceFilter({ priceFrom: -5, priceTo: Number.NaN })).toEqual({ kind: 'any' });
    expect(priceFilter({ priceFrom: '100', priceTo: Number.POSITIVE_INFINITY })).toEqual({ kind: 'any' });
    expect(priceFilter({ priceTo: 1e300 })).toEqual({ kind: 'any' });
  });
});

describe('price buckets', () => {
  it('parses the three bucket shapes', () => {
    expect(parsePriceBucket('MAX_100000')).toEqual({ code: 'MAX_100000', flag: 'suggested-range', priceTo: 100000 });
    expect(parsePriceBucket('OVER_200000')).toEqual({ code: 'OVER_200000', flag: 'suggested-range', priceFrom: 200000 });
    expect(parsePriceBucket('100000-200000', 'custom-range')).toEqual({
      code: '100000-200000',
      flag: 'custom-range',
      priceFrom: 100000,
      priceTo: 200000,
    });
  });

  it('rejects garbage buckets', () => {
    for (const code of ['200-100', 'MAX_x', '1-2-3', '', null, 'OVER_-1']) expect(parsePriceBucket(code)).toBeNull();
  });

  it('writes a filter back as a code', () => {
    expect(priceBucketCode({ priceTo: 100000 })).toBe('MAX_100000');
    expect(priceBucketCode({ priceFrom: 200000 })).toBe('OVER_200000');
    expect(priceBucketCode({ priceFrom: 1, priceTo: 2 })).toBe('1-2');
    expect(priceBucketCode({})).toBeNull();
  });

  const suggested = ['MAX_100000', '100000-200000', 'OVER_200000']
    .map((code) => parsePriceBucket(code))
    .filter((b): b is PriceBucket => b !== null);

  it('flags a filter matching a suggested bucket as suggested-range', () => {
    expect(bucketForFilter({ priceFrom: 100000, priceTo: 200000 }, suggested)).toMatchObject({
      code: '100000-200000',
      flag: 'suggested-range',
    });
    expect(bucketForFilter({ priceTo: 100000 }, suggested)?.flag).toBe('suggested-range');
  });

  it('flags any other filter as custom-range, and "any" as no bucket', () => {
    expect(bucketForFilter({ priceFrom: 120000, priceTo: 200000 }, suggested)).toEqual({
      code: '120000-200000',
      flag: 'custom-range',
      priceFrom: 120000,
      priceTo: 200000,
    });
    expect(bucketForFilter({}, suggested)).toBeNull();
    expect(bucketForFilter({ priceTo: 5 }, [])?.flag).toBe('custom-range');
  });
});

describe('age ranges', () => {
  it('labels the three ranges', () => {
    expect(ageRangeLabel('25-35')).toBe('25-35');
    expect(ageRangeLabel('35-49')).toBe('35+');
    expect(ageRangeLabel('ALL')).toBe('25-49');
    expect(ageRangeLabel('18-24')).toBeNull();
  });

  it('offers the age filter with two ranges or one non-null', () => {
    expect(isAgeFilterAvailable(['25-35', '35-49'])).toBe(true);
    expect(isAgeFilterAvailable([null, null])).toBe(true);
    expect(isAgeFilterAvailable(['25-35'])).toBe(true);
    expect(isAgeFilterAvailable([null])).toBe(false);
    expect(isAgeFilterAvailable([])).toBe(false);
    expect(isAgeFilterAvailable(null)).toBe(false);
  });
});
