// Issue "Phone-first" in a real browser: every page type of the Italian market at real phone
// widths (360, 375, 390, 414 px, emulated as phones), at 768 and 1024 px, and at 1280×900 for
// the covering checks. Per page and width:
//   1. no sideways drag: document and body no wider than the viewport, and the layout
//      viewport not widened (with phone emulation overflowing content widens innerWidth);
//   2. no visible text-bearing element past the viewport's edges outside a horizontal scroll
//      container (followed along the containing-block chain: an absolutely positioned child of
//      a scroll rail without a positioned ancestor inside it escapes the rail);
//   3. primary buttons (booking box, sticky bar, departures, search, apply filters) fully on
//      screen with nothing fixed or sticky over their centre: from the top of the page, a button
//      already fully on screen is measured where it is (the covered first screen), any other is
//      scrolled to the middle; the booking box's button also while its box is stuck, the sticky
//      bar's while reading;
//   4. (phones) the mobile menu: destinations, call-to-action buttons, Escape, close button,
//      Tab + Enter on the burger;
//   5. (phones) at 40% of the page the fixed and stuck layers (union of their rectangles)
//      cover at most 20% of the viewport; the top promo banner is at most 56 px tall;
//   6. (phones) trip and tour pages: past the cover the sticky booking bar shows a price,
//      dates, a status and an action link, fully on screen.
// The measuring code runs in the page (installLayoutProbe) and names the offending elements
// (tag.classes path, text, rectangle). Pages and fixtures are discovered from the running site
// and its API; the signed-in wishlist views use the dev identity provider's second@caravan.test
// (its wishlist is emptied again at the end).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import catalogueIt from '../../markets/locales/catalogue/it';
import { areaRoutingKeys, fixedRoutingKeys, pathsByLanguage } from '../../markets/paths';
import { launchBrowser, marketHosts, marketUrl, presetConsent } from './lib';

// ---------------------------------------------------------------------------------------
// Widths.

interface Width {
  label: string;
  width: number;
  height: number;
  phone: boolean;
  options: BrowserContextOptions;
}

const phoneWidths: Width[] = [360, 375, 390, 414].map((width) => ({
  label: `phone ${width}`,
  width,
  height: 800,
  phone: true,
  options: { viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: width === 414 ? 2 : 3 },
}));
const tabletWidths: Width[] = [768, 1024].map((width) => ({
  label: `${width}`,
  width,
  height: 900,
  phone: false,
  options: { viewport: { width, height: 900 }, isMobile: false },
}));
const desktop: Width = { label: 'desktop 1280', width: 1280, height: 900, phone: false, options: { viewport: { width: 1280, height: 900 } } };

/** Every context: no service worker (fresh bundles), no smooth scrolling or entry animations while measuring. */
function contextOptions(width: Width, extra: BrowserContextOptions = {}): BrowserContextOptions {
  return { serviceWorkers: 'block', reducedMotion: 'reduce', ...width.options, ...extra };
}

// ---------------------------------------------------------------------------------------
// The in-page probe.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface OverflowReport {
  innerWidth: number;
  visualWidth: number;
  documentScrollWidth: number;
  bodyScrollWidth: number;
  offenders: string[];
}

interface ButtonReport {
  description: string;
  problems: string[];
}

interface OverlayReport {
  scrollY: number;
  viewportArea: number;
  coveredArea: number;
  layers: string[];
  /** The site header is sticky/fixed but was not found among the layers: the probe is broken. */
  headerMissed: boolean;
}

interface StickyBarReport {
  present: boolean;
  shown: boolean;
  bar: string;
  problems: string[];
}

interface LayoutProbe {
  describe(el: Element): string;
  overflow(width: number): OverflowReport;
  offscreenText(width: number, scope?: string): string[];
  buttons(selectors: string[], alwaysSelectors: string[], limit: number): Promise<ButtonReport[]>;
  overlays(fraction: number): Promise<OverlayReport>;
  topBanner(): { description: string; height: number } | null;
  boxInViewport(selector: string): string[];
  stickyBar(statusLabels: string[]): Promise<StickyBarReport>;
  ready(): boolean;
}

declare global {
  interface Window {
    __layout: LayoutProbe;
  }
}

/** Installed in every page of the tests' contexts: the measuring code (self-contained, runs in the page). */
function installLayoutProbe() {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const frames = async (n: number) => {
    for (let i = 0; i < n; i++) await frame();
  };
  const round = (n: number) => Math.round(n);
  const rectText = (r: DOMRect) =>
    `[x=${round(r.left)} y=${round(r.top)} w=${round(r.width)} h=${round(r.height)} right=${round(r.right)} bottom=${round(r.bottom)}]`;

  const part = (e: Element) => {
    let s = e.tagName.toLowerCase();
    if (e.id) s += `#${e.id}`;
    const classes = [...e.classList].slice(0, 3);
    if (classes.length) s += `.${classes.join('.')}`;
    return s;
  };
  const describe = (el: Element): string => {
    const chain: string[] = [];
    let e: Element | null = el;
    for (let i = 0; e && i < 3 && e !== document.body && e !== document.documentElement; i++, e = e.parentElement) chain.unshift(part(e));
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${chain.join(' > ')}${text ? ` "${text}"` : ''} ${rectText(el.getBoundingClientRect())}`;
  };

  const visible = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width >= 2 && r.height >= 2;
  };

  /**
   * The ancestor that clips `el` horizontally (overflow-x other than visible: a scroll
   * container, hidden or clip), following the containing-block chain: an absolutely
   * positioned element escapes the overflow of ancestors below its containing block, a fixed
   * one escapes them all. html and body do not count (their overflow is the viewport's).
   */
  const horizontalClipper = (el: Element): Element | null => {
    let position = getComputedStyle(el).position;
    if (position === 'fixed') return null;
    let containingBlock: Element | null = position === 'absolute' ? (el as HTMLElement).offsetParent : null;
    for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      if (containingBlock && p !== containingBlock) continue;
      const style = getComputedStyle(p);
      if (style.overflowX !== 'visible') return p;
      position = style.position;
      if (position === 'fixed') return null;
      containingBlock = position === 'absolute' ? (p as HTMLElement).offsetParent : null;
    }
    return null;
  };

  /** Identical offenders (same path and text, e.g. one per card) reported once, with a count. */
  const grouped = (elements: Element[], max: number, note: (el: Element) => string = () => ''): string[] => {
    const groups = new Map<string, { first: Element; count: number }>();
    for (const el of elements) {
      const key = describe(el).replace(/ \[x=.*$/, '') + note(el).replace(/\d+/g, '#');
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { first: el, count: 1 });
    }
    const lines = [...groups.values()].map(({ first, count }) => `${describe(first)}${note(first)}${count > 1 ? ` ×${count} (first shown)` : ''}`);
    return lines.length > max ? [...lines.slice(0, max), `…and ${lines.length - max} more`] : lines;
  };

  /** The visual viewport in client coordinates (what the visitor sees). */
  const screenBox = (): Box => {
    const v = window.visualViewport;
    return v
      ? { left: v.offsetLeft, top: v.offsetTop, right: v.offsetLeft + v.width, bottom: v.offsetTop + v.height }
      : { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  };
  const screenText = () => {
    const b = screenBox();
    return `${round(b.right - b.left)}×${round(b.bottom - b.top)} viewport`;
  };
  const fullyInside = (r: DOMRect) => {
    const b = screenBox();
    return r.left >= b.left - 0.5 && r.top >= b.top - 0.5 && r.right <= b.right + 0.5 && r.bottom <= b.bottom + 0.5;
  };

  const outermost = (elements: Element[]) => {
    const set = new Set(elements);
    return elements.filter((el) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (set.has(p)) return false;
      return true;
    });
  };

  const overflow = (width: number): OverflowReport => {
    const offenders: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right + window.scrollX <= width + 1) continue;
      if (horizontalClipper(el)) continue;
      offenders.push(el);
    }
    return {
      innerWidth: window.innerWidth,
      visualWidth: window.visualViewport?.width ?? window.innerWidth,
      documentScrollWidth: document.documentElement.scrollWidth,
      bodyScrollWidth: document.body.scrollWidth,
      offenders: grouped(outermost(offenders), 8),
    };
  };

  const textSelector = 'p, h1, h2, h3, li, a, button, dd';
  const offscreenText = (width: number, scope?: string): string[] => {
    const root = scope ? document.querySelector(scope) : document.body;
    if (!root) return [`scope ${scope} not found`];
    const bad: Element[] = [];
    for (const el of root.querySelectorAll(textSelector)) {
      if (!visible(el)) continue;
      if (!(el.textContent ?? '').trim() && !el.querySelector('img, svg')) continue;
      const r = el.getBoundingClientRect();
      const right = r.right + window.scrollX;
      const left = r.left + window.scrollX;
      if (right <= width + 1 && left >= -1) continue;
      if (horizontalClipper(el)) continue;
      bad.push(el);
    }
    return grouped(outermost(bad), 8, (el) => {
      const r = el.getBoundingClientRect();
      return r.right + window.scrollX > width + 1 ? ` (right edge ${round(r.right + window.scrollX)} > ${width})` : ` (left edge ${round(r.left + window.scrollX)} < 0)`;
    });
  };

  /** What covers point (x, y) instead of `el`, or null when `el` (or a descendant) is hit. */
  const coveredAt = (el: Element, x: number, y: number): string | null => {
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) return null;
    if (!hit) return `nothing at (${round(x)}, ${round(y)})`;
    // The covering layer: the outermost fixed/sticky ancestor of the hit element if any.
    let layer: Element = hit;
    for (let p: Element | null = hit; p && p !== document.body; p = p.parentElement) {
      const position = getComputedStyle(p).position;
      if (position === 'fixed' || position === 'sticky') layer = p;
    }
    return `covered at (${round(x)}, ${round(y)}) by ${describe(layer)}${layer !== hit ? ` (hit ${part(hit)})` : ''}`;
  };

  const checkButton = (el: Element): string[] => {
    const problems: string[] = [];
    const r = el.getBoundingClientRect();
    const b = screenBox();
    if (!fullyInside(r)) problems.push(`not fully inside the ${screenText()} ${rectText(r)}`);
    const cx = (Math.max(r.left, b.left) + Math.min(r.right, b.right)) / 2;
    const cy = (Math.max(r.top, b.top) + Math.min(r.bottom, b.bottom)) / 2;
    const covered = coveredAt(el, cx, cy);
    if (covered) problems.push(`centre ${covered}`);
    return problems;
  };

  /** Waits up to `max` frames for `el` to become visible (IntersectionObserver-driven bars). */
  const untilVisible = async (el: Element, max = 20) => {
    for (let i = 0; i < max && !visible(el); i++) await frame();
    return visible(el);
  };

  const buttons = async (selectors: string[], alwaysSelectors: string[], limit: number): Promise<ButtonReport[]> => {
    // The booking box first, from the top of the page (a covered first screen is the classic
    // failure); then the first others in document order; the sticky bar last (it shows only after scrolling).
    const inBar = (el: Element) => el.closest('.sticky-book') !== null;
    const always = alwaysSelectors.length ? [...document.querySelectorAll(alwaysSelectors.join(', '))] : [];
    const picked = new Set<Element>(always);
    const others: Element[] = [];
    for (const el of selectors.length ? document.querySelectorAll(selectors.join(', ')) : []) {
      if (others.length >= limit) break;
      if (picked.has(el) || !visible(el)) continue;
      picked.add(el);
      others.push(el);
    }
    const ordered = [...always.filter((el) => !inBar(el) && visible(el)), ...others, ...always.filter(inBar)];
    const reports: ButtonReport[] = [];
    const reading = () => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * 0.4, left: 0, behavior: 'instant' });
    const report = (el: Element, when: string) => reports.push({ description: `${describe(el)} ${when} (scrollY ${round(window.scrollY)})`, problems: checkButton(el) });
    // In a sticky container (the booking box from 1024 px): also where it stays while reading.
    const inStickyBox = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).position === 'sticky') return p;
      return null;
    };
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    await frames(2);
    const stuck: Element[] = [];
    for (const el of ordered) {
      if (inBar(el)) {
        // The sticky bar shows after scrolling (where it applies): measure it while reading, at 40%.
        reading();
        await frames(2);
        if (await untilVisible(el)) report(el, 'in the sticky bar while reading');
        continue;
      }
      if (!fullyInside(el.getBoundingClientRect())) {
        // As a reader would: a button already fully on screen stays where it is, any other comes to the middle.
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        await frames(2);
      }
      if (!visible(el)) {
        reports.push({ description: describe(el), problems: [`not visible after scrolling to it (scrollY ${round(window.scrollY)})`] });
        continue;
      }
      report(el, 'once scrolled to');
      if (inStickyBox(el)) stuck.push(el);
    }
    for (const el of stuck) {
      reading();
      await frames(2);
      if (visible(el) && fullyInside(inStickyBox(el)!.getBoundingClientRect())) report(el, `while reading, ${part(inStickyBox(el)!)} stuck`);
    }
    return reports;
  };

  const unionArea = (boxes: Box[]) => {
    const xs = [...new Set(boxes.flatMap((b) => [b.left, b.right]))].sort((a, b) => a - b);
    let area = 0;
    for (let i = 0; i + 1 < xs.length; i++) {
      const x0 = xs[i]!;
      const x1 = xs[i + 1]!;
      const spans = boxes.filter((b) => b.left <= x0 && b.right >= x1).map((b) => [b.top, b.bottom] as const).sort((a, b) => a[0] - b[0]);
      let covered = 0;
      let end = -Infinity;
      for (const [top, bottom] of spans) {
        if (bottom <= end) continue;
        covered += bottom - Math.max(top, end);
        end = bottom;
      }
      area += covered * (x1 - x0);
    }
    return area;
  };

  /** Fixed elements and sticky ones currently stuck to an edge, intersecting the viewport. */
  const layers = (): { el: Element; box: Box }[] => {
    const view = screenBox();
    const height = window.innerHeight;
    const found: { el: Element; box: Box }[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (style.position === 'sticky') {
        const top = parseFloat(style.top);
        const bottom = parseFloat(style.bottom);
        const stuckTop = !Number.isNaN(top) && Math.abs(r.top - top) < 1.5;
        const stuckBottom = !Number.isNaN(bottom) && Math.abs(r.bottom - (height - bottom)) < 1.5;
        if (!stuckTop && !stuckBottom) continue;
      }
      const box = { left: Math.max(r.left, view.left), top: Math.max(r.top, view.top), right: Math.min(r.right, view.right), bottom: Math.min(r.bottom, view.bottom) };
      if (box.right <= box.left || box.bottom <= box.top) continue;
      found.push({ el, box });
    }
    const set = new Set(found.map((f) => f.el));
    return found.filter((f) => {
      for (let p = f.el.parentElement; p; p = p.parentElement) if (set.has(p)) return false;
      return true;
    });
  };

  const overlays = async (fraction: number): Promise<OverlayReport> => {
    window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * fraction, left: 0, behavior: 'instant' });
    await frames(3);
    const view = screenBox();
    const viewportArea = (view.right - view.left) * (view.bottom - view.top);
    const found = layers();
    const header = document.querySelector('.site-header');
    const headerBox = header?.getBoundingClientRect();
    const headerInView = Boolean(header && headerBox && visible(header) && headerBox.bottom > view.top + 1 && headerBox.top < view.bottom - 1);
    const headerMissed = headerInView && ['sticky', 'fixed'].includes(getComputedStyle(header!).position) && !found.some((f) => f.el === header || f.el.contains(header!));
    return {
      scrollY: round(window.scrollY),
      viewportArea,
      coveredArea: unionArea(found.map((f) => f.box)),
      headerMissed,
      layers: found.map(({ el, box }) => {
        const area = (box.right - box.left) * (box.bottom - box.top);
        return `${getComputedStyle(el).position} ${describe(el)} covers ${((100 * area) / viewportArea).toFixed(1)}%`;
      }),
    };
  };

  const topBanner = () => {
    const header = document.querySelector('.site-header');
    const banner =
      document.querySelector('.banner--top') ??
      [...document.querySelectorAll('.banner')].find((b) => header && b.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING) ??
      null;
    if (!banner || !visible(banner)) return null;
    return { description: describe(banner), height: banner.getBoundingClientRect().height };
  };

  const boxInViewport = (selector: string): string[] => {
    const el = document.querySelector(selector);
    if (!el) return [`${selector} not found`];
    if (!visible(el)) return [`${selector} is not visible`];
    const problems: string[] = [];
    if (!fullyInside(el.getBoundingClientRect())) problems.push(`${describe(el)} is not fully inside the ${screenText()}`);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'hidden') {
      problems.push(`${describe(el)} scrolls sideways: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
    }
    return problems;
  };

  const stickyBar = async (statusLabels: string[]): Promise<StickyBarReport> => {
    const bar = document.querySelector('.sticky-book');
    if (!bar) return { present: false, shown: false, bar: '', problems: ['no .sticky-book on the page'] };
    const cover = document.querySelector('.trip-cover');
    const coverBottom = cover ? cover.getBoundingClientRect().bottom + window.scrollY : 0;
    window.scrollTo({ top: coverBottom + window.innerHeight, left: 0, behavior: 'instant' });
    await frames(2);
    if (!(await untilVisible(bar))) {
      return { present: true, shown: false, bar: describe(bar), problems: [`not shown at scrollY ${round(window.scrollY)} (past the cover, which ends at ${round(coverBottom)})`] };
    }
    const problems: string[] = [];
    const inside = (el: Element) => fullyInside(el.getBoundingClientRect());
    if (!inside(bar)) problems.push(`the bar is not fully on screen: ${describe(bar)}`);
    const parts = [...bar.querySelectorAll('*')].filter(visible);
    const need = (what: string, test: (el: Element) => boolean) => {
      const el = parts.find(test);
      if (!el) problems.push(`no visible ${what} in the bar`);
      else if (!inside(el)) problems.push(`${what} not fully on screen: ${describe(el)}`);
    };
    const ownText = (el: Element) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(' ');
    need('price (.price with digits)', (el) => el.classList.contains('price') && /\d/.test(el.textContent ?? ''));
    const datePattern = /\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)/i;
    need('dates (dd/MM/yyyy)', (el) => datePattern.test(ownText(el)) || (el.children.length === 0 && datePattern.test(el.textContent ?? '')));
    need(`status (.status or one of ${statusLabels.join(', ')})`, (el) =>
      [...el.classList].some((c) => c === 'status' || c.startsWith('status--')) || statusLabels.includes((el.textContent ?? '').trim()));
    need('book/action link (a[href])', (el) => el instanceof HTMLAnchorElement && Boolean(el.getAttribute('href')));
    return { present: true, shown: true, bar: describe(bar), problems };
  };

  const ready = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet !== null) &&
    document.fonts.status === 'loaded' &&
    [...document.querySelectorAll('[data-island]')].every((el) => el.getAttribute('data-hydrated') === 'true');

  window.__layout = { describe, overflow, offscreenText, buttons, overlays, topBanner, boxInViewport, stickyBar, ready };
}

// ---------------------------------------------------------------------------------------
// Checks run from the test (each returns readable findings; empty = fine).

/** Primary buttons: booking links, search submits, apply filters, modal primaries. */
const primarySelectors = [
  '.departure .button--primary',
  '.search-widget__submit',
  '.search-bar button[type="submit"]',
  '.filters__actions button[type="submit"]',
  '.filters__actions .button--primary',
  '.search-modal__footer .button--primary',
  'dialog[open] .button--primary',
];
const alwaysPrimary = ['.booking-box__cta', '.sticky-book a'];

async function checkOverflow(page: Page, width: Width): Promise<string[]> {
  const r = await page.evaluate((w) => window.__layout.overflow(w), width.width);
  const findings: string[] = [];
  if (r.innerWidth !== width.width) findings.push(`layout viewport widened: window.innerWidth ${r.innerWidth} ≠ ${width.width}`);
  if (Math.round(r.visualWidth) !== width.width) findings.push(`visual viewport width ${r.visualWidth} ≠ ${width.width} (page zoomed out to fit)`);
  if (r.documentScrollWidth > width.width) findings.push(`document.documentElement.scrollWidth ${r.documentScrollWidth} > ${width.width}`);
  if (r.bodyScrollWidth > width.width) findings.push(`document.body.scrollWidth ${r.bodyScrollWidth} > ${width.width}`);
  if (findings.length || r.offenders.length) {
    findings.push(
      r.offenders.length
        ? `sideways drag: outermost elements past x=${width.width} outside any horizontal scroll container:\n${r.offenders.map((o) => `      ${o}`).join('\n')}`
        : 'sideways drag, but no single element past the right edge was found',
    );
  }
  return findings;
}

async function checkText(page: Page, width: Width, scope?: string): Promise<string[]> {
  const bad = await page.evaluate(([w, s]) => window.__layout.offscreenText(w, s), [width.width, scope] as [number, string | undefined]);
  return bad.length ? [`text cut off by the viewport${scope ? ` in ${scope}` : ''} (not in a horizontal scroll container):\n${bad.map((b) => `      ${b}`).join('\n')}`] : [];
}

async function checkButtons(page: Page, width: Width, required: boolean, limit = 3): Promise<string[]> {
  const reports = await page.evaluate(
    ([selectors, always, n]) => window.__layout.buttons(selectors, always, n),
    [primarySelectors, alwaysPrimary, limit] as [string[], string[], number],
  );
  const findings: string[] = [];
  if (required && reports.length === 0) findings.push(`no visible primary button (${[...alwaysPrimary, ...primarySelectors].join(', ')}) on a page that must have one`);
  for (const report of reports) {
    if (report.problems.length) findings.push(`primary button unusable: ${report.description}\n${report.problems.map((p) => `      ${p}`).join('\n')}`);
  }
  return findings;
}

const maxOverlayShare = 0.2;
const maxTopBannerPx = 56;

async function checkOverlays(page: Page): Promise<string[]> {
  const r = await page.evaluate(() => window.__layout.overlays(0.4));
  const share = r.coveredArea / r.viewportArea;
  if (r.headerMissed) return [`overlay probe: the sticky site header was not counted at scrollY ${r.scrollY} (layers: ${r.layers.join('; ') || 'none'})`];
  if (share <= maxOverlayShare) return [];
  return [
    `fixed/stuck layers cover ${(100 * share).toFixed(1)}% of the viewport at scrollY ${r.scrollY} (40% of the page; max ${100 * maxOverlayShare}%):\n${r.layers.map((l) => `      ${l}`).join('\n')}`,
  ];
}

async function checkTopBanner(page: Page): Promise<{ present: boolean; findings: string[] }> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const banner = await page.evaluate(() => window.__layout.topBanner());
  if (!banner) return { present: false, findings: [] };
  return {
    present: true,
    findings: banner.height > maxTopBannerPx ? [`top promo banner is ${Math.round(banner.height)} px tall (max ${maxTopBannerPx}): ${banner.description}`] : [],
  };
}

const statusLabels = Object.values(catalogueIt.status);

async function checkStickyBar(page: Page): Promise<string[]> {
  const r = await page.evaluate((labels) => window.__layout.stickyBar(labels), statusLabels);
  return r.problems.length ? [`sticky booking bar ${r.bar}:\n${r.problems.map((p) => `      ${p}`).join('\n')}`] : [];
}

function assertClean(label: string, findings: string[]) {
  if (findings.length === 0) return;
  throw new Error(`${label}: ${findings.length} layout problem(s)\n${findings.map((f) => `  - ${f}`).join('\n')}`);
}

// ---------------------------------------------------------------------------------------
// Navigation: a few tabs per context, the next pages of the plan loading while the current
// one is measured (the site's response time dominates; the checks take a fraction of it).

/** Stylesheets, fonts and every island hydrated (their effects drive the header's scroll states, the sticky booking bar and the banners). */
async function settleLayout(page: Page) {
  await page.waitForFunction(() => window.__layout?.ready(), undefined, { timeout: 20_000, polling: 50 });
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

async function newLayoutContext(browser: Browser, width: Width, extra: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(width, extra));
  // A returning visitor: the cookie banner (tests/e2e/consent.test.ts) stays closed.
  await presetConsent(context);
  await context.addInitScript(installLayoutProbe);
  const page = await context.newPage();
  return { context, page };
}

interface Tab {
  page: Page;
  /** Index in the plan this tab is loading (-1: free or loaded off plan). */
  index: number;
  loading: Promise<number> | null;
}

class Pipeline {
  private tabs: Tab[] = [];
  private cursor = 0;
  private current: Tab | null = null;

  constructor(
    readonly context: BrowserContext,
    private readonly plan: () => string[],
    private readonly size = 3,
  ) {}

  static async create(browser: Browser, width: Width, plan: () => string[], size = 3): Promise<Pipeline> {
    const { context, page } = await newLayoutContext(browser, width);
    const pipeline = new Pipeline(context, plan, size);
    pipeline.tabs.push({ page, index: -1, loading: null });
    for (let i = 1; i < size; i++) pipeline.tabs.push({ page: await context.newPage(), index: -1, loading: null });
    return pipeline;
  }

  private load(tab: Tab, path: string, index: number) {
    tab.index = index;
    tab.loading = (async () => {
      const response = await tab.page.goto(marketUrl('it', path), { waitUntil: 'domcontentloaded' });
      await settleLayout(tab.page);
      return response?.status() ?? 0;
    })();
    // A prefetch nobody asks for (test filtered out) must not be an unhandled rejection.
    tab.loading.catch(() => undefined);
  }

  private free(): Tab | undefined {
    return this.tabs.find((tab) => tab !== this.current && tab.index < this.cursor);
  }

  /** The page at `path`, loaded and settled; asserts its HTTP status. */
  async open(path: string, expectedStatus = 200): Promise<Page> {
    const plan = this.plan();
    this.current = null;
    let tab = this.tabs
      .filter((t) => t.index >= this.cursor && plan[t.index] === path)
      .sort((a, b) => a.index - b.index)[0];
    if (tab) {
      this.cursor = tab.index + 1;
    } else {
      const index = plan.indexOf(path, this.cursor);
      if (index >= 0) this.cursor = index + 1;
      tab = this.free()!;
      this.load(tab, path, -1);
    }
    this.current = tab;
    for (let i = this.cursor; i < plan.length && i < this.cursor + this.size - 1; i++) {
      if (this.tabs.some((t) => t.index === i)) continue;
      const spare = this.free();
      if (!spare) break;
      this.load(spare, plan[i]!, i);
    }
    // Only the front tab gets frames at full rate (the probe waits for frames after scrolling).
    await tab.page.bringToFront();
    const status = await tab.loading!;
    await nextFrames(tab.page);
    expect(status, `HTTP status of ${path}`).toBe(expectedStatus);
    return tab.page;
  }

  close() {
    return this.context.close();
  }
}

// ---------------------------------------------------------------------------------------
// Pages, discovered from the running site.

/** Paths of the discovered pages (and trip ids to save in the wishlist). */
interface Slugs {
  trip: string;
  tour: string;
  itinerary: string;
  soldOutTour: string;
  tripWithoutDepartures: string | null;
  coordinator: string;
  travelIds: number[];
}

interface PageCase {
  name: string;
  path: string;
  status?: number;
  /** Must have at least one visible primary button. */
  primary?: boolean;
  /** Trip or tour page with departures: sticky booking bar on phones. */
  stickyBar?: boolean;
  /** Element that proves the right page or view rendered. */
  marker?: string;
}

let browser: Browser;
let slugs: Slugs;

const itPaths = pathsByLanguage.it;

/** An Italian route pattern (`/viaggi/:travel/:tour`) with its parameters filled in. */
function routePath(route: keyof typeof itPaths, params: Record<string, string>): string {
  return itPaths[route].replace(/:([a-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no ${name} for ${itPaths[route]}`);
    return value;
  });
}
const appPageNames = [
  'home', 'destinations list', 'area', 'confirmed departures', 'sales', 'coordinators list', 'coordinator',
  'trip', 'tour', 'sold-out tour', 'trip without departures', 'itinerary',
  'search results (tours)', 'search results (trips)', 'AI search', 'events', 'wishlist (anonymous)', '404',
] as const;
type AppPageName = (typeof appPageNames)[number];

function appPage(name: AppPageName): PageCase | null {
  const pages: Record<AppPageName, PageCase | null> = {
    home: { name, path: '/', primary: true, marker: '.search-widget--cover' },
    'destinations list': { name, path: itPaths.travels },
    area: { name, path: itPaths['area-asia'] },
    'confirmed departures': { name, path: itPaths.tours },
    sales: { name, path: itPaths.sales },
    'coordinators list': { name, path: itPaths.coordinators },
    coordinator: { name, path: slugs.coordinator },
    trip: { name, path: slugs.trip, primary: true, stickyBar: true, marker: '.booking-box' },
    tour: { name, path: slugs.tour, primary: true, stickyBar: true, marker: '.booking-box' },
    'sold-out tour': { name, path: slugs.soldOutTour, primary: true, stickyBar: true, marker: '.booking-box' },
    'trip without departures': slugs.tripWithoutDepartures ? { name, path: slugs.tripWithoutDepartures, marker: '.trip-cover' } : null,
    itinerary: { name, path: slugs.itinerary },
    'search results (tours)': { name, path: itPaths.search, primary: true },
    'search results (trips)': { name, path: `${itPaths.search}?tab=travels`, primary: true },
    'AI search': { name, path: itPaths['search-ai'] },
    events: { name, path: itPaths['events-wemeet'] },
    'wishlist (anonymous)': { name, path: itPaths.wishlist, marker: '[data-wishlist-view="logged-out"]' },
    '404': { name, path: '/pagina-che-non-esiste', status: 404 },
  };
  return pages[name];
}

/** Fixed content pages not already among the app pages above. */
const coveredKeys = new Set(['index', 'travels', 'tours', 'coordinators', 'area-asia']);
let contentPages: PageCase[] = [];

const queryModals = ['gallery', 'travel-description', 'coordinator', 'flight-club', 'talk-to-us'] as const;
const modalPath = (type: string) => `${slugs.trip}?modal=${type}&type=${type}`;
const filtersPath = () => `${itPaths.search}?modal=filters`;

/** Every path a width's tests open, in test order (the pipeline loads ahead along it). */
function planFor(width: Width): string[] {
  return [
    ...appPageNames.map((name) => appPage(name)?.path).filter((path): path is string => Boolean(path)),
    ...contentPages.map((p) => p.path),
    ...queryModals.map(modalPath),
    filtersPath(),
    '/',
    ...(width.phone ? ['/', '/'] : []),
  ];
}

const desktopPages: AppPageName[] = ['home', 'destinations list', 'confirmed departures', 'trip', 'tour', 'sold-out tour', 'search results (tours)', 'search results (trips)'];

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newLayoutContext(browser, desktop);
  try {
    await page.goto(marketUrl('it', itPaths.tours), { waitUntil: 'domcontentloaded' });
    const found = await page.evaluate(async (coordinatorsPath) => {
      type Listing = { lastPage: number; data: { id: number; code: string; slug?: string; toursCount?: number; travel?: { slug: string } }[] };
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return (await res.json()) as Listing;
      };
      // A confirmed departure (its trip has bookable departures): /viaggi/{travel}/{tour}.
      const [, travel = '', tour = ''] = /^\/[^/]+\/([a-z0-9-]+)\/([A-Za-z0-9-]+)$/.exec(document.querySelector('.tour-card .travel-card__link')?.getAttribute('href') ?? '') ?? [];
      const soldOut = (await post('/api/tours', { status: ['SOLD_OUT'] })).data[0];
      const travels: Listing['data'] = [];
      for (let page = 1, last = 1; page <= last && page <= 10; page++) {
        const listing = await post('/api/travels', { perPage: 100, page });
        travels.push(...listing.data);
        last = listing.lastPage;
      }
      const withoutDepartures = travels.find((t) => t.toursCount === 0);
      const coordinators = await (await fetch(coordinatorsPath)).text();
      const coordinator = new RegExp(`href="${coordinatorsPath}/([a-z0-9-]+)"`).exec(coordinators)?.[1] ?? '';
      return {
        travel,
        tour,
        soldOut: soldOut?.travel ? { travel: soldOut.travel.slug, tour: soldOut.code } : null,
        withoutDepartures: withoutDepartures?.slug ?? null,
        coordinator,
        travelIds: travels.filter((t) => t.toursCount).slice(0, 2).map((t) => t.id),
      };
    }, itPaths.coordinators);
    expect(found.tour, `a confirmed departure linked from ${itPaths.tours}`).not.toBe('');
    expect(found.soldOut, 'a sold-out departure from POST /api/tours {status: [SOLD_OUT]}').not.toBeNull();
    expect(found.coordinator, `a coordinator linked from ${itPaths.coordinators}`).not.toBe('');
    expect(found.travelIds.length, 'two trips with departures from POST /api/travels').toBe(2);
    slugs = {
      trip: routePath('travels-travel', { travel: found.travel }),
      tour: routePath('travels-travel-tour', { travel: found.travel, tour: found.tour }),
      itinerary: routePath('travels-travel-itinerary', { travel: found.travel }),
      soldOutTour: routePath('travels-travel-tour', found.soldOut!),
      tripWithoutDepartures: found.withoutDepartures ? routePath('travels-travel', { travel: found.withoutDepartures }) : null,
      coordinator: routePath('coordinators-coordinator', { coordinator: found.coordinator }),
      travelIds: found.travelIds,
    };
    // Fixed content pages that exist (wemeet pages may not be seeded).
    const candidates = fixedRoutingKeys.filter((key) => !coveredKeys.has(key)).map((key) => ({ key, path: itPaths[key] }));
    const statuses = await page.evaluate(
      async (paths) => Promise.all(paths.map(async (p) => (await fetch(p, { redirect: 'manual' })).status)),
      candidates.map((c) => c.path),
    );
    contentPages = candidates.filter((_, i) => statuses[i] === 200).map((c) => ({ name: `content page ${c.key}`, path: c.path }));
    expect(contentPages.length, 'fixed content pages answering 200').toBeGreaterThan(10);
  } finally {
    await context.close();
  }
}, 120_000);

afterAll(async () => {
  if (signedIn) {
    // Leave the test user's wishlist as found: empty.
    const { context, page } = await newLayoutContext(browser, desktop, { storageState: signedIn });
    await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    await clearWishlist(page).catch(() => undefined);
    await context.close();
  }
  await browser?.close();
});

// ---------------------------------------------------------------------------------------
// Signed-in wishlist: one login through the dev identity provider, its cookies reused.

const wishlistUser = 'second@caravan.test';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let signedIn: StorageState | null = null;

async function signIn(): Promise<StorageState> {
  if (signedIn) return signedIn;
  const { context, page } = await newLayoutContext(browser, desktop);
  try {
    await page.goto(marketUrl('it', '/'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-island="AccountMenu"][data-hydrated="true"]', { state: 'attached', timeout: 20_000 });
    await page.click('[data-account="login"]');
    await page.waitForSelector('input[name="email"]', { timeout: 20_000 });
    await page.fill('input[name="email"]', wishlistUser);
    await page.fill('input[name="password"]', 'caravan');
    await Promise.all([page.waitForURL((url) => url.hostname === marketHosts.it, { timeout: 30_000 }), page.click('button[type="submit"]')]);
    await page.waitForSelector('.account-menu__toggle', { state: 'attached', timeout: 20_000 });
    signedIn = await context.storageState();
    return signedIn;
  } finally {
    await context.close();
  }
}

async function clearWishlist(page: Page) {
  const status = await page.evaluate(async () => {
    const list = await fetch('/api/wishlist');
    if (!list.ok) return list.status;
    const { travels, tours } = (await list.json()) as { travels: { travelId: number }[]; tours: { tourId: number }[] };
    for (const tour of tours) await fetch(`/api/wishlist/tours/${tour.tourId}`, { method: 'DELETE' });
    for (const travel of travels) await fetch(`/api/wishlist/travels/${travel.travelId}`, { method: 'DELETE' });
    return 200;
  });
  expect(status, 'GET /api/wishlist as the signed-in user').toBe(200);
}

async function saveTravels(page: Page, ids: number[]) {
  const statuses = await page.evaluate(
    async (travelIds) => Promise.all(travelIds.map(async (id) => (await fetch(`/api/wishlist/travels/${id}`, { method: 'PUT' })).status)),
    ids,
  );
  expect(statuses, 'PUT /api/wishlist/travels/:id').toEqual(ids.map(() => 200));
}

// ---------------------------------------------------------------------------------------
// The suite.

/** Checks 1, 2, 3 (and 5, 6 on phones) for the page currently shown. */
async function pageFindings(page: Page, width: Width, pageCase: PageCase): Promise<string[]> {
  const findings: string[] = [];
  if (pageCase.marker && (await page.locator(pageCase.marker).count()) === 0) findings.push(`expected ${pageCase.marker} on the page: wrong page rendered?`);
  findings.push(...(await checkOverflow(page, width)));
  findings.push(...(await checkText(page, width)));
  findings.push(...(await checkButtons(page, width, Boolean(pageCase.primary))));
  if (width.phone) {
    findings.push(...(await checkTopBanner(page)).findings);
    findings.push(...(await checkOverlays(page)));
    if (pageCase.stickyBar) findings.push(...(await checkStickyBar(page)));
  }
  return findings;
}

/** A dialog's own layout: fully on screen, no sideways scroll, no text cut off, its primary buttons usable. */
async function modalFindings(page: Page, width: Width, dialog: string, { buttons = true } = {}): Promise<string[]> {
  const findings: string[] = [];
  const inner = await page.evaluate(() => window.innerWidth);
  if (inner !== width.width) findings.push(`layout viewport widened while the dialog is open: window.innerWidth ${inner} ≠ ${width.width}`);
  findings.push(...(await page.evaluate((s) => window.__layout.boxInViewport(s), dialog)));
  findings.push(...(await checkText(page, width, dialog)));
  if (!buttons) return findings;
  const scoped = [...new Set(primarySelectors.map((s) => (s.startsWith('dialog[open]') ? `${dialog} .button--primary` : `${dialog} ${s}`)))];
  const reports = await page.evaluate((selectors) => window.__layout.buttons(selectors, [], 3), scoped);
  for (const report of reports) {
    if (report.problems.length) findings.push(`primary button unusable: ${report.description}\n${report.problems.map((p) => `      ${p}`).join('\n')}`);
  }
  return findings;
}

for (const width of [...phoneWidths, ...tabletWidths]) {
  describe(`layout @${width.label}`, () => {
    let pipeline: Pipeline;
    beforeAll(async () => {
      pipeline = await Pipeline.create(browser, width, () => planFor(width));
    });
    afterAll(async () => {
      await pipeline?.close();
    });

    describe('pages', () => {
      for (const name of appPageNames) {
        test(`${name} @${width.label}`, async (ctx) => {
          const pageCase = appPage(name);
          if (!pageCase) return ctx.skip(); // e.g. no trip without departures in this seed
          const page = await pipeline.open(pageCase.path, pageCase.status);
          const findings = await pageFindings(page, width, pageCase);
          if (width.phone && name === 'home') {
            expect((await checkTopBanner(page)).present, 'the seeded top promo banner shows on the home page').toBe(true);
          }
          assertClean(`${name} ${pageCase.path} @${width.label}`, findings);
        });
      }

      test(`fixed content pages @${width.label}`, async () => {
        const failures: string[] = [];
        for (const pageCase of contentPages) {
          const page = await pipeline.open(pageCase.path);
          const findings = await pageFindings(page, width, pageCase);
          if (findings.length) failures.push(`${pageCase.name} ${pageCase.path}:\n${findings.map((f) => `    - ${f}`).join('\n')}`);
        }
        if (failures.length) {
          throw new Error(`fixed content pages @${width.label}: ${failures.length} of ${contentPages.length} with layout problems\n${failures.join('\n')}`);
        }
      }, 180_000);
    });

    describe('modals and menus', () => {
      for (const type of queryModals) {
        test(`trip ?modal=${type} @${width.label}`, async () => {
          const page = await pipeline.open(modalPath(type));
          const dialog = `dialog[data-query-modal="${type}"][open]`;
          await page.waitForSelector(dialog, { timeout: 5_000 });
          await nextFrames(page);
          assertClean(`${modalPath(type)} @${width.label}`, await modalFindings(page, width, dialog));
        });
      }

      test(`search ?modal=filters @${width.label}`, async () => {
        const page = await pipeline.open(filtersPath());
        const findings: string[] = [];
        if (width.width < 1024) {
          const panel = '.search-filters--open';
          await page.waitForSelector(panel, { timeout: 5_000 });
          findings.push(...(await modalFindings(page, width, panel)));
          const apply = await page.locator(`${panel} .filters__actions :is(button[type="submit"], .button--primary)`).count();
          if (apply === 0) findings.push('no apply button (.filters__actions button[type=submit] / .button--primary) in the open filters');
        } else {
          // From 1024 px the filters are the results' sidebar.
          findings.push(...(await checkOverflow(page, width)), ...(await checkText(page, width)), ...(await checkButtons(page, width, true)));
        }
        assertClean(`${filtersPath()} @${width.label}`, findings);
      });

      test(`language modal @${width.label}`, async () => {
        const page = await pipeline.open('/');
        const button = page.locator('.lang-switch');
        expect(await button.isVisible(), 'the header language button is visible').toBe(true);
        await button.click();
        const dialog = 'dialog.modal:has(.market-list)[open]';
        await page.waitForSelector(dialog, { timeout: 5_000 });
        await nextFrames(page);
        assertClean(`language modal on / @${width.label}`, await modalFindings(page, width, dialog));
      });

      if (width.phone) {
        test(`mobile menu @${width.label}`, async () => {
          const page = await pipeline.open('/');
          const findings: string[] = [];
          const burger = page.locator('.burger');
          expect(await burger.isVisible(), 'the burger button shows on phones').toBe(true);

          // Keyboard: Tab reaches the burger, Enter opens the menu.
          const focusTrail: string[] = [];
          let reached = false;
          for (let i = 0; i < 25 && !reached; i++) {
            await page.keyboard.press('Tab');
            const focused = await page.evaluate(() => {
              const el = document.activeElement;
              return { burger: Boolean(el?.matches('.burger')), description: el ? window.__layout.describe(el) : 'none' };
            });
            focusTrail.push(focused.description);
            reached = focused.burger;
          }
          const menu = 'dialog.mobile-menu[open]';
          if (!reached) {
            findings.push(`the burger is not reachable by Tab (25 presses went through):\n${focusTrail.map((f) => `      ${f}`).join('\n')}`);
          } else {
            await page.keyboard.press('Enter');
            if (!(await page.waitForSelector(menu, { timeout: 3_000 }).catch(() => null))) findings.push('Enter on the focused burger did not open the menu');
          }
          if (!(await page.locator(menu).count())) await burger.click({ timeout: 5_000 });
          await page.waitForSelector(menu, { timeout: 3_000 });
          await nextFrames(page);
          expect(await burger.getAttribute('aria-expanded'), 'burger aria-expanded with the menu open').toBe('true');

          // Destinations: a link to the destinations list, a trip or an area page, visible or behind a visible accordion summary.
          const destinationPaths = { list: itPaths.travels, areas: areaRoutingKeys.map((key) => itPaths[key]) };
          const destinations = await page.evaluate(([selector, paths]) => {
            const dialog = document.querySelector(selector)!;
            const links = [...dialog.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => {
              const path = new URL(a.href, location.href).pathname;
              return path === paths.list || path.startsWith(`${paths.list}/`) || paths.areas.includes(path);
            });
            const reachable = links.filter((a) => {
              if (a.checkVisibility({ visibilityProperty: true })) return true;
              const details = a.closest('details');
              return Boolean(details?.querySelector(':scope > summary')?.checkVisibility({ visibilityProperty: true }));
            });
            const entries = [...dialog.querySelectorAll('.mobile-menu__list > li')].map((li) => (li.querySelector('a, summary')?.textContent ?? '').trim());
            return { total: links.length, reachable: reachable.length, entries };
          }, [menu, destinationPaths] as const);
          if (destinations.reachable === 0) {
            findings.push(
              `no destinations entry in the mobile menu (no link to ${itPaths.travels}, a trip ${itPaths.travels}/… or an area page that is visible or behind a visible accordion; ${destinations.total} hidden ones); its entries: [${destinations.entries.join(' | ')}]`,
            );
          }

          // Call-to-action buttons: present, and usable once scrolled to inside the menu.
          const ctaSelector = `${menu} .mobile-menu__ctas a.button`;
          const ctas = await page.evaluate(
            (s) => window.__layout.buttons([s], [], 10).then((reports) => ({ reports, primary: document.querySelectorAll(`${s}.button--primary`).length })),
            ctaSelector,
          );
          if (ctas.reports.length < 2) findings.push(`expected the menu's call-to-action buttons (search trips, login), found ${ctas.reports.length} visible`);
          if (ctas.primary === 0) findings.push('no primary call-to-action in the mobile menu');
          for (const r of ctas.reports.filter((c) => c.problems.length)) findings.push(`menu call-to-action unusable: ${r.description}\n${r.problems.map((p) => `      ${p}`).join('\n')}`);
          findings.push(...(await modalFindings(page, width, menu, { buttons: false })));

          // Escape closes; the close button closes.
          await page.keyboard.press('Escape');
          if (!(await page.waitForSelector(menu, { state: 'detached', timeout: 2_000 }).then(() => true, () => false))) {
            findings.push('Escape did not close the mobile menu');
            await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.mobile-menu')?.close());
          }
          const clicked = async (what: string, action: () => Promise<void>) =>
            action().then(
              () => true,
              (error: Error) => {
                findings.push(`could not click ${what}: ${error.message.split('\n').filter((line) => /intercepts|Timeout/.test(line)).slice(0, 2).join(' / ')}`);
                return false;
              },
            );
          if (await clicked('the burger to reopen the menu', () => burger.click({ timeout: 3_000 }))) {
            await page.waitForSelector(menu, { timeout: 3_000 });
            if (await clicked("the menu's close button", () => page.click(`${menu} .modal__close`, { timeout: 3_000 }))) {
              if (!(await page.waitForSelector(menu, { state: 'detached', timeout: 2_000 }).then(() => true, () => false))) {
                findings.push('the close button did not close the mobile menu');
              }
            }
          }
          assertClean(`mobile menu on / @${width.label}`, findings);
        });

        test(`search widget full-screen modal @${width.label}`, async () => {
          const page = await pipeline.open('/');
          await page.click('.search-widget--cover .search-widget__input');
          const dialog = '.search-widget--cover dialog.search-modal[open]';
          await page.waitForSelector(dialog, { timeout: 5_000 });
          await nextFrames(page);
          const findings = await modalFindings(page, width, dialog);
          const notFull = await page.evaluate((s) => {
            const el = document.querySelector(s)!;
            const r = el.getBoundingClientRect();
            return r.left <= 0.5 && r.top <= 0.5 && r.right >= innerWidth - 0.5 && r.bottom >= innerHeight - 0.5 ? null : window.__layout.describe(el);
          }, dialog);
          if (notFull) findings.push(`the search modal does not fill the screen: ${notFull}`);
          if ((await page.locator(`${dialog} .search-modal__footer .button--primary`).count()) === 0) findings.push('no search button in the modal footer');
          assertClean(`search modal on / @${width.label}`, findings);
        });
      }
    });

    describe('wishlist signed in', () => {
      let signed: { context: BrowserContext; page: Page } | undefined;
      afterAll(async () => {
        await signed?.context.close();
      });

      test(`empty wishlist @${width.label}`, async () => {
        signed = await newLayoutContext(browser, width, { storageState: await signIn() });
        const { page } = signed;
        await page.bringToFront();
        await page.goto(marketUrl('it', itPaths.wishlist), { waitUntil: 'domcontentloaded' });
        await clearWishlist(page);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await settleLayout(page);
        expect(await page.locator('[data-wishlist-view="empty"]').count(), 'the empty wishlist view (signed in)').toBe(1);
        assertClean(`${itPaths.wishlist} signed in, empty @${width.label}`, await pageFindings(page, width, { name: 'wishlist', path: itPaths.wishlist }));
      });

      test(`wishlist with saved trips @${width.label}`, async () => {
        expect(signed, 'signed-in context from the previous test').toBeDefined();
        const { page } = signed!;
        await saveTravels(page, slugs.travelIds);
        await page.goto(marketUrl('it', itPaths.wishlist), { waitUntil: 'domcontentloaded' });
        await settleLayout(page);
        expect(await page.locator('[data-wishlist-view="regular"] .wishlist-item').count(), 'saved trips listed').toBe(slugs.travelIds.length);
        assertClean(`${itPaths.wishlist} signed in, saved trips @${width.label}`, await pageFindings(page, width, { name: 'wishlist', path: itPaths.wishlist }));
      });
    });
  });
}

describe(`covering @${desktop.label}`, () => {
  let pipeline: Pipeline;
  beforeAll(async () => {
    pipeline = await Pipeline.create(browser, desktop, () => desktopPages.map((name) => appPage(name)!.path));
  });
  afterAll(async () => {
    await pipeline?.close();
  });

  for (const name of desktopPages) {
    test(`${name}: primary buttons not covered @${desktop.label}`, async () => {
      const pageCase = appPage(name)!;
      const page = await pipeline.open(pageCase.path, pageCase.status);
      assertClean(`${name} ${pageCase.path} @${desktop.label}`, await checkButtons(page, desktop, Boolean(pageCase.primary)));
    });
  }
});

// Bad input (issue "Phone-first"): content the CMS or the catalogue may send must still give a
// clean phone page. The page is rendered for real, then its copy is replaced in place with the
// hostile values (a very long trip title with an unbreakable word, a very long promo message,
// banners without a button) and the page is measured again.
describe('hostile content on a phone', () => {
  const width = phoneWidths[0]!;
  const longWord = 'Supercalifragilistichespiralidosoviaggiodigruppo'.repeat(2);
  const longTitle = `${'Un viaggio di gruppo lunghissimo tra deserti, montagne e città '.repeat(3)}${longWord}`;
  const longMessage = `<strong>Offerta:</strong> ${'fino a 150 € di sconto su ogni partenza confermata con il codice PRIMAVERA '.repeat(4)}${longWord}`;

  test(`trip page with a very long title, a very long promo message and banners without a button @${width.label}`, async () => {
    const { context, page } = await newLayoutContext(browser, width);
    try {
      const response = await page.goto(marketUrl('it', slugs.trip));
      expect(response?.status()).toBe(200);
      await settleLayout(page);
      const replaced = await page.evaluate(({ title, message }) => {
        const heading = document.querySelector('.trip-cover__title');
        const banners = [...document.querySelectorAll('.banner')];
        if (heading) heading.textContent = title;
        for (const banner of banners) {
          const text = banner.querySelector('.banner__message');
          if (text) text.innerHTML = message;
          banner.querySelector('.banner__cta')?.remove();
        }
        return { heading: Boolean(heading), banners: banners.length };
      }, { title: longTitle, message: longMessage });
      expect(replaced.heading, 'the trip page has its title').toBe(true);
      expect(replaced.banners, 'the seeded trip page shows banners').toBeGreaterThan(0);
      await nextFrames(page);
      const findings = [...(await checkOverflow(page, width)), ...(await checkText(page, width)), ...(await checkTopBanner(page)).findings];
      findings.push(...(await checkButtons(page, width, true)));
      // The cover clips its overflow, so a title too wide for it would be cut without widening
      // the page: the title itself must wrap inside the screen.
      const title = await page.evaluate(() => {
        const heading = document.querySelector<HTMLElement>('.trip-cover__title')!;
        const box = heading.getBoundingClientRect();
        return { scrollWidth: heading.scrollWidth, clientWidth: heading.clientWidth, right: Math.round(box.right), viewport: window.innerWidth };
      });
      if (title.scrollWidth > title.clientWidth + 1 || title.right > title.viewport) {
        findings.push(`the long trip title does not wrap: scrollWidth ${title.scrollWidth} > clientWidth ${title.clientWidth} (right edge ${title.right}, viewport ${title.viewport})`);
      }
      assertClean(`hostile content on ${slugs.trip} @${width.label}`, findings);
    } finally {
      await context.close();
    }
  });
});
