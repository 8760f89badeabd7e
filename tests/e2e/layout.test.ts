// Issue "Phone-first" in a real browser: every page type of the Italian market at real phone
// widths (360, 375, 390 px, emulated as phones), at 768 and 1024 px, and at 1280×900 for
// the covering checks. Per page and width:
//   1. no sideways drag: document and body no wider than the viewport, and the layout
//      viewport not widened (with phone emulation overflowing content widens innerWidth);
//   2. no visible text-bearing element past the viewport's edges outside a horizontal scroll
//      container (followed along the containing-block chain: an absolutely positioned child of
//      a scroll rail without a positioned ancestor inside it escapes the rail), and no
//      square icon drawn out of square (squeezed beside a label that wraps);
//   3. primary buttons (booking box, sticky bar, departures, search, apply filters) fully on
//      screen with nothing fixed or sticky over their centre: from the top of the page, a button
//      already fully on screen is measured where it is (the covered first screen), any other is
//      scrolled to the middle; the booking box's button also while its box is stuck, the sticky
//      bar's while reading;
//   4. (phones) the mobile menu: destinations, call-to-action buttons, Escape, close button,
//      Tab + Enter on the burger;
//   5. (phones) at 40% of the page the fixed and stuck layers (union of their rectangles)
//      cover at most 20% of the viewport; the top promo banner is at most 56 px tall;
//   6. (phones) trip and tour pages: past the cover the sticky booking bar shows a price,
//      dates, a status and an action link, fully on screen.
// The measuring code runs in the page (installLayoutProbe) and names the offending elements
// (tag.classes path, text, rectangle). Pages and fixtures are discovered from the running site
// and its API; the signed-in wishlist views use the dev identity provider's second@caravan.test
// (its wishlist is emptied again at the end).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaRoutingKeys, fixedRoutingKeys, pathsByLanguage } from '../../markets/paths';
import { launchBrowser, marketUrl } from './lib';
import {
  assertClean, checkButtons, checkIcons, checkOverflow, checkOverlays, checkStickyBar, checkText, checkTopBanner, desktop, newLayoutContext, nextFrames, animationsDone,
  phoneWidths, Pipeline, primarySelectors, settleLayout, tabletWidths, type PageCase, type Slugs, type Width,
} from './layoutChecks';
import { clearWishlist, saveTravels, signedInState, signIn } from './layoutWishlist';

// ---------------------------------------------------------------------------------------
// Pages, discovered from the running site.

/** Paths of the discovered pages (and trip ids to save in the wishlist). */
let browser: Browser;
let slugs: Slugs;

const itPaths = pathsByLanguage.it;

/** An Italian route pattern (`/viaggi/:travel/:tour`) with its parameters filled in. */
function routePath(route: keyof typeof itPaths, params: Record<string, string>): string {
  return itPaths[route].replace(/:([a-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no ${name} for ${itPaths[route]}`);
    return value;
  });
}
const appPageNames = [
  'home', 'destinations list', 'area', 'confirmed departures', 'sales', 'coordinators list', 'coordinator',
  'trip', 'tour', 'sold-out tour', 'trip without departures', 'itinerary', 'trip dossier',
  'search results (tours)', 'search results (trips)', 'AI search', 'events', 'wishlist (anonymous)', '404',
] as const;
type AppPageName = (typeof appPageNames)[number];

function appPage(name: AppPageName): PageCase | null {
  const pages: Record<AppPageName, PageCase | null> = {
    home: { name, path: '/', primary: true, marker: '.search-widget--cover' },
    'destinations list': { name, path: itPaths.travels },
    area: { name, path: itPaths['area-asia'] },
    'confirmed departures': { name, path: itPaths.tours },
    sales: { name, path: itPaths.sales },
    'coordinators list': { name, path: itPaths.coordinators },
    coordinator: { name, path: slugs.coordinator },
    trip: { name, path: slugs.trip, primary: true, stickyBar: true, marker: '.booking-box' },
    tour: { name, path: slugs.tour, primary: true, stickyBar: true, marker: '.booking-box' },
    'sold-out tour': { name, path: slugs.soldOutTour, primary: true, stickyBar: true, marker: '.booking-box' },
    'trip without departures': slugs.tripWithoutDepartures ? { name, path: slugs.tripWithoutDepartures, marker: '.trip-cover' } : null,
    itinerary: { name, path: slugs.itinerary },
    // The printable dossier of the tour page's departure: /viaggi/{travel}/{tour}/dossier-di-viaggio.
    'trip dossier': { name, path: slugs.tour + itPaths['travels-travel-tour-dossier'].slice(itPaths['travels-travel-tour'].length), marker: '.dossier__days' },
    'search results (tours)': { name, path: itPaths.search, primary: true },
    'search results (trips)': { name, path: `${itPaths.search}?tab=travels`, primary: true },
    'AI search': { name, path: itPaths['search-ai'] },
    events: { name, path: itPaths['events-wemeet'] },
    'wishlist (anonymous)': { name, path: itPaths.wishlist, marker: '[data-wishlist-view="logged-out"]' },
    '404': { name, path: '/pagina-che-non-esiste', status: 404 },
  };
  return pages[name];
}

/** Fixed content pages not already among the app pages above. */
const coveredKeys = new Set(['index', 'travels', 'tours', 'coordinators', 'area-asia']);
let contentPages: PageCase[] = [];

const queryModals = ['gallery', 'travel-description', 'coordinator', 'flight-club', 'talk-to-us'] as const;
const modalPath = (type: string) => `${slugs.trip}?modal=${type}&type=${type}`;
const filtersPath = () => `${itPaths.search}?modal=filters`;

/** Every path a width's tests open, in test order (the pipeline loads ahead along it). */
function planFor(width: Width): string[] {
  return [
    ...appPageNames.map((name) => appPage(name)?.path).filter((path): path is string => Boolean(path)),
    ...contentPages.map((p) => p.path),
    ...queryModals.map(modalPath),
    filtersPath(),
    '/',
    ...(width.phone ? ['/', '/'] : []),
  ];
}

const desktopPages: AppPageName[] = ['home', 'destinations list', 'confirmed departures', 'trip', 'tour', 'sold-out tour', 'search results (tours)', 'search results (trips)'];

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newLayoutContext(browser, desktop);
  try {
    await page.goto(marketUrl('it', itPaths.tours), { waitUntil: 'domcontentloaded' });
    const found = await page.evaluate(async (coordinatorsPath) => {
      type Listing = { lastPage: number; data: { id: number; code: string; slug?: string; toursCount?: number; travel?: { slug: string } }[] };
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return (await res.json()) as Listing;
      };
      // A confirmed departure (its trip has bookable departures): /viaggi/{travel}/{tour}.
      const [, travel = '', tour = ''] = /^\/[^/]+\/([a-z0-9-]+)\/([A-Za-z0-9-]+)$/.exec(document.querySelector('.tour-card .travel-card__link')?.getAttribute('href') ?? '') ?? [];
      const soldOut = (await post('/api/tours', { status: ['SOLD_OUT'] })).data[0];
      const travels: Listing['data'] = [];
      for (let page = 1, last = 1; page <= last && page <= 10; page++) {
        const listing = await post('/api/travels', { perPage: 100, page });
        travels.push(...listing.data);
        last = listing.lastPage;
      }
      const withoutDepartures = travels.find((t) => t.toursCount === 0);
      const coordinators = await (await fetch(coordinatorsPath)).text();
      const coordinator = new RegExp(`href="${coordinatorsPath}/([a-z0-9-]+)"`).exec(coordinators)?.[1] ?? '';
      return {
        travel,
        tour,
        soldOut: soldOut?.travel ? { travel: soldOut.travel.slug, tour: soldOut.code } : null,
        withoutDepartures: withoutDepartures?.slug ?? null,
        coordinator,
        travelIds: travels.filter((t) => t.toursCount).slice(0, 2).map((t) => t.id),
      };
    }, itPaths.coordinators);
    expect(found.tour, `a confirmed departure linked from ${itPaths.tours}`).not.toBe('');
    expect(found.soldOut, 'a sold-out departure from POST /api/tours {status: [SOLD_OUT]}').not.toBeNull();
    expect(found.coordinator, `a coordinator linked from ${itPaths.coordinators}`).not.toBe('');
    expect(found.travelIds.length, 'two trips with departures from POST /api/travels').toBe(2);
    slugs = {
      trip: routePath('travels-travel', { travel: found.travel }),
      tour: routePath('travels-travel-tour', { travel: found.travel, tour: found.tour }),
      itinerary: routePath('travels-travel-itinerary', { travel: found.travel }),
      soldOutTour: routePath('travels-travel-tour', found.soldOut!),
      tripWithoutDepartures: found.withoutDepartures ? routePath('travels-travel', { travel: found.withoutDepartures }) : null,
      coordinator: routePath('coordinators-coordinator', { coordinator: found.coordinator }),
      travelIds: found.travelIds,
    };
    // Fixed content pages that exist (wemeet pages may not be seeded).
    const candidates = fixedRoutingKeys.filter((key) => !coveredKeys.has(key)).map((key) => ({ key, path: itPaths[key] }));
    const statuses = await page.evaluate(
      async (paths) => Promise.all(paths.map(async (p) => (await fetch(p, { redirect: 'manual' })).status)),
      candidates.map((c) => c.path),
    );
    contentPages = candidates.filter((_, i) => statuses[i] === 200).map((c) => ({ name: `content page ${c.key}`, path: c.path }));
    expect(contentPages.length, 'fixed content pages answering 200').toBeGreaterThan(10);
  } finally {
    await context.close();
  }
}, 120_000);

afterAll(async () => {
  const signedIn = signedInState();
  if (signedIn) {
    // Leave the test user's wishlist as found: empty.
    const { context, page } = await newLayoutContext(browser, desktop, { storageState: signedIn });
    await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    await clearWishlist(page).catch(() => undefined);
    await context.close();
  }
  await browser?.close();
});

// ---------------------------------------------------------------------------------------
// The suite.

/** Checks 1, 2, 3 (and 5, 6 on phones) for the page currently shown. */
async function pageFindings(page: Page, width: Width, pageCase: PageCase): Promise<string[]> {
  const findings: string[] = [];
  if (pageCase.marker && (await page.locator(pageCase.marker).count()) === 0) findings.push(`expected ${pageCase.marker} on the page: wrong page rendered?`);
  findings.push(...(await checkOverflow(page, width)));
  findings.push(...(await checkText(page, width)));
  findings.push(...(await checkIcons(page)));
  findings.push(...(await checkButtons(page, width, Boolean(pageCase.primary))));
  if (width.phone) {
    findings.push(...(await checkTopBanner(page)).findings);
    findings.push(...(await checkOverlays(page)));
    if (pageCase.stickyBar) findings.push(...(await checkStickyBar(page)));
  }
  return findings;
}

/** A dialog's own layout: fully on screen, no sideways scroll, no text cut off, its primary buttons usable. */
async function modalFindings(page: Page, width: Width, dialog: string, { buttons = true } = {}): Promise<string[]> {
  const findings: string[] = [];
  const inner = await page.evaluate(() => window.innerWidth);
  if (inner !== width.width) findings.push(`layout viewport widened while the dialog is open: window.innerWidth ${inner} ≠ ${width.width}`);
  findings.push(...(await page.evaluate((s) => window.__layout.boxInViewport(s), dialog)));
  findings.push(...(await checkText(page, width, dialog)));
  if (!buttons) return findings;
  const scoped = [...new Set(primarySelectors.map((s) => (s.startsWith('dialog[open]') ? `${dialog} .button--primary` : `${dialog} ${s}`)))];
  const reports = await page.evaluate((selectors) => window.__layout.buttons(selectors, [], 3), scoped);
  for (const report of reports) {
    if (report.problems.length) findings.push(`primary button unusable: ${report.description}\n${report.problems.map((p) => `      ${p}`).join('\n')}`);
  }
  return findings;
}

for (const width of [...phoneWidths, ...tabletWidths]) {
  describe(`layout @${width.label}`, () => {
    let pipeline: Pipeline;
    beforeAll(async () => {
      pipeline = await Pipeline.create(browser, width, () => planFor(width));
    });
    afterAll(async () => {
      await pipeline?.close();
    });

    describe('pages', () => {
      for (const name of appPageNames) {
        test(`${name} @${width.label}`, async (ctx) => {
          const pageCase = appPage(name);
          if (!pageCase) return ctx.skip(); // e.g. no trip without departures in this seed
          const page = await pipeline.open(pageCase.path, pageCase.status);
          const findings = await pageFindings(page, width, pageCase);
          if (width.phone && name === 'home') {
            expect((await checkTopBanner(page)).present, 'the seeded top promo banner shows on the home page').toBe(true);
          }
          assertClean(`${name} ${pageCase.path} @${width.label}`, findings);
        });
      }

      test(`fixed content pages @${width.label}`, async () => {
        const failures: string[] = [];
        for (const pageCase of contentPages) {
          const page = await pipeline.open(pageCase.path);
          const findings = await pageFindings(page, width, pageCase);
          if (findings.length) failures.push(`${pageCase.name} ${pageCase.path}:\n${findings.map((f) => `    - ${f}`).join('\n')}`);
        }
        if (failures.length) {
          throw new Error(`fixed content pages @${width.label}: ${failures.length} of ${contentPages.length} with layout problems\n${failures.join('\n')}`);
        }
      }, 180_000);
    });

    describe('modals and menus', () => {
      for (const type of queryModals) {
        test(`trip ?modal=${type} @${width.label}`, async () => {
          const page = await pipeline.open(modalPath(type));
          const dialog = `dialog[data-query-modal="${type}"][open]`;
          await page.waitForSelector(dialog, { timeout: 5_000 });
          await animationsDone(page, dialog);
          await nextFrames(page);
          assertClean(`${modalPath(type)} @${width.label}`, await modalFindings(page, width, dialog));
        });
      }

      test(`search ?modal=filters @${width.label}`, async () => {
        const page = await pipeline.open(filtersPath());
        const findings: string[] = [];
        if (width.width < 1024) {
          const panel = '.search-filters--open';
          await page.waitForSelector(panel, { timeout: 5_000 });
          await animationsDone(page, panel);
          findings.push(...(await modalFindings(page, width, panel)));
          const apply = await page.locator(`${panel} .filters__actions :is(button[type="submit"], .button--primary)`).count();
          if (apply === 0) findings.push('no apply button (.filters__actions button[type=submit] / .button--primary) in the open filters');
        } else {
          // From 1024 px the filters are the results' sidebar.
          findings.push(...(await checkOverflow(page, width)), ...(await checkText(page, width)), ...(await checkButtons(page, width, true)));
        }
        assertClean(`${filtersPath()} @${width.label}`, findings);
      });

      test(`language modal @${width.label}`, async () => {
        const page = await pipeline.open('/');
        const button = page.locator('.lang-switch');
        expect(await button.isVisible(), 'the header language button is visible').toBe(true);
        await button.click();
        const dialog = 'dialog.modal:has(.market-list)[open]';
        await page.waitForSelector(dialog, { timeout: 5_000 });
        await nextFrames(page);
        assertClean(`language modal on / @${width.label}`, await modalFindings(page, width, dialog));
      });

      if (width.phone) {
        test(`mobile menu @${width.label}`, async () => {
          const page = await pipeline.open('/');
          const findings: string[] = [];
          const burger = page.locator('.burger');
          expect(await burger.isVisible(), 'the burger button shows on phones').toBe(true);

          // Keyboard: Tab reaches the burger, Enter opens the menu.
          const focusTrail: string[] = [];
          let reached = false;
          for (let i = 0; i < 25 && !reached; i++) {
            await page.keyboard.press('Tab');
            const focused = await page.evaluate(() => {
              const el = document.activeElement;
              return { burger: Boolean(el?.matches('.burger')), description: el ? window.__layout.describe(el) : 'none' };
            });
            focusTrail.push(focused.description);
            reached = focused.burger;
          }
          const menu = 'dialog.mobile-menu[open]';
          if (!reached) {
            findings.push(`the burger is not reachable by Tab (25 presses went through):\n${focusTrail.map((f) => `      ${f}`).join('\n')}`);
          } else {
            await page.keyboard.press('Enter');
            if (!(await page.waitForSelector(menu, { timeout: 3_000 }).catch(() => null))) findings.push('Enter on the focused burger did not open the menu');
          }
          if (!(await page.locator(menu).count())) await burger.click({ timeout: 5_000 });
          await page.waitForSelector(menu, { timeout: 3_000 });
          await nextFrames(page);
          expect(await burger.getAttribute('aria-expanded'), 'burger aria-expanded with the menu open').toBe('true');

          // The list is built as the drawer first opens (in a transition, a frame or so later), and
          // the panels' entries arrive from /api/menu then: measured once they are there.
          await page.waitForSelector(`${menu} .mobile-menu__list`, { timeout: 5_000 }).catch(() => undefined);
          await page.waitForFunction((s) => !document.querySelector(`${s} .menu-pending`), menu, { timeout: 10_000 }).catch(() => undefined);
          await nextFrames(page);
          // Destinations: a link to the destinations list, a trip or an area page, visible or behind a visible accordion summary.
          const destinationPaths = { list: itPaths.travels, areas: areaRoutingKeys.map((key) => itPaths[key]) };
          const destinations = await page.evaluate(([selector, paths]) => {
            const dialog = document.querySelector(selector)!;
            const links = [...dialog.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => {
              const path = new URL(a.href, location.href).pathname;
              return path === paths.list || path.startsWith(`${paths.list}/`) || paths.areas.includes(path);
            });
            const reachable = links.filter((a) => {
              if (a.checkVisibility({ visibilityProperty: true })) return true;
              const details = a.closest('details');
              return Boolean(details?.querySelector(':scope > summary')?.checkVisibility({ visibilityProperty: true }));
            });
            const entries = [...dialog.querySelectorAll('.mobile-menu__list > li')].map((li) => (li.querySelector('a, summary')?.textContent ?? '').trim());
            return { total: links.length, reachable: reachable.length, entries };
          }, [menu, destinationPaths] as const);
          if (destinations.reachable === 0) {
            findings.push(
              `no destinations entry in the mobile menu (no link to ${itPaths.travels}, a trip ${itPaths.travels}/… or an area page that is visible or behind a visible accordion; ${destinations.total} hidden ones); its entries: [${destinations.entries.join(' | ')}]`,
            );
          }

          // Call-to-action buttons: present, and usable once scrolled to inside the menu.
          const ctaSelector = `${menu} .mobile-menu__ctas a.button`;
          const ctas = await page.evaluate(
            (s) => window.__layout.buttons([s], [], 10).then((reports) => ({ reports, primary: document.querySelectorAll(`${s}.button--primary`).length })),
            ctaSelector,
          );
          if (ctas.reports.length < 2) findings.push(`expected the menu's call-to-action buttons (search trips, login), found ${ctas.reports.length} visible`);
          if (ctas.primary === 0) findings.push('no primary call-to-action in the mobile menu');
          for (const r of ctas.reports.filter((c) => c.problems.length)) findings.push(`menu call-to-action unusable: ${r.description}\n${r.problems.map((p) => `      ${p}`).join('\n')}`);
          findings.push(...(await modalFindings(page, width, menu, { buttons: false })));

          // Escape closes; the close button closes.
          await page.keyboard.press('Escape');
          if (!(await page.waitForSelector(menu, { state: 'detached', timeout: 2_000 }).then(() => true, () => false))) {
            findings.push('Escape did not close the mobile menu');
            await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.mobile-menu')?.close());
          }
          const clicked = async (what: string, action: () => Promise<void>) =>
            action().then(
              () => true,
              (error: Error) => {
                findings.push(`could not click ${what}: ${error.message.split('\n').filter((line) => /intercepts|Timeout/.test(line)).slice(0, 2).join(' / ')}`);
                return false;
              },
            );
          if (await clicked('the burger to reopen the menu', () => burger.click({ timeout: 3_000 }))) {
            await page.waitForSelector(menu, { timeout: 3_000 });
            if (await clicked("the menu's close button", () => page.click(`${menu} .modal__close`, { timeout: 3_000 }))) {
              if (!(await page.waitForSelector(menu, { state: 'detached', timeout: 2_000 }).then(() => true, () => false))) {
                findings.push('the close button did not close the mobile menu');
              }
            }
          }
          assertClean(`mobile menu on / @${width.label}`, findings);
        });

        test(`search widget full-screen modal @${width.label}`, async () => {
          const page = await pipeline.open('/');
          await page.click('.search-widget--cover .search-widget__input');
          const dialog = '.search-widget--cover dialog.search-modal[open]';
          await page.waitForSelector(dialog, { timeout: 5_000 });
          await nextFrames(page);
          const findings = await modalFindings(page, width, dialog);
          const notFull = await page.evaluate((s) => {
            const el = document.querySelector(s)!;
            const r = el.getBoundingClientRect();
            return r.left <= 0.5 && r.top <= 0.5 && r.right >= innerWidth - 0.5 && r.bottom >= innerHeight - 0.5 ? null : window.__layout.describe(el);
          }, dialog);
          if (notFull) findings.push(`the search modal does not fill the screen: ${notFull}`);
          if ((await page.locator(`${dialog} .search-modal__footer .button--primary`).count()) === 0) findings.push('no search button in the modal footer');
          assertClean(`search modal on / @${width.label}`, findings);
        });
      }
    });

    describe('wishlist signed in', () => {
      let signed: { context: BrowserContext; page: Page } | undefined;
      afterAll(async () => {
        await signed?.context.close();
      });

      test(`empty wishlist @${width.label}`, async () => {
        signed = await newLayoutContext(browser, width, { storageState: await signIn(browser) });
        const { page } = signed;
        await page.bringToFront();
        await page.goto(marketUrl('it', itPaths.wishlist), { waitUntil: 'domcontentloaded' });
        await clearWishlist(page);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await settleLayout(page);
        expect(await page.locator('[data-wishlist-view="empty"]').count(), 'the empty wishlist view (signed in)').toBe(1);
        assertClean(`${itPaths.wishlist} signed in, empty @${width.label}`, await pageFindings(page, width, { name: 'wishlist', path: itPaths.wishlist }));
      });

      test(`wishlist with saved trips @${width.label}`, async () => {
        expect(signed, 'signed-in context from the previous test').toBeDefined();
        const { page } = signed!;
        await saveTravels(page, slugs.travelIds);
        await page.goto(marketUrl('it', itPaths.wishlist), { waitUntil: 'domcontentloaded' });
        await settleLayout(page);
        expect(await page.locator('[data-wishlist-view="regular"] .wishlist-item').count(), 'saved trips listed').toBe(slugs.travelIds.length);
        assertClean(`${itPaths.wishlist} signed in, saved trips @${width.label}`, await pageFindings(page, width, { name: 'wishlist', path: itPaths.wishlist }));
      });
    });
  });
}

describe(`covering @${desktop.label}`, () => {
  let pipeline: Pipeline;
  beforeAll(async () => {
    pipeline = await Pipeline.create(browser, desktop, () => desktopPages.map((name) => appPage(name)!.path));
  });
  afterAll(async () => {
    await pipeline?.close();
  });

  for (const name of desktopPages) {
    test(`${name}: primary buttons not covered @${desktop.label}`, async () => {
      const pageCase = appPage(name)!;
      const page = await pipeline.open(pageCase.path, pageCase.status);
      assertClean(`${name} ${pageCase.path} @${desktop.label}`, await checkButtons(page, desktop, Boolean(pageCase.primary)));
    });
  }
});

// The full menu beside the header's actions (from 1280 px): menu labels come from the CMS and
// differ per language, and at 1280 and 1440 px the French "WeMeet" badge lay over the search
// button. Every market, home page: no two header controls overlap, all inside the viewport.
describe('desktop header in every market', () => {
  const markets = ['it', 'us', 'we', 'es', 'fr', 'de'] as const;
  for (const width of [1280, 1440, 1680]) {
    test(`menu and actions side by side @${width}`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
      const findings: string[] = [];
      for (const market of markets) {
        const page = await context.newPage();
        await page.goto(marketUrl(market, '/'), { waitUntil: 'load' });
        const found = await page.evaluate(() => {
          const controls = [...document.querySelectorAll<HTMLElement>('.site-header .logo, .site-header .main-nav__link, .site-header__actions > :not(script)')]
            .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
            .map((el) => ({ el, box: el.getBoundingClientRect(), name: `${el.className.split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 20)}"` }));
          const bad: string[] = [];
          for (const [i, a] of controls.entries()) {
            if (a.box.left < 0 || a.box.right > innerWidth) bad.push(`${a.name} outside the viewport (${Math.round(a.box.left)}–${Math.round(a.box.right)})`);
            for (const b of controls.slice(i + 1)) {
              if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
              const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
              const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
              if (x > 0.5 && y > 0.5) bad.push(`${a.name} overlaps ${b.name} by ${Math.round(x)} px`);
            }
          }
          return { count: controls.length, bad };
        });
        expect(found.count, `${market}: header controls found`).toBeGreaterThan(5);
        findings.push(...found.bad.map((line) => `${market}: ${line}`));
        await page.close();
      }
      await context.close();
      expect(findings).toEqual([]);
    });
  }
});

// Bad input (issue "Phone-first"): content the CMS or the catalogue may send must still give a
// clean phone page. The page is rendered for real, then its copy is replaced in place with the
// hostile values (a very long trip title with an unbreakable word, a very long promo message,
// banners without a button) and the page is measured again.
describe('hostile content on a phone', () => {
  const width = phoneWidths[0]!;
  const longWord = 'Supercalifragilistichespiralidosoviaggiodigruppo'.repeat(2);
  const longTitle = `${'Un viaggio di gruppo lunghissimo tra deserti, montagne e città '.repeat(3)}${longWord}`;
  const longMessage = `<strong>Offerta:</strong> ${'fino a 150 € di sconto su ogni partenza confermata con il codice PRIMAVERA '.repeat(4)}${longWord}`;

  test(`trip page with a very long title, a very long promo message and banners without a button @${width.label}`, async () => {
    const { context, page } = await newLayoutContext(browser, width);
    try {
      const response = await page.goto(marketUrl('it', slugs.trip));
      expect(response?.status()).toBe(200);
      await settleLayout(page);
      const replaced = await page.evaluate(({ title, message }) => {
        const heading = document.querySelector('.trip-cover__title');
        const banners = [...document.querySelectorAll('.banner')];
        if (heading) heading.textContent = title;
        for (const banner of banners) {
          const text = banner.querySelector('.banner__message');
          if (text) text.innerHTML = message;
          banner.querySelector('.banner__cta')?.remove();
        }
        return { heading: Boolean(heading), banners: banners.length };
      }, { title: longTitle, message: longMessage });
      expect(replaced.heading, 'the trip page has its title').toBe(true);
      expect(replaced.banners, 'the seeded trip page shows banners').toBeGreaterThan(0);
      await nextFrames(page);
      const findings = [...(await checkOverflow(page, width)), ...(await checkText(page, width)), ...(await checkTopBanner(page)).findings];
      findings.push(...(await checkButtons(page, width, true)));
      // The cover clips its overflow, so a title too wide for it would be cut without widening
      // the page: the title itself must wrap inside the screen.
      const title = await page.evaluate(() => {
        const heading = document.querySelector<HTMLElement>('.trip-cover__title')!;
        const box = heading.getBoundingClientRect();
        return { scrollWidth: heading.scrollWidth, clientWidth: heading.clientWidth, right: Math.round(box.right), viewport: window.innerWidth };
      });
      if (title.scrollWidth > title.clientWidth + 1 || title.right > title.viewport) {
        findings.push(`the long trip title does not wrap: scrollWidth ${title.scrollWidth} > clientWidth ${title.clientWidth} (right edge ${title.right}, viewport ${title.viewport})`);
      }
      assertClean(`hostile content on ${slugs.trip} @${width.label}`, findings);
    } finally {
      await context.close();
    }
  });
});
