import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { toIsoDay } from '../../shared/dates';
import { eventWhens } from '../../worker/data/types';
import { get } from './helpers';

const today = () => toIsoDay(new Date(), 'Europe/Rome')!;

async function upcoming(city?: string): Promise<number> {
  const row = city
    ? await env.DB.prepare('SELECT COUNT(*) AS n FROM events WHERE starting_at >= ?1 AND city_slug = ?2').bind(today(), city).first<{ n: number }>()
    : await env.DB.prepare('SELECT COUNT(*) AS n FROM events WHERE starting_at >= ?1').bind(today()).first<{ n: number }>();
  return row?.n ?? 0;
}

async function busiestCity(): Promise<{ slug: string; name: string; n: number }> {
  const row = await env.DB.prepare(
    'SELECT city_slug AS slug, city AS name, COUNT(*) AS n FROM events WHERE starting_at >= ?1 GROUP BY city_slug ORDER BY n DESC, city LIMIT 1',
  ).bind(today()).first<{ slug: string; name: string; n: number }>();
  if (!row) throw new Error('seed has no upcoming events');
  return row;
}

/** The page's own content (not the layout, nor the boot data that carries every translation), as text React wrote it. */
async function content(res: Response): Promise<string> {
  const html = await res.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>')).replaceAll('<!-- -->', '');
}

const page = (market: string, path: string) => get(market, path).then(content);
const cards = (html: string) => html.split('class="event-card"').length - 1;
const checkedWhen = (html: string) => /name="when" checked="" value="([a-z0-9-]+)"/.exec(html)?.[1] ?? null;
const selectedCity = (html: string) => /<option value="([a-z0-9-]*)" selected="">/.exec(html)?.[1] ?? '';

describe('WeMeet events page', () => {
  it('shows the search form, the count for every city and the first page of events (Italy)', async () => {
    const res = await get('it', '/eventi-wemeet');
    expect(res.status).toBe(200);
    const html = await content(res);
    expect(html).toContain('<h1>Eventi</h1>');
    expect(html).toMatch(/<form id="events-search" [^>]*action="\/eventi-wemeet" method="get">/);
    expect(html).toContain('<option value="" selected="">Tutte le città</option>');
    for (const when of eventWhens) expect(html).toMatch(new RegExp(`name="when"( checked="")? value="${when}"`));
    expect(checkedWhen(html)).toBe('whenever');
    expect(html).toContain('<a class="button button--ghost" href="/eventi-wemeet">Cancella tutto</a>');
    expect(html).toContain('>Cerca eventi</button>');
    const total = await upcoming();
    expect(html).toContain(`${total} eventi in tutte le città`);
    expect(cards(html)).toBe(Math.min(12, total));
    // Organisers: coordinators link to their page; free events say so.
    expect(html).toMatch(/href="\/coordinatori\/[a-z0-9-]+">Organizzato da [^<]+, coordinatore Caravan<\/a>/);
    expect(html).toContain('Gratuito');
  });

  it('filters by city with the near-place phrase', async () => {
    const city = await busiestCity();
    const html = await page('it', `/eventi-wemeet?city=${city.slug}`);
    expect(html).toContain(`${city.n} event${city.n === 1 ? 'o' : 'i'} vicino a ${city.name}`);
    expect(selectedCity(html)).toBe(city.slug);
    expect(cards(html)).toBe(Math.min(12, city.n));
    const places = [...html.matchAll(/<p class="event-card__place">([^<]+) · /g)].map((m) => m[1]);
    expect(new Set(places)).toEqual(new Set([city.name]));
  });

  it.each(eventWhens)('filters by time: %s', async (when) => {
    const [html, api] = await Promise.all([
      page('it', `/eventi-wemeet?when=${when}`),
      get('it', `/api/events?when=${when}&perPage=1`).then((r) => r.json() as Promise<{ total: number }>),
    ]);
    expect(checkedWhen(html)).toBe(when);
    expect(html).toContain(`${api.total} event${api.total === 1 ? 'o' : 'i'} in tutte le città`);
  });

  it('pages through the events', async () => {
    const total = await upcoming();
    expect(total).toBeGreaterThan(12);
    const first = await page('it', '/eventi-wemeet?when=whenever');
    const last = Math.ceil(total / 12);
    expect(first).toContain(`Pagina 1 di ${last}`);
    expect(first).toContain('href="?page=2" rel="next"'); // "whenever" is the default: left out
    const second = await page('it', '/eventi-wemeet?page=2');
    expect(second).toContain(`Pagina 2 di ${last}`);
    expect(second).toContain('href="/eventi-wemeet" rel="prev"');
    // An old link past the end shows the last page.
    expect(await page('it', '/eventi-wemeet?page=999')).toContain(`Pagina ${last} di ${last}`);
  });

  it.each([
    ['es', '/eventos-wemeet', 'eventos en todas las ciudades', 'Borrar todo'],
    ['fr', '/evenements-wemeet', 'événements dans toutes les villes', 'Tout effacer'],
    ['de', '/events-wemeet', 'Events in allen Städten', 'Alles löschen'],
    ['us', '/events-wemeet', 'events in all cities', 'Clear all'],
  ] as const)('renders in %s at %s', async (market, path, count, clear) => {
    const res = await get(market, path);
    expect(res.status).toBe(200);
    const html = await content(res);
    expect(html).toContain(count);
    expect(html).toContain(`href="${path}">${clear}</a>`);
  });

  it('writes times the market way (12-hour clock in the US)', async () => {
    const us = await page('us', '/events-wemeet');
    expect(us).toMatch(/<p class="event-card__when"><time dateTime="[^"]+">[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}<\/time> · \d{1,2}:\d{2}\s(AM|PM)/);
    const italian = await page('it', '/eventi-wemeet');
    expect(italian).toMatch(/<p class="event-card__when"><time dateTime="[^"]+">[a-z]{3} \d{1,2} [a-z]{3}<\/time> · \d{2}:\d{2}–\d{2}:\d{2}/);
  });

  it('is not found in en-WE', async () => {
    expect((await get('we', '/events-wemeet')).status).toBe(404);
  });

  it.each([
    ['markup in the city', '?city=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a path in the city', '?city=../../etc/passwd'],
    ['an unknown city', '?city=atlantide'],
    ['a list of cities', '?city[]=milano&city=roma&city=milano'],
    ['an unknown time', '?when=DROP%20TABLE%20events'],
    ['a negative page', '?page=-1'],
    ['a huge page', '?page=1e99'],
    ['a list of pages', '?page[]=2'],
    ['broken percent-encoding', '?city=%E0%A4%A&when=%ZZ'],
    ['a very long value', `?city=${'a'.repeat(5000)}`],
  ])('renders with defaults for %s', async (_label, query) => {
    const res = await get('it', `/eventi-wemeet${query}`);
    const raw = await res.clone().text();
    expect(res.status).toBe(200);
    expect(raw).not.toContain('<script>alert(1)');
    const html = await content(res);
    expect(checkedWhen(html)).toBe('whenever');
    if (!query.includes('roma')) expect(selectedCity(html)).toBe('');
  });
});
