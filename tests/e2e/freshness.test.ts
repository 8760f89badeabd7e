// Freshness (issue 14 item 5) in Chromium: a trip page served again from the render cache still
// shows the old price of a departure that has just changed; the page's freshness line asks the live
// endpoint, puts the new price and status in place, says the data is fresh and tells screen
// readers what changed. On a phone, with axe on the new line.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveAnswer } from '../../shared/freshness';
import { devices, launchBrowser, marketUrl, newCheckedPage } from './lib';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { path, body },
  );

describe('freshness', () => {
  test('phone: a cached page puts a changed departure right and says it is fresh', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' });
    // A trip with a planned departure, from the catalogue API.
    const tour = await page.evaluate(async () => {
      const response = await fetch('/api/tours', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: ['PLANNED'], perPage: 1 }) });
      return ((await response.json()) as { data: { id: number; travel: { slug: string } }[] }).data[0]!;
    });
    const path = `/viaggi/${tour.travel.slug}`;
    const first = await page.goto(marketUrl('it', path), { waitUntil: 'networkidle' });
    expect(first!.status()).toBe(200);
    const live = await page.evaluate(async (id) => (await (await fetch(`/api/tours/live?ids=${id}`)).json()) as LiveAnswer, tour.id);
    const before = live.tours[0]!.price.EUR!;
    const after = before - 10_000;
    // An upstream change the site has not heard of yet: the edge copy is not purged.
    expect(await post(page, `/__dev/tours/${tour.id}`, { priceEur: after, salesStatus: 'CONFIRMED', purge: false })).toBe(200);
    try {
      const again = await page.goto(marketUrl('it', path), { waitUntil: 'domcontentloaded' });
      // The HTML is the stored render, with the old price and status …
      expect(again!.headers()['x-render-cache']).toBe('hit');
      const row = page.locator(`.departures [data-tour-id="${tour.id}"]`).first();
      const euros = (cents: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: true }).format(cents / 100).replace(/\u00a0/g, ' ');
      // … which the page corrects from the live endpoint once idle (plain DOM, no React).
      await page.waitForSelector('.freshness[data-live="checked"]', { timeout: 10_000 });
      await expect.poll(() => row.locator('.price__now').textContent(), { timeout: 10_000 }).toContain(euros(after));
      expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('CONFIRMED');
      expect(await row.locator('[data-status]').textContent()).toBe('Confermata');
      await expect.poll(() => page.locator('.freshness time').textContent()).toBe('Disponibilità e prezzi aggiornati ora');
      expect(await page.locator('.freshness [role="status"]').textContent()).toMatch(/^Aggiornato: \d+ partenz[ae] (è cambiata|sono cambiate)$/);
      const box = (await page.locator('.freshness').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      const results = await new AxeBuilder({ page }).include('.freshness').include(`.departures [data-tour-id="${tour.id}"]`).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    } finally {
      await post(page, `/__dev/tours/${tour.id}`, { priceEur: before, salesStatus: 'PLANNED' });
    }
    checked.assertNoProblems();
    await checked.close();
  });
});
