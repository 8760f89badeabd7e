// Issue 30, "a second engine": Debian's Firefox ESR driven over WebDriver BiDi by
// puppeteer-core (tests/e2e/driver.ts), against the same running site as the Chromium suites:
//   1. the layout suite's core checks (its in-page probe, tests/e2e/layoutProbe.ts) on the main
//      page kinds at 390 px: no sideways drag, no text cut off by the screen, no square icon out
//      of square, primary buttons on screen and not covered;
//   2. the crawl (tests/e2e/crawl.ts) of the Italian and US markets with a smaller budget;
//   3. the core journeys at 1280 px: search → departure → book link
//      ({BOOKING_BASE_URL}/booking/{id}/start); notify-me (dialog, email, the next step);
//      wishlist sign-in (heart → the email dialog; the wishlist page's sign-in → the dev
//      identity provider's login page).
// Firefox has no phone emulation (no isMobile, no meta viewport, no DPR): "phone" is a 390 px
// window with touch, which shows content that does not fit but not how a phone zooms out.
// E2E_ENGINE=chromium runs the same file in Chromium, to compare the engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathsByLanguage } from '../../markets/paths';
import { crawlAllow, crawlMarket, crawlSummary, formatCrawl, type CrawlResult } from './crawl';
import { alwaysPrimary, primarySelectors } from './layoutChecks';
import { clientReady, desktop1280, launchEngine, phone390, type Driver, type Engine, type EngineName } from './driver';
import { httpGet, marketUrl, sitePort } from './lib';
import { marketHosts } from './site.mjs';

const engineName = (process.env.E2E_ENGINE ?? 'firefox') as EngineName;
const crawlBudget = 16;
const bookingBase = 'https://booking.caravan.travel';
const it = pathsByLanguage.it;
/** The identity provider's pages have no favicon; its 404 is not a site problem. */
const allow = [/favicon\.ico/];

let engine: Engine;
let tour = '';
let trip = '';
const crawls: CrawlResult[] = [];

beforeAll(async () => {
  engine = await launchEngine(engineName);
  // A confirmed departure from the Italian listing, and its trip.
  const listing = await httpGet(sitePort(), marketHosts.it, it.tours);
  tour = /href="(\/viaggi\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/.exec(listing.body)?.[1] ?? '';
  trip = tour.replace(/\/[^/]+$/, '');
  expect(tour, `a departure linked from ${it.tours}`).not.toBe('');
}, 120_000);

afterAll(async () => {
  if (crawls.length) console.log(crawlSummary(`${engineName}, 390 px window`, crawls));
  await engine?.close();
});

/** Wakes the named islands now (as a tap would: client/islands/schedule.ts) and waits for the first to hydrate. */
async function wakeIsland(driver: Driver, name: string, inner = '') {
  await clientReady(driver);
  await driver.evaluate((island) => {
    document.dispatchEvent(new CustomEvent('caravan:hydrate-request', { detail: { name: island, done: () => undefined }, cancelable: true }));
  }, name);
  await driver.waitFor(`[data-island="${name}"][data-hydrated="true"] ${inner}`.trim());
}

/** Clicks the first element matching `selector` whose text contains `text` (in the page). */
async function clickText(driver: Driver, selector: string, text: string) {
  await driver.waitForFunction(
    ([s, t]) => [...document.querySelectorAll(s)].some((el) => (el.textContent ?? '').includes(t)),
    [selector, text] as [string, string],
  );
  await driver.evaluate(
    ([s, t]) => ([...document.querySelectorAll<HTMLElement>(s)].find((el) => (el.textContent ?? '').includes(t)))?.click(),
    [selector, text] as [string, string],
  );
}

async function withDriver<T>(options: Parameters<Engine['newDriver']>[0], run: (driver: Driver) => Promise<T>): Promise<T> {
  const driver = await engine.newDriver(options);
  try {
    return await run(driver);
  } finally {
    await driver.close();
  }
}

describe(`${engineName}: the layout suite's core checks at 390 px`, () => {
  const pages = () => [
    { name: 'home', path: '/', primary: true },
    { name: 'destinations', path: it.travels, primary: false },
    { name: 'trip', path: trip, primary: true },
    { name: 'departure', path: tour, primary: true },
    { name: 'results', path: it.search, primary: true },
    { name: 'empty results', path: `${it.search}?textSearch=zzz`, primary: false },
    { name: 'events', path: it['events-wemeet'], primary: false },
    { name: '404', path: '/pagina-che-non-esiste', primary: false, status: 404 },
  ];
  test('no sideways drag, no text cut off, icons square, primary buttons usable', { timeout: 300_000 }, async () => {
    const findings: string[] = [];
    await withDriver({ viewport: phone390, probe: true, allow: [/status of 404/] }, async (driver) => {
      for (const page of pages()) {
        const status = await driver.goto(marketUrl('it', page.path));
        if (status !== (page.status ?? 200)) findings.push(`${page.name}: HTTP ${status}`);
        await driver.waitForFunction(() => window.__layout?.ready(), undefined, 20_000);
        const overflow = await driver.evaluate((w) => window.__layout.overflow(w), phone390.width);
        if (overflow.documentScrollWidth > phone390.width || overflow.bodyScrollWidth > phone390.width || overflow.offenders.length) {
          findings.push(`${page.name} ${page.path}: sideways drag (scrollWidth ${overflow.documentScrollWidth}):\n      ${overflow.offenders.join('\n      ')}`);
        }
        const text = await driver.evaluate((w) => window.__layout.offscreenText(w), phone390.width);
        if (text.length) findings.push(`${page.name} ${page.path}: text cut off:\n      ${text.join('\n      ')}`);
        const icons = await driver.evaluate(() => window.__layout.squashedIcons());
        if (icons.length) findings.push(`${page.name} ${page.path}: icons out of square:\n      ${icons.join('\n      ')}`);
        const buttons = await driver.evaluate(
          ([selectors, always]) => window.__layout.buttons(selectors, always, 3),
          [primarySelectors, alwaysPrimary] as [string[], string[]],
        );
        if (page.primary && buttons.length === 0) findings.push(`${page.name} ${page.path}: no visible primary button`);
        for (const b of buttons) if (b.problems.length) findings.push(`${page.name} ${page.path}: ${b.description}: ${b.problems.join('; ')}`);
        for (const error of driver.takeErrors()) findings.push(`${page.name} ${page.path}: ${error}`);
      }
    });
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

describe(`${engineName}: crawl at 390 px (budget ${crawlBudget} pages per market)`, () => {
  for (const market of ['it', 'us'] as const) {
    test(`${market}: every page answers, fits, logs no error, has unique ids; every link answers`, { timeout: 600_000 }, async () => {
      const result = await withDriver({ viewport: phone390, probe: true, allow: crawlAllow }, (driver) =>
        crawlMarket(driver, { market, port: sitePort(), budget: crawlBudget, width: phone390.width }),
      );
      crawls.push(result);
      expect(result.findings.length + result.broken.length, `${market}:\n${formatCrawl(result)}`).toBe(0);
    });
  }
});

describe(`${engineName}: core journeys (1280 px)`, () => {
  test('search → departure → book link', { timeout: 180_000 }, async () => {
    await withDriver({ viewport: desktop1280 }, async (driver) => {
      await driver.goto(marketUrl('it', '/'));
      await wakeIsland(driver, 'SearchWidget', '.search-widget__input');
      await driver.click('.search-widget--cover .search-widget__input');
      await driver.type('.search-widget--cover .search-widget__input', 'giap');
      await clickText(driver, '.search-widget--cover .widget-option', 'Giappone');
      await driver.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.search-widget--cover .search-widget__submit')?.disabled);
      await driver.click('.search-widget--cover .search-widget__submit');
      await driver.waitForFunction((search) => location.pathname === search && location.search.includes('destinationId'), it.search);
      await clientReady(driver);
      // The first departure found.
      const href = await driver.evaluate(() => document.querySelector<HTMLAnchorElement>('.tour-card .travel-card__link, .travel-card__link')?.getAttribute('href') ?? '');
      expect(href, 'a result linked from the results page').toMatch(/^\/viaggi\//);
      // Followed with a real click, as a visitor does.
      await driver.click(`a[href="${href}"]`);
      await driver.waitForFunction((link) => location.pathname === link && document.documentElement.dataset.client === 'ready', href, 30_000);
      const book = await driver.evaluate(() => document.querySelector<HTMLAnchorElement>('.booking-box__cta[href], .departure a.button--primary[href]')?.href ?? '');
      expect(book).toMatch(new RegExp(`^${bookingBase.replace(/\./g, '\\.')}/booking/\\d+/start$`));
      expect(driver.takeErrors()).toEqual([]);
    });
  });

  // Firefox cancels a page's outstanding loads as soon as a navigation starts: an island's chunk
  // still loading when a result was tapped failed, the chunk guard reloaded the results page
  // and the tap was lost (1–4 in 12 fresh visits to a cold site before client/ui/leaving.ts).
  // Made certain here: a chunk load fails just after the tap.
  test('a result tapped while a chunk fails to load still opens the departure', { timeout: 120_000 }, async () => {
    await withDriver({ viewport: desktop1280, }, async (driver) => {
      await driver.goto(marketUrl('it', `${it.search}?destinationId%5B%5D=27`));
      await clientReady(driver);
      const href = await driver.evaluate(() => document.querySelector<HTMLAnchorElement>('.travel-card__link')?.getAttribute('href') ?? '');
      expect(href, 'a result on the results page').toMatch(/^\/viaggi\//);
      // Once the navigation has started, a chunk load fails, as the browser reports a dynamic
      // import nobody caught (vitest rewrites import() in this function, so it is the event).
      await driver.evaluate(() => {
        window.addEventListener('beforeunload', () => setTimeout(() => {
          const reason = new TypeError(`error loading dynamically imported module: ${location.origin}/build/chunks/Missing-TEST0000.js`);
          const promise = Promise.reject(reason);
          promise.catch(() => undefined);
          window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason, cancelable: true }));
        }, 20), { once: true });
      });
      await driver.click(`a[href="${href}"]`);
      await driver.waitForFunction((link) => location.pathname === link, href, 15_000);
      // Once the departure's own client has started, the results page (whose chunk guard could
      // have reloaded it) is gone: nothing can take the visitor back any more.
      await clientReady(driver);
      expect(new URL(driver.url()).pathname).toBe(href);
    });
  });

  test('notify-me: the dialog opens, takes an email and goes on to the code step', { timeout: 180_000 }, async () => {
    await withDriver({ viewport: desktop1280 }, async (driver) => {
      await driver.goto(marketUrl('it', trip));
      await wakeIsland(driver, 'NotifyMe', '[data-notify="tour"]');
      await driver.click('[data-island="NotifyMe"][data-hydrated="true"] [data-notify="tour"]');
      const dialog = 'dialog[data-dialog="notify-me"][open]';
      await driver.waitFor(`${dialog} input[name="email"]`, { visible: true });
      await driver.type(`${dialog} input[name="email"]`, `firefox-${Date.now()}@caravan.test`);
      await driver.click(`${dialog} button[type="submit"]`);
      await driver.waitFor(`${dialog} [data-flow-step="step-3"] input[name="code"]`, { visible: true });
      expect(driver.takeErrors()).toEqual([]);
    });
  });

  test('wishlist sign-in: the heart asks for an email; the wishlist page signs in at the identity provider', { timeout: 180_000 }, async () => {
    await withDriver({ viewport: desktop1280, allow }, async (driver) => {
      await driver.goto(marketUrl('it', trip));
      await wakeIsland(driver, 'WishlistButton', '[data-wishlist="travel"]');
      await driver.click('[data-island="WishlistButton"][data-hydrated="true"] [data-wishlist="travel"]');
      await driver.waitFor('dialog[data-dialog="wishlist-email"][open] input[name="email"]', { visible: true });
      await driver.goto(marketUrl('it', it.wishlist));
      await driver.click('[data-wishlist-view="logged-out"] a.button--primary');
      await driver.waitForFunction(() => location.hostname === 'localhost' && Boolean(document.querySelector('input[name="email"]')), undefined, 30_000);
      await driver.waitFor('input[name="password"]');
      expect(driver.takeErrors()).toEqual([]);
    });
  });
});
