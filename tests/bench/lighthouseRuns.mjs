// Lighthouse 12.8 as the benches run it (mobile form factor, simulated throttling, Debian's
// Chromium), shared by lighthouse.mjs (one run per page) and pages.mjs (median of 3).
//
// A run the tool could not record — a runtimeError such as NO_NAVSTART or NO_FCP, an
// exception, or a null performance score — is not a measurement: it is retried instead of
// being counted, up to `extraAttempts` more runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Headless Chromium for Lighthouse; *.localhost resolves to the loopback site. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}

const config = {
  extends: 'lighthouse:default',
  settings: { formFactor: 'mobile', throttlingMethod: 'simulate', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } },
};

/**
 * One Lighthouse run: `{ lhr }` when the tool recorded the page, `{ failure }` (a code and a
 * message) when it could not.
 */
export async function lighthouseOnce(chrome, url) {
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }, config);
  } catch (error) {
    return { failure: { code: 'THREW', message: error instanceof Error ? error.message : String(error) } };
  }
  const lhr = result?.lhr;
  if (!lhr) return { failure: { code: 'NO_RESULT', message: 'lighthouse gave no result' } };
  if (lhr.runtimeError) return { failure: { code: lhr.runtimeError.code, message: lhr.runtimeError.message } };
  if (typeof lhr.categories.performance?.score !== 'number') return { failure: { code: 'NO_SCORE', message: 'null performance score' } };
  return { lhr };
}

/** The figures the benches report from one recorded run. */
export function figuresOf(lhr) {
  const score = (name) => (typeof lhr.categories[name]?.score === 'number' ? Math.round(lhr.categories[name].score * 100) : null);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const cls = audit('cumulative-layout-shift');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time') === null ? null : Math.round(audit('total-blocking-time')),
    cls: cls === null ? null : Number(cls.toFixed(3)),
    lcp: audit('largest-contentful-paint') === null ? null : Math.round(audit('largest-contentful-paint')),
    fcp: audit('first-contentful-paint') === null ? null : Math.round(audit('first-contentful-paint')),
  };
}

/** Audits below 0.9 that count towards a score (what to look at first). */
export function failingAudits(lhr, limit = 12) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => audit.id)
    .slice(0, limit);
}

/** Runs until `runs` recorded runs, retrying unrecorded ones up to `extraAttempts` times. */
export async function recordedRuns(chrome, url, { runs = 3, extraAttempts = 3, onFailure = () => {} } = {}) {
  const recorded = [];
  const failures = [];
  for (let attempt = 1; recorded.length < runs && attempt <= runs + extraAttempts; attempt++) {
    const { lhr, failure } = await lighthouseOnce(chrome, url);
    if (lhr) recorded.push(lhr);
    else {
      failures.push(failure.code);
      onFailure(failure, attempt);
    }
  }
  return { recorded, failures };
}

/** Median of the numbers in `values` (lower middle for an even count); null when none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/** Per-figure medians over recorded runs (each figure its own median, as the issue reports). */
export function medianFigures(lhrs) {
  const all = lhrs.map(figuresOf);
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'tbt', 'cls', 'lcp', 'fcp'];
  return Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))]));
}
