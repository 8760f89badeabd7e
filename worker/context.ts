import type { i18n } from 'i18next';
import type { Market } from '../markets/config';
import type { MarketId } from '../markets/config';
import type { RouteMatch } from '../markets/routes';
import type { RequestMetrics } from './metrics';
import type { RequestFlags } from './middleware/flags';

/** Geolocation decision for this request (SPEC §3 "Geolocation"). */
export interface Geolocation {
  country: string | null;
  needsRedirect: boolean;
  market: MarketId | null;
  showRedirectPopup: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
    market: Market;
    marketDomains: Record<MarketId, string>;
    i18n: i18n;
    deviceId: string;
    geolocation: Geolocation;
    route: RouteMatch | null;
    /** Route name for the request log line (page route or API endpoint). */
    routeName: string;
    /** This request's feature flags and experiments (worker/middleware/flags.ts). */
    flags: RequestFlags;
    /** Cache hits/misses and upstream timings for the request log line (worker/metrics.ts). */
    metrics: RequestMetrics;
  }
}

export type AppEnv = { Bindings: Env };
