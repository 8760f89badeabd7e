/** What a departure costs in all (issue 14 item 2), itemised, in cents of one currency. */
export type CostKey = 'trip' | 'privateRoom' | 'flexibleCancellation' | 'groupFund' | 'flights';

export interface CostItem {
  key: CostKey;
  amount: number;
  /** Paid to Caravan at booking (in the payment plan), into the group fund on the trip, or to an airline. */
  paidTo: 'booking' | 'trip' | 'airline';
}

export interface CostFacts {
  price: number;
  /** Supplement for a room of one's own; null: not offered on this departure. */
  privateRoom: number | null;
  /** Flexible Cancellation option (cancel free up to 8 days before instead of 31); null: not offered. */
  flexibleCancellation: number | null;
  /** Group fund (money pot) per person, paid on the trip; null: unknown. */
  groupFund: number | null;
  /** Cheapest flight found for the departure; null: unknown. */
  flights: number | null;
}

export interface CostChoice {
  privateRoom: boolean;
  flexibleCancellation: boolean;
}

export interface AllInEstimate {
  items: CostItem[];
  /** What the booking costs (the payment plan's total). */
  booking: number;
  /** Everything, the trip fund and the cheapest flight included. */
  total: number;
}

/** The items of an all-in estimate: options only when chosen and offered, known costs only. */
export function allInEstimate(facts: CostFacts, choice: CostChoice): AllInEstimate {
  const items: CostItem[] = [{ key: 'trip', amount: facts.price, paidTo: 'booking' }];
  if (choice.privateRoom && facts.privateRoom !== null) items.push({ key: 'privateRoom', amount: facts.privateRoom, paidTo: 'booking' });
  if (choice.flexibleCancellation && facts.flexibleCancellation !== null) {
    items.push({ key: 'flexibleCancellation', amount: facts.flexibleCancellation, paidTo: 'booking' });
  }
  if (facts.groupFund !== null) items.push({ key: 'groupFund', amount: facts.groupFund, paidTo: 'trip' });
  if (facts.flights !== null) items.push({ key: 'flights', amount: facts.flights, paidTo: 'airline' });
  const booking = items.filter((item) => item.paidTo === 'booking').reduce((sum, item) => sum + item.amount, 0);
  return { items, booking, total: items.reduce((sum, item) => sum + item.amount, 0) };
}

/** A departure's costs in one currency (cents), from money maps; null where that currency is missing. */
export function costFactsIn(
  currency: string,
  money: { price: Record<string, number>; privateRoom: Record<string, number> | null; flexibleCancellation: Record<string, number> | null; groupFund: Record<string, number> | null; flights: Record<string, number> | null },
): CostFacts | null {
  const price = money.price[currency];
  if (price === undefined) return null;
  const pick = (map: Record<string, number> | null) => (map && map[currency] !== undefined ? map[currency]! : null);
  return { price, privateRoom: pick(money.privateRoom), flexibleCancellation: pick(money.flexibleCancellation), groupFund: pick(money.groupFund), flights: pick(money.flights) };
}
