import { defaultMarketId, marketIds, markets, worldMarketId, type MarketId } from '../../markets/config';
import { marketOrigin } from '../../markets/hosts';
import { alternatePaths, type RouteParams } from '../../markets/routes';
import type { RouteName } from '../../markets/paths';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** Everything the document head needs (SPEC §2 "Search-engine data"). */
export interface Head {
  title: string;
  description: string;
  robots: string;
  canonical: string | null;
  image?: string;
  alternates: Alternate[];
  preloadImages: PreloadImage[];
  linkedData?: Record<string, unknown>;
}

export const defaultRobots = 'index,follow';

/** An image to preload; `media` limits it to the viewports that will show it. */
export interface PreloadImage {
  href: string;
  media?: string;
}

const xDefaultOrder: readonly MarketId[] = [worldMarketId, 'us', defaultMarketId];

/** Hreflang for a market: en-WE is not a real region, so the world market uses plain "en". */
export function hreflangFor(id: MarketId): string {
  return id === worldMarketId ? 'en' : markets[id].locale;
}

/**
 * Alternates for every market that has the page, plus x-default pointing at the world market;
 * `searchFor` gives the query each market's page gets (a search page's, shared/marketSwitch.ts).
 */
export function alternatesFor(
  name: RouteName, params: RouteParams, requestUrl: URL, domains: Record<MarketId, string>, searchFor: (id: MarketId) => string = () => '',
): Alternate[] {
  const paths = alternatePaths(name, params);
  const href = (id: MarketId, path: string) => marketOrigin(id, requestUrl, domains) + path + searchFor(id);
  const result: Alternate[] = [];
  for (const id of marketIds) {
    const path = paths[id];
    if (path !== undefined) result.push({ hreflang: hreflangFor(id), href: href(id, path) });
  }
  // x-default is the world market; where it lacks the page, the next market that has it.
  const fallback = xDefaultOrder.find((id) => paths[id] !== undefined);
  if (fallback) result.push({ hreflang: 'x-default', href: href(fallback, paths[fallback]!) });
  return result;
}

/** Title with the brand suffix, robots default and canonical omitted under noindex. */
export function buildHead(input: {
  title: string;
  brand: string;
  description: string;
  robots?: string | null;
  canonical: string | null;
  image?: string;
  alternates: Alternate[];
  preloadImages?: PreloadImage[];
  linkedData?: Record<string, unknown>;
}): Head {
  const robots = input.robots?.trim() || defaultRobots;
  const title = input.title.endsWith(`| ${input.brand}`) ? input.title : `${input.title} | ${input.brand}`;
  return {
    title,
    description: input.description,
    robots,
    canonical: /noindex/i.test(robots) ? null : input.canonical,
    image: input.image,
    alternates: input.alternates,
    preloadImages: input.preloadImages ?? [],
    linkedData: input.linkedData,
  };
}
