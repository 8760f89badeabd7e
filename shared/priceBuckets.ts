/** Bounds of a duration filter, in days, both inclusive. */
export interface DurationRange {
  durationFrom?: number;
  durationTo?: number;
}

/** Bounds of a price filter, in integer cents, both inclusive. */
export interface PriceRange {
  priceFrom?: number;
  priceTo?: number;
}

/** Duration filter choices (SPEC §9): up to 6 days, up to 10 days, over 10 days. */
export const durationChoices = ['MAX_6', 'MAX_10', 'OVER_10'] as const;
export type DurationChoice = (typeof durationChoices)[number];

export type BucketFlag = 'suggested-range' | 'custom-range';

/** A price bucket: MAX_{cents}, OVER_{cents} or {from}-{to}. */
export interface PriceBucket extends PriceRange {
  code: string;
  flag: BucketFlag;
}

export type PriceFilterKind = 'any' | 'up-to' | 'between' | 'over';

// Bounded digit count: a hostile "MAX_999…" must not turn into Infinity or lose precision.
const maxCode = /^MAX_(\d{1,12})$/;
const overCode = /^OVER_(\d{1,12})$/;
const betweenCode = /^(\d{1,12})-(\d{1,12})$/;

/**
 * Duration filter bounds for a reported duration (SPEC §9): MAX_{n} → up to n days,
 * OVER_{n} → more than n days, i.e. from n + 1. Null for anything else.
 */
export function durationRange(code: unknown): DurationRange | null {
  if (typeof code !== 'string') return null;
  const max = maxCode.exec(code);
  if (max) return { durationTo: Number(max[1]) };
  const over = overCode.exec(code);
  if (over) return { durationFrom: Number(over[1]) + 1 };
  return null;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The duration code a filter's bounds stand for (inverse of durationRange); null for other bounds. */
export function durationCode(range: { durationFrom?: unknown; durationTo?: unknown }): string | null {
  const from = count(range.durationFrom);
  const to = count(range.durationTo);
  if (from === undefined && to !== undefined && to > 0) return `MAX_${to}`;
  if (to === undefined && from !== undefined && from >= 1) return `OVER_${from - 1}`;
  return null;
}

function cents(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const rounded = Math.round(value);
  return rounded > 0 && rounded <= Number.MAX_SAFE_INTEGER ? rounded : undefined;
}

/**
 * Kind of a price filter (SPEC §9) with its cleaned bounds: any, up to, between or over.
 * A bound that is not a positive amount is absent (priceFrom 0 adds nothing); reversed
 * bounds are swapped.
 */
export function priceFilter(range: { priceFrom?: unknown; priceTo?: unknown }): PriceRange & { kind: PriceFilterKind } {
  let from = cents(range.priceFrom);
  let to = cents(range.priceTo);
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  if (from !== undefined && to !== undefined) return { kind: 'between', priceFrom: from, priceTo: to };
  if (to !== undefined) return { kind: 'up-to', priceTo: to };
  if (from !== undefined) return { kind: 'over', priceFrom: from };
  return { kind: 'any' };
}

/** Reads a bucket code (amounts in cents): MAX_n → up to n, OVER_n → from n, a-b → between; null otherwise. */
export function parsePriceBucket(code: unknown, flag: BucketFlag = 'suggested-range'): PriceBucket | null {
  if (typeof code !== 'string') return null;
  const max = maxCode.exec(code);
  if (max) return { code, flag, priceTo: Number(max[1]) };
  const over = overCode.exec(code);
  if (over) return { code, flag, priceFrom: Number(over[1]) };
  const between = betweenCode.exec(code);
  if (between) {
    const from = Number(between[1]);
    const to = Number(between[2]);
    return from <= to ? { code, flag, priceFrom: from, priceTo: to } : null;
  }
  return null;
}

/** The bucket code of a price filter; null for "any". */
export function priceBucketCode(range: { priceFrom?: unknown; priceTo?: unknown }): string | null {
  const filter = priceFilter(range);
  switch (filter.kind) {
    case 'up-to':
      return `MAX_${filter.priceTo}`;
    case 'over':
      return `OVER_${filter.priceFrom}`;
    case 'between':
      return `${filter.priceFrom}-${filter.priceTo}`;
    default:
      return null;
  }
}

/**
 * The bucket a price filter selects: the suggested bucket with the same bounds, else a
 * custom-range bucket; null when the filter is "any".
 */
export function bucketForFilter(
  range: { priceFrom?: unknown; priceTo?: unknown },
  suggested: readonly PriceBucket[],
): PriceBucket | null {
  const filter = priceFilter(range);
  const code = priceBucketCode(filter);
  if (code === null) return null;
  const match = Array.isArray(suggested)
    ? suggested.find((b) => b?.priceFrom === filter.priceFrom && b?.priceTo === filter.priceTo)
    : undefined;
  if (match) return { ...match, flag: 'suggested-range' };
  const bucket: PriceBucket = { code, flag: 'custom-range' };
  if (filter.priceFrom !== undefined) bucket.priceFrom = filter.priceFrom;
  if (filter.priceTo !== undefined) bucket.priceTo = filter.priceTo;
  return bucket;
}

/** Age ranges (SPEC §3); ALL covers 25-49 and is the default age badge. */
export const ageRanges = ['25-35', '35-49', 'ALL'] as const;
export type AgeRange = (typeof ageRanges)[number];

const ageRangeLabels: Record<AgeRange, string> = { '25-35': '25-35', '35-49': '35+', ALL: '25-49' };

/** True for one of the three age ranges. */
export function isAgeRange(value: unknown): value is AgeRange {
  return typeof value === 'string' && (ageRanges as readonly string[]).includes(value);
}

/** Label of an age range: 25-35, 35+ or 25-49; null for an unknown range. */
export function ageRangeLabel(range: unknown): string | null {
  return isAgeRange(range) ? ageRangeLabels[range] : null;
}

/** The age filter is offered with at least 2 age ranges, or exactly one that is not null (SPEC §5). */
export function isAgeFilterAvailable(ranges: readonly unknown[] | null | undefined): boolean {
  if (!Array.isArray(ranges)) return false;
  return ranges.length >= 2 || (ranges.length === 1 && ranges[0] !== null && ranges[0] !== undefined);
}
