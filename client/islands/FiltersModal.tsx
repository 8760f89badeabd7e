import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterTab } from '../../shared/filters';
import { modalExitDelayMs, modalOpenDelayMs, withoutModalParams } from '../ui/queryModals';
import { leaveModalEntry, pushModalEntry } from '../page/modalHistory';
import {
  applyFacetCounts, clearFields, filtersModalMedia, filtersOpenClass, filtersQuery, inFiltersModal, isFacetCounts,
  isFormChanged, isPartialDate, keepOnePriceChoice, leaveOutEmptyFields, restoreFacetCounts,
} from './search/filtersForm';
import type { Hydration } from '../../shared/boot';

/**
 * Hydrates on first use: a touch, focus or key in it, or on the toolbar's "Filters" link that
 * opens it (`data-wakes`: its click is held and replayed once the panel is live), so the results
 * page loads no React until a visitor asks for the panel. `?modal=filters` wakes it at once.
 */
export const hydration: Hydration = 'interaction';
/** `?modal=` values it opens itself on: then it hydrates at once. */
export const opensOnModal = ['filters'];

export interface FiltersModalProps {
  /** The page was rendered with `?modal=filters`. */
  open: boolean;
  tab: FilterTab;
  /** Results of the page's own query: the count before anything changes. */
  count: number;
  /** GET endpoint answering `{count, tab}` for a results-page query string. */
  countPath: string;
}

/** Pause after the last change before asking for a count (a burst of ticks asks once). */
export const countDebounceMs = 300;

/** Markers the server puts on the "Filters" link, the panel's close link and its heading. */
const openerSelector = 'a[data-filters-opener]';
const closerSelector = '[data-filters-close]';
const clearSelector = '[data-filters-clear]';
const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function isCountAnswer(value: unknown): value is { count: number; tab: FilterTab; facets?: unknown } {
  const answer = value as { count?: unknown; tab?: unknown } | null;
  return typeof answer?.count === 'number' && Number.isInteger(answer.count) && answer.count >= 0 && (answer.tab === 'tours' || answer.tab === 'travels');
}

function isModalUrl(): boolean {
  return new URLSearchParams(window.location.search).get('modal') === 'filters';
}

/** Marks everything outside `keep` inert (siblings of it and of each ancestor); returns what it marked. */
function inertOutside(keep: Element): HTMLElement[] {
  const marked: HTMLElement[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        marked.push(sibling);
      }
    }
  }
  return marked;
}

/** Tab from the last control goes back to the first, Shift+Tab from the first to the last. */
function wrapFocus(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector)).filter((el) => el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  // The heading (focused on open) is not in the list: Shift+Tab from it wraps too.
  const index = active instanceof HTMLElement ? focusable.indexOf(active) : -1;
  if (event.shiftKey && (index <= 0 || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The apply button of the search filters, and on small screens the full-screen filters panel
 * around it (SPEC §2 filters modal). In the panel a change does not navigate: the button asks
 * the count endpoint (debounced, stale requests aborted) and reads "Show 12 departures"; Apply
 * navigates once to the results URL, which stays the single source of truth. Escape, the close
 * link and Back close the panel, dropping unapplied changes; "Clear all" clears without leaving; focus moves in on open, stays in
 * (the page behind is inert) and returns to the "Filters" link. Without JavaScript the button
 * is a plain submit and the close link a link.
 */
export function FiltersModal({ open: initiallyOpen, tab, count: pageCount, countPath }: FiltersModalProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpenState] = useState(initiallyOpen);
  // What was asked for last, ahead of React's commit: a Back that comes right after the
  // Back which reopened the panel must close it, even before the panel shows it is open.
  const wanted = useRef(initiallyOpen);
  const setOpen = (value: boolean) => {
    wanted.current = value;
    setOpenState(value);
  };
  const [small, setSmall] = useState(false);
  /** null: the count could not be had, the button applies without one. */
  const [count, setCount] = useState<number | null>(pageCount);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const cancelCount = useRef<() => void>(() => undefined);
  const close = useRef<() => void>(() => undefined);
  const returnFocus = useRef(false);
  const modal = open && small;

  const panelOf = () => button.current?.closest<HTMLElement>('.search-filters') ?? null;

  /**
   * Closing is "cancel": the form goes back to the URL's filters and the button to the page's
   * count; focus goes back to the "Filters" link when the panel had it.
   */
  const closed = useRef<(focusBack: boolean) => void>(() => undefined);
  closed.current = (focusBack) => {
    const form = button.current?.form;
    if (form) {
      form.reset();
      restoreFacetCounts(form);
    }
    setCount(pageCount);
    setAnnounce(false);
    returnFocus.current = focusBack;
    setOpen(false);
  };

  close.current = () => {
    const panel = panelOf();
    if (!panel || panel.classList.contains('is-closing')) return;
    cancelCount.current();
    panel.classList.add('is-closing');
    // Back through the entry the Filters link pushed (its popstate finds the panel closing), so
    // the first Back afterwards leaves the page; a panel the page was loaded with is replaced.
    leaveModalEntry(withoutModalParams(window.location.href));
    window.setTimeout(() => {
      panel.classList.remove('is-closing');
      closed.current(true);
    }, modalExitDelayMs);
  };

  useEffect(() => {
    const media = window.matchMedia(filtersModalMedia);
    const update = () => setSmall(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  // The panel's class and dialog role follow `open` (the server set them for ?modal=filters).
  useEffect(() => {
    const panel = panelOf();
    if (!panel) return;
    panel.classList.toggle(filtersOpenClass, open);
    if (open) {
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
    } else {
      panel.removeAttribute('role');
      panel.removeAttribute('aria-modal');
    }
  }, [open]);

  // While the panel covers the screen: page behind inert, fixed bars hidden, focus inside.
  useEffect(() => {
    const panel = panelOf();
    if (!modal || !panel) return;
    const root = document.documentElement;
    root.dataset.filtersOpen = 'true';
    // The page behind goes inert, and focus moves in, once the open panel has been painted:
    // inert restyles everything it covers, and a focus now would force that and the panel's own
    // style and layout into one long task with the opening frame (issue 33 item 4). The panel
    // covers the screen meanwhile, so no tap reaches the page behind.
    const marked: HTMLElement[] = [];
    let frame = 0;
    let timer = 0;
    const heading = panel.querySelector<HTMLElement>('.search-filters__title');
    if (heading) heading.tabIndex = -1;
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        marked.push(...inertOutside(panel));
        if (heading && !panel.contains(document.activeElement)) heading.focus({ preventScroll: true });
      });
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        wrapFocus(panel, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      for (const element of marked) element.inert = false;
      delete root.dataset.filtersOpen;
      if (returnFocus.current) {
        returnFocus.current = false;
        document.querySelector<HTMLElement>(openerSelector)?.focus();
      }
    };
  }, [modal]);

  // Counting: every change in the panel asks for the count of the form as it now stands.
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    let timer: number | undefined;
    let controller: AbortController | null = null;
    const request = () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      fetch(`${countPath}?${filtersQuery(form).toString()}`, { signal: mine.signal, headers: { accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`count answered ${response.status}`);
          const answer: unknown = await response.json();
          if (!isCountAnswer(answer)) throw new Error('count answer has no count');
          if (controller !== mine) return;
          setCount(answer.count);
          // The counts beside the choices follow what is chosen, before it is applied.
          if (isFacetCounts(answer.facets)) applyFacetCounts(form, answer.facets);
        })
        .catch(() => {
          // Aborted: a newer request owns the button. Failed: apply still works, without a number.
          if (controller === mine) setCount(null);
        })
        .finally(() => {
          if (controller !== mine) return;
          controller = null;
          setBusy(false);
          setAnnounce(true);
        });
    };
    const schedule = () => {
      window.clearTimeout(timer);
      setBusy(true);
      timer = window.setTimeout(request, countDebounceMs);
    };
    cancelCount.current = () => {
      window.clearTimeout(timer);
      controller?.abort();
      controller = null;
      setBusy(false);
    };
    const onChange = (event: Event) => {
      if (isPartialDate(event.target) || !inFiltersModal(form)) return;
      schedule();
    };
    leaveOutEmptyFields(form);
    const onSubmit = () => cancelCount.current();
    // "Clear all" in the panel clears the fields and counts; elsewhere it is a link.
    const panel = panelOf();
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(clearSelector) || !inFiltersModal(form)) return;
      event.preventDefault();
      clearFields(form);
      schedule();
    };
    // Capture: before AutoSubmit and the count read the form.
    const onPriceChoice = (event: Event) => keepOnePriceChoice(form, event.target);
    form.addEventListener('change', onPriceChoice, true);
    form.addEventListener('input', onPriceChoice, true);
    form.addEventListener('change', onChange);
    panel?.addEventListener('click', onClick);
    form.addEventListener('submit', onSubmit);
    // Ticked before this island woke up: count what is there now.
    if (inFiltersModal(form) && isFormChanged(form)) schedule();
    return () => {
      cancelCount.current();
      form.removeEventListener('change', onPriceChoice, true);
      form.removeEventListener('input', onPriceChoice, true);
      form.removeEventListener('change', onChange);
      panel?.removeEventListener('click', onClick);
      form.removeEventListener('submit', onSubmit);
    };
  }, [countPath]);

  // Open from the "Filters" link without a reload; close from the close link and from Back.
  useEffect(() => {
    let openTimer: number | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(closerSelector) && panelOf()?.classList.contains(filtersOpenClass)) {
        event.preventDefault();
        close.current();
        return;
      }
      const opener = target?.closest<HTMLAnchorElement>(openerSelector);
      if (!opener || !window.matchMedia(filtersModalMedia).matches) return;
      event.preventDefault();
      pushModalEntry(opener.href);
      window.clearTimeout(openTimer);
      openTimer = window.setTimeout(() => setOpen(true), modalOpenDelayMs);
    };
    const onPopState = () => {
      window.clearTimeout(openTimer);
      if (isModalUrl()) setOpen(true);
      else if (wanted.current || panelOf()?.classList.contains(filtersOpenClass)) close.current();
    };
    // Rendered for a URL that history has left since (a Back while this island was still
    // loading, after results swapped in with the panel open): the URL says what is shown.
    if (wanted.current !== isModalUrl()) {
      if (!wanted.current) setOpen(true);
      else {
        if (panelOf()?.contains(document.activeElement)) document.querySelector<HTMLElement>(openerSelector)?.focus();
        closed.current(false);
      }
    }
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.clearTimeout(openTimer);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const label = !open
    ? t('search.apply')
    : count === null
      ? t(tab === 'tours' ? 'search.showToursUncounted' : 'search.showTravelsUncounted')
      : t(tab === 'tours' ? 'search.showTours' : 'search.showTravels', { count });
  return (
    <>
      <button ref={button} type="submit" className="button button--primary filters__apply" aria-busy={busy || undefined} data-filters-apply="">
        {label}
      </button>
      <span className="visually-hidden" role="status">{announce && !busy ? label : ''}</span>
    </>
  );
}

export default FiltersModal;
