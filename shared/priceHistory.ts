/**
 * Honest discounts (issue 14 item 4; the EU "Omnibus" price-indication rule for announced
 * reductions): a departure's price history, the lowest price charged in the 30 days before
 * its current price took effect, and whether a struck "was" price is supported by it.
 *
 * A history is a list of price points: from `validFrom` on, `price` (cents) was charged in
 * `currency`, until the next point of the same currency. Pure: no I/O, no clock.
 */

/** One price change of a departure: from `validFrom` (ISO date or date-time, UTC) on, `price` cents. */
export interface PricePoint {
  currency: string;
  price: number;
  validFrom: string;
}

/** Days before a reduction whose lowest price must be indicated (Directive 98/6/EC art. 6a). */
export const lowestPriceWindowDays = 30;

const dayMs = 86_400_000;

function time(value: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

interface TimedPoint {
  at: number;
  price: number;
}

/**
 * The points of one currency up to `until`, oldest first, with invalid dates and prices left
 * out and repeated prices merged (a snapshot that finds the same price is no change).
 */
function timeline(history: readonly PricePoint[], currency: string, until = Number.POSITIVE_INFINITY): TimedPoint[] {
  const points = history
    .filter((point) => point.currency === currency && Number.isFinite(point.price) && point.price >= 0)
    .map((point) => ({ at: time(point.validFrom), price: point.price }))
    .filter((point) => Number.isFinite(point.at) && point.at <= until)
    .sort((a, b) => a.at - b.at);
  const merged: TimedPoint[] = [];
  for (const point of points) {
    const last = merged[merged.length - 1];
    if (last && last.at === point.at) last.price = point.price;
    else if (!last || last.price !== point.price) merged.push(point);
  }
  return merged;
}

/** The price charged at `at`, or null before the first point. */
export function priceAt(history: readonly PricePoint[], currency: string, at: string): number | null {
  const points = timeline(history, currency, time(at));
  return points.length ? points[points.length - 1]!.price : null;
}

/** When the price charged at `now` took effect (its last change), or null without history. */
export function currentPriceSince(history: readonly PricePoint[], currency: string, now: string): string | null {
  const points = timeline(history, currency, time(now));
  return points.length ? new Date(points[points.length - 1]!.at).toISOString() : null;
}

/** Every price charged at some moment of [from, to): the one in effect at `from` and every later change. */
function chargedBetween(points: readonly TimedPoint[], from: number, to: number): number[] {
  const charged: number[] = [];
  let inEffect: number | null = null;
  for (const point of points) {
    if (point.at <= from) inEffect = point.price;
    else if (point.at < to) charged.push(point.price);
  }
  return inEffect === null ? charged : [inEffect, ...charged];
}

/**
 * The lowest price charged in the `days` days before `at` (the window [at − days, at); a price
 * set exactly `days` days before counts, one replaced exactly then does not). Null when nothing
 * was charged in the window.
 */
export function lowestPriceBefore(history: readonly PricePoint[], currency: string, at: string, days = lowestPriceWindowDays): number | null {
  const end = time(at);
  if (!Number.isFinite(end)) return null;
  const charged = chargedBetween(timeline(history, currency, end), end - days * dayMs, end);
  return charged.length ? Math.min(...charged) : null;
}

/** What a history says about a departure's current price in one currency. */
export interface DiscountEvidence {
  /** When the current price took effect (the reduction, if it is one); null without history. */
  since: string | null;
  /** Lowest price charged in the 30 days before `since`; null when there was no earlier price. */
  lowest30d: number | null;
  /** The struck base price (or more) was really charged in those 30 days. */
  baseCharged: boolean;
  /** A "was basePrice, now price" reduction may be announced: the base was charged and the price is below the 30-day lowest. */
  supported: boolean;
}

/**
 * Whether a reduction from `basePrice` to `price` (cents, one currency) is honest as of `now`:
 * the base price was charged in the 30 days before the current price took effect, and the
 * current price is below the lowest price of those 30 days. Anything else is no discount.
 */
export function discountEvidence(
  history: readonly PricePoint[],
  { currency, price, basePrice, now }: { currency: string; price: number; basePrice: number; now: string },
): DiscountEvidence {
  const nowAt = time(now);
  const points = timeline(history, currency, nowAt);
  const current = points[points.length - 1];
  if (!current) return { since: null, lowest30d: null, baseCharged: false, supported: false };
  const charged = chargedBetween(points, current.at - lowestPriceWindowDays * dayMs, current.at);
  const lowest30d = charged.length ? Math.min(...charged) : null;
  const baseCharged = charged.some((value) => value >= basePrice);
  const supported = basePrice > price && baseCharged && lowest30d !== null && lowest30d > price;
  return { since: new Date(current.at).toISOString(), lowest30d, baseCharged, supported };
}

/** The 30-day lowest price per currency the history knows (before each currency's current price); null when none. */
export function lowestPrice30dByCurrency(history: readonly PricePoint[], now: string): Record<string, number> | null {
  const result: Record<string, number> = {};
  for (const currency of new Set(history.map((point) => point.currency))) {
    const since = currentPriceSince(history, currency, now);
    const lowest = since === null ? null : lowestPriceBefore(history, currency, since);
    if (lowest !== null) result[currency] = lowest;
  }
  return Object.keys(result).length ? result : null;
}

/** Whole percent off the base price, as the catalogue states it (0 when there is no reduction). */
export function discountPercent(basePrice: number, price: number): number {
  if (!(basePrice > 0) || !(price < basePrice)) return 0;
  return Math.max(1, Math.round(((basePrice - price) / basePrice) * 100));
}

type Money = Record<string, number>;

/** The price facts of a departure as both catalogue sources deliver them. */
export interface PriceFacts {
  price: Money;
  basePrice?: Money | null;
  /** The source's verdict (D1: computed from the history); false → never a strike. */
  discounted?: boolean;
  /** Lowest price of the 30 days before the reduction; null/absent (whole or per currency) → no evidence, no strike. */
  lowestPrice30d?: Record<string, number | null> | null;
}

/** A reduction the page may announce, in one currency (cents). */
export interface HonestDiscount {
  currency: string;
  basePrice: number;
  price: number;
  lowest30d: number;
}

/**
 * The struck price and the 30-day lowest to show beside it, in `currency` (EUR when the
 * departure has no price in it), or null: no evidence, no reduction below the 30-day lowest,
 * or the source says the base price was not charged — then no strike and no badge.
 */
export function honestDiscount(facts: PriceFacts, currency: string): HonestDiscount | null {
  if (facts.discounted !== true || !facts.basePrice || !facts.lowestPrice30d) return null;
  const code = facts.price[currency] !== undefined ? currency : 'EUR';
  const price = facts.price[code];
  const basePrice = facts.basePrice[code];
  const lowest30d = facts.lowestPrice30d[code];
  if (price === undefined || basePrice === undefined || lowest30d === undefined || lowest30d === null) return null;
  if (!(basePrice > price) || !(lowest30d > price)) return null;
  return { currency: code, basePrice, price, lowest30d };
}
