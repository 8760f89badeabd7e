import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { marketIds, markets, type MarketId } from '../../markets/config';
import { buildPath } from '../../markets/routes';
import { resources } from '../../markets/locales';
import { englishHits, numberHits, rawKeyHits, visibleText, type Hit } from './copyScan';
import { get } from './helpers';

// Issue 14 item 9: every market's pages read as native copy — no English words outside the
// English markets, every number over 999 grouped the market's way, and no translation key
// shown in place of its copy.

/** The Jordan trip: its place list ends at the Dead Sea, the slip the issue names. */
const tripSlug = 'jordan-petra-wadi-rum';
/** A coordinator whose words must agree with her gender ("Priya è stata fantastica"). */
const coordinatorSlug = 'priya-sharma';

async function pagesOf(market: MarketId): Promise<Record<string, string>> {
  const tour = await env.DB.prepare(
    `SELECT tours.code FROM tours JOIN travels ON travels.id = tours.travel_id
     WHERE travels.slug = ?1 AND tours.starting_date > date('now') ORDER BY tours.starting_date LIMIT 1`,
  ).bind(tripSlug).first<{ code: string }>();
  if (!tour) throw new Error(`seed has no upcoming departure of ${tripSlug}`);
  const path = (name: Parameters<typeof buildPath>[1], params?: Record<string, string>) => {
    const built = buildPath(market, name, params);
    if (!built) throw new Error(`${market} has no ${name}`);
    return built;
  };
  return {
    home: path('index'),
    destinations: path('travels'),
    trip: path('travels-travel', { travel: tripSlug }),
    itinerary: path('travels-travel-itinerary', { travel: tripSlug }),
    tour: path('travels-travel-tour', { travel: tripSlug, tour: tour.code }),
    coordinator: path('coordinators-coordinator', { coordinator: coordinatorSlug }),
    coordinators: path('coordinators'),
    results: path('search'),
    faq: path('faqs'),
  };
}

function describeHits(hits: readonly (Hit & { page: string })[]): string[] {
  return hits.map((hit) => `${hit.page} · ${hit.kind} "${hit.found}" in ${hit.source}: …${hit.context}…`);
}

async function scanMarket(market: MarketId) {
  const pages = await pagesOf(market);
  const hits: (Hit & { page: string })[] = [];
  for (const [page, path] of Object.entries(pages)) {
    const res = await get(market, path);
    expect(res.status, `${market} ${page} ${path}`).toBe(200);
    const chunks = visibleText(await res.text(), markets[market].language);
    const { language, intlLocale } = markets[market];
    if (language !== 'en') hits.push(...englishHits(chunks, language).map((hit) => ({ ...hit, page: `${page} ${path}` })));
    hits.push(...numberHits(chunks, intlLocale).map((hit) => ({ ...hit, page: `${page} ${path}` })));
    hits.push(...rawKeyHits(chunks, Object.keys(resources[language])).map((hit) => ({ ...hit, page: `${page} ${path}` })));
  }
  return hits;
}

describe('copy reads as native in every market', () => {
  for (const market of marketIds) {
    it(`${market}: home, destinations, trip, tour, coordinator, results and FAQ pages`, async () => {
      const hits = await scanMarket(market);
      expect(describeHits(hits)).toEqual([]);
    });
  }
});

describe('slips named in issue 14, at their source', () => {
  it('the footer rating widget renders in every market, its count grouped the market’s way', async () => {
    const expected: Record<MarketId, string> = { it: '18.342 recensioni', us: '18,342 reviews', we: '18,342 reviews', es: '18.342 opiniones', fr: '18\u202f342 avis', de: '18.342 Bewertungen' };
    for (const market of marketIds) {
      const html = await (await get(market, '/')).text();
      const widget = /<a class="footer-rating"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1];
      expect(widget, market).toBeTruthy();
      expect(visibleText(widget!).map((chunk) => chunk.text).join(' '), market).toContain(expected[market]);
    }
  });

  it('footer badges and the bank-transfer mark are images in the market language, with native alt text', async () => {
    for (const market of marketIds) {
      const html = await (await get(market, '/')).text();
      const { language } = markets[market];
      const footer = html.slice(html.indexOf('<footer'));
      const badges = [...footer.matchAll(/<ul class="footer-badges">([\s\S]*?)<\/ul>/g)].map((m) => m[1]).join('');
      const sources = [...badges.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
      expect(sources.length, market).toBe(3);
      for (const src of sources) expect(src, market).toMatch(new RegExp(`^/img/brand/${language}/`));
      const payments = [...footer.matchAll(/<ul class="payment-methods">([\s\S]*?)<\/ul>/g)].map((m) => m[1]).join('');
      expect(payments, market).toContain(`/img/brand/${language}/bank-transfer.svg`);
      // Alt texts are names, never file slugs.
      expect(payments, market).not.toMatch(/alt="[a-z]+-[a-z]+"/);
    }
  });

  it('a coordinator’s languages are names in the market language, as a natural list', async () => {
    const expected: Record<MarketId, string> = { it: 'Parla inglese e tedesco', us: 'Speaks English and German', we: 'Speaks English and German', es: 'Habla inglés y alemán', fr: 'Parle anglais et allemand', de: 'Spricht Englisch und Deutsch' };
    for (const market of marketIds) {
      const html = await (await get(market, buildPath(market, 'coordinators-coordinator', { coordinator: coordinatorSlug })!)).text();
      expect(html, market).toContain(expected[market]);
    }
  });

  it('words about a coordinator agree with her or his gender', async () => {
    const female = await env.DB.prepare(
      `SELECT tr.slug FROM travels tr JOIN coordinators c ON c.id = tr.coordinator_id WHERE c.gender = 'female' ORDER BY tr.id LIMIT 1`,
    ).first<{ slug: string }>();
    const male = await env.DB.prepare(
      `SELECT tr.slug FROM travels tr JOIN coordinators c ON c.id = tr.coordinator_id WHERE c.gender = 'male' ORDER BY tr.id LIMIT 1`,
    ).first<{ slug: string }>();
    const heading = async (market: MarketId, slug: string) =>
      /<h2 id="coordinator-title">([^<]*)<\/h2>/.exec(await (await get(market, buildPath(market, 'travels-travel', { travel: slug })!)).text())?.[1];
    expect(await heading('it', female!.slug)).toBe('La tua coordinatrice');
    expect(await heading('it', male!.slug)).toBe('Il tuo coordinatore');
    expect(await heading('es', female!.slug)).toBe('Tu coordinadora');
    expect(await heading('fr', female!.slug)).toBe('Votre coordinatrice');
    expect(await heading('fr', male!.slug)).toBe('Votre coordinateur');

    // Reviews agree too: "Priya è stata fantastica", never "Priya è stato fantastico".
    const reviews = await env.DB.prepare(
      `SELECT r.text, r.language, c.first_name AS name, c.gender FROM reviews r JOIN coordinators c ON c.id = r.coordinator_id`,
    ).all<{ text: string; language: string; name: string; gender: string }>();
    const wrong = (reviews.results ?? []).filter((r) => {
      if (r.gender === 'female') return new RegExp(`${r.name} (è stato|a été génial[^e]|war großartig, der)`).test(r.text) || /un coordinatore che|un coordinador que|un coordinateur qui|ein Coordinator, der/.test(r.text);
      return new RegExp(`${r.name} (è stata|a été géniale)`).test(r.text) || /una coordinatrice|una coordinadora|une coordinatrice|eine Coordinatorin/.test(r.text);
    });
    expect(wrong.map((r) => `${r.language}: ${r.text}`)).toEqual([]);
    expect((reviews.results ?? []).some((r) => r.gender === 'female' && r.text.includes(`${r.name} è stata fantastica`))).toBe(true);
  });

  it('itinerary meals are words of the market language', async () => {
    const expected: Record<MarketId, string> = { it: 'Pasti: colazione', us: 'Meals: breakfast', we: 'Meals: breakfast', es: 'Comidas: desayuno', fr: 'Repas : petit-déjeuner', de: 'Mahlzeiten: Frühstück' };
    for (const market of marketIds) {
      const html = await (await get(market, buildPath(market, 'travels-travel-itinerary', { travel: tripSlug })!)).text();
      expect(html, market).toContain(expected[market]);
    }
  });

  it('the Dead Sea is named in every language', async () => {
    const expected: Record<MarketId, string> = { it: 'Mar Morto', us: 'Dead Sea', we: 'Dead Sea', es: 'Mar Muerto', fr: 'Mer Morte', de: 'Totes Meer' };
    for (const market of marketIds) {
      const html = await (await get(market, buildPath(market, 'travels-travel', { travel: tripSlug })!)).text();
      expect(html, market).toContain(`Wadi Rum · ${expected[market]}`);
    }
  });

  it('the sitemap lists every coordinator page with its hreflang alternates', async () => {
    const slugs = await env.DB.prepare('SELECT slug FROM coordinators ORDER BY id').all<{ slug: string }>();
    for (const market of ['it', 'de'] as const) {
      const xml = await (await get(market, '/sitemap.xml')).text();
      for (const { slug } of slugs.results ?? []) {
        const path = buildPath(market, 'coordinators-coordinator', { coordinator: slug })!;
        const entry = new RegExp(`<url><loc>[^<]*${path}</loc>(.*?)</url>`).exec(xml);
        expect(entry, `${market} ${slug}`).toBeTruthy();
        for (const other of marketIds) {
          expect(entry![1], `${market} ${slug} → ${other}`).toContain(`${buildPath(other, 'coordinators-coordinator', { coordinator: slug })}"/>`);
        }
      }
    }
  });
});
