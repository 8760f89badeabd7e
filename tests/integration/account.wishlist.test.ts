// Wishlist (issue 6 §3) and the safety rules around it: CSRF refusal, zod validation with
// localised messages, hostile bodies → 4xx, per-user isolation, idempotent concurrent saves,
// removing a trip removes its saved tours, the wishlist page's three views. Contract suite: CRUD and
// the pages run against both catalogue sources, the embedded D1 one and the upstream API
// (API_BASE_URL, answered by this worker's own /api over the seeded D1: ./faultUpstream.ts).
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNames } from '../../worker/account/cookies';
import { clearIsolateCache } from '../../worker/data/isolateCache';
import { call, FakeIdp, json, login, newUser, seededTour, site, type Cookies } from './account.helpers';
import { FaultUpstream } from './faultUpstream';

const idp = new FakeIdp();
/** The upstream catalogue API: this worker's /api over the same D1 (healthy unless a test breaks it). */
const upstream = new FaultUpstream();
let alice: Cookies;
let bob: Cookies;

beforeAll(async () => {
  await idp.start();
  upstream.install();
  alice = (await login(idp, newUser({ firstName: 'Alice' }))).cookies;
  bob = (await login(idp, newUser({ firstName: 'Bob' }))).cookies;
});
afterAll(() => idp.stop());

/** The wishlist's catalogue checks and pages run with each catalogue source: the vars a request gets. */
const sources: [string, Partial<Env>][] = [
  ['embedded', {}],
  ['upstream', { API_BASE_URL: upstream.base }],
];

async function wishlist(cookies: Cookies) {
  const res = await call('/api/wishlist', { cookies });
  expect(res.status).toBe(200);
  return (await res.json()) as { travels: { travelId: number }[]; tours: { tourId: number; travelId: number }[] };
}

describe('CSRF', () => {
  it.each([
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['the Origin of another market', { origin: 'http://de.localhost' }],
  ])('refuses a state-changing JSON call with %s', async (_label, headers) => {
    const { travelId } = await seededTour();
    const res = await call(`/api/wishlist/travels/${travelId}`, {
      method: 'PUT', cookies: alice, headers: { 'content-type': 'application/json', ...headers },
    });
    expect(res.status).toBe(403);
    expect((await wishlist(alice)).travels.map((t) => t.travelId)).not.toContain(travelId);
  });

  it('refuses a cross-site form post (simple request, no preflight)', async () => {
    const res = await call('/api/account/codes', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: 'email=a@b.co',
    });
    expect(res.status).toBe(403);
  });

  it('refuses a text/plain post without Origin or Sec-Fetch-Site', async () => {
    const res = await call('/api/alerts', { method: 'POST', cookies: alice, headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(res.status).toBe(403);
  });

  it('accepts the same request from the site itself', async () => {
    const { travelId } = await seededTour();
    const res = await json(`/api/wishlist/travels/${travelId}`, 'PUT', undefined, { cookies: alice });
    expect(res.status).toBe(200);
    await json(`/api/wishlist/travels/${travelId}`, 'DELETE', undefined, { cookies: alice });
  });
});

describe.each(sources)('wishlist CRUD: %s catalogue', (_source, vars) => {
  it('needs an owner: 401 for an anonymous visitor', async () => {
    const { travelId } = await seededTour();
    expect((await call('/api/wishlist')).status).toBe(401);
    expect((await json(`/api/wishlist/travels/${travelId}`, 'PUT', undefined, { vars })).status).toBe(401);
  });

  it('saves and removes a trip, idempotently', async () => {
    const { travelId } = await seededTour();
    for (let i = 0; i < 2; i++) expect((await json(`/api/wishlist/travels/${travelId}`, 'PUT', undefined, { cookies: alice, vars })).status).toBe(200);
    expect((await wishlist(alice)).travels.filter((t) => t.travelId === travelId)).toHaveLength(1);
    expect((await json(`/api/wishlist/travels/${travelId}`, 'DELETE', undefined, { cookies: alice, vars })).status).toBe(200);
    expect((await wishlist(alice)).travels.map((t) => t.travelId)).not.toContain(travelId);
  });

  it('saving a tour saves its trip; removing the trip removes its saved tours', async () => {
    const tour = await seededTour();
    const res = await json(`/api/wishlist/tours/${tour.tourId}`, 'PUT', undefined, { cookies: alice, vars });
    expect(res.status).toBe(200);
    let list = await wishlist(alice);
    expect(list.travels.map((t) => t.travelId)).toContain(tour.travelId);
    expect(list.tours.map((t) => t.tourId)).toContain(tour.tourId);
    const removed = await json(`/api/wishlist/travels/${tour.travelId}`, 'DELETE', undefined, { cookies: alice, vars });
    expect(((await removed.json()) as { removedTours: number }).removedTours).toBe(1);
    list = await wishlist(alice);
    expect(list.travels.map((t) => t.travelId)).not.toContain(tour.travelId);
    expect(list.tours.map((t) => t.tourId)).not.toContain(tour.tourId);
  });

  it('keeps each user’s wishlist to themselves', async () => {
    const tour = await seededTour();
    await json(`/api/wishlist/tours/${tour.tourId}`, 'PUT', undefined, { cookies: alice, vars });
    expect((await wishlist(bob)).tours.map((t) => t.tourId)).not.toContain(tour.tourId);
    // Bob removing it changes nothing for Alice.
    await json(`/api/wishlist/travels/${tour.travelId}`, 'DELETE', undefined, { cookies: bob, vars });
    await json(`/api/wishlist/tours/${tour.tourId}`, 'DELETE', undefined, { cookies: bob, vars });
    expect((await wishlist(alice)).tours.map((t) => t.tourId)).toContain(tour.tourId);
    // And no id in a URL reaches another contact's rows: the owner comes from the session only.
    const rows = await env.DB.prepare('SELECT COUNT(DISTINCT contact_id) AS n FROM wishlist_tours WHERE tour_id = ?1').bind(tour.tourId).first<{ n: number }>();
    expect(rows?.n).toBe(1);
    await json(`/api/wishlist/travels/${tour.travelId}`, 'DELETE', undefined, { cookies: alice, vars });
  });

  it('concurrent saves and removals never duplicate or lose rows', async () => {
    const tour = await seededTour();
    const saves = await Promise.all(Array.from({ length: 8 }, () => json(`/api/wishlist/tours/${tour.tourId}`, 'PUT', undefined, { cookies: bob, vars })));
    expect(saves.every((res) => res.status === 200)).toBe(true);
    const list = await wishlist(bob);
    expect(list.tours.filter((t) => t.tourId === tour.tourId)).toHaveLength(1);
    expect(list.travels.filter((t) => t.travelId === tour.travelId)).toHaveLength(1);
    const removals = await Promise.all(Array.from({ length: 4 }, () => json(`/api/wishlist/travels/${tour.travelId}`, 'DELETE', undefined, { cookies: bob, vars })));
    expect(removals.every((res) => res.status === 200)).toBe(true);
    const after = await wishlist(bob);
    expect(after.travels.map((t) => t.travelId)).not.toContain(tour.travelId);
    expect(after.tours.map((t) => t.tourId)).not.toContain(tour.tourId);
  });

  it('404 for a trip or tour that does not exist; 400 for a malformed id', async () => {
    expect((await json('/api/wishlist/travels/999999999', 'PUT', undefined, { cookies: alice, vars })).status).toBe(404);
    expect((await json('/api/wishlist/tours/999999999', 'PUT', undefined, { cookies: alice, vars })).status).toBe(404);
    for (const bad of ['abc', '-1', '0', '1e3', '99999999999999999999', '%00']) {
      const res = await json(`/api/wishlist/travels/${bad}`, 'PUT', undefined, { cookies: alice, vars });
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
    }
  });
});

describe('hostile input', () => {
  it.each([
    ['not JSON', '{"email":'],
    ['an array', '[]'],
    ['unknown fields', JSON.stringify({ email: 'a@example.com', admin: true })],
    ['a number for the email', JSON.stringify({ email: 42 })],
    ['a prototype-polluting body', '{"__proto__":{"x":1},"email":"a@example.com"}'],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await json('/api/account/codes', 'POST', body, { ip: `172.16.0.${Math.floor(Math.random() * 250)}` });
    expect(res.status).toBe(400);
  });

  it.each(['plainaddress', 'a@b', 'a@@b.co', 'a b@c.de', '@example.com', `${'a'.repeat(250)}@x.co`, ''])('refuses the email %j with a localised message', async (email) => {
    const res = await json('/api/account/codes', 'POST', { email }, { ip: '172.16.1.1', headers: {} });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { key: string }[] };
    expect(body.issues[0]!.key).toMatch(/^validation\.(invalidEmail|required)$/);
    expect(body.message).toMatch(/Email non valida|obbligatorio/); // Italian market
  });

  it('localises validation messages per market', async () => {
    const res = await call('http://de.localhost/api/account/codes', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://de.localhost', 'cf-connecting-ip': '172.16.2.2' },
      body: JSON.stringify({ email: 'nope' }),
    });
    expect(((await res.json()) as { message: string }).message).toBe('Ungültige E-Mail-Adresse');
  });

  it('413 for an oversized body, never 500', async () => {
    const res = await json('/api/account/codes', 'POST', JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(64 * 1024) }), { ip: '172.16.3.3' });
    expect(res.status).toBe(413);
  });

  it('415 for a body that is not JSON', async () => {
    const res = await call('/api/account/codes', {
      method: 'POST', headers: { 'content-type': 'application/xml', origin: site, 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': '172.16.4.4' }, body: '<a/>',
    });
    expect(res.status).toBe(415);
  });

  it('a localised 400 for a body that says JSON but is not', async () => {
    const res = await json('/api/account/codes', 'POST', '{"email": "a@example.com",', { ip: '172.16.5.5' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('invalid');
    expect(body.message).toBe('Controlla il modulo e riprova');
  });
});

describe.each(sources)('wishlist page: %s catalogue', (_source, vars) => {
  it('shows the login call to action to a visitor', async () => {
    const res = await call('/preferiti', { vars });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('data-wishlist-view="logged-out"');
    expect(html).toContain('href="/login?returnTo=%2Fpreferiti"');
  });

  it('shows the empty view, then the saved trip with its saved departure', async () => {
    const { cookies } = await login(idp, newUser());
    expect(await (await call('/preferiti', { cookies, vars })).text()).toContain('data-wishlist-view="empty"');
    const tour = await seededTour();
    await json(`/api/wishlist/tours/${tour.tourId}`, 'PUT', undefined, { cookies, vars });
    const html = await (await call('/preferiti', { cookies, vars })).text();
    expect(html).toContain('data-wishlist-view="regular"');
    expect(html).toContain(`data-travel-id="${tour.travelId}"`);
    expect(html).toContain(`data-tour-id="${tour.tourId}"`);
  });

  it('marks saved trips and departures on the trip page', async () => {
    const { cookies } = await login(idp, newUser());
    const tour = await seededTour();
    await json(`/api/wishlist/tours/${tour.tourId}`, 'PUT', undefined, { cookies, vars });
    const slug = await env.DB.prepare('SELECT slug FROM travels WHERE id = ?1').bind(tour.travelId).first<{ slug: string }>();
    const html = await (await call(`/viaggi/${slug!.slug}`, { cookies, vars })).text();
    expect(html).toMatch(new RegExp(`"travelId":${tour.travelId},"tourId":${tour.tourId},[^<]*?"saved":true`));
    expect(html).toMatch(new RegExp(`"tourId":${tour.tourId},[^<]*?"owner":"user"`));
    expect(html).toMatch(/aria-pressed="true"[^>]*data-wishlist="tour"/);
    // Another visitor's page of the same trip shows nothing saved (no state shared between requests).
    const anonymous = await (await call(`/viaggi/${slug!.slug}`, { vars })).text();
    expect(anonymous).not.toContain('aria-pressed="true"');
    // An anonymous visitor's hearts and notify-me carry only what the trip says: the defaults
    // (not saved, no subscription, no owner) are left out of every departure's props.
    const props = [...anonymous.matchAll(/<script type="application\/json" data-props="">([^<]*)<\/script><span class="island" data-island="(?:WishlistButton|NotifyMe)"/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(props.length).toBeGreaterThan(2);
    for (const prop of props) {
      expect(prop).toHaveProperty('travelId', tour.travelId);
      expect(prop).not.toHaveProperty('saved');
      expect(prop).not.toHaveProperty('owner');
      expect(prop).not.toHaveProperty('subscription');
    }
    // A visitor sees who is going only after signing in or proving an email (SPEC §6).
    expect(anonymous).toContain('data-island="GroupInfoGate"');
    expect(html).not.toContain('data-island="GroupInfoGate"');
    expect(cookies.has(cookieNames.session)).toBe(true);
  });
});

describe('upstream catalogue unavailable', () => {
  it('saving answers 503 (not 404) and saves nothing; removing needs no catalogue', async () => {
    const broken = new FaultUpstream().install();
    broken.fault = '500';
    clearIsolateCache();
    const { cookies } = await login(idp, newUser());
    const tour = await seededTour();
    const vars = { API_BASE_URL: broken.base };
    for (const path of [`/api/wishlist/travels/${tour.travelId}`, `/api/wishlist/tours/${tour.tourId}`]) {
      const res = await json(path, 'PUT', undefined, { cookies, vars });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await res.json()).toEqual({ error: 'catalogueUnavailable', message: 'Non siamo riusciti ad aggiornare i preferiti. Riprova.' });
    }
    expect(broken.count('/travels')).toBeGreaterThan(0);
    expect(broken.count('/tours')).toBeGreaterThan(0);
    expect(await wishlist(cookies)).toEqual({ travels: [], tours: [] });
    expect((await json(`/api/wishlist/tours/${tour.tourId}`, 'DELETE', undefined, { cookies, vars })).status).toBe(200);
  });
});
