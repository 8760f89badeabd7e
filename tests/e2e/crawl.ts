// The crawl of crawl.test.ts (Chromium, phone emulation) and firefox.test.ts (Firefox): from a
// market's home page, breadth-first along every internal link, with a page budget.
//
// Which pages are opened (the budget): the seeds first — home, an unknown path (the 404 page,
// expected 404, which must itself render fine) and a search that finds nothing — then pages in
// breadth-first order, where a link counts as new when its *pattern* is new: the first path
// segment kept, deeper segments as `*`, query keys kept with their values dropped except
// those that change the page's kind (modal, type, layout, tab). So one trip, one departure,
// one itinerary, one dossier, one coordinator, one page 2 of a listing, one of each
// ?modal=… is opened. Links in the site's chrome (header with its mega menu, footer, nav,
// dialogs) are then opened one by one as long as the budget lasts.
//
// The links of every opened page — opened or not — are checked for their status over plain
// HTTP (GET with the market's Host header against the site, no browser), including the other
// markets' hosts (language switch): every link in the chrome (header, mega menu, footer, nav,
// dialogs), and up to 8 content links per pattern (8 of a listing's 60 trip cards: checking
// all of them took a market 5 minutes on a busy 2-core machine). 2xx and 3xx pass.
//
// Per opened page: the status (2xx, or the 4xx the seed expects), the page fits the screen
// (document.documentElement.scrollWidth ≤ innerWidth and, with phone emulation, innerWidth
// not widened), no console error or uncaught exception, no duplicate id, and the client
// wired the page (html[data-client=ready], stylesheets, fonts and self-waking islands).
import { marketHosts, type LocalMarket } from './site.mjs';
import { pathsByLanguage } from '../../markets/paths';
import { markets } from '../../markets/config';
import { httpGet } from './lib';
import type { Driver } from './driver';

export interface CrawlOptions {
  market: LocalMarket;
  port: number;
  /** Pages opened in the browser (seeds included). */
  budget: number;
  /** Width the page must fit. */
  width: number;
  /** Content links checked per link pattern (links in the header, menus, footer and dialogs: all). */
  linksPerPattern?: number;
  /** Parallel link checks (2: the site shares the machine's 2 cores with the browser). */
  linkConcurrency?: number;
}

export interface PageFinding {
  path: string;
  problem: string;
}

export interface BrokenLink {
  href: string;
  status: number | string;
  foundOn: string;
}

export interface CrawlResult {
  market: LocalMarket;
  pages: string[];
  /** Pages whose patterns were queued but not opened (budget spent). */
  notOpened: number;
  /** Navigations the page being left interrupted, retried once (Firefox). */
  interrupted: string[];
  linksChecked: number;
  /** Links that answered 429 (rate limited: counted as answering). */
  rateLimited: number;
  broken: BrokenLink[];
  overflowing: string[];
  findings: PageFinding[];
  ms: number;
}

/**
 * Console errors that are not the site's: the dev identity provider (localhost:PORT, signed-in
 * state checks) has no favicon.
 */
export const crawlAllow = [/\/\/localhost:\d+\/favicon\.ico/];

/** Query keys whose value changes what kind of page it is. */
const kindKeys = new Set(['modal', 'type', 'layout', 'tab']);

/** The pattern of a path: `/viaggi/giappone/ABC123?page=2` → `/viaggi/*\/*?page`. */
export function pathPattern(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://x');
  const segments = url.pathname.split('/').filter(Boolean);
  const path = '/' + segments.map((s, i) => (i === 0 ? s : '*')).join('/');
  const keys = [...new Set([...url.searchParams.keys()])].sort();
  const query = keys.map((k) => (kindKeys.has(k) ? `${k}=${url.searchParams.get(k)}` : k)).join('&');
  return query ? `${path}?${query}` : path;
}

interface LinkOnPage {
  href: string;
  chrome: boolean;
}

interface PageReport {
  innerWidth: number;
  scrollWidth: number;
  duplicateIds: string[];
  links: LinkOnPage[];
}

/** Runs in the page: measures and lists the links (self-contained). */
function inspectPage(): PageReport {
  const counts = new Map<string, number>();
  for (const el of document.querySelectorAll('[id]')) counts.set(el.id, (counts.get(el.id) ?? 0) + 1);
  const links = [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')].map((a) => ({
    href: a.href,
    chrome: Boolean(a.closest('header, footer, nav, dialog, [role="dialog"], .mega-menu')),
  }));
  return {
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    duplicateIds: [...counts].filter(([, n]) => n > 1).map(([id, n]) => `#${id} ×${n}`),
    links,
  };
}

/** The market a URL belongs to (any port), or null for another site. */
function marketOf(url: URL): LocalMarket | null {
  for (const [market, host] of Object.entries(marketHosts)) if (url.hostname === host) return market as LocalMarket;
  return null;
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export function crawlSeeds(market: LocalMarket): { path: string; status: number }[] {
  const paths = pathsByLanguage[markets[market].language];
  return [
    { path: '/', status: 200 },
    { path: '/p30-no-such-page-here', status: 404 },
    { path: `${paths.search}?textSearch=zzz`, status: 200 },
  ];
}

export async function crawlMarket(driver: Driver, options: CrawlOptions): Promise<CrawlResult> {
  const { market, port, budget, width, linkConcurrency = 2, linksPerPattern = 8 } = options;
  const started = Date.now();
  const origin = `http://${marketHosts[market]}:${port}`;
  const findings: PageFinding[] = [];
  const interrupted: string[] = [];
  const overflowing: string[] = [];
  const pages: string[] = [];
  /** Every same-site link seen: `host|path` → the first page it was found on. */
  const links = new Map<string, { market: LocalMarket; path: string; foundOn: string }>();
  const linksPerKind = new Map<string, number>();
  const loginPath = pathsByLanguage[markets[market].language].login;

  const expected = new Map<string, number>();
  /** The status a same-market path must answer: a seed's, also with another query (the 404 page's own ?modal= links). */
  const expectedFor = (target: string) => {
    const exact = expected.get(target);
    if (exact !== undefined) return exact;
    const pathname = new URL(target, origin).pathname;
    for (const [seed, status] of expected) if (status >= 400 && new URL(seed, origin).pathname === pathname) return status;
    return undefined;
  };
  const newKinds: string[] = [];
  const chromeLinks: string[] = [];
  const queued = new Set<string>();
  const patterns = new Set<string>();
  for (const seed of crawlSeeds(market)) {
    expected.set(seed.path, seed.status);
    newKinds.push(seed.path);
    queued.add(seed.path);
    patterns.add(pathPattern(seed.path));
  }

  const take = () => newKinds.shift() ?? chromeLinks.shift();
  for (let path = take(); path !== undefined && pages.length < budget; path = take()) {
    pages.push(path);
    const want = expectedFor(path);
    let status = 0;
    try {
      status = await driver.goto(origin + path);
    } catch (error) {
      findings.push({ path, problem: `navigation failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` });
      continue;
    }
    interrupted.push(...driver.interruptedNavigations());
    const statusOk = want !== undefined ? status === want : status >= 200 && status < 400;
    if (!statusOk) findings.push({ path, problem: `HTTP ${status}${want ? ` (expected ${want})` : ''}` });
    // A link that redirects off the site (sign-in → the identity provider) was checked by its
    // status; the page it lands on is not ours.
    if (new URL(driver.url()).host !== new URL(origin).host) {
      driver.takeErrors();
      continue;
    }
    try {
      await driver.waitForFunction(() => window.__layout?.ready(), undefined, 20_000);
    } catch {
      findings.push({ path, problem: 'the page never settled (html[data-client=ready], stylesheets, fonts, self-waking islands) within 20 s' });
    }
    const report = await driver.evaluate(inspectPage);
    if (report.innerWidth !== width || report.scrollWidth > width) {
      overflowing.push(path);
      findings.push({ path, problem: `does not fit the ${width} px screen: innerWidth ${report.innerWidth}, scrollWidth ${report.scrollWidth}` });
    }
    if (report.duplicateIds.length) findings.push({ path, problem: `duplicate ids: ${report.duplicateIds.join(', ')}` });
    const errors = driver.takeErrors().filter((e) => !(want && want >= 400 && new RegExp(`status of ${want}`).test(e)));
    for (const error of errors) findings.push({ path, problem: error.slice(0, 400) });

    for (const link of report.links) {
      let url: URL;
      try {
        url = new URL(link.href);
      } catch {
        findings.push({ path, problem: `unparsable href ${link.href}` });
        continue;
      }
      const linkMarket = marketOf(url);
      if (!linkMarket || !/^https?:$/.test(url.protocol)) continue;
      const target = url.pathname + url.search;
      const key = `${linkMarket}|${target}`;
      if (!links.has(key)) {
        // Content links of one kind (the 60 trip cards of a listing) are sampled; the chrome's are all checked.
        const kind = `${linkMarket}|${pathPattern(target)}`;
        const seen = linksPerKind.get(kind) ?? 0;
        // The sign-in route is rate limited per address and leaves the site: one check a market.
        const signIn = url.pathname === loginPath;
        if (signIn ? seen < 1 : link.chrome || seen < linksPerPattern) {
          linksPerKind.set(kind, seen + 1);
          links.set(key, { market: linkMarket, path: target, foundOn: path });
        }
      }
      if (linkMarket !== market || queued.has(target) || url.pathname === loginPath) continue;
      const pattern = pathPattern(target);
      if (!patterns.has(pattern)) {
        patterns.add(pattern);
        queued.add(target);
        newKinds.push(target);
      } else if (link.chrome) {
        queued.add(target);
        chromeLinks.push(target);
      }
    }
  }

  const broken: BrokenLink[] = [];
  let rateLimited = 0;
  const all = [...links.values()];
  await pool(all, linkConcurrency, async (link) => {
    const expectedStatus = expectedFor(link.path);
    try {
      const res = await httpGet(port, marketHosts[link.market], link.path, { timeoutMs: 90_000 });
      // 429: the sign-in route limits requests per address (a crawl opens it from every page);
      // the site answered, the link is not broken.
      const ok = expectedStatus !== undefined ? res.status === expectedStatus : (res.status >= 200 && res.status < 400) || res.status === 429;
      if (res.status === 429) rateLimited++;
      if (!ok) broken.push({ href: `http://${marketHosts[link.market]}${link.path}`, status: res.status, foundOn: link.foundOn });
    } catch (error) {
      broken.push({ href: `http://${marketHosts[link.market]}${link.path}`, status: error instanceof Error ? error.message : String(error), foundOn: link.foundOn });
    }
  });

  return {
    market,
    pages,
    notOpened: newKinds.length + chromeLinks.length,
    interrupted,
    linksChecked: all.length,
    rateLimited,
    broken: broken.sort((a, b) => a.href.localeCompare(b.href)),
    overflowing,
    findings,
    ms: Date.now() - started,
  };
}

/** A readable list of what failed in one market. */
export function formatCrawl(result: CrawlResult): string {
  const lines = [
    ...result.findings.map((f) => `  page ${f.path}: ${f.problem}`),
    ...result.broken.map((b) => `  broken link ${b.href} → ${b.status} (on ${b.foundOn})`),
  ];
  return lines.join('\n');
}

/** The summary table printed after a crawl (figures for the issue's closing note). */
export function crawlSummary(engine: string, results: CrawlResult[]): string {
  const rows = results.map(
    (r) =>
      `  ${r.market.padEnd(3)} pages ${String(r.pages.length).padStart(3)} (${r.notOpened} queued, not opened)  links checked ${String(r.linksChecked).padStart(4)} (${r.rateLimited} × 429)  broken ${String(r.broken.length).padStart(3)}  overflowing ${String(r.overflowing.length).padStart(2)}  interrupted ${r.interrupted.length}  page problems ${String(r.findings.length).padStart(3)}  ${(r.ms / 1000).toFixed(0)} s`,
  );
  const total = (f: (r: CrawlResult) => number) => results.reduce((n, r) => n + f(r), 0);
  return [
    `crawl summary (${engine}):`,
    ...rows,
    `  all pages ${total((r) => r.pages.length)}  links checked ${total((r) => r.linksChecked)}  broken ${total((r) => r.broken.length)}  overflowing ${total((r) => r.overflowing.length)}  page problems ${total((r) => r.findings.length)}`,
  ].join('\n');
}
