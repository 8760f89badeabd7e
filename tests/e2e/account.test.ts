// Issue 6 in a real browser, against the real dev identity provider (scripts/dev-idp.mjs,
// oidc-provider) that tests/e2e/site.mjs starts next to the site:
//   · login → header shows the profile menu → save a trip → the wishlist page shows it →
//     remove it through the confirm modal → logout (back from the provider's logout);
//   · an anonymous visitor saves a departure with email + one-time code read from the dev
//     outbox (new user), and a wrong code says so;
//   · notify-me sign-up as an existing user (code again), the alert job writing one email
//     for a price drop, and turning the alert off with a reason;
//   · signed-in devices: one browser signs another out; a cookie copied before logout is dead;
//   · a logout at the provider ends the shop's session (back-channel logout).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { acceptAll } from '../../shared/consent';
import { expectEventOnce } from './analyticsSchema';
import { firstIsland, httpGet, launchBrowser, marketHosts, marketUrl, newCheckedPage, settle, sitePort, waitForIsland, type CheckedPage } from './lib';

// The provider's pages have no favicon; its 404 is not a site problem.
const allow = [/favicon\.ico/];

let browser: Browser;
let tripPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  // A trip with bookable departures, from the Italian destinations list.
  const list = await httpGet(sitePort(), marketHosts.it, '/viaggi');
  const slugs = [...list.body.matchAll(/href="\/viaggi\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
  for (const slug of slugs) {
    const page = await httpGet(sitePort(), marketHosts.it, `/viaggi/${slug}`);
    if (page.status === 200 && page.body.includes('data-notify="tour"')) {
      tripPath = `/viaggi/${slug}`;
      break;
    }
  }
  expect(tripPath, 'a trip page with departures').not.toBe('');
});
afterAll(async () => {
  await browser?.close();
});

interface OutboxEmail {
  subject: string;
  text: string;
  kind: string;
}

async function outbox(to: string, kind: 'code' | 'alert'): Promise<OutboxEmail[]> {
  const res = await httpGet(sitePort(), marketHosts.it, `/__dev/outbox.json?to=${encodeURIComponent(to)}&kind=${kind}`);
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { emails: OutboxEmail[] }).emails;
}

async function latestCode(to: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const code = /(\d{6})/.exec((await outbox(to, 'code'))[0]?.subject ?? '')?.[1];
      if (!code) throw new Error(`no code email for ${to}`);
      return code;
    },
    { timeout: 5_000, interval: 250 },
  );
}

async function providerLogin(page: Page, email: string) {
  await page.waitForSelector('input[name="email"]', { timeout: 20_000 });
  expect(new URL(page.url()).hostname).toBe('localhost'); // the provider, not the shop
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', 'caravan');
  await Promise.all([page.waitForURL((url) => url.hostname === marketHosts.it, { timeout: 30_000 }), page.click('button[type="submit"]')]);
}

/** The code step: a wrong code first (must be refused), then the one from the outbox. */
async function enterCode(page: Page, dialog: string, email: string, tryWrong: boolean) {
  const code = await latestCode(email);
  const input = page.locator(`dialog[data-dialog="${dialog}"][open] input[name="code"]`);
  await input.waitFor({ state: 'visible' });
  if (tryWrong) {
    await input.fill(code === '000000' ? '111111' : '000000');
    await page.locator(`dialog[data-dialog="${dialog}"][open] button[type="submit"]`).click();
    await expect.poll(() => page.locator(`dialog[data-dialog="${dialog}"][open] .field-error`).textContent()).toContain('Il codice è errato');
  }
  await input.fill(code);
  await page.locator(`dialog[data-dialog="${dialog}"][open] button[type="submit"]`).click();
}

describe('account', () => {
  test('login through the dev provider → profile in the header → wishlist a trip → wishlist page → logout', async () => {
    // Analytics accepted: the save's add_to_wishlist is checked against the dataLayer schema.
    const checked: CheckedPage = await newCheckedPage(browser, { allow, consent: acceptAll });
    try {
      const { page } = checked;
      await page.goto(marketUrl('it', tripPath));
      await waitForIsland(page, 'AccountMenu');
      await page.click('[data-account="login"]');
      await providerLogin(page, 'traveller@caravan.test');
      // Back on the same trip page, signed in.
      expect(new URL(page.url()).pathname).toBe(tripPath);
      await waitForIsland(page, 'AccountMenu');
      await page.click('.account-menu__toggle');
      const panel = page.locator('.account-menu__panel');
      await panel.waitFor({ state: 'visible' });
      expect(await panel.locator('a').allTextContents()).toEqual(['Profilo', 'I miei viaggi', 'Partnership', 'Comunicazioni']);
      expect(await page.locator('.account-menu__name').textContent()).toBe('Ciao Giulia');
      await page.click('.account-menu__toggle');

      // Save the trip (direct: signed in).
      const heart = (await firstIsland(page, 'WishlistButton', '[data-wishlist="travel"]')).locator('[data-wishlist="travel"]');
      await heart.waitFor({ state: 'visible' });
      if ((await heart.getAttribute('aria-pressed')) === 'true') {
        // A previous run saved it: remove first so the test starts clean.
        await heart.click();
        await page.locator('dialog[data-dialog="wishlist-remove"][open] .button--primary').click();
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      }
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      const added = await expectEventOnce(page, 'add_to_wishlist', 'wishlist add');
      expect((added.ecommerce as { items: Array<{ item_group_id: string }> }).items[0]!.item_group_id).toMatch(/^\d+$/);
      // Hearts wait for a touch, but a change wakes every other heart of the page first: none
      // is left showing the old state (a departure's heart follows its trip's).
      expect(await page.locator('[data-island="WishlistButton"]:not([data-hydrated="true"])').count()).toBe(0);
      const title = (await page.locator('.trip-cover__title').textContent())!.trim();

      // The wishlist page shows it; the header heart is highlighted there.
      await page.goto(marketUrl('it', '/preferiti'));
      await waitForIsland(page, 'WishlistPage');
      expect(await page.locator('[data-wishlist-view="regular"] .wishlist-item__title').allTextContents()).toContain(title);
      expect(await page.locator('a.icon-link--active[href="/preferiti"]').count()).toBe(1);

      // Remove it through the confirm modal.
      const item = page.locator('.wishlist-item', { hasText: title });
      await item.locator('[data-remove-travel]').click();
      const confirm = page.locator('dialog[data-dialog="wishlist-remove"][open]');
      await confirm.waitFor({ state: 'visible' });
      await confirm.locator('.button--primary').click();
      await expect.poll(() => page.locator('.wishlist-item', { hasText: title }).count()).toBe(0);

      // Logout: here and at the provider, back to the home page.
      await page.click('.account-menu__toggle');
      await Promise.all([
        page.waitForURL((url) => url.hostname === marketHosts.it && url.pathname === '/', { timeout: 30_000 }),
        page.click('.account-menu__logout'),
      ]);
      await waitForIsland(page, 'AccountMenu');
      expect(await page.locator('[data-account="login"]').count()).toBe(1);
      // The session is really gone: the wishlist asks to log in again.
      await page.goto(marketUrl('it', '/preferiti'));
      expect(await page.locator('[data-wishlist-view="logged-out"]').count()).toBe(1);
      await settle(page);
      checked.assertNoProblems('login → wishlist → logout');
    } finally {
      await checked.close();
    }
  });

  const guestEmail = `e2e-${Date.now().toString(36)}@example.com`;
  // Known since the first test signed this provider user in (a verified email).
  const existingEmail = 'traveller@caravan.test';

  test('signed-in devices: two browsers, one signs the other out; a copied cookie dies with logout', async () => {
    const laptop = await newCheckedPage(browser, { allow });
    const phone = await newCheckedPage(browser, { allow });
    try {
      for (const { page } of [laptop, phone]) {
        await page.goto(marketUrl('it', '/'));
        await waitForIsland(page, 'AccountMenu');
        await page.click('[data-account="login"]');
        await providerLogin(page, 'second@caravan.test');
        await waitForIsland(page, 'AccountMenu');
      }
      const { page } = laptop;
      await page.click('.account-menu__toggle');
      await page.click('[data-account="sessions"]');
      const dialog = page.locator('dialog[data-dialog="sessions"][open]');
      await dialog.waitFor({ state: 'visible' });
      await expect.poll(() => dialog.locator('.sessions__item').count()).toBeGreaterThanOrEqual(2);
      expect(await dialog.locator('[data-session-current]').count()).toBe(1);
      expect(await dialog.locator('[data-session-current]').textContent()).toContain('Questo dispositivo');
      await dialog.getByRole('button', { name: 'Disconnetti tutti gli altri dispositivi' }).click();
      await expect.poll(() => dialog.locator('.sessions__item').count()).toBe(1);
      await dialog.getByRole('button', { name: 'Chiudi' }).last().click();

      // The other browser is signed out at its next request.
      await phone.page.reload();
      await waitForIsland(phone.page, 'AccountMenu');
      expect(await phone.page.locator('[data-account="login"]').count()).toBe(1);

      // A copy of the laptop's session cookie, taken before logout, is worthless after it.
      const copied = (await page.context().cookies()).filter((cookie) => cookie.name === '__Host-caravan_session');
      expect(copied).toHaveLength(1);
      await page.click('.account-menu__toggle');
      await Promise.all([
        page.waitForURL((url) => url.hostname === marketHosts.it && url.pathname === '/', { timeout: 30_000 }),
        page.click('.account-menu__logout'),
      ]);
      // The laptop's home page loads to the end first.
      await settle(page);
      const thief = await browser.newContext();
      try {
        await thief.addCookies(copied);
        const stolen = await thief.newPage();
        await stolen.goto(marketUrl('it', '/preferiti'));
        expect(await stolen.locator('[data-wishlist-view="logged-out"]').count()).toBe(1);
        // Closed only once its requests are answered: twice (stop 42's and stop 43's CI runs),
        // closing this browser with the page's requests in flight was followed within a second
        // by `wrangler dev` exiting ("Error inside ProxyWorker" with an empty message, which the
        // command treats as fatal), and the laptop's next page met its 500.
        await settle(stolen);
      } finally {
        await thief.close();
      }
      await settle(page);
      laptop.assertNoProblems('signed-in devices (laptop)');
    } finally {
      await laptop.close();
      await phone.close();
    }
  });

  test('logging out at the identity provider ends the shop session at once (back-channel logout)', async () => {
    const checked = await newCheckedPage(browser, { allow: [...allow, /session\/end/] });
    try {
      const { page } = checked;
      await page.goto(marketUrl('it', '/'));
      await waitForIsland(page, 'AccountMenu');
      await page.click('[data-account="login"]');
      await page.waitForSelector('input[name="email"]', { timeout: 20_000 });
      const provider = new URL(page.url()).origin;
      await providerLogin(page, 'traveller@caravan.test');
      await waitForIsland(page, 'AccountMenu');
      expect(await page.locator('[data-account="user"]').count()).toBe(1);
      // The provider's own logout (no shop involved): it tells the shop over the back channel.
      await page.goto(`${provider}/session/end`);
      await page.waitForSelector('text=You are signed out', { timeout: 20_000 });
      await page.goto(marketUrl('it', '/preferiti'));
      expect(await page.locator('[data-wishlist-view="logged-out"]').count()).toBe(1);
    } finally {
      await checked.close();
    }
  });

  test('anonymous wishlist: email, new user, one-time code from the outbox, saved', async () => {
    // The wrong code is answered 400 on purpose.
    const checked = await newCheckedPage(browser, { allow: [...allow, /codes\/verify/] });
    try {
      const { page } = checked;
      await page.goto(marketUrl('it', tripPath));
      const heart = (await firstIsland(page, 'WishlistButton', '[data-wishlist="tour"]')).locator('[data-wishlist="tour"]');
      await heart.click();
      const dialog = page.locator('dialog[data-dialog="wishlist-email"][open]');
      await dialog.waitFor({ state: 'visible' });
      // The page's legal links (shared by its account islands through the boot data, not props).
      const note = dialog.locator('.account-flow__note a');
      expect(await note.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/legale/privacy-policy', '/legale/termini-e-condizioni',
      ]);
      // Step 1: a bad email is refused in Italian, then a good one.
      await dialog.locator('input[name="email"]').fill('not-an-email');
      await dialog.locator('button[type="submit"]').click();
      expect(await dialog.locator('.field-error').textContent()).toBe('Email non valida');
      await dialog.locator('input[name="email"]').fill(guestEmail);
      await dialog.locator('button[type="submit"]').click();
      // The code comes first (nothing tells whether the address has an account before it is proven).
      await dialog.locator('[data-flow-step="step-3"]').waitFor();
      expect(await dialog.locator('.account-flow__countdown').textContent()).toMatch(/\d+ s/);
      await enterCode(page, 'wishlist-email', guestEmail, true);
      // Then, for a new user: marketing consent.
      await dialog.locator('[data-flow-step="step-2-new-user"]').waitFor();
      await dialog.locator('.button--primary').click();
      // Final step: verify the email and create a password.
      await dialog.locator('[data-flow-step="done"]').waitFor();
      expect(await dialog.locator('a.button--primary').getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(tripPath)}`);
      await dialog.locator('.button--ghost').click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

      await page.goto(marketUrl('it', '/preferiti'));
      await waitForIsland(page, 'WishlistPage');
      expect(await page.locator('[data-wishlist-view="regular"] .wishlist-tours li').count()).toBe(1);
      expect(await page.locator('.note').first().textContent()).toContain('Crea una password');
      await settle(page);
      checked.assertNoProblems('anonymous wishlist');
    } finally {
      await checked.close();
    }
  });

  test('notify-me as an existing user, one alert email per change from the job, then off with a reason', async () => {
    // Analytics accepted: the sign-up's generate_lead is checked against the dataLayer schema.
    const checked = await newCheckedPage(browser, { allow, consent: acceptAll });
    try {
      const { page } = checked;
      await page.goto(marketUrl('it', tripPath));
      const island = await firstIsland(page, 'NotifyMe', '[data-notify="tour"]');
      const props = JSON.parse(await island.evaluate((el) => el.previousElementSibling?.textContent ?? '{}')) as { tourId: number };
      const button = island.locator('[data-notify="tour"]');
      await button.click();
      const dialog = page.locator('dialog[data-dialog="notify-me"][open]');
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator('input[name="email"]').fill(existingEmail);
      await dialog.locator('button[type="submit"]').click();
      // The traveller signed in during the first test: an existing user goes from the code
      // straight to the sign-up form (no marketing question).
      await dialog.locator('[data-flow-step="step-3"]').waitFor();
      await enterCode(page, 'notify-me', existingEmail, false);
      // Sign-up form: an invalid phone is refused, an empty one is fine.
      const phone = dialog.locator('input[name="phone"]');
      await phone.waitFor({ state: 'visible' });
      await phone.fill('12');
      await dialog.locator('button[type="submit"]').click();
      expect(await dialog.locator('.field-error').textContent()).toBe('Numero di telefono non valido');
      await phone.fill('+39 333 1234567');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('[data-flow-step="done"]').waitFor();
      expect(await expectEventOnce(page, 'generate_lead', 'notify-me')).toMatchObject({ lead_source: 'notify-me', tour_id: String(props.tourId) });
      await dialog.locator('.button--ghost').click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');

      // The departure's price drops; the alert job writes one email for it (and no more on a rerun).
      const before = (await outbox(existingEmail, 'alert')).length;
      const changed = await page.evaluate(async (tourId) => {
        const post = (path: string, body: unknown) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
        await post('/__dev/alerts/run', {});
        const row = await post(`/__dev/tours/${tourId}`, { priceEur: 100 });
        await post('/__dev/alerts/run', {});
        await post('/__dev/alerts/run', {});
        return row;
      }, props.tourId);
      expect(changed).toBe(200);
      const alerts = await outbox(existingEmail, 'alert');
      expect(alerts.length - before).toBe(1);
      expect(alerts[0]!.subject).toMatch(/^Prezzo in calo: /);
      expect(alerts[0]!.text).toContain('/alerts/unsubscribe?');

      // Off, after a confirmation, with a reason (free text for "other").
      await button.click();
      const remove = page.locator('dialog[data-dialog="notify-me-remove"][open]');
      await remove.waitFor({ state: 'visible' });
      await remove.locator('.button--primary').click();
      await remove.locator('input[value="OTHER"]').check();
      await remove.locator('button[type="submit"]').click();
      expect(await remove.locator('.field-error').textContent()).toBe('Indicaci il motivo');
      await remove.locator('textarea[name="text"]').fill('Ho già prenotato');
      await remove.locator('button[type="submit"]').click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
      await settle(page);
      checked.assertNoProblems('notify-me');
    } finally {
      await checked.close();
    }
  });
});
