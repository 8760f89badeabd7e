import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { uuidV4Pattern } from '../../shared/patterns';
import { deviceHandoffParam, unsealDeviceHandoff } from '../account/deviceHandoff';
import type { AppEnv } from '../context';

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

const cookieOptions = { path: '/', maxAge: 365 * 24 * 60 * 60, httpOnly: true, secure: true, sameSite: 'Lax' } as const;

/**
 * Arriving from another market's country dialog (`?cv_did=`, worker/account/deviceHandoff.ts):
 * a visitor with no device id here yet adopts the one they had there, so their experiment
 * variations stay the same; one who has an id here keeps it. Either way the answer is the same
 * address without the parameter, so the sealed id is never rendered, cached or shared.
 */
async function adoptHandoff(c: Context<AppEnv>, current: string | undefined, sealed: string): Promise<Response> {
  const carried = validId(current) ? null : await unsealDeviceHandoff(c.env.SESSION_SECRET, sealed);
  if (carried && validId(carried.toLowerCase())) setCookie(c, deviceIdCookie, carried.toLowerCase(), cookieOptions);
  const url = new URL(c.req.url);
  url.searchParams.delete(deviceHandoffParam);
  return c.body(null, 302, { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' });
}

/** Stable anonymous device id (365 days); garbage or oversized values are replaced. */
export function deviceId(): MiddlewareHandler<AppEnv> {
  return async function deviceIdMiddleware(c, next) {
    const current = getCookie(c, deviceIdCookie);
    const sealed = c.req.method === 'GET' ? c.req.query(deviceHandoffParam) : undefined;
    if (sealed !== undefined) return adoptHandoff(c, current, sealed);
    const legacy = getCookie(c, legacyDeviceIdCookie);
    // Flags stay sticky across the rename: a legacy id is adopted when there is no new one.
    const id = validId(current) ? current : validId(legacy) ? legacy : crypto.randomUUID();
    c.set('deviceId', id);
    await next();
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/')) return;
    if (!validId(current)) {
      setCookie(c, deviceIdCookie, id, cookieOptions);
    }
    if (legacy !== undefined) deleteCookie(c, legacyDeviceIdCookie, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  };
}
