#!/usr/bin/env node
// In-place results (issue 11) in Chromium against the production site (BENCH_PORT, started by
// tests/bench/run.mjs): a filter change on /cerca updated in place (click → change → fragment
// fetch → morph → next frame) side by side with a full page load of the same URL (navigation
// start → load event), over the same cycle of filter states, alternating the two so machine
// noise hits both alike; warm caches for both (the full page even gets the render micro-cache,
// the fragment never does), so the ratio is on the safe side. Also the JavaScript the in-place
// update adds to the results page: its island chunk, gzip.
//
// Budgets: in place p95 ≤ 300 ms; full load p50 / in place p50 ≥ 3; added JS ≤ 5 KB gzip.
// Env: BENCH_RESULTS_ROUNDS=3 (rounds over the cycle of 8 filter states).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { emit, marketHosts, percentile, repoRoot } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 8787);
const rounds = Number(process.env.BENCH_RESULTS_ROUNDS ?? 3);
const base = `http://${marketHosts.it}:${port}/cerca`;
// Ticked on, then off again in the same order: 8 distinct filter states per round.
const controls = ['input[value="MAX_10"]', 'input[name="discounted"]', 'input[name="isNoSharingRoomAvailable"]', 'input[value="OVER_10"]'];

const { chromium } = createRequire(join(repoRoot, 'package.json'))('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: Math.round(sorted[sorted.length - 1] ?? 0) };
};

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  // The cookie banner answered (refused), as for a returning visitor.
  await context.addCookies([{ name: 'caravan_consent', value: 'denied', domain: marketHosts.it, path: '/', sameSite: 'Lax' }]);
  const inPlacePage = await context.newPage();
  const fullPage = await context.newPage();
  await inPlacePage.addInitScript(() => {
    // Start: the control's change event; end: the frame after the results region was swapped.
    window.__inPlace = [];
    let start = 0;
    addEventListener('change', (event) => { start = event.timeStamp; }, true);
    addEventListener('caravan:results-updated', () => {
      requestAnimationFrame(() => setTimeout(() => window.__inPlace.push(performance.now() - start), 0));
    });
  });
  await inPlacePage.goto(base, { waitUntil: 'networkidle' });
  await inPlacePage.waitForSelector('[data-island="ResultsRegion"][data-hydrated="true"]', { state: 'attached' });
  const timeOrigin = await inPlacePage.evaluate(() => performance.timeOrigin);

  // JavaScript of the results page, and what the in-place update adds (its island chunk, morphdom inside).
  const scripts = await inPlacePage.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => /^\/build\/.*\.js$/.test(p)));
  const sizes = [...new Set(scripts)].map((path) => ({ path, gzip: gzipSync(readFileSync(join(repoRoot, 'public', path))).length }));
  const pageJs = sizes.reduce((sum, file) => sum + file.gzip, 0);
  const added = sizes.filter((file) => /\/ResultsRegion-[^/]+\.js$/.test(file.path)).reduce((sum, file) => sum + file.gzip, 0);
  emit({ bench: 'results', figure: 'results page JS gzip bytes', value: pageJs, files: sizes.length });
  emit({ bench: 'results', figure: 'in-place update JS gzip bytes (ResultsRegion chunk, morphdom included)', value: added });
  // The chunk is what the update adds; moving progress/boot/lifecycle into a chunk shared with the
  // entry adds ~0.6 KB of file overhead besides (measured from the build, not here).
  emit({ bench: 'results', budget: 'in-place update chunk <= 5 KB gzip', value: Math.round(added / 102.4) / 10, pass: added > 0 && added <= 5 * 1024 });

  const inPlace = [];
  const full = [];
  const fullDcl = [];
  let navigations = 0;
  inPlacePage.on('load', () => navigations++);
  for (let round = 0; round <= rounds; round++) {
    // Round 0 warms both paths (chunks, data caches, render cache) and is not counted.
    for (let step = 0; step < controls.length * 2; step++) {
      // The measured page in front: a page behind another gets its frames and timers throttled.
      await inPlacePage.bringToFront();
      const control = inPlacePage.locator(`.filters ${controls[step % controls.length]}`);
      const before = await inPlacePage.evaluate(() => window.__inPlace.length);
      await control.click();
      await inPlacePage.waitForFunction((n) => window.__inPlace.length > n, before, { timeout: 15_000 });
      const elapsed = await inPlacePage.evaluate(() => window.__inPlace.at(-1));
      const url = inPlacePage.url();

      await fullPage.bringToFront();
      await fullPage.goto(url, { waitUntil: 'load' });
      const timing = await fullPage.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0];
        return { load: entry.loadEventEnd, dcl: entry.domContentLoadedEventEnd };
      });
      if (round > 0) {
        inPlace.push(elapsed);
        full.push(timing.load);
        fullDcl.push(timing.dcl);
      }
    }
  }
  const sameDocument = navigations === 0 && (await inPlacePage.evaluate(() => performance.timeOrigin)) === timeOrigin;
  const a = summary(inPlace);
  const b = summary(full);
  const c = summary(fullDcl);
  emit({ bench: 'results', figure: 'filter change → results in place (Chromium, ms)', ...a, sameDocument });
  emit({ bench: 'results', figure: 'filter change → full page load, load event (Chromium, ms)', ...b });
  emit({ bench: 'results', figure: 'filter change → full page load, DOMContentLoaded (Chromium, ms)', ...c });
  const ratio = a.p50 ? Math.round((b.p50 / a.p50) * 10) / 10 : null;
  emit({ bench: 'results', budget: 'in place p95 <= 300 ms', value: a.p95, pass: sameDocument && a.p95 !== null && a.p95 <= 300 });
  emit({ bench: 'results', budget: 'in place >= 3x faster than a full page load (p50)', value: ratio, pass: ratio !== null && ratio >= 3 });
} finally {
  await browser.close();
}
