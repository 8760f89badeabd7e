// Issue 30 item 11: the W3C Nu HTML checker (vnu-jar, Java) on 15 representative pages of the
// Italian and US markets, as the server renders them (no browser: the HTML a crawler, a screen
// reader's parser or a validator gets). Fails on any error that is not in the allowlist below —
// markup newer than the checker, each with its reason. (React 19's own markup — hoisted
// <link precedence>, <template> boundaries, «R» ids — draws no error from vnu 26.9 on these
// pages, so none of it needs an entry.) Needs a JRE
// (`java` on PATH or JAVA_HOME; .ci/run installs default-jre-headless when missing). One JVM
// for all pages (its start dominates: a few seconds).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { markets } from '../../markets/config';
import { pathsByLanguage } from '../../markets/paths';
import { httpGet, sitePort } from './lib';
import { marketHosts, type LocalMarket } from './site.mjs';

/**
 * Errors the checker reports on markup that is right for browsers but newer than the checker
 * (React 19's or HTML's). Keep this short; every entry says why it is not ours to fix.
 */
export const allowlist: { pattern: RegExp; reason: string }[] = [
  {
    // worker/render/Document.tsx: <link rel="expect" href="#site-footer" blocking="render">
    // holds the first paint until the shell is parsed (Chromium 124+; WHATWG HTML since
    // 2024). The checker (26.9) still allows `blocking` only on stylesheets.
    pattern: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    reason: 'HTML\'s render-blocking <link rel=expect blocking=render> is newer than the checker',
  },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

interface Target {
  market: LocalMarket;
  name: string;
  path: string;
  status: number;
}

// The package's main export is the jar's path (a String object).
const vnuJar = (): string => String(createRequire(import.meta.url)('vnu-jar'));

/** The java executable: JAVA_HOME's, else the one on PATH. */
function java(): string {
  const home = process.env.JAVA_HOME;
  return home ? join(home, 'bin', 'java') : 'java';
}

async function html(market: LocalMarket, path: string): Promise<{ status: number; body: string }> {
  // Generous: a loaded 2-core machine has been seen to hold a streamed page for a minute.
  const res = await httpGet(sitePort(), marketHosts[market], path, { timeoutMs: 120_000 });
  return { status: res.status, body: res.body };
}

/** The first match of a link pattern in a page's HTML (a fixture found on the running site). */
async function firstLink(market: LocalMarket, from: string, pattern: RegExp): Promise<string> {
  const { body } = await html(market, from);
  const match = pattern.exec(body)?.[1];
  if (!match) throw new Error(`no link matching ${pattern} on ${marketHosts[market]}${from}`);
  return match.replaceAll('&amp;', '&');
}

async function targetsOf(market: LocalMarket): Promise<Target[]> {
  const paths = pathsByLanguage[markets[market].language];
  const base = paths['travels-travel'].replace('/:travel', '');
  const tour = await firstLink(market, paths.tours, new RegExp(`href="(${base}/[a-z0-9-]+/[A-Za-z0-9-]+)"`));
  const trip = tour.replace(/\/[^/]+$/, '');
  const coordinator = await firstLink(market, paths.coordinators, new RegExp(`href="(${paths.coordinators}/[a-z0-9-]+)"`));
  const dossier = paths['travels-travel-tour-dossier'].replace('/:travel/:tour', tour.slice(base.length));
  const itinerary = paths['travels-travel-itinerary'].replace('/:travel', trip.slice(base.length));
  const t = (name: string, path: string, status = 200): Target => ({ market, name, path, status });
  return [
    t('home', '/'),
    t('destinations', paths.travels),
    t('trip', trip),
    t('tour', tour),
    t('itinerary', itinerary),
    t('results', paths.search),
    t('empty results', `${paths.search}?textSearch=zzz`),
    t('coordinator', coordinator),
    t('wishlist', paths.wishlist),
    t('events', paths['events-wemeet']),
    t('custom page', paths['our-values']),
    t('legal', paths['legal-privacy-policy']),
    t('faq', paths.faqs),
    t('404', '/p30-no-such-page-here', 404),
    t('dossier', dossier),
  ];
}

let dir: string;
const checked: { target: Target; status: number; errors: VnuMessage[]; allowed: VnuMessage[] }[] = [];

beforeAll(async () => {
  const version = spawnSync(java(), ['-version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`the HTML checker needs Java (${java()} -version failed): apt-get install -y default-jre-headless, or set JAVA_HOME`);
  dir = mkdtempSync(join(tmpdir(), 'caravan-vnu-'));
  const targets = [...(await targetsOf('it')), ...(await targetsOf('us'))];
  const files: string[] = [];
  const pages: { target: Target; status: number; file: string }[] = [];
  for (const [i, target] of targets.entries()) {
    const { status, body } = await html(target.market, target.path);
    const file = join(dir, `${String(i).padStart(2, '0')}-${target.market}-${target.name.replace(/\W+/g, '-')}.html`);
    writeFileSync(file, body);
    files.push(file);
    pages.push({ target, status, file });
  }
  const run = spawnSync(java(), ['-Xss2m', '-jar', vnuJar(), '--format', 'json', '--errors-only', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`vnu failed (${run.status ?? run.signal}): ${run.stderr.slice(0, 2000)}`);
  // The JSON report goes to stderr.
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  for (const page of pages) {
    const mine = messages.filter((m) => m.type === 'error' || m.subType === 'fatal').filter((m) => decodeURIComponent(m.url).endsWith(page.file));
    const allowed = mine.filter((m) => allowlist.some((a) => a.pattern.test(m.message)));
    checked.push({ target: page.target, status: page.status, errors: mine.filter((m) => !allowed.includes(m)), allowed });
  }
}, 300_000);

afterAll(() => {
  if (checked.length) {
    console.log(
      ['HTML checker (vnu) errors per page (not allowlisted / allowlisted):', ...checked.map((c) => `  ${c.target.market} ${c.target.name.padEnd(14)} ${String(c.errors.length).padStart(3)} / ${c.allowed.length}  ${c.target.path}`)].join('\n'),
    );
    console.log(`  total ${checked.reduce((n, c) => n + c.errors.length, 0)} / ${checked.reduce((n, c) => n + c.allowed.length, 0)}`);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('W3C Nu HTML checker (vnu) on representative pages', () => {
  for (const market of ['it', 'us'] as const) {
    test(`${market}: no markup errors but the allowlisted React 19 ones`, () => {
      const pages = checked.filter((c) => c.target.market === market);
      expect(pages.length).toBe(15);
      const report = pages
        .flatMap((c) => [
          ...(c.status !== c.target.status ? [`${c.target.name} ${c.target.path}: HTTP ${c.status} (expected ${c.target.status})`] : []),
          ...c.errors.map((e) => `${c.target.name} ${c.target.path}:${e.lastLine ?? '?'}: ${e.message}${e.extract ? `\n      ${e.extract.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`),
        ]);
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});
