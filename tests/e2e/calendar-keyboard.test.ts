// Issue 14 item 7 in Chromium: the departure calendar of a trip page is a WAI-ARIA keyboard
// grid — one tab stop, arrows by day and week, Home/End to the week row's ends with the
// market's week start, PageUp/PageDown by month across a year end with focus kept on the
// moved-to day, Enter opening a departure — whose day labels say date, status, price and
// seats in the market's language; statuses carry an icon and words; axe finds nothing serious
// in the calendar or in "what the trip is like".
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { markets, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { monthLabel } from '../../shared/calendar';
import { addIsoDays, daysInMonth, weekdayOf } from '../../shared/dates';
import { formatPrice } from '../../shared/money';
import { seatLabel } from '../../shared/tourStatus';
import type { Tour, TravelDetail } from '../../worker/data/types';
import { devices, httpGet, launchBrowser, marketHosts, marketUrl, newCheckedPage, settle, sitePort, waitForIsland, type LocalMarket } from './lib';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const candidates = ['japan-classic', 'vietnam-north-south', 'sri-lanka-tour', 'india-rajasthan', 'japan-alps-kumano'];

/** A trip whose departures run from a December (or earlier) to February (or later) of the next year. */
async function yearEndTrip(): Promise<{ detail: TravelDetail; december: string }> {
  for (const slug of candidates) {
    const detail = await travelDetail('it', slug);
    if (!detail) continue;
    const days = detail.tours.map((tour) => tour.startingDate).sort();
    const first = days[0];
    const last = days[days.length - 1];
    if (!first || !last) continue;
    const year = Number(first.slice(0, 4));
    if (last.slice(0, 7) >= `${year + 1}-02`) return { detail, december: `${year}-12` };
  }
  throw new Error('no seeded trip has departures across a year end');
}

/** The catalogue's trip data as a market's site serves it (GET /api/travels/show). */
async function travelDetail(market: LocalMarket, slug: string): Promise<TravelDetail | null> {
  const response = await httpGet(sitePort(), marketHosts[market], `/api/travels/show?slug=${slug}`);
  return response.status === 200 ? (JSON.parse(response.body) as { data: TravelDetail }).data : null;
}

const focusedDate = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-date]')?.dataset.date ?? null);
const shownMonths = (page: Page) =>
  page.$$eval('.tour-calendar table[role="grid"]', (tables) => tables.filter((t) => (t as HTMLElement).offsetParent !== null).map((t) => (t as HTMLElement).dataset.month));
async function focusedIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.closest('table')!.offsetParent !== null;
  });
}
const tabStops = (page: Page) => page.$$eval('.tour-calendar [tabindex="0"]', (els) => els.map((el) => (el as HTMLElement).dataset.date));

/** The label a departure day must carry, built from the catalogue data and the market's copy. */
function expectedLabel(marketId: MarketId, tour: Tour, selected: boolean): string {
  const config = markets[marketId];
  const copy = resources[config.language];
  const date = new Intl.DateTimeFormat(config.intlLocale, { weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(new Date(`${tour.startingDate}T00:00:00Z`));
  const currency = tour.price[config.currency] !== undefined ? config.currency : 'EUR';
  const price = formatPrice(tour.price[currency]!, currency, marketId);
  const parts = [copy.character.calendar.departure.replace('{{date}}', date).replace('{{status}}', copy.status[tour.salesStatus]).replace('{{price}}', price)];
  const seats = seatLabel(tour);
  const count = (n: number, one: string, other: string) => (n === 1 ? one : other).replace('{{count}}', String(n));
  if (seats === 'confirmedTour') parts.push(count(tour.freeSeats, copy.seat.confirmedTour_one, copy.seat.confirmedTour_other));
  if (seats === 'notConfirmedTour') parts.push(count(tour.seatsToConfirm, copy.seat.notConfirmedTour_one, copy.seat.notConfirmedTour_other));
  if (selected) parts.push(copy.character.calendar.thisDeparture);
  return parts.join('. ');
}

describe('departure calendar keyboard grid', () => {
  test('desktop, Italy: one tab stop, arrows, Home/End (Monday), PageUp/PageDown across the year end, labels, Enter opens the departure', async () => {
    const checked = await newCheckedPage(browser, devices.desktop);
    const { page } = checked;
    const { detail, december } = await yearEndTrip();
    await page.goto(marketUrl('it', buildPath('it', 'travels-travel', { travel: detail.travel.slug })!), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'TourCalendar');

    // One tab stop: the first upcoming departure, labelled with date, status, price and seats in Italian.
    const firstTour = [...detail.tours].sort((a, b) => a.startingDate.localeCompare(b.startingDate))[0]!;
    expect(await tabStops(page)).toEqual([firstTour.startingDate]);
    const stop = page.locator('.tour-calendar [tabindex="0"]');
    await stop.focus();
    expect(await stop.getAttribute('aria-label')).toBe(expectedLabel('it', firstTour, false));
    // The status is drawn as an icon, and named in words in the key.
    expect(await stop.locator('[data-status-icon]').getAttribute('data-status-icon')).toBe(firstTour.salesStatus);
    await expect.poll(() => page.locator('.calendar-legend').textContent()).toContain(resources.it.status[firstTour.salesStatus]);

    // Arrows by day and week, focus roving with a single tab stop.
    const start = firstTour.startingDate;
    await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(addIsoDays(start, 1));
    await page.keyboard.press('ArrowDown');
    expect(await focusedDate(page)).toBe(addIsoDays(start, 8));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await focusedDate(page)).toBe(start);
    await page.keyboard.press('ArrowRight');
    expect(await tabStops(page)).toEqual([addIsoDays(start, 1)]);

    // PageDown month by month to December, then across the year end and back.
    for (let i = 0; i < 24 && (await focusedDate(page))!.slice(0, 7) < december; i++) await page.keyboard.press('PageDown');
    const inDecember = (await focusedDate(page))!;
    expect(inDecember.slice(0, 7)).toBe(december);
    expect(await shownMonths(page)).toContain(december);
    const day = Number(inDecember.slice(8, 10));
    const year = Number(december.slice(0, 4));
    await page.keyboard.press('PageDown');
    const january = `${year + 1}-01-${String(day).padStart(2, '0')}`;
    expect(await focusedDate(page)).toBe(january);
    expect(await shownMonths(page)).toContain(`${year + 1}-01`);
    expect(await focusedIsVisible(page)).toBe(true);
    expect(await page.locator('.tour-calendar table', { has: page.locator(`[data-date="${january}"]`) }).locator('caption').textContent()).toBe(`gennaio ${year + 1}`);
    // Back a day at a time to 31 December: arrows cross the month and year end too.
    for (let i = 0; i < day; i++) await page.keyboard.press('ArrowLeft');
    expect(await focusedDate(page)).toBe(`${year}-12-31`);
    // 31 December → 31 January → the last day of February (clamped) → back by month.
    await page.keyboard.press('PageDown');
    expect(await focusedDate(page)).toBe(`${year + 1}-01-31`);
    await page.keyboard.press('PageDown');
    const lastOfFebruary = daysInMonth(year + 1, 2);
    expect(await focusedDate(page)).toBe(`${year + 1}-02-${lastOfFebruary}`);
    expect(await focusedIsVisible(page)).toBe(true);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    expect(await focusedDate(page)).toBe(`${year}-12-${lastOfFebruary}`);
    for (let i = lastOfFebruary; i <= 31; i++) await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(`${year + 1}-01-01`);
    await page.keyboard.press('PageUp');
    expect(await focusedDate(page)).toBe(`${year}-12-01`);
    expect(await shownMonths(page)).toContain(december);
    expect(await focusedIsVisible(page)).toBe(true);

    // Home/End: the week row's first and last day with Monday first (Italy).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown'); // 15 December: mid-month
    await page.keyboard.press('Home');
    const home = (await focusedDate(page))!;
    expect(weekdayOf(home)).toBe(1);
    expect(home <= `${year}-12-15` && home >= `${year}-12-09`).toBe(true);
    await page.keyboard.press('End');
    expect(await focusedDate(page)).toBe(addIsoDays(home, 6));
    expect(weekdayOf((await focusedDate(page))!)).toBe(0);
    // Keys other than the grid's leave focus where it is.
    await page.keyboard.press('a');
    expect(await focusedDate(page)).toBe(addIsoDays(home, 6));

    // Enter on a departure day opens that departure, whose page marks it as the current one.
    await page.reload({ waitUntil: 'networkidle' });
    await waitForIsland(page, 'TourCalendar');
    await page.locator('.tour-calendar [tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDate(page)).toBe(firstTour.startingDate);
    await Promise.all([page.waitForURL(`**/${firstTour.code}`), page.keyboard.press('Enter')]);
    await waitForIsland(page, 'TourCalendar');
    const current = page.locator('.tour-calendar a[aria-current="page"]');
    expect(await current.getAttribute('data-date')).toBe(firstTour.startingDate);
    expect(await current.getAttribute('tabindex')).toBe('0');
    expect(await current.getAttribute('aria-label')).toBe(expectedLabel('it', firstTour, true));
    await settle(page);
    checked.assertNoProblems();
    await checked.close();
  });

  test('United States: Sunday starts the week, labels in English with dollars', async () => {
    const checked = await newCheckedPage(browser, devices.desktop);
    const { page } = checked;
    const { detail } = await yearEndTrip();
    const usDetail = (await travelDetail('us', detail.travel.slug))!;
    await page.goto(marketUrl('us', buildPath('us', 'travels-travel', { travel: detail.travel.slug })!), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'TourCalendar');
    expect(await page.locator('.tour-calendar thead th').first().getAttribute('abbr')).toBe('Sunday');
    const firstTour = [...usDetail.tours].sort((a, b) => a.startingDate.localeCompare(b.startingDate))[0]!;
    const stop = page.locator('.tour-calendar [tabindex="0"]');
    await stop.focus();
    expect(await stop.getAttribute('aria-label')).toBe(expectedLabel('us', firstTour, false));
    expect(await stop.getAttribute('aria-label')).toContain('$');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    const home = (await focusedDate(page))!;
    // Sunday, unless the row starts with the 1st of the month.
    expect(weekdayOf(home) === 0 || home.endsWith('-01')).toBe(true);
    await page.keyboard.press('End');
    const end = (await focusedDate(page))!;
    const monthEnd = `${end.slice(0, 7)}-${daysInMonth(Number(end.slice(0, 4)), Number(end.slice(5, 7)))}`;
    expect(weekdayOf(end) === 6 || end === monthEnd).toBe(true);
    checked.assertNoProblems();
    await checked.close();
  });

  test('phone: one month shown, focus moving into the next month brings it into view', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    const { detail } = await yearEndTrip();
    await page.goto(marketUrl('de', buildPath('de', 'travels-travel', { travel: detail.travel.slug })!), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'TourCalendar');
    expect((await shownMonths(page)).length).toBe(1);
    expect(await page.locator('.tour-calendar [aria-live="polite"]').textContent()).toBe('');
    const stop = page.locator('.tour-calendar [tabindex="0"]');
    await stop.focus();
    const from = (await focusedDate(page))!;
    const month = from.slice(0, 7);
    await page.keyboard.press('PageDown');
    const to = (await focusedDate(page))!;
    expect(to.slice(0, 7) > month).toBe(true);
    expect(await shownMonths(page)).toEqual([to.slice(0, 7)]);
    expect(await focusedIsVisible(page)).toBe(true);
    // The month change is announced, in German.
    expect(await page.locator('.tour-calendar [aria-live="polite"]').textContent()).toBe(
      resources.de.character.calendar.showing.replace('{{months}}', monthLabel('de-DE', Number(to.slice(0, 4)), Number(to.slice(5, 7)))),
    );
    await page.keyboard.press('PageUp');
    expect(await shownMonths(page)).toEqual([month]);
    expect(await focusedIsVisible(page)).toBe(true);
    checked.assertNoProblems();
    await checked.close();
  });

  test('axe: no serious or critical violations in the calendar and in "what the trip is like", on a trip and a tour page', async () => {
    const checked = await newCheckedPage(browser, devices.desktop);
    const { page } = checked;
    const { detail } = await yearEndTrip();
    const tour = detail.tours.find((t) => t.groupInfo.caravanersCount >= 3) ?? detail.tours[0]!;
    for (const path of [
      buildPath('fr', 'travels-travel', { travel: detail.travel.slug })!,
      buildPath('fr', 'travels-travel-tour', { travel: detail.travel.slug, tour: tour.code })!,
    ]) {
      await page.goto(marketUrl('fr', path), { waitUntil: 'networkidle' });
      await waitForIsland(page, 'TourCalendar');
      expect(await page.locator('#character').count()).toBe(1);
      const results = await new AxeBuilder({ page }).include('.tour-calendar').include('#character').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    checked.assertNoProblems();
    await checked.close();
  });
});
