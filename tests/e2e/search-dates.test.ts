// Issue 11 in Chromium, on a desktop window and a phone: what the date picker highlights is what
// is searched and labelled (in the market's words), the flexible-date search from the widget,
// the destination combobox by keyboard with focus kept, the dropdown surviving a scroll to its
// last row, and modals: a backdrop click closes them, and closing leaves no dead Back.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addIsoDays, formatDayRange, toIsoDay } from '../../shared/dates';
import { axeViolations, devices, formatAxe, launchBrowser, marketUrl, newCheckedPage, quiet, settle, waitForClient, waitForIsland, type LocalMarket } from './lib';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Device = keyof typeof devices;
const both: Device[] = ['desktop', 'phone'];
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** First day of the month `step` months after today's (Rome). */
function monthStart(step: number): string {
  const today = toIsoDay(new Date(), 'Europe/Rome')!;
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
const dayOf = (monthFirst: string, day: number) => addIsoDays(monthFirst, day - 1)!;

interface Widget {
  page: Page;
  /** Where the widget's sections are: the dropdown (desktop) or the full-screen dialog (phone). */
  scope: Locator;
  bar: Locator;
  whenValue: () => Promise<string>;
  press(locator: Locator): Promise<void>;
}

async function openWidget(page: Page, device: Device, market: LocalMarket = 'it'): Promise<Widget> {
  await page.goto(marketUrl(market, '/'), { waitUntil: 'networkidle' });
  await waitForIsland(page, 'SearchWidget');
  const bar = page.locator('.search-widget--cover');
  const scope = device === 'phone' ? bar.locator('.search-modal') : bar.locator('.search-widget__dropdown');
  const press = (locator: Locator) => (device === 'phone' ? locator.tap() : locator.click());
  return {
    page,
    scope,
    bar,
    press,
    whenValue: async () => plain(await (device === 'phone' ? scope.locator('.search-modal__summary').nth(1) : bar.locator('.search-widget__value')).textContent()),
  };
}

/** Opens "when" on the dates tab (its name in the market's language), the calendar moved on to next month. */
async function openDates(w: Widget, tab = 'Date'): Promise<void> {
  await w.press(w.bar.locator('.search-widget__when'));
  await w.press(w.scope.getByRole('tab', { name: tab, exact: true }));
  await w.press(w.scope.locator('.range-picker__nav button').nth(1));
}

/** A day button of the n-th calendar table shown. */
const day = (w: Widget, table: number, n: number) => w.scope.locator('table.range-picker__month').nth(table).locator('.range-picker__day', { hasText: new RegExp(`^${n}$`) });

describe('date picker: what is highlighted is what is searched', () => {
  for (const device of both) {
    test(`${device}: 25, 28, then the 10th of the next month starts a new range in state, highlight, label and URL`, async () => {
      const checked = await newCheckedPage(browser, devices[device]);
      const w = await openWidget(checked.page, device);
      await openDates(w);
      const first = monthStart(1);
      const second = monthStart(2);
      await w.press(day(w, 0, 25));
      await w.press(day(w, 0, 28));
      expect(await w.whenValue()).toBe(plain(formatDayRange(dayOf(first, 25), dayOf(first, 28), 'it')));
      expect(await w.scope.locator('.range-picker__day.is-in-range').count()).toBe(2);
      // The phone shows one month at a time.
      if (device === 'phone') await w.press(w.scope.locator('.range-picker__nav button').nth(1));
      await w.press(day(w, device === 'phone' ? 0 : 1, 10));
      const selected = w.scope.locator('.range-picker__day.is-selected');
      expect(await selected.count()).toBe(1);
      expect(await selected.textContent()).toBe('10');
      expect(await w.scope.locator('.range-picker__day.is-in-range').count()).toBe(0);
      const label = await w.whenValue();
      expect(label).toBe(plain(formatDayRange(dayOf(second, 10), null, 'it')));
      expect(label).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      // A selected day keeps its colours under the pointer, and after a tap.
      if (device === 'desktop') await selected.hover();
      expect(await selected.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(20, 33, 61)', 'rgb(255, 255, 255)']);
      const search = device === 'phone' ? w.scope.locator('.search-modal__footer .button--primary') : w.bar.locator('.search-widget__submit');
      await Promise.all([checked.page.waitForURL(/\/cerca\?/), w.press(search)]);
      const url = new URL(checked.page.url());
      expect([url.searchParams.get('dateFrom'), url.searchParams.get('dateTo')]).toEqual([dayOf(second, 10), dayOf(second, 10)]);
      await settle(checked.page);
      checked.assertNoProblems();
      await checked.close();
    });
  }

  test('phone: the Dates tab shows chosen in the tap itself; the calendar follows it (busy meanwhile), then the tab panel is the calendar', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const w = await openWidget(checked.page, 'phone');
    await w.press(w.bar.locator('.search-widget__when'));
    const tab = w.scope.getByRole('tab', { name: 'Date', exact: true });
    await tab.waitFor();
    // What the tap's own task leaves for the next paint: the tab chosen, the panel still the
    // previous one and marked busy (the calendar renders in a deferred render, issue 33 item 4).
    const atOnce = await tab.evaluate(async (button: HTMLElement) => {
      button.click();
      // React renders a tap's update in a microtask at the end of it, not in a task of its own.
      await Promise.resolve();
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      return { selected: button.getAttribute('aria-selected'), busy: panel?.getAttribute('aria-busy') ?? null, calendar: Boolean(panel?.querySelector('.range-picker')) };
    });
    expect(atOnce).toEqual({ selected: 'true', busy: 'true', calendar: false });
    const panel = w.scope.getByRole('tabpanel');
    await panel.locator('.range-picker').waitFor({ timeout: 5_000 });
    expect(await panel.getAttribute('aria-busy')).toBeNull();
    expect(await panel.getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
    checked.assertNoProblems();
    await checked.close();
  });

  test('the label is in each market’s words: US English, German', async () => {
    const checked = await newCheckedPage(browser, devices.desktop);
    for (const [market, tab] of [['us', 'Dates'], ['de', 'Daten']] as const) {
      const w = await openWidget(checked.page, 'desktop', market);
      await openDates(w, tab);
      const first = monthStart(1);
      await w.press(day(w, 0, 25));
      await w.press(day(w, 1, 3));
      const id = market === 'us' ? 'us' : 'de';
      expect(await w.whenValue(), market).toBe(plain(formatDayRange(dayOf(first, 25), dayOf(monthStart(2), 3), id)));
    }
    checked.assertNoProblems();
    await checked.close();
  });

  test('desktop keyboard: one day in the tab order, arrows move across days and months, Enter picks', async () => {
    const checked = await newCheckedPage(browser, devices.desktop);
    const { page } = checked;
    const w = await openWidget(page, 'desktop');
    await openDates(w);
    const tabbable = w.scope.locator('.range-picker__day[tabindex="0"]');
    expect(await tabbable.count()).toBe(1);
    const first = monthStart(1);
    expect(await tabbable.getAttribute('data-date')).toBe(first);
    await tabbable.focus();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(dayOf(first, 2));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(dayOf(first, 9));
    await page.keyboard.press('Enter');
    expect(await w.whenValue()).toBe(plain(formatDayRange(dayOf(first, 2), dayOf(first, 9), 'it')));
    // Past the two months shown, the calendar moves on and the focus follows.
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
    const moved = addIsoDays(dayOf(first, 9), 63)!;
    expect(moved.slice(0, 7)).toBe(monthStart(3).slice(0, 7));
    expect(await focused()).toBe(moved);
    expect(await w.scope.locator('table.range-picker__month caption').first().textContent()).not.toBe(await w.scope.locator('table.range-picker__month caption').nth(1).textContent());
    checked.assertNoProblems();
    await checked.close();
  });

  test('desktop: the dropdown stays open while scrolling to its last week, closes once scrolled well past it', async () => {
    const checked = await newCheckedPage(browser, { viewport: { width: 1280, height: 700 } });
    const w = await openWidget(checked.page, 'desktop');
    await openDates(w);
    const dropdown = w.bar.locator('.search-widget__dropdown');
    // Scroll until the dropdown's bottom (its last calendar week and buttons) is in view: more than 250 px.
    const bottom = await dropdown.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeGreaterThan(700);
    await checked.page.mouse.wheel(0, bottom - 700 + 60);
    await quiet(checked.page);
    expect(await dropdown.isVisible()).toBe(true);
    await w.press(w.scope.locator('table.range-picker__month').nth(0).locator('.range-picker__day').last());
    expect(await dropdown.isVisible()).toBe(true);
    await checked.page.mouse.wheel(0, 2500);
    await expect.poll(() => dropdown.count()).toBe(0);
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('flexible dates from the widget', () => {
  for (const device of both) {
    test(`${device}: ± 3 days and 7–10 days land on results with the flexible filters applied`, async () => {
      const checked = await newCheckedPage(browser, devices[device]);
      const { page } = checked;
      const w = await openWidget(page, device);
      await openDates(w);
      const first = monthStart(1);
      await w.press(day(w, 0, 10));
      await w.press(day(w, 0, 14));
      await w.press(w.scope.locator('.chip', { hasText: '± 3 giorni' }));
      expect(await w.scope.locator('.range-picker__day.is-flex').count()).toBe(6);
      await w.press(w.scope.locator('.chip', { hasText: '7–10 giorni' }));
      const findings = await axeViolations(page);
      expect(findings, formatAxe(findings)).toEqual([]);
      expect(await w.whenValue()).toBe(`${plain(formatDayRange(dayOf(first, 10), dayOf(first, 14), 'it'))} ±3 · 7–10 giorni`);
      const search = device === 'phone' ? w.scope.locator('.search-modal__footer .button--primary') : w.bar.locator('.search-widget__submit');
      await Promise.all([page.waitForURL(/\/cerca\?/), w.press(search)]);
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ dateFrom: dayOf(first, 10), dateTo: dayOf(first, 14), flex: '3', durationFrom: '7', durationTo: '10' });
      // The results filters show the same choices, and the count is the catalogue's for them.
      await waitForIsland(page, 'AutoSubmit');
      expect(await page.locator('.filters select[name="flex"]').inputValue()).toBe('3');
      expect(await page.locator('.filters input[name="durationFrom"]').inputValue()).toBe('7');
      const counted = await page.evaluate(async (query) => ((await (await fetch(`/api/search/count?${query}`)).json()) as { count: number }).count, url.search.slice(1));
      expect(plain(await page.locator('.page-heading__lead').textContent())).toMatch(new RegExp(`^${counted} `));
      await settle(page);
      checked.assertNoProblems();
      await checked.close();
    });
  }

  test('desktop: any weekend of a month from the widget; the results filter changes it in place of the dates', async () => {
    const checked = await newCheckedPage(browser, devices.desktop);
    const { page } = checked;
    const w = await openWidget(page, 'desktop');
    await w.press(w.bar.locator('.search-widget__when'));
    await w.press(w.scope.getByRole('tab', { name: 'Flessibile' }));
    const month = w.scope.locator('.when-panel .chip').nth(2);
    await w.press(month);
    expect(await month.getAttribute('aria-pressed')).toBe('true');
    expect(await w.whenValue()).toMatch(/^Weekend di \S+ 20\d\d$/);
    await Promise.all([page.waitForURL(/weekendsOf=/), w.press(w.bar.locator('.search-widget__submit'))]);
    const weekendsOf = new URL(page.url()).searchParams.get('weekendsOf');
    expect(weekendsOf).toBe(monthStart(2).slice(0, 7));
    await waitForIsland(page, 'AutoSubmit');
    expect(await page.locator('.filters select[name="weekendsOf"]').inputValue()).toBe(weekendsOf);
    await Promise.all([page.waitForURL((url) => !url.search.includes('weekendsOf')), page.locator('.filters select[name="weekendsOf"]').selectOption('')]);
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });
});

describe('destination combobox by keyboard', () => {
  for (const device of both) {
    test(`${device}: ArrowDown moves the active option, Enter chooses it, Escape closes; focus stays on the input`, async () => {
      const checked = await newCheckedPage(browser, devices[device]);
      const { page } = checked;
      const w = await openWidget(page, device);
      const barInput = w.bar.locator('.search-widget__input');
      await w.press(barInput);
      const input = device === 'phone' ? w.scope.locator('input[role="combobox"]') : barInput;
      await input.focus();
      await input.pressSequentially('giap');
      const giappone = w.scope.locator('[role="option"]', { hasText: 'Giappone' });
      await giappone.waitFor({ timeout: 10_000 });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await giappone.getAttribute('id'));
      expect(await giappone.getAttribute('aria-selected')).toBe('true');
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      const findings = await axeViolations(page);
      expect(findings, formatAxe(findings)).toEqual([]);
      await page.keyboard.press('Enter');
      expect(await input.inputValue()).toBe('Giappone');
      expect(await w.scope.locator('[role="listbox"]').count()).toBe(0);
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      if (device === 'desktop') {
        // Escape from inside the dropdown gives focus back to the field that opened it.
        await w.press(w.bar.locator('.search-widget__when'));
        const inDropdown = () => page.evaluate(() => Boolean(document.activeElement?.closest('.search-widget__dropdown')));
        // The dropdown follows the bar (and its search button) in tab order.
        for (let i = 0; i < 3 && !(await inDropdown()); i++) await page.keyboard.press('Tab');
        expect(await inDropdown()).toBe(true);
        await page.keyboard.press('Escape');
        expect(await w.bar.locator('.search-widget__dropdown').count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.classList.contains('search-widget__when'))).toBe(true);
        // Escape on the input with the listbox open closes it, focus stays, nothing reopens.
        await barInput.fill('per');
        await w.scope.locator('[role="option"]').first().waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Escape');
        await quiet(page);
        expect(await w.bar.locator('.search-widget__dropdown').count()).toBe(0);
        expect(await barInput.evaluate((el) => el === document.activeElement)).toBe(true);
      } else {
        // Escape closes the phone dialog; focus returns to the bar without reopening it.
        await page.keyboard.press('Escape');
        await quiet(page);
        expect(await w.scope.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.closest('.search-widget--cover') !== null)).toBe(true);
      }
      checked.assertNoProblems();
      await checked.close();
    });
  }
});

describe('query-parameter modals', () => {
  async function tripPage(page: Page): Promise<string> {
    await page.goto(marketUrl('it', '/viaggi'), { waitUntil: 'networkidle' });
    const trip = (await page.locator('.travel-card__link').first().getAttribute('href'))!;
    await Promise.all([page.waitForURL((url) => url.pathname === trip), page.locator('.travel-card__link').first().click()]);
    await waitForClient(page);
    return trip;
  }

  for (const device of both) {
    test(`${device}: a click on the backdrop closes the modal; Back after closing leaves the page`, async () => {
      const checked = await newCheckedPage(browser, devices[device]);
      const { page } = checked;
      const trip = await tripPage(page);
      const open = async () => {
        await page.locator('a[href="?modal=gallery&type=gallery"]').first().click();
        await page.waitForSelector('dialog[data-query-modal="gallery"][open]');
      };
      await open();
      // Outside the dialog's box: its ::backdrop.
      const box = (await page.locator('dialog[data-query-modal="gallery"]').boundingBox())!;
      const x = Math.max(2, box.x - 8);
      if (device === 'phone') await page.touchscreen.tap(x, box.y + 40);
      else await page.mouse.click(x, box.y + 40);
      await page.waitForFunction(() => !location.search.includes('modal=') && !document.querySelector('dialog[data-query-modal][open]'));
      // A click inside the dialog does not close it.
      await open();
      await page.locator('dialog[data-query-modal="gallery"] .modal__title').click();
      await quiet(page);
      expect(await page.locator('dialog[data-query-modal="gallery"][open]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !location.search.includes('modal='));
      expect(new URL(page.url()).pathname).toBe(trip);
      // Two modals opened and closed: the first Back leaves the trip page.
      await page.goBack();
      await page.waitForURL((url) => url.pathname !== trip);
      expect(new URL(page.url()).pathname).toBe('/viaggi');
      await settle(page);
      checked.assertNoProblems();
      await checked.close();
    });
  }

  test('phone: Back after closing the filters modal leaves the results page', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/viaggi'), { waitUntil: 'networkidle' });
    await page.goto(marketUrl('it', '/cerca'), { waitUntil: 'networkidle' });
    // The panel wakes on this tap (its click held and replayed): no wait for it beforehand.
    await page.locator('.search-toolbar__filters').tap();
    await page.locator('.search-filters--open').waitFor({ state: 'visible' });
    await page.locator('.search-filters__close').tap();
    await page.waitForFunction(() => !location.search.includes('modal=') && !document.querySelector('.search-filters--open'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/viaggi');
    checked.assertNoProblems();
    await checked.close();
  });
});
