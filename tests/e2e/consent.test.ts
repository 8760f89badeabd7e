// Issue 13 point 6 in a real browser: the first-visit cookie banner in every market (accept
// all, reject all, choose — equally prominent), the choice in a cookie and in Google Consent
// Mode v2 signals, nothing tracked before it, no banner flash once chosen, reopening from the
// footer, phones, keyboard and axe; and the newsletter form refusing an empty or invalid
// email (with and without scripting) while a valid one posts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { markets as marketConfig } from '../../markets/config';
import { resources } from '../../markets/locales';
import { consentModeDefault, consentModeUpdate, type ConsentChoice } from '../../shared/consent';
import {
  axeViolations, formatAxe, httpGet, launchBrowser, marketHosts, marketUrl, newCheckedPage, quiet, settle, sitePort, waitForIsland,
  type LocalMarket,
} from './lib';

const it = resources.it;
const localMarkets = Object.keys(marketHosts) as LocalMarket[];
const newsletterHost = 'newsletter.caravan.travel';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** window.dataLayer with gtag's `arguments` entries as plain arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

/** Tracking events (anything with an event name), as opposed to gtag consent commands. */
async function trackingEvents(page: Page): Promise<string[]> {
  return (await dataLayer(page))
    .filter((entry): entry is { event: string } => typeof (entry as { event?: unknown }).event === 'string')
    .map((entry) => entry.event);
}

const consentUpdates = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update');

/** Every request the page makes that does not go to the site itself. */
function thirdPartyRequests(page: Page, market: LocalMarket = 'it'): string[] {
  const own = new URL(marketUrl(market)).host;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== own) seen.push(request.url());
  });
  return seen;
}

async function consentCookie(page: Page, market: LocalMarket = 'it'): Promise<string | undefined> {
  return (await page.context().cookies(marketUrl(market))).find((c) => c.name === 'caravan_consent')?.value;
}

async function openFirstVisit(market: LocalMarket = 'it', options: Parameters<typeof newCheckedPage>[1] = {}) {
  const checked = await newCheckedPage(browser, { consent: null, ...options });
  const thirdParty = thirdPartyRequests(checked.page, market);
  await checked.page.goto(marketUrl(market, '/'));
  await waitForIsland(checked.page, 'LanguageModal');
  return { ...checked, thirdParty };
}

describe('first visit: the banner', () => {
  test('shows in every market, localised, with three equally prominent choices; nothing is tracked', async () => {
    // One context: each market host is a first visit of its own (host-only cookies).
    const checked = await newCheckedPage(browser, { consent: null });
    try {
      const { page } = checked;
      for (const market of localMarkets) {
        const copy = resources[marketConfig[market].language].consent;
        const thirdParty = thirdPartyRequests(page, market);
        await page.goto(marketUrl(market, '/'));
        await waitForIsland(page, 'LanguageModal');
        const banner = page.getByRole('region', { name: copy.title });
        expect(await banner.isVisible(), `${market}: banner visible`).toBe(true);
        const buttons = [copy.refuseAll, copy.acceptAll, copy.choose].map((name) => banner.getByRole('button', { name, exact: true }));
        const looks = await Promise.all(
          buttons.map(async (button) => ({
            box: (await button.boundingBox())!,
            style: await button.evaluate((el) => {
              const s = getComputedStyle(el);
              return [s.fontSize, s.fontWeight, s.backgroundColor, s.color, s.borderTopWidth].join(' ');
            }),
          })),
        );
        for (const look of looks.slice(1)) {
          expect(look.style, `${market}: same type and colour`).toBe(looks[0]!.style);
          expect(Math.abs(look.box.width - looks[0]!.box.width), `${market}: same width`).toBeLessThanOrEqual(1);
          expect(Math.abs(look.box.height - looks[0]!.box.height), `${market}: same height`).toBeLessThanOrEqual(1);
        }
        await quiet(page);
        expect(await trackingEvents(page), `${market}: no tracking event before a choice`).toEqual([]);
        expect((await dataLayer(page))[0], `${market}: Consent Mode default first`).toEqual(['consent', 'default', consentModeDefault]);
        expect(await consentUpdates(page)).toEqual([]);
        expect(thirdParty, `${market}: no request leaves the site`).toEqual([]);
        expect(await page.locator('script[src*="googletagmanager"], script[src*="google-analytics"]').count()).toBe(0);
        expect(await consentCookie(page, market)).toBeUndefined();
      }
      checked.assertNoProblems('banner in every market');
    } finally {
      await checked.close();
    }
  });

  const cases: Array<{ action: 'accept' | 'refuse' | 'choose'; expected: ConsentChoice; cookie: string }> = [
    { action: 'accept', expected: { analytics: true, marketing: true }, cookie: 'a1.m1' },
    { action: 'refuse', expected: { analytics: false, marketing: false }, cookie: 'a0.m0' },
    { action: 'choose', expected: { analytics: true, marketing: false }, cookie: 'a1.m0' },
  ];
  test.each(cases)('$action records the choice, the Consent Mode update, and is remembered on reload', async ({ action, expected, cookie }) => {
    const checked = await openFirstVisit();
    try {
      const { page } = checked;
      const banner = page.locator('#consent-banner');
      if (action === 'accept') await banner.getByRole('button', { name: it.consent.acceptAll }).click();
      if (action === 'refuse') await banner.getByRole('button', { name: it.consent.refuseAll }).click();
      if (action === 'choose') {
        const choose = banner.getByRole('button', { name: it.consent.choose });
        await choose.click();
        expect(await choose.getAttribute('aria-expanded')).toBe('true');
        const necessary = banner.getByRole('checkbox', { name: new RegExp(it.consent.necessary) });
        expect(await necessary.isChecked()).toBe(true);
        expect(await necessary.isDisabled()).toBe(true);
        // Nothing optional is pre-ticked.
        expect(await banner.getByRole('checkbox', { name: new RegExp(it.consent.analytics) }).isChecked()).toBe(false);
        expect(await banner.getByRole('checkbox', { name: new RegExp(it.consent.marketing) }).isChecked()).toBe(false);
        await banner.getByRole('checkbox', { name: new RegExp(it.consent.analytics) }).check();
        await banner.getByRole('button', { name: it.consent.save }).click();
      }
      await banner.waitFor({ state: 'hidden', timeout: 5000 });
      expect(await consentCookie(page)).toBe(cookie);
      expect(await consentUpdates(page)).toEqual([['consent', 'update', consentModeUpdate(expected)]]);
      // Focus does not fall to the body when the banner goes.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.locator('.toasts .toast').filter({ hasText: it.consent.saved }).waitFor({ timeout: 3000 });

      // Analytics follows the choice: the waiting page view goes out, or never does.
      if (expected.analytics) await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'page_view'));
      else await quiet(page);
      const events = await trackingEvents(page);
      if (expected.analytics) expect(events).toContain('page_view');
      else expect(events).toEqual([]);
      // The update precedes every tracking event.
      const layer = await dataLayer(page);
      const firstEvent = layer.findIndex((e) => typeof (e as { event?: unknown }).event === 'string');
      const update = layer.findIndex((e) => Array.isArray(e) && e[1] === 'update');
      if (firstEvent >= 0) expect(update).toBeLessThan(firstEvent);

      // Reload: the server already knows — no banner in the HTML, the update from the cookie before any script.
      const response = await page.reload();
      const html = await response!.text();
      expect(html).toMatch(/<section id="consent-banner"[^>]* hidden=""/);
      await waitForIsland(page, 'LanguageModal');
      expect(await banner.isVisible()).toBe(false);
      expect((await dataLayer(page)).slice(0, 2)).toEqual([
        ['consent', 'default', consentModeDefault],
        ['consent', 'update', consentModeUpdate(expected)],
      ]);
      expect(checked.thirdParty).toEqual([]);
      await settle(page);
      checked.assertNoProblems(`${action}`);
    } finally {
      await checked.close();
    }
  });

  test('no flash: the server renders the banner open only without a choice', async () => {
    const open = await httpGet(sitePort(), marketHosts.fr, '/');
    expect(open.body).toMatch(/<section id="consent-banner"(?![^>]*hidden)[^>]*>/);
    for (const value of ['a0.m0', 'a1.m1', 'granted']) {
      const chosen = await httpGet(sitePort(), marketHosts.fr, '/', { headers: { cookie: `caravan_consent=${value}` } });
      expect(chosen.body, value).toMatch(/<section id="consent-banner"[^>]* hidden=""/);
    }
    const bogus = await httpGet(sitePort(), marketHosts.fr, '/', { headers: { cookie: 'caravan_consent=yes-please' } });
    expect(bogus.body).toMatch(/<section id="consent-banner"(?![^>]*hidden)[^>]*>/);
  });

  test('works with the keyboard: the choices come first in tab order, with a visible focus ring', async () => {
    const checked = await openFirstVisit();
    try {
      const { page } = checked;
      let label = '';
      for (let i = 0; i < 4 && label !== it.consent.refuseAll; i++) {
        await page.keyboard.press('Tab');
        label = await page.evaluate(() => document.activeElement?.textContent ?? '');
      }
      expect(label, 'reject all is reached within a few Tabs').toBe(it.consent.refuseAll);
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      // Choose (last of the three) then Tab lands in the categories.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-consent-action'))).toBe('choose');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-consent-category'))).toBe('analytics');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.locator('#consent-banner').waitFor({ state: 'hidden', timeout: 5000 });
      expect(await consentCookie(page)).toBe('a0.m1');
      checked.assertNoProblems('keyboard');
    } finally {
      await checked.close();
    }
  });

  test('axe: no serious or critical violations with the banner open, closed up or expanded', async () => {
    const checked = await openFirstVisit();
    try {
      const { page } = checked;
      await settle(page);
      let findings = await axeViolations(page);
      expect(findings, formatAxe(findings)).toEqual([]);
      await page.getByRole('button', { name: it.consent.choose }).click();
      findings = await axeViolations(page);
      expect(findings, formatAxe(findings)).toEqual([]);
    } finally {
      await checked.close();
    }
  });
});

describe('phones', () => {
  const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;

  test.each(['it', 'de'] as LocalMarket[])('%s at 375 px: a compact bottom sheet, nothing wider than the screen, buttons uncovered after a choice', async (market) => {
    const checked = await openFirstVisit(market, phone);
    try {
      const { page } = checked;
      const copy = resources[marketConfig[market].language].consent;
      const overflow = () =>
        page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const wide = [...document.querySelectorAll('#consent-banner *')]
            .filter((el) => el.getBoundingClientRect().right > width + 0.5 || el.getBoundingClientRect().left < -0.5)
            .map((el) => el.outerHTML.slice(0, 80));
          return { scroll: document.documentElement.scrollWidth - width, wide };
        });
      expect(await overflow()).toEqual({ scroll: 0, wide: [] });
      const box = (await page.locator('#consent-banner').boundingBox())!;
      expect(box.y + box.height, 'anchored to the bottom').toBeGreaterThanOrEqual(811);
      expect(box.height, 'compact: under a third of the screen').toBeLessThan(812 / 3);
      // Touch targets.
      for (const button of await page.locator('#consent-banner .consent-banner__actions button').all()) {
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      // Expanded, it still fits and scrolls inside itself if it must.
      await page.getByRole('button', { name: copy.choose }).click();
      expect(await overflow()).toEqual({ scroll: 0, wide: [] });
      const expanded = (await page.locator('#consent-banner').boundingBox())!;
      expect(expanded.y).toBeGreaterThanOrEqual(0);
      // The page bottom clears the sheet while it is open.
      await page.waitForFunction(() => parseFloat(getComputedStyle(document.body).paddingBottom) > 100, undefined, { timeout: 3000 });

      await page.getByRole('button', { name: copy.refuseAll }).click();
      await page.locator('#consent-banner').waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBe(0);
      // The search button (the page's primary action) is reachable and on top.
      const submit = page.locator('.search-widget__submit:visible').first();
      await submit.scrollIntoViewIfNeeded();
      const hit = await submit.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!top && (top === el || el.contains(top));
      });
      expect(hit).toBe(true);
      checked.assertNoProblems(`${market} phone`);
    } finally {
      await checked.close();
    }
  });
});

describe('changing one’s mind', () => {
  test('the footer link reopens the banner with the current choice; saving updates it; Escape leaves it', async () => {
    // A visitor who refused everything earlier (the default preset of newCheckedPage).
    const checked = await newCheckedPage(browser);
    try {
      const { page } = checked;
      await page.goto(marketUrl('it', '/'));
      await waitForIsland(page, 'LanguageModal');
      const banner = page.locator('#consent-banner');
      expect(await banner.isVisible()).toBe(false);
      expect((await dataLayer(page)).slice(0, 2)).toEqual([
        ['consent', 'default', consentModeDefault],
        ['consent', 'update', consentModeUpdate({ analytics: false, marketing: false })],
      ]);
      const link = page.getByRole('link', { name: it.footer.cookieSettings });
      expect(await link.textContent()).toBe('Preferenze cookie');
      await link.click();
      await banner.waitFor({ state: 'visible', timeout: 5000 });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('consent-banner-title');
      // The categories are open straight away, ticked as stored.
      expect(await banner.getByRole('button', { name: it.consent.choose }).getAttribute('aria-expanded')).toBe('true');
      const analytics = banner.getByRole('checkbox', { name: new RegExp(it.consent.analytics) });
      expect(await analytics.isChecked()).toBe(false);

      // Escape closes a reopened banner without changing anything; focus goes back to the link.
      await page.keyboard.press('Escape');
      await banner.waitFor({ state: 'hidden' });
      expect(await consentCookie(page)).toBe('a0.m0');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#cookie-settings');

      await link.click();
      await banner.waitFor({ state: 'visible' });
      await analytics.check();
      await banner.getByRole('button', { name: it.consent.save }).click();
      await banner.waitFor({ state: 'hidden' });
      expect(await consentCookie(page)).toBe('a1.m0');
      expect(await consentUpdates(page)).toEqual([
        ['consent', 'update', consentModeUpdate({ analytics: false, marketing: false })],
        ['consent', 'update', consentModeUpdate({ analytics: true, marketing: false })],
      ]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#cookie-settings');
      // From now on events flow (a later route change's page view).
      await page.evaluate(() => history.pushState({}, '', '/viaggi'));
      await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'page_view'));

      // A link to #cookie-settings opens it on arrival.
      await page.goto(marketUrl('it', '/come-funziona#cookie-settings'));
      await banner.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await analytics.isChecked()).toBe(true);
      checked.assertNoProblems('reopen');
    } finally {
      await checked.close();
    }
  });
});

describe('newsletter', () => {
  async function newsletterPage(javaScriptEnabled = true) {
    const checked = await newCheckedPage(browser, { javaScriptEnabled });
    const posts: Array<{ url: string; body: string }> = [];
    await checked.context.route(`https://${newsletterHost}/**`, async (route) => {
      posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>ok</title><p>subscribed</p>' });
    });
    await checked.page.goto(marketUrl('it', '/'));
    return { ...checked, posts };
  }

  test('an empty or invalid email shows a localised error tied to the field, keeps focus there, posts nothing; a valid one posts', async () => {
    const checked = await newsletterPage();
    try {
      const { page, posts } = checked;
      await waitForIsland(page, 'LanguageModal');
      const form = page.locator('footer form.newsletter__form');
      const input = form.locator('input[name="EMAIL"]');
      const submit = form.getByRole('button');
      const popups: Page[] = [];
      checked.context.on('page', (p) => popups.push(p));

      const expectError = async (message: string) => {
        const error = form.getByRole('alert');
        await error.waitFor({ timeout: 3000 });
        expect(await error.textContent()).toBe(message);
        expect(await input.getAttribute('aria-invalid')).toBe('true');
        expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(await error.getAttribute('id'));
        expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      };

      await submit.click();
      await expectError(it.newsletter.emailRequired);
      await input.fill('name@example');
      await input.press('Enter');
      await expectError(it.newsletter.emailInvalid);
      await quiet(page);
      expect(posts).toEqual([]);
      expect(popups).toEqual([]);

      // Typing a good address clears the error; submitting posts it (trimmed) in a new tab.
      await input.fill('  traveller@example.com ');
      expect(await form.getByRole('alert').count()).toBe(0);
      expect(await input.getAttribute('aria-invalid')).toBeNull();
      expect(await input.getAttribute('aria-describedby')).toBeNull();
      const popup = checked.context.waitForEvent('page');
      await submit.click();
      await (await popup).waitForLoadState();
      expect(posts).toHaveLength(1);
      expect(new URLSearchParams(posts[0]!.body).get('EMAIL')).toBe('traveller@example.com');
      expect(new URLSearchParams(posts[0]!.body).get('gdpr[newsletter]')).toBe('Y');

      // The page's own newsletter block follows the same rules.
      const block = page.locator('main form.newsletter__form').first();
      if (await block.count()) {
        await block.getByRole('button').click();
        await block.getByRole('alert').waitFor({ timeout: 3000 });
        expect(posts).toHaveLength(1);
      }
      const findings = await axeViolations(page);
      expect(findings, formatAxe(findings)).toEqual([]);
      checked.assertNoProblems('newsletter');
    } finally {
      await checked.close();
    }
  });

  test('without scripting the browser refuses an empty or invalid email, and no banner stands in the way', async () => {
    const checked = await newsletterPage(false);
    try {
      const { page, posts } = checked;
      expect(await page.locator('#consent-banner').isVisible()).toBe(false);
      const form = page.locator('footer form.newsletter__form');
      const input = form.locator('input[name="EMAIL"]');
      for (const value of ['', 'name', 'name@example']) {
        await input.fill(value);
        await form.getByRole('button').click();
        // The browser's own validation holds the form (a CSS state, readable without scripts);
        // then the network is quiet: nothing went out.
        await expect.poll(() => form.locator('input[name="EMAIL"]:invalid').count()).toBe(1);
        await settle(page);
        expect(posts, `"${value}" is not posted`).toEqual([]);
        expect(checked.context.pages()).toHaveLength(1);
      }
      await input.fill('traveller@example.com');
      const popup = checked.context.waitForEvent('page');
      await form.getByRole('button').click();
      await (await popup).waitForLoadState();
      expect(posts).toHaveLength(1);
    } finally {
      await checked.close();
    }
  });
});
