import type { Filters } from './filters';
import { priceFilter } from './priceBuckets';

/** One filter the traveller set, as the results page shows it (a chip) and can drop. */
export type ActiveFilter =
  | { kind: 'text'; text: string; without: Partial<Filters> }
  | { kind: 'continent' | 'destination' | 'badge' | 'trip'; id: number; without: Partial<Filters> }
  | { kind: 'dates'; from?: string; to?: string; flex?: number; without: Partial<Filters> }
  | { kind: 'weekends'; month: string; without: Partial<Filters> }
  | { kind: 'duration' | 'style' | 'type' | 'status' | 'costCenter'; code: string; without: Partial<Filters> }
  | { kind: 'durationWindow'; from?: number; to?: number; without: Partial<Filters> }
  | { kind: 'price'; from?: number; to?: number; without: Partial<Filters> }
  | { kind: 'age'; code: string; without: Partial<Filters> }
  | { kind: 'discounted' | 'noSharingRoom'; without: Partial<Filters> };

/**
 * Every filter of a results query, one entry per removable choice (each place, style, duration,
 * status on its own; the dates, the price and the duration window each as one), in the order
 * the filters panel lists them, each with the filter state without it (back to page 1).
 * Tab, order and page are not filters. The words typed come first.
 */
export function activeFilters(filters: Filters): ActiveFilter[] {
  const base: Partial<Filters> = { ...filters, page: 1 };
  const drop = (patch: Partial<Filters>): Partial<Filters> => ({ ...base, ...patch });
  const dropItem = <K extends keyof Filters>(key: K, value: unknown): Partial<Filters> => {
    const list = (filters[key] as unknown[] | undefined)?.filter((item) => item !== value);
    return drop({ [key]: list?.length ? list : undefined } as Partial<Filters>);
  };
  const out: ActiveFilter[] = [];
  if (filters.textSearch) out.push({ kind: 'text', text: filters.textSearch, without: drop({ textSearch: undefined }) });
  if (filters.dateFrom || filters.dateTo) {
    const flex = filters.flex ?? filters.daysSpan;
    out.push({ kind: 'dates', from: filters.dateFrom, to: filters.dateTo, flex: flex || undefined, without: drop({ dateFrom: undefined, dateTo: undefined, flex: undefined, daysSpan: undefined }) });
  }
  if (filters.weekendsOf) out.push({ kind: 'weekends', month: filters.weekendsOf, without: drop({ weekendsOf: undefined }) });
  for (const code of filters.durations ?? []) out.push({ kind: 'duration', code, without: dropItem('durations', code) });
  if (filters.durationFrom !== undefined || filters.durationTo !== undefined) {
    out.push({ kind: 'durationWindow', from: filters.durationFrom, to: filters.durationTo, without: drop({ durationFrom: undefined, durationTo: undefined }) });
  }
  const price = priceFilter(filters);
  if (price.kind !== 'any') out.push({ kind: 'price', from: price.priceFrom, to: price.priceTo, without: drop({ priceFrom: undefined, priceTo: undefined }) });
  if (filters.ageBadge) out.push({ kind: 'age', code: filters.ageBadge, without: drop({ ageBadge: undefined }) });
  if (filters.discounted) out.push({ kind: 'discounted', without: drop({ discounted: undefined }) });
  if (filters.isNoSharingRoomAvailable) out.push({ kind: 'noSharingRoom', without: drop({ isNoSharingRoomAvailable: undefined }) });
  for (const id of filters.continentId ?? []) out.push({ kind: 'continent', id, without: dropItem('continentId', id) });
  for (const id of filters.destinationId ?? []) out.push({ kind: 'destination', id, without: dropItem('destinationId', id) });
  for (const code of filters.travelStyles ?? []) out.push({ kind: 'style', code, without: dropItem('travelStyles', code) });
  for (const code of filters.travelTypes ?? []) out.push({ kind: 'type', code, without: dropItem('travelTypes', code) });
  if (filters.tab === 'tours') for (const code of filters.status ?? []) out.push({ kind: 'status', code, without: dropItem('status', code) });
  for (const id of filters.badgeId ?? []) out.push({ kind: 'badge', id, without: dropItem('badgeId', id) });
  for (const code of filters.costCenters ?? []) out.push({ kind: 'costCenter', code, without: dropItem('costCenters', code) });
  for (const id of filters.travelId ?? []) out.push({ kind: 'trip', id, without: dropItem('travelId', id) });
  return out;
}

/** How many filters the Filters button counts: those of its panel (the words typed are the search box's). */
export function panelFilterCount(filters: Filters): number {
  return activeFilters(filters).filter((filter) => filter.kind !== 'text').length;
}

/** The filter state with no filter left, only what is shown (tab) and, unless asked, the words typed. */
export function withoutFilters(filters: Filters, options: { keepText?: boolean } = {}): Partial<Filters> {
  return { tab: filters.tab, textSearch: options.keepText ? filters.textSearch : undefined };
}

/** Whole units of a currency typed by the traveller → cents (the unit of priceFrom/priceTo); undefined for nothing usable. */
export function unitsToCents(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  // A number field's value: digits, maybe a decimal part (a typed URL may use a comma).
  const text = value.trim().replace(/\s/g, '');
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(text.replace(',', '.')) * 100);
  return cents > 0 ? cents : undefined;
}
