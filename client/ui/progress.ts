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

/** The 2 px bar at the top of the viewport. */
export function mountProgressView(doc: Document = document): ProgressView & { element: HTMLElement } {
  const bar = doc.createElement('div');
  bar.className = 'progress-bar';
  bar.setAttribute('aria-hidden', 'true');
  const base = { position: 'fixed', top: '0', left: '0', height: `${progressHeightPx}px`, width: '0', zIndex: '1001', opacity: '0', pointerEvents: 'none' };
  Object.assign(bar.style, base, { background: '#0f766e', transition: 'none' });
  doc.body.appendChild(bar);
  return {
    element: bar,
    show() {
      bar.dataset.state = 'loading';
      Object.assign(bar.style, { transition: 'none', width: '0', opacity: '1', background: '#0f766e' });
    },
    advance(durationMs) {
      // Next frame, so the transition starts from 0.
      requestAnimationFrame(() => {
        Object.assign(bar.style, { transition: `width ${durationMs}ms cubic-bezier(.1,.7,.3,1)`, width: '90%' });
      });
    },
    finish(failed) {
      bar.dataset.state = failed ? 'failed' : 'done';
      Object.assign(bar.style, { transition: 'width 200ms ease-out', width: '100%', background: failed ? '#d92d20' : '#0f766e' });
    },
    hide() {
      delete bar.dataset.state;
      Object.assign(bar.style, { transition: 'opacity 200ms', opacity: '0', width: '0' });
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
