import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const deviceIdCookie = 'caravan_did';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Stable anonymous device id (365 days); garbage or oversized values are replaced. */
export function deviceId(): MiddlewareHandler {
  return async function deviceIdMiddleware(c, next) {
    const existing = getCookie(c, deviceIdCookie);
    const valid = existing && uuidPattern.test(existing);
    const id = valid ? existing : crypto.randomUUID();
    c.set('deviceId', id);
    await next();
    if (!valid && c.req.method === 'GET' && !c.req.path.startsWith('/api/')) {
      setCookie(c, deviceIdCookie, id, {
        path: '/', maxAge: 365 * 24 * 60 * 60, httpOnly: true, secure: true, sameSite: 'Lax',
      });
    }
  };
}
