// Issue 13, point 5 in Chromium: the main page types load without CSP violations or console
// errors under a style-src without 'unsafe-inline' (and with the Permissions-Policy), the
// `__Host-` device cookie works on http://it.localhost, static files served by `wrangler dev`
// carry public/_headers, and the offline page shows with the network off.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { httpGet, launchBrowser, marketHosts, marketUrl, newCheckedPage, settle, sitePort } from './lib';

let browser: Browser;
let tripPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const listing = await httpGet(sitePort(), marketHosts.it, '/viaggi');
  const slug = /href="\/viaggi\/([a-z0-9-]+)"/.exec(listing.body)?.[1];
  if (!slug) throw new Error('no trip linked from /viaggi');
  tripPath = `/viaggi/${slug}`;
});
afterAll(async () => {
  await browser?.close();
});

describe('Content-Security-Policy and Permissions-Policy in Chromium', () => {
  test('home, destinations, a trip and search results: no CSP violation, no console error', async () => {
    const checked = await newCheckedPage(browser);
    // Chromium only warns (not errors) about a Permissions-Policy feature it does not know.
    const policyWarnings: string[] = [];
    checked.page.on('console', (message) => {
      if (/Permissions-Policy/i.test(message.text())) policyWarnings.push(message.text());
    });
    try {
      for (const path of ['/', '/viaggi', tripPath, '/cerca']) {
        const res = await checked.page.goto(marketUrl('it', path));
        expect(res?.status(), path).toBe(200);
        const csp = (await res!.allHeaders())['content-security-policy'] ?? '';
        expect(csp, path).not.toContain('unsafe-inline');
        await settle(checked.page);
        checked.assertNoProblems(path);
      }
      expect(policyWarnings).toEqual([]);
      const allowed = await checked.page.evaluate(() => {
        const policy = (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy!;
        return ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort', 'browsing-topics'].filter((f) => policy.allowsFeature(f));
      });
      expect(allowed).toEqual([]);
      // The CMS colours reach the banners through the nonce'd <style> (no style attribute).
      const banner = checked.page.locator('.banner').first();
      if (await banner.count()) {
        const colour = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(colour).not.toBe('rgba(0, 0, 0, 0)');
      }
    } finally {
      await checked.close();
    }
  });

  test('the trust rating stars are filled (SVG width, not a style attribute)', async () => {
    const checked = await newCheckedPage(browser);
    try {
      await checked.page.goto(marketUrl('it', '/'));
      const fill = checked.page.locator('.trust .rating__fill rect');
      await fill.waitFor({ state: 'attached' });
      const ratio = await fill.evaluate((rect) => {
        const stars = rect.closest('.rating__stars')!.getBoundingClientRect();
        return rect.getBoundingClientRect().width / stars.width;
      });
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThanOrEqual(1);
      checked.assertNoProblems();
    } finally {
      await checked.close();
    }
  });
});

describe('device id cookie', () => {
  test('__Host-caravan_did is stored by Chromium on http://it.localhost (a secure context)', async () => {
    const checked = await newCheckedPage(browser);
    try {
      await checked.page.goto(marketUrl('it', '/'));
      const cookies = await checked.context.cookies(marketUrl('it', '/'));
      const device = cookies.find((c) => c.name === '__Host-caravan_did');
      expect(device, JSON.stringify(cookies.map((c) => c.name))).toBeDefined();
      expect(device).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax', domain: marketHosts.it });
      expect(await checked.page.evaluate(() => document.cookie)).not.toContain('caravan_did');
    } finally {
      await checked.close();
    }
  });

  test('a visitor with the old caravan_did cookie keeps the same id under the new name', async () => {
    const checked = await newCheckedPage(browser);
    const id = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
    try {
      await checked.context.addCookies([{ name: 'caravan_did', value: id, domain: marketHosts.it, path: '/', httpOnly: true, secure: false, sameSite: 'Lax' }]);
      await checked.page.goto(marketUrl('it', '/'));
      const cookies = await checked.context.cookies(marketUrl('it', '/'));
      expect(cookies.find((c) => c.name === '__Host-caravan_did')?.value).toBe(id);
      expect(cookies.find((c) => c.name === 'caravan_did')).toBeUndefined();
    } finally {
      await checked.close();
    }
  });
});

describe('static files (wrangler dev applies public/_headers)', () => {
  test.each(['/favicon.svg', '/offline', '/sw.js'])('%s', async (path) => {
    const res = await httpGet(sitePort(), marketHosts.it, path);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'sha256-/);
    expect(res.headers['permissions-policy']).toContain('camera=(), ');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
  });
});

describe('offline', () => {
  test('with the network off, a page never visited shows the offline page (served by the service worker)', async () => {
    const checked = await newCheckedPage(browser, { serviceWorkers: 'allow' });
    const { page, context } = checked;
    try {
      await page.goto(marketUrl('it', '/'));
      // Installed, activated and controlling this page (clients.claim() on activate).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
        }
      });
      const cached = await page.evaluate(async () => {
        const hit = await caches.match('/offline');
        return hit ? { status: hit.status, redirected: hit.redirected, text: await hit.text() } : null;
      });
      expect(cached).toMatchObject({ status: 200, redirected: false });
      expect(cached!.text).toContain('You are offline');
      checked.assertNoProblems('online, service worker installed');

      await context.setOffline(true);
      const res = await page.goto(marketUrl('it', tripPath));
      expect(res?.status()).toBe(200);
      expect(res?.fromServiceWorker()).toBe(true);
      await expect(page.locator('h1').textContent()).resolves.toBe('You are offline');
      expect(await page.locator('p[lang="it"]').textContent()).toContain('Sei offline');
      // Its <style> runs under the hash in public/_headers' CSP (cached with the response).
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 246, 239)');
      // Offline, Chromium reports the service worker's failed network try (requestfailed) and
      // the page's own requests; what must not happen is a CSP violation or a script error.
      expect(checked.problems.filter((p) => p.kind === 'csp' || p.kind === 'pageerror')).toEqual([]);
    } finally {
      await context.setOffline(false).catch(() => undefined);
      await checked.close();
    }
  });
});
