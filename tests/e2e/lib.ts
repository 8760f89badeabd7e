// Reusable helpers for the Chromium e2e tests: the site under test, the browser, pages that
// collect every console error, page error, CSP violation and failed sub-resource, islands,
// and axe-core checks.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { consentCookie, formatConsent, refuseAll, type ConsentChoice } from '../../shared/consent';
import { marketHosts, type LocalMarket } from './site.mjs';

export { freePort, httpGet, marketHosts, startSite, type LocalMarket, type Site } from './site.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The two devices interaction tests run on: a desktop window and a phone (touch, isMobile,
 * DPR 3: the layout viewport a real phone has).
 */
export const devices = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const satisfies Record<string, BrowserContextOptions>;

/** Port of the running site: tests/e2e/run.mjs starts it and passes it down in E2E_PORT. */
export function sitePort(): number {
  const port = Number(process.env.E2E_PORT);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error('E2E_PORT is not set: run the e2e tests with `npm run test:e2e` (or set E2E_PORT to a running site)');
  }
  return port;
}

/** Absolute URL of a path on a market's local host (`it.localhost:PORT`, …). */
export function marketUrl(market: LocalMarket, path = '/', port = sitePort()): string {
  return `http://${marketHosts[market]}:${port}${path}`;
}

/** Debian's Chromium driven by playwright-core; *.localhost mapped to loopback. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp' | 'requestfailed' | 'http';
  url: string;
  message: string;
}

export interface CheckedPage {
  page: Page;
  context: BrowserContext;
  /** Everything that went wrong so far, in order. */
  problems: PageProblem[];
  /** Throws with a readable list when anything went wrong (then forgets it). */
  assertNoProblems(label?: string): void;
  close(): Promise<void>;
}

export interface NewPageOptions extends BrowserContextOptions {
  /**
   * Problems to tolerate, e.g. the console message Chromium prints for a page that is
   * expected to answer 404. Matched against the message.
   */
  allow?: RegExp[];
  /**
   * The cookie choice the visitor already made (default: refused all), so the cookie banner
   * stays closed; null for a first visit with the banner open (tests about consent).
   */
  consent?: ConsentChoice | null;
}

/**
 * Stores a cookie choice for every market host (and bare localhost), as if the visitor had
 * answered the banner: tests that are not about consent see the page without it.
 */
export async function presetConsent(context: BrowserContext, choice: ConsentChoice = refuseAll): Promise<void> {
  const hosts = [...Object.values(marketHosts), 'localhost'];
  await context.addCookies(hosts.map((domain) => ({ name: consentCookie, value: formatConsent(choice), domain, path: '/', sameSite: 'Lax' as const })));
}

declare global {
  interface Window {
    __caravanReportCsp?: (violation: string) => void;
  }
}

/**
 * A new context + page that records console errors, uncaught page errors, CSP violations
 * (from the `securitypolicyviolation` event, which catches violations even when Chromium
 * reports no console message), failed requests and sub-resources answering ≥ 400.
 */
export async function newCheckedPage(browser: Browser, options: NewPageOptions = {}): Promise<CheckedPage> {
  const { allow = [], consent = refuseAll, ...contextOptions } = options;
  // The site's service worker serves cached bundles, which page.route() cannot intercept: tests that
  // fake slow or failing requests need it out of the way.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...contextOptions });
  if (consent) await presetConsent(context, consent);
  const problems: PageProblem[] = [];
  const record = (problem: PageProblem) => {
    if (!allow.some((re) => re.test(problem.message))) problems.push(problem);
  };

  await context.exposeBinding('__caravanReportCsp', ({ frame }, violation: string) => {
    record({ kind: 'csp', url: frame.url(), message: violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__caravanReportCsp?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`,
      );
    });
  });

  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
    record({ kind: 'console', url: page.url(), message: `${message.text()}${where}` });
  });
  page.on('pageerror', (error) => {
    record({ kind: 'pageerror', url: page.url(), message: error.stack ?? error.message });
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation that replaces the page aborts its pending requests: not a site problem.
    if (failure === 'net::ERR_ABORTED') return;
    record({ kind: 'requestfailed', url: page.url(), message: `${request.method()} ${request.url()}: ${failure}` });
  });
  page.on('response', (response) => {
    const request = response.request();
    // The document's own status is asserted by the tests (a 404 page is expected to be 404).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    if (response.status() >= 400) {
      record({ kind: 'http', url: page.url(), message: `${response.status()} ${request.method()} ${response.url()}` });
    }
  });

  return {
    page,
    context,
    problems,
    assertNoProblems(label = page.url()) {
      if (problems.length === 0) return;
      const count = problems.length;
      const list = problems.map((p) => `  - [${p.kind}] ${p.message} (page ${p.url})`).join('\n');
      problems.length = 0;
      throw new Error(`${label}: ${count} problem(s) in the browser:\n${list}`);
    },
    close: () => context.close(),
  };
}

/** Waits until client/entry.ts has wired the page (query modals, consent, header states). */
export async function waitForClient(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForSelector('html[data-client="ready"]', { state: 'attached', timeout });
}

/**
 * Makes the named islands hydrate now, as a visitor about to use them would (an island waits
 * for a hover, a tap or the viewport: client/islands/schedule.ts): a pointer over the first
 * one, and the rest through the entry's hydrate request.
 */
async function wakeIslands(page: Page, name: string): Promise<void> {
  await waitForClient(page);
  await page.evaluate((island) => {
    document.dispatchEvent(new CustomEvent('caravan:hydrate-request', { detail: { name: island, done: () => undefined }, cancelable: true }));
  }, name);
}

/** Waits until client/entry.ts has hydrated the named island (its hydrated marker), waking it first. */
export async function waitForIsland(page: Page, name: string, timeout = 20_000): Promise<void> {
  await wakeIslands(page, name);
  await page.waitForSelector(`[data-island="${name}"][data-hydrated="true"]`, { state: 'attached', timeout });
}

/**
 * The first island of that name in document order (holding `inner`, when given), woken and hydrated.
 * Unlike `[data-hydrated="true"]).first()`, the element does not change when an earlier island
 * hydrates later (roots commit in no fixed order).
 */
export async function firstIsland(page: Page, name: string, inner?: string): Promise<Locator> {
  const all = page.locator(`[data-island="${name}"]`);
  const island = (inner ? all.filter({ has: page.locator(inner) }) : all).first();
  await wakeIslands(page, name);
  await island.and(page.locator('[data-hydrated="true"]')).waitFor({ state: 'attached', timeout: 20_000 });
  return island;
}

/** Lets late errors (lazy chunks, effects) surface before asserting there were none. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/**
 * A slow network, for a route handler to hold a request back (page.route / context.route): the
 * one place a test may wait on time, because the delay is what it simulates.
 */
export function networkDelay(ms: number): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- the simulated latency itself
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Before asserting that something did not happen (no event pushed, no post, a dialog still
 * open): waits until whatever the last action set off has run its course, on conditions rather
 * than a clock. Two animation frames (handlers ran, React committed its effects), every
 * finite animation in the document finished, then the network quiet for 500 ms (lazy chunks fetched
 * and run). Tests wait on conditions, never on time (issue 35; eslint bans waitForTimeout).
 * Needs scripting: animation frames never come to a page opened with JavaScript off (use
 * settle() there).
 */
export async function quiet(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  // Finite animations only: a spinner that runs until something loads never finishes.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined));
  await settle(page);
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core violations of at least the given impact ("serious" → serious + critical). */
export async function axeViolations(page: Page, minImpact: 'moderate' | 'serious' | 'critical' = 'serious'): Promise<AxeFinding[]> {
  const order = ['minor', 'moderate', 'serious', 'critical'];
  // axe reads colours with getComputedStyle, and the browser leaves what content-visibility skips
  // (blocks, cards and facets below the screen) unstyled until it comes near: those parts are
  // rendered for the check, as they are for a visitor who scrolls there (a constructed sheet:
  // the page's CSP lets no inline style in).
  const showAll = (on: boolean) => {
    const sheet = ((window as unknown as { __axeShowAll?: CSSStyleSheet }).__axeShowAll ??= new CSSStyleSheet());
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== sheet), ...(on ? [sheet] : [])];
  };
  await page.evaluate(showAll, true);
  const results = await new AxeBuilder({ page }).analyze();
  await page.evaluate(showAll, false);
  return results.violations
    .filter((v) => order.indexOf(v.impact ?? 'minor') >= order.indexOf(minImpact))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    }));
}

/** Readable form of axe findings for assertion messages. */
export function formatAxe(findings: AxeFinding[]): string {
  return findings
    .map((f) => `${f.impact} ${f.id}: ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}
