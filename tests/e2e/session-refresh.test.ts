// A session outlives its access token (issue 34 item 6), against the real dev identity provider
// (scripts/dev-idp.mjs, oidc-provider) that tests/e2e/site.mjs starts next to the site. The user
// brief@caravan.test gets 20-second access tokens there (the site refreshes after half: 10 s); refresh tokens rotate (a spent one used
// again revokes the grant), as with a production provider. Login must ask for what the provider
// needs to issue a refresh token (offline_access with prompt=consent), else the session ends
// with its first access token.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { launchBrowser, marketHosts, marketUrl, newCheckedPage } from './lib';

/** When the site counts a brief@caravan.test token as lapsed: half its 20 s (worker/account/oidc.ts expiresAt). */
const lapsesAfterMs = 10_000;
const allow = [/favicon\.ico/];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until an access token issued at `issuedAt` has lapsed (the site refreshes only then). */
async function untilLapsed(issuedAt: number): Promise<number> {
  const lapsed = issuedAt + lapsesAfterMs + 1_000;
  // The condition is the clock itself: the token's expiry.
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThanOrEqual(lapsed), { timeout: lapsed - Date.now() + 5_000, interval: 100 });
  return Date.now();
}

/** Status of GET /api/wishlist from the page (same origin, its cookies), `count` times at once. */
function wishlistStatuses(page: Page, count: number): Promise<number[]> {
  return page.evaluate(async (n) => {
    const answers = await Promise.all(Array.from({ length: n }, () => fetch('/api/wishlist', { headers: { accept: 'application/json' } })));
    return answers.map((answer) => answer.status);
  }, count);
}

describe('a session longer than its access token', () => {
  test('lapsed access token → the refresh token is used; 30 parallel requests on a lapsed session refresh once, nobody is logged out', async () => {
    const checked = await newCheckedPage(browser, { allow });
    try {
      const { page } = checked;
      const asked: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/auth' && url.searchParams.has('client_id')) asked.push(url);
      });
      await page.goto(marketUrl('it', '/login?returnTo=%2F'));
      await page.waitForSelector('input[name="email"]', { timeout: 20_000 });
      const provider = asked[0]!;
      // Login asks for refresh tokens the way the provider grants them.
      expect(provider.searchParams.get('scope')?.split(' ')).toContain('offline_access');
      expect(provider.searchParams.get('prompt')).toBe('consent');
      await page.fill('input[name="email"]', 'brief@caravan.test');
      await page.fill('input[name="password"]', 'caravan');
      await Promise.all([page.waitForURL((url) => url.hostname === marketHosts.it, { timeout: 30_000 }), page.click('button[type="submit"]')]);
      let tokenAt = Date.now();
      const refreshes = async () => (await (await fetch(`${provider.origin}/__dev/refreshes?account=u-1006`)).json()) as { ok: number; failed: number };

      // The access token lapses: the next request refreshes it, and the user stays signed in.
      tokenAt = await untilLapsed(tokenAt);
      let before = await refreshes();
      expect(await wishlistStatuses(page, 1)).toEqual([200]);
      expect(await refreshes()).toEqual({ ok: before.ok + 1, failed: before.failed });

      // Lapsed again: 30 requests at once. One refreshes; none reuses a spent refresh token.
      tokenAt = await untilLapsed(tokenAt);
      before = await refreshes();
      expect(await wishlistStatuses(page, 30)).toEqual(Array.from({ length: 30 }, () => 200));
      expect(await refreshes()).toEqual({ ok: before.ok + 1, failed: before.failed });

      // The refresh token the batch left is the live one: the session refreshes again later.
      await untilLapsed(tokenAt);
      before = await refreshes();
      expect(await wishlistStatuses(page, 1)).toEqual([200]);
      expect(await refreshes()).toEqual({ ok: before.ok + 1, failed: before.failed });
      checked.assertNoProblems();
    } finally {
      await checked.close();
    }
  });
});
