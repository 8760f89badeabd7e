// The in-page layout probe of the phone-first suite (tests/e2e/layout.test.ts): self-contained
// code installed in every page of the tests' contexts, which measures and names what is wrong.

// ---------------------------------------------------------------------------------------
// The in-page probe.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface OverflowReport {
  innerWidth: number;
  visualWidth: number;
  documentScrollWidth: number;
  bodyScrollWidth: number;
  offenders: string[];
}

export interface ButtonReport {
  description: string;
  problems: string[];
}

export interface OverlayReport {
  scrollY: number;
  viewportArea: number;
  coveredArea: number;
  layers: string[];
  /** The site header is sticky/fixed but was not found among the layers: the probe is broken. */
  headerMissed: boolean;
}

export interface StickyBarReport {
  present: boolean;
  shown: boolean;
  bar: string;
  problems: string[];
}

export interface LayoutProbe {
  describe(el: Element): string;
  overflow(width: number): OverflowReport;
  offscreenText(width: number, scope?: string): string[];
  buttons(selectors: string[], alwaysSelectors: string[], limit: number): Promise<ButtonReport[]>;
  overlays(fraction: number): Promise<OverlayReport>;
  topBanner(): { description: string; height: number } | null;
  boxInViewport(selector: string): string[];
  squashedIcons(): string[];
  stickyBar(statusLabels: string[]): Promise<StickyBarReport>;
  ready(): boolean;
}

declare global {
  interface Window {
    __layout: LayoutProbe;
  }
}

/** Installed in every page of the tests' contexts: the measuring code (self-contained, runs in the page). */
export function installLayoutProbe() {
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

  /**
   * Icons drawn square (an svg whose width and height attributes are equal) shown out of square:
   * a flex item shrunk beside a label that wraps (a bell squeezed to a sliver).
   */
  const squashedIcons = (): string[] => {
    const bad: Element[] = [];
    for (const svg of document.querySelectorAll('svg[width][height]')) {
      if (svg.getAttribute('width') !== svg.getAttribute('height') || !visible(svg)) continue;
      const r = svg.getBoundingClientRect();
      if (Math.abs(r.width - r.height) > 1) bad.push(svg.parentElement ?? svg);
    }
    return grouped(bad, 5);
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
    // The bar shows once the booking box has left the screen: a screen past the cover, or past the
    // box itself where it is taller (the booking-all-in arm adds an estimate to it on narrow phones).
    const box = document.querySelector('.booking-box');
    const boxBottom = box ? box.getBoundingClientRect().bottom + window.scrollY : 0;
    window.scrollTo({ top: Math.max(coverBottom + window.innerHeight, boxBottom + 1), left: 0, behavior: 'instant' });
    await frames(2);
    if (!(await untilVisible(bar))) {
      return { present: true, shown: false, bar: describe(bar), problems: [`not shown at scrollY ${round(window.scrollY)} (past the cover, which ends at ${round(coverBottom)}, and the booking box, which ends at ${round(boxBottom)})`] };
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
    // The entry wired the page (header states, banners, query modals)…
    document.documentElement.dataset.client === 'ready' &&
    // …and every island that hydrates by itself did (the ones waiting for a tap or the viewport wait).
    [...document.querySelectorAll('[data-island]')]
      .filter((el) => !['interaction', 'visible'].includes(el.getAttribute('data-hydrate') ?? ''))
      .every((el) => el.getAttribute('data-hydrated') === 'true');

  window.__layout = { describe, overflow, offscreenText, buttons, overlays, topBanner, boxInViewport, squashedIcons, stickyBar, ready };
}
