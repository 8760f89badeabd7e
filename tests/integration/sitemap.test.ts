import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { markets } from '../../markets/config';
import { todayIn } from '../../shared/dates';
import worker from '../../worker/index';
import { get } from './helpers';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

/** The worker with SITEMAP_URLS_PER_FILE lowered: the sitemap index at seed scale. */
async function getWith(perFile: string, url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url) as Parameters<typeof worker.fetch>[0], { ...env, SITEMAP_URLS_PER_FILE: perFile }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** What is indexable in Italian, asked of D1 directly (worker/data/d1/indexable.ts decides). */
async function indexable() {
  const today = todayIn(markets.it.timeZone);
  const travels = await env.DB.prepare(
    "SELECT slug FROM travels tr WHERE is_published = 1 AND EXISTS (SELECT 1 FROM travel_contents c WHERE c.travel_id = tr.content_id AND c.language = 'it')",
  ).all<{ slug: string }>();
  const tours = await env.DB.prepare(
    `SELECT tr.slug, t.code FROM tours t JOIN travels tr ON tr.id = t.travel_id WHERE t.is_published = 1 AND t.starting_date > ?1 AND tr.is_published = 1
     AND EXISTS (SELECT 1 FROM travel_contents c WHERE c.travel_id = tr.content_id AND c.language = 'it')`,
  ).bind(today).all<{ slug: string; code: string }>();
  const coordinators = await env.DB.prepare('SELECT slug FROM coordinators').all<{ slug: string }>();
  return {
    travels: travels.results.map((row) => `http://it.localhost/viaggi/${row.slug}`),
    tours: tours.results.map((row) => `http://it.localhost/viaggi/${row.slug}/${row.code}`),
    coordinators: coordinators.results.map((row) => row.slug),
  };
}

describe('sitemap: every indexable page, no cap', () => {
  it('lists every trip, its itinerary, every upcoming departure and every coordinator of the market', async () => {
    const res = await get('it', '/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<urlset');
    const listed = new Set(locs(xml));
    const expected = await indexable();
    // More than the 100 trips the sitemap used to stop at, and departures at all.
    expect(expected.travels.length).toBeGreaterThan(80);
    expect(expected.tours.length).toBeGreaterThan(500);
    for (const loc of expected.travels) {
      expect(listed.has(loc), loc).toBe(true);
      expect(listed.has(`${loc}/itinerario`), loc).toBe(true);
    }
    for (const loc of expected.tours) expect(listed.has(loc), loc).toBe(true);
    for (const slug of expected.coordinators) expect(listed.has(`http://it.localhost/coordinatori/${slug}`), slug).toBe(true);
    // No listed departure beyond what is indexable (a past one would be a 404).
    const departureLocs = [...listed].filter((loc) => /^http:\/\/it\.localhost\/viaggi\/[^/]+\/(?!itinerario$)[^/]+$/.test(loc));
    expect(departureLocs.length).toBe(expected.tours.length);
  });

  it('a listed departure is a page of its own: 200, indexed, its canonical URL the one listed', async () => {
    const expected = await indexable();
    for (const loc of [expected.tours[0]!, expected.tours.at(-1)!]) {
      const res = await get('it', loc.slice('http://it.localhost'.length));
      expect(res.status, loc).toBe(200);
      const html = await res.text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], loc).toBe(loc);
      expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it('becomes a sitemap index of paged child files when the market has more URLs than a file holds', async () => {
    const single = new Set(locs(await (await get('it', '/sitemap.xml')).text()));
    const perFile = 400;
    const res = await getWith(String(perFile), 'http://it.localhost/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const index = await res.text();
    expect(index).toContain('<sitemapindex');
    expect(index).not.toContain('<urlset');
    const children = locs(index);
    expect(children.length).toBeGreaterThanOrEqual(Math.ceil(single.size / perFile));
    const union = new Set<string>();
    for (const child of children) {
      expect(child).toMatch(/^http:\/\/it\.localhost\/sitemaps\/(pages|coordinators|trips|departures)-\d+\.xml$/);
      const part = await getWith(String(perFile), child);
      expect(part.status, child).toBe(200);
      expect(part.headers.get('cache-control'), child).toContain('max-age=');
      const urls = locs(await part.text()).filter((loc) => !loc.includes('/sitemaps/'));
      expect(urls.length, child).toBeLessThanOrEqual(perFile);
      expect(urls.length, child).toBeGreaterThan(0);
      for (const loc of urls) union.add(loc);
    }
    // The same URLs as the single file: none lost, none added, across the pages.
    expect(union.size).toBe(single.size);
    for (const loc of single) expect(union.has(loc), loc).toBe(true);
    // Past the last file, and made-up names, are not found.
    expect((await getWith(String(perFile), 'http://it.localhost/sitemaps/departures-999.xml')).status).toBe(404);
    expect((await getWith(String(perFile), 'http://it.localhost/sitemaps/secrets-1.xml')).status).toBe(404);
  });
});
