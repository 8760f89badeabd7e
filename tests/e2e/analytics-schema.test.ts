// Issue 32 item 1 in a real browser: every dataLayer push of a core journey (home → results →
// trip → tour → Book) validates against the one schema (shared/analyticsEvents.ts), and the
// journey's GA4 events are there, each once per page view.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptAll } from '../../shared/consent';
import { dataLayerOf as layerOf, validateDataLayer as validate } from './analyticsSchema';
import { launchBrowser, marketUrl, newCheckedPage, waitForClient } from './lib';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const eventsNamed = (entries: Array<Record<string, unknown>>, name: string) => entries.filter((entry) => entry.event === name);

/** The page's events once the page view (and the ecommerce events after it) went out. */
async function pageEvents(page: Page, where: string, wanted: string[]) {
  await waitForClient(page);
  await page.waitForFunction((names) => names.every((name) => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === name)), wanted, {
    timeout: 10_000,
  });
  const entries = await layerOf(page);
  const names = validate(entries, where);
  for (const name of wanted) expect(names.filter((n) => n === name), `${where}: ${name} once`).toHaveLength(1);
  return entries;
}

describe('GA4 events in the dataLayer, validated against the one schema', () => {
  test('home → results → trip → tour → Book', async () => {
    const checked = await newCheckedPage(browser, { consent: acceptAll });
    const { page } = checked;
    try {
      // The Book link leaves the site: answer it here, so the journey ends on the click.
      await page.route(/\/booking\/\d+\/start/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>checkout</title>' }));

      await page.goto(marketUrl('it', '/'));
      const home = await pageEvents(page, 'home', ['page_view', 'view_item_list']);
      const homeList = eventsNamed(home, 'view_item_list')[0]!.ecommerce as { items: Array<Record<string, unknown>> };
      expect(homeList.items[0]).toMatchObject({ item_id: expect.any(String), item_group_id: expect.any(String), index: 0 });

      await page.goto(marketUrl('it', '/cerca?textSearch=giappone'));
      const results = await pageEvents(page, 'results', ['page_view', 'view_item_list', 'search']);
      expect(eventsNamed(results, 'search')[0]).toEqual({ event: 'search', search_term: 'giappone' });

      // A card clicked: select_item with that card's item, then its trip page.
      const { href, chosen } = await page.evaluate(() => {
        const article = document.querySelector('article[data-ga-item]')!;
        const link = article.querySelector('a')!;
        link.addEventListener('click', (event) => event.preventDefault());
        link.click();
        return { href: link.href, chosen: JSON.parse(article.getAttribute('data-ga-item')!) as Record<string, string> };
      });
      const selected = await pageEvents(page, 'select', ['select_item']);
      expect((eventsNamed(selected, 'select_item')[0]!.ecommerce as { items: Array<Record<string, unknown>> }).items[0]).toMatchObject({ item_id: chosen.item_id, item_list_id: expect.any(String) });
      // The card's trip page (a results card may lead to one of its departures: its trip first).
      const cardPath = new URL(href).pathname.split('/').filter(Boolean);
      await page.goto(marketUrl('it', `/${cardPath.slice(0, 2).join('/')}`));
      const trip = await pageEvents(page, 'trip', ['page_view', 'view_item']);
      const viewed = eventsNamed(trip, 'view_item')[0]!.ecommerce as { currency: string; value: number; items: Array<Record<string, unknown>> };
      expect(viewed.items[0]!.item_group_id).toBe(chosen.item_group_id);
      expect(viewed.currency).toBe('EUR');

      // The departure's own page, then Book.
      const tourPath =
        cardPath.length === 3
          ? `/${cardPath.join('/')}`
          : await page.evaluate(() => {
              const row = document.querySelector('li.departure[id^="tour-"]');
              return row ? `${location.pathname.replace(/\/$/, '')}/${row.id.slice('tour-'.length)}` : null;
            });
      expect(tourPath).toBeTruthy();
      await page.goto(marketUrl('it', tourPath!));
      const tourPage = await pageEvents(page, 'tour', ['page_view', 'view_item']);
      expect((eventsNamed(tourPage, 'view_item')[0]!.ecommerce as { items: Array<Record<string, unknown>> }).items[0]!.item_group_id).toBe(chosen.item_group_id);
      const book = page.locator('.booking-box a[data-ga-checkout]');
      const item = JSON.parse((await book.getAttribute('data-ga-checkout'))!) as Record<string, unknown>;
      // Clicked once, twice: begin_checkout once per page view.
      await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('.booking-box a[data-ga-checkout]')!;
        link.addEventListener('click', (event) => event.preventDefault(), { once: false });
        link.click();
        link.click();
      });
      const tour = await pageEvents(page, 'Book', ['begin_checkout']);
      const checkout = eventsNamed(tour, 'begin_checkout')[0]!.ecommerce as { value: number; currency: string; items: Array<Record<string, unknown>> };
      expect(checkout.items).toEqual([{ item_id: item.item_id, item_name: item.item_name, item_group_id: item.item_group_id, item_category: item.item_category, price: item.price }]);
      expect(checkout.value).toBe(item.price);
      expect(checkout.currency).toBe(item.currency);
      checked.assertNoProblems('GA4 journey');
    } finally {
      await checked.close();
    }
  });
});
