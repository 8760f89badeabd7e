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
import type { RequestMetrics } from '../metrics';
import type { CatalogueSource } from './catalogue';
import { embeddedSource } from './embedded';
import { upstreamSource } from './upstream';
import { isolateCached } from './isolateCache';

export * from './catalogue';

/** Cookie the browser keeps its anonymous id in (sent upstream as X-Anonymous-Id). */
export const anonymousIdCookie = 'anonymous-id';

/**
 * The request's catalogue source: the upstream API when API_BASE_URL is set, the embedded D1
 * catalogue otherwise. One instance per request.
 */
export function catalogueSource(c: Context<AppEnv>): CatalogueSource {
  const existing = c.get('catalogueSource') as CatalogueSource | undefined;
  if (existing) return existing;
  const market = (c.get('market') as typeof markets.it | undefined) ?? markets[marketForHost(c.req.header('host'), productionDomains(c.env.MARKET_DOMAINS))];
  const requestId = c.get('requestId') as string | undefined;
  const metrics = c.get('metrics') as RequestMetrics | undefined;
  const flags = c.get('flags') as { meiliSort?: () => boolean } | undefined;
  let meili = false;
  try {
    meili = flags?.meiliSort?.() ?? false;
  } catch {
    meili = false;
  }
  const baseUrl = (c.env.API_BASE_URL ?? '').trim();
  const onFailure = () => c.set('catalogueDegraded', true);
  const degraded = () => c.get('catalogueDegraded') === true;
  const source = baseUrl
    ? upstreamSource(baseUrl, {
        market,
        refererUrl: new URL(c.req.url).pathname,
        anonymousId: getCookie(c, anonymousIdCookie) ?? (c.get('deviceId') as string | undefined),
        waitUntil: waitUntilOf(c),
        requestId,
        metrics,
        onFailure,
      })
    : embeddedSource(c.env.DB, market, {
        domains: c.get('marketDomains'),
        searchEngine: meili ? 'meili' : 'score',
        requestId,
        onFailure,
      });
  // Per-isolate cache of content answers; ISOLATE_CACHE=off measures cold renders in the bench.
  const shared = c.env.ISOLATE_CACHE === 'off' ? source : isolateCached(source, `${market.id}:${source.kind}:${meili ? 'meili' : 'score'}`, metrics, degraded);
  const perRequest = layoutOnce(shared);
  c.set('catalogueSource', perRequest);
  return perRequest;
}

/**
 * One layout call per request: the error page reuses the layout its page already asked for
 * (even while it is still pending) instead of waiting for a second upstream timeout.
 */
function layoutOnce(source: CatalogueSource): CatalogueSource {
  let layout: ReturnType<CatalogueSource['layout']> | undefined;
  return { ...source, layout: () => (layout ??= source.layout()) };
}
