// An engine-neutral browser driver for the suites that run in both engines (crawl.test.ts,
// firefox.test.ts): Chromium through playwright-core (phone emulation: isMobile, touch, DPR 3)
// and Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no phone emulation: a
// plain window of the same width). A handful of functions — goto, evaluate, click, type,
// waitFor, screenshot — so that a check is written once and run in both.
import type { Browser as PwBrowser, BrowserContext as PwContext, Page as PwPage } from 'playwright-core';
import type { Browser as PpBrowser, BrowserContext as PpContext, Page as PpPage } from 'puppeteer-core';
import { existsSync } from 'node:fs';
import { vi } from 'vitest';
import { consentCookie, formatConsent, refuseAll } from '../../shared/consent';
import { launchBrowser, marketHosts } from './lib';
import { installLayoutProbe } from './layoutProbe';

export type EngineName = 'chromium' | 'firefox';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface Viewport {
  width: number;
  height: number;
  /** Chromium: isMobile + hasTouch + DPR 3 (a real phone's layout viewport). Firefox cannot emulate it. */
  phone: boolean;
}
export const phone390: Viewport = { width: 390, height: 844, phone: true };
export const desktop1280: Viewport = { width: 1280, height: 900, phone: false };

export interface DriverOptions {
  viewport: Viewport;
  /** Console messages to tolerate (matched against the text). */
  allow?: RegExp[];
  /** Install the layout suite's in-page probe (window.__layout) in every document. */
  probe?: boolean;
}

/** One tab in its own context (cookies apart), with the visitor's cookie choice already made. */
export interface Driver {
  readonly engine: EngineName;
  /** Navigates and resolves with the document's HTTP status (0 when there was no response). */
  goto(url: string, waitUntil?: 'load' | 'domcontentloaded'): Promise<number>;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  waitFor(selector: string, options?: { visible?: boolean; timeout?: number }): Promise<void>;
  waitForFunction<A>(fn: (arg: A) => unknown, arg?: A, timeout?: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  url(): string;
  /** Console errors and uncaught page errors since the last call (then forgotten). */
  takeErrors(): string[];
  /** URLs whose navigation the page being left interrupted (Firefox only), since the last call. */
  interruptedNavigations(): string[];
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  newDriver(options: DriverOptions): Promise<Driver>;
  close(): Promise<void>;
}

const consentCookies = () =>
  [...Object.values(marketHosts), 'localhost'].map((domain) => ({ name: consentCookie, value: formatConsent(refuseAll), domain, path: '/' }));

/** Waits until client/entry.ts has wired the page (html[data-client="ready"]). */
export const clientReady = (driver: Driver, timeout = 20_000) => driver.waitFor('html[data-client="ready"]', { timeout });

// ---------------------------------------------------------------------------------------
// Chromium (playwright-core).

export async function launchChromiumEngine(): Promise<Engine> {
  const browser: PwBrowser = await launchBrowser();
  return {
    name: 'chromium',
    async newDriver({ viewport, allow = [], probe = false }) {
      const context: PwContext = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        ...(viewport.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
        serviceWorkers: 'block',
        reducedMotion: 'reduce',
      });
      await context.addCookies(consentCookies().map((c) => ({ ...c, sameSite: 'Lax' as const })));
      if (probe) await context.addInitScript(installLayoutProbe);
      const page: PwPage = await context.newPage();
      const errors: string[] = [];
      const record = (message: string) => {
        if (!allow.some((re) => re.test(message))) errors.push(message);
      };
      page.on('console', (m) => {
        if (m.type() === 'error') record(`console: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
      });
      page.on('pageerror', (e) => record(`pageerror: ${e.message}`));
      return {
        engine: 'chromium',
        async goto(url, waitUntil = 'load') {
          const response = await page.goto(url, { waitUntil, timeout: 30_000 });
          return response?.status() ?? 0;
        },
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        click: async (selector) => page.locator(selector).first().click({ timeout: 15_000 }),
        type: async (selector, text) => page.locator(selector).first().pressSequentially(text, { timeout: 15_000 }),
        async waitFor(selector, { visible = false, timeout = 20_000 } = {}) {
          await page.waitForSelector(selector, { state: visible ? 'visible' : 'attached', timeout });
        },
        async waitForFunction(fn, arg, timeout = 20_000) {
          await page.waitForFunction(fn as never, arg, { timeout, polling: 50 });
        },
        async screenshot(path) {
          await page.screenshot({ path });
        },
        url: () => page.url(),
        takeErrors: () => errors.splice(0),
        interruptedNavigations: () => [],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------------------
// Firefox (puppeteer-core over WebDriver BiDi).

export async function launchFirefoxEngine(): Promise<Engine> {
  if (!existsSync(firefoxPath)) throw new Error(`Firefox not found at ${firefoxPath} (apt-get install -y firefox-esr, or set FIREFOX_PATH)`);
  const puppeteer = (await import('puppeteer-core')).default;
  const browser: PpBrowser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Every market host resolves to loopback (Firefox has no host-resolver rule like Chromium's).
      'network.dns.localDomains': [...Object.values(marketHosts), 'localhost'].join(','),
      'network.proxy.allow_hijacking_localhost': false,
      // As reducedMotion in Chromium: no smooth scrolling or entry animations while measuring.
      'ui.prefersReducedMotion': 1,
      // As serviceWorkers: 'block' in the Chromium contexts: each page is read from the site, not
      // from a worker's cache kept between tests. (With workers on, Firefox once reported chunk
      // loads the worker failed on a departure page: public/sw.js now falls back to the network.)
      'dom.serviceWorkers.enabled': false,
    },
  });
  return {
    name: 'firefox',
    async newDriver({ viewport, allow = [], probe = false }) {
      const context: PpContext = await browser.createBrowserContext();
      await context.setCookie(...consentCookies());
      const page: PpPage = await context.newPage();
      // puppeteer sends a screen-orientation override with the viewport, which Firefox ESR 140
      // refuses ("unknown command"); the viewport itself is applied, so only that refusal is ignored.
      await page.setViewport({ width: viewport.width, height: viewport.height, hasTouch: viewport.phone }).catch((error: unknown) => {
        if (!/setScreenOrientationOverride|unknown command/i.test(String(error))) throw error;
      });
      if (probe) await page.evaluateOnNewDocument(installLayoutProbe);
      const errors: string[] = [];
      const interrupted: string[] = [];
      const record = (message: string) => {
        if (!allow.some((re) => re.test(message))) errors.push(message);
      };
      page.on('console', (m) => {
        if (m.type() === 'error') record(`console: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
      });
      page.on('pageerror', (e) => record(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
      return {
        engine: 'firefox',
        async goto(url, waitUntil = 'load') {
          try {
            const response = await page.goto(url, { waitUntil, timeout: 30_000 });
            return response?.status() ?? 0;
          } catch (error) {
            // Firefox reports a navigation that the page being left cut short (a script of the old
            // page navigating as it unloads) as an error of the new one; Chromium lets the new one
            // win. Counted (interruptedNavigations) and tried once more.
            if (!/NS_BINDING_ABORTED|interrupted an unfinished navigation/.test(String(error))) throw error;
            interrupted.push(url);
            // The old page's own navigation settles first (a retry at once was interrupted again).
            await page.waitForNetworkIdle({ idleTime: 200, timeout: 10_000 }).catch(() => undefined);
            const response = await page.goto(url, { waitUntil, timeout: 30_000 });
            return response?.status() ?? 0;
          }
        },
        interruptedNavigations: () => interrupted.splice(0),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        async click(selector) {
          await page.waitForSelector(selector, { visible: true, timeout: 15_000 });
          await page.click(selector);
        },
        async type(selector, text) {
          await page.waitForSelector(selector, { visible: true, timeout: 15_000 });
          await page.type(selector, text);
        },
        async waitFor(selector, { visible = false, timeout = 20_000 } = {}) {
          await page.waitForSelector(selector, { visible, timeout });
        },
        // Polled from here, each poll a plain evaluate: Puppeteer's in-page poller builds its
        // predicate with `new Function`, and Firefox 140 holds that to the page's CSP (no
        // 'unsafe-eval': blocked, and reported as a page error); an evaluate is not held to it.
        async waitForFunction(fn, arg, timeout = 20_000) {
          await vi.waitFor(async () => {
            // A navigation under way destroys the context an evaluate ran in: not yet, then.
            if (!(await page.evaluate(fn as never, arg).catch(() => false))) throw new Error(`still waiting for ${String(fn).slice(0, 160)}`);
          }, { timeout, interval: 50 });
        },
        async screenshot(path) {
          await page.screenshot({ path: path as `${string}.png` });
        },
        url: () => page.url(),
        takeErrors: () => errors.splice(0),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

export const launchEngine = (name: EngineName): Promise<Engine> => (name === 'firefox' ? launchFirefoxEngine() : launchChromiumEngine());
