import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { bootElementId, type BootData } from '../../shared/boot';
import { consentFromCookies, formatConsent } from '../../shared/consent';
import { isBot } from '../bots';
import type { AppEnv } from '../context';
import { sha256 } from '../data/cache';
import { Memo } from '../data/memo';
import { waitUntilOf } from '../waitUntil';
import { currencyCookie } from './currency';
import { serializeForScript } from './serialize';

function formatConsentKey(cookies: string | undefined): string {
  const choice = consentFromCookies(cookies);
  return choice ? formatConsent(choice) : '';
}

interface CachedPage {
  html: string;
  status: number;
  /** The first render's boot data (its experiments and copy); per-request parts are redone on a hit. */
  boot: BootData;
}

const ttlMs = 60_000;
// ~150 KB a page: a few MB per isolate at most.
const pages = new Memo<CachedPage>(ttlMs, 40);

/** Forgets every stored render (tests). */
export function clearRenderCache(): void {
  pages.clear();
}

/**
 * Everything the HTML of an anonymous page depends on, besides the nonce and the boot data
 * (content comes from the per-isolate content cache, itself at most a minute old).
 */
async function pageKey(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const geo = c.get('geolocation');
  const parts = {
    host: c.req.header('host') ?? url.host,
    path: url.pathname + url.search,
    market: c.get('market').id,
    currency: (getCookie(c, currencyCookie) ?? '').slice(0, 8),
    // The cookie banner is open or hidden, and Consent Mode starts from the choice.
    consent: formatConsentKey(c.req.header('cookie')),
    geo: geo ? [geo.country, geo.showRedirectPopup, geo.market] : null,
    flags: c.get('flags')?.cacheKey() ?? null,
    bot: isBot(c.req.header('user-agent')),
  };
  return sha256(JSON.stringify(parts));
}

/** Only anonymous visitors share renders: anything personal (session, guest owner) renders fresh. */
export function renderCacheable(c: Context<AppEnv>): boolean {
  if (c.env.ISOLATE_CACHE === 'off' || c.req.method !== 'GET') return false;
  return !c.get('user') && !c.get('owner');
}

/** A stored render with this request's CSP nonce on every element that has one, and its boot data. */
function personalise(html: string, nonce: string, boot: BootData): Response {
  return new HTMLRewriter()
    .on('[nonce]', { element: (element) => void element.setAttribute('nonce', nonce) })
    .on(`script#${bootElementId}`, { element: (element) => void element.setInnerContent(serializeForScript(boot), { html: true }) })
    .transform(new Response(html));
}

/**
 * Micro-cache of rendered pages for anonymous visitors (60 s per isolate). The key covers the
 * URL, market, currency preference, geolocation and flag assignments; content is the shared,
 * minute-old content cache's, so a hit skips loading and rendering. Only the CSP nonce and the
 * boot data (device attributes) are per request and are rewritten (HTMLRewriter). Errors (404,
 * redirects, 503) are never cached: they throw before anything is stored; nor is a page
 * rendered while a catalogue call failed (an old copy or an emptied carousel must not outlive
 * the outage). `boot(stored)` gives this request's boot data from the stored render's.
 */
export async function cachedRender(c: Context<AppEnv>, boot: (stored: BootData) => BootData, render: () => Promise<Response>): Promise<Response> {
  const key = await pageKey(c);
  const nonce = c.get('secureHeadersNonce') ?? '';
  const hit = pages.get(key);
  if (hit) {
    c.get('metrics')?.cacheHit('render');
    // Through the context so headers set before rendering (route middleware) are kept.
    c.header('X-Render-Cache', 'hit');
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(personalise(hit.html, nonce, boot(hit.boot)).body ?? hit.html, hit.status as 200);
  }
  c.get('metrics')?.cacheMiss('render');
  const response = await render();
  if (!response.body || response.status !== 200) return response;
  const [forClient, forCache] = response.body.tee();
  const store = new Response(forCache)
    .text()
    .then((html) => {
      // The boot data the document carried is known once the whole page streamed.
      const rendered = c.get('boot');
      if (c.get('catalogueDegraded') || !rendered) return;
      pages.set(key, { html, status: response.status, boot: rendered });
    })
    .catch(() => undefined);
  waitUntilOf(c)?.(store);
  const headers = new Headers(response.headers);
  headers.set('X-Render-Cache', 'miss');
  return new Response(forClient, { status: response.status, headers });
}
