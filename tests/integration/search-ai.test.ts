import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { interpretQuery, type AiSearchCatalogue } from '../../shared/aiSearch';
import { createApp } from '../../worker/app';
import { toIsoDay } from '../../shared/dates';
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
    "SELECT c.id, c.iso_code_alpha3 AS isoCodeAlpha3, t.name FROM countries c JOIN country_translations t ON t.country_id = c.id AND t.language = 'it'",
  ).all<{ id: number; isoCodeAlpha3: string; name: string }>();
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
    expect(link).toContain('continentId[]=');
    expect(link).toContain('travelId[]=');
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
    expect(rows).toEqual([{ market: 'it', query: vote.q, source: 'interpreter', filters: 'destinationId[]=27&durationFrom=2&durationTo=4', rating: 4 }]);

    const back = await content(await get('it', res.headers.get('location')!));
    expect(back).toContain('&quot;rated&quot;:4');
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
    expect(await res.json()).toMatchObject({ success: false, error: { message: 'Invalid rating' } });
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
    expect((await get('it', '/api/ai-search/rating')).status).toBe(404);
  });
});
