import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../flags/react';
import type { DateRange } from '../../shared/calendar';
import { addEntry, parseStoredHistory, recent, searchHistoryStorageKey, serialiseHistory, shouldStore, type SearchHistoryEntry } from '../../shared/searchHistory';
import {
  autoOpenSection, emptyWidget, hasSelection, lookupText, periodColumns, searchDisabled, whereLabel, widgetReducer, widgetSearchUrl,
  type Place, type WidgetPeriod, type WidgetSection,
} from '../../shared/searchWidget';
import { DateRangePicker } from './search/DateRangePicker';

export interface SearchWidgetProps {
  searchPath: string;
  lookupUrl: string;
  continents: Place[];
  periods: WidgetPeriod[];
  today: string;
  weekStartsOn: 0 | 1;
  locale: string;
  /** cover: big bar on a cover; header: compact bar in the header. */
  variant: 'cover' | 'header';
  historyType?: 'carousel' | 'list';
  clearOnClose?: boolean;
}

interface LookupResult {
  id: number;
  name: string;
  itinerariesCount: number;
  departuresCount: number;
}

const lookupDelayMs = 800;
const autoOpenDelayMs = 400;
const closeOnScrollPx = 250;
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
  const { searchPath, lookupUrl, continents, periods, today, weekStartsOn, locale, variant, historyType = 'list', clearOnClose } = props;
  const { t } = useTranslation();
  const flags = useFlags();
  const [state, dispatch] = useReducer(widgetReducer, emptyWidget);
  const [results, setResults] = useState<LookupResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  const [whenTab, setWhenTab] = useState<'periods' | 'dates'>('periods');
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [small, setSmall] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const ids = useId();
  const inputId = `${ids}-where`;

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

  // Lookup after an 800 ms pause; only for non-empty trimmed text; failures are silent.
  useEffect(() => {
    const text = state.destination || state.freeText ? null : lookupText(state.text);
    if (!text) {
      setResults([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`${lookupUrl}?search=${encodeURIComponent(text)}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        const body = (await response.json()) as { data?: { countries?: LookupResult[] } };
        setResults(Array.isArray(body.data?.countries) ? body.data.countries.slice(0, 8) : []);
      } catch {
        if (!controller.signal.aborted) setResults([]);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, lookupDelayMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [state.text, state.destination, state.freeText, lookupUrl]);

  const close = useCallback(() => {
    dispatch({ type: 'close', clearOnClose });
    dialog.current?.close();
  }, [clearOnClose]);

  // Desktop dropdown: closes on outside click, Escape, and scrolling more than 250 px.
  useEffect(() => {
    if (state.open === null || small) return;
    openedAt.current = window.scrollY;
    const onScroll = () => Math.abs(window.scrollY - openedAt.current) > closeOnScrollPx && close();
    const onPointer = (event: PointerEvent) => root.current && !root.current.contains(event.target as Node) && close();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [state.open, small, close]);

  const open = (section: WidgetSection) => {
    dispatch({ type: 'open', section });
    if (small && !dialog.current?.open) dialog.current?.showModal();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (searchDisabled(state)) return;
    const url = widgetSearchUrl(searchPath, state, flags.searchTabTravels());
    const period = state.period !== null && state.period !== -1 ? state.period : null;
    const entry: SearchHistoryEntry = {
      date: new Date().toISOString(),
      userStatus: 'anonymous',
      values: { destinationName: whereLabel(state), params: { dateFrom: period?.startingDate ?? null, dateTo: period?.endingDate ?? null } },
      title: whereLabel(state) || t('widget.anywhere'),
      description: state.periodName ?? (period ? `${period.startingDate} – ${period.endingDate}` : t('widget.whenever')),
      url,
    };
    if (shouldStore(entry)) {
      try {
        window.localStorage.setItem(searchHistoryStorageKey, serialiseHistory(addEntry(readHistory(), entry)));
      } catch {
        // Storage full or disabled: the search still runs.
      }
    }
    window.location.assign(url);
  };

  const whenLabel = state.periodName ?? (state.period && state.period !== -1 ? `${state.period.startingDate} – ${state.period.endingDate}` : t('widget.whenever'));
  const recentSearches = recent(history, historyShown);
  const columns = periodColumns(periods);

  const whereSection: ReactNode = (
    <div className="widget-section">
      {small ? (
        <input
          className="input"
          type="search"
          value={state.text}
          aria-label={t('widget.where')}
          placeholder={t('blocks.searchPlaceholder')}
          maxLength={100}
          onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
        />
      ) : null}
      {lookupText(state.text) && !state.destination ? (
        <ul className="widget-results" aria-live="polite" aria-busy={loading}>
          <li>
            <button type="button" className="widget-option" onClick={() => dispatch({ type: 'chooseFreeText' })}>
              {t('widget.searchFor', { text: state.text.trim() })}
            </button>
          </li>
          {results.map((item) => (
            <li key={item.id}>
              <button type="button" className="widget-option" onClick={() => dispatch({ type: 'chooseDestination', destination: { id: item.id, name: item.name } })}>
                <strong>{item.name}</strong>
                <span>{t('blocks.itineraries', { count: item.itinerariesCount })} · {t('blocks.departuresShort', { count: item.departuresCount })}</span>
              </button>
            </li>
          ))}
          {loading ? <li className="widget-results__loading">{t('widget.loading')}</li> : null}
        </ul>
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
    </div>
  );

  const periodButton = (period: WidgetPeriod) => {
    const active = state.period !== null && state.period !== -1 && state.period.startingDate === period.startingDate && state.period.endingDate === period.endingDate;
    return (
      <button key={`${period.type}-${period.startingDate}`} type="button" className={active ? 'chip chip--active' : 'chip'} aria-pressed={active} onClick={() => dispatch({ type: 'choosePeriod', period })}>
        {period.name}
      </button>
    );
  };

  const whenSection: ReactNode = (
    <div className="widget-section">
      <div className="tabs" role="tablist" aria-label={t('widget.when')}>
        {(['periods', 'dates'] as const).map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={whenTab === tab} className={whenTab === tab ? 'tabs__tab tabs__tab--active' : 'tabs__tab'} onClick={() => setWhenTab(tab)}>
            {t(`widget.tab.${tab}`)}
          </button>
        ))}
      </div>
      {whenTab === 'periods' ? (
        <div className={columns.events.length ? 'period-columns period-columns--two' : 'period-columns'}>
          {columns.events.length ? (
            <div>
              <p className="widget-section__title">{t('widget.events')}</p>
              <div className="chip-row">{columns.events.map(periodButton)}</div>
            </div>
          ) : null}
          <div>
            <p className="widget-section__title">{t('widget.months')}</p>
            <div className="chip-row">
              <button type="button" className={state.period === -1 ? 'chip chip--active' : 'chip'} aria-pressed={state.period === -1} onClick={() => dispatch({ type: 'choosePeriod', period: -1 })}>
                {t('widget.whenever')}
              </button>
              {columns.months.map(periodButton)}
            </div>
          </div>
        </div>
      ) : (
        <DateRangePicker
          today={today}
          weekStartsOn={weekStartsOn}
          locale={locale}
          value={range}
          onChange={(next) => {
            setRange(next);
            if (next.start) dispatch({ type: 'chooseDates', startingDate: next.start, endingDate: next.end });
          }}
        />
      )}
    </div>
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
            id={inputId}
            className="search-widget__input"
            type="search"
            name="textSearch"
            value={state.text}
            maxLength={100}
            placeholder={t('blocks.searchPlaceholder')}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={state.open !== null && !small ? panelId : undefined}
            aria-expanded={state.open === 'where'}
            onFocus={() => {
              dispatch({ type: 'focus', focused: true });
              if (small) open('where');
              else if (state.open === null) dispatch({ type: 'open', section: 'where' });
            }}
            onBlur={() => dispatch({ type: 'focus', focused: false })}
            onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && lookupText(state.text) && !state.destination && !state.freeText) {
                event.preventDefault();
                dispatch({ type: 'chooseFreeText' });
              }
            }}
          />
        </label>
        <button type="button" className="search-widget__when" aria-expanded={state.open === 'when'} aria-controls={state.open !== null && !small ? panelId : undefined} onClick={() => open('when')}>
          <span className="search-widget__label">{t('widget.when')}</span>
          <span className="search-widget__value">{whenLabel}</span>
        </button>
        <button type="submit" className="button button--primary search-widget__submit" disabled={searchDisabled(state)}>
          {t('blocks.search')}
        </button>
      </form>
      {!small && state.open !== null ? (
        <div id={panelId} className="search-widget__dropdown" role="region" aria-label={t(`widget.${state.open}`)}>
          <div className="tabs search-widget__sections">
            {sections.map(([key, label]) => (
              <button key={key} type="button" className={state.open === key ? 'tabs__tab tabs__tab--active' : 'tabs__tab'} aria-pressed={state.open === key} onClick={() => dispatch({ type: 'open', section: key })}>
                {label}
              </button>
            ))}
          </div>
          {sections.find(([key]) => key === state.open)?.[2]}
          <div className="search-widget__footer">
            <button type="button" className="button button--ghost button--small" disabled={!hasSelection(state)} onClick={() => dispatch({ type: 'clearAll' })}>{t('search.clearAll')}</button>
            <button type="button" className="button button--primary button--small" disabled={searchDisabled(state)} onClick={() => submit()}>{t('blocks.search')}</button>
          </div>
        </div>
      ) : null}
      {small ? (
      <dialog ref={dialog} className="search-modal" aria-label={t('blocks.search')} onClose={() => dispatch({ type: 'close', clearOnClose })}>
        <div className="search-modal__header">
          <h2 className="search-modal__title">{t('blocks.search')}</h2>
          <button type="button" className="modal__close" aria-label={t('a11y.close')} onClick={close}><span aria-hidden="true">×</span></button>
        </div>
        <div className="search-modal__body">
          {sections.map(([key, label, content]) => (
            <details key={key} className="search-modal__panel" open={state.open === key} onToggle={(event) => (event.currentTarget as HTMLDetailsElement).open && state.open !== key && dispatch({ type: 'open', section: key })}>
              <summary>
                <span>{label}</span>
                <span className="search-modal__summary">{key === 'where' ? whereLabel(state) : key === 'when' ? whenLabel : ''}</span>
              </summary>
              {content}
            </details>
          ))}
        </div>
        <div className="search-modal__footer">
          <button type="button" className="button button--ghost" disabled={!hasSelection(state)} onClick={() => dispatch({ type: 'clearAll' })}>{t('search.clearAll')}</button>
          <button type="button" className="button button--primary" disabled={searchDisabled(state)} onClick={() => submit()}>{t('blocks.search')}</button>
        </div>
      </dialog>
      ) : null}
    </div>
  );
}

export default SearchWidget;
