// Issue 30 items 5 and 11 on a phone: from the US WeMeet page, "See events" reaches the events,
// an event opens on its own page and a traveller signs up there; en-WE (no events page) offers
// no link to a 404; the country dialog of the Italian store reaches the US store.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../markets/locales';
import { axeViolations, devices, formatAxe, launchBrowser, marketUrl, newCheckedPage, settle, waitForIsland } from './lib';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const en = resources.en;
const fits = () => document.documentElement.scrollWidth <= window.innerWidth;

describe('WeMeet on a phone', () => {
  test('US: WeMeet page → events → an event → sign up', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    await page.goto(marketUrl('us', '/wemeet-by-caravan'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'See events' }).click();
    await page.waitForURL((url) => url.pathname === '/events-wemeet');

    // An event with places left, days ahead (the list is by date; today's may have started), opens on its own page.
    const card = page.locator('.event-card').filter({ hasNotText: en.events.full }).last();
    const title = (await card.locator('.event-card__title').innerText()).trim();
    await card.locator('.event-card__link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/events-wemeet/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await page.locator('.event-facts').innerText()).toMatch(/local time in/);
    expect(await page.evaluate(fits)).toBe(true);
    const findings = await axeViolations(page);
    expect(findings, formatAxe(findings)).toEqual([]);

    // The browser refuses the form without consent (required); with it the spot is saved.
    await page.getByLabel(en.wemeet.join.name).fill('Phone Traveller');
    await page.locator('#event-signup-email').fill('phone.traveller@example.com');
    await page.getByLabel(en.wemeet.join.consent).check();
    await page.getByRole('button', { name: en.wemeet.join.submit }).click();
    await page.waitForURL((url) => url.searchParams.get('joined') === '1');
    await expect.poll(() => page.getByRole('status').filter({ hasText: en.wemeet.join.done }).count()).toBe(1);
    expect(await page.evaluate(fits)).toBe(true);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });

  test('en-WE: the WeMeet page offers no link to an events page it has not got', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    const res = await page.goto(marketUrl('we', '/wemeet-by-caravan'), { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    expect(await page.locator('a[href$="/events-wemeet"]').count()).toBe(0);
    await checked.close();
  });

  test('Italy: the country dialog reaches the US store', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/?modal=language'), { waitUntil: 'domcontentloaded' });
    await waitForIsland(page, 'LanguageModal');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { name: resources.it.languageModal.otherStores }).isVisible()).toBe(true);
    await dialog.getByRole('link', { name: /United States/ }).click();
    await page.waitForURL((url) => url.hostname === 'us.localhost');
    await checked.close();
  });
});
