// Issue 12 item 1 (weight) in workerd: the mega menu's panels are not in the page but one
// request away (/api/menu), island props travel as JSON scripts, a page ships only the copy of
// its self-hydrating islands (never email copy) and fetches the rest from /api/i18n, and long
// lists are cut with a "show more" whose ?more= page holds the whole list.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resources } from '../../markets/locales';
import { europeToday, get } from './helpers';

const budgetBytes = 80 * 1024;

function bootOf(html: string): { resources: Record<string, unknown>; partialCopy: string[] } {
  const match = /<script id="__caravan" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'boot script').not.toBeNull();
  return JSON.parse(match![1]!) as { resources: Record<string, unknown>; partialCopy: string[] };
}

async function firstTrip(): Promise<{ slug: string; departures: number }> {
  const row = await env.DB.prepare(
    `SELECT tr.slug AS slug, COUNT(*) AS departures FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > ${europeToday()} AND t.is_published = 1 GROUP BY tr.slug HAVING COUNT(*) > 5 ORDER BY COUNT(*) DESC LIMIT 1`,
  ).first<{ slug: string; departures: number }>();
  expect(row).not.toBeNull();
  return row!;
}

describe('page weight', () => {
  it('the home page stays under 80 KB with the menu panels, email copy and quoted props out of it', async () => {
    const html = await (await get('it', '/')).text();
    expect(html.length).toBeLessThanOrEqual(budgetBytes);
    // Top-level menu entries are there; the panels' links (e.g. a continent page) are not.
    expect(html).toContain('Destinazioni');
    expect(html).not.toContain('data-props="{');
    expect(html).not.toContain('&quot;searchPath&quot;');
    const boot = bootOf(html);
    expect(Object.keys(boot.resources)).not.toContain('emails');
    expect(Object.keys(boot.resources)).not.toContain('aiSearch');
    // The entry's own copy is always there (toasts, consent), and only the keys it reads: the
    // toaster's message, not the error pages' copy (an island needing more fetches it whole).
    expect(boot.resources).toHaveProperty('consent');
    expect(boot.resources.errors).toEqual({ genericSubtitle: resources.it.errors.genericSubtitle });
    expect(boot.partialCopy).toContain('errors');
    // The footer's social glyphs come from one cached sprite.
    expect(html).toContain('<use href="/icons/ui.svg#instagram">');
  });

  it('island props are a JSON script just before the island, read back whole', async () => {
    const html = await (await get('it', '/')).text();
    const match = /<script type="application\/json"[^>]*data-props="">([^<]+)<\/script><div class="island" data-island="SearchWidget"/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toMatchObject({ searchPath: '/cerca' });
  });

  it('interaction islands say so; the ones that act on arrival do not wait', async () => {
    const html = await (await get('it', '/')).text();
    expect(html).toMatch(/data-island="MainMenu" data-hydrate="interaction"/);
    expect(html).toMatch(/data-island="SearchWidget" data-hydrate="interaction"/);
    // ?modal=language opens the language modal itself: it hydrates at once then.
    const modal = await (await get('it', '/?modal=language')).text();
    expect(modal).toMatch(/data-island="LanguageModal">/);
  });

  it('account dialogs (wishlist, notify-me, group info) are not in the page until opened', async () => {
    const trip = await firstTrip();
    const html = await (await get('it', `/viaggi/${trip.slug}`)).text();
    // The buttons that open them are there.
    expect(html).toContain('data-notify="tour"');
    expect(html).toContain('data-wishlist="tour"');
    expect(html).not.toContain('account-dialog');
  });

  it('a trip page holds only the query modal its URL asks for (a link to another fetches it)', async () => {
    const trip = await firstTrip();
    const html = await (await get('it', `/viaggi/${trip.slug}`)).text();
    expect(html).toContain('href="?modal=gallery&amp;type=gallery"');
    // Twice: the cover's photos link (the first screen, with the count) and the photos section's.
    expect(html.match(/href="\?modal=gallery&amp;type=gallery"/g)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`class="trip-cover__photos" href="\\?modal=gallery&amp;type=gallery" aria-label="Guarda [^"]*foto"`));
    expect(html).not.toContain('data-query-modal=');
    const gallery = await (await get('it', `/viaggi/${trip.slug}?modal=gallery&type=gallery`)).text();
    expect(gallery.match(/data-query-modal="([a-z-]+)"/g)).toEqual(['data-query-modal="gallery"']);
    expect(gallery).toMatch(/<dialog[^>]*data-query-modal="gallery"[\s\S]*?<img /);
    const talk = await (await get('it', `/?modal=talk-to-us&type=talk-to-us`)).text();
    expect(talk.match(/data-query-modal="([a-z-]+)"/g)).toEqual(['data-query-modal="talk-to-us"']);
  });

  it('the departure calendar gets its tours\' paths as one shared start, not a path per tour', async () => {
    const trip = await firstTrip();
    const html = await (await get('it', `/viaggi/${trip.slug}`)).text();
    const props = JSON.parse(/<script type="application\/json" data-props="">([^<]*)<\/script><div class="island" data-island="TourCalendar"/.exec(html)![1]!) as {
      tours: { code: string }[]; hrefBase: string; hrefs?: Record<string, string>;
    };
    expect(props.tours.length).toBe(trip.departures);
    expect(props.hrefBase).toBe(`/viaggi/${trip.slug}/`);
    expect(props.hrefs).toBeUndefined();
    // The path it makes is the tour page's.
    const code = props.tours[0]!.code;
    expect(html).toContain(`href="${props.hrefBase}${code}"`);
    expect((await get('it', props.hrefBase + code)).status).toBe(200);
  });

  it("a visitor's account island carries the login link alone, not a signed-in menu's links", async () => {
    const html = await (await get('it', '/viaggi')).text();
    const props = /<script type="application\/json" data-props="">(\{[^<]*\})<\/script><div class="island" data-island="AccountMenu"/.exec(html);
    expect(JSON.parse(props![1]!)).toEqual({ user: null, loginHref: '/login?returnTo=%2Fviaggi' });
  });

  it('the language dialog is not in the page until opened (the markets are in the hreflang links)', async () => {
    const html = await (await get('it', '/')).text();
    expect(html).toContain('class="lang-switch"');
    expect(html).not.toContain('market-list');
    expect(html.match(/<link rel="alternate" hrefLang=/gi)?.length ?? 0).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /api/menu', () => {
  it('answers the whole menu with its panels, cacheable', async () => {
    const res = await get('it', '/api/menu');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as { items: { label: string; children: { children: unknown[] }[] }[] };
    const destinations = body.items.find((item) => item.label === 'Destinazioni');
    expect(destinations?.children.length).toBeGreaterThan(0);
    // The page carries the same top-level entries without their panels.
    const html = await (await get('it', '/')).text();
    const props = /<script type="application\/json"[^>]*data-props="">(\{"items"[^<]+)<\/script><div class="island" data-island="MainMenu"/.exec(html);
    const top = JSON.parse(props![1]!) as { items: { label: string; children: unknown[]; hasPanel?: boolean }[] };
    expect(top.items.map((item) => item.label)).toEqual(body.items.map((item) => item.label));
    expect(top.items.every((item) => item.children.length === 0)).toBe(true);
    expect(top.items.find((item) => item.label === 'Destinazioni')?.hasPanel).toBe(true);
  });

  it('is in the market language', async () => {
    const body = (await (await get('de', '/api/menu')).json()) as { items: { label: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.map((item) => item.label)).not.toContain('Destinazioni');
  });
});

describe('GET /api/search/periods', () => {
  it('answers the widget periods still ahead in the market language, cacheable; pages carry only its address', async () => {
    const res = await get('it', '/api/search/periods');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { periods } = (await res.json()) as { periods: { name: string; type: string; startingDate: string; endingDate: string }[] };
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.length).toBeLessThanOrEqual(40);
    const today = new Date().toISOString().slice(0, 10);
    expect(periods.every((period) => period.endingDate >= today)).toBe(true);
    expect(new Set(periods.map((period) => period.type))).toEqual(new Set(['month', 'event', 'other']));
    const german = (await (await get('de', '/api/search/periods')).json()) as { periods: { name: string }[] };
    expect(german.periods.map((period) => period.name)).not.toEqual(periods.map((period) => period.name));
    const html = await (await get('it', '/')).text();
    const props = /<script type="application\/json"[^>]*data-props="">([^<]+)<\/script><div class="island" data-island="SearchWidget"/.exec(html);
    const widget = JSON.parse(props![1]!) as Record<string, unknown>;
    expect(widget.periodsUrl).toBe('/api/search/periods');
    expect(widget).not.toHaveProperty('periods');
    expect(html).not.toContain(periods[0]!.name);
  });
});

describe('account islands', () => {
  it('share the page\'s login and legal links through the boot data instead of repeating them in each island\'s props', async () => {
    const trip = await firstTrip();
    const path = `/viaggi/${trip.slug}`;
    const html = await (await get('it', path)).text();
    expect((bootOf(html) as unknown as { accountLinks: unknown }).accountLinks).toEqual({
      login: `/login?returnTo=${encodeURIComponent(path)}`,
      legal: { privacy: '/legale/privacy-policy', terms: '/legale/termini-e-condizioni' },
    });
    const props = [...html.matchAll(/<script type="application\/json"[^>]*data-props="">([^<]+)<\/script><span class="island" data-island="(WishlistButton|NotifyMe)"/g)];
    expect(props.length).toBeGreaterThan(4);
    for (const [, json] of props) {
      const value = JSON.parse(json!) as Record<string, unknown>;
      expect(value).not.toHaveProperty('loginHref');
      expect(value).not.toHaveProperty('legal');
      expect(value).not.toHaveProperty('track');
    }
    // A departure's heart knows its date and status for the events (days to departure are counted on the click).
    const tourHeart = props.map(([, json]) => JSON.parse(json!) as Record<string, unknown>).find((value) => value.tourId);
    expect(tourHeart).toMatchObject({ status: expect.any(String), startingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // The group-info gate needs nothing of its own.
    expect(html).toMatch(/<\/ul><div class="island" data-island="GroupInfoGate"/);
  });
});

describe('GET /api/i18n', () => {
  it('answers the namespaces asked for in the market language, cacheable', async () => {
    const res = await get('it', '/api/i18n?ns=alerts,wishlist');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.alerts).toEqual(resources.it.alerts);
    expect(body.wishlist).toEqual(resources.it.wishlist);
  });

  it('never gives server-only copy (emails) nor unknown names', async () => {
    const body = (await (await get('it', '/api/i18n?ns=emails,nope,alerts')).json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['alerts']);
  });

  it.each(['', 'a..b', 'x'.repeat(41), Array.from({ length: 31 }, (_, i) => `n${i}`).join(','), '<script>'])('refuses ns=%j with a 400', async (ns) => {
    const res = await get('it', `/api/i18n?ns=${encodeURIComponent(ns)}`);
    expect(res.status).toBe(400);
  });
});

describe('show more', () => {
  it('a trip page lists the first 4 departures and links to its ?more=departures version, which lists them all', async () => {
    const trip = await firstTrip();
    const html = await (await get('it', `/viaggi/${trip.slug}`)).text();
    const rows = (page: string) => (page.match(/class="departure( departure--selected)?" id="tour-/g) ?? []).length;
    expect(rows(html)).toBe(4);
    expect(html).toMatch(/<a class="button button--outline show-more" href="\?more=departures#departures" data-show-more="departures" rel="nofollow">/);
    const all = await (await get('it', `/viaggi/${trip.slug}?more=departures`)).text();
    expect(rows(all)).toBe(trip.departures);
    expect(all).not.toContain('data-show-more="departures"');
  });

  it('keeps the page\'s other parameters in the link (not one no page reads), and an unknown list id changes nothing', async () => {
    const trip = await firstTrip();
    const html = await (await get('it', `/viaggi/${trip.slug}?sort=price&currency=USD`)).text();
    expect(html).toContain('href="?sort=price&amp;more=departures#departures"');
    const unknown = await get('it', `/viaggi/${trip.slug}?more=%3Cscript%3E`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('data-show-more="departures"');
  });

  it('does not carry campaign or click-id parameters on: a click on "show more" is not a new campaign visit', async () => {
    const trip = await firstTrip();
    const html = await (await get('it', `/viaggi/${trip.slug}?utm_source=newsletter&sort=price&gclid=click-1`)).text();
    expect(html).toContain('href="?sort=price&amp;more=departures#departures"');
  });

  it('carousels render 4 cards and a show-more card', async () => {
    const html = await (await get('it', '/')).text();
    const rail = /<div class="rail"[^>]*data-more-region="([^"]+)">([\s\S]*?)<\/div><\/div><\/section>/.exec(html);
    expect(rail).not.toBeNull();
    expect(rail![2]!.match(/<article /g)?.length).toBeLessThanOrEqual(4);
    const whole = await (await get('it', `/?more=${rail![1]}`)).text();
    const full = new RegExp(`data-more-region="${rail![1]}">([\\s\\S]*?)</div></div></section>`).exec(whole);
    expect(full![1]!.match(/<article /g)!.length).toBeGreaterThan(4);
  });
});
