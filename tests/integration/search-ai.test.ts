import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { interpretQuery, type AiSearchCatalogue } from '../../shared/aiSearch';
import { createApp } from '../../worker/app';
import { toIsoDay } from '../../shared/dates';
import { filtersFromQuery, filtersToQuery, type Filters } from '../../shared/filters';
import { get } from './helpers';

const page = '/cerca-con-ai';
const asiaQuery = 'una settimana in Asia a marzo sotto i 1500 euro, natura e relax';
const deviceCookie = 'caravan_did=7d3c6a52-4c1e-4b8e-9a55-0d2f8a6b1c11';

const aiPage = (query: string, extra = '') => get('it', `${page}?${new URLSearchParams({ q: query })}${extra}`);

/** The page's own content (not the layout, nor the boot data that carries every translation), as text React wrote it. */
async function content(res: Response): Promise<string> {
  const html = await res.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>')).replaceAll('<!-- -->', '');
}

/** Tour codes of the cards on a page (links /viaggi/{travel}/{tour}). */
function tourCodes(html: string): string[] {
  const list = html.slice(html.indexOf('class="cards-grid"'), html.indexOf('</ul>', html.indexOf('class="cards-grid"')));
  return [...list.matchAll(/href="\/viaggi\/[a-z0-9-]+\/([A-Z0-9-]+)"/g)].map((m) => m[1]!);
}

async function catalogue(): Promise<AiSearchCatalogue> {
  const continents = await env.DB.prepare(
    "SELECT c.id, c.code, t.name FROM continents c JOIN continent_translations t ON t.continent_id = c.id AND t.language = 'it'",
  ).all<{ id: number; code: string; name: string }>();
  const countries = await env.DB.prepare(
    `SELECT c.id, c.iso_code_alpha3 AS isoCodeAlpha3, c.continent_id AS continentId, t.name
     FROM countries c JOIN country_translations t ON t.country_id = c.id AND t.language = 'it'`,
  ).all<{ id: number; isoCodeAlpha3: string; continentId: number; name: string }>();
  return { continents: continents.results, countries: countries.results };
}

function rate(body: Record<string, string>, init: { origin?: string | null; host?: string; headers?: Record<string, string> } = {}) {
  const host = init.host ?? 'it';
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', cookie: deviceCookie, ...init.headers };
  if (init.origin !== null) headers.origin = init.origin ?? `http://${host === 'it' ? 'it.localhost' : `${host}.localhost`}`;
  return get(host, '/api/ai-search/rating', { method: 'POST', body: new URLSearchParams(body).toString(), headers });
}

describe('AI search page (Italy)', () => {
  it('shows the request form (a plain GET) with examples before any request', async () => {
    const res = await get('it', page);
    expect(res.status).toBe(200);
    const html = await content(res);
    expect(html).toContain('<h1>Cerca con l’AI</h1>');
    expect(html).toMatch(/<form class="ai-form" [^>]*action="\/cerca-con-ai" method="get">/);
    expect(html).toContain('name="q"');
    expect(html).toContain('data-island="AiSearchForm"');
    expect(html).toContain('Prova con');
    expect(html).not.toContain('Ecco cosa ho capito');
  });

  it('answers a request with commentary, a rating, matching departures and the full results link', async () => {
    const res = await aiPage(asiaQuery);
    const raw = await res.clone().text();
    expect(res.status).toBe(200);
    expect(raw).toMatch(/<meta name="robots" content="noindex, follow"/);
    const html = await content(res);
    expect(html).toContain('Ecco cosa ho capito');
    for (const note of ['Destinazione: Asia', 'Fino a 1.500 €', 'Da 6 a 9 giorni', 'Atmosfera: natura, relax']) expect(html).toContain(note);
    expect(html).toContain('data-source="interpreter"'); // no Workers AI binding in tests
    expect(html).toContain('data-island="AiSearchRating"');

    // The departures shown match every part of the request.
    const today = toIsoDay(new Date(), 'Europe/Rome')!;
    const expected = interpretQuery(asiaQuery, { today, catalogue: await catalogue() }).filters;
    const codes = tourCodes(html);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const row = await env.DB.prepare(
        `SELECT tours.starting_date, tours.price_eur, travels.days, travels.continent_id, travels.moods FROM tours
         JOIN travels ON travels.id = tours.travel_id WHERE tours.code = ?1`,
      ).bind(code).first<{ starting_date: string; price_eur: number; days: number; continent_id: number; moods: string }>();
      expect(row, code).not.toBeNull();
      expect(row!.starting_date >= expected.dateFrom! && row!.starting_date <= expected.dateTo!, code).toBe(true);
      expect(row!.price_eur).toBeLessThanOrEqual(150000);
      expect(row!.days).toBeGreaterThanOrEqual(6);
      expect(row!.days).toBeLessThanOrEqual(9);
      expect(expected.continentId).toContain(row!.continent_id);
      expect(JSON.parse(row!.moods).some((mood: string) => mood === 'NATURE' || mood === 'RELAX')).toBe(true);
    }

    // "See all results" opens the search page with the same filters.
    const link = /<a class="block__cta" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toMatch(/^\/cerca\?/);
    expect(link).toContain(`dateFrom=${expected.dateFrom}`);
    expect(link).toContain('priceTo=150000');
    expect(link).toContain('continentId%5B%5D=');
    expect(link).toContain('travelId%5B%5D=');
    expect((await get('it', link!)).status).toBe(200);
  });

  it('reads a city as its country', async () => {
    const html = await content(await aiPage('weekend a Barcellona a dicembre'));
    expect(html).toContain('Barcellona: cerco i viaggi in Spagna');
    expect(html).toContain('Un weekend fuori: da 2 a 4 giorni');
  });

  it('shows the "spell didn’t work" error when nothing is understood, without reflecting markup', async () => {
    const res = await aiPage('<script>alert(1)</script><img src=x onerror=alert(2)>');
    const raw = await res.clone().text();
    expect(res.status).toBe(200);
    expect(raw).not.toContain('<script>alert(1)');
    expect(raw).not.toContain('<img src=x');
    const html = await content(res);
    expect(html).toContain('L’incantesimo non ha funzionato');
    expect(html).toContain('Prova a riformulare');
    expect(html).not.toContain('Ecco cosa ho capito');
  });

  it.each([
    ['a 10 kB request', `?q=${'viaggio '.repeat(1300)}`],
    ['a list of requests', '?q[]=Asia&q=&q=Giappone'],
    ['broken percent-encoding', '?q=%E0%A4%A&rated=%ZZ'],
    ['control characters', '?q=%00%01%1F%7F'],
    ['only spaces', '?q=%20%20%20'],
    ['a bogus vote', '?q=Giappone&rated=9'],
    ['SQL', `?q=${encodeURIComponent("' OR 1=1; DROP TABLE tours; --")}`],
  ])('renders a page for %s', async (_label, query) => {
    const res = await get('it', `${page}${query}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Cerca con l’AI</h1>');
  });

  it.each([
    ['us', '/search-ai'], ['we', '/search-ai'], ['es', '/buscar-con-ai'], ['fr', '/recherche-ai'], ['de', '/suchen-ai'],
  ] as const)('is not found in %s (%s)', async (market, path) => {
    expect((await get(market, `${path}?q=Giappone`)).status).toBe(404);
  });

  it('is not found when the ai-search flag is off (FLAGS_DISABLED serves its fallback: off)', async () => {
    const flagsOff = { ...env, FLAGS_DISABLED: '1' };
    const app = createApp();
    expect((await app.request(new Request('http://it.localhost/cerca-con-ai?q=Giappone'), undefined, flagsOff)).status).toBe(404);
    const rating = new Request('http://it.localhost/api/ai-search/rating', {
      method: 'POST',
      body: new URLSearchParams({ q: 'Giappone', source: 'interpreter', rating: '3' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://it.localhost' },
    });
    expect((await app.request(rating, undefined, flagsOff)).status).toBe(404);
  });
});

describe('POST /api/ai-search/rating', () => {
  const vote = { q: 'weekend a Barcellona a dicembre', source: 'interpreter', filters: 'destinationId[]=27&durationFrom=2&durationTo=4&bogus=1' };

  async function stored(query: string) {
    return env.DB.prepare('SELECT market, query, source, filters, rating FROM ai_search_ratings WHERE query = ?1').bind(query).all<{
      market: string; query: string; source: string; filters: string; rating: number;
    }>();
  }

  it('stores a vote from the form and goes back to the answer (no JavaScript)', async () => {
    const res = await rate({ ...vote, rating: '4' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/cerca-con-ai?${new URLSearchParams({ q: vote.q, rated: '4' })}`);
    const rows = (await stored(vote.q)).results;
    expect(rows).toEqual([{ market: 'it', query: vote.q, source: 'interpreter', filters: 'destinationId%5B%5D=27&durationFrom=2&durationTo=4', rating: 4 }]);

    const back = await content(await get('it', res.headers.get('location')!));
    expect(back).toContain('"rated":4');
  });

  it('answers fetch with JSON, and a second vote from the same device replaces the first', async () => {
    const res = await rate({ ...vote, rating: '2' }, { headers: { accept: 'application/json', 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, data: { rating: 2 } });
    const rows = (await stored(vote.q)).results;
    expect(rows.map((row) => row.rating)).toEqual([2]);
  });

  it.each([
    ['a rating out of range', { ...vote, rating: '7' }],
    ['a rating that is not a number', { ...vote, rating: 'five' }],
    ['no request', { source: 'interpreter', rating: '3' }],
    ['an empty request', { ...vote, q: '   ', rating: '3' }],
    ['a request too long', { ...vote, q: 'a'.repeat(501), rating: '3' }],
    ['an unknown source', { ...vote, source: 'oracle', rating: '3' }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await rate(body as Record<string, string>);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: { message: 'La valutazione non è valida.' } });
  });

  it('refuses a JSON body (only forms, which CSRF protection checks)', async () => {
    const res = await get('it', '/api/ai-search/rating', {
      method: 'POST', body: JSON.stringify({ ...vote, rating: 3 }), headers: { 'content-type': 'application/json', origin: 'http://it.localhost' },
    });
    expect(res.status).toBe(415);
  });

  it('refuses cross-site posts with 403 and stores nothing', async () => {
    const q = 'voto da un altro sito';
    expect((await rate({ ...vote, q, rating: '5' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await rate({ ...vote, q, rating: '5' }, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await rate({ ...vote, q, rating: '5' }, { origin: null })).status).toBe(403);
    expect((await stored(q)).results).toEqual([]);
  });

  it('refuses a body over 16 kB with 413', async () => {
    expect((await rate({ ...vote, rating: '3', filters: 'x'.repeat(20_000) })).status).toBe(413);
  });

  it('does not exist where AI search does not', async () => {
    expect((await rate({ ...vote, rating: '3' }, { host: 'es' })).status).toBe(404);
    // Where it exists, the rating takes a POST only: a GET is told which method (405), not a page.
    const wrongMethod = await get('it', '/api/ai-search/rating');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 11: an AI search that always helps
// ---------------------------------------------------------------------------------------------

interface TourRow {
  code: string;
  starting_date: string;
  price_eur: number;
  days: number;
  continent_id: number;
  age_badge: string;
  travel_id: number;
  travel_style: string;
  travel_type: string;
  countries: string;
  iso3s: string;
}

async function tourRow(code: string): Promise<TourRow> {
  const row = await env.DB.prepare(
    `SELECT t.code, t.starting_date, t.price_eur, t.days, t.continent_id, t.age_badge, t.travel_id, tr.travel_style, tr.travel_type,
       (SELECT group_concat(tc.country_id) FROM travel_countries tc WHERE tc.travel_id = t.travel_id) AS countries,
       (SELECT group_concat(c.iso_code_alpha3) FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = t.travel_id) AS iso3s
     FROM tours t JOIN travels tr ON tr.id = t.travel_id WHERE t.code = ?1`,
  ).bind(code).first<TourRow>();
  expect(row, code).not.toBeNull();
  return row!;
}

/** The filters of the page's "see all results" link, as the results page reads them. */
function seeAllFilters(html: string): Filters {
  const link = /<a class="block__cta" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(link).toMatch(/^\/cerca\?/);
  return filtersFromQuery(new URL(link!, 'http://it.localhost').searchParams);
}

/** Every departure shown meets every filter of the list it comes from. */
async function expectToursMatch(codes: string[], f: Filters): Promise<TourRow[]> {
  const rows: TourRow[] = [];
  for (const code of codes) {
    const row = await tourRow(code);
    const countries = row.countries.split(',').map(Number);
    if (f.dateFrom) expect(row.starting_date >= f.dateFrom, `${code} from`).toBe(true);
    if (f.dateTo) expect(row.starting_date <= f.dateTo, `${code} to`).toBe(true);
    if (f.priceTo !== undefined) expect(row.price_eur, `${code} price`).toBeLessThanOrEqual(f.priceTo);
    if (f.priceFrom !== undefined) expect(row.price_eur, `${code} price`).toBeGreaterThanOrEqual(f.priceFrom);
    if (f.destinationId) expect(countries.some((id) => f.destinationId!.includes(id)), `${code} country`).toBe(true);
    if (f.continentId) expect(f.continentId, `${code} continent`).toContain(row.continent_id);
    if (f.durationFrom !== undefined) expect(row.days).toBeGreaterThanOrEqual(f.durationFrom);
    if (f.durationTo !== undefined) expect(row.days).toBeLessThanOrEqual(f.durationTo);
    if (f.ageBadge) expect(row.age_badge, `${code} age`).toBe(f.ageBadge);
    if (f.travelStyles) expect(f.travelStyles, `${code} style`).toContain(row.travel_style);
    if (f.travelTypes) expect(f.travelTypes, `${code} type`).toContain(row.travel_type);
    if (f.travelId) expect(f.travelId, `${code} travel`).toContain(row.travel_id);
    rows.push(row);
  }
  return rows;
}

/** The departures count the results page shows for a query string. */
async function resultsCount(query: string): Promise<number> {
  const html = await content(await get('it', `/cerca?${query}`));
  const count = /(\d+) partenz/.exec(html)?.[1];
  expect(count, query).toBeDefined();
  return Number(count);
}

const widenedSentence = (html: string) => /<p class="ai-answer__widened[^"]*" role="status">([^<]+)<\/p>/.exec(html)?.[1] ?? null;

describe('AI search that always helps (issue 11)', () => {
  it('searches exactly what the results page searches (regression: Japan in April)', async () => {
    const html = await content(await aiPage('Giappone ad aprile'));
    const filters = seeAllFilters(html);
    const { page: _page, perPage: _perPage, tab: _tab, ...rest } = filters;
    expect(Object.keys(rest).sort()).toEqual(['dateFrom', 'dateTo', 'destinationId']);
    const japan = (await catalogue()).countries.find((c) => c.isoCodeAlpha3 === 'JPN')!;
    expect(filters.destinationId).toEqual([japan.id]);
    expect(filters.dateFrom).toMatch(/-04-01$/);
    expect(filters.dateTo).toMatch(/-04-30$/);
    // Same departures, same count as /cerca with the same destination and month.
    const codes = tourCodes(html);
    expect(codes.length).toBeGreaterThan(0);
    const link = /<a class="block__cta" href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const search = await content(await get('it', link));
    const searchCodes = [...new Set([...search.matchAll(/href="\/viaggi\/[a-z0-9-]+\/([A-Z0-9]+-\d+)"/g)].map((m) => m[1]!))];
    expect(codes.sort()).toEqual(searchCodes.sort());
    expect(html).toContain(`${codes.length} partenz`);
    expect(widenedSentence(html)).toBeNull();
  });

  it('Japan in April under 2,000 €: nothing as asked, so a wider budget, said in words', async () => {
    const strict = interpretQuery('Giappone ad aprile sotto i 2000 euro', { today: toIsoDay(new Date(), 'Europe/Rome')!, catalogue: await catalogue() }).filters;
    const { page: _page, perPage: _perPage, tab: _tab, currency: _currency, ...strictQuery } = strict;
    // The seed's April departures to Japan cost 2.490 € and more: the strict reading finds none, on both pages.
    expect(await resultsCount(filtersToQuery(strictQuery))).toBe(0);

    const html = await content(await aiPage('Giappone ad aprile sotto i 2000 euro'));
    for (const note of ['Destinazione: Giappone', 'Fino a 2.000 €']) expect(html).toContain(note);
    const widened = seeAllFilters(html);
    expect(widenedSentence(html)).toBe(`Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a ${widened.priceTo === 250000 ? '2.500' : '3.000'} €.`);
    expect(widened).toMatchObject({ destinationId: strict.destinationId, dateFrom: strict.dateFrom, dateTo: strict.dateTo });
    const codes = tourCodes(html);
    expect(codes.length).toBeGreaterThan(0);
    const rows = await expectToursMatch(codes, widened);
    expect(rows.every((row) => row.iso3s.includes('JPN') && row.price_eur > 200000)).toBe(true);
    // The rating is about what was understood, not what was widened.
    expect(html).toContain('priceTo=200000');
  });

  it('sea in August for 35-year-olds: beach trips for that age group', async () => {
    const html = await content(await aiPage('mare in agosto per 35enni'));
    for (const note of ['Tipo di viaggio: mare e spiagge', 'Fascia d’età:', 'Partenza tra il 1 agosto']) expect(html).toContain(note);
    const shown = seeAllFilters(html);
    const codes = tourCodes(html);
    expect(codes.length).toBeGreaterThan(0);
    await expectToursMatch(codes, shown);
    if (!widenedSentence(html)) expect(shown).toMatchObject({ travelStyles: ['BEACH'], ageBadge: '35-49' });
  });

  it('New Year somewhere warm: only countries warm at the end of December', async () => {
    const html = await content(await aiPage('Capodanno in un posto caldo'));
    expect(html).toContain('Dove fa caldo in quel periodo:');
    expect(html).toContain('Partenza tra il 27 dicembre');
    const shown = seeAllFilters(html);
    expect(shown.destinationId?.length).toBeGreaterThan(3);
    const codes = tourCodes(html);
    expect(codes.length).toBeGreaterThan(0);
    const rows = await expectToursMatch(codes, shown);
    const cold = ['ISL', 'NOR', 'FIN', 'GBR', 'IRL', 'ATA', 'KGZ', 'MNG', 'NPL', 'JPN', 'FRA', 'ITA'];
    for (const row of rows) expect(cold.some((code) => row.iso3s.split(',').includes(code)), row.code).toBe(false);
  });

  it.each([
    ['a budget no trip fits', 'Giappone ad aprile sotto i 500 euro'],
    ['a kind of trip the country does not have', 'safari in Islanda'],
    ['a month with no departure there', 'Antartide a luglio'],
    ['every detail at once', 'Islanda in barca a vela ad agosto, massimo 5 giorni, per over 40, sotto i 800 euro'],
  ])('relaxes step by step for %s, and every departure shown meets the widened search', async (_label, query) => {
    const html = await content(await aiPage(query));
    const sentence = widenedSentence(html);
    expect(sentence).toMatch(/^Nessun viaggio .+: ecco quelli .+\.$/);
    const codes = tourCodes(html);
    expect(codes.length).toBeGreaterThan(0);
    await expectToursMatch(codes, seeAllFilters(html));
  });

  it('says so when even the widest search finds nothing', async () => {
    const html = await content(await aiPage('dicembre 2029'));
    expect(widenedSentence(html)).toMatch(/^Nessun viaggio a dicembre 2029, nemmeno allargando la ricerca/);
    expect(tourCodes(html)).toEqual([]);
  });

  it.each([
    ['an impossible date', 'Giappone il 31 febbraio'],
    ['a long emoji request', `Giappone 🌸🌸 ${'🏝️'.repeat(400)}`],
    ['an injection', 'Giappone"}]}; DROP TABLE tours; -- <script>alert(1)</script> ad aprile'],
    ['a reversed range', 'dal 30 al 2 marzo in Islanda'],
  ])('answers %s with a sensible search', async (_label, query) => {
    const res = await aiPage(query);
    expect(res.status).toBe(200);
    const html = await content(res);
    expect(html).toContain('Ecco cosa ho capito');
    expect(html).toContain('Destinazione:');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('is offered on the results page and under the home search bar in Italy, and nowhere else', async () => {
    const link = '<a class="widget-ai-link" href="/cerca-con-ai">Non sai dove andare? Prova la ricerca con l’AI</a>';
    expect(await content(await get('it', '/cerca'))).toContain(link);
    expect(await content(await get('it', '/'))).toContain(link);
    for (const [market, path] of [['es', '/buscar'], ['us', '/search'], ['es', '/']] as const) {
      expect(await (await get(market, path)).text()).not.toContain('widget-ai-link');
    }
    const flagsOff = { ...env, FLAGS_DISABLED: '1' };
    const res = await createApp().request(new Request('http://it.localhost/cerca'), undefined, flagsOff);
    expect(await res.text()).not.toContain('widget-ai-link');
  });
});
