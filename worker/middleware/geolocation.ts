import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { MarketId } from '../../markets/config';

/** Visitor country → the market that serves it. Countries not listed stay where they are. */
export const countryMarkets: Record<string, MarketId> = {
  IT: 'it', SM: 'it', VA: 'it', US: 'us', ES: 'es', FR: 'fr', BE: 'fr', LU: 'fr', DE: 'de', AT: 'de',
};

export const forceNeedRedirectCookie = 'forceNeedRedirect';

/** Geolocation from request.cf.country → needsRedirect (SPEC §3, §4). */
export function geolocation(): MiddlewareHandler<{ Bindings: Env }> {
  return async function geolocationMiddleware(c, next) {
    if (c.env.GEOLOCATION_ENABLED === 'false') {
      c.set('geolocation', { country: null, needsRedirect: false, market: null, showRedirectPopup: false });
      return next();
    }
    const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
    const raw = typeof cf?.country === 'string' ? cf.country.toUpperCase() : null;
    const country = raw && /^[A-Z]{2}$/.test(raw) ? raw : null;
    const target = country ? countryMarkets[country] ?? null : null;
    const dismissed = getCookie(c, forceNeedRedirectCookie) !== undefined;
    const needsRedirect = target !== null && target !== c.get('market').id;
    c.set('geolocation', {
      country,
      needsRedirect,
      market: target,
      showRedirectPopup: needsRedirect && !dismissed,
    });
    await next();
  };
}
