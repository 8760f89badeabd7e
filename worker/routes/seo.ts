import { Hono } from 'hono';
import { marketOrigin } from '../../markets/hosts';
import { buildPath } from '../../markets/routes';
import type { AppEnv } from '../context';
import { sitemapChild, sitemapXml } from './sitemap';

/** robots.txt and sitemap.xml of the requesting market (SPEC §2 search-engine data). */
export const seo = new Hono<AppEnv>();

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

seo.get('/sitemap.xml', (c) => sitemapXml(c));
seo.get('/sitemaps/:file', async (c) => (await sitemapChild(c, c.req.param('file'))) ?? c.notFound());
