/**
 * The catalogue seam: page loaders ask a CatalogueSource and never know whether the data came
 * from the embedded D1 catalogue or the upstream content API (DESIGN "Request path").
 * A method answers or throws CatalogueUnavailable (worker/data/catalogue.ts); failures log a line.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { markets } from '../../markets/config';
import { marketForHost, productionDomains } from '../../markets/hosts';
import type { AppEnv } from '../context';
import { waitUntilOf } from '../waitUntil';
import type { CatalogueSource } from './catalogue';
import { embeddedSource } from './embedded';
import { upstreamSource } from './upstream';
import { isolateCached, type IsolateScope } from './isolateCache';
import { purgeClock } from '../cache/purge';

export * from './catalogue';

/** Cookie the browser keeps its anonymous id in (sent upstream as X-Anonymous-Id). */
export const anonymousIdCookie = 'anonymous-id';

/**
 * The request's catalogue source: the upstream API when API_BASE_URL is set, the embedded D1
 * catalogue otherwise. One instance per request.
 */
export function catalogueSource(c: Context<AppEnv>): CatalogueSource {
  const existing = c.get('catalogueSource');
  if (existing) return existing;
  const { source, scope } = requestSource(c, { cached: true });
  // Per-isolate cache of content answers; ISOLATE_CACHE=off measures cold renders in the bench.
  const degraded = () => c.get('catalogueDegraded') === true;
  // `x-bench-cold: 1` (BENCH_ROUTES only) does the same for one request: what an uncached view costs D1.
  const cold = c.env.ISOLATE_CACHE === 'off' || (c.env.BENCH_ROUTES === '1' && c.req.header('x-bench-cold') === '1');
  const shared = cold ? source : isolateCached(source, scope, c.get('metrics'), degraded);
  const perRequest = layoutOnce(shared);
  c.set('catalogueSource', perRequest);
  return perRequest;
}

/**
 * The catalogue as it is right now: no per-isolate cache and no upstream response cache (the
 * live availability endpoint, worker/routes/api/live.ts, whose answers are short-lived anyway).
 */
export function liveCatalogueSource(c: Context<AppEnv>): CatalogueSource {
  return requestSource(c, { cached: false }).source;
}

function requestSource(c: Context<AppEnv>, { cached }: { cached: boolean }): { source: CatalogueSource; scope: IsolateScope } {
  const market = c.get('market') ?? markets[marketForHost(c.req.header('host'), productionDomains(c.env.MARKET_DOMAINS))];
  const requestId = c.get('requestId');
  const metrics = c.get('metrics');
  let meili = false;
  try {
    meili = c.get('flags')?.meiliSort() ?? false;
  } catch {
    meili = false;
  }
  const baseUrl = (c.env.API_BASE_URL ?? '').trim();
  const onFailure = () => c.set('catalogueDegraded', true);
  // Every layer that keeps catalogue answers honours the purges (issue 35).
  const purges = purgeClock(c.env.DB);
  const source = baseUrl
    ? upstreamSource(baseUrl, {
        market,
        refererUrl: new URL(c.req.url).pathname,
        anonymousId: getCookie(c, anonymousIdCookie) ?? c.get('deviceId'),
        waitUntil: waitUntilOf(c),
        requestId,
        metrics,
        onFailure,
        purges,
        ...(cached ? {} : { cache: null }),
      })
    : embeddedSource(c.env.DB, market, {
        domains: c.get('marketDomains'),
        searchEngine: meili ? 'meili' : 'score',
        requestId,
        onFailure,
      });
  return { source, scope: { key: `${market.id}:${source.kind}:${meili ? 'meili' : 'score'}`, market: market.id, purges } };
}

/**
 * One layout call per request: the error page reuses the layout its page already asked for
 * (even while it is still pending) instead of waiting for a second upstream timeout.
 */
function layoutOnce(source: CatalogueSource): CatalogueSource {
  let layout: ReturnType<CatalogueSource['layout']> | undefined;
  return { ...source, layout: () => (layout ??= source.layout()) };
}
