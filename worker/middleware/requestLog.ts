import type { MiddlewareHandler } from 'hono';
import { log } from '../log';

/**
 * One JSON line per request: request id, market, route name, status, duration.
 * Never logs query strings, cookies or headers (they may carry personal data).
 */
export function requestLog(): MiddlewareHandler {
  return async function requestLogMiddleware(c, next) {
    const started = Date.now();
    await next();
    const status = c.res.status;
    log(status >= 500 ? 'error' : 'info', 'request', {
      requestId: c.get('requestId'),
      market: c.get('market')?.id ?? null,
      route: c.get('routeName') ?? null,
      method: c.req.method,
      status,
      durMs: Date.now() - started,
    });
  };
}
