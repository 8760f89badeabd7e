#!/usr/bin/env node
// Issue 33, interaction latency on a phone: INP-style latency (Event Timing API: from the input
// to the next paint, the longest event of each interaction) in Chromium with Lighthouse's mobile
// CPU throttling (4×) and its 4G profile (150 ms RTT, 1.6 Mbps down, 750 kbps up), phone
// emulation (375 × 812, touch), for the interactions issue 33 lists, each on a fresh page load
// as a visitor meets it (an island woken by the interaction pays its hydration there):
//
//   search-typing (home: the search widget's field, four keystrokes, the slowest counts),
//   date-picker (home: open the dates, next month), filter-apply (results: open the filters,
//   tick one, apply), sort (results), gallery (trip page: the cover's photos link),
//   calculator-room (tour page: private room), mobile-menu (home: the burger). Diagnostics
//   without a budget: the photos section's own link far down the page, tapped at once and half
//   a second after it scrolled into view, the calculator tapped the second way, and the burger
//   on the results and trip pages (longer pages behind the drawer).
//
// p75 over BENCH_INP_RUNS runs (default 10) per interaction, budget ≤ 100 ms; and long tasks
// over 50 ms after the first interaction (PerformanceObserver longtask), budget none.
//
// The pages are driven over the DevTools protocol alone (./cdp.mjs), not by Playwright: a test
// driver's `Runtime.enable` makes V8 capture a stack for every Error a script creates, which
// added some 25 ms to React's evaluation that no visitor pays, and its injected script and hit
// target checks ran on the page's main thread around each tap.
// BENCH_INP_RUNTIME_ENABLED=1 turns `Runtime.enable` on, to show that cost.
// Uses the running bench site (BENCH_PORT) or starts its own. Env: BENCH_INP_RUNS, CHROMIUM_PATH.
import { launchChromium } from './cdp.mjs';
import { emit, httpGet, marketHosts, percentile, startBenchSite } from './lib.mjs';

const runs = Number(process.env.BENCH_INP_RUNS ?? 10);
const only = process.env.BENCH_INP_ONLY ? process.env.BENCH_INP_ONLY.split(',') : null;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const host = marketHosts.it;
const budgetMs = 100;
// What a test driver's `Runtime.enable` costs the page, shown on demand (./cdp.mjs).
const runtimeEnabled = process.env.BENCH_INP_RUNTIME_ENABLED === '1';
const log = (...parts) => console.error('[inp-bench]', ...parts);

const ownSite = process.env.BENCH_PORT ? null : await startBenchSite();
const port = Number(process.env.BENCH_PORT ?? ownSite.port);
const origin = `http://${host}:${port}`;

/** Collects Event Timing entries and long tasks from the first paint on. */
const observerScript = `
  window.__inp = { events: [], longTasks: [], firstInteraction: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__inp.events.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart });
      if (window.__inp.firstInteraction === null || e.startTime < window.__inp.firstInteraction) window.__inp.firstInteraction = e.startTime;
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__inp.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // What ran in a long task: the scripts of the long animation frames (their file, what called
  // them, and the style and layout they forced).
  window.__inp.scripts = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      for (const s of frame.scripts) window.__inp.scripts.push({ start: s.startTime, duration: s.duration, file: (s.sourceURL || '').split('/').pop(), invoker: s.invoker, forced: s.forcedStyleAndLayoutDuration });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

async function departure() {
  const res = await fetch(`http://127.0.0.1:${port}/api/travels/paginated`, {
    method: 'POST', headers: { host: `${host}:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 'tours', perPage: 100, status: ['CONFIRMED'] }),
  });
  const body = await res.json();
  const tours = body.data?.data ?? body.data ?? [];
  // One whose calculator offers a private room (the room interaction).
  const tour = tours.find((t) => t.travel?.slug && t.privateRoomSupplement?.EUR) ?? tours.find((t) => t.travel?.slug) ?? null;
  if (!tour) throw new Error('no confirmed departure to open');
  return { trip: `/viaggi/${tour.travel.slug}`, tour: `/viaggi/${tour.travel.slug}/${tour.code}` };
}

/** The item with the longest `duration`, or null for none. */
const longestOf = (items) => items.reduce((a, b) => (!a || b.duration > a.duration ? b : a), null);

/**
 * What ran in a long task, from the long animation frames' scripts that started in it: the
 * longest one's file and caller, and the style and layout it forced.
 */
function causeOf(task, scripts) {
  const inside = scripts.filter((s) => s.start >= task.start - 1 && s.start <= task.start + task.duration);
  const main = longestOf(inside);
  if (!main) return 'no script (the browser\'s own work: style, layout, parsing)';
  return `${main.file || '(no file)'} ${main.invoker} ${Math.round(main.duration)} ms, forced style and layout ${Math.round(main.forced)} ms`;
}

/** The worst event of each measured action in the current run (its parts: measured() below). */
let parts = [];

/** Latency of what `act` does: the longest event of the interactions it caused (ms), or null. */
async function measured(page, act) {
  const before = await page.evaluate(() => window.__inp.events.length);
  await act();
  // Event Timing entries arrive after the next paint: wait for two frames and a quiet moment.
  // (A navigation the interaction started may stop the frames: a timer ends the wait anyway.)
  await page
    .evaluate(() => new Promise((resolve) => { setTimeout(resolve, 1000); requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))); }))
    .catch(() => undefined);
  const events = await page.evaluate((from) => window.__inp.events.slice(from), before).catch(() => []);
  if (!events.length) return 0; // every event of it took under 16 ms
  const worst = events.reduce((a, b) => (b.duration > a.duration ? b : a));
  // Where the worst event's time went: waiting for the main thread (input delay), its handlers,
  // and the rest until the next paint (presentation).
  parts.push({ duration: worst.duration, delay: worst.delay, processing: worst.processing, presentation: worst.duration - worst.delay - worst.processing });
  return worst.duration;
}

/** A tap on a control the visitor scrolled to first: in view, then half a second, then the tap. */
async function settledTap(page, selector) {
  await page.scrollTo(selector);
  await page.wait(500);
  return measured(page, () => page.tap(selector));
}

const scenarios = {
  'search-typing': {
    path: () => '/',
    async run(page) {
      await page.tap('.search-widget--cover .search-widget__input');
      // On a phone the field opens the search sheet, whose own field takes the keys.
      await page.waitForVisible('.search-modal input[role=combobox]');
      await page.waitForFocused('.search-modal input[role=combobox]');
      let worst = 0;
      for (const key of 'giap') worst = Math.max(worst, await measured(page, () => page.type(key)));
      const typed = await page.evaluate(() => document.querySelector('.search-modal input[role=combobox]')?.value);
      if (typed !== 'giap') throw new Error(`the search field holds "${typed}", not the keys typed`);
      return worst;
    },
  },
  'date-picker': {
    path: () => '/',
    async run(page) {
      // On a phone the widget opens as a sheet; its dates are behind the "Quando" section.
      const open = await measured(page, () => page.tap('.search-widget--cover .search-widget__input'));
      const section = await measured(page, () => page.tap('.search-modal summary', { text: 'Quando' }));
      if (await page.isVisible('.search-modal .tabs__tab', { text: 'Date' })) await page.tap('.search-modal .tabs__tab', { text: 'Date' });
      await page.waitForVisible('.search-modal .range-picker__nav button + button');
      return Math.max(open, section, await measured(page, () => page.tap('.search-modal .range-picker__nav button + button')));
    },
  },
  'filter-apply': {
    path: () => '/cerca',
    async run(page) {
      const open = await measured(page, () => page.tap('.search-toolbar__filters'));
      await page.waitForVisible('.search-filters--open');
      const tick = await measured(page, () => page.tap('.search-filters--open input[value="MAX_10"]'));
      // Applying loads the new results: its latency is the tap's own events.
      const apply = await measured(page, () => page.tap('.search-filters--open .filters__apply'));
      return Math.max(open, tick, apply);
    },
  },
  sort: {
    path: () => '/cerca',
    // A key on the focused select (a trusted input and change, as Event Timing counts them).
    async run(page) {
      await page.focus('#sort-select');
      return measured(page, () => page.press('ArrowDown'));
    },
  },
  // The cover's photos link, where a visitor opens the gallery from the first screen.
  gallery: {
    path: (d) => d.trip,
    run: (page) => measured(page, () => page.tap('.trip-cover__photos')),
  },
  'calculator-room': {
    path: (d) => d.tour,
    run: (page) => measured(page, () => page.tap('.pay-card input[data-choice="private"]')),
  },
  // Diagnostics, no budget. The photos section's own link, some 7,000 px down on a phone: tapped
  // at once (the tap scrolls there, and pays that scroll's rendering), and tapped once it has
  // scrolled into view and the visitor has had half a second to aim. The calculator, far down
  // the tour page, the second way too: it separates the scroll's rendering from the tap's cost.
  'gallery (photos section link: tapped at once)': {
    diagnostic: true,
    path: (d) => d.trip,
    run: (page) => measured(page, () => page.tap('.trip__section a[href="?modal=gallery&type=gallery"]')),
  },
  'gallery (photos section link: scrolled to 500 ms before the tap)': {
    diagnostic: true,
    path: (d) => d.trip,
    run: (page) => settledTap(page, '.trip__section a[href="?modal=gallery&type=gallery"]'),
  },
  'calculator-room (scrolled to 500 ms before the tap)': {
    diagnostic: true,
    path: (d) => d.tour,
    run: (page) => settledTap(page, '.pay-card input[data-choice="private"]'),
  },
  'mobile-menu': {
    path: () => '/',
    run: (page) => measured(page, () => page.tap('.burger')),
  },
  // Diagnostics, no budget: the same burger on the two longest pages behind it.
  'mobile-menu (results page)': {
    diagnostic: true,
    path: () => '/cerca',
    run: (page) => measured(page, () => page.tap('.burger')),
  },
  'mobile-menu (trip page)': {
    diagnostic: true,
    path: (d) => d.trip,
    run: (page) => measured(page, () => page.tap('.burger')),
  },
};

const browser = await launchChromium(chromiumPath);
try {
  const d = await departure();
  const results = Object.fromEntries(Object.keys(scenarios).map((name) => [name, { latencies: [], longTasks: [], causes: [], failures: [], parts: [] }]));
  for (let run = 0; run < runs; run++) {
    for (const [name, scenario] of Object.entries(scenarios)) {
      if (only && !only.includes(name)) continue;
      const page = await browser.newPage({
        width: 375, height: 812, deviceScaleFactor: 3, cpuThrottling: 4, initScript: observerScript, runtimeEnabled,
        network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
      });
      try {
        await page.goto(origin + scenario.path(d));
        parts = [];
        const latency = await Promise.race([
          scenario.run(page),
          new Promise((_, reject) => setTimeout(() => reject(new Error('interaction timed out after 45 s')), 45_000)),
        ]);
        const { longTasks, firstInteraction, scripts } = await page.evaluate(() => window.__inp);
        results[name].latencies.push(latency);
        const worstPart = longestOf(parts);
        if (worstPart) results[name].parts.push(worstPart);
        const after = firstInteraction === null ? [] : longTasks.filter((t) => t.start >= firstInteraction && t.duration > 50);
        const longest = longestOf(after);
        results[name].longTasks.push(longest ? longest.duration : 0);
        if (longest) results[name].causes.push({ duration: longest.duration, cause: causeOf(longest, scripts) });
      } catch (error) {
        results[name].failures.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      } finally {
        await page.close();
      }
    }
  }
  for (const [name, r] of Object.entries(results)) {
    if (only && !only.includes(name)) continue;
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const p75 = percentile(sorted, 75);
    const worstLongTask = r.longTasks.length ? Math.max(...r.longTasks) : null;
    const worstCause = longestOf(r.causes)?.cause ?? null;
    // How many runs had one: a single run's 52 ms task and every run's are not the same failure.
    const runsWithLongTask = r.longTasks.filter((ms) => ms > 0).length;
    const median = (key) => {
      const values = r.parts.map((part) => part[key]).sort((a, b) => a - b);
      return values.length ? Math.round(values[Math.floor(values.length / 2)]) : null;
    };
    // The worst event's parts, median over the runs (Event Timing: input delay, processing, presentation).
    const breakdown = { inputDelay: median('delay'), processing: median('processing'), presentation: median('presentation') };
    emit({ bench: 'inp', interaction: name, runs: r.latencies.length, p75, max: sorted.at(-1) ?? null, ...breakdown, longTaskMaxAfterFirstInput: worstLongTask, runsWithLongTask, longestTaskCause: worstCause, failures: r.failures.length, cpuThrottling: 4, network: '4G', ...(runtimeEnabled ? { runtimeEnabled } : {}) });
    // With the driver's Runtime on, the figures show its cost: not the page's, so no budget.
    if (!scenarios[name].diagnostic && !runtimeEnabled) {
      emit({ bench: 'inp', mode: 'budget', budget: `INP ${name} p75 ≤ ${budgetMs} ms`, value: p75, pass: p75 !== null && p75 <= budgetMs && r.failures.length === 0 });
      emit({ bench: 'inp', mode: 'budget', budget: `${name}: no long task > 50 ms after the first interaction`, value: worstLongTask, pass: worstLongTask === 0 && r.failures.length === 0 });
    }
    log(`${name}: p75 ${p75} ms, max ${sorted.at(-1)} ms (worst event, median: input delay ${breakdown.inputDelay}, processing ${breakdown.processing}, presentation ${breakdown.presentation} ms), longest task after first input ${worstLongTask} ms (in ${runsWithLongTask} of ${r.longTasks.length} runs${worstCause ? `; the longest: ${worstCause}` : ''})${r.failures.length ? `, ${r.failures.length} failed: ${r.failures[0]}` : ''}`);
  }
} finally {
  await browser.close();
  if (ownSite) await ownSite.stop();
  // Keep the site reachable check honest for the runner's next script.
  if (!ownSite) await httpGet(port, host, '/').catch(() => undefined);
}
