// The payment calculator of a tour page (issue 14 items 1 and 2) in Chromium, on a phone: the
// private room and Flexible Cancellation change the plan and the all-in estimate, the ways to
// pay are reachable by keyboard, nothing is wider than the screen, and axe finds nothing serious.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Tour } from '../../worker/data/types';
import { devices, launchBrowser, marketUrl, newCheckedPage, waitForIsland } from './lib';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const euros = (cents: number) => `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: true }).format(cents / 100)} €`.replace(/\u00a0/g, ' ');

describe('payment calculator', () => {
  test('phone: room and flexible cancellation change the plan; keyboard; layout; axe', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' });
    const tour = await page.evaluate(async () => {
      const all: Tour[] = [];
      for (const pageNumber of [1, 2, 3]) {
        const response = await fetch('/api/tours', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ perPage: 100, page: pageNumber, status: ['CONFIRMED', 'PLANNED'] }) });
        all.push(...((await response.json()) as { data: Tour[] }).data);
      }
      return all.find((t) => t.deposit?.available && t.privateRoomSupplement && t.balanceDueDate > '2027-02-28')!;
    });
    // One paid in full only (no deposit, balance already due): no choice of how to pay is shown.
    const fullOnly = await page.evaluate(async () => {
      const today = new Date().toISOString().slice(0, 10);
      const response = await fetch('/api/tours', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ perPage: 100, status: ['CONFIRMED', 'PLANNED'] }) });
      return ((await response.json()) as { data: Tour[] }).data.find((t) => !t.deposit?.available && t.flexibleCancellationPrice && t.balanceDueDate.slice(0, 10) <= today) ?? null;
    });
    await page.goto(marketUrl('it', `/viaggi/${tour.travel.slug}/${tour.code}`), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'PaymentCalculator');
    const card = page.locator('.pay-card');
    const total = card.locator('tfoot .pay-calc__amount');
    const price = tour.price.EUR!;
    const room = tour.privateRoomSupplement!.EUR!;
    const flexible = tour.flexibleCancellationPrice!.EUR!;
    expect(await total.textContent()).toBe(euros(price));
    // Deposit first: two payments.
    expect(await card.locator('tbody tr').count()).toBe(2);

    await card.getByLabel(/^Privata/).check();
    await expect.poll(() => total.textContent()).toBe(euros(price + room));
    await card.getByLabel(/^Cancellazione Flessibile/).check();
    await expect.poll(() => total.textContent()).toBe(euros(price + room + flexible));
    // The balance row carries the rest of the larger total.
    expect(await card.locator('tbody tr').nth(1).locator('.pay-calc__amount').textContent()).toBe(euros(price + room + flexible - tour.deposit!.price.EUR!));

    // Keyboard: from the deposit option, ArrowDown moves to the instalments, the plan follows.
    await card.getByLabel('Acconto ora, saldo dopo').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => card.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    expect(await card.locator('tbody tr').first().textContent()).toContain('Rata 1 di');
    const rows = await card.locator('tbody .pay-calc__amount').allTextContents();
    const cents = rows.map((text) => Number(text.replace(/[^\d]/g, '')) * 100);
    expect(cents.reduce((a, b) => a + b, 0)).toBe(price + room + flexible);

    // The all-in estimate adds the group fund and the cheapest flight.
    await card.locator('.pay-calc__allin summary').click();
    const allIn = price + room + flexible + tour.groupFund!.EUR! + (tour.flightsMinPrice?.EUR ?? 0);
    expect(await card.locator('.pay-calc__item--total dd').textContent()).toBe(euros(allIn));

    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).include('.pay-card').include('.booking-box').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(fullOnly, 'a departure paid in full only').toBeTruthy();
    await page.goto(marketUrl('it', `/viaggi/${fullOnly!.travel.slug}/${fullOnly!.code}`), { waitUntil: 'networkidle' });
    await waitForIsland(page, 'PaymentCalculator');
    const how = page.locator('.pay-card fieldset', { hasText: 'Come pagare' });
    expect(await how.count()).toBe(1);
    expect(await how.isVisible(), 'one way to pay: no choice shown').toBe(false);
    await page.locator('.pay-card input[data-choice="flexible"]').check();
    expect(await how.isVisible(), 'still one way to pay').toBe(false);
    expect(await page.locator('.pay-card tbody tr').count()).toBe(1);
    checked.assertNoProblems();
    await checked.close();
  });
});
