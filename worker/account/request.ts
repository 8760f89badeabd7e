/** Request-level helpers of the account features: client IP, rate limits, same-origin checks. */
import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { log } from '../log';

/** Client IP as Cloudflare reports it ('unknown' locally when absent). */
export function clientIp(c: Context<AppEnv>): string {
  const ip = c.req.header('cf-connecting-ip') ?? '';
  return /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : 'unknown';
}

export type RateLimitName = 'RATE_LIMIT_CODES_IP' | 'RATE_LIMIT_CODES_EMAIL' | 'RATE_LIMIT_LOGIN' | 'RATE_LIMIT_ALERTS' | 'RATE_LIMIT_LIVE' | 'RATE_LIMIT_ASSISTANT' | 'RATE_LIMIT_ASSISTANT_HANDOFF' | 'RATE_LIMIT_RUM' | 'RATE_LIMIT_CSP';

/**
 * True when the request may go on. A missing binding (misconfiguration) fails open with a
 * warning rather than locking every visitor out; the binding itself never sees emails (keys
 * are hashes or IPs).
 */
export async function withinLimit(c: Context<AppEnv>, name: RateLimitName, key: string): Promise<boolean> {
  const binding = (c.env as unknown as Record<string, RateLimit | undefined>)[name];
  if (!binding) {
    log('warn', 'rate limit binding missing', { binding: name, requestId: c.get('requestId') });
    return true;
  }
  try {
    const { success } = await binding.limit({ key });
    return success;
  } catch (error) {
    log('warn', 'rate limit failed', { binding: name, error: error instanceof Error ? error.message : String(error) });
    return true;
  }
}

/** The origin the browser used (scheme from the URL, host from the Host header). */
export function requestOrigin(c: Pick<Context, 'req'>): string {
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  return `${url.protocol}//${host}`;
}

const unsafe = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * CSRF protection of state-changing requests. Form posts go through hono/csrf (Origin or
 * Sec-Fetch-Site must say same origin). JSON requests must say `application/json` (which a
 * cross-site page cannot send without a CORS preflight this site never answers), and a
 * browser that sends Origin or Sec-Fetch-Site must name this origin.
 */
export function sameOrigin(): MiddlewareHandler<AppEnv> {
  const forms = csrf({
    origin: (origin, c) => origin === requestOrigin(c) || origin === new URL(c.req.url).origin,
    secFetchSite: 'same-origin',
  });
  return async function sameOriginMiddleware(c, next) {
    if (!unsafe.test(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (type.startsWith('application/json')) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const allowed = requestOrigin(c);
      if ((site !== undefined && site !== 'same-origin') || (origin !== undefined && origin !== allowed && origin !== new URL(c.req.url).origin)) {
        log('warn', 'cross-site request refused', { requestId: c.get('requestId'), route: c.req.path });
        return c.json({ error: 'forbidden' }, 403);
      }
      return next();
    }
    try {
      return await forms(c, next);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) {
        log('warn', 'cross-site request refused', { requestId: c.get('requestId'), route: c.req.path });
        return c.json({ error: 'forbidden' }, 403);
      }
      throw error;
    }
  };
}
