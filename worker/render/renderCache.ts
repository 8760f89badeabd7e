import type { Context } from 'hono';
import { bootElementId, type BootData } from '../../shared/boot';
import type { AppEnv } from '../context';
import { waitUntilOf } from '../waitUntil';
import { Memo } from '../data/memo';
import { serializeForScript } from './serialize';
import { getCookie } from 'hono/cookie';
import { currencyCookie } from './currency';
import { consentFromCookies, formatConsent } from '../../shared/consent';

function formatConsentKey(cookies: string | undefined): string {
  const choice = consentFromCookies(cookies);
  return choice ? formatConsent(choice) : '';
}

interface CachedPage {
  html: string;
  status: number;
  nonce: string;
  /** Experiments the first render used (the boot data's `flags.used`). */
  used: string[];
}

const ttlMs = 60_000;
// ~150 KB a page: a few MB per isolate at most.
const pages = new Memo<CachedPage>(ttlMs, 40);

/** Forgets every stored render (tests). */
export function clearRenderCache(): void {
  pages.clear();
}

const bootOpen = `<script id="${bootElementId}" type="application/json" nonce="`;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Everything the HTML of an anonymous page depends on, besides the nonce and the boot data
 * (content comes from the per-isolate content cache, itself at most a minute old).
 */
async function pageKey(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const boot = c.get('flags')?.boot();
  const geo = c.get('geolocation');
  const parts = {
    host: c.req.header('host') ?? url.host,
    path: url.pathname + url.search,
    market: c.get('market').id,
    currency: (getCookie(c, currencyCookie) ?? '').slice(0, 8),
    // The cookie banner is open or hidden, and Consent Mode starts from the choice.
    consent: formatConsentKey(c.req.header('cookie')),
    geo: geo ? [geo.country, geo.showRedirectPopup, geo.market] : null,
    flags: boot ? [boot.version, boot.assignments, boot.forcedVariations] : null,
    bot: /bot|crawl|spider|lighthouse/i.test(c.req.header('user-agent') ?? ''),
  };
  return sha256(JSON.stringify(parts));
}

/** Only anonymous visitors share renders: anything personal (session, guest owner) renders fresh. */
export function renderCacheable(c: Context<AppEnv>): boolean {
  if (c.env.ISOLATE_CACHE === 'off' || c.req.method !== 'GET') return false;
  const vars = c.var as unknown as Record<string, unknown>;
  return !vars.user && !vars.owner;
}

function swapBoot(html: string, nonce: string, boot: BootData): string | null {
  const start = html.indexOf(bootOpen);
  if (start < 0) return null;
  const open = html.indexOf('>', start + bootOpen.length);
  const close = html.indexOf('</script>', open);
  if (open < 0 || close < 0) return null;
  return `${html.slice(0, start)}${bootOpen}${nonce}">${serializeForScript(boot)}${html.slice(close)}`;
}

/**
 * Micro-cache of rendered pages for anonymous visitors (60 s per isolate). The key covers the
 * URL, market, currency preference, geolocation and flag assignments; content is the shared,
 * minute-old content cache's, so a hit skips loading and rendering. Only the CSP nonce and the
 * boot data (device attributes) are per request and are swapped in. Errors (404, redirects,
 * 503) are never cached: they throw before anything is stored; nor is a page rendered while a
 * catalogue call failed (an old copy or an emptied carousel must not outlive the outage).
 */
export async function cachedRender(c: Context<AppEnv>, boot: () => BootData, render: () => Promise<Response>): Promise<Response> {
  const key = await pageKey(c);
  const nonce = c.get('secureHeadersNonce') ?? '';
  const hit = pages.get(key);
  if (hit) {
    const fresh = boot();
    if (fresh.flags) fresh.flags = { ...fresh.flags, used: hit.used };
    const withBoot = swapBoot(hit.html, nonce, fresh);
    if (withBoot !== null) {
      c.get('metrics')?.cacheHit('render');
      const html = hit.nonce ? withBoot.split(`nonce="${hit.nonce}"`).join(`nonce="${nonce}"`) : withBoot;
      // Through the context so headers set before rendering (route middleware) are kept.
      c.header('X-Render-Cache', 'hit');
      return c.html(html, hit.status as 200);
    }
  }
  c.get('metrics')?.cacheMiss('render');
  const response = await render();
  if (!response.body || response.status !== 200) return response;
  const [forClient, forCache] = response.body.tee();
  const store = new Response(forCache)
    .text()
    .then((html) => {
      if (c.get('catalogueDegraded')) return;
      const start = html.indexOf(bootOpen);
      const json = start >= 0 ? html.slice(html.indexOf('>', start + bootOpen.length) + 1, html.indexOf('</script>', start)) : '';
      let used: string[] = [];
      try {
        used = (JSON.parse(json) as BootData).flags?.used ?? [];
      } catch {
        return;
      }
      pages.set(key, { html, status: response.status, nonce, used });
    })
    .catch(() => undefined);
  waitUntilOf(c)?.(store);
  const headers = new Headers(response.headers);
  headers.set('X-Render-Cache', 'miss');
  return new Response(forClient, { status: response.status, headers });
}
