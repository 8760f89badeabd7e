import type { Context } from 'hono';
import type { ComponentType } from 'react';
import type { Market } from '../../markets/config';
import type { RouteName } from '../../markets/paths';
import type { RouteParams } from '../../markets/routes';
import type { FragmentName } from '../../shared/fragment';
import type { MarketSwitch } from '../../shared/marketSwitch';
import type { AppEnv } from '../context';
import type { PreloadImage } from '../render/head';

/** Page types for analytics (SPEC §2). */
export type PageType = 'SERP' | 'travel' | 'tour' | 'itinerary' | 'SEO page' | 'home' | 'wishlist' | 'custom page';

export interface LoadContext {
  c: Context<AppEnv>;
  market: Market;
  routeName: RouteName;
  params: RouteParams;
  url: URL;
}

export interface PageMeta {
  title: string;
  description?: string;
  robots?: string | null;
  image?: string;
  preloadImages?: PreloadImage[];
  linkedData?: Record<string, unknown>;
  /** Query of the canonical URL (a paged list's `?page=2`); none by default: the path alone. */
  canonicalSearch?: string;
  /**
   * A search page: the country / language switch and the hreflang links keep the filters every
   * market reads alike, and the place searched by name as its id (shared/marketSwitch.ts).
   */
  marketSwitch?: MarketSwitch;
}

/**
 * One route module per page: its loader (critical data awaited, may throw notFound),
 * its head data and its view.
 */
export interface PageRoute<D> {
  pageType: PageType;
  /** Named route middleware, resolved from worker/routes/middleware.ts. */
  middleware?: readonly string[];
  load(ctx: LoadContext): Promise<D>;
  meta(data: D, ctx: LoadContext): PageMeta;
  View: ComponentType<{ data: D }>;
  hideLayout?: (data: D) => boolean;
  transparentHeader?: (data: D) => boolean;
  /** HTTP status of the rendered page (default 200), e.g. a login page explaining a refusal. */
  status?: (data: D) => number;
  /**
   * The region this page answers alone to `X-Caravan-Fragment` (shared/fragment.ts): its View
   * without document and layout, for in-place updates. Only 200 pages; errors stay full pages.
   */
  fragment?: FragmentName;
}

/** Helper that keeps the data type flowing from load to meta and View. */
export function definePage<D>(route: PageRoute<D>): PageRoute<D> {
  return route;
}
