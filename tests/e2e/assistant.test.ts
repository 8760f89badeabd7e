// The trip assistant on a phone (issue 31): open from the header's Chat pill and from a trip page's
// "Ask about this trip", ask, see the answer written into the log, follow a link it used (the
// conversation is still there on the next page), hand over to a person (a callback request lands in
// the outbox), Back closes the dialog; axe finds nothing serious and nothing is wider than the
// screen. Analytics carry the events, never the words. The sales-chat provider: with its loader
// configured and marketing consent, the provider's widget loads in the modal (a fake loader served
// at the network edge); when the loader fails, the built-in assistant answers.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../markets/locales';
import { acceptAll } from '../../shared/consent';
import { axeViolations, devices, formatAxe, httpGet, launchBrowser, marketHosts, marketUrl, newCheckedPage, sitePort, waitForClient } from './lib';
import { expectEventOnce } from './analyticsSchema';

const it = resources.it.assistantUi;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const dialogOf = (page: Page) => page.locator('dialog.chatbot-modal');

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A trip with a bookable departure, from the catalogue API the site itself uses. */
async function bookableTrip(page: Page): Promise<{ slug: string; title: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/tours', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ perPage: 20, page: 1, status: ['CONFIRMED'] }) });
    const tours = ((await response.json()) as { data: { travel: { slug: string; title: string } }[] }).data;
    return { slug: tours[0]!.travel.slug, title: tours[0]!.travel.title };
  });
}

describe('trip assistant (phone)', () => {
  test('Chat pill opens it full screen; Stop abandons an answer; Back closes it and stays on the page; keyboard; axe clean', async () => {
    const checked = await newCheckedPage(browser, devices.phone);
    const { page } = checked;
    try {
      await page.goto(marketUrl('it', '/'));
      await waitForClient(page);
      await page.locator('.chat-entry').first().click();
      const dialog = dialogOf(page);
      await dialog.waitFor({ state: 'visible' });
      expect(new URL(page.url()).searchParams.get('modal')).toBe('chatbot');
      // Full screen on a phone.
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBe(375);
      expect(Math.round(box.height)).toBe(812);
      await expect.poll(() => dialog.locator('.chatbot-modal__starters .chip').count()).toBeGreaterThan(0);
      const log = dialog.getByRole('log');
      expect(await log.getAttribute('aria-live')).toBe('polite');
      expect(await dialog.getByLabel(it.inputLabel).count()).toBe(1);
      const findings = await axeViolations(page);
      expect(findings, formatAxe(findings)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // Stop: an answer still on its way is abandoned, and says so.
      let release = () => undefined as void;
      await page.route('**/api/assistant', async (route) => {
        await new Promise<void>((resolve) => (release = resolve));
        await route.abort().catch(() => undefined);
      });
      await dialog.getByLabel(it.inputLabel).fill('Quanto costa?');
      await dialog.getByRole('button', { name: it.send }).click();
      await dialog.getByRole('button', { name: it.stop }).click();
      await dialog.getByText(it.stopped).waitFor();
      release();
      await page.unroute('**/api/assistant');
      expect(await dialog.getByRole('button', { name: it.send }).count()).toBe(1);

      await page.goBack();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(new URL(page.url()).searchParams.has('modal')).toBe(false);

      // Keyboard: Enter on the pill opens it with the question field focused; Escape closes it.
      await page.locator('.chat-entry').first().focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'visible' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('modal'));
      checked.assertNoProblems('chat pill');
    } finally {
      await checked.close();
    }
  });

  test('from a trip page: ask, answer with links, follow one, the conversation follows; hand over to a person', async () => {
    const checked = await newCheckedPage(browser, { ...devices.phone, consent: acceptAll });
    const { page } = checked;
    try {
      await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' });
      const trip = await bookableTrip(page);
      await page.goto(marketUrl('it', `/viaggi/${trip.slug}`));
      await waitForClient(page);
      await page.getByRole('link', { name: it.askTrip }).click();
      const dialog = dialogOf(page);
      await dialog.waitFor({ state: 'visible' });
      await expect.poll(() => dialog.locator('.chatbot-modal__about').textContent()).toContain(trip.title);

      const question = 'Quando è la prossima partenza?';
      await dialog.getByLabel(it.inputLabel).fill(question);
      await dialog.getByRole('button', { name: it.send }).click();
      const answer = dialog.locator('.chat-message--assistant').last();
      await answer.locator('.chat-message__links a').first().waitFor({ timeout: 15_000 });
      expect(await answer.locator('.chat-message__text').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      await expect.poll(() => dialog.getByRole('log').getAttribute('aria-busy')).toBe('false');
      const findings = await axeViolations(page);
      expect(findings, formatAxe(findings)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // Follow a page the answer used: the conversation is there on the next page.
      const link = answer.locator('.chat-message__links a').last();
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(`/viaggi/${trip.slug}`)).toBe(true);
      await Promise.all([page.waitForURL((url) => url.pathname === href.split('?')[0]), link.click()]);
      await waitForClient(page);
      await page.locator('.chat-entry').first().click();
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.locator('.chat-message--user').first().textContent()).toContain(question);

      // Analytics: open, ask (its intent), link; never the question itself.
      const events = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
      expect(events).toContain('assistant_open');
      expect(events).not.toContain(question);

      // A person: the market's options, its hours, and a callback request confirmed by email.
      await dialog.getByRole('button', { name: it.person.open }).first().click();
      await dialog.getByRole('heading', { name: it.person.title }).waitFor();
      await expect.poll(() => dialog.locator('.assistant-person__options a[href^="tel:"]').count()).toBe(1);
      expect(await dialog.locator('.assistant-hours').textContent()).toContain('Roma');
      const personFindings = await axeViolations(page);
      expect(personFindings, formatAxe(personFindings)).toEqual([]);
      const email = `assistant.e2e.${Date.now()}@example.com`;
      await dialog.getByLabel(it.request.name).fill('Giulia');
      await dialog.getByLabel(it.request.phone).fill('+39 345 111 2222');
      await dialog.getByLabel(it.request.email).fill(email);
      await dialog.getByLabel(it.request.transcript).check();
      await dialog.getByRole('button', { name: it.request.submit }).click();
      await dialog.getByRole('status').filter({ hasText: it.request.sent }).waitFor();
      const outbox = await httpGet(sitePort(), marketHosts.it, `/__dev/outbox.json?to=${encodeURIComponent(email)}`);
      const emails = (JSON.parse(outbox.body) as { emails: { kind: string; subject: string }[] }).emails;
      expect(emails.map((e) => [e.kind, e.subject])).toEqual([['handoff', it.email.subject]]);
      const layer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
      expect(layer).toContain('assistant_handoff');
      // A callback request is a lead (GA4's generate_lead, the growth team's conversion), once;
      // every push of the page is in the one dataLayer schema.
      expect(await expectEventOnce(page, 'generate_lead', 'trip assistant hand-over')).toMatchObject({ lead_source: 'callback' });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      checked.assertNoProblems('trip assistant');
    } finally {
      await checked.close();
    }
  });

  test('sales-chat provider: its widget with consent; the built-in assistant when its loader fails', async () => {
    const loader = 'https://chat.provider.test/loader.js';
    for (const fails of [false, true]) {
      const checked = await newCheckedPage(browser, { ...devices.phone, consent: acceptAll });
      const { page } = checked;
      try {
        // The worker's answer as it is with SALES_CHAT_LOADER_URL + SALES_CHAT_ID set (tests/integration/assistant-handoff.test.ts).
        await page.route('**/api/assistant/handoff', async (route) => {
          // Node cannot resolve *.localhost: the same request to loopback, with the market's host.
          const request = route.request();
          const response = await route.fetch({ url: request.url().replace('://it.localhost', '://127.0.0.1'), headers: { ...request.headers(), host: `${marketHosts.it}:${sitePort()}` } });
          await route.fulfill({ response, json: { ...((await response.json()) as object), salesChat: { src: loader, id: 'caravan-it' } } });
        });
        await page.route(loader, (route) =>
          fails
            ? route.abort('connectionrefused')
            : route.fulfill({
                contentType: 'text/javascript',
                body: `(() => { const c = window.caravanSalesChat; const slot = document.querySelector(c.slot);
                  const p = document.createElement('p'); p.className = 'fake-provider'; p.textContent = 'FakeProvider chat for ' + c.id; slot.append(p); })();`,
              }),
        );
        await page.goto(marketUrl('it', '/?modal=chatbot'));
        const dialog = dialogOf(page);
        await dialog.waitFor({ state: 'visible' });
        if (!fails) {
          await dialog.locator('.fake-provider').waitFor();
          expect(await dialog.locator('.fake-provider').textContent()).toBe('FakeProvider chat for caravan-it');
          expect(await dialog.getByLabel(it.inputLabel).count()).toBe(0);
        } else {
          await dialog.getByText(it.providerFallback).waitFor();
          expect(await dialog.getByLabel(it.inputLabel).isVisible()).toBe(true);
        }
        checked.problems.splice(0, checked.problems.length, ...checked.problems.filter((p) => !(fails && p.message.includes('chat.provider.test'))));
        checked.assertNoProblems(fails ? 'provider fails' : 'provider');
      } finally {
        await checked.close();
      }
    }
  });
});
