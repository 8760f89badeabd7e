import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { MarketId } from '../../markets/config';
import { fallbackGeolocationMap } from '../../flags/definitions';
import { resolveGeolocation } from '../../flags/geolocation';

/**
 * Visitor country → the market that serves it, when the geolocation-map flag is absent
 * (the flag's fallback, flags/definitions.ts). Countries not listed stay where they are.
 */
export const countryMarkets: Record<string, MarketId> = Object.fromEntries(
  Object.values(fallbackGeolocationMap).flatMap((rule) => rule.addressFrom.map((country) => [country, rule.redirectDestination])),
);

export const forceNeedRedirectCookie = 'forceNeedRedirect';

/**
 * Geolocation from request.cf.country → needsRedirect (SPEC §3, §4), looked up in the
 * geolocation-map flag (country → addressFrom list, showRedirectPopup, redirectDestination).
 */
export function geolocation(): MiddlewareHandler<{ Bindings: Env }> {
  return async function geolocationMiddleware(c, next) {
    if (c.env.GEOLOCATION_ENABLED === 'false') {
      c.set('geolocation', { country: null, needsRedirect: false, market: null, showRedirectPopup: false });
      return next();
    }
    const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
    const raw = typeof cf?.country === 'string' ? cf.country.toUpperCase() : null;
    const country = raw && /^[A-Z]{2}$/.test(raw) ? raw : null;
    const map = c.get('flags')?.geolocationMap() ?? fallbackGeolocationMap;
    const offer = resolveGeolocation(map, country, c.get('market').id);
    const dismissed = getCookie(c, forceNeedRedirectCookie) !== undefined;
    c.set('geolocation', {
      country,
      needsRedirect: offer.needsRedirect,
      market: offer.market,
      showRedirectPopup: offer.showRedirectPopup && !dismissed,
    });
    await next();
  };
}
