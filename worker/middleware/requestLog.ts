import type { MiddlewareHandler } from 'hono';
import { countedD1, isolateD1Cost, isolateD1Statements } from '../data/d1/counted';
import { log } from '../log';
import { RequestMetrics, requestLogFields } from '../metrics';

/**
 * One JSON line per request: request id, market, route name, status, duration, cache
 * hits/misses, D1 queries/round trips/rows read, upstream timings and failures (recorded into `c.get('metrics')` by whoever
 * calls out), flag payload version and the experiments the request used.
 * Never logs query strings, cookies or headers (they may carry personal data).
 */
export function requestLog(): MiddlewareHandler {
  return async function requestLogMiddleware(c, next) {
    const started = Date.now();
    const metrics = new RequestMetrics();
    c.set('metrics', metrics);
    // Every D1 statement of the request is counted (queries, round trips, rows read). The line
    // is written when the response starts: a streamed part's queries are in the isolate's
    // totals (what the bench reads), not in this line.
    // With the bench routes on, per statement too (/__bench/d1?statements=1).
    if (c.env?.DB) c.env = { ...c.env, DB: countedD1(c.env.DB, [metrics.d1, isolateD1Cost], c.env.BENCH_ROUTES === '1' ? isolateD1Statements : null) };
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
