// Issue 5 in a real browser: the search widget (lookup, continent, month, history), the
// results page (filters, sort, paging, back/forward restore), date picking and modals.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, formatAxe, launchBrowser, marketUrl, newCheckedPage, settle, waitForClient, waitForIsland } from './lib';

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
      const input = device.label === 'phone' ? widget.locator('.search-modal input[role=combobox]') : widget.locator('.search-widget__input');
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
    // The label is in the market's words (tests/e2e/search-dates.test.ts checks it exactly), never ISO.
    const value = await widget.locator('.search-widget__value').textContent();
    expect(value).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(value).toMatch(/^\d{1,2}\D.* 20\d\d$/);
    const selected = await widget.locator('.range-picker__day.is-selected').allTextContents();
    expect(selected.map(Number)).toHaveLength(2);
    await widget.locator('.range-picker__nav button').first().click();
    expect(await widget.locator('.range-picker__day[disabled]').count()).toBeGreaterThan(0);
    checked.assertNoProblems();
    await checked.close();
  });
});

/** The results region shows the current URL's results (client/ui/resultsRegion.ts updates it in place). */
async function resultsSettled(page: import('playwright-core').Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-fragment-region][aria-busy]'), undefined, { timeout: 15_000 });
}

describe('results page', () => {
  test('filters, sort and paging live in the URL; back restores them', async () => {
    const checked = await newCheckedPage(browser);
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'AutoSubmit');
    const total = await page.locator('[role=status]').first().textContent();
    await page.locator('.filters input[value="MAX_10"]').check();
    await page.waitForURL(/durations/);
    await resultsSettled(page);
    expect(page.url()).toContain('durations%5B%5D=MAX_10');
    expect(page.url()).not.toContain('dateFrom=');
    const filtered = await page.locator('[role=status]').first().textContent();
    expect(filtered).not.toBe(total);
    await waitForIsland(page, 'AutoSubmit');
    await page.selectOption('#sort-select', 'price:asc');
    await page.waitForURL(/sort=price%3Aasc|sort=price:asc/);
    await resultsSettled(page);
    const prices = await page.locator('.search-results .price__now').allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.locator('.pagination a[rel=next]').click();
    await page.waitForURL(/page=2/);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=2'));
    // Back stays in the same document: the results and the controls follow the URL.
    await resultsSettled(page);
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
    // Opens after the spec's 200 ms delay (without a reload once FiltersModal is awake).
    await page.locator('.search-filters--open').waitFor({ state: 'visible' });
    checked.assertNoProblems();
    await checked.close();
  });

  const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;
  const numberIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);

  test('phone: ticking in the filters modal counts in place; Apply shows, in place, what it counted', async () => {
    const checked = await newCheckedPage(browser, phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca?modal=filters'), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'FiltersModal');
    await waitForIsland(page, 'AutoSubmit');
    const opened = page.url();
    const panel = page.locator('.search-filters--open');
    const apply = panel.locator('.filters__apply');
    const before = await apply.textContent();
    expect(before).toMatch(/^Mostra \d+ partenze$/);
    const countRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/count')) countRequests.push(request.url());
    });
    await panel.locator('input[value="MAX_10"]').tap();
    await panel.locator('input[name="discounted"]').tap();
    await expect.poll(async () => (await apply.getAttribute('aria-busy')) === null && (await apply.textContent()) !== before, { timeout: 10_000 }).toBe(true);
    const counted = numberIn(await apply.textContent());
    expect(counted).not.toBe(numberIn(before));
    expect(countRequests.at(-1)).toMatch(/durations%5B%5D=MAX_10.*discounted=true/);
    // No navigation: same URL, same document, the panel still open with both boxes ticked.
    expect(page.url()).toBe(opened);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('input[value="MAX_10"]').isChecked()).toBe(true);
    expect(await panel.locator('input[name="discounted"]').isChecked()).toBe(true);
    // Nothing fixed hides the apply button: inside the viewport and what is hit at its centre.
    const box = (await apply.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    expect(await apply.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
    })).toBe(true);
    expect(await page.locator('.talk-bar').evaluateAll((bars) => bars.every((bar) => getComputedStyle(bar).visibility === 'hidden'))).toBe(true);
    await Promise.all([page.waitForURL((url) => url.search.includes('durations')), apply.tap()]);
    await resultsSettled(page);
    const applied = new URL(page.url());
    expect(applied.searchParams.getAll('durations[]')).toEqual(['MAX_10']);
    expect(applied.searchParams.get('discounted')).toBe('true');
    for (const key of ['modal', 'type', 'layout', 'dateFrom', 'price']) expect(applied.searchParams.has(key), key).toBe(false);
    expect(numberIn(await page.locator('.page-heading__lead').textContent())).toBe(counted);
    expect(await page.locator('.search-filters--open').count()).toBe(0);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: when the count cannot be had, the apply button still applies, without a number', async () => {
    const checked = await newCheckedPage(browser, { ...phone, allow: [/search\/count/] });
    const { page } = checked;
    await page.route('**/api/search/count?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.goto(marketUrl('it', '/cerca?modal=filters'), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'FiltersModal');
    const apply = page.locator('.search-filters--open .filters__apply');
    await page.locator('.search-filters--open input[value="MAX_6"]').tap();
    await expect.poll(() => apply.textContent(), { timeout: 10_000 }).toBe('Mostra le partenze');
    expect(await apply.getAttribute('aria-busy')).toBeNull();
    await Promise.all([page.waitForURL((url) => url.search.includes('durations')), apply.tap()]);
    expect(new URL(page.url()).searchParams.getAll('durations[]')).toEqual(['MAX_6']);
    await checked.close();
  });

  test('phone: the filters modal takes focus, keeps it, and gives it back on Escape', async () => {
    const checked = await newCheckedPage(browser, phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca?modal=filters'), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'FiltersModal');
    const inPanel = () => page.evaluate(() => Boolean(document.activeElement?.closest('.search-filters--open')));
    await expect.poll(inPanel).toBe(true);
    const findings = await axeViolations(page);
    expect(findings, formatAxe(findings)).toEqual([]);
    // Tab cycles inside: Shift+Tab from the start lands on Apply, Tab from Apply back at the top.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('filters__apply'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inPanel()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches('.search-filters__head *'))).toBe(true);
    // A change not applied is dropped on close.
    await page.locator('.search-filters--open input[value="OVER_10"]').tap();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !location.search.includes('modal=') && !document.querySelector('.search-filters--open'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('search-toolbar__filters'))).toBe(true);
    expect(await page.locator('.filters input[value="OVER_10"]').isChecked()).toBe(false);
    // The Filters button opens it again without a reload; the close button closes it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.search-toolbar__filters').tap();
    await page.locator('.search-filters--open').waitFor({ state: 'visible' });
    expect(page.url()).toContain('modal=filters');
    await expect.poll(inPanel).toBe(true);
    await page.locator('.search-filters__close').tap();
    await page.waitForFunction(() => !location.search.includes('modal=') && !document.querySelector('.search-filters--open'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('search-toolbar__filters'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: letters typed while the search wakes open the dialog with them; the bar\'s blur renders after the opening task', async () => {
    const checked = await newCheckedPage(browser, phone);
    const { page } = checked;
    // The search buttons' state changing during the task that opens the dialog (showModal's
    // own task, through its microtasks): what the bar's blur renders, if it renders there.
    await page.addInitScript(() => {
      const seen: string[] = [];
      let opening = false;
      Object.assign(window, { __openingChanges: seen });
      new MutationObserver((records) => {
        if (!opening) return;
        for (const record of records) seen.push(`${record.attributeName} on ${(record.target as Element).className}`);
      }).observe(document, { subtree: true, attributeFilter: ['disabled'] });
      const showModal = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        if (!this.classList.contains('search-modal')) return showModal.call(this);
        opening = true;
        // A posted message runs in a later task, before any task posted after it (React's
        // scheduler posts its own): everything the opening task ran, microtasks included, is
        // behind it.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (opening = false);
        channel.port2.postMessage(null);
        return showModal.call(this);
      };
    });
    // The widget's code is held back while the letters are typed into the page as served.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/SearchWidget-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(marketUrl('it', '/'), { waitUntil: 'networkidle' });
    await waitForClient(page);
    await page.locator('.search-widget--cover input[name="textSearch"]').tap();
    await page.keyboard.type('gia');
    release();
    const dialog = page.locator('.search-widget--cover dialog.search-modal[open]');
    await dialog.waitFor();
    const field = dialog.locator('input[role=combobox]');
    await expect.poll(() => field.inputValue()).toBe('gia');
    // The bar's blur (focus gone into the dialog) enables the dialog's search button, later.
    await expect.poll(() => dialog.locator('.search-widget__footer .button--primary, .search-modal__footer .button--primary').first().isDisabled()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __openingChanges: string[] }).__openingChanges)).toEqual([]);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: the search dialog and the menu drawer cover the page behind without moving it', async () => {
    const checked = await newCheckedPage(browser, phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/'), { waitUntil: 'networkidle' });
    await waitForClient(page);
    const layout = () => page.evaluate(() => ({ height: document.documentElement.scrollHeight, y: window.scrollY }));
    const skipped = () =>
      page.evaluate(() => ({
        covered: document.documentElement.dataset.covered ?? null,
        blocks: [...document.querySelectorAll('.custom-page > .block')].map((block) => getComputedStyle(block).contentVisibility),
        footer: getComputedStyle(document.querySelector('.site-footer')!).contentVisibility,
      }));
    const before = await layout();
    expect(await skipped()).toMatchObject({ covered: null, footer: 'visible' });
    expect((await skipped()).blocks.every((value) => value === 'visible')).toBe(true);
    await page.locator('.search-widget--cover input[name="textSearch"]').tap();
    const dialog = page.locator('.search-widget--cover dialog.search-modal[open]');
    await dialog.waitFor();
    // Behind the full-screen dialog the blocks and the footer are not rendered, at their own height.
    const covered = await skipped();
    expect(covered.covered).toBe('whole');
    expect(covered.blocks.length).toBeGreaterThan(2);
    expect(covered.blocks.every((value) => value === 'hidden')).toBe(true);
    expect(covered.footer).toBe('hidden');
    expect(await layout()).toEqual(before);
    // The closed sections render once the dialog shows: "Quando" opens onto its tabs.
    await dialog.locator('summary', { hasText: 'Quando' }).tap();
    await dialog.locator('.tabs__tab', { hasText: 'Date' }).waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    // Uncovered by the dialog's close event, a task after it lost [open].
    await expect.poll(async () => (await skipped()).covered).toBeNull();
    const uncovered = await skipped();
    expect(uncovered.blocks.every((value) => value === 'visible')).toBe(true);
    expect(uncovered.footer).toBe('visible');
    expect(await layout()).toEqual(before);
    // The menu drawer leaves the page showing through its backdrop: only what is off the screen is skipped.
    await page.locator('.burger').tap();
    const drawer = page.locator('dialog.mobile-menu[open]');
    await drawer.waitFor();
    const partly = await skipped();
    expect(partly.covered).toBe('part');
    expect(partly.blocks.every((value) => value === 'auto')).toBe(true);
    expect(partly.footer).toBe('auto');
    expect(await layout()).toEqual(before);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(async () => (await skipped()).covered).toBeNull();
    expect(await layout()).toEqual(before);
    await settle(page);
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

  test('phone: on the results page the menu drawer skips the closed filters panel, and builds its list after the tap\'s task', async () => {
    const checked = await newCheckedPage(browser, phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'networkidle' });
    await waitForClient(page);
    // The closed panel, styled and laid out at idle (client/islands/search/filtersSheet.ts).
    await page.waitForSelector('html[data-filters-sheet="3"]', { state: 'attached', timeout: 15_000 });
    const state = () =>
      page.evaluate(() => ({
        covered: document.documentElement.dataset.covered ?? null,
        sheet: getComputedStyle(document.querySelector('.search-filters')!).contentVisibility,
      }));
    expect(await state()).toEqual({ covered: null, sheet: 'visible' });
    await waitForIsland(page, 'MainMenu');
    // What the burger's click left behind when its task ended (React's own work for it is done by
    // then: a listener on window runs after the root's, and microtasks run between them).
    await page.evaluate(() => {
      const seen: { open: boolean; list: boolean }[] = [];
      (window as unknown as { __menuClicks: typeof seen }).__menuClicks = seen;
      window.addEventListener('click', (event) => {
        if (!(event.target as Element).closest('.burger')) return;
        const drawer = document.querySelector<HTMLDialogElement>('dialog.mobile-menu')!;
        seen.push({ open: drawer.open, list: Boolean(drawer.querySelector('.mobile-menu__list')) });
      });
    });
    const clicks = () => page.evaluate(() => (window as unknown as { __menuClicks: { open: boolean; list: boolean }[] }).__menuClicks);
    await page.locator('.burger').tap();
    const drawer = page.locator('dialog.mobile-menu[open]');
    await drawer.waitFor();
    // The drawer is open at once; its list comes in the tasks after the tap, while it slides in.
    expect(await clicks()).toEqual([{ open: true, list: false }]);
    await drawer.locator('.mobile-menu__list > li').first().waitFor();
    expect(await state()).toEqual({ covered: 'part', sheet: 'hidden' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(state).toEqual({ covered: null, sheet: 'visible' });
    // Opened again, the list is there as the drawer opens: kept, not built again.
    await page.locator('.burger').tap();
    await drawer.waitFor();
    expect((await clicks())[1]).toEqual({ open: true, list: true });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // The panel still opens and works after it was skipped.
    await page.locator('.search-toolbar__filters').tap();
    const sheet = page.locator('.search-filters--open');
    await sheet.waitFor({ state: 'visible' });
    const option = sheet.locator('input[type="checkbox"]').first();
    await option.scrollIntoViewIfNeeded();
    await option.check();
    expect(await option.isChecked()).toBe(true);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('modals by query parameters', () => {
  test('gallery opens without reload and closing removes the parameters', async () => {
    const checked = await newCheckedPage(browser);
    const { page } = checked;
    await page.goto(marketUrl('it', '/viaggi'), { waitUntil: 'networkidle' });
    const trip = await page.locator('.travel-card__link').first().getAttribute('href');
    await page.goto(marketUrl('it', trip!), { waitUntil: 'networkidle' });
    await waitForClient(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // The dialog is not in the page: the link fetches it from the page's ?modal= version.
    expect(await page.locator('dialog[data-query-modal="gallery"]').count()).toBe(0);
    // The cover's photos link, on the first screen: it says how many photos there are.
    const coverLink = page.locator('.trip-cover a[href="?modal=gallery&type=gallery"]');
    expect(await coverLink.getAttribute('aria-label')).toMatch(/^Guarda (la foto|tutte le \d+ foto)$/);
    await coverLink.click();
    await page.waitForSelector('dialog[data-query-modal="gallery"][open]');
    expect(page.url()).toContain('modal=gallery');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !location.search.includes('modal='));
    expect(await page.locator('dialog[data-query-modal="gallery"][open]').count()).toBe(0);
    // Kept for the next time: opening it again asks nothing of the network.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    // The photos section's own link opens the same gallery.
    await page.locator('.trip__section a[href="?modal=gallery&type=gallery"]').click();
    await page.waitForSelector('dialog[data-query-modal="gallery"][open]');
    expect(fetched.filter((url) => url.includes('modal=gallery'))).toEqual([]);
    expect(await page.locator('dialog[data-query-modal="gallery"] img').count()).toBeGreaterThan(0);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: an open gallery leaves the trip sections off the screen unrendered, the page unmoved, until it closes', async () => {
    const checked = await newCheckedPage(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const { page } = checked;
    await page.goto(marketUrl('it', '/viaggi'), { waitUntil: 'networkidle' });
    const trip = await page.locator('.travel-card__link').first().getAttribute('href');
    await page.goto(marketUrl('it', trip!), { waitUntil: 'networkidle' });
    await waitForClient(page);
    const layout = () => page.evaluate(() => ({ height: document.documentElement.scrollHeight, y: window.scrollY }));
    // The sections' state, and whether the last one's heading is rendered at all (a skipped subtree is not).
    const behind = () =>
      page.evaluate(() => {
        const sections = [...document.querySelectorAll('.trip__main > *')];
        return {
          covered: document.documentElement.dataset.covered ?? null,
          sections: sections.map((section) => getComputedStyle(section).contentVisibility),
          footer: getComputedStyle(document.querySelector('.site-footer')!).contentVisibility,
          lastHeadingRendered: sections.at(-1)!.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }),
        };
      });
    const before = await layout();
    const open = await behind();
    expect(open).toMatchObject({ covered: null, footer: 'visible', lastHeadingRendered: true });
    expect(open.sections.length).toBeGreaterThan(3);
    expect(open.sections.every((value) => value === 'visible')).toBe(true);
    await page.locator('.trip-cover a[href="?modal=gallery&type=gallery"]').tap();
    const dialog = page.locator('dialog[data-query-modal="gallery"][open]');
    await dialog.waitFor();
    // The gallery's backdrop shows the first screen: what is below it is skipped, at its own height.
    const covered = await behind();
    expect(covered).toMatchObject({ covered: 'part', footer: 'auto', lastHeadingRendered: false });
    expect(covered.sections.every((value) => value === 'auto')).toBe(true);
    expect(await layout()).toEqual(before);
    expect(await dialog.locator('img').first().isVisible()).toBe(true);
    // Back closes it (one history entry), and the page renders whole again where it was.
    await page.goBack();
    await page.waitForFunction(() => !location.search.includes('modal='));
    await expect.poll(async () => (await behind()).covered).toBeNull();
    expect(await behind()).toMatchObject({ footer: 'visible', lastHeadingRendered: true });
    expect(await layout()).toEqual(before);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });
});
