#!/usr/bin/env node
// The page-type table of issue 12, side by side in one run against the production site
// (BENCH_PORT, started by run.mjs): for home, destinations, trip, tour and results (Italian
// market) —
//   · rendered/static: requests per second with EVERY request rendered (a unique query string,
//     so no whole-page cache; data caches may hit) against the same page's HTML returned from
//     memory by the same workerd (/__bench/prerendered), one connection, interleaved in slices;
//   · cached/static: the same with one URL repeated (the page cache answers);
//   · HTML bytes (uncompressed) and JavaScript bytes (gzip) a phone downloads without touching
//     anything (Chromium, phone emulation, load + network idle);
//   · Lighthouse mobile: median of 3 runs (runs the tool could not record are retried).
// One JSON line per figure and per budget; a table on stderr at the end.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { emit, httpGet, marketHosts } from './lib.mjs';

const port = Number(process.env.BENCH_PORT);
const host = marketHosts.it;
const sliceSeconds = Number(process.env.BENCH_SLICE ?? 1);
const slices = Number(process.env.BENCH_SLICES ?? 4);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function firstMatch(path, pattern) {
  const { body } = await httpGet(port, host, path);
  return pattern.exec(body)?.[1] ?? null;
}

const tourPath = await firstMatch('/partenze-confermate', /href="(\/viaggi\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/);
const pages = [
  { page: 'home', path: '/' },
  { page: 'destinations', path: '/viaggi' },
  { page: 'trip', path: tourPath?.split('/').slice(0, 3).join('/') },
  { page: 'tour', path: tourPath },
  { page: 'results', path: '/cerca?textSearch=asia' },
].filter((entry) => entry.path);

const withQuery = (path, key, value) => `${path}${path.includes('?') ? '&' : '?'}${key}=${value}`;
let unique = 0;

/** Requests completed in `seconds` on one connection, one after the other. */
async function loop(seconds, nextPath) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  while (performance.now() < until) {
    const res = await httpGet(port, host, nextPath());
    if (res.status === 200) done++;
  }
  return done;
}

/** Rendered (or cached) against static requests per second, interleaved slice by slice. */
async function ratio(path, mode) {
  const staticPath = `/__bench/prerendered?path=${encodeURIComponent(path)}`;
  await httpGet(port, host, staticPath);
  let served = 0;
  let stat = 0;
  for (let i = 0; i < slices; i++) {
    served += await loop(sliceSeconds, () => (mode === 'rendered' ? withQuery(path, 'bench', `${Date.now()}-${unique++}`) : path));
    stat += await loop(sliceSeconds, () => staticPath);
  }
  const seconds = slices * sliceSeconds;
  return { rps: Math.round((served / seconds) * 10) / 10, staticRps: Math.round((stat / seconds) * 10) / 10, value: stat ? Math.round((served / stat) * 1000) / 1000 : null };
}

async function javaScriptBytes(browser, path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const sizes = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const hydrated = await page.locator('[data-hydrated]').count();
  const gzip = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { gzip, files: sizes.length, hydrated };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

async function lighthouseMedian(chrome, path) {
  const runs = [];
  let attempts = 0;
  while (runs.length < lighthouseRuns && attempts < lighthouseRuns + 3) {
    attempts++;
    const result = await lighthouse(`http://${host}:${port}${withQuery(path, 'lh', attempts)}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, {
      extends: 'lighthouse:default',
      settings: { formFactor: 'mobile', throttlingMethod: 'simulate', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } },
    }).catch((error) => ({ lhr: { runtimeError: { code: 'THREW', message: String(error) } } }));
    const lhr = result?.lhr;
    // Runs the tool could not record (NO_NAVSTART, a null score) are retried, not counted.
    if (!lhr || lhr.runtimeError || lhr.categories?.performance?.score == null) {
      console.error(`lighthouse ${path}: run ${attempts} not recorded (${lhr?.runtimeError?.code ?? 'no score'}); retrying`);
      continue;
    }
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    });
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return { runs: runs.length, performance: pick('performance'), tbt: pick('tbt'), cls: pick('cls'), lcp: pick('lcp'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo') };
}

const table = [];
const budget = (page, name, value, pass) => emit({ bench: 'pages', budget: `${page} ${name}`, page, value, pass });

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
try {
  for (const { page, path } of pages) {
    const html = (await httpGet(port, host, withQuery(path, 'bytes', Date.now()))).body;
    const htmlBytes = Buffer.byteLength(html);
    const rendered = await ratio(path, 'rendered');
    const cached = await ratio(path, 'cached');
    const js = await javaScriptBytes(browser, path);
    const lh = await lighthouseMedian(chrome, path);
    const row = { page, path, htmlBytes, jsGzip: js.gzip, jsFiles: js.files, hydratedAtLoad: js.hydrated, rendered, cached, lighthouse: lh };
    emit({ bench: 'pages', ...row });
    table.push(row);
    if (page !== 'tour') budget(page, 'rendered/static >= 0.35', rendered.value, rendered.value !== null && rendered.value >= 0.35);
    if (page !== 'tour') budget(page, 'cached/static >= 0.8', cached.value, cached.value !== null && cached.value >= 0.8);
    budget(page, 'HTML <= 80 KB', htmlBytes, htmlBytes <= 80 * 1024);
    if (page === 'home') budget(page, 'JS <= 70 KB gzip', js.gzip, js.gzip <= 70 * 1024);
    budget(page, 'Lighthouse performance >= 97', lh.performance, lh.performance !== null && lh.performance >= 97);
    budget(page, 'TBT <= 150 ms', lh.tbt, lh.tbt !== null && lh.tbt <= 150);
    budget(page, 'CLS <= 0.05', lh.cls, lh.cls !== null && lh.cls <= 0.05);
    for (const name of ['accessibility', 'bestPractices', 'seo']) budget(page, `${name} = 100`, lh[name], lh[name] === 100);
  }
} finally {
  await browser.close();
  await chrome.kill();
}

const pad = (value, width) => String(value ?? '–').padStart(width);
console.error('\npage          HTML B   JS gz B  rendered/static  cached/static  LH perf  TBT ms  CLS    a11y bp  seo');
for (const row of table) {
  const lh = row.lighthouse;
  console.error(
    `${row.page.padEnd(12)} ${pad(row.htmlBytes, 7)} ${pad(row.jsGzip, 9)} ${pad(row.rendered.value, 16)} ${pad(row.cached.value, 14)} ${pad(lh.performance, 8)} ${pad(lh.tbt, 7)} ${pad(lh.cls, 6)} ${pad(lh.accessibility, 5)} ${pad(lh.bestPractices, 3)} ${pad(lh.seo, 4)}`,
  );
}
