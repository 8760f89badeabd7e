// Issue 30 in a real browser, the results page off its designed paths: empty results fit a phone
// and offer ways out (items 2); active filters show as removable chips, with their count on the
// Filters button, a price ceiling can be typed in the currency shown and the phone panel's counts
// follow the choices (item 4); the menu's departures calendar opens a dialog (item 9); the
// talk-to-us pill never covers a result card on a phone (item 11).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devices, launchBrowser, marketUrl, newCheckedPage, presetConsent, waitForIsland, type LocalMarket } from './lib';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const searchPath: Partial<Record<LocalMarket, string>> = { it: '/cerca', us: '/search', we: '/search', de: '/suchen' };
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, '') || NaN);

/** Page width, and how far right the heading and the sort control reach. */
async function fits(page: Page) {
  return page.evaluate(() => {
    const right = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().right ?? 0;
    return {
      width: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      heading: right('h1'),
      sort: right('#sort-select'),
      title: right('.zero-results__title'),
    };
  });
}

describe('empty results on a phone (item 2)', () => {
  test('typos, a long word, an emoji and an over-narrow filter fit the screen and offer ways out (it, us, de)', async () => {
    const checked = await newCheckedPage(browser, { ...devices.phone });
    const { page } = checked;
    const cases: [LocalMarket, string][] = [
      ['it', '?textSearch=zzz'],
      ['it', `?textSearch=${'x'.repeat(60)}`],
      ['us', `?textSearch=${encodeURIComponent('zzz🦄🏝️🦄🏝️🦄')}`],
      ['de', '?durations[]=MAX_6&priceTo=10000&discounted=true'],
    ];
    for (const [market, query] of cases) {
      await page.goto(marketUrl(market, `${searchPath[market]}${query}`), { waitUntil: 'load' });
      const box = await fits(page);
      expect(box.width, `${market} ${query}`).toBeLessThanOrEqual(box.screen);
      for (const edge of [box.heading, box.sort, box.title]) expect(edge, `${market} ${query}`).toBeLessThanOrEqual(box.screen);
      await expect(page.locator('.zero-results__title').count()).resolves.toBe(1);
      // Ways out: popular destinations always, the search without one filter where a filter finds more.
      expect(await page.locator('.zero-results__places a').count(), `${market} ${query}`).toBeGreaterThan(0);
      expect(await page.locator('.zero-results__link').count(), `${market} ${query}`).toBeGreaterThan(0);
    }
    // Emoji alone match no word: every trip, and the page still fits.
    await page.goto(marketUrl('us', `/search?textSearch=${encodeURIComponent('🦄🏝️🦄🏝️🦄🏝️🦄🏝️🦄🏝️🦄🏝️🦄🏝️🦄🏝️')}`), { waitUntil: 'load' });
    const emoji = await fits(page);
    expect(Math.max(emoji.width, emoji.heading, emoji.sort)).toBeLessThanOrEqual(emoji.screen);
    // The SPEC §8 copy, what was searched, and in Italy the AI search.
    await page.goto(marketUrl('it', '/cerca?textSearch=zzz'), { waitUntil: 'load' });
    await expect(page.locator('.zero-results__title').textContent()).resolves.toBe('Non ci sono viaggi che corrispondono alla tua ricerca');
    await expect(page.locator('.zero-results__searched').textContent()).resolves.toContain('“zzz”');
    await expect(page.locator('.zero-results__ai a').getAttribute('href')).resolves.toBe('/cerca-con-ai');
    // The way out drops the words typed and says what it finds.
    const relax = page.locator('.zero-results__link').first();
    await expect(relax.getAttribute('href')).resolves.toBe('/cerca');
    expect(numberIn(await relax.locator('.zero-results__count').textContent())).toBeGreaterThan(0);
    await page.goto(marketUrl('de', '/suchen?textSearch=zzz'), { waitUntil: 'load' });
    await expect(page.locator('.zero-results__ai').count()).resolves.toBe(0);
    await expect(page.locator('.zero-results__title').textContent()).resolves.toBe('Es gibt keine Reisen, die zu deiner Suche passen');
    // What was typed is shown as text, never as markup.
    await page.goto(marketUrl('it', `/cerca?textSearch=${encodeURIComponent('<img src=x onerror=alert(1)>zz')}`), { waitUntil: 'load' });
    await expect(page.locator('.zero-results__searched').textContent()).resolves.toContain('<img src=x onerror=alert(1)>zz');
    await expect(page.locator('.zero-results__searched img').count()).resolves.toBe(0);
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('active filters (item 4)', () => {
  test('every active filter is a chip that removes it, with and without JavaScript; the Filters button counts them', async () => {
    const query = '/cerca?durations[]=MAX_10&discounted=true&priceTo=300000&continentId[]=2';
    // Without JavaScript: chips are links.
    // (A plain context: without script the module preloads are refused, which a checked page reports.)
    const context = await browser.newContext({ ...devices.phone, javaScriptEnabled: false });
    await presetConsent(context);
    const plain = { page: await context.newPage() };
    await plain.page.goto(marketUrl('it', query), { waitUntil: 'load' });
    await expect(plain.page.locator('.filter-chip').count()).resolves.toBe(4);
    await expect(plain.page.locator('[data-filters-count]').textContent()).resolves.toBe('4');
    await expect(plain.page.locator('.filter-chip[data-filter-chip="price"]').textContent()).resolves.toContain('3.000 €');
    await plain.page.locator('.filter-chip[data-filter-chip="discounted"]').click();
    await plain.page.waitForURL((url) => !url.search.includes('discounted'));
    await expect(plain.page.locator('.filter-chip').count()).resolves.toBe(3);
    expect(new URL(plain.page.url()).searchParams.get('durations[]')).toBe('MAX_10');
    await plain.page.locator('.active-filters__clear').click();
    await plain.page.waitForURL((url) => url.search === '');
    await expect(plain.page.locator('.filter-chip').count()).resolves.toBe(0);
    await expect(plain.page.locator('[data-filters-count]').count()).resolves.toBe(0);
    await context.close();

    // With JavaScript (desktop): a chip updates the results in place.
    const checked = await newCheckedPage(browser, { ...devices.desktop });
    const { page } = checked;
    await page.goto(marketUrl('it', query), { waitUntil: 'load' });
    await waitForIsland(page, 'ResultsRegion');
    const before = numberIn(await page.locator('.page-heading__lead').textContent());
    await page.locator('.filter-chip[data-filter-chip="continent"]').click();
    await page.waitForURL((url) => !url.search.includes('continentId'));
    await page.waitForFunction(() => document.querySelectorAll('.filter-chip').length === 3);
    expect(numberIn(await page.locator('.page-heading__lead').textContent())).toBeGreaterThanOrEqual(before);
    checked.assertNoProblems();
    await checked.close();
  });

  test('a price ceiling typed in the currency shown: euros in Italy, dollars in the US, pounds on a GBP view', async () => {
    const checked = await newCheckedPage(browser, { ...devices.desktop });
    const { page, context } = checked;
    const cardPrices = () => page.locator('.search-results .price__now').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    // Italy: type 2000 into the maximum and the results apply it.
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'load' });
    await waitForIsland(page, 'AutoSubmit');
    await page.locator('input[name="priceMax"]').fill('2000');
    await page.locator('input[name="priceMax"]').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('priceMax') === '2000');
    await page.waitForFunction(() => document.querySelector('.filter-chip[data-filter-chip="price"]'));
    await expect(page.locator('.filter-chip[data-filter-chip="price"]').textContent()).resolves.toContain('2.000 €');
    const euros = await cardPrices();
    expect(euros.length).toBeGreaterThan(0);
    for (const price of euros) expect(numberIn(price), price).toBeLessThanOrEqual(2000);
    // US: dollars.
    await page.goto(marketUrl('us', '/search?priceMax=2000'), { waitUntil: 'load' });
    await expect(page.locator('.filter-chip[data-filter-chip="price"]').textContent()).resolves.toContain('$2,000');
    const dollars = await cardPrices();
    expect(dollars.length).toBeGreaterThan(0);
    for (const price of dollars) {
      expect(price).toContain('$');
      expect(numberIn(price), price).toBeLessThanOrEqual(2000);
    }
    // en-WE shown in pounds: the bound is compared with the pound prices.
    await context.addCookies([{ name: 'caravan_currency', value: 'GBP', domain: 'en.localhost', path: '/' }]);
    await page.goto(marketUrl('we', '/search?priceMax=1500'), { waitUntil: 'load' });
    await expect(page.locator('.filter-chip[data-filter-chip="price"]').textContent()).resolves.toContain('£1,500');
    const pounds = await cardPrices();
    expect(pounds.length).toBeGreaterThan(0);
    for (const price of pounds) {
      expect(price).toContain('£');
      expect(numberIn(price), price).toBeLessThanOrEqual(1500);
    }
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone filters panel: the counts beside the choices follow what is ticked, before Apply', async () => {
    const checked = await newCheckedPage(browser, { ...devices.phone });
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca?modal=filters'), { waitUntil: 'load' });
    await waitForIsland(page, 'FiltersModal');
    const continentCount = page.locator('input[name="continentId[]"]').first().locator('xpath=..').locator('.check__count');
    const before = numberIn(await continentCount.textContent());
    await page.locator('input[name="durations[]"][value="MAX_6"]').check();
    await page.waitForFunction(
      (was) => Number(document.querySelector('input[name="continentId[]"]')?.closest('label')?.querySelector('.check__count')?.textContent) !== was,
      before,
      { timeout: 10_000 },
    );
    expect(numberIn(await continentCount.textContent())).toBeLessThan(before);
    expect(new URL(page.url()).searchParams.has('durations[]')).toBe(false);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: the closed filters panel is laid out while the page is idle, hidden: no tap or Tab reaches it; it opens in that place and closes back to it', async () => {
    const checked = await newCheckedPage(browser, { ...devices.phone });
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'load' });
    // Prepared in steps at idle (client/islands/search/filtersSheet.ts); the last releases every facet.
    await page.waitForFunction(() => document.documentElement.dataset.filtersSheet === '3', undefined, { timeout: 15_000 });
    const panel = page.locator('.search-filters');
    const state = () =>
      panel.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { visibility: getComputedStyle(el).visibility, box: [box.left, box.top, box.width, box.height], hit: el.contains(hit) };
      });
    const closed = await state();
    // Where it opens (the whole screen), but hidden: a tap there reaches the page.
    expect(closed).toEqual({ visibility: 'hidden', box: [0, 0, 375, 812], hit: false });
    expect(await panel.isVisible()).toBe(false);
    // Tab goes through the page without ever entering it.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.search-filters'))), `Tab ${i + 1}`).toBe(false);
    }
    await page.locator('.search-toolbar__filters').tap();
    await page.locator('.search-filters--open').waitFor({ state: 'visible', timeout: 15_000 });
    await expect.poll(state, { timeout: 5_000 }).toEqual({ visibility: 'visible', box: [0, 0, 375, 812], hit: true });
    await page.keyboard.press('Escape');
    await page.locator('.search-filters--open').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await state()).toEqual(closed);
    expect(await page.evaluate(() => document.documentElement.dataset.filtersSheet)).toBe('3');
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('departures calendar (item 9)', () => {
  const calendarUrl = '/cerca?modal=calendar&type=tours&layout=calendar';

  test('the menu link opens a dialog with the months and their lowest prices, a keyboard grid and a list; a month becomes the date filter', async () => {
    const checked = await newCheckedPage(browser, { ...devices.desktop });
    const { page } = checked;
    await page.goto(marketUrl('it', calendarUrl), { waitUntil: 'load' });
    const dialog = page.locator('dialog[data-query-modal="tours"]');
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-query-modal="tours"]')?.open === true);
    await expect(dialog.locator('.modal__title').textContent()).resolves.toBe('Calendario partenze');
    const months = dialog.locator('.departures-months__link');
    expect(await months.count()).toBeGreaterThan(1);
    await expect(months.first().locator('.departures-months__price').textContent()).resolves.toMatch(/^da \d[\d.]* €$/);
    // The trip page's grid: arrow keys move between days.
    const day = dialog.locator('.calendar a.calendar__day[tabindex="0"]').first();
    await day.waitFor({ timeout: 15_000 });
    await day.focus();
    const from = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date);
    await page.keyboard.press('ArrowDown');
    const to = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date);
    expect(to).not.toBe(from);
    // The list layout.
    await dialog.locator('[data-calendar-layout="list"]').click();
    await page.waitForURL((url) => url.searchParams.get('layout') === 'list');
    await expect(dialog.locator('.departures-calendar__list').isVisible()).resolves.toBe(true);
    await expect(dialog.locator('.departures-calendar__grid').isVisible()).resolves.toBe(false);
    // A month: the results of its dates, without the modal's parameters.
    const month = await months.nth(1).getAttribute('data-month');
    await months.nth(1).click();
    await page.waitForURL((url) => url.searchParams.get('dateFrom') === `${month}-01` && !url.searchParams.has('modal') && !url.searchParams.has('type') && !url.searchParams.has('layout'));
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog[data-query-modal="tours"]')?.open);
    await expect(page.locator('.filter-chip[data-filter-chip="dates"]').count()).resolves.toBe(1);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: full screen; Escape and Back close it and remove modal, type and layout', async () => {
    const checked = await newCheckedPage(browser, { ...devices.phone });
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'load' });
    await waitForIsland(page, 'ResultsRegion');
    // Opened from the page (as the menu's link does): Back closes it.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.id = 'open-calendar';
      link.textContent = 'calendar';
      document.querySelector('main')?.appendChild(link);
    }, calendarUrl);
    await page.locator('#open-calendar').click();
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-query-modal="tours"]')?.open === true);
    const box = await page.locator('dialog[data-query-modal="tours"]').boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBeGreaterThanOrEqual(700);
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog[data-query-modal="tours"]')?.open);
    expect(new URL(page.url()).search).toBe('');
    // Deep link: Escape closes and the URL loses the three parameters.
    await page.goto(marketUrl('it', `${calendarUrl}&durations[]=MAX_10`), { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-query-modal="tours"]')?.open === true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('modal') && !url.searchParams.has('type') && !url.searchParams.has('layout'));
    expect(new URL(page.url()).searchParams.get('durations[]')).toBe('MAX_10');
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('talk-to-us pill on phones (item 11)', () => {
  test('never covers a result card, from the top of the results to the footer', async () => {
    const checked = await newCheckedPage(browser, { ...devices.phone });
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'load' });
    await waitForIsland(page, 'ResultsRegion');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let seen = 0;
    for (let y = 0; y < height; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // The observer answers within a frame or two: wait for two frames, not a time.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const overlap = await page.evaluate(() => {
        const pill = document.querySelector('.talk-bar');
        if (!pill || getComputedStyle(pill).display === 'none') return null;
        const p = pill.getBoundingClientRect();
        return Array.from(document.querySelectorAll('.search-results .travel-card')).some((card) => {
          const c = card.getBoundingClientRect();
          return c.left < p.right && c.right > p.left && c.top < p.bottom && c.bottom > p.top;
        });
      });
      if (overlap === null) continue;
      seen++;
      expect(overlap, `scrolled to ${y}`).toBe(false);
    }
    // It is still there, where it covers nothing (past the list).
    expect(seen).toBeGreaterThan(0);
    checked.assertNoProblems();
    await checked.close();
  });
});
