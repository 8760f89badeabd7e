import { describe, expect, it } from 'vitest';
import { consentModeDefault, consentModeUpdate } from '../../shared/consent';
import { get } from './helpers';

const bannerOpen = /<section id="consent-banner"(?![^>]*hidden)[^>]*>/;
const bannerHidden = /<section id="consent-banner"[^>]* hidden=""/;

/** Every script element of the page, in document order, with its inline text. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([^<]*)/g)].map((m) => m[0]);
}

// A fixed device: the same visitor throughout (its flag attributes and assignments).
const device = 'caravan_did=33333333-3333-4333-8333-333333333333';

describe('cookie banner and Consent Mode, server side (issue 13)', () => {
  it('a first visit gets the banner open and the Consent Mode default as the first script of the page', async () => {
    const html = await (await get('es', '/')).text();
    expect(html).toMatch(bannerOpen);
    // The first script element of the page (module preloads fetch, they run nothing).
    const first = scripts(html)[0]!;
    expect(first).toMatch(/^<script nonce="[^"]+">/);
    expect(first).toContain(`gtag('consent','default',${JSON.stringify(consentModeDefault)})`);
    expect(first).not.toContain("'update'");
    expect(html.indexOf(first)).toBeLessThan(html.indexOf('</head>'));
  });

  it('a returning visitor gets the banner hidden (no flash) and the update from the cookie right after the default', async () => {
    const html = await (await get('es', '/', { headers: { cookie: 'caravan_consent=a1.m0' } })).text();
    expect(html).toMatch(bannerHidden);
    const first = scripts(html)[0]!;
    expect(first).toContain(
      `gtag('consent','default',${JSON.stringify(consentModeDefault)});gtag('consent','update',${JSON.stringify(consentModeUpdate({ analytics: true, marketing: false }))});`,
    );
    // The stored choice is ticked when the banner is reopened.
    const box = (category: string) => new RegExp(`<input[^>]*data-consent-category="${category}"[^>]*>`).exec(html)![0];
    expect(box('analytics')).toContain('checked=""');
    expect(box('marketing')).not.toContain('checked');
  });

  it('the render micro-cache keeps visitors with and without a choice apart', async () => {
    const path = '/como-funciona';
    const as = (consent?: string) => ({ headers: { cookie: consent ? `${device}; caravan_consent=${consent}` : device } });
    // Each page read to its end before the next visit, as a browser would: a page is stored once sent.
    const visit = async (consent?: string) => {
      const response = await get('es', path, as(consent));
      return { cache: response.headers.get('x-render-cache'), html: await response.text() };
    };
    const open1 = await visit();
    const chosen1 = await visit('a0.m0');
    const chosen2 = await visit('a0.m0');
    const other = await visit('a1.m1');
    const open2 = await visit();
    expect(open1.html).toMatch(bannerOpen);
    expect(chosen1.html).toMatch(bannerHidden);
    expect(chosen2.cache).toBe('hit');
    expect(chosen2.html).toMatch(bannerHidden);
    expect(other.html).toContain(`gtag('consent','update',${JSON.stringify(consentModeUpdate({ analytics: true, marketing: true }))})`);
    expect(open2.cache).toBe('hit');
    expect(open2.html).toMatch(bannerOpen);
    expect(open2.html).not.toContain("gtag('consent','update'");
  });

  it('the newsletter form keeps native validation for browsers without scripting', async () => {
    const html = await (await get('it', '/')).text();
    const form = /<form class="newsletter__form"[^>]*>/.exec(html)![0];
    expect(form).not.toMatch(/novalidate/i);
    const input = /<input id="newsletter-email"[^>]*>/.exec(html)![0];
    expect(input).toContain('required=""');
    expect(input).toContain('type="email"');
    expect(input).toMatch(/pattern="[^"]+"/);
  });
});
