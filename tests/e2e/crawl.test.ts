// Issue 30, "paths as tested properties": the crawl (tests/e2e/crawl.ts) of all six markets in
// Chromium at a 390 px phone (isMobile, touch, DPR 3). Budget: 28 pages opened in Italy, the
// default market, and 14 in each of the others, which share its templates (the seeds — home, the 404 page, a search that finds nothing — one page of each kind, then
// menu and footer links one by one); the links of every opened page are status-checked over
// HTTP whether opened or not (all chrome links, up to 8 content links per pattern). Prints a
// summary (pages per market, links checked, broken, overflowing) for the closing note; each
// market is its own test and fails with the list.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { crawlAllow, crawlMarket, crawlSummary, formatCrawl, type CrawlResult } from './crawl';
import { launchChromiumEngine, phone390, type Driver, type Engine } from './driver';
import { sitePort } from './lib';
import type { LocalMarket } from './site.mjs';

export const crawlBudget = 28;
/** The other markets render the same templates in their language: fewer pages each keep `npm test` short. */
export const otherMarketsBudget = 14;
const marketsToCrawl: LocalMarket[] = ['it', 'us', 'we', 'es', 'fr', 'de'];

let engine: Engine;
let driver: Driver;
const results: CrawlResult[] = [];

beforeAll(async () => {
  engine = await launchChromiumEngine();
  driver = await engine.newDriver({ viewport: phone390, probe: true, allow: crawlAllow });
});

afterAll(async () => {
  if (results.length) console.log(crawlSummary('chromium, phone 390 px', results));
  await driver?.close();
  await engine?.close();
});

describe('crawl (Chromium, phone 390 px)', () => {
  for (const market of marketsToCrawl) {
    test(`${market}: every page answers, fits the phone, logs no error, has unique ids; every link answers`, { timeout: 600_000 }, async () => {
      const result = await crawlMarket(driver, { market, port: sitePort(), budget: market === 'it' ? crawlBudget : otherMarketsBudget, width: phone390.width });
      results.push(result);
      expect(result.pages.length, 'pages opened').toBeGreaterThanOrEqual(10);
      expect(result.findings.length + result.broken.length, `${market}:\n${formatCrawl(result)}`).toBe(0);
    });
  }
});
