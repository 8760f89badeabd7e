/** /api answers in the market's language and currency, and redirects with 418. */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CustomPage, Layout, Page, Tour, TravelCard } from '../../worker/data/types';

const hosts = {
  it: 'it.localhost',
  us: 'us.localhost',
  we: 'en.localhost',
  es: 'es.localhost',
  fr: 'fr.localhost',
  de: 'de.localhost',
} as const;

async function getJson<T>(host: string, path: string): Promise<{ status: number; body: T }> {
  const response = await SELF.fetch(`http://${host}/api${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

async function postJson<T>(host: string, path: string, body: unknown): Promise<T> {
  const response = await SELF.fetch(`http://${host}/api${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('custom pages per language', () => {
  it.each([
    ['it', 'Contatti', 'contatti'],
    ['us', 'Contact us', 'contacts'],
    ['we', 'Contact us', 'contacts'],
    ['es', 'Contacto', 'contactos'],
    ['fr', 'Contacts', 'contacts'],
    ['de', 'Kontakt', 'kontakt'],
  ] as const)('%s: contacts is "%s" at /%s', async (market, title, slug) => {
    const { status, body } = await getJson<{ success: boolean; data: CustomPage }>(hosts[market], '/custompages/show?routingKey=contacts');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.title).toBe(title);
    expect(body.data.slug).toBe(slug);
    // Alternate URLs for every market, the own one as canonical.
    expect(body.data.seo.urls.map((u) => u.market).sort()).toEqual(['de', 'es', 'fr', 'it', 'us', 'we']);
    expect(body.data.seo.canonical).toBe(body.data.seo.urls.find((u) => u.market === market)?.url);
  });

  it('every fixed routing key exists in every market', async () => {
    const keys = [
      'index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs',
      'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions',
      'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania',
      'area-antarctica', 'wemeet-by-caravan', 'wemeet-by-caravan-about', 'our-values',
    ];
    for (const host of Object.values(hosts)) {
      const pages = await Promise.all(keys.map((key) => getJson<{ data: CustomPage }>(host, `/custompages/show?routingKey=${key}`)));
      pages.forEach(({ status, body }, i) => {
        expect(status, `${host} ${keys[i]}`).toBe(200);
        expect(body.data.blocks.length, `${host} ${keys[i]}`).toBeGreaterThan(0);
      });
    }
  }, 60_000);

  it('a catch-all page by its slug in each language', async () => {
    for (const [host, slug] of [['it.localhost', 'carta-regalo'], ['en.localhost', 'gift-card'], ['es.localhost', 'tarjeta-regalo'], ['fr.localhost', 'carte-cadeau'], ['de.localhost', 'geschenkkarte']]) {
      const { status } = await getJson(host!, `/custompages/show?slug=${slug}`);
      expect(status, host).toBe(200);
    }
    // Slugs belong to a language.
    expect((await getJson('de.localhost', '/custompages/show?slug=carta-regalo')).status).toBe(404);
  });

  it('noindex pages have no canonical', async () => {
    const { body } = await getJson<{ data: CustomPage }>('it.localhost', '/custompages/show?slug=estate');
    expect(body.data.seo.robots).toContain('noindex');
    expect(body.data.seo.canonical).toBeNull();
    expect(body.data.attributes.hideLayout).toBe(true);
  });
});

describe('redirects (SPEC §8: status 418 with meta)', () => {
  it.each([
    ['it.localhost', 'promo', 302, '/offerte'],
    ['it.localhost', 'buono-regalo', 301, '/carta-regalo'],
    ['en.localhost', 'summer-2023', 308, '/summer-trips'],
    ['de.localhost', 'promo', 302, '/angebote'],
  ])('%s /%s → %i %s', async (host, slug, code, target) => {
    const { status, body } = await getJson<{ success: boolean; meta: unknown }>(host, `/custompages/show?slug=${slug}`);
    expect(status).toBe(418);
    expect(body).toEqual({ success: false, meta: { httpStatusCode: code, redirectTo: target } });
  });

  it('an unknown slug is a 404 with success false', async () => {
    const { status, body } = await getJson('it.localhost', '/custompages/show?slug=does/not/exist');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false });
  });
});

describe('catalogue per language', () => {
  it.each([
    ['it', 'Giappone classico: Tokyo, Kyoto e Osaka', 'Giappone'],
    ['us', 'Classic Japan: Tokyo, Kyoto and Osaka', 'Japan'],
    ['es', 'Japón clásico: Tokio, Kioto y Osaka', 'Japón'],
    ['fr', 'Japon classique : Tokyo, Kyoto et Osaka', 'Japon'],
    ['de', 'Klassisches Japan: Tokio, Kyoto und Osaka', 'Japan'],
  ] as const)('%s: travel titles, destinations and labels', async (market, title, destination) => {
    const page = await postJson<Page<TravelCard>>(hosts[market], '/travels', { travelId: [1] });
    expect(page.data[0]?.title).toBe(title);
    expect(page.data[0]?.destinationLabel).toBe(destination);
    const tours = await postJson<Page<Tour>>(hosts[market], '/tours', { travelId: [1], perPage: 1 });
    expect(tours.data[0]?.travel.title).toBe(title);
  });

  it('text search runs in the market language', async () => {
    const it = await postJson<Page<TravelCard>>(hosts.it, '/travels', { textSearch: 'giappone' });
    const en = await postJson<Page<TravelCard>>(hosts.we, '/travels', { textSearch: 'japan' });
    expect(it.data.map((t) => t.slug).sort()).toEqual(en.data.map((t) => t.slug).sort());
    expect(it.data.length).toBeGreaterThanOrEqual(2);
    // Accents do not matter, prefixes match.
    const es = await postJson<Page<TravelCard>>(hosts.es, '/travels', { textSearch: 'japo' });
    expect(es.data.length).toBe(it.data.length);
  });

  it('labels of the available filters are translated', async () => {
    const it = await postJson<{ availableFilters: { travelStyles: { code: string; label: string }[] } }>(hosts.it, '/travels/paginated', {});
    const de = await postJson<{ availableFilters: { travelStyles: { code: string; label: string }[] } }>(hosts.de, '/travels/paginated', {});
    expect(it.availableFilters.travelStyles.find((s) => s.code === 'BEACH')?.label).toBe('Mare');
    expect(de.availableFilters.travelStyles.find((s) => s.code === 'BEACH')?.label).toBe('Strand');
  });

  it('price filters use the display currency (the market one by default)', async () => {
    const usd = await postJson<Page<Tour>>(hosts.us, '/tours', { priceTo: 100000, sort: 'price:desc', perPage: 5 });
    expect(usd.data.length).toBeGreaterThan(0);
    expect(usd.data.every((t) => (t.price.USD ?? Infinity) <= 100000)).toBe(true);
    const gbp = await postJson<Page<Tour>>(hosts.it, '/tours', { priceTo: 100000, currency: 'GBP', sort: 'price:desc', perPage: 5 });
    expect(gbp.data.every((t) => (t.price.GBP ?? Infinity) <= 100000)).toBe(true);
    expect(gbp.data[0]!.price.EUR).toBeGreaterThan(100000);
  });

  it('layouts per market: language, currencies and menus', async () => {
    const it = await getJson<{ data: Layout }>(hosts.it, '/layouts');
    const we = await getJson<{ data: Layout }>(hosts.we, '/layouts');
    expect(it.body.data.header.menu[0]?.label).toBe('Destinazioni');
    expect(we.body.data.header.menu[0]?.label).toBe('Destinations');
    expect(it.body.data.settings.currencies.map((c) => c.isoCode)).toEqual(['EUR']);
    expect(we.body.data.settings.currencies.map((c) => c.isoCode)).toEqual(['EUR', 'GBP', 'USD']);
    // en-WE has no WeMeet events page: its footer does not link it.
    const footerUrls = JSON.stringify(we.body.data.footer.menu);
    expect(footerUrls).not.toContain('/events-wemeet');
  });
});
