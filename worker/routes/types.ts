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
 * A deferred load (issue 35 item 3): started beside the critical one, never awaited before the
 * first byte; the View reads it under `<Suspense>` and React streams it in when it arrives. A
 * load that fails gives `fallback` (the source has logged it and marked the page degraded, so
 * the page cache does not keep it).
 */
export interface DeferredLoad<T> {
  load(ctx: LoadContext): Promise<T>;
  fallback: T;
}

/** What a View gets of its deferred data: the value (a robot's page, awaited) or its promise. */
export type Deferred<X> = { [K in keyof X]: X[K] | Promise<X[K]> };

/**
 * One route module per page, in the manner of Hydrogen's loaders: its critical load (awaited
 * before the first byte, may throw notFound), its deferred loads (streamed), its head data and
 * its view. A robot gets the deferred data awaited: it reads the page as sent, without running
 * the script that puts streamed parts in place.
 */
export interface PageRoute<D, X extends object = Record<never, never>> {
  pageType: PageType;
  /** Named route middleware, resolved from worker/routes/middleware.ts. */
  middleware?: readonly string[];
  /** Critical data. */
  load(ctx: LoadContext): Promise<D>;
  /** Deferred data, by name: below the fold, slower, not needed for the head. */
  defer?: { [K in keyof X]: DeferredLoad<X[K]> };
  meta(data: D, ctx: LoadContext): PageMeta;
  View: ComponentType<{ data: D & Deferred<X> }>;
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

/** Helper that keeps the data types flowing from the loads to meta and View. */
export function definePage<D, X extends object = Record<never, never>>(route: PageRoute<D, X>): PageRoute<D, X> {
  return route;
}

/**
 * Runs a page's loads: the deferred ones first (so they run beside the critical one, never
 * after it), then the critical one. Deferred values are promises that never reject (their
 * fallback instead), or, for a robot (`awaitDeferred`), the values themselves.
 */
export async function loadPage<D, X extends object>(route: PageRoute<D, X>, ctx: LoadContext, awaitDeferred: boolean): Promise<D & Deferred<X>> {
  const deferred = Object.fromEntries(
    Object.entries((route.defer ?? {}) as Record<string, DeferredLoad<unknown>>).map(([name, { load, fallback }]) => [
      name,
      Promise.resolve()
        .then(() => load(ctx))
        .catch(() => fallback),
    ]),
  );
  const critical = await route.load(ctx);
  const values = awaitDeferred ? Object.fromEntries(await Promise.all(Object.entries(deferred).map(async ([name, value]) => [name, await value] as const))) : deferred;
  return { ...critical, ...values } as D & Deferred<X>;
}
