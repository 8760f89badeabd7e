/**
 * The market's sitemap: every indexable page, at every catalogue size (no cap). One
 * `/sitemap.xml` while the market has at most `urlsPerFile` URLs; beyond that `/sitemap.xml` is a
 * sitemap index of paged child files `/sitemaps/{section}-{n}.xml`, each cacheable on its own.
 *
 * The protocol allows 50,000 URLs and 50 MB per file: 45,000 keeps a margin for both (an entry
 * with its six hreflang alternates is ~0.9 KB, so a full file is ~40 MB).
 * What is indexable, by decision: worker/data/d1/indexable.ts.
 */
import type { Context } from 'hono';
import { marketIds, type MarketId } from '../../markets/config';
import { marketOrigin } from '../../markets/hosts';
import { fixedRoutingKeys, type RouteName } from '../../markets/paths';
import { alternatePaths, buildPath } from '../../markets/routes';
import type { AppEnv } from '../context';
import type { CatalogueSource, IndexableCounts, IndexableEntry, IndexableKind } from '../data/catalogue';
import { catalogueSource } from '../data/source';
import { hreflangFor } from '../render/head';
import { placeSearch } from './search';

export const maxUrlsPerFile = 45_000;
/** Upstream pages asked per listing step (the API's largest page). */
const upstreamPerPage = 100;

// Legal pages are noindex in the CMS; personal and technical paths are never crawled.
const unlisted = new Set<string>(['legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'legal-general-condition']);

type SectionName = 'pages' | 'coordinators' | 'trips' | 'departures';

interface Section {
  name: SectionName;
  /** Units (a page, a coordinator, a trip with its itinerary, a departure). */
  units: number;
  urlsPerUnit: number;
  /** XML `<url>` entries of units [offset, offset + limit). */
  entries(offset: number, limit: number): Promise<string[]>;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** URLs per file: SITEMAP_URLS_PER_FILE (tests lower it), never above the protocol's margin. */
export function urlsPerFile(env: Partial<Pick<Env, 'SITEMAP_URLS_PER_FILE'>>): number {
  const asked = Number.parseInt(env.SITEMAP_URLS_PER_FILE ?? '', 10);
  return Number.isFinite(asked) && asked >= 2 ? Math.min(asked, maxUrlsPerFile) : maxUrlsPerFile;
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

/**
 * A source without its own listing (the upstream API): counts from the paginated search's
 * totals, slices read page by page (every page, however many: no cap).
 */
function listingOf(source: CatalogueSource): {
  counts(): Promise<IndexableCounts>;
  entries(kind: IndexableKind, offset: number, limit: number): Promise<IndexableEntry[]>;
} {
  if (source.indexableCounts && source.indexableEntries) {
    return { counts: () => source.indexableCounts!(), entries: (kind, offset, limit) => source.indexableEntries!(kind, offset, limit) };
  }
  let coordinators: Promise<string[]> | undefined;
  const coordinatorSlugs = () =>
    (coordinators ??= source.coordinatorSlugs
      ? source.coordinatorSlugs()
      : source.tours({ perPage: upstreamPerPage, tab: 'tours' }).then((page) => [...new Set(page.data.flatMap((tour) => (tour.coordinator ? [tour.coordinator.slug] : [])))]));
  return {
    async counts() {
      // One after the other: after an upstream timeout the request asks nothing more.
      const travels = await source.travelsPaginated({ perPage: 1, tab: 'travels' });
      const tours = await source.travelsPaginated({ perPage: 1, tab: 'tours' });
      const slugs = await coordinatorSlugs();
      return { travels: travels.total ?? travels.lastPage, tours: tours.total ?? tours.lastPage, coordinators: slugs.length };
    },
    async entries(kind, offset, limit) {
      if (kind === 'coordinators') return (await coordinatorSlugs()).slice(offset, offset + limit).map((slug) => ({ slug }));
      const out: IndexableEntry[] = [];
      let page = Math.floor(offset / upstreamPerPage) + 1;
      let skip = offset % upstreamPerPage;
      while (out.length < limit) {
        const answer = await source.travelsPaginated({ perPage: upstreamPerPage, page, tab: kind });
        const rows: IndexableEntry[] = kind === 'tours'
          ? (answer.data as { code: string; travel: { slug: string } }[]).map((tour) => ({ slug: tour.travel.slug, tour: tour.code }))
          : (answer.data as { slug: string }[]).map((travel) => ({ slug: travel.slug }));
        out.push(...rows.slice(skip, skip + limit - out.length));
        skip = 0;
        if (page >= answer.lastPage || rows.length === 0) break;
        page++;
      }
      return out;
    },
  };
}

/** The market's sitemap sections, counted (one D1 batch for the embedded catalogue). */
async function sections(c: Context<AppEnv>, only?: SectionName): Promise<Section[]> {
  const market = c.get('market');
  const url = new URL(c.req.url);
  const domains = c.get('marketDomains');
  const origin = marketOrigin(market.id, url, domains);
  const entry = (name: RouteName, params: Record<string, string> = {}) => {
    const path = buildPath(market.id, name, params);
    if (!path) return '';
    const alternates = alternatePaths(name, params);
    const links = marketIds
      .filter((id) => alternates[id] !== undefined)
      .map((id) => `<xhtml:link rel="alternate" hreflang="${hreflangFor(id)}" href="${escapeXml(marketOrigin(id, url, domains) + alternates[id])}"/>`)
      .join('');
    return `<url><loc>${escapeXml(origin + path)}</loc>${links}</url>`;
  };
  const source = catalogueSource(c);
  const listing = listingOf(source);
  const counts = await listing.counts();
  // The landing pages need the facets of the whole catalogue: only for the files listing them.
  const places = !only || only === 'pages' ? await placeLandings(source, market.id, origin) : [];
  const pages = [
    ...fixedRoutingKeys.filter((key) => !unlisted.has(key)).map((key) => entry(key)),
    entry('sales'),
    entry('events-wemeet'),
    ...places.map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`),
  ].filter(Boolean);
  return [
    { name: 'pages', units: pages.length, urlsPerUnit: 1, entries: async (offset, limit) => pages.slice(offset, offset + limit) },
    {
      name: 'coordinators',
      units: counts.coordinators,
      urlsPerUnit: 1,
      entries: async (offset, limit) => (await listing.entries('coordinators', offset, limit)).map(({ slug }) => entry('coordinators-coordinator', { coordinator: slug })),
    },
    {
      name: 'trips',
      units: counts.travels,
      urlsPerUnit: 2,
      entries: async (offset, limit) =>
        (await listing.entries('travels', offset, limit)).flatMap(({ slug }) => [entry('travels-travel', { travel: slug }), entry('travels-travel-itinerary', { travel: slug })]),
    },
    {
      name: 'departures',
      units: counts.tours,
      urlsPerUnit: 1,
      entries: async (offset, limit) =>
        (await listing.entries('tours', offset, limit)).flatMap(({ slug, tour }) => (tour ? [entry('travels-travel-tour', { travel: slug, tour })] : [])),
    },
  ];
}

const unitsPerFile = (section: Section, perFile: number) => Math.max(1, Math.floor(perFile / section.urlsPerUnit));
const filesOf = (section: Section, perFile: number) => Math.ceil(section.units / unitsPerFile(section, perFile));

const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.filter(Boolean).join('\n')}\n</urlset>\n`;
}

/** GET /sitemap.xml: every URL in one file, or the index of the child files. */
export async function sitemapXml(c: Context<AppEnv>): Promise<Response> {
  const perFile = urlsPerFile(c.env);
  const all = await sections(c);
  const total = all.reduce((sum, section) => sum + section.units * section.urlsPerUnit, 0);
  if (total <= perFile) {
    const entries: string[] = [];
    for (const section of all) if (section.units > 0) entries.push(...(await section.entries(0, section.units)));
    return c.body(urlset(entries), 200, xmlHeaders);
  }
  const origin = marketOrigin(c.get('market').id, new URL(c.req.url), c.get('marketDomains'));
  const children = all.flatMap((section) => Array.from({ length: filesOf(section, perFile) }, (_, i) => `${origin}/sitemaps/${section.name}-${i + 1}.xml`));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
  return c.body(xml, 200, xmlHeaders);
}

/** GET /sitemaps/{section}-{n}.xml: one child file of the index; 404 beyond the last. */
export async function sitemapChild(c: Context<AppEnv>, file: string): Promise<Response | null> {
  const match = /^(pages|coordinators|trips|departures)-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const perFile = urlsPerFile(c.env);
  const section = (await sections(c, match[1] as SectionName)).find((candidate) => candidate.name === match[1]);
  const n = Number(match[2]);
  if (!section || n > filesOf(section, perFile)) return null;
  const size = unitsPerFile(section, perFile);
  return c.body(urlset(await section.entries((n - 1) * size, size)), 200, xmlHeaders);
}

/**
 * What the page cache's warm (worker/routes/warm.ts) renders for this market, in this order: the
 * sitemap's pages (home, lists, search, place landings), every trip, the `departures` soonest
 * departures, every coordinator, then every trip's itinerary. Paths of this market's host.
 */
export async function warmPlan(c: Context<AppEnv>, departures: number): Promise<string[]> {
  const market = c.get('market');
  const url = new URL(c.req.url);
  const origin = marketOrigin(market.id, url, c.get('marketDomains'));
  const path = (name: RouteName, params: Record<string, string> = {}) => buildPath(market.id, name, params) ?? '';
  const source = catalogueSource(c);
  const listing = listingOf(source);
  const counts = await listing.counts();
  const places = (await placeLandings(source, market.id, origin)).map((loc) => loc.slice(origin.length));
  const trips = await listing.entries('travels', 0, counts.travels);
  const tours = await listing.entries('tours', 0, Math.min(departures, counts.tours));
  const coordinators = await listing.entries('coordinators', 0, counts.coordinators);
  return [
    ...new Set([
      ...fixedRoutingKeys.filter((key) => !unlisted.has(key)).map((key) => path(key)),
      path('sales'),
      path('events-wemeet'),
      path('search'),
      ...places,
      ...trips.map(({ slug }) => path('travels-travel', { travel: slug })),
      ...tours.flatMap(({ slug, tour }) => (tour ? [path('travels-travel-tour', { travel: slug, tour })] : [])),
      ...coordinators.map(({ slug }) => path('coordinators-coordinator', { coordinator: slug })),
      ...trips.map(({ slug }) => path('travels-travel-itinerary', { travel: slug })),
    ]),
  ].filter(Boolean);
}
