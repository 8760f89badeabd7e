// Issue 14 items 4 and 8 in Chromium: the printable trip dossier — reached from the tour page,
// a print button that prints on the first press, and under print emulation nothing but the
// dossier (no header, banners, footer, pill or cookie banner) while the itinerary stays —
// and the honest discount on cards (struck price with the 30-day lowest beside it); axe finds
// nothing serious or critical in either, on a phone and a desktop.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { markets } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { axeViolations, devices, formatAxe, httpGet, launchBrowser, marketHosts, marketUrl, newCheckedPage, settle, sitePort } from './lib';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A departure from the deals page (honest discounts only): its trip slug and code. */
async function dealDeparture(market: 'it' | 'de'): Promise<{ travel: string; tour: string }> {
  const sales = await httpGet(sitePort(), marketHosts[market], buildPath(market, 'sales')!);
  expect(sales.status).toBe(200);
  const pattern = buildPath(market, 'travels-travel-tour', { travel: 'SLUG', tour: 'CODE' })!.replace('SLUG', '([a-z0-9-]+)').replace('CODE', '([A-Z0-9-]+)');
  const match = new RegExp(`href="${pattern}"`).exec(sales.body);
  expect(match, 'the deals page links a departure').not.toBeNull();
  return { travel: match![1]!, tour: match![2]! };
}

describe.each([
  ['phone', devices.phone],
  ['desktop', devices.desktop],
] as const)('trip dossier on a %s', (_name, device) => {
  test('opens from the tour page, prints without site chrome, keeps the itinerary; axe clean', async () => {
    const market = 'it';
    const copy = resources[markets[market].language];
    const checked = await newCheckedPage(browser, device);
    const { page } = checked;
    // The print dialog is counted, not opened (issue 30 item 8: the first press must print).
    await checked.context.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    const departure = await dealDeparture(market);
    await page.goto(marketUrl(market, buildPath(market, 'travels-travel-tour', departure)!), { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: copy.dossier.link }).click();
    await page.waitForURL((url) => url.pathname === buildPath(market, 'travels-travel-tour-dossier', departure), { waitUntil: 'domcontentloaded' });

    // The button works as it arrives: enabled in the HTML, and the first press prints, before
    // anything else on the page was touched or woke (it used to be disabled until an island
    // hydrated, and to print only on the second press).
    const print = page.getByRole('button', { name: copy.dossier.print });
    expect(await print.isEnabled()).toBe(true);
    await print.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Screen: the site header, the print button and the sections are there; nothing overflows a phone.
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    expect(await page.locator('.dossier__day').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const findings = await axeViolations(page);
    expect(findings, formatAxe(findings)).toEqual([]);

    // Each press prints once more.
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);

    // Paper: only the dossier. No header, footer, buttons, promo or bottom banners, talk-to-us
    // pill or cookie banner (everything around <main> is gone); the itinerary, inclusions and plan stay.
    expect(await page.locator('.banner').count(), 'the page has banners on screen').toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    for (const chrome of ['.banner', '.talk-bar', '.consent-banner', '.skip-link']) {
      for (const element of await page.locator(chrome).all()) expect(await element.isVisible(), chrome).toBe(false);
    }
    const printedOutsideMain = await page.evaluate(() =>
      Array.from(document.body.querySelectorAll('*'))
        .filter((el) => !el.closest('main') && el.getClientRects().length > 0)
        .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : '')),
    );
    expect(printedOutsideMain, 'nothing but <main> prints').toEqual([]);
    expect(await print.isVisible()).toBe(false);
    expect(await page.locator('.dossier__days').isVisible()).toBe(true);
    expect(await page.locator('.dossier__day').first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: copy.dossier.payment }).isVisible()).toBe(true);
    expect(await page.locator('.dossier__section--itinerary').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.site-header').isVisible()).toBe(true);

    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('honest discount on cards', () => {
  test.each([
    ['phone', devices.phone],
    ['desktop', devices.desktop],
  ] as const)('a struck price shows the lowest price of the last 30 days beside it (%s); axe clean', async (_name, device) => {
    const market = 'de';
    const copy = resources[markets[market].language];
    const checked = await newCheckedPage(browser, device);
    const { page } = checked;
    await page.goto(marketUrl(market, buildPath(market, 'sales')!), { waitUntil: 'domcontentloaded' });
    const struck = page.locator('.travel-card .price:has(del.price__base)');
    expect(await struck.count()).toBeGreaterThan(0);
    const first = struck.first();
    await first.scrollIntoViewIfNeeded();
    const lowest = first.locator('.price__lowest');
    expect(await lowest.isVisible()).toBe(true);
    const label = copy.discount.lowest30d.replace('{{price}}', '');
    expect(await lowest.innerText()).toContain(label.trim());
    // Every struck price on the page carries its 30-day lowest.
    expect(await page.locator('.price:has(del.price__base):not(:has(.price__lowest))').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const findings = await axeViolations(page);
    expect(findings, formatAxe(findings)).toEqual([]);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });
});
