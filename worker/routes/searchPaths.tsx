/**
 * The results page's ways on (issue 30): the chips of the active filters, the empty state's ways
 * out (drop one filter, popular destinations, the AI search) and the departures calendar dialog
 * (SPEC §2 "available dates calendar", `?modal=calendar&type=tours&layout=calendar|list`).
 */
import { useTranslation } from 'react-i18next';
import { activeFilters, type ActiveFilter } from '../../shared/activeFilters';
import { daysInMonth, formatDate } from '../../shared/dates';
import type { Filters } from '../../shared/filters';
import { ageRangeLabel, priceBucketCode } from '../../shared/priceBuckets';
import type { CatalogueSource } from '../data/catalogue';
import type { AvailableFilters, Tour } from '../data/types';
import { DepartureCalendar } from '../render/DepartureCalendar';
import { usePage } from '../render/PageContext';
import { useMoney } from '../render/ui/Price';
import { QueryModal } from '../render/ui/QueryModal';

/** The query modal of the departures calendar: the menu's `?modal=calendar&type=tours`. */
export const calendarModalType = 'tours';
/** Most filters the empty state counts the results of, one query each. */
const maxRelaxCounts = 6;
/** The departures the calendar reads at most (pages of 100). */
const calendarPages = 10;

type Query = (filters: Partial<Filters>, modal?: URLSearchParams | null) => string;

/** A results URL: the path alone when the query is empty (no dangling '?'). */
function at(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** The label of one active filter, in the page's language and currency. */
export function useFilterLabel(available: AvailableFilters): (filter: ActiveFilter) => string {
  const { t } = useTranslation();
  const { market } = usePage();
  const money = useMoney();
  const currency = available.prices.currency;
  const price = (cents: number) => money({ [currency]: cents });
  const day = (value: string) => formatDate(value, market.id);
  const place = (kind: 'continent' | 'destination', id: number) => {
    for (const group of available.destinations) {
      if (kind === 'continent' && group.continent.id === id) return group.continent.name;
      const item = kind === 'destination' ? group.items.find((entry) => entry.id === id) : undefined;
      if (item) return item.name;
    }
    return `#${id}`;
  };
  return (filter) => {
    switch (filter.kind) {
      case 'text': return t('resultsPaths.chips.text', { text: filter.text });
      case 'continent':
      case 'destination': return place(filter.kind, filter.id);
      case 'dates': {
        const range = filter.from && filter.to
          ? t('resultsPaths.chips.dates', { from: day(filter.from), to: day(filter.to) })
          : filter.from ? t('resultsPaths.chips.dateFrom', { from: day(filter.from) }) : t('resultsPaths.chips.dateTo', { to: day(filter.to ?? '') });
        return filter.flex ? `${range} ${t('resultsPaths.chips.flex', { count: filter.flex })}` : range;
      }
      case 'weekends': return t('resultsPaths.chips.weekends', { month: formatDate(`${filter.month}-01`, market.id, 'LLLL yyyy') });
      case 'duration': return filter.code === 'MAX_6' || filter.code === 'MAX_10' || filter.code === 'OVER_10' ? t(`search.durationChoice.${filter.code}`) : filter.code;
      case 'durationWindow':
        return filter.from !== undefined && filter.to !== undefined
          ? t('resultsPaths.chips.days', { from: filter.from, to: filter.to })
          : filter.from !== undefined ? t('resultsPaths.chips.daysFrom', { from: filter.from }) : t('resultsPaths.chips.daysTo', { to: filter.to });
      case 'price':
        return filter.from !== undefined && filter.to !== undefined
          ? t('search.priceBetween', { from: price(filter.from), to: price(filter.to) })
          : filter.to !== undefined ? t('search.priceUpTo', { price: price(filter.to) }) : t('search.priceOver', { price: price(filter.from ?? 0) });
      case 'age': return available.ageRanges.find((range) => range.code === filter.code)?.label ?? ageRangeLabel(filter.code) ?? filter.code;
      case 'discounted': return t('search.discounted');
      case 'noSharingRoom': return t('search.noSharingRoom');
      case 'style': return available.travelStyles.find((style) => style.code === filter.code)?.label ?? filter.code;
      case 'type': return available.travelTypes.find((type) => type.code === filter.code)?.label ?? filter.code;
      case 'costCenter': return available.costCenters.find((cost) => cost.code === filter.code)?.label ?? filter.code;
      case 'status': return t(`status.${filter.code}`);
      case 'badge': return available.badges.find((badge) => badge.id === filter.id)?.label ?? t('resultsPaths.chips.badge', { id: filter.id });
      case 'trip': return t('resultsPaths.chips.trip', { id: filter.id });
    }
  };
}

/**
 * The active filters as removable chips (links: they work without JavaScript, and update the
 * results in place with it) and "Clear all". Nothing when no filter is set.
 */
export function ActiveFilterChips({ filters, available, searchPath, query }: { filters: Filters; available: AvailableFilters; searchPath: string; query: Query }) {
  const { t } = useTranslation();
  const label = useFilterLabel(available);
  const active = activeFilters(filters);
  if (active.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={t('resultsPaths.chips.label')}>
      <ul className="active-filters__list">
        {active.map((filter, index) => {
          const name = label(filter);
          return (
            <li key={`${filter.kind}-${index}`}>
              <a className="filter-chip" href={at(searchPath, query(filter.without))} aria-label={t('resultsPaths.chips.remove', { filter: name })} data-filter-chip={filter.kind}>
                <span className="filter-chip__text">{name}</span>
                <span className="filter-chip__x" aria-hidden="true">×</span>
              </a>
            </li>
          );
        })}
      </ul>
      {active.length > 1 ? (
        <a className="active-filters__clear" href={at(searchPath, query({ tab: filters.tab }))} data-filter-chips-clear="">{t('search.clearAll')}</a>
      ) : null}
    </nav>
  );
}

/** One way out of empty results: the search without one of its filters, and what it would find. */
export interface RelaxOption {
  index: number;
  count: number | null;
}

/** The result counts of the search without each of its first filters (empty results only): null where unknown. */
export async function relaxCounts(source: CatalogueSource, filters: Filters): Promise<RelaxOption[]> {
  const active = activeFilters(filters).slice(0, maxRelaxCounts);
  return Promise.all(active.map(async (filter, index) => {
    try {
      const page = await source.travelsPaginated({ ...filter.without, page: 1, perPage: 1 });
      return { index, count: page.total ?? page.data.length };
    } catch {
      return { index, count: null };
    }
  }));
}

/** A popular destination of the empty state: a place's landing page. */
export interface PopularPlace {
  name: string;
  count: number;
}

/** The countries that sell most (for the empty state), at most eight; none when the list cannot be had. */
export async function popularPlaces(source: CatalogueSource): Promise<PopularPlace[]> {
  try {
    const top = await source.topSellers();
    return top.countries.slice(0, 8).map((country) => ({ name: country.name, count: country.departuresCount }));
  } catch {
    return [];
  }
}

/**
 * Empty results (SPEC §8 "There are no trips that match your search"): what was searched (as
 * text: React escapes it), then the nearest ways out: the search without one filter (with what
 * each would find), popular destinations, the AI search where the market has it.
 */
export function ZeroResults({ filters, available, relax, popular, aiSearchPath, searchPath, query }: {
  filters: Filters; available: AvailableFilters; relax: RelaxOption[]; popular: PopularPlace[]; aiSearchPath: string | null; searchPath: string; query: Query;
}) {
  const { t } = useTranslation();
  const label = useFilterLabel(available);
  const active = activeFilters(filters);
  const count = (n: number) => (filters.tab === 'tours' ? t('search.countTours', { count: n }) : t('search.countTravels', { count: n }));
  // The ways that find something first; those that find nothing are no way out.
  const ways = active
    .map((filter, index) => ({ filter, count: relax.find((option) => option.index === index)?.count ?? null }))
    .filter((way) => way.count !== 0)
    .sort((a, b) => (b.count ?? -1) - (a.count ?? -1));
  return (
    <div className="zero-results" data-zero-results="">
      <h2 className="zero-results__title">{t('resultsPaths.empty.title')}</h2>
      {filters.textSearch ? <p className="zero-results__searched">{t('resultsPaths.empty.searched', { text: filters.textSearch })}</p> : null}
      {ways.length ? (
        <section className="zero-results__ways" aria-labelledby="zero-results-relax">
          <h3 id="zero-results-relax" className="zero-results__subtitle">{t('resultsPaths.empty.relax')}</h3>
          <ul className="zero-results__links">
            {ways.map(({ filter, count: found }, index) => (
              <li key={index}>
                <a className="zero-results__link" href={at(searchPath, query(filter.without))} data-relax={filter.kind}>
                  <span className="zero-results__link-text">{t('resultsPaths.empty.without', { filter: label(filter) })}</span>
                  {found !== null ? <span className="zero-results__count">{count(found)}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.length ? (
        <section className="zero-results__ways" aria-labelledby="zero-results-popular">
          <h3 id="zero-results-popular" className="zero-results__subtitle">{t('resultsPaths.empty.popular')}</h3>
          <ul className="zero-results__places">
            {popular.map((place) => (
              <li key={place.name}><a className="chip" href={at(searchPath, query({ textSearch: place.name }))}>{place.name}</a></li>
            ))}
          </ul>
        </section>
      ) : null}
      {aiSearchPath ? <p className="zero-results__ai"><a className="widget-ai-link" href={aiSearchPath}>{t('resultsPaths.empty.ai')}</a></p> : null}
    </div>
  );
}

/** A day with departures: how many, and the lowest price (display currency, cents). */
export interface DepartureDay {
  date: string;
  count: number;
  lowest: number | null;
  /** The departure with the lowest price that day (its status is the day's in the calendar). */
  tour: Tour;
}

/** The departures of a search, by day (dates of the search ignored: the calendar chooses them), earliest first. */
export async function departureDays(source: CatalogueSource, filters: Filters, currency: string): Promise<DepartureDay[]> {
  const base = { ...filters, dateFrom: undefined, dateTo: undefined, flex: undefined, daysSpan: undefined, weekendsOf: undefined, tab: 'tours' as const, sort: 'date:asc' as const, perPage: 100 };
  const first = await source.tours({ ...base, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.lastPage, calendarPages) - 1 }, (_, i) => source.tours({ ...base, page: i + 2 }).then((page) => page.data, () => [])),
  );
  const days = new Map<string, DepartureDay>();
  for (const tour of [first.data, ...rest].flat()) {
    const date = tour.startingDate.slice(0, 10);
    const price = tour.price[currency] ?? null;
    const day = days.get(date);
    if (!day) days.set(date, { date, count: 1, lowest: price, tour });
    else {
      day.count += 1;
      if (price !== null && (day.lowest === null || price < day.lowest)) {
        day.lowest = price;
        day.tour = tour;
      }
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

interface MonthSummary {
  month: string;
  count: number;
  lowest: number | null;
  days: DepartureDay[];
}

function byMonth(days: DepartureDay[]): MonthSummary[] {
  const months = new Map<string, MonthSummary>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? { month: key, count: 0, lowest: null, days: [] };
    month.count += day.count;
    if (day.lowest !== null && (month.lowest === null || day.lowest < month.lowest)) month.lowest = day.lowest;
    month.days.push(day);
    months.set(key, month);
  }
  return [...months.values()];
}

function monthBounds(month: string): { dateFrom: string; dateTo: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { dateFrom: `${month}-01`, dateTo: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` };
}

/**
 * The departures calendar dialog (SPEC §2 modal "available dates calendar", layouts calendar and
 * list): the months with departures and their lowest price, then the days, as the trip page's
 * keyboard grid (client/islands/TourCalendar.tsx) or as a list. Choosing a month or a day shows
 * the results of those dates (the modal's parameters left out); closing removes them (client/ui/queryModals.ts).
 */
export function DeparturesCalendar({ filters, days, layout, searchPath, query }: {
  filters: Filters; days: DepartureDay[]; layout: 'calendar' | 'list'; searchPath: string; query: Query;
}) {
  const { t } = useTranslation();
  const { market, currency } = usePage();
  const money = useMoney();
  const months = byMonth(days);
  const results = (dates: { dateFrom: string; dateTo: string }) =>
    at(searchPath, query({ ...filters, flex: undefined, daysSpan: undefined, weekendsOf: undefined, tab: 'tours', page: 1, ...dates }));
  const layoutHref = (next: 'calendar' | 'list') => at(searchPath, query(filters, new URLSearchParams({ modal: 'calendar', type: calendarModalType, layout: next })));
  const fromPrice = (cents: number | null) => (cents === null ? '' : t('resultsPaths.calendar.fromPrice', { price: money({ [currency]: cents }) }));
  // One departure a day (its lowest price), linking to the results of that day.
  const dayTours = days.map((day) => ({ ...day.tour, code: day.date, startingDate: day.date, endingDate: day.date }));
  const dayHref = (code: string) => results({ dateFrom: code, dateTo: code });
  return (
    <QueryModal type={calendarModalType} title={t('resultsPaths.calendar.title')}>
      <div className="departures-calendar" data-layout={layout}>
        <nav className="layout-switch" aria-label={t('resultsPaths.calendar.layouts')}>
          {(['calendar', 'list'] as const).map((each) => (
            // Which one is shown follows the dialog's data-layout (client/ui/queryModals.ts sets it from the URL): results-paths.css marks it.
            <a key={each} className="chip" href={layoutHref(each)} data-calendar-layout={each}>
              {t(each === 'calendar' ? 'resultsPaths.calendar.layoutCalendar' : 'resultsPaths.calendar.layoutList')}
            </a>
          ))}
        </nav>
        {months.length === 0 ? <p className="empty-note">{t('resultsPaths.calendar.none')}</p> : (
          <>
            <p className="departures-calendar__hint">{t('resultsPaths.calendar.hint')}</p>
            <h3 className="departures-calendar__subtitle">{t('resultsPaths.calendar.months')}</h3>
            <ul className="departures-months">
              {months.map((month) => (
                <li key={month.month}>
                  <a className="departures-months__link" href={results(monthBounds(month.month))} data-month={month.month}>
                    <span className="departures-months__name">{formatDate(`${month.month}-01`, market.id, 'LLLL yyyy')}</span>
                    <span className="departures-months__count">{t('resultsPaths.calendar.departures', { count: month.count })}</span>
                    <span className="departures-months__price">{fromPrice(month.lowest)}</span>
                  </a>
                </li>
              ))}
            </ul>
            <div className="departures-calendar__grid">
              <DepartureCalendar tours={dayTours} tourHref={dayHref} />
            </div>
            <div className="departures-calendar__list">
              {months.map((month) => (
                <section key={month.month} aria-labelledby={`departures-list-${month.month}`}>
                  <h4 id={`departures-list-${month.month}`} className="departures-calendar__month">{formatDate(`${month.month}-01`, market.id, 'LLLL yyyy')}</h4>
                  <ul className="departures-days">
                    {month.days.map((day) => (
                      <li key={day.date}>
                        <a className="departures-days__link" href={dayHref(day.date)} data-day={day.date}>
                          <span className="departures-days__date">{formatDate(day.date, market.id, 'EEEE d MMMM')}</span>
                          <span className="departures-days__count">{t('resultsPaths.calendar.departures', { count: day.count })}</span>
                          <span className="departures-days__price">{fromPrice(day.lowest)}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </QueryModal>
  );
}

/** A filter field's choices and what each would find: `{ 'durations[]': { MAX_6: 12 } }`. */
export type FacetCounts = Record<string, Record<string, number>>;

/**
 * The counts the filters panel shows beside its choices, keyed as its fields are (name, then
 * value), so the panel can put them in place while the traveller chooses (GET /api/search/count).
 */
export function facetCounts(available: AvailableFilters, tab: Filters['tab']): FacetCounts {
  const counts: FacetCounts = {
    'durations[]': Object.fromEntries(available.durations.map((d) => [d.code, d.count])),
    price: Object.fromEntries(available.prices.ranges.map((range) => [priceBucketCode({ priceFrom: range.min ?? undefined, priceTo: range.max ?? undefined }) ?? '', range.count])),
    ageBadge: Object.fromEntries(available.ageRanges.map((range) => [range.code, range.count])),
    'continentId[]': Object.fromEntries(available.destinations.map((group) => [String(group.continent.id), group.continent.count])),
    'destinationId[]': Object.fromEntries(available.destinations.flatMap((group) => group.items.map((item) => [String(item.id), tab === 'tours' ? item.departuresCount : item.itinerariesCount]))),
    'travelStyles[]': Object.fromEntries(available.travelStyles.map((style) => [style.code, style.count])),
    'travelTypes[]': Object.fromEntries(available.travelTypes.map((type) => [type.code, type.count])),
  };
  delete counts.price?.[''];
  return counts;
}
