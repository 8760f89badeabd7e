import type { i18n } from 'i18next';
import type { Market } from '../markets/config';
import type { MarketId } from '../markets/config';
import type { RouteMatch } from '../markets/routes';
import type { RequestMetrics } from './metrics';
import type { RequestFlags } from './middleware/flags';
import type { Owner, SessionUser } from './account/session';
import type { ActiveSession } from './account/sessionStore';
import type { CatalogueSource } from './data/catalogue';
import type { RequestProfile } from './render/profile';
import type { AllowedMethods } from './methods';

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
    /** Signed-in user, or null (worker/account/session.ts; runs before the flags). */
    user: SessionUser | null;
    /** Owner of wishlist rows and alerts: a signed-in user or a guest with a proven email. */
    owner: Owner | null;
    /** The server-side session (tokens included) and its handle: never rendered. */
    session: ActiveSession | null;
    /** This request's catalogue source (worker/data/source.ts), created on first use. */
    catalogueSource: CatalogueSource;
    /**
     * A catalogue call of this request failed (an old copy may have answered, or a part of the
     * page degraded to empty): nothing of this request is kept in the isolate or render caches.
     */
    catalogueDegraded: boolean;
    /** Rendering for the page cache after the visitor was answered: not stopped when they leave. */
    detached?: boolean;
    /** What of the request the page depends on (worker/render/profile.ts), built on first ask. */
    profile?: RequestProfile;
    /** Tags the page's loader added for the edge page cache (worker/cache/purge.ts addPageTags). */
    pageTags?: Set<string>;
    /** The methods a path takes, from the app's routes (worker/methods.ts), for 405 answers. */
    allowedMethods?: AllowedMethods;
  }
}

export type AppEnv = { Bindings: Env };
