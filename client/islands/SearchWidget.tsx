import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../flags/react';
import type { MarketId } from '../../markets/config';
import { weekendDepartureRange, weekendsOf } from '../../shared/flexibleDates';
import { addEntry, parseStoredHistory, recent, searchHistoryStorageKey, serialiseHistory, shouldStore, type SearchHistoryEntry } from '../../shared/searchHistory';
import {
  autoOpenSection, emptyWidget, hasSelection, lookupText, outOfReach, searchDisabled, whereLabel, widgetReducer, widgetSearchUrl,
  type Place, type WidgetSection,
} from '../../shared/searchWidget';
import { navigationStarting } from '../ui/progress';
import { withoutModalParams } from '../ui/queryModals';
import { isModalEntry, leaveModalEntry, pushModalEntry } from '../page/modalHistory';
import { nextTask } from '../page/tasks';
import { useCoveredPage } from './useCoveredPage';
import { comboboxKey } from './search/combobox';
import { typedBeforeWaking } from './search/carry';
import { usePeriods } from './search/periods';
import { WhenSection } from './search/WhenSection';
import { warmPickerFormats } from './search/DateRangePicker';
import { whenLabel as describeWhen } from './search/whenLabel';
import type { Hydration } from '../../shared/boot';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';
/** `?modal=` values it opens itself on: then it hydrates at once. */
export const opensOnModal = ['search'];

export interface SearchWidgetProps {
  searchPath: string;
  lookupUrl: string;
  continents: Place[];
  /** Where the "when" periods come from once the widget hydrates (worker/routes/api/periods.ts). */
  periodsUrl: string;
  today: string;
  weekStartsOn: 0 | 1;
  locale: string;
  /** Market whose date formats the labels use. */
  market: MarketId;
  /** cover: big bar on a cover; header: compact bar in the header. */
  variant: 'cover' | 'header';
  historyType?: 'carousel' | 'list';
  clearOnClose?: boolean;
  /** The AI search page of the market, linked where the ai-search flag is on (SPEC §2). */
  aiSearchPath?: string | null;
}

interface LookupResult {
  id: number;
  name: string;
  itinerariesCount: number;
  departuresCount: number;
}

const lookupDelayMs = 800;
const autoOpenDelayMs = 400;
/** SPEC §9: the dropdown closes once scrolled this far past it. */
const closeOnScrollPx = 250;
/** A dialog hands focus back to its opener on close: that focus must not reopen it. */
const refocusGraceMs = 400;
const historyShown = 5;
const smallScreen = '(max-width: 767px)';

function readHistory(): SearchHistoryEntry[] {
  try {
    return parseStoredHistory(window.localStorage.getItem(searchHistoryStorageKey));
  } catch {
    return [];
  }
}

/**
 * The search widget (SPEC §2, §4): where (free text with lookup, destinations, continents),
 * when (periods and dates) and history. Dropdown on desktop, full-screen dialog on small screens.
 * Server-rendered as a plain GET form, so it works before hydration and without JavaScript.
 */
export function SearchWidget(props: SearchWidgetProps) {
  const { searchPath, lookupUrl, continents, periodsUrl, today, weekStartsOn, locale, market, variant, historyType = 'list', clearOnClose, aiSearchPath } = props;
  const { t } = useTranslation();
  const flags = useFlags();
  const [periods, retryPeriods] = usePeriods(periodsUrl);
  const [state, dispatch] = useReducer(widgetReducer, emptyWidget);
  const [results, setResults] = useState<LookupResult[]>([]);
  const [loading, setLoading] = useState(false);
  /** The lookup failed (issue 30 item 6: said, with a retry); `lookupAttempt` asks again. */
  const [lookupFailed, setLookupFailed] = useState(false);
  const [lookupAttempt, setLookupAttempt] = useState(0);
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  const [small, setSmall] = useState(false);
  /** Option of the destination listbox the arrow keys point at (-1: none). */
  const [active, setActive] = useState(-1);
  /** The search was sent: its buttons are busy until the results page replaces this one. */
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const whenButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Closed by a click elsewhere or by scrolling away: focus stays where the traveller put it. */
  const closedFromOutside = useRef(false);
  const openedFrom = useRef<'where' | 'when'>('where');
  const refocusUntil = useRef(0);
  const wasOpen = useRef(false);
  const modalInput = useRef<HTMLInputElement>(null);
  /** The phone dialog pushed a history entry of its own (Back closes it, item 7 of issue 30). */
  const pushedEntry = useRef(false);
  /**
   * The phone dialog renders the open section's contents first, the closed ones' once it shows:
   * they are out of sight in their <details>, and rendering them with the dialog was a third of
   * the tap that woke the widget (issue 33 item 4).
   */
  const [closedSectionsRendered, setClosedSectionsRendered] = useState(false);
  /** The open phone dialog covers the whole screen: the page behind is not rendered. */
  const coveredPage = useCoveredPage('whole');
  const ids = useId();
  const inputId = `${ids}-where`;
  const listboxId = `${ids}-listbox`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  // The server rendered a working form: whatever was typed or focused in it before this island
  // woke is carried in (issue 30 item 1). Without this the first render after hydration wrote
  // the empty state back into the field: "Giappone" typed at once became "iappone".
  useLayoutEffect(() => {
    const carried = typedBeforeWaking(input.current, document.activeElement);
    if (carried) dispatch({ type: 'carry', ...carried });
  }, []);

  // Recent searches, refreshed when another tab changes them.
  useEffect(() => {
    setHistory(readHistory());
    const onStorage = (event: StorageEvent) => event.key === searchHistoryStorageKey && setHistory(readHistory());
    window.addEventListener('storage', onStorage);
    const query = window.matchMedia(smallScreen);
    const update = () => setSmall(query.matches);
    update();
    query.addEventListener('change', update);
    return () => {
      window.removeEventListener('storage', onStorage);
      query.removeEventListener('change', update);
    };
  }, []);

  // The calendar's formats, ready before the dates are first asked for (./search/DateRangePicker).
  useEffect(() => warmPickerFormats(locale, weekStartsOn), [locale, weekStartsOn]);

  // The header bar shows only while the cover's search bar is absent or scrolled away (SPEC §2).
  useEffect(() => {
    if (variant !== 'header') return;
    const cover = document.querySelector('.search-widget--cover');
    if (!cover) return;
    const observer = new IntersectionObserver(([entry]) => {
      document.documentElement.dataset.coverSearchHidden = entry && !entry.isIntersecting ? 'true' : 'false';
    });
    observer.observe(cover);
    return () => observer.disconnect();
  }, [variant]);

  // The header bar opens by itself after 400 ms on desktop: history first if any, else where.
  useEffect(() => {
    if (variant !== 'header' || window.matchMedia(smallScreen).matches) return;
    if (new URLSearchParams(window.location.search).get('modal') !== 'search') return;
    const timer = window.setTimeout(() => dispatch({ type: 'open', section: autoOpenSection(readHistory().length) }), autoOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, [variant]);

  // Lookup after an 800 ms pause; only for non-empty trimmed text. A failure is said, with a retry
  // (issue 30 item 6); the typed words can still be searched meanwhile.
  useEffect(() => {
    const text = state.destination || state.freeText ? null : lookupText(state.text);
    setLookupFailed(false);
    if (!text) {
      setResults([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const lookup = async () => {
      try {
        const response = await fetch(`${lookupUrl}?search=${encodeURIComponent(text)}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`lookup: ${response.status}`);
        const body = (await response.json()) as { data?: { countries?: LookupResult[] } };
        setResults(Array.isArray(body.data?.countries) ? body.data.countries.slice(0, 8) : []);
      } catch {
        if (!controller.signal.aborted) {
          setResults([]);
          setLookupFailed(true);
        }
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    };
    const timer = window.setTimeout(() => void lookup(), lookupDelayMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [state.text, state.destination, state.freeText, lookupUrl, lookupAttempt]);

  const close = useCallback(() => {
    refocusUntil.current = performance.now() + refocusGraceMs;
    dispatch({ type: 'close', clearOnClose });
    dialog.current?.close();
  }, [clearOnClose]);

  // Desktop dropdown: closes on outside click, Escape, and once scrolled 250 px past it (measured
  // on the dropdown: the header changing height or scrolling to its last row does not count).
  useEffect(() => {
    if (state.open === null || small) return;
    const closeFromOutside = () => {
      closedFromOutside.current = true;
      close();
    };
    const onScroll = () => {
      const panel = dropdown.current;
      if (panel && outOfReach(panel.getBoundingClientRect(), window.innerHeight, closeOnScrollPx)) closeFromOutside();
    };
    const onPointer = (event: PointerEvent) => root.current && !root.current.contains(event.target as Node) && closeFromOutside();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [state.open, small, close]);

  // Closing from inside (Escape, a choice that closes the dropdown) must not drop focus to <body>:
  // it goes back to the field that opened the dropdown.
  useLayoutEffect(() => {
    const open = state.open !== null;
    if (wasOpen.current && !open && !small) {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && !closedFromOutside.current) {
        refocusUntil.current = performance.now() + refocusGraceMs;
        (openedFrom.current === 'when' ? whenButton.current : input.current)?.focus({ preventScroll: true });
      }
    }
    if (!open) closedFromOutside.current = false;
    wasOpen.current = open;
  }, [state.open, small]);

  const open = (section: WidgetSection) => {
    openedFrom.current = section === 'when' ? 'when' : 'where';
    dispatch({ type: 'open', section });
  };

  // On a phone an open section is the full-screen dialog: shown once the section is open and the
  // screen is known to be small (also for a tap replayed right after hydration, before it was).
  // Shown in a task of its own: opening makes the whole page behind inert (a restyle of all of
  // it), which joined to the render that woke the widget made one long task (issue 33 item 4).
  // Meanwhile the bar's field keeps the focus, and what is typed there is the same state.
  useEffect(() => {
    const modal = dialog.current;
    if (!small || state.open === null || !modal || modal.open) return;
    const section = state.open;
    const timer = window.setTimeout(() => {
      if (modal.open || !modal.isConnected) return;
      // The page behind is skipped before it goes inert, so that restyle leaves it out.
      coveredPage.cover();
      // The dialog is for typing: the text field gets the focus as the dialog opens (its own
      // focusing steps, one focus move, not × then the field), and the caret at its end.
      const field = modalInput.current;
      field?.toggleAttribute('autofocus', section === 'where');
      modal.showModal();
      if (section === 'where' && field) {
        if (document.activeElement !== field) field.focus();
        field.setSelectionRange(field.value.length, field.value.length);
      }
      // The closed sections' contents, in slices React can interrupt, once the dialog shows.
      startTransition(() => setClosedSectionsRendered(true));
      // One history entry of its own: Back closes the dialog and keeps the page and the words.
      // In the next task, not the one that opened the dialog (issue 33 item 4).
      void nextTask().then(() => {
        const url = new URL(window.location.href);
        if (!modal.open || url.searchParams.get('modal') === 'search') return;
        url.searchParams.set('modal', 'search');
        pushModalEntry(url.pathname + url.search + url.hash);
        pushedEntry.current = true;
      });
    });
    return () => window.clearTimeout(timer);
  }, [small, state.open, coveredPage]);

  // Back (or a gesture) while the dialog is open: it closes, what was typed stays.
  useEffect(() => {
    if (!small) return;
    const onPopState = () => {
      if (!pushedEntry.current || new URLSearchParams(window.location.search).get('modal') === 'search') return;
      pushedEntry.current = false;
      refocusUntil.current = performance.now() + refocusGraceMs;
      dispatch({ type: 'close' });
      dialog.current?.close();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [small]);

  // The destination listbox (ARIA combobox pattern): "search for" the text, then the lookup results.
  const listed = lookupText(state.text) !== null && !state.destination;
  const optionCount = listed ? results.length + 1 : 0;
  const chooseOption = (index: number) => {
    setActive(-1);
    if (index === 0) dispatch({ type: 'chooseFreeText' });
    const item = results[index - 1];
    if (item) dispatch({ type: 'chooseDestination', destination: { id: item.id, name: item.name } });
  };
  useEffect(() => setActive(-1), [state.text, results]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onComboboxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const listOpen = small || state.open === 'where';
    const action = comboboxKey(event.key, { open: listOpen, active, count: optionCount, alt: event.altKey });
    if (action.type === 'none') {
      // Enter on typed text with nothing highlighted confirms it as free text.
      if (event.key === 'Enter' && lookupText(state.text) && !state.destination && !state.freeText) {
        event.preventDefault();
        dispatch({ type: 'chooseFreeText' });
      }
      return;
    }
    // On a phone Escape belongs to the dialog: it closes it (and focus goes back to the bar).
    if (action.type === 'close' && small) {
      setActive(-1);
      return;
    }
    event.preventDefault();
    if (action.type === 'open') open('where');
    else if (action.type === 'move') setActive(action.index);
    else if (action.type === 'choose') {
      chooseOption(action.index);
      // In the phone dialog the where panel stays open around the focused input (a collapsing
      // panel would take the focus with it).
      if (small) dispatch({ type: 'open', section: 'where' });
    }
    else if (action.type === 'close') {
      setActive(-1);
      close();
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (searchDisabled(state)) return;
    const url = widgetSearchUrl(searchPath, state, flags.searchTabTravels());
    const period = state.period !== null && state.period !== -1 ? state.period : null;
    const weekends = period ? null : weekendDepartureRange(weekendsOf(state.weekendsOf));
    const entry: SearchHistoryEntry = {
      date: new Date().toISOString(),
      userStatus: 'anonymous',
      values: {
        destinationName: whereLabel(state),
        params: { dateFrom: period?.startingDate ?? weekends?.from ?? null, dateTo: period?.endingDate ?? weekends?.to ?? null },
      },
      title: whereLabel(state) || t('widget.anywhere'),
      description: whenText,
      url,
    };
    if (shouldStore(entry)) {
      try {
        window.localStorage.setItem(searchHistoryStorageKey, serialiseHistory(addEntry(readHistory(), entry)));
      } catch {
        // Storage full or disabled: the search still runs.
      }
    }
    setLeaving(true);
    navigationStarting();
    window.location.assign(url);
  };

  // Back to this page from the bfcache: not leaving any more.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const whenText = describeWhen(state, market, t);
  const recentSearches = recent(history, historyShown);

  const whereSection: ReactNode = (
    <div className="widget-section">
      {small ? (
        <input
          ref={modalInput}
          className="input"
          // Text, not search: a search field spends Escape on clearing itself (and the choice).
          type="text"
          inputMode="search"
          enterKeyHint="search"
          value={state.text}
          aria-label={t('widget.where')}
          placeholder={t('blocks.searchPlaceholder')}
          maxLength={100}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listed ? listboxId : undefined}
          aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
          onKeyDown={onComboboxKey}
        />
      ) : null}
      {listed ? (
        <>
          <ul id={listboxId} className="widget-results" role="listbox" aria-label={t('widget.where')} aria-busy={loading}>
            {[t('widget.searchFor', { text: state.text.trim() }), ...results].map((item, index) => (
              <li
                key={typeof item === 'string' ? 'text' : item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'widget-option is-active' : 'widget-option'}
                // The input keeps focus (and its caret) while an option is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => chooseOption(index)}
              >
                {typeof item === 'string' ? item : (
                  <>
                    <strong>{item.name}</strong>
                    <span>{t('blocks.itineraries', { count: item.itinerariesCount })} · {t('blocks.departuresShort', { count: item.departuresCount })}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
          <p className="widget-results__loading" role="status">{loading ? t('widget.loading') : lookupFailed ? t('searchWait.lookupFailed') : ''}</p>
          {lookupFailed && !loading ? (
            <button type="button" className="button button--small button--outline widget-results__retry" onClick={() => setLookupAttempt((attempt) => attempt + 1)}>
              {t('searchWait.retry')}
            </button>
          ) : null}
        </>
      ) : null}
      <p className="widget-section__title">{t('widget.continents')}</p>
      <div className="chip-row" role="group" aria-label={t('widget.continents')}>
        {continents.map((continent) => (
          <button
            key={continent.id}
            type="button"
            className={state.continent?.id === continent.id ? 'chip chip--active' : 'chip'}
            aria-pressed={state.continent?.id === continent.id}
            onClick={() => dispatch({ type: 'chooseContinent', continent })}
          >
            {continent.name}
          </button>
        ))}
      </div>
      {aiSearchPath && flags.aiSearch() ? <a className="widget-ai-link" href={aiSearchPath}>{t('widget.tryAi')}</a> : null}
    </div>
  );

  const whenSection: ReactNode = (
    <WhenSection state={state} dispatch={dispatch} periods={periods} retryPeriods={retryPeriods} today={today} weekStartsOn={weekStartsOn} locale={locale} market={market} />
  );

  const historySection: ReactNode = recentSearches.length ? (
    <ul className={historyType === 'carousel' && !small ? 'history history--carousel' : 'history'}>
      {recentSearches.map((entry) => (
        <li key={entry.date + entry.url}>
          <a className="history__item" href={entry.url}>
            <strong>{entry.title}</strong>
            <span>{entry.description}</span>
          </a>
        </li>
      ))}
    </ul>
  ) : (
    <p className="widget-section__empty">{t('widget.noHistory')}</p>
  );

  const sections: [WidgetSection, string, ReactNode][] = [
    ['where', t('widget.where'), whereSection],
    ['when', t('widget.when'), whenSection],
    ...(recentSearches.length ? [['history', t('widget.history'), historySection] as [WidgetSection, string, ReactNode]] : []),
  ];
  const panelId = `${ids}-panel`;

  return (
    <div ref={root} className={`search-widget search-widget--${variant}`}>
      <form className="search-widget__bar" action={searchPath} method="get" role="search" onSubmit={submit}>
        <label className="search-widget__field">
          <span className="search-widget__label">{t('widget.where')}</span>
          <input
            ref={input}
            id={inputId}
            className="search-widget__input"
            // Text with a search keyboard: the W3C checker accepts role=combobox on type=text, not on
            // type=search (ARIA in HTML), and the ARIA 1.2 pattern is input + aria-expanded + aria-controls.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            name="textSearch"
            value={state.text}
            maxLength={100}
            placeholder={t('blocks.searchPlaceholder')}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={!small && state.open === 'where' && listed ? listboxId : state.open !== null && !small ? panelId : undefined}
            aria-expanded={!small && state.open === 'where' && listed}
            aria-activedescendant={!small && state.open === 'where' && listed && active >= 0 ? optionId(active) : undefined}
            onFocus={() => {
              dispatch({ type: 'focus', focused: true });
              // Focus handed back after a close (or from the phone dialog) does not reopen.
              if (performance.now() < refocusUntil.current) return;
              if (small) open('where');
              else if (state.open === null) open('where');
            }}
            // A click on the focused field (focus handed back after a choice) opens it again.
            onClick={() => state.open === null && open('where')}
            // On a phone the bar's field loses the focus to the dialog's as the dialog opens: that
            // update renders after the opening, in slices, not inside the opening's own task (as an
            // urgent update it re-rendered the whole widget there, 10–30 ms at 4× CPU: issue 33
            // item 4). On a desktop it stays urgent: it enables the search button a click may be
            // on its way to.
            onBlur={() => (small ? startTransition(() => dispatch({ type: 'focus', focused: false })) : dispatch({ type: 'focus', focused: false }))}
            // Not again for the same words: the browser's change event as the field loses the
            // focus (letters typed before the widget woke, already carried) would re-render the
            // widget inside the phone dialog's opening, and start the lookup again.
            onChange={(event) => event.target.value !== state.text && dispatch({ type: 'typed', text: event.target.value })}
            onKeyDown={small ? undefined : onComboboxKey}
          />
        </label>
        <button ref={whenButton} type="button" className="search-widget__when" aria-expanded={state.open === 'when'} aria-controls={state.open !== null && !small ? panelId : undefined} onClick={() => open('when')}>
          <span className="search-widget__label">{t('widget.when')}</span>
          <span className="search-widget__value">{whenText}</span>
        </button>
        <button type="submit" className="button button--primary search-widget__submit" disabled={searchDisabled(state)} aria-busy={leaving || undefined}>
          {t('blocks.search')}
        </button>
      </form>
      {!small && state.open !== null ? (
        <div ref={dropdown} id={panelId} className="search-widget__dropdown" role="region" aria-label={t(`widget.${state.open}`)}>
          <div className="tabs search-widget__sections">
            {sections.map(([key, label]) => (
              <button key={key} type="button" className={state.open === key ? 'tabs__tab tabs__tab--active' : 'tabs__tab'} aria-pressed={state.open === key} onClick={() => open(key)}>
                {label}
              </button>
            ))}
          </div>
          {sections.find(([key]) => key === state.open)?.[2]}
          <div className="search-widget__footer">
            <button type="button" className="button button--ghost button--small" disabled={!hasSelection(state)} onClick={() => dispatch({ type: 'clearAll' })}>{t('search.clearAll')}</button>
            <button type="button" className="button button--primary button--small" disabled={searchDisabled(state)} aria-busy={leaving || undefined} onClick={() => submit()}>{t('blocks.search')}</button>
          </div>
        </div>
      ) : null}
      {small ? (
      <dialog
        ref={dialog}
        className="search-modal"
        aria-label={t('blocks.search')}
        onCancel={() => (refocusUntil.current = performance.now() + refocusGraceMs)}
        onClose={() => {
          // Closed by ×, Escape or a search: back through the entry the dialog pushed.
          if (pushedEntry.current && isModalEntry()) leaveModalEntry(withoutModalParams(window.location.href));
          pushedEntry.current = false;
          coveredPage.uncover();
          dispatch({ type: 'close', clearOnClose });
        }}
      >
        <div className="search-modal__header">
          <h2 className="search-modal__title">{t('blocks.search')}</h2>
          <button type="button" className="modal__close" aria-label={t('a11y.close')} onClick={close}><span aria-hidden="true">×</span></button>
        </div>
        <div className="search-modal__body">
          {/* A section opened natively (its summary tapped) becomes the open one; not once the
              dialog has closed: a toggle event still on its way after Back must not reopen it. */}
          {sections.map(([key, label, content]) => (
            <details key={key} className="search-modal__panel" open={state.open === key} onToggle={(event) => (event.currentTarget as HTMLDetailsElement).open && state.open !== key && dialog.current?.open && dispatch({ type: 'open', section: key })}>
              <summary>
                <span>{label}</span>
                <span className="search-modal__summary">{key === 'where' ? whereLabel(state) : key === 'when' ? whenText : ''}</span>
              </summary>
              {state.open === key || closedSectionsRendered ? content : null}
            </details>
          ))}
        </div>
        <div className="search-modal__footer">
          <button type="button" className="button button--ghost" disabled={!hasSelection(state)} onClick={() => dispatch({ type: 'clearAll' })}>{t('search.clearAll')}</button>
          <button type="button" className="button button--primary" disabled={searchDisabled(state)} aria-busy={leaving || undefined} onClick={() => submit()}>{t('blocks.search')}</button>
        </div>
      </dialog>
      ) : null}
    </div>
  );
}

export default SearchWidget;
