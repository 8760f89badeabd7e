import { describe, expect, it } from 'vitest';
import { get, hreflangs } from './helpers';

function linkedData(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? '{}') as Record<string, unknown>;
}

describe('robots.txt and sitemap.xml per market', () => {
  it('robots.txt points to the market sitemap and keeps crawlers out of personal pages', async () => {
    const text = await (await get('es', '/robots.txt')).text();
    expect(text).toContain('Sitemap: http://es.localhost/sitemap.xml');
    expect(text).toContain('Disallow: /lista-de-deseos');
    expect(text).toContain('Disallow: /api/');
    // Result pages are not crawled, but for a text search (a place's landing page).
    expect(text).toContain('Disallow: /buscar\n');
    expect(text).toContain('Allow: /buscar?textSearch=\n');
  });

  it('sitemap lists localised pages with hreflang alternates', async () => {
    const res = await get('fr', '/sitemap.xml');
    const xml = await res.text();
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(xml).toContain('<loc>http://fr.localhost/comment-ca-marche</loc>');
    expect(xml).toContain('hreflang="de-DE" href="http://de.localhost/so-funktionierts"');
    expect(xml).toMatch(/<loc>http:\/\/fr\.localhost\/destinations\/[a-z0-9-]+<\/loc>/);
    expect(xml).not.toContain('/legal/politique-de-confidentialite<');
  });
});

describe('search results and the index', () => {
  const head = (html: string) => ({
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? null,
  });

  it('a search for a continent or country we sell is its landing page: indexed, one canonical URL', async () => {
    for (const [market, path, canonical, place] of [
      ['it', '/cerca?textSearch=asia', 'http://it.localhost/cerca?textSearch=Asia', 'Asia'],
      ['it', '/cerca?textSearch=%20GIAPPONE%20', 'http://it.localhost/cerca?textSearch=Giappone', 'Giappone'],
      ['it', '/cerca?textSearch=emirati%20arabi%20uniti', 'http://it.localhost/cerca?textSearch=Emirati%20Arabi%20Uniti', 'Emirati Arabi Uniti'],
      ['de', '/suchen?textSearch=japan', 'http://de.localhost/suchen?textSearch=Japan', 'Japan'],
    ] as const) {
      const found = head(await (await get(market, path)).text());
      expect(found.robots, path).toBe('index,follow');
      expect(found.canonical, path).toBe(canonical);
      expect(found.title, path).toContain(place);
      expect(found.description, path).toMatch(new RegExp(`^${place}: `));
    }
  });

  it("a place's landing page names itself and the same place, by id, in every other market; a free-text search keeps only what every market reads alike", async () => {
    const landing = await (await get('it', '/cerca?textSearch=asia')).text();
    const asia = /continentId%5B%5D=(\d+)/.exec(hreflangs(landing)['de-DE'] ?? '')?.[1];
    expect(asia).toMatch(/^\d+$/);
    expect(hreflangs(landing)).toEqual({
      'it-IT': 'http://it.localhost/cerca?textSearch=Asia',
      'en-US': `http://us.localhost/search?continentId%5B%5D=${asia}`,
      en: `http://en.localhost/search?continentId%5B%5D=${asia}`,
      'es-ES': `http://es.localhost/buscar?continentId%5B%5D=${asia}`,
      'fr-FR': `http://fr.localhost/recherche?continentId%5B%5D=${asia}`,
      'de-DE': `http://de.localhost/suchen?continentId%5B%5D=${asia}`,
      'x-default': `http://en.localhost/search?continentId%5B%5D=${asia}`,
    });
    // The same trips: the seeded markets sell the same departures in Asia.
    const count = (html: string) => /class="page-heading__lead"[^>]*>(\d+)/.exec(html)?.[1];
    const german = await (await get('de', `/suchen?continentId[]=${asia}`)).text();
    expect(count(german)).toBeDefined();
    expect(count(german)).toBe(count(landing));
    // It names the place in its own language; many places, or an id no market sells, name none.
    expect(german).toContain('<h1>Reisen für „Asien“</h1>');
    expect(await (await get('fr', `/recherche?continentId[]=${asia}&continentId[]=${asia === '1' ? 2 : 1}`)).text()).toMatch(/<h1>Voyages pour « (Asie et \S+|\S+ et Asie) »<\/h1>/);
    expect(await (await get('it', '/cerca?destinationId[]=999999')).text()).toContain('<h1>Trova il tuo viaggio di gruppo</h1>');

    // A place with more to the search (not its landing page) still goes over as the place.
    const sorted = await (await get('it', '/cerca?textSearch=asia&sort=price:asc')).text();
    expect(sorted).toContain('content="noindex,follow"');
    expect(hreflangs(sorted)['de-DE']?.replaceAll('&amp;', '&')).toBe(`http://de.localhost/suchen?sort=price:asc&continentId%5B%5D=${asia}`);

    const free = hreflangs(await (await get('it', '/cerca?textSearch=mare&dateFrom=2027-01-01&priceTo=90000&page=2&utm_source=news')).text());
    expect(free['fr-FR']).toBe('http://fr.localhost/recherche?dateFrom=2027-01-01');
    expect(free['x-default']).toBe('http://en.localhost/search?dateFrom=2027-01-01');
    // Pages other than search keep their plain paths.
    expect(hreflangs(await (await get('it', '/viaggi?utm_source=news')).text())['de-DE']).toBe('http://de.localhost/reiseziele');
  });

  it('the sitemap lists every place landing page, and each one is indexed under the URL listed', async () => {
    const xml = await (await get('it', '/sitemap.xml')).text();
    const landings = [...xml.matchAll(/<loc>(http:\/\/it\.localhost\/cerca\?[^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(landings).toContain('http://it.localhost/cerca?textSearch=Asia');
    expect(landings).toContain('http://it.localhost/cerca?textSearch=Giappone');
    expect(landings.length).toBeGreaterThan(10);
    for (const loc of landings) {
      const found = head(await (await get('it', loc.slice('http://it.localhost'.length))).text());
      expect(found.robots, loc).toBe('index,follow');
      expect(found.canonical, loc).toBe(loc);
    }
  });

  it('free text, filter combinations, later pages, a modal and no results stay out of the index', async () => {
    for (const path of [
      '/cerca',
      '/cerca?textSearch=viagra%20casino',
      '/cerca?textSearch=asi',
      '/cerca?textSearch=asia&tab=travels',
      '/cerca?textSearch=asia&page=2',
      '/cerca?textSearch=asia&sort=price:asc',
      '/cerca?textSearch=asia&continentId[]=1',
      '/cerca?textSearch=asia&modal=filters',
      '/cerca?textSearch=asia&dateFrom=2099-01-01&dateTo=2099-01-31',
    ]) {
      const found = head(await (await get('it', path)).text());
      expect(found.robots, path).toBe('noindex,follow');
      expect(found.canonical, path).toBeNull();
    }
  });
});

describe('JSON-LD', () => {
  it('every page carries the organisation', async () => {
    const data = linkedData(await (await get('it', '/come-funziona')).text());
    expect(JSON.stringify(data)).toContain('"@type":"TravelAgency"');
  });

  it('trip pages carry breadcrumbs and their departures as one aggregate offer', async () => {
    const home = await (await get('we', '/destinations')).text();
    const slugs = [...home.matchAll(/href="\/destinations\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
    // A trip with more departures than the page lists before "show more".
    let found: { html: string; whole: string } | null = null;
    for (const slug of slugs) {
      const html = await (await get('we', `/destinations/${slug}`)).text();
      if (!html.includes('data-show-more="departures"')) continue;
      found = { html, whole: await (await get('we', `/destinations/${slug}?more=departures`)).text() };
      break;
    }
    expect(found).not.toBeNull();
    const { html, whole } = found!;
    type Offer = { '@type': string; sku: string; price: string; priceCurrency: string; itemOffered: { startDate: string } };
    type Aggregate = { '@type': string; lowPrice: string; highPrice: string; priceCurrency: string; offerCount: number; offers: Offer[] };
    const nodes = (linkedData(html)['@graph'] as { '@type': string; offers?: Aggregate }[]) ?? [];
    const trip = nodes.find((node) => node['@type'] === 'TouristTrip');
    expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
    const aggregate = trip!.offers!;
    expect(aggregate['@type']).toBe('AggregateOffer');
    // Counted over every departure (the ?more= version lists them all); written out for those the page lists.
    const all = [...whole.matchAll(/class="departure( departure--selected)?" id="tour-([^"]+)"/g)].map((m) => m[2]);
    const listed = [...html.matchAll(/class="departure( departure--selected)?" id="tour-([^"]+)"/g)].map((m) => m[2]);
    expect(listed.length).toBeLessThan(all.length);
    expect(aggregate.offerCount).toBe(all.length);
    expect(aggregate.offers.map((offer) => offer.sku)).toEqual(listed);
    const prices = aggregate.offers.filter((offer) => offer.priceCurrency === aggregate.priceCurrency).map((offer) => Number(offer.price));
    expect(Number(aggregate.lowPrice)).toBeLessThanOrEqual(Math.min(...prices));
    expect(Number(aggregate.highPrice)).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(aggregate.lowPrice).toMatch(/^\d+\.\d{2}$/);
    // An offer is a departure on sale now: no `validFrom` saying it opens on the day it leaves.
    expect(JSON.stringify(aggregate)).not.toContain('validFrom');
  });

  it('a tour page offers its own departure only', async () => {
    const trip = await (await get('we', '/destinations')).text();
    const slug = /href="\/destinations\/([a-z0-9-]+)"/.exec(trip)![1];
    const code = new RegExp(`href="/destinations/${slug}/([A-Z][A-Za-z0-9-]+)"`).exec(await (await get('we', `/destinations/${slug}`)).text())![1]!;
    const html = await (await get('we', `/destinations/${slug}/${code}`)).text();
    const nodes = (linkedData(html)['@graph'] as { '@type': string; offers?: { sku: string; itemOffered: { startDate: string } }[] }[]) ?? [];
    const offers = nodes.find((node) => node['@type'] === 'TouristTrip')?.offers ?? [];
    expect(offers.map((offer) => offer.sku)).toEqual([code]);
    expect(offers[0]!.itemOffered.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('display currency', () => {
  it('uses the market default, formatted per SPEC §9', async () => {
    const it = await (await get('it', '/offerte')).text();
    expect(it).toMatch(/\d{1,3}(\.\d{3})* €/);
    const us = await (await get('us', '/sales')).text();
    expect(us).toMatch(/\$\d{1,3}(,\d{3})*/);
  });

  it('honours a stored preference offered by the market settings, ignores others', async () => {
    const gbp = await (await get('fr', '/promotions', { headers: { cookie: 'caravan_currency=GBP' } })).text();
    expect(gbp).toMatch(/£\d/);
    expect(gbp).toContain('class="site-footer__currency"');
    const refused = await (await get('it', '/offerte', { headers: { cookie: 'caravan_currency=GBP' } })).text();
    expect(refused).not.toMatch(/£\d/);
    const garbage = await get('it', '/offerte', { headers: { cookie: 'caravan_currency=%00%FF<script>' } });
    expect(garbage.status).toBe(200);
  });

  it('geolocated currency applies when offered (GB visitor on en-WE)', async () => {
    const html = await (await get('we', '/sales', { cf: { country: 'GB' } })).text();
    expect(html).toMatch(/£\d/);
  });

  it('offers the currency switch only with more than one currency', async () => {
    // The language dialog (and its currency switch) joins the page when opened: its island
    // gets the currencies, and the header button says the current one when there is a choice.
    const currencies = (html: string) => {
      const props = /<script type="application\/json"[^>]*data-props="">([^<]+)<\/script><div class="island" data-island="LanguageModal"/.exec(html);
      return (JSON.parse(props![1]!) as { currencies: unknown[] }).currencies.length;
    };
    const de = await (await get('de', '/')).text();
    const it = await (await get('it', '/')).text();
    expect(currencies(de)).toBeGreaterThan(1);
    expect(de).toMatch(/class="lang-switch__label">[^<]+ · EUR</);
    expect(currencies(it)).toBeLessThanOrEqual(1);
    expect(it).not.toMatch(/class="lang-switch__label">[^<]+ · EUR</);
  });
});
