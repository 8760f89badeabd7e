/** Real-user vitals: what the browser sends to POST /api/rum (client/analytics/vitals.ts → worker/routes/api/rum.ts). */

export const rumMetricNames = ['LCP', 'INP', 'CLS'] as const;
export type RumMetricName = (typeof rumMetricNames)[number];

export const rumRatings = ['good', 'needs-improvement', 'poor'] as const;

/** Page types for analytics (SPEC §2), as client/analytics/pageType.ts names them. */
export const rumPageTypes = ['SERP', 'travel', 'tour', 'itinerary', 'SEO page', 'home', 'wishlist', 'custom page'] as const;

export const rumNavigationTypes = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;

/** Share of page views that report (after analytics consent). */
export const rumSampleRate = 0.1;

/** The beacon's largest body: a few metrics of a page view. */
export const rumMaxBodyBytes = 2048;

export interface RumMetric {
  name: RumMetricName;
  /** ms for LCP and INP; unitless for CLS. */
  value: number;
  rating: (typeof rumRatings)[number];
  navigationType?: (typeof rumNavigationTypes)[number];
}

export interface RumBeacon {
  pageType: (typeof rumPageTypes)[number];
  metrics: RumMetric[];
}
