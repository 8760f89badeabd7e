import { Hono } from 'hono';
import { marketIds, type MarketId } from '../../markets/config';
import { marketOrigin } from '../../markets/hosts';
import { fixedRoutingKeys, type RouteName } from '../../markets/paths';
import { alternatePaths, buildPath } from '../../markets/routes';
import type { AppEnv } from '../context';
import type { CatalogueSource } from '../data/catalogue';
import { catalogueSource } from '../data/source';
import { hreflangFor } from '../render/head';
import { placeSearch } from './search';

/** robots.txt and sitemap.xml of the requesting market (SPEC §2 search-engine data). */
export const seo = new Hono<AppEnv>();

// Legal pages are noindex in the CMS; personal and technical paths are never crawled.
const unlisted = new Set<string>(['legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'legal-general-condition']);

/** Coordinator pages for the sitemap: the source's list, else the coordinators of the next departures. */
async function coordinatorSlugs(source: CatalogueSource): Promise<string[]> {
  if (source.coordinatorSlugs) return source.coordinatorSlugs();
  const tours = await source.tours({ perPage: 100, tab: 'tours' });
  return [...new Set(tours.data.flatMap((tour) => (tour.coordinator ? [tour.coordinator.slug] : [])))];
}

/**
 * The landing pages of the places this market sells (./search.tsx, placeNamed and textAlone): a
 * text search for each continent and country among all trips' destinations, spelled as the
 * catalogue spells it. No alternates: the name is the market's language.
 */
async function placeLandings(source: CatalogueSource, marketId: MarketId, origin: string): Promise<string[]> {
  const searchPath = buildPath(marketId, 'search');
  if (!searchPath) return [];
  const { availableFilters } = await source.travelsPaginated({ perPage: 1, tab: 'travels' });
  const names = availableFilters.destinations.flatMap(({ continent, items }) => [continent.name, ...items.map((item) => item.name)]);
  return [...new Set(names)].map((name) => `${origin}${searchPath}?${placeSearch(name)}`);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

seo.get('/robots.txt', (c) => {
  const market = c.get('market');
  const url = new URL(c.req.url);
  const origin = marketOrigin(market.id, url, c.get('marketDomains'));
  const personal = (['wishlist', 'login', 'login-redirect'] as const).map((name) => buildPath(market.id, name)).filter(Boolean);
  // Result pages are endless filter combinations, not crawled; a text search is, as it may be a
  // place's landing page (worker/routes/search.tsx, placeNamed and textAlone; the others say
  // noindex).
  // Crawlers follow the longest matching rule: the Allow wins for `?textSearch=…` alone.
  const search = buildPath(market.id, 'search');
  const results = search ? [`Disallow: ${search}`, `Allow: ${search}?textSearch=`] : [];
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /__', ...personal.map((path) => `Disallow: ${path}`), ...results, '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return c.text(lines.join('\n'), 200, { 'Cache-Control': 'public, max-age=3600' });
});

seo.get('/sitemap.xml', async (c) => {
  const market = c.get('market');
  const url = new URL(c.req.url);
  const domains = c.get('marketDomains');
  const entry = (name: RouteName, params: Record<string, string> = {}) => {
    const path = buildPath(market.id, name, params);
    if (!path) return '';
    const alternates = alternatePaths(name, params);
    const links = marketIds
      .filter((id) => alternates[id] !== undefined)
      .map((id) => `<xhtml:link rel="alternate" hreflang="${hreflangFor(id)}" href="${escapeXml(marketOrigin(id, url, domains) + alternates[id])}"/>`)
      .join('');
    return `<url><loc>${escapeXml(marketOrigin(market.id, url, domains) + path)}</loc>${links}</url>`;
  };
  const source = catalogueSource(c);
  // One after the other: after an upstream timeout the request asks nothing more.
  const travels = await source.travels({ perPage: 100, sort: 'relevance:desc', tab: 'travels' });
  const coordinators = await coordinatorSlugs(source);
  const places = await placeLandings(source, market.id, marketOrigin(market.id, url, domains));
  const urls = [
    ...fixedRoutingKeys.filter((key) => !unlisted.has(key)).map((key) => entry(key)),
    entry('sales'),
    entry('events-wemeet'),
    ...travels.flatMap((travel) => [entry('travels-travel', { travel: travel.slug }), entry('travels-travel-itinerary', { travel: travel.slug })]),
    ...coordinators.map((slug) => entry('coordinators-coordinator', { coordinator: slug })),
    ...places.map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`),
  ].filter(Boolean);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
});
