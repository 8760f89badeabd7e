import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { marketHosts, marketUrl } from './lib';
import { desktop, newLayoutContext } from './layoutChecks';
// Signed-in wishlist for the phone-first suite: one login through the dev identity provider,
// its cookies reused.

const wishlistUser = 'second@caravan.test';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let signedIn: StorageState | null = null;

/** The stored sign-in, if a test signed in. */
export function signedInState(): StorageState | null {
  return signedIn;
}

export async function signIn(browser: Browser): Promise<StorageState> {
  if (signedIn) return signedIn;
  const { context, page } = await newLayoutContext(browser, desktop);
  try {
    await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-client="ready"]', { state: 'attached', timeout: 20_000 });
    // The account menu hydrates on this first click and replays it.
    await page.click('[data-account="login"]');
    await page.waitForSelector('input[name="email"]', { timeout: 20_000 });
    await page.fill('input[name="email"]', wishlistUser);
    await page.fill('input[name="password"]', 'caravan');
    await Promise.all([page.waitForURL((url) => url.hostname === marketHosts.it, { timeout: 30_000 }), page.click('button[type="submit"]')]);
    await page.waitForSelector('.account-menu__toggle', { state: 'attached', timeout: 20_000 });
    signedIn = await context.storageState();
    return signedIn;
  } finally {
    await context.close();
  }
}

export async function clearWishlist(page: Page) {
  const status = await page.evaluate(async () => {
    const list = await fetch('/api/wishlist');
    if (!list.ok) return list.status;
    const { travels, tours } = (await list.json()) as { travels: { travelId: number }[]; tours: { tourId: number }[] };
    for (const tour of tours) await fetch(`/api/wishlist/tours/${tour.tourId}`, { method: 'DELETE' });
    for (const travel of travels) await fetch(`/api/wishlist/travels/${travel.travelId}`, { method: 'DELETE' });
    return 200;
  });
  expect(status, 'GET /api/wishlist as the signed-in user').toBe(200);
}

export async function saveTravels(page: Page, ids: number[]) {
  const statuses = await page.evaluate(
    async (travelIds) => Promise.all(travelIds.map(async (id) => (await fetch(`/api/wishlist/travels/${id}`, { method: 'PUT' })).status)),
    ids,
  );
  expect(statuses, 'PUT /api/wishlist/travels/:id').toEqual(ids.map(() => 200));
}
