// Confirmation meter and flight safety (issue 14 item 3) in Chromium: on a phone the meter, the
// deadline and the "safe to book flights" badge sit inside the screen, and axe finds nothing
// serious or critical in the departure rows and the booking box that carry them.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devices, launchBrowser, marketUrl, newCheckedPage } from './lib';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A trip whose upcoming departures include a confirmed and a not yet confirmed one (from the catalogue API, asked by the page). */
async function tripWithBoth(page: Page): Promise<string> {
  const data = await page.evaluate(async () => {
    const response = await fetch('/api/tours', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ perPage: 100 }) });
    return ((await response.json()) as { data: { salesStatus: string; travel: { slug: string } }[] }).data;
  });
  const bySlug = new Map<string, Set<string>>();
  for (const tour of data) bySlug.set(tour.travel.slug, (bySlug.get(tour.travel.slug) ?? new Set()).add(tour.salesStatus));
  const slug = [...bySlug].find(([, statuses]) => statuses.has('CONFIRMED') && (statuses.has('PLANNED') || statuses.has('ALMOST_CONFIRMED')))?.[0];
  expect(slug, 'a trip with confirmed and unconfirmed departures').toBeTruthy();
  return `/viaggi/${slug}`;
}

describe('confirmation meter and flight safety', () => {
  test('phone: badge, meter and deadline are inside the screen; axe finds nothing serious', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' });
    const path = await tripWithBoth(page);
    await page.goto(marketUrl('it', path), { waitUntil: 'networkidle' });
    const badge = page.locator('.departures .confirm__badge').first();
    const meter = page.locator('.departures .confirm__meter').first();
    await expect.poll(() => badge.count()).toBeGreaterThan(0);
    expect(await meter.count()).toBe(1);
    expect(await badge.textContent()).toContain('puoi prenotare i voli');
    expect(await page.locator('.departures .confirm__deadline').first().textContent()).toMatch(/aspetta prima di comprare i voli/);
    const width = page.viewportSize()!.width;
    for (const locator of [badge, meter]) {
      await locator.scrollIntoViewIfNeeded();
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    const results = await new AxeBuilder({ page }).include('.departures').include('.booking-box').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    checked.assertNoProblems();
    await checked.close();
  });
});
