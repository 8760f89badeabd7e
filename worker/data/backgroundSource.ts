/**
 * A CatalogueSource outside a request (the alert job's cron trigger): the upstream API when
 * API_BASE_URL is set, the embedded D1 catalogue otherwise, like worker/data/source.ts. It keeps
 * no copies (no Cache API, no isolate cache): a job compares the catalogue as it is now, and an
 * old copy served while the upstream fails could only announce a change that is not one.
 */
import type { Market } from '../../markets/config';
import type { CatalogueSource } from './catalogue';
import { embeddedSource } from './embedded';
import { upstreamSource } from './upstream';

export interface BackgroundOptions {
  /** How the upstream is reached (tests); defaults to fetch. */
  fetcher?: (request: Request) => Promise<Response>;
  requestId?: string;
}

export function backgroundSource(env: Pick<Env, 'DB' | 'API_BASE_URL'>, market: Market, options: BackgroundOptions = {}): CatalogueSource {
  const baseUrl = (env.API_BASE_URL ?? '').trim();
  return baseUrl
    ? upstreamSource(baseUrl, { market, cache: null, fetcher: options.fetcher, requestId: options.requestId })
    : embeddedSource(env.DB, market, { requestId: options.requestId });
}
