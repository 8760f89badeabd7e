/**
 * Issue 30 item 5: WeMeet is no dead end. Every market that has events links each one to its own
 * page (date and time, place, what happens, organiser, places left, price in the market's
 * currency), and the page's sign-up works: stored in D1, confirmed by email in the outbox,
 * refused with a localised message and a 4xx when full, past, repeated or hostile; en-WE (no
 * events page, SPEC §2) offers no link to one.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { inFreshWindow } from '../lib/time';
import { get } from './helpers';

interface EventRow { slug: string; city: string; max_attendees: number; attendees_count: number; organiser_type: string; price_eur: number; starting_at: string }

const today = () => todayIn('Europe/Rome');

async function upcomingEvent(where = '1 = 1'): Promise<EventRow> {
  const row = await env.DB.prepare(
    `SELECT slug, city, max_attendees, attendees_count, organiser_type, price_eur, starting_at FROM events
     WHERE starting_at >= ?1 AND attendees_count < max_attendees - 2 AND ${where} ORDER BY starting_at DESC LIMIT 1`,
  ).bind(`${today()}T99`).first<EventRow>();
  if (!row) throw new Error(`seed has no upcoming event where ${where}`);
  return row;
}

async function content(res: Response): Promise<string> {
  const html = await res.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>')).replaceAll('<!-- -->', '');
}

const origins: Record<string, string> = { it: 'http://it.localhost', us: 'http://us.localhost', de: 'http://de.localhost' };

/** The sign-up form as a browser posts it from the event's page. */
function post(market: 'it' | 'us' | 'de', path: string, fields: Record<string, string>, init: { ip?: string; origin?: string; body?: string; type?: string } = {}) {
  return get(market, path, {
    method: 'POST',
    headers: {
      'content-type': init.type ?? 'application/x-www-form-urlencoded',
      origin: init.origin ?? origins[market]!,
      'sec-fetch-site': init.origin ? 'cross-site' : 'same-origin',
      'cf-connecting-ip': init.ip ?? '203.0.113.5',
    },
    body: init.body ?? new URLSearchParams(fields).toString(),
  });
}

async function outbox(to: string): Promise<{ kind: string; subject: string; text_body: string }[]> {
  const rows = await env.DB.prepare('SELECT kind, subject, text_body FROM email_outbox WHERE to_address = ?1').bind(to).all<{ kind: string; subject: string; text_body: string }>();
  return rows.results ?? [];
}

describe('WeMeet event pages', () => {
  it('each card of the list opens its own event page (Italy and the US)', async () => {
    for (const [market, list, prefix] of [['it', '/eventi-wemeet', '/eventi-wemeet/'], ['us', '/events-wemeet', '/events-wemeet/']] as const) {
      const html = await content(await get(market, list));
      const links = [...html.matchAll(/<a class="event-card__link" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links.length).toBe(html.split('class="event-card"').length - 1);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links.slice(0, 3)) {
        expect(href.startsWith(prefix)).toBe(true);
        expect((await get(market, href)).status).toBe(200);
      }
    }
  });

  it('shows when (market format, venue time), where, what, organiser, places left and price', async () => {
    const event = await upcomingEvent("organiser_type = 'coordinator' AND price_eur > 0");
    const us = await content(await get('us', `/events-wemeet/${event.slug}`));
    // US: "Thursday, December 3, 2026, 7:00 PM–9:00 PM", dollars, never "€".
    expect(us).toMatch(/<time dateTime="[^"]+">[A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(AM|PM)–\d{1,2}:\d{2}\s(AM|PM)<\/time>/);
    expect(us).toContain(`local time in ${event.city}`);
    expect(us).toMatch(/class="event-facts__price">\$\d+</);
    expect(us).not.toContain('€');
    expect(us).toMatch(/href="\/coordinators\/[a-z0-9-]+">Hosted by [^<]+, Caravan coordinator</);
    const left = event.max_attendees - event.attendees_count;
    expect(us).toContain(`${left} places left of ${event.max_attendees}`);
    expect(us).toMatch(/<form class="event-signup__form" action="#signup" method="post">/);
    expect(us).toContain('<input type="checkbox" required="" name="consent" value="yes"/>');
    const it = await content(await get('it', `/eventi-wemeet/${event.slug}`));
    expect(it).toMatch(/<time dateTime="[^"]+">[a-zì]+ \d{1,2} [a-z]+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2}<\/time>/);
    expect(it).toMatch(/class="event-facts__price">\d+ €</);
    expect(it).toContain(`ora locale di ${event.city}`);
  });

  it('lists prices in the market currency (the US list showed "15 €")', async () => {
    const event = await upcomingEvent('price_eur > 0');
    const html = await content(await get('us', '/events-wemeet?page=1'));
    const prices = [...html.matchAll(/class="event-card__price">([^<]+)</g)].map((m) => m[1]!);
    for (const price of prices) expect(price).not.toContain('€');
    expect((await content(await get('us', `/events-wemeet/${event.slug}`)))).toMatch(/\$\d+/);
  });

  it('signs up: stored in D1, confirmation email in the outbox, places left go down', async () => {
    const event = await upcomingEvent();
    const path = `/events-wemeet/${event.slug}`;
    const res = await post('us', path, { name: 'Ada Lovelace', email: 'Ada@Example.com', consent: 'yes' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${path}?joined=1#signup`);
    const row = await env.DB.prepare('SELECT name, email, market FROM event_signups WHERE event_slug = ?1').bind(event.slug).first();
    expect(row).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', market: 'us' });
    const mails = await outbox('ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('event');
    expect(mails[0]!.subject).toMatch(/^You are signed up: /);
    expect(mails[0]!.text_body).toContain(`http://us.localhost${path}`);
    expect(mails[0]!.text_body).toContain(event.city);
    const after = await content(await get('us', `${path}?joined=1`));
    expect(after).toContain('role="status">You are in!');
    expect(after).toContain(`${event.max_attendees - event.attendees_count - 1} places left`);
  });

  it('refuses the same email twice (409, localised, nothing stored or sent twice)', async () => {
    const event = await upcomingEvent();
    const path = `/eventi-wemeet/${event.slug}`;
    expect((await post('it', path, { name: 'Bea', email: 'bea@example.com', consent: 'yes' }, { ip: '203.0.113.6' })).status).toBe(303);
    const again = await post('it', path, { name: 'Bea', email: ' BEA@example.com ', consent: 'yes' }, { ip: '203.0.113.6' });
    expect(again.status).toBe(409);
    const html = await content(again);
    expect(html).toContain('Questa email è già iscritta a questo evento.');
    expect(html).toContain('value="Bea"');
    expect(await outbox('bea@example.com')).toHaveLength(1);
  });

  it('refuses a full event (409) and shows it full', async () => {
    const event = await upcomingEvent();
    await env.DB.prepare('UPDATE events SET attendees_count = max_attendees WHERE slug = ?1').bind(event.slug).run();
    const path = `/events-wemeet/${event.slug}`;
    const page = await content(await get('de', path));
    expect(page).toContain('Ausgebucht: keine Plätze mehr frei');
    expect(page).not.toContain('<form class="event-signup__form"');
    const res = await post('de', path, { name: 'Carl', email: 'carl@example.com', consent: 'yes' }, { ip: '203.0.113.7' });
    expect(res.status).toBe(409);
    expect(await content(res)).toContain('Dieses Event ist ausgebucht');
    expect(await outbox('carl@example.com')).toHaveLength(0);
  });

  it('opens a past event without a form and refuses its sign-up (410)', async () => {
    // Two days back: past in every zone whatever the hour.
    const past = await env.DB.prepare("SELECT slug FROM events WHERE starting_at < date(?1, '-1 day') ORDER BY starting_at DESC LIMIT 1").bind(today()).first<{ slug: string }>();
    expect(past).not.toBeNull();
    const path = `/events-wemeet/${past!.slug}`;
    const page = await get('us', path);
    expect(page.status).toBe(200);
    const html = await content(page);
    expect(html).toContain('This event has already taken place.');
    expect(html).not.toContain('<form class="event-signup__form"');
    const res = await post('us', path, { name: 'Dan', email: 'dan@example.com', consent: 'yes' }, { ip: '203.0.113.8' });
    expect(res.status).toBe(410);
    expect(await content(res)).toContain('sign-ups are closed');
  });

  it.each([
    ['no consent', { name: 'Eve', email: 'eve@example.com' }, 'Tick the box to agree'],
    ['a bad email', { name: 'Eve', email: 'not-an-email', consent: 'yes' }, 'Write a valid email address.'],
    ['an empty name', { name: '   ', email: 'eve@example.com', consent: 'yes' }, 'Write your name'],
    ['markup in the name', { name: '<script>alert(1)</script>', email: 'eve@example.com', consent: 'yes' }, 'Write your name'],
    ['a huge name', { name: 'x'.repeat(500), email: 'eve@example.com', consent: 'yes' }, 'Write your name'],
  ])('refuses %s with 400 and a localised message', async (_label, fields, message) => {
    const event = await upcomingEvent();
    const res = await post('us', `/events-wemeet/${event.slug}`, fields as Record<string, string>, { ip: '203.0.113.9' });
    expect(res.status).toBe(400);
    const html = await content(res);
    expect(html).toContain(message);
    expect(html).not.toContain('<script>alert(1)');
    expect(await outbox('eve@example.com')).toHaveLength(0);
  });

  it('answers hostile requests with a 4xx, never a 500', async () => {
    const event = await upcomingEvent();
    const path = `/events-wemeet/${event.slug}`;
    const fields = { name: 'Finn', email: 'finn@example.com', consent: 'yes' };
    // Cross-site post (CSRF).
    expect((await post('us', path, fields, { origin: 'https://evil.example', ip: '203.0.113.10' })).status).toBe(403);
    // JSON instead of a form.
    expect((await post('us', path, fields, { type: 'application/json', body: '{"name":"x"}', ip: '203.0.113.10' })).status).toBe(400);
    // Broken multipart.
    expect((await post('us', path, fields, { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nbroken', ip: '203.0.113.10' })).status).toBeLessThan(500);
    // Too large.
    expect((await post('us', path, fields, { body: `name=${'a'.repeat(20_000)}`, ip: '203.0.113.10' })).status).toBe(413);
    // Unknown event, hostile slug, and a POST to a page that is no event.
    expect((await post('us', '/events-wemeet/atlantis-party', fields, { ip: '203.0.113.10' })).status).toBe(404);
    expect((await post('us', '/events-wemeet/%3Cscript%3E', fields, { ip: '203.0.113.10' })).status).toBe(404);
    expect((await post('us', '/destinations', fields, { ip: '203.0.113.10' })).status).toBe(405); // only an event's page takes a POST
    expect(await outbox('finn@example.com')).toHaveLength(0);
  });

  it('rate-limits sign-ups per connection like the alert sign-ups (429)', { timeout: 90_000 }, async () => {
    const event = await upcomingEvent();
    const path = `/events-wemeet/${event.slug}`;
    let last = 0;
    await inFreshWindow();
    for (let i = 0; i < 25 && last !== 429; i++) {
      last = (await post('us', path, { name: 'Gil', email: 'gil@example.com' }, { ip: '198.51.100.77' })).status;
    }
    expect(last).toBe(429);
  });

  it('en-WE has no events page, so its WeMeet page offers no link to one; the US page does', async () => {
    expect((await get('we', '/events-wemeet/anything')).status).toBe(404);
    const we = await (await get('we', '/wemeet-by-caravan')).text();
    expect(we).not.toContain('href="/events-wemeet"');
    expect(we).not.toContain('See events');
    const us = await (await get('us', '/wemeet-by-caravan')).text();
    expect(us).toContain('href="/events-wemeet">See events</a>');
  });
});
