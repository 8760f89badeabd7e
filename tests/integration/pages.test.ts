import { describe, expect, it } from 'vitest';
import { marketIds } from '../../markets/config';
import { appRouteNames, fixedRoutingKeys } from '../../markets/paths';
import { buildPath } from '../../markets/routes';
import { get, hreflangs, htmlLang, langOf } from './helpers';

const paramFree = [...fixedRoutingKeys, ...appRouteNames].filter((name) => !/travels-travel|coordinators-coordinator|login/.test(name));

describe('every parameter-free route of every market', () => {
  for (const market of marketIds) {
    it(`${market}: answers in its language with hreflang alternates`, async () => {
      for (const name of paramFree) {
        const path = buildPath(market, name);
        if (path === null) continue;
        const res = await get(market, path);
        const html = await res.text();
        expect(res.status, `${market} ${path}`).toBe(200);
        expect(langOf(html), path).toBe(htmlLang[market]);
        const alternates = hreflangs(html);
        expect(alternates['x-default'], path).toBeDefined();
        expect(Object.keys(alternates).length, path).toBeGreaterThanOrEqual(name === 'search-ai' ? 2 : 6);
        // Canonical only when robots allows indexing (SPEC §2).
        const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? '';
        expect(html.includes('<link rel="canonical"'), path).toBe(!robots.includes('noindex'));
        // No paint before the shell has been parsed: the element the head waits for is in the page, once.
        const awaited = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(html)?.[1];
        expect(awaited, path).toBe('site-footer');
        expect(html.match(new RegExp(`id="${awaited}"`, 'g')), path).toHaveLength(1);
      }
    });
  }
});

describe('routes a market does not have', () => {
  it.each([
    ['us', '/search-ai'], ['we', '/search-ai'], ['es', '/buscar-con-ai'], ['we', '/events-wemeet'], ['de', '/suchen-ai'],
  ] as const)('%s %s is 404', async (market, path) => {
    const res = await get(market, path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('class="error-page__code" aria-hidden="true">404<');
  });

  it('x-default falls back when the world market lacks the page', async () => {
    expect(hreflangs(await (await get('it', '/eventi-wemeet')).text())['x-default']).toBe('http://us.localhost/events-wemeet');
    expect(hreflangs(await (await get('it', '/cerca-con-ai')).text())['x-default']).toBe('http://it.localhost/cerca-con-ai');
  });

  it('events exist in the US but AI search only in Italy', async () => {
    expect((await get('us', '/events-wemeet')).status).toBe(200);
    expect((await get('it', '/cerca-con-ai')).status).toBe(200);
  });
});

describe('the 404 page', () => {
  it('shows the spec copy and a button to the destinations list, in the market language', async () => {
    const res = await get('we', '/no-such-page');
    const html = await res.text();
    expect(res.status).toBe(404);
    expect(html).toContain('This page is not on the map!');
    expect(html).toContain('This page could not be found');
    expect(html).toMatch(/<a class="button button--primary" href="\/destinations">Show the tours<\/a>/);
    expect(html).toContain('noindex');
    expect(html).not.toContain('rel="canonical"');
  });

  it('is localised', async () => {
    const html = await (await get('it', '/pagina-inesistente')).text();
    expect(html).toContain('Questa pagina non è sulla mappa!');
    expect(html).toContain('href="/viaggi"');
    expect(langOf(html)).toBe('it-IT');
  });
});

describe('headers', () => {
  it('sets CSP with a nonce on every script, HSTS, nosniff, referrer policy and frame-ancestors', async () => {
    const res = await get('it', '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(31536000);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await res.text();
    // Every script the browser runs (module, JSON-LD, boot data) has the nonce; island props
    // are data blocks (never run, nothing for CSP to allow) and carry none.
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const scripts = tags.filter((tag) => !tag.includes('data-props'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of tags.filter((tag) => tag.includes('data-props'))) expect(tag).toBe('<script type="application/json" data-props="">');
  });

  it('a fresh nonce per request', async () => {
    const a = (await get('it', '/')).headers.get('content-security-policy');
    const b = (await get('it', '/')).headers.get('content-security-policy');
    expect(a).not.toBe(b);
  });

  it('sets a 365-day HttpOnly Secure SameSite=Lax device id cookie once', async () => {
    const res = await get('fr', '/');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/caravan_did=[0-9a-f-]{36}/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    const id = /caravan_did=([0-9a-f-]{36})/.exec(cookie)![1];
    const again = await get('fr', '/', { headers: { cookie: `__Host-caravan_did=${id}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('language switch links and hreflang', () => {
  it('map the current route to each market path on the market host', async () => {
    const html = await (await get('it', '/come-funziona')).text();
    const alternates = hreflangs(html);
    expect(alternates['de-DE']).toBe('http://de.localhost/so-funktionierts');
    expect(alternates['en-US']).toBe('http://us.localhost/how-it-works');
    expect(alternates['x-default']).toBe('http://en.localhost/how-it-works');
    expect(html).toContain('http://es.localhost/como-funciona');
    expect(html).toContain('http://fr.localhost/comment-ca-marche');
  });

  it('link home when the target market has no such page', async () => {
    const html = await (await get('it', '/cerca-con-ai')).text();
    expect(html).toContain('"href":"http://de.localhost/"');
  });
});

describe('geolocation', () => {
  it('asks to redirect a visitor from another market', async () => {
    const html = await (await get('it', '/', { cf: { country: 'DE' } })).text();
    expect(html).toContain('data-island="GeoRedirect"');
    expect(html).toContain('"show":true');
  });

  it('not when the visitor is in the market, or dismissed with forceNeedRedirect', async () => {
    expect(await (await get('de', '/', { cf: { country: 'DE' } })).text()).not.toContain('data-island="GeoRedirect"');
    const dismissed = await (await get('it', '/', { cf: { country: 'DE' }, headers: { cookie: 'forceNeedRedirect=1' } })).text();
    expect(dismissed).toContain('"show":false');
  });
});

describe('bad input never gives a 500', () => {
  const hostile = [
    '/%E0%A4%A', '/viaggi/%ZZ', '/..%2F..%2Fetc%2Fpasswd', '/a%00b', '/' + 'a'.repeat(5000), '/%2e%2e/%2e%2e/',
    '/viaggi?x=%ZZ&&&=', '/?page=-1&sort[]=<script>', "/cerca?q=' OR 1=1 --", '/.env', '/wp-admin/../../x',
  ];
  it.each(hostile)('%s', async (path) => {
    const res = await get('it', path);
    expect(res.status).toBeLessThan(500);
    expect(res.status === 200 || res.status === 301 || res.status === 404).toBe(true);
  });

  it('unknown hosts are Italy', async () => {
    const res = await get('totally.unknown.example', '/');
    expect(langOf(await res.text())).toBe('it-IT');
  });

  it('garbage and oversized cookies are ignored', async () => {
    const res = await get('it', '/', { headers: { cookie: `caravan_did=${'x'.repeat(8000)}; forceNeedRedirect; ;;=;` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/caravan_did=[0-9a-f-]{36}/);
  });

  it('trailing slashes redirect to the canonical path', async () => {
    const res = await get('it', '/viaggi/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/viaggi');
  });

  it('non-GET page requests are a 405 naming GET and HEAD, not a 404 or a 500', async () => {
    const res = await get('it', '/viaggi', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
