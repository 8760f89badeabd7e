// Issue 5 in a real browser: the search widget (lookup, continent, month, history), the
// results page (filters, sort, paging, back/forward restore), date picking and modals.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, formatAxe, launchBrowser, marketUrl, newCheckedPage, settle, waitForIsland } from './lib';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const viewports = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
] as const;

describe('search widget', () => {
  for (const device of viewports) {
    test(`${device.label}: destination lookup + month → results; history after reload`, async () => {
      const checked = await newCheckedPage(browser, { viewport: device.viewport });
      const { page } = checked;
      await page.goto(marketUrl('it', '/'), { waitUntil: 'networkidle' });
      await waitForIsland(page, 'SearchWidget');
      const widget = page.locator('.search-widget--cover');
      await widget.locator('.search-widget__input').click();
      const input = device.label === 'phone' ? widget.locator('.search-modal input[type=search]') : widget.locator('.search-widget__input');
      await input.fill('giap');
      const scope = device.label === 'phone' ? widget.locator('.search-modal') : widget;
      await scope.locator('.widget-option', { hasText: 'Giappone' }).first().click({ timeout: 10_000 });
      if (device.label === 'phone') {
        await scope.locator('summary', { hasText: 'Quando' }).click();
      } else {
        await widget.locator('.search-widget__when').click();
      }
      const month = scope.locator('.chip').filter({ hasText: /^(Gennaio|Febbraio|Marzo|Aprile) 20\d\d$/ }).first();
      const monthName = (await month.textContent())!;
      await month.click();
      const search = device.label === 'phone' ? widget.locator('.search-modal__footer .button--primary') : widget.locator('.search-widget__submit');
      await search.click();
      await page.waitForURL(/\/cerca\?/);
      expect(page.url()).toContain('destinationId');
      expect(page.url()).toContain('dateFrom=');
      await page.goto(marketUrl('it', '/'), { waitUntil: 'networkidle' });
      await waitForIsland(page, 'SearchWidget');
      const stored = await page.evaluate(() => localStorage.getItem('caravan.searchHistory'));
      expect(stored).toContain('Giappone');
      expect(stored).toContain(monthName);
      await settle(page);
      checked.assertNoProblems();
      await checked.close();
    });
  }

  test('search button disabled while typed text is not chosen; continent toggles', async () => {
    const checked = await newCheckedPage(browser);
    const { page } = checked;
    await page.goto(marketUrl('it', '/'), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'SearchWidget');
    const widget = page.locator('.search-widget--cover');
    await widget.locator('.search-widget__input').fill('zzz');
    await expect.poll(() => widget.locator('.search-widget__submit').isDisabled()).toBe(true);
    await widget.locator('.widget-option').first().click();
    await expect.poll(() => widget.locator('.search-widget__submit').isDisabled()).toBe(false);
    await widget.locator('.search-widget__input').fill('');
    await widget.locator('.search-widget__input').click();
    const asia = widget.locator('.chip', { hasText: 'Asia' });
    await asia.click();
    await widget.locator('.search-widget__input').click();
    expect(await widget.locator('.chip', { hasText: 'Asia' }).getAttribute('aria-pressed')).toBe('true');
    await widget.locator('.chip', { hasText: 'Asia' }).click();
    await widget.locator('.search-widget__input').click();
    expect(await widget.locator('.chip', { hasText: 'Asia' }).getAttribute('aria-pressed')).toBe('false');
    checked.assertNoProblems();
    await checked.close();
  });

  test('date picking: first click start, second end (swapped when earlier), past days disabled', async () => {
    // Tall enough that clicks never scroll: the dropdown closes after 250 px of scrolling.
    const checked = await newCheckedPage(browser, { viewport: { width: 1280, height: 1600 } });
    const { page } = checked;
    await page.goto(marketUrl('it', '/'), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'SearchWidget');
    const widget = page.locator('.search-widget--cover');
    await widget.locator('.search-widget__when').click();
    await widget.locator('.tabs__tab', { hasText: 'Date' }).click();
    await widget.locator('.range-picker__nav button').nth(1).click();
    const days = widget.locator('.range-picker__day:not([disabled])');
    await days.nth(20).click();
    await days.nth(10).click();
    const value = await widget.locator('.search-widget__value').textContent();
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
    const [from, to] = value!.split(' – ');
    expect(from! < to!).toBe(true);
    await widget.locator('.range-picker__nav button').first().click();
    expect(await widget.locator('.range-picker__day[disabled]').count()).toBeGreaterThan(0);
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('results page', () => {
  test('filters, sort and paging live in the URL; back restores them', async () => {
    const checked = await newCheckedPage(browser);
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'AutoSubmit');
    const total = await page.locator('[role=status]').first().textContent();
    await page.locator('.filters input[value="MAX_10"]').check();
    await page.waitForURL(/durations/);
    expect(page.url()).toContain('durations%5B%5D=MAX_10');
    expect(page.url()).not.toContain('dateFrom=');
    const filtered = await page.locator('[role=status]').first().textContent();
    expect(filtered).not.toBe(total);
    await waitForIsland(page, 'AutoSubmit');
    await page.selectOption('#sort-select', 'price:asc');
    await page.waitForURL(/sort=price%3Aasc|sort=price:asc/);
    const prices = await page.locator('.search-results .price__now').allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.locator('.pagination a[rel=next]').click();
    await page.waitForURL(/page=2/);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=2'));
    expect(await page.locator('.filters input[value="MAX_10"]').isChecked()).toBe(true);
    expect(await page.locator('#sort-select').inputValue()).toBe('price:asc');
    await page.locator('.filters input[value="MAX_10"]').uncheck();
    await page.waitForURL((url) => !url.search.includes('durations'));
    checked.assertNoProblems();
    await checked.close();
  });

  test('hostile query strings render a page with nothing reflected unescaped', async () => {
    const checked = await newCheckedPage(browser, { allow: [/status of 404/] });
    const { page } = checked;
    const response = await page.goto(marketUrl('it', '/cerca?textSearch=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&page=-3&sort=%22&price=MAX_abc'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: the filters modal opens by query parameter', async () => {
    const checked = await newCheckedPage(browser, { viewport: { width: 375, height: 812 } });
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'networkidle' });
    await page.locator('.search-toolbar__filters').click();
    await page.waitForURL(/modal=filters/);
    expect(await page.locator('.search-filters--open').isVisible()).toBe(true);
    checked.assertNoProblems();
    await checked.close();
  });

  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    test(`axe @${viewport.width}: no serious or critical violations on results, trip, tour and custom pages`, async () => {
      const checked = await newCheckedPage(browser, { viewport });
      const { page } = checked;
      await page.goto(marketUrl('it', '/partenze-confermate'), { waitUntil: 'networkidle' });
      const tour = await page.locator('.tour-card .travel-card__link').first().getAttribute('href');
      const trip = tour!.split('/').slice(0, 3).join('/');
      for (const path of ['/cerca?textSearch=asia', trip, tour!, '/come-funziona', '/partenze-confermate']) {
        await page.goto(marketUrl('it', path), { waitUntil: 'networkidle' });
        const findings = await axeViolations(page);
        expect(findings, `${path} @${viewport.width}\n${formatAxe(findings)}`).toEqual([]);
      }
      await checked.close();
    }, 240_000);
  }
});

describe('modals by query parameters', () => {
  test('gallery opens without reload and closing removes the parameters', async () => {
    const checked = await newCheckedPage(browser);
    const { page } = checked;
    await page.goto(marketUrl('it', '/viaggi'), { waitUntil: 'networkidle' });
    const trip = await page.locator('.travel-card__link').first().getAttribute('href');
    await page.goto(marketUrl('it', trip!), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'ModalController');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('a[href="?modal=gallery&type=gallery"]').click();
    await page.waitForSelector('dialog[data-query-modal="gallery"][open]');
    expect(page.url()).toContain('modal=gallery');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !location.search.includes('modal='));
    expect(await page.locator('dialog[data-query-modal="gallery"][open]').count()).toBe(0);
    checked.assertNoProblems();
    await checked.close();
  });
});
