/**
 * Search results that update in place (issue 11). Every filter, sort, tab and page change of the
 * results page still goes through its URL — the one source of truth — but instead of loading a
 * new document the same URL is fetched with `X-Caravan-Fragment: results`: the server renders
 * the page's region alone (worker/routes/pages.tsx) and it is morphed into the page (morphdom),
 * so the control the traveller used keeps its focus and the islands inside keep their state.
 *
 * - A history entry per change, as with full loads; Back/Forward fetch the entry's results and
 *   put every control back to what the URL says at once, before the answer (also on a page
 *   restored from the back/forward cache).
 * - A newer change aborts the request of the older one; a failed, timed-out or unexpected
 *   answer falls back to a normal navigation to the same URL.
 * - The SPEC §4 progress bar shows slow requests; the region is aria-busy meanwhile. The count
 *   (a live region) is announced by the swap; a page turn scrolls to the results top and
 *   moves focus there.
 * Without JavaScript the forms and links are plain GET forms and links to the same URLs.
 */
import morphdom from 'morphdom';
import { islandAttr } from '../../shared/boot';
import { islandPropsText } from '../page/props';
import { fragmentHeader, fragmentRegionAttr, type FragmentName } from '../../shared/fragment';
import { islandsAdded, islandsIn, islandsRemoved } from '../page/lifecycle';
import { afterNextFrame, nextTask } from '../page/tasks';
import { isLeaving } from './leaving';
import { progress } from './progress';
import { controlStateFor, formQuery, isPageTurn, resultsKey } from './resultsUrl';

/** Dispatched on the region (bubbling) once new results are in place; detail: the URL shown. */
export const resultsUpdatedEvent = 'caravan:results-updated';

/** A slower answer than this gives up and loads the page normally. */
export const fragmentTimeoutMs = 8000;

/** Links and buttons FiltersModal handles itself (open, close and clear its panel). */
const ownedByFiltersModal = '[data-filters-opener], [data-filters-close], [data-filters-clear]';
/** Forms whose selects patch the current URL (the sort select) instead of replacing its query. */
const patchFormAttr = 'data-results-patch';
/** Where a page turn scrolls to and puts focus (tabindex -1 on the server). */
const resultsTopSelector = '#search-results';
const filtersOpenerSelector = 'a[data-filters-opener]';
const openPanelSelector = '.search-filters--open';

const superseded = 'superseded';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: unknown): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** Nothing has the focus: it went to the body (a blur, a removed control). */
function focusIsNowhere(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/** A field the traveller may be typing into: the swap leaves it alone while it has focus. */
function isTyping(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset'].includes(element.type);
}

/** Every control of the region to what the URL says (Back/Forward, back/forward cache). */
export function syncControls(root: Element, href: string): void {
  const params = new URL(href).searchParams;
  for (const form of root.querySelectorAll('form')) {
    for (const element of form.elements) {
      if (!isControl(element)) continue;
      const state = controlStateFor(params, { type: element.type, name: element.name, value: element.value });
      if (!state) continue;
      if ('checked' in state) {
        if (element instanceof HTMLInputElement) element.checked = state.checked;
      } else if (element instanceof HTMLSelectElement) {
        // No such option (or none in the URL): the first one, as the server renders it.
        element.value = state.value ?? '';
        if (element.selectedIndex < 0) element.selectedIndex = 0;
      } else {
        element.value = state.value ?? '';
      }
    }
  }
}

/**
 * An island's key, read once: its props are the `<script data-props>` before it, which the morph
 * may update before reaching the island; the key must stay the one the island was rendered with.
 */
const islandKeys = new WeakMap<Element, string>();

/** morphdom keys: island roots by name and props (other props → another island), ids, choices by name and value. */
function nodeKey(node: Node): string | undefined {
  if (!(node instanceof Element)) return undefined;
  const element = node;
  const island = element.getAttribute(islandAttr);
  if (island !== null) {
    let key = islandKeys.get(element);
    if (key === undefined) islandKeys.set(element, (key = `island:${island}:${islandPropsText(element)}`));
    return key;
  }
  if (element.id) return element.id;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return `${element.type}:${element.name}=${element.value}`;
  return undefined;
}

/**
 * Parts of the results region morphed one at a time, each in a task of its own, before the rest:
 * the filters (500 and more elements with their counts) and the results. One morph of the whole
 * region, with the style and layout it leaves, was a task of 90–100 ms on a phone (issue 33 item 4).
 */
const separatelyMorphed = ['#search-filters', '#search-results'];

/**
 * Morphs `root` into the region of a fragment's HTML, part by part (`separatelyMorphed`, then the
 * rest), yielding to the browser in between; resolves to null when the HTML has no such region
 * (a full page or an error page answered), and rejects with `signal`'s reason when it is
 * aborted meanwhile (a newer change). Sets the document title from the fragment.
 *
 * A focused control the morph moves or removes loses its focus, and the browser then settles the
 * style and layout of everything changed so far inside that removal (a forced 40 ms on a phone).
 * So a focused control (not a field being typed in, which the morph leaves alone) is blurred
 * first, while the page is still clean, and the returned `refocus` puts focus back on it, or on
 * its replacement, once called (after the next frame). It returns whether it did.
 */
export async function swapRegion(root: HTMLElement, html: string, name: FragmentName, signal?: AbortSignal): Promise<{ refocus(): boolean } | null> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const next = template.content.querySelector<HTMLElement>(`[${fragmentRegionAttr}="${name}"]`);
  if (!next) return null;
  const title = template.content.querySelector('title')?.textContent;
  if (title) document.title = title;
  const discarded: Element[] = [];
  /** Parts morphed already: the morph of the rest leaves them (it moved their new nodes out of `next`). */
  const morphed = new Set<Element>();
  const options: Parameters<typeof morphdom>[2] = {
    getNodeKey: nodeKey,
    onBeforeElUpdated(from, to) {
      if (morphed.has(from)) return false;
      // Same key, same props: the live island stays as it is (React owns its DOM).
      if (from.hasAttribute(islandAttr)) return false;
      if (from === document.activeElement && isTyping(from)) return false;
      // Nothing changed below (a native comparison, far cheaper than the walk). Safe for form
      // controls: a checked state the traveller changed differs from the old attribute, so the
      // new HTML, which says what the URL says, differs too.
      if (from.isEqualNode(to)) return false;
      // A country list the traveller opened stays open.
      if (from instanceof HTMLDetailsElement && from.open) to.setAttribute('open', '');
      return true;
    },
    onNodeDiscarded(node) {
      discarded.push(...islandsIn(node));
    },
  };
  const blurred: { element: HTMLElement | null; key?: string } = { element: null };
  /** The field being typed in: not blurred, and focused again at once if the morph moved it. */
  let typing: HTMLElement | null = null;
  const morph = (from: Element, to: Element) => {
    // Blurred just before the first morph that could move it (focus may have moved since the answer came).
    const active = document.activeElement;
    if (!blurred.element && active instanceof HTMLElement && from.contains(active)) {
      if (isTyping(active)) typing = active;
      else {
        blurred.element = active;
        blurred.key = nodeKey(active);
        active.blur();
      }
    }
    morphdom(from, to, options);
    // Moved to a new place, so blurred: the keys typed next must not be lost.
    const field: HTMLElement | null = typing;
    if (field?.isConnected && focusIsNowhere()) field.focus({ preventScroll: true });
  };
  for (const selector of separatelyMorphed) {
    const from = root.querySelector(selector);
    const to = next.querySelector(selector);
    if (!from || !to) continue;
    await nextTask();
    signal?.throwIfAborted();
    morph(from, to);
    morphed.add(from);
  }
  await nextTask();
  signal?.throwIfAborted();
  morph(root, next);
  // Discarded nodes may have had a keyed island inside that found a new place: only the gone ones unmount.
  islandsRemoved(discarded.filter((island) => !island.isConnected));
  islandsAdded(root);
  return {
    refocus() {
      const { element, key } = blurred;
      // Nothing was blurred, or the traveller has focused something since.
      if (!element || !focusIsNowhere()) return false;
      // The control itself where it now is, or its replacement (same key).
      let same: HTMLElement | null = element.isConnected ? element : null;
      if (!same && key) for (const el of root.querySelectorAll<HTMLElement>('[id], input')) if (nodeKey(el) === key) same = el;
      same?.focus({ preventScroll: true });
      return same !== null;
    },
  };
}

/** How far above the bottom of the screen the talk-to-us pill reaches on phones (banners.css: 12 px + its height), with room to spare. */
export const talkBarReachPx = 96;

/**
 * The talk-to-us pill (fixed at the bottom on phones) covered result cards: it shows only while
 * the results list is not under it — above the list's start or past its end (`html[data-talk-bar=clear]`,
 * results-paths.css hides it otherwise). Returns its stop.
 */
export function watchTalkBar(root: HTMLElement): () => void {
  const results = root.querySelector(resultsTopSelector);
  const html = document.documentElement;
  if (!results || typeof IntersectionObserver === 'undefined') return () => undefined;
  let observer: IntersectionObserver | null = null;
  const observe = () => {
    observer?.disconnect();
    // The observed box is the strip the pill sits in: the bottom of the screen.
    observer = new IntersectionObserver((entries) => {
      const under = entries[entries.length - 1]?.isIntersecting ?? false;
      if (under) delete html.dataset.talkBar;
      else html.dataset.talkBar = 'clear';
    }, { rootMargin: `-${Math.max(0, window.innerHeight - talkBarReachPx)}px 0px 0px 0px` });
    observer.observe(results);
  };
  observe();
  window.addEventListener('resize', observe);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', observe);
    delete html.dataset.talkBar;
  };
}

export interface ResultsRegion {
  stop(): void;
}

/** Wires the results region `root` (the element with `data-fragment-region="results"`). */
export function startResultsRegion(root: HTMLElement): ResultsRegion {
  const name = (root.getAttribute(fragmentRegionAttr) ?? 'results') as FragmentName;
  let shown = resultsKey(location.href);
  let controller: AbortController | null = null;

  /** Shows the results of `href` in place; `push` adds a history entry first. */
  async function show(href: string, push: boolean): Promise<void> {
    const target = new URL(href, location.href);
    const previous = location.href;
    controller?.abort(superseded);
    const mine = new AbortController();
    controller = mine;
    const pageTurn = isPageTurn(previous, target.href);
    const active = document.activeElement;
    const fromPanel = Boolean(active?.closest(openPanelSelector));
    root.setAttribute('aria-busy', 'true');
    progress().start();
    let ok = true;
    try {
      // The tap's task ends here: the request and the history entry (pushState alone is 4 ms and
      // more on a phone) follow in a task of their own, so a tap on Apply is not one long task
      // (issue 33 item 4: 42–55 ms at 4× CPU, against a 50 ms budget).
      await nextTask();
      if (controller !== mine) return;
      const signal = AbortSignal.any([mine.signal, AbortSignal.timeout(fragmentTimeoutMs)]);
      const request = fetch(target.href, { headers: { [fragmentHeader]: name }, signal, credentials: 'same-origin' });
      // After the request left: route-change listeners (analytics, flags) run while it travels.
      if (push) history.pushState(null, '', target.pathname + target.search + target.hash);
      const response = await request;
      const html = response.ok && response.headers.get(fragmentHeader) === name ? await response.text() : null;
      if (controller !== mine) return;
      const swapped = html === null ? null : await swapRegion(root, html, name, mine.signal);
      if (!swapped) throw new Error(`no ${name} fragment (${response.status})`);
      shown = resultsKey(target.href);
      root.dispatchEvent(new CustomEvent(resultsUpdatedEvent, { bubbles: true, detail: target.href }));
      // Focus and scroll once the new results have been rendered (see swapRegion); busy until then.
      await afterNextFrame();
      const refocused = !pageTurn && swapped.refocus();
      const top = root.querySelector<HTMLElement>(resultsTopSelector);
      if (pageTurn && top) {
        top.scrollIntoView({ block: 'start' });
        top.focus({ preventScroll: true });
      } else if (!refocused && active instanceof HTMLElement && !active.isConnected && focusIsNowhere()) {
        // The control used is gone (an island replaced, the panel closed): the filters opener or the results top.
        const opener = fromPanel ? document.querySelector<HTMLElement>(filtersOpenerSelector) : null;
        (opener && opener.getClientRects().length ? opener : top)?.focus({ preventScroll: !fromPanel });
      }
    } catch {
      // Superseded, or cancelled by a navigation to another page (a result followed).
      if (mine.signal.reason === superseded || isLeaving()) return;
      // Failed, timed out or not a fragment: the entry is already this URL, load it for real in its place.
      ok = false;
      location.replace(target.href);
    } finally {
      progress().done(ok);
      if (controller === mine) {
        controller = null;
        root.removeAttribute('aria-busy');
      }
    }
  }

  const searchPath = location.pathname;
  const sameResultsPage = (url: URL) => url.origin === location.origin && url.pathname === searchPath;

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !root.contains(link) || link.matches(ownedByFiltersModal) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (!sameResultsPage(url) || (url.hash && url.search === location.search)) return;
    event.preventDefault();
    void show(url.href, true);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !root.contains(form) || form.method !== 'get') return;
    const action = new URL(form.action, location.href);
    if (!sameResultsPage(action)) return;
    event.preventDefault();
    let query = formQuery(new FormData(form, event.submitter));
    if (form.hasAttribute(patchFormAttr)) {
      // The current URL with this form's visible fields (selects here) put in, back to page 1.
      query = new URLSearchParams(location.search);
      query.delete('page');
      for (const element of form.elements) if (element instanceof HTMLSelectElement && element.name) query.set(element.name, element.value);
    }
    action.search = query.toString();
    void show(action.href, true);
  };

  const onPopState = () => {
    if (location.pathname !== searchPath || resultsKey(location.href) === shown) return;
    syncControls(root, location.href);
    void show(location.href, false);
  };

  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    syncControls(root, location.href);
    if (resultsKey(location.href) !== shown) void show(location.href, false);
  };

  // Listening on window: FiltersModal's document listeners run first and may claim the event.
  window.addEventListener('click', onClick);
  window.addEventListener('submit', onSubmit);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('pageshow', onPageShow);
  const stopTalkBar = watchTalkBar(root);
  return {
    stop() {
      stopTalkBar();
      controller?.abort(superseded);
      window.removeEventListener('click', onClick);
      window.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}
