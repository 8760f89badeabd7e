/**
 * What a search keeps when the traveller moves to another market (the country / language switch
 * and the search page's hreflang links): the filters every market reads alike — places, dates,
 * durations, styles, statuses, order — and not the words typed (another language), the price
 * bounds (another currency) or the page number (other counts). A place searched by name (a
 * place's landing page) goes over as that place's id, which every market spells in its language.
 *
 * Plain URLSearchParams, no schema: the target market checks the query as it checks any URL.
 */
import { searchText } from './patterns';

/** A continent or country the search named, with the filter that selects it by id. */
export interface SwitchPlace {
  /** The text searched, as the page read it. */
  text: string;
  key: 'continentId' | 'destinationId';
  id: number;
}

/** A search page's part in the switch: the place its text names, if any. */
export interface MarketSwitch {
  place: SwitchPlace | null;
}

/** Filter keys (shared/filters.ts filterKeys) that mean the same in every market. */
export const sharedFilterKeys: ReadonlySet<string> = new Set([
  'continentId', 'destinationId', 'dateFrom', 'dateTo', 'daysSpan', 'flex', 'weekendsOf',
  'durations', 'durationFrom', 'durationTo', 'ageBadge', 'discounted', 'isNoSharingRoomAvailable',
  'badgeId', 'travelStyles', 'status', 'travelTypes', 'travelId', 'hasTours', 'sort', 'tab',
]);

/** A query pair as the app writes it (shared/filters.ts filtersToQuery): `key%5B%5D=` for lists, ':' left as it is. */
function pair(key: string, value: string): string {
  const list = key.endsWith('[]');
  const name = encodeURIComponent(list ? key.slice(0, -2) : key);
  return `${name}${list ? '%5B%5D' : ''}=${encodeURIComponent(value).replace(/%3A/gi, ':')}`;
}

/** The query (with its '?', or '') another market's search page gets for `search`. */
export function switchedSearch(search: string, place: SwitchPlace | null): string {
  const from = new URLSearchParams(search);
  const kept: [string, string][] = [];
  for (const [key, value] of from) {
    if (sharedFilterKeys.has(key.endsWith('[]') ? key.slice(0, -2) : key)) kept.push([key, value]);
  }
  const text = from.get('textSearch');
  if (place && text !== null && searchText(text) === place.text) {
    const id = String(place.id);
    if (!kept.some(([key, value]) => (key === place.key || key === `${place.key}[]`) && value === id)) kept.push([`${place.key}[]`, id]);
  }
  return kept.length ? `?${kept.map(([key, value]) => pair(key, value)).join('&')}` : '';
}
