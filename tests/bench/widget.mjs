#!/usr/bin/env node
// Search budgets (issue 5): home-page JavaScript (gzip, every script the page loads), the
// search widget's own chunk, destination lookup latency in workerd, and the longest main-thread
// task while opening the widget and typing, measured in Chromium (PerformanceObserver longtask).
// Run by tests/bench/run.mjs with BENCH_PORT set to the running production site.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { emit, marketHosts, measure, repoRoot } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 8787);
const { chromium } = createRequire(join(repoRoot, 'package.json'))('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`http://${marketHosts.it}:${port}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-island="SearchWidget"][data-hydrated="true"]', { state: 'attached' });
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\/build\/.*\.js$/.test(n)));
  const files = [...new Set(scripts.map((url) => new URL(url).pathname))];
  const sizes = files.map((path) => ({ path, gzip: gzipSync(readFileSync(join(repoRoot, 'public', path))).length }));
  const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
  const widget = sizes.filter((file) => /SearchWidget-/.test(file.path)).reduce((sum, file) => sum + file.gzip, 0);
  emit({ bench: 'widget', figure: 'home JS gzip bytes', value: total, files: sizes.length });
  emit({ bench: 'widget', budget: 'home JS <= 90 KB gzip', value: Math.round(total / 102.4) / 10, pass: total <= 90 * 1024 });
  emit({ bench: 'widget', budget: 'search widget chunk <= 20 KB gzip', value: Math.round(widget / 102.4) / 10, pass: widget <= 20 * 1024 });

  const before = await page.evaluate(() => performance.now());
  const input = page.locator('.search-widget--cover .search-widget__input');
  await input.click();
  await input.pressSequentially('giappone', { delay: 60 });
  await page.locator('.search-widget--cover .widget-option').nth(1).waitFor({ timeout: 15_000 });
  const tasks = await page.evaluate((since) => window.__longTasks.filter((task) => task.start >= since), before);
  const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  emit({ bench: 'widget', figure: 'long tasks while opening and typing', count: tasks.length, longestMs: Math.round(longest) });
  emit({ bench: 'widget', budget: 'no long task over 50 ms (open + type)', value: Math.round(longest), pass: longest <= 50 });
} finally {
  await browser.close();
}

const lookup = await measure({ port, path: '/api/travels/top-sellers?search=giap', connections: 1 });
emit({ bench: 'widget', figure: 'destination lookup', path: '/api/travels/top-sellers?search=giap', rps: lookup.rps, p50: lookup.p50, p95: lookup.p95 });
emit({ bench: 'widget', budget: 'destination lookup p95 <= 30 ms', value: lookup.p95, pass: lookup.p95 !== null && lookup.p95 <= 30 });
