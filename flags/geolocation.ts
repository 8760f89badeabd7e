import type { MarketId } from '../markets/config';
import type { GeolocationMap, GeolocationRule } from './definitions';

export interface GeolocationOffer {
  /** Market offered to the visitor, null when the map has no entry for the country. */
  market: MarketId | null;
  /** The visitor is on another market than the one offered. */
  needsRedirect: boolean;
  /** The entry allows the redirect modal (the forceNeedRedirect cookie is checked by the caller). */
  showRedirectPopup: boolean;
}

/**
 * Looks a visitor country up in the geolocation map flag. An entry keyed by the current
 * market applies first (a site-specific rule), then the first entry whose addressFrom lists
 * the country.
 */
export function resolveGeolocation(map: GeolocationMap, country: string | null, current: MarketId): GeolocationOffer {
  if (!country) return { market: null, needsRedirect: false, showRedirectPopup: false };
  const matches = (rule: GeolocationRule | undefined): rule is GeolocationRule => !!rule && rule.addressFrom.includes(country);
  const own = map[current];
  const rule = matches(own) ? own : Object.values(map).find(matches);
  if (!rule) return { market: null, needsRedirect: false, showRedirectPopup: false };
  const needsRedirect = rule.redirectDestination !== current;
  return { market: rule.redirectDestination, needsRedirect, showRedirectPopup: needsRedirect && rule.showRedirectPopup };
}
