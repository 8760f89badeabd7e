import { hydrateAttr, hydratedAttr, islandAttr, wakesAttr, type Hydration } from '../../shared/boot';
import { whenIdle } from '../page/tasks';
import { progress } from '../ui/progress';

/** Events that show a visitor is about to use an island: hover, touch, focus, a key. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** Pause before an island that failed to wake while in use tries once more. */
const retryWakeMs = 300;
/** How far outside the viewport a `visible` island starts hydrating. */
const visibleMargin = '200px';

function hydrationOf(el: Element): Hydration {
  const value = el.getAttribute(hydrateAttr);
  return value === 'idle' || value === 'visible' || value === 'interaction' ? value : 'load';
}

/**
 * What a click before hydration was meant for, to be replayed once the island is live: a
 * button that does nothing without JavaScript (its click is held back), or a text field whose
 * click opens something (the click went through: focus is native). Links, submit buttons,
 * checkboxes and the like work natively and are left alone.
 */
function clickToReplay(target: EventTarget | null): { element: HTMLElement; hold: boolean } | null {
  if (!(target instanceof Element)) return null;
  const field = target.closest('input, textarea');
  if (field instanceof HTMLTextAreaElement) return { element: field, hold: false };
  if (field instanceof HTMLInputElement) return ['text', 'search', 'email', 'tel', 'number', 'url'].includes(field.type) ? { element: field, hold: false } : null;
  const button = target.closest('button, [role="button"]');
  if (button instanceof HTMLButtonElement) return button.type === 'button' ? { element: button, hold: true } : null;
  return button instanceof HTMLElement ? { element: button, hold: true } : null;
}

/**
 * A control pressed before its island woke shows at once that it is on its way (issue 30 item
 * 6: feedback within 100 ms however slow the chunk or the API): aria-busy until it is replayed.
 */
export const wakingAttr = 'data-waking';

/**
 * After hydration, hand the island what happened before it: the click, the hover (React derives enter/leave from `mouseover`) and the focus it already has.
 */
function replay(el: Element, click: HTMLElement | null): void {
  const hovered = Array.from(el.querySelectorAll(':hover')).pop();
  if (hovered) hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
  // The click says what the visitor wanted; the focus that came with it is not replayed too.
  if (click?.isConnected) {
    click.click();
    return;
  }
  const active = document.activeElement;
  if (active && active !== document.body && el.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/**
 * A held button shows it was pressed at once (issue 30 item 6: a tap gets feedback within
 * 100 ms even when the island's chunk or copy takes seconds): busy until its click is replayed.
 */
function markWaking(button: HTMLElement): void {
  button.setAttribute('aria-busy', 'true');
  button.dataset.waking = '';
}

function unmarkWaking(button: HTMLElement | null): void {
  if (!button || !('waking' in button.dataset)) return;
  delete button.dataset.waking;
  button.removeAttribute('aria-busy');
}

/**
 * What the viewport can see of an island: its root has no box of its own (`display: contents`,
 * so that it does not change the layout), which an IntersectionObserver never reports as
 * intersecting; its child elements do.
 */
function boxesOf(el: Element): Element[] {
  const children = Array.from(el.children);
  return children.length ? children : [el];
}

/**
 * Starts each island when its `data-hydrate` says (shared/boot.ts `Hydration`). `hydrate`
 * loads React and the island's chunk and resolves once it has committed.
 */
export class IslandScheduler {
  onError: (error: unknown) => void = (error) => console.error(error);
  private readonly started = new WeakMap<Element, Promise<void>>();
  private readonly cleanups = new WeakMap<Element, () => void>();
  /** The click that came before hydration (./clickToReplay), replayed after it. */
  private readonly pendingClicks = new WeakMap<Element, HTMLElement>();
  /** The button shown busy since it was pressed, until the island is live (or failed). */
  private readonly waking = new WeakMap<Element, HTMLElement>();
  private observer: IntersectionObserver | null = null;
  /** Islands that failed to wake once and were tried again at once. */
  private readonly retried = new WeakSet<Element>();
  /** The island each observed box belongs to (./boxesOf). */
  private readonly watched = new WeakMap<Element, Element>();

  constructor(private readonly hydrate: (el: Element) => Promise<void>) {}

  /** Schedules every island in `root` (itself included) not scheduled yet. */
  add(root: Element | Document): void {
    const islands = root instanceof Element && root.hasAttribute(islandAttr) ? [root] : Array.from(root.querySelectorAll(`[${islandAttr}]`));
    for (const el of islands) {
      if (this.started.has(el) || this.cleanups.has(el)) continue;
      const mode = hydrationOf(el);
      if (mode === 'load') void this.start(el);
      else if (mode === 'idle') {
        this.cleanups.set(el, () => undefined);
        whenIdle(() => void this.start(el));
      } else if (mode === 'visible') this.watchVisible(el);
      else this.watchIntent(el);
    }
  }

  /**
   * Controls outside an island that it serves (`data-wakes`): intent on one wakes the island;
   * a click before every island of that name is live is held (the control shows it is busy)
   * and replayed once they are. Once live, the click is the island's to handle.
   */
  watchWakers(root: Document = document): void {
    const wakerOf = (event: Event): { control: HTMLElement; name: string } | null => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${wakesAttr}]`) : null;
      const name = control?.getAttribute(wakesAttr);
      return control && name ? { control, name } : null;
    };
    const live = (name: string) =>
      Array.from(document.querySelectorAll(`[${islandAttr}="${CSS.escape(name)}"]`)).every((el) => el.getAttribute(hydratedAttr) === 'true');
    const onIntent = (event: Event) => {
      const waker = wakerOf(event);
      if (waker && !live(waker.name)) void this.hydrateNamed(waker.name).catch((error: unknown) => this.onError(error));
    };
    // The replay of a click whose island could not wake: let it do what it does natively.
    let native: HTMLElement | null = null;
    const onClick = (event: MouseEvent) => {
      const waker = wakerOf(event);
      if (!waker || live(waker.name) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (waker.control === native) {
        native = null;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      markWaking(waker.control);
      const wake = progress().track(this.hydrateNamed(waker.name));
      // Live, the island takes the replayed click; not (it could not wake, and said so), the
      // control does what it does without it (a link navigates).
      void wake.then(() => {
        unmarkWaking(waker.control);
        if (!waker.control.isConnected) return;
        native = live(waker.name) ? null : waker.control;
        waker.control.click();
      });
    };
    for (const type of intentEvents) root.addEventListener(type, onIntent, { passive: true, capture: true });
    root.addEventListener('click', onClick, true);
  }

  /** Stops waiting for an island that left the page. */
  forget(el: Element): void {
    this.cleanups.get(el)?.();
    this.cleanups.delete(el);
  }

  /** Hydrates now every island of that name, wherever it is in its wait. */
  hydrateNamed(name: string): Promise<void> {
    const islands = Array.from(document.querySelectorAll(`[${islandAttr}="${CSS.escape(name)}"]`));
    return Promise.all(islands.map((el) => this.start(el))).then(() => undefined);
  }

  private start(el: Element): Promise<void> {
    const running = this.started.get(el);
    if (running) return running;
    this.forget(el);
    const pressed = () => this.pendingClicks.get(el) ?? null;
    // Waking for a tap or a key: the progress bar shows a slow chunk or copy.
    const waking = el.hasAttribute(wakingAttr) ? progress().track(this.hydrate(el)) : this.hydrate(el);
    const done = waking.then(
      () => {
        const click = pressed();
        this.pendingClicks.delete(el);
        el.removeAttribute(wakingAttr);
        unmarkWaking(this.waking.get(el) ?? null);
        this.waking.delete(el);
        replay(el, click);
      },
      (error: unknown) => {
        // Failed to wake (the copy or the chunk did not come). The server-rendered controls keep
        // working meanwhile. A visitor in the island (its focus, a pressed control) gets one
        // more try at once, still shown busy and said nothing of (a blip is not news); a second
        // failure, or one nobody was waiting on, is said (onError) and the held click dropped:
        // the next tap, hover or focus tries again.
        this.started.delete(el);
        if (!el.isConnected || el.getAttribute(hydratedAttr) === 'true') {
          this.onError(error);
          return;
        }
        const inUse = pressed() !== null || el.contains(document.activeElement);
        if (inUse && !this.retried.has(el)) {
          this.retried.add(el);
          window.setTimeout(() => void this.start(el), retryWakeMs);
          return;
        }
        this.onError(error);
        el.removeAttribute(wakingAttr);
        unmarkWaking(this.waking.get(el) ?? null);
        this.waking.delete(el);
        this.pendingClicks.delete(el);
        if (hydrationOf(el) !== 'load') this.watchIntent(el);
      },
    );
    this.started.set(el, done);
    return done;
  }

  private markPressed(el: Element, button: HTMLElement): void {
    const before = this.waking.get(el);
    if (before && before !== button) unmarkWaking(before);
    markWaking(button);
    this.waking.set(el, button);
  }

  private watchVisible(el: Element): void {
    if (!('IntersectionObserver' in window)) {
      void this.start(el);
      return;
    }
    this.observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const island = this.watched.get(entry.target);
          if (!entry.isIntersecting || !island) continue;
          for (const box of boxesOf(island)) this.observer?.unobserve(box);
          void this.start(island);
        }
      },
      { rootMargin: visibleMargin },
    );
    const boxes = boxesOf(el);
    for (const box of boxes) {
      this.watched.set(box, el);
      this.observer.observe(box);
    }
    // Intent counts too: a keyboard user may tab into it before it scrolls in.
    const stopIntent = this.listenForIntent(el);
    this.cleanups.set(el, () => {
      for (const box of boxes) this.observer?.unobserve(box);
      stopIntent();
    });
  }

  private watchIntent(el: Element): void {
    this.cleanups.set(el, this.listenForIntent(el));
  }

  private listenForIntent(el: Element): () => void {
    const onIntent = (event?: Event) => {
      // A press or a key (not a hover): the island shows it is waking.
      if (event && event.type !== 'pointerover' && event.type !== 'focusin' && el.getAttribute(hydratedAttr) !== 'true') el.setAttribute(wakingAttr, 'true');
      void this.start(el);
    };
    // A click that beats hydration: kept and replayed (links and submit buttons work natively).
    const onClick = (event: Event) => {
      if (el.getAttribute(hydratedAttr) === 'true') {
        el.removeEventListener('click', onClick, true);
        return;
      }
      const replayed = clickToReplay(event.target);
      if (!replayed) return;
      if (replayed.hold) {
        event.preventDefault();
        event.stopPropagation();
        this.markPressed(el, replayed.element);
      }
      this.pendingClicks.set(el, replayed.element);
      onIntent(event);
    };
    // Busy from the press itself: the click comes after pointerup, and a long task (a chunk
    // being compiled) may sit between the two. Kept, like the click's, until the island is live
    // (a touch's pointerover has already started hydration by then).
    const onPress = (event: Event) => {
      if (el.getAttribute(hydratedAttr) === 'true') {
        el.removeEventListener('pointerdown', onPress);
        return;
      }
      const pressed = clickToReplay(event.target);
      if (pressed?.hold) this.markPressed(el, pressed.element);
    };
    el.addEventListener('pointerdown', onPress, { passive: true });
    for (const type of intentEvents) el.addEventListener(type, onIntent, { passive: true });
    el.addEventListener('click', onClick, true);
    return () => {
      for (const type of intentEvents) el.removeEventListener(type, onIntent);
    };
  }
}
