import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { uuidV4Pattern } from '../../shared/patterns';

/**
 * `__Host-`: the browser accepts it only with Secure, Path=/ and no Domain, so neither a
 * sibling subdomain nor a plain-http page can plant or overwrite it. Chromium counts
 * http://localhost and http://*.localhost as secure, so local development keeps its id.
 */
export const deviceIdCookie = '__Host-caravan_did';
/** The name before the `__Host-` prefix: read to carry an existing visitor's id over, then expired. */
export const legacyDeviceIdCookie = 'caravan_did';
/** Ids are minted lower case (crypto.randomUUID): another spelling is another visitor. */
const validId = (value: string | undefined): value is string => value !== undefined && uuidV4Pattern.test(value) && value === value.toLowerCase();

/** Stable anonymous device id (365 days); garbage or oversized values are replaced. */
export function deviceId(): MiddlewareHandler {
  return async function deviceIdMiddleware(c, next) {
    const current = getCookie(c, deviceIdCookie);
    const legacy = getCookie(c, legacyDeviceIdCookie);
    // Flags stay sticky across the rename: a legacy id is adopted when there is no new one.
    const id = validId(current) ? current : validId(legacy) ? legacy : crypto.randomUUID();
    c.set('deviceId', id);
    await next();
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/')) return;
    if (!validId(current)) {
      setCookie(c, deviceIdCookie, id, {
        path: '/', maxAge: 365 * 24 * 60 * 60, httpOnly: true, secure: true, sameSite: 'Lax',
      });
    }
    if (legacy !== undefined) deleteCookie(c, legacyDeviceIdCookie, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  };
}
