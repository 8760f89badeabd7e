/**
 * SPEC §4 / §9 loading bar: appears only if loading lasts more than 200 ms, advances over
 * about 5 s, turns red when a request fails, hides 500 ms after the last one finished; 2 px high.
 */
export const progressThrottleMs = 200;
export const progressAdvanceMs = 5000;
export const progressHideDelayMs = 500;
export const progressHeightPx = 2;

export interface ProgressView {
  show(): void;
  /** Start advancing towards (not reaching) the end over `durationMs`. */
  advance(durationMs: number): void;
  finish(failed: boolean): void;
  hide(): void;
}

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export class ProgressBar {
  private active = 0;
  private failed = false;
  private visible = false;
  private throttle: ReturnType<typeof setTimeout> | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly view: ProgressView,
    private readonly clock: Timers = globalThis,
  ) {}

  get isVisible(): boolean {
    return this.visible;
  }

  start(): void {
    this.active++;
    if (this.hideTimer !== null) {
      // A new request while the finished bar fades: start over.
      this.clock.clearTimeout(this.hideTimer);
      this.hideTimer = null;
      this.view.hide();
      this.visible = false;
      this.failed = false;
    }
    if (this.visible || this.throttle !== null) return;
    this.throttle = this.clock.setTimeout(() => {
      this.throttle = null;
      if (this.active === 0) return;
      this.visible = true;
      this.view.show();
      this.view.advance(progressAdvanceMs);
    }, progressThrottleMs);
  }

  done(ok = true): void {
    if (this.active === 0) return;
    this.active--;
    if (!ok) this.failed = true;
    if (this.active > 0) return;
    if (this.throttle !== null) {
      // Finished within the throttle: the bar never shows.
      this.clock.clearTimeout(this.throttle);
      this.throttle = null;
      this.failed = false;
      return;
    }
    if (!this.visible) return;
    this.view.finish(this.failed);
    this.hideTimer = this.clock.setTimeout(() => {
      this.hideTimer = null;
      this.visible = false;
      this.failed = false;
      this.view.hide();
    }, progressHideDelayMs);
  }

  /** Shows progress for a promise (a fetch, a lazy chunk); a rejection or an HTTP error turns the bar red. */
  track<T>(promise: Promise<T>): Promise<T> {
    this.start();
    return promise.then(
      (value) => {
        this.done(!(value instanceof Response) || value.ok);
        return value;
      },
      (error: unknown) => {
        this.done(false);
        throw error;
      },
    );
  }
}

/**
 * The 2 px bar at the top of the viewport. It grows by `transform: scaleX()`, which the
 * compositor animates: a width transition recalculated style and layout on the main thread every
 * frame for its 5 s, while the results it waits for were being put in place (issue 33 item 4).
 */
export function mountProgressView(doc: Document = document): ProgressView & { element: HTMLElement } {
  const bar = doc.createElement('div');
  bar.className = 'progress-bar';
  bar.setAttribute('aria-hidden', 'true');
  const base = { position: 'fixed', top: '0', left: '0', height: `${progressHeightPx}px`, width: '100%', transformOrigin: '0 0', transform: 'scaleX(0)', zIndex: '1001', opacity: '0', pointerEvents: 'none' };
  Object.assign(bar.style, base, { background: '#0f766e', transition: 'none' });
  doc.body.appendChild(bar);
  return {
    element: bar,
    show() {
      bar.dataset.state = 'loading';
      Object.assign(bar.style, { transition: 'none', transform: 'scaleX(0)', opacity: '1', background: '#0f766e' });
    },
    advance(durationMs) {
      // Next frame, so the transition starts from 0.
      requestAnimationFrame(() => {
        Object.assign(bar.style, { transition: `transform ${durationMs}ms cubic-bezier(.1,.7,.3,1)`, transform: 'scaleX(.9)' });
      });
    },
    finish(failed) {
      bar.dataset.state = failed ? 'failed' : 'done';
      Object.assign(bar.style, { transition: 'transform 200ms ease-out', transform: 'scaleX(1)', background: failed ? '#d92d20' : '#0f766e' });
    },
    hide() {
      delete bar.dataset.state;
      Object.assign(bar.style, { transition: 'opacity 200ms', opacity: '0', transform: 'scaleX(0)' });
    },
  };
}

let bar: ProgressBar | null = null;

export function setProgressBar(instance: ProgressBar): void {
  bar = instance;
}

/** The page's progress bar (a no-op stand-in before initialisation). */
export function progress(): Pick<ProgressBar, 'start' | 'done' | 'track'> {
  return bar ?? { start() {}, done() {}, track: <T>(promise: Promise<T>) => promise };
}

/** Marks what a visitor pressed while the next page loads (issue 30 item 6): aria-busy, styled in app.css. */
export const busyAttr = 'aria-busy';
/** Said by code about to assign location (./navigationStarting). */
export const navigationStartingEvent = 'caravan:navigation-starting';
/** Longest a navigation keeps the bar: a download or a 204 never unloads the page. */
const navigationGiveUpMs = 30_000;

interface NavigateEventLike extends Event {
  destination: { url: string; sameDocument: boolean };
  downloadRequest: string | null;
  hashChange: boolean;
}

/**
 * The bar follows what the page really waits for (SPEC §4, issue 30 item 6): every fetch (a
 * failed or HTTP-error answer turns it red; an aborted one is not a failure) and every
 * navigation to another document (links, forms, scripts assigning location). The link or
 * submit button that started a navigation is marked busy at once, so a tap shows within a
 * frame even when the next page takes seconds. Returns its stop.
 */
export function watchNetwork(bar: Pick<ProgressBar, 'start' | 'done'>, win: Window & typeof globalThis = window): () => void {
  const original = win.fetch;
  win.fetch = function trackedFetch(this: unknown, ...args: Parameters<typeof fetch>) {
    bar.start();
    return original.apply(this === undefined ? win : this, args).then(
      (response) => {
        bar.done(response.ok);
        return response;
      },
      (error: unknown) => {
        bar.done(error instanceof DOMException && error.name === 'AbortError');
        throw error;
      },
    );
  } as typeof fetch;

  let navigating: ReturnType<typeof setTimeout> | null = null;
  const busy = new Set<Element>();
  const navigationStarted = () => {
    if (navigating !== null) return;
    bar.start();
    navigating = setTimeout(navigationEnded, navigationGiveUpMs);
  };
  function navigationEnded() {
    if (navigating === null) return;
    clearTimeout(navigating);
    navigating = null;
    bar.done(true);
    for (const element of busy) element.removeAttribute(busyAttr);
    busy.clear();
  }
  const markBusy = (element: Element | null | undefined) => {
    if (!element || element.hasAttribute(busyAttr)) return;
    element.setAttribute(busyAttr, 'true');
    busy.add(element);
  };
  const sameOrigin = (href: string) => {
    try {
      return new URL(href, win.location.href).origin === win.location.origin;
    } catch {
      return false;
    }
  };
  const leavesPage = (href: string) => {
    const url = new URL(href, win.location.href);
    return !(url.pathname === win.location.pathname && url.search === win.location.search && url.hash !== '');
  };
  // Bubbling at the window: handlers that keep the visitor on the page have prevented it by then.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || !sameOrigin(link.href) || !leavesPage(link.href)) return;
    markBusy(link);
    if (!navigation) navigationStarted();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || form.target || form.method === 'dialog') return;
    markBusy(event.submitter ?? form.querySelector('[type="submit"]'));
    if (!navigation) navigationStarted();
  };
  const onShow = (event: PageTransitionEvent) => event.persisted && navigationEnded();
  // Where the Navigation API exists it sees every cross-document navigation, location.assign too.
  const navigation = (win as unknown as { navigation?: EventTarget }).navigation ?? null;
  const onNavigate = (event: Event) => {
    const navigate = event as NavigateEventLike;
    if (navigate.destination.sameDocument || navigate.hashChange || navigate.downloadRequest !== null) return;
    navigationStarted();
  };
  const onCodeNavigation = () => !navigation && navigationStarted();
  navigation?.addEventListener('navigate', onNavigate);
  win.addEventListener(navigationStartingEvent, onCodeNavigation);
  win.addEventListener('click', onClick);
  win.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', onShow);
  return () => {
    win.fetch = original;
    navigationEnded();
    navigation?.removeEventListener('navigate', onNavigate);
    win.removeEventListener(navigationStartingEvent, onCodeNavigation);
    win.removeEventListener('click', onClick);
    win.removeEventListener('submit', onSubmit);
    win.removeEventListener('pageshow', onShow);
  };
}

/** Navigations started by code (location.assign) where the Navigation API is missing: call before. */
export function navigationStarting(): void {
  window.dispatchEvent(new Event(navigationStartingEvent));
}
