// Widths, checks and page navigation of the phone-first suite (tests/e2e/layout.test.ts).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import catalogueIt from '../../markets/locales/catalogue/it';
import { marketUrl, presetConsent } from './lib';
import { installLayoutProbe } from './layoutProbe';

// ---------------------------------------------------------------------------------------
// Widths.

export interface Width {
  label: string;
  width: number;
  height: number;
  phone: boolean;
  options: BrowserContextOptions;
}

// Three phone widths, the narrowest first (a fourth, 414 px, cost about a minute of every
// npm test); 390 is drawn at DPR 2 so that a 2× phone stays covered.
export const phoneWidths: Width[] = [360, 375, 390].map((width) => ({
  label: `phone ${width}`,
  width,
  height: 800,
  phone: true,
  options: { viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: width === 390 ? 2 : 3 },
}));
export const tabletWidths: Width[] = [768, 1024].map((width) => ({
  label: `${width}`,
  width,
  height: 900,
  phone: false,
  options: { viewport: { width, height: 900 }, isMobile: false },
}));
export const desktop: Width = { label: 'desktop 1280', width: 1280, height: 900, phone: false, options: { viewport: { width: 1280, height: 900 } } };

/** Every context: no service worker (fresh bundles), no smooth scrolling or entry animations while measuring. */
export function contextOptions(width: Width, extra: BrowserContextOptions = {}): BrowserContextOptions {
  return { serviceWorkers: 'block', reducedMotion: 'reduce', ...width.options, ...extra };
}

// ---------------------------------------------------------------------------------------
// Checks run from the test (each returns readable findings; empty = fine).

/** Primary buttons: booking links, search submits, apply filters, modal primaries. */
export const primarySelectors = [
  '.departure .button--primary',
  '.search-widget__submit',
  '.search-bar button[type="submit"]',
  '.filters__actions button[type="submit"]',
  '.filters__actions .button--primary',
  '.search-modal__footer .button--primary',
  'dialog[open] .button--primary',
];
export const alwaysPrimary = ['.booking-box__cta', '.sticky-book a'];

export async function checkOverflow(page: Page, width: Width): Promise<string[]> {
  const r = await page.evaluate((w) => window.__layout.overflow(w), width.width);
  const findings: string[] = [];
  if (r.innerWidth !== width.width) findings.push(`layout viewport widened: window.innerWidth ${r.innerWidth} ≠ ${width.width}`);
  if (Math.round(r.visualWidth) !== width.width) findings.push(`visual viewport width ${r.visualWidth} ≠ ${width.width} (page zoomed out to fit)`);
  if (r.documentScrollWidth > width.width) findings.push(`document.documentElement.scrollWidth ${r.documentScrollWidth} > ${width.width}`);
  if (r.bodyScrollWidth > width.width) findings.push(`document.body.scrollWidth ${r.bodyScrollWidth} > ${width.width}`);
  if (findings.length || r.offenders.length) {
    findings.push(
      r.offenders.length
        ? `sideways drag: outermost elements past x=${width.width} outside any horizontal scroll container:\n${r.offenders.map((o) => `      ${o}`).join('\n')}`
        : 'sideways drag, but no single element past the right edge was found',
    );
  }
  return findings;
}

export async function checkText(page: Page, width: Width, scope?: string): Promise<string[]> {
  const bad = await page.evaluate(([w, s]) => window.__layout.offscreenText(w, s), [width.width, scope] as [number, string | undefined]);
  return bad.length ? [`text cut off by the viewport${scope ? ` in ${scope}` : ''} (not in a horizontal scroll container):\n${bad.map((b) => `      ${b}`).join('\n')}`] : [];
}

export async function checkIcons(page: Page): Promise<string[]> {
  const bad = await page.evaluate(() => window.__layout.squashedIcons());
  return bad.length ? [`square icons drawn out of square (shrunk beside a wrapping label):\n${bad.map((b) => `      ${b}`).join('\n')}`] : [];
}

export async function checkButtons(page: Page, width: Width, required: boolean, limit = 3): Promise<string[]> {
  const reports = await page.evaluate(
    ([selectors, always, n]) => window.__layout.buttons(selectors, always, n),
    [primarySelectors, alwaysPrimary, limit] as [string[], string[], number],
  );
  const findings: string[] = [];
  if (required && reports.length === 0) findings.push(`no visible primary button (${[...alwaysPrimary, ...primarySelectors].join(', ')}) on a page that must have one`);
  for (const report of reports) {
    if (report.problems.length) findings.push(`primary button unusable: ${report.description}\n${report.problems.map((p) => `      ${p}`).join('\n')}`);
  }
  return findings;
}

export const maxOverlayShare = 0.2;
export const maxTopBannerPx = 56;

export async function checkOverlays(page: Page): Promise<string[]> {
  const r = await page.evaluate(() => window.__layout.overlays(0.4));
  const share = r.coveredArea / r.viewportArea;
  if (r.headerMissed) return [`overlay probe: the sticky site header was not counted at scrollY ${r.scrollY} (layers: ${r.layers.join('; ') || 'none'})`];
  if (share <= maxOverlayShare) return [];
  return [
    `fixed/stuck layers cover ${(100 * share).toFixed(1)}% of the viewport at scrollY ${r.scrollY} (40% of the page; max ${100 * maxOverlayShare}%):\n${r.layers.map((l) => `      ${l}`).join('\n')}`,
  ];
}

export async function checkTopBanner(page: Page): Promise<{ present: boolean; findings: string[] }> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const banner = await page.evaluate(() => window.__layout.topBanner());
  if (!banner) return { present: false, findings: [] };
  return {
    present: true,
    findings: banner.height > maxTopBannerPx ? [`top promo banner is ${Math.round(banner.height)} px tall (max ${maxTopBannerPx}): ${banner.description}`] : [],
  };
}

export const statusLabels = Object.values(catalogueIt.status);

export async function checkStickyBar(page: Page): Promise<string[]> {
  const r = await page.evaluate((labels) => window.__layout.stickyBar(labels), statusLabels);
  return r.problems.length ? [`sticky booking bar ${r.bar}:\n${r.problems.map((p) => `      ${p}`).join('\n')}`] : [];
}

export function assertClean(label: string, findings: string[]) {
  if (findings.length === 0) return;
  throw new Error(`${label}: ${findings.length} layout problem(s)\n${findings.map((f) => `  - ${f}`).join('\n')}`);
}

// ---------------------------------------------------------------------------------------
// Navigation: a few tabs per context, the next pages of the plan loading while the current
// one is measured (the site's response time dominates; the checks take a fraction of it).

/** Stylesheets, fonts, the entry's wiring (header scroll states, banners) and every island that hydrates by itself. */
export async function settleLayout(page: Page) {
  await page.waitForFunction(() => window.__layout?.ready(), undefined, { timeout: 20_000, polling: 50 });
}

export const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Waits until the element's opening animation has ended (a panel sliding in is measured where it
 * comes to rest, not on its way: it was caught 2 px low once).
 */
export const animationsDone = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => undefined));

export async function newLayoutContext(browser: Browser, width: Width, extra: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(width, extra));
  // A returning visitor: the cookie banner (tests/e2e/consent.test.ts) stays closed.
  await presetConsent(context);
  await context.addInitScript(installLayoutProbe);
  const page = await context.newPage();
  return { context, page };
}

export interface Tab {
  page: Page;
  /** Index in the plan this tab is loading (-1: free or loaded off plan). */
  index: number;
  loading: Promise<number> | null;
}

export class Pipeline {
  private tabs: Tab[] = [];
  private cursor = 0;
  private current: Tab | null = null;

  constructor(
    readonly context: BrowserContext,
    private readonly plan: () => string[],
    private readonly size = 3,
  ) {}

  static async create(browser: Browser, width: Width, plan: () => string[], size = 3): Promise<Pipeline> {
    const { context, page } = await newLayoutContext(browser, width);
    const pipeline = new Pipeline(context, plan, size);
    pipeline.tabs.push({ page, index: -1, loading: null });
    for (let i = 1; i < size; i++) pipeline.tabs.push({ page: await context.newPage(), index: -1, loading: null });
    return pipeline;
  }

  private load(tab: Tab, path: string, index: number) {
    tab.index = index;
    tab.loading = (async () => {
      const response = await tab.page.goto(marketUrl('it', path), { waitUntil: 'domcontentloaded' });
      await settleLayout(tab.page);
      return response?.status() ?? 0;
    })();
    // A prefetch nobody asks for (test filtered out) must not be an unhandled rejection.
    tab.loading.catch(() => undefined);
  }

  private free(): Tab | undefined {
    return this.tabs.find((tab) => tab !== this.current && tab.index < this.cursor);
  }

  /** The page at `path`, loaded and settled; asserts its HTTP status. */
  async open(path: string, expectedStatus = 200): Promise<Page> {
    const plan = this.plan();
    this.current = null;
    let tab = this.tabs
      .filter((t) => t.index >= this.cursor && plan[t.index] === path)
      .sort((a, b) => a.index - b.index)[0];
    if (tab) {
      this.cursor = tab.index + 1;
    } else {
      const index = plan.indexOf(path, this.cursor);
      if (index >= 0) this.cursor = index + 1;
      tab = this.free()!;
      this.load(tab, path, -1);
    }
    this.current = tab;
    for (let i = this.cursor; i < plan.length && i < this.cursor + this.size - 1; i++) {
      if (this.tabs.some((t) => t.index === i)) continue;
      const spare = this.free();
      if (!spare) break;
      this.load(spare, plan[i]!, i);
    }
    // Only the front tab gets frames at full rate (the probe waits for frames after scrolling).
    await tab.page.bringToFront();
    const status = await tab.loading!;
    await nextFrames(tab.page);
    expect(status, `HTTP status of ${path}`).toBe(expectedStatus);
    return tab.page;
  }

  close() {
    return this.context.close();
  }
}

// ---------------------------------------------------------------------------------------
// Pages, discovered from the running site.

export interface Slugs {
  trip: string;
  tour: string;
  itinerary: string;
  soldOutTour: string;
  tripWithoutDepartures: string | null;
  coordinator: string;
  travelIds: number[];
}

export interface PageCase {
  name: string;
  path: string;
  status?: number;
  /** Must have at least one visible primary button. */
  primary?: boolean;
  /** Trip or tour page with departures: sticky booking bar on phones. */
  stickyBar?: boolean;
  /** Element that proves the right page or view rendered. */
  marker?: string;
}
