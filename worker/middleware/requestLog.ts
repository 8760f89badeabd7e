import type { MiddlewareHandler } from 'hono';
import { log } from '../log';
import { RequestMetrics, requestLogFields } from '../metrics';

/**
 * One JSON line per request: request id, market, route name, status, duration, cache
 * hits/misses, upstream timings and failures (recorded into `c.get('metrics')` by whoever
 * calls out), flag payload version and the experiments the request used.
 * Never logs query strings, cookies or headers (they may carry personal data).
 */
export function requestLog(): MiddlewareHandler {
  return async function requestLogMiddleware(c, next) {
    const started = Date.now();
    const metrics = new RequestMetrics();
    c.set('metrics', metrics);
    await next();
    const status = c.res.status;
    log(
      status >= 500 ? 'error' : 'info',
      'request',
      requestLogFields({
        requestId: c.get('requestId'),
        market: c.get('market')?.id ?? null,
        route: c.get('routeName') ?? null,
        method: c.req.method,
        status,
        durMs: Date.now() - started,
        metrics,
        flags: c.get('flags')?.logFields(),
      }),
    );
  };
}
