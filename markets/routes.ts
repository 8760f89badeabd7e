import { TrieRouter } from 'hono/router/trie-router';
import { marketIds, markets, type MarketId } from './config';
import {
  appRouteNames, fixedRoutingKeys, pathsByLanguage, unavailableRoutes,
  type AppRouteName, type FixedRoutingKey, type RouteName,
} from './paths';

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  name: RouteName;
  params: RouteParams;
  /** True when the path belongs to a route this market does not have (answer 404). */
  unavailable: boolean;
}

/** Longest path the app will try to match; longer ones are 404 without lookup. */
export const maxPathLength = 512;

type TableRoute = AppRouteName | FixedRoutingKey;
// Fixed pages first so "/viaggi" is the list page, then app routes in table order
// (itinerary before tour), then the catch-all.
const tableOrder: readonly TableRoute[] = [...fixedRoutingKeys, ...appRouteNames];

const routers = new Map<MarketId, TrieRouter<RouteName>>();

function routerFor(marketId: MarketId): TrieRouter<RouteName> {
  let router = routers.get(marketId);
  if (!router) {
    router = new TrieRouter<RouteName>();
    const paths = pathsByLanguage[markets[marketId].language];
    for (const name of tableOrder) router.add('GET', paths[name], name);
    router.add('GET', '/:slug{.+}', 'custom');
    routers.set(marketId, router);
  }
  return router;
}

export function isRouteAvailable(marketId: MarketId, name: RouteName): boolean {
  return name === 'custom' || !(unavailableRoutes[marketId] as readonly string[]).includes(name);
}

/** Path pattern of a route in a market, or null when the market does not have it. */
export function routePattern(marketId: MarketId, name: TableRoute): string | null {
  if (!isRouteAvailable(marketId, name)) return null;
  return pathsByLanguage[markets[marketId].language][name];
}

function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

/**
 * Builds the localised path of a route (SPEC §2). Returns null when the market has no
 * such page or a parameter is missing. `custom` takes a `slug` (may contain "/").
 */
export function buildPath(marketId: MarketId, name: RouteName, params: RouteParams = {}): string | null {
  if (name === 'custom') {
    const slug = params.slug?.replace(/^\/+|\/+$/g, '');
    if (!slug) return null;
    return '/' + slug.split('/').map(encodeSegment).join('/');
  }
  const pattern = routePattern(marketId, name);
  if (pattern === null) return null;
  let missing = false;
  const path = pattern.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (!value) {
      missing = true;
      return '';
    }
    return encodeSegment(value);
  });
  return missing ? null : path;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Matches a request path back to a route. Returns null for paths that can never be a page
 * (malformed encoding, traversal segments, overlong): the caller answers 404.
 */
export function matchPath(marketId: MarketId, pathname: string): RouteMatch | null {
  if (pathname.length > maxPathLength || !pathname.startsWith('/')) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const decodedPath = safeDecode(path);
  if (decodedPath === null) return null;
  const segments = decodedPath.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) return null;
  if (path !== '/' && segments.slice(1).some((s) => s === '')) return null;

  const [[first] = []] = routerFor(marketId).match('GET', path);
  if (!first) return null;
  const [name, rawParams] = first;
  const params: RouteParams = {};
  for (const [key, raw] of Object.entries(rawParams)) {
    const value = safeDecode(raw);
    if (value === null) return null;
    params[key] = value;
  }
  return { name, params, unavailable: !isRouteAvailable(marketId, name) };
}

/** Every market with its path for the same route (for hreflang and the language switch). */
export function alternatePaths(name: RouteName, params: RouteParams): Partial<Record<MarketId, string>> {
  const result: Partial<Record<MarketId, string>> = {};
  for (const id of marketIds) {
    const path = buildPath(id, name, params);
    if (path !== null) result[id] = path;
  }
  return result;
}

/** Path in the target market for the current route; home when the target has no such page. */
export function switchPath(target: MarketId, name: RouteName, params: RouteParams): string {
  return buildPath(target, name, params) ?? '/';
}
