/**
 * The worker's one cache model (issue 12 item 4): named freshness strategies, in the manner of
 * Shopify Hydrogen's CacheShort/CacheLong, used by the data sources (upstream answers on the
 * Cache API, the per-isolate copies, the facets) and the page cache alike, and judged by one
 * engine (./engine.ts `worth`). Seconds throughout:
 *   fresh    served as is;
 *   stale    further seconds an old copy is served while it is refreshed in the background;
 *   ifError  further seconds an old copy may answer when loading fails (stale-if-error).
 */
export interface Freshness {
  fresh: number;
  stale: number;
  ifError?: number;
}

/** Never kept: personal or one-off answers. */
export const CacheNone: Freshness = { fresh: 0, stale: 0 };

/** What changes within minutes: availability, prices and lists of departures. */
export const CacheShort: Freshness = { fresh: 30, stale: 300, ifError: 3600 };

/** Content of a page or a trip: edited now and then, purged by tag when it is. */
export const CacheContent: Freshness = { fresh: 60, stale: 600, ifError: 86_400 };

/** What changes rarely: menus, footer, settings. */
export const CacheLong: Freshness = { fresh: 300, stale: 3600, ifError: 86_400 };

/**
 * Anonymous HTML at the edge: one minute fresh, then served for up to an hour more while a new
 * render replaces it (one stale answer, then the new page); purged by tag at once when its content
 * or a departure it shows changes. The hour outlasts the cron's warm interval (15 minutes,
 * ../routes/warm.ts), so a page the warm rendered is still a copy when its first visitor comes
 * (issue 33 item 6; it was five minutes).
 */
export const CachePage: Freshness = { fresh: 60, stale: 3_600 };

/** The same in milliseconds, for the per-isolate copies (a hot key costs no I/O at all). */
export const freshMs = (strategy: Freshness) => strategy.fresh * 1000;
