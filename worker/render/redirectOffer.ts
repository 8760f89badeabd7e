import type { MarketId } from '../../markets/config';
import type { Geolocation } from '../context';

/** The offer to go to another market's site, as a page shows it (GeoRedirect); null: none. */
export interface RedirectOffer {
  country: string;
  market: MarketId;
  show: boolean;
}

/**
 * What of the visitor's geolocation a page shows: the offer of another market, named by the
 * country. The render (render.tsx) and the page cache's key (what the page depends on,
 * pageCache.ts) both read it here; the geolocation middleware only sets what it is built from.
 */
export function redirectOffer(geo: Geolocation | undefined): RedirectOffer | null {
  if (!geo?.needsRedirect || !geo.market || !geo.country) return null;
  return { country: geo.country, market: geo.market, show: geo.showRedirectPopup };
}
