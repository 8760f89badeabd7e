import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../flags/react';
import { formatDate } from '../../shared/dates';
import { fragmentRegionAttr } from '../../shared/fragment';
import { defaultStatuses, salesStatuses } from '../../shared/tourStatus';
import { filtersFromQuery, filtersToQuery, groupsByMonth, sortOrders, type Filters } from '../../shared/filters';
import { durationChoices, isAgeFilterAvailable, parsePriceBucket, priceBucketCode } from '../../shared/priceBuckets';
import { collator, listFormat } from '../../markets/intlFormats';
import type { SwitchPlace } from '../../shared/marketSwitch';
import { catalogueSource, orEmpty } from '../data/source';
import type { AvailableFilters, SearchPage, Tour, TravelCard as TravelCardData } from '../data/types';
import { Island } from '../render/Island';
import { DurationWindowFields, FlexibleDateFields } from '../render/ui/FlexibleDateFilters';
import { usePage } from '../render/PageContext';
import { useMoney } from '../render/ui/Price';
import { Pagination } from '../render/ui/Pagination';
import { TourCard } from '../render/ui/TourCard';
import { CardRail, TravelCard } from '../render/ui/TravelCard';
import { definePage, type LoadContext } from './types';
import { addPageTags, listTag } from '../cache/purge';
import { wakesAttr } from '../../shared/boot';
import { panelFilterCount, unitsToCents } from '../../shared/activeFilters';
import type { CurrencyCode } from '../../markets/config';
import { resolveCurrency } from '../render/currency';
import { requestProfile } from '../render/profile';
import type { CatalogueSource } from '../data/catalogue';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import {
  ActiveFilterChips, calendarModalType, departureDays, DeparturesCalendar, popularPlaces, relaxCounts, ZeroResults,
  type DepartureDay, type PopularPlace, type RelaxOption,
} from './searchPaths';

export interface SearchData {
  filters: Filters;
  result: SearchPage;
  /** Alternatives shown with the zero-results banner. */
  alternatives: TravelCardData[];
  /** Query parameters that open a modal (kept through filter changes). */
  modal: string | null;
  /** Empty results: what the search finds without each of its first filters. */
  relax: RelaxOption[];
  /** Empty results: the destinations that sell most. */
  popular: PopularPlace[];
  /** The departures calendar (`?modal=calendar&type=tours`): departures by day; null when not asked. */
  calendar: { days: DepartureDay[]; layout: 'calendar' | 'list' } | null;
}

/** Search-page-only parameter: a price bucket code (MAX_n, OVER_n, a-b, in cents) from the filter form. */
const priceParam = 'price';
/** Search-page-only parameters: the traveller's own price bounds, in whole units of the currency shown (they win over a bucket). */
const priceMinParam = 'priceMin';
const priceMaxParam = 'priceMax';
const modalParams = ['modal', 'type', 'layout'] as const;
/** worker/routes/api/searchCount.ts: the filters modal's live count. */
const searchCountPath = '/api/search/count';

/** Filters from the page URL: the URL is the single source of truth (SPEC §5 parsing, invalid parts dropped). */
export function searchFilters(url: URL, currency?: CurrencyCode): Filters {
  const params = new URLSearchParams(url.search);
  const bucket = parsePriceBucket(params.get(priceParam) ?? '');
  let min = unitsToCents(params.get(priceMinParam));
  let max = unitsToCents(params.get(priceMaxParam));
  for (const key of [priceParam, priceMinParam, priceMaxParam]) params.delete(key);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const chosen = min !== undefined || max !== undefined ? { priceFrom: min, priceTo: max } : bucket;
  if (chosen) {
    params.delete('priceFrom');
    params.delete('priceTo');
    if (chosen.priceFrom !== undefined) params.set('priceFrom', String(chosen.priceFrom));
    if (chosen.priceTo !== undefined) params.set('priceTo', String(chosen.priceTo));
  }
  const filters = filtersFromQuery(params);
  // Price bounds are in the currency shown (the catalogue holds each departure's price in each).
  return currency ? { ...filters, currency } : filters;
}

/**
 * The currency the results show and their price bounds are in: the visitor's display currency
 * (the layout's settings say which the market offers), so "under $2,000" on a USD view is
 * compared with the USD prices, not with euro cents.
 */
export async function searchCurrency(c: Context<AppEnv>, source: CatalogueSource): Promise<CurrencyCode | undefined> {
  const currency = resolveCurrency(requestProfile(c), await source.layout());
  return currency === c.get('market').currency ? undefined : currency;
}

/** The canonical query of a filter state, keeping modal parameters. */
export function searchQuery(filters: Partial<Filters>, modal?: URLSearchParams | null): string {
  const query = filtersToQuery(filters);
  const extra = new URLSearchParams();
  for (const key of modalParams) {
    const value = modal?.get(key);
    if (value && /^[a-z-]{1,30}$/.test(value)) extra.set(key, value);
  }
  const tail = extra.toString();
  return [query, tail].filter(Boolean).join('&');
}

function Facet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="facet">
      <legend className="facet__legend">{legend}</legend>
      <div className="facet__options">{children}</div>
    </fieldset>
  );
}

function Check({ name, value, checked, label, count, type = 'checkbox' }: {
  name: string; value: string; checked: boolean; label: string; count?: number; type?: 'checkbox' | 'radio';
}) {
  return (
    <label className="check">
      <input type={type} name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
      {count !== undefined ? <span className="check__count">{count}</span> : null}
    </label>
  );
}

function FiltersForm({ filters, available, formId, modalOpen, total }: {
  filters: Filters; available: AvailableFilters; formId: string; modalOpen: boolean; total: number;
}) {
  const { t } = useTranslation();
  const { href } = usePage();
  const money = useMoney();
  const searchPath = href('search') ?? '/';
  const has = (list: readonly (string | number)[] | undefined, value: string | number) => Boolean(list?.includes(value as never));
  const priceCode = priceBucketCode(filters) ?? '';
  const priceOptions = available.prices.ranges.map((range) => {
    const code = priceBucketCode({ priceFrom: range.min ?? undefined, priceTo: range.max ?? undefined }) ?? '';
    const label = range.min === null
      ? t('search.priceUpTo', { price: money({ [available.prices.currency]: range.max ?? 0 }) })
      : range.max === null
        ? t('search.priceOver', { price: money({ [available.prices.currency]: range.min }) })
        : t('search.priceBetween', { from: money({ [available.prices.currency]: range.min }), to: money({ [available.prices.currency]: range.max }) });
    return { code, label, count: range.count };
  });
  const durationCount = (code: string) => available.durations.find((d) => d.code === code)?.count;
  return (
    <form id={formId} className="filters" action={searchPath} method="get" autoComplete="off">
      {/* In one box, so that fields coming and going do not shift the facets (client/ui/resultsRegion.ts morphs by position). */}
      <div hidden>
        {filters.textSearch ? <input type="hidden" name="textSearch" value={filters.textSearch} /> : null}
        <input type="hidden" name="tab" value={filters.tab} />
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      </div>
      <Facet legend={t('search.dates')}>
        <label className="field">
          <span>{t('search.dateFrom')}</span>
          <input className="input" type="date" name="dateFrom" defaultValue={filters.dateFrom ?? ''} />
        </label>
        <label className="field">
          <span>{t('search.dateTo')}</span>
          <input className="input" type="date" name="dateTo" defaultValue={filters.dateTo ?? ''} />
        </label>
        <FlexibleDateFields filters={filters} />
      </Facet>
      <Facet legend={t('search.duration')}>
        {durationChoices.map((code) => (
          <Check key={code} name="durations[]" value={code} checked={has(filters.durations, code)} label={t(`search.durationChoice.${code}`)} count={durationCount(code)} />
        ))}
        <DurationWindowFields filters={filters} />
      </Facet>
      <Facet legend={t('search.price')}>
        <Check type="radio" name={priceParam} value="" checked={priceCode === ''} label={t('search.priceAny')} />
        {priceOptions.map((option) => (
          <Check key={option.code} type="radio" name={priceParam} value={option.code} checked={priceCode === option.code} label={option.label} count={option.count} />
        ))}
        {priceCode && !priceOptions.some((option) => option.code === priceCode) ? (
          <Check type="radio" name={priceParam} value={priceCode} checked label={t('search.priceCustom')} />
        ) : null}
        <PriceBounds filters={filters} currency={available.prices.currency} custom={Boolean(priceCode) && !priceOptions.some((option) => option.code === priceCode)} />
      </Facet>
      {isAgeFilterAvailable(available.ageRanges.map((range) => range.code)) ? (
        <Facet legend={t('search.age')}>
          <Check type="radio" name="ageBadge" value="" checked={!filters.ageBadge} label={t('search.ageAny')} />
          {available.ageRanges.map((range) => (
            <Check key={range.code} type="radio" name="ageBadge" value={range.code} checked={filters.ageBadge === range.code} label={range.label} count={range.count} />
          ))}
        </Facet>
      ) : null}
      <Facet legend={t('search.offers')}>
        <Check name="discounted" value="true" checked={filters.discounted === true} label={t('search.discounted')} />
        <Check name="isNoSharingRoomAvailable" value="true" checked={filters.isNoSharingRoomAvailable === true} label={t('search.noSharingRoom')} />
      </Facet>
      {available.destinations.length ? (
        <Facet legend={t('search.destinations')}>
          {available.destinations.map((group) => (
            <div key={group.continent.id} className="facet__group">
              <Check name="continentId[]" value={String(group.continent.id)} checked={has(filters.continentId, group.continent.id)} label={group.continent.name} count={group.continent.count} />
              <details className="facet__countries" open={group.items.some((item) => has(filters.destinationId, item.id))}>
                <summary>{t('search.countriesOf', { continent: group.continent.name, count: group.items.length })}</summary>
                {group.items.map((item) => (
                  <Check key={item.id} name="destinationId[]" value={String(item.id)} checked={has(filters.destinationId, item.id)} label={item.name} count={filters.tab === 'tours' ? item.departuresCount : item.itinerariesCount} />
                ))}
              </details>
            </div>
          ))}
        </Facet>
      ) : null}
      {available.travelStyles.length ? (
        <Facet legend={t('search.styles')}>
          {available.travelStyles.map((style) => <Check key={style.code} name="travelStyles[]" value={style.code} checked={has(filters.travelStyles, style.code)} label={style.label} count={style.count} />)}
        </Facet>
      ) : null}
      {available.travelTypes.length ? (
        <Facet legend={t('search.types')}>
          {available.travelTypes.map((type) => <Check key={type.code} name="travelTypes[]" value={type.code} checked={has(filters.travelTypes, type.code)} label={type.label} count={type.count} />)}
        </Facet>
      ) : null}
      {filters.tab === 'tours' ? (
        <Facet legend={t('search.statuses')}>
          {salesStatuses.map((status) => (
            <Check key={status} name="status[]" value={status} checked={filters.status ? has(filters.status, status) : false} label={t(`status.${status}`)} />
          ))}
          <p className="facet__hint">{t('search.statusesHint', { count: defaultStatuses.length })}</p>
        </Facet>
      ) : null}
      <div className="filters__actions">
        <Island name="FiltersModal" props={{ open: modalOpen, tab: filters.tab, count: total, countPath: searchCountPath }} />
        <a className="button button--ghost filters__clear" href={`${searchPath}?${searchQuery({ tab: filters.tab, textSearch: filters.textSearch })}`}>{t('search.clearAll')}</a>
      </div>
    </form>
  );
}

/**
 * The traveller's own price bounds, in whole units of the currency shown ("under 2,000 €"):
 * they win over the buckets; filled only for a range no bucket has (a bucket chosen while they
 * hold a number would be overruled). The filters island empties them when a bucket is chosen.
 */
function PriceBounds({ filters, currency, custom }: { filters: Filters; currency: string; custom: boolean }) {
  const { t } = useTranslation();
  const units = (cents: number | undefined) => (custom && cents !== undefined ? String(Math.round(cents / 100)) : '');
  return (
    <fieldset className="price-bounds" data-price-bounds="">
      <legend className="price-bounds__legend">{t('resultsPaths.price.budget', { currency })}</legend>
      <label className="field price-bounds__field">
        <span>{t('resultsPaths.price.min')}</span>
        <input className="input" type="number" name={priceMinParam} min={0} step={1} inputMode="numeric" defaultValue={units(filters.priceFrom)} />
      </label>
      <label className="field price-bounds__field">
        <span>{t('resultsPaths.price.max')}</span>
        <input className="input" type="number" name={priceMaxParam} min={0} step={1} inputMode="numeric" defaultValue={units(filters.priceTo)} />
      </label>
    </fieldset>
  );
}

function monthKey(date: string): string {
  return date.slice(0, 7);
}

function TourResults({ tours, grouped }: { tours: Tour[]; grouped: boolean }) {
  const { market } = usePage();
  if (!grouped) return <ul className="cards-grid">{tours.map((tour) => <li key={tour.id}><TourCard tour={tour} /></li>)}</ul>;
  const groups = new Map<string, Tour[]>();
  for (const tour of tours) groups.set(monthKey(tour.startingDate), [...(groups.get(monthKey(tour.startingDate)) ?? []), tour]);
  return (
    <>
      {[...groups.entries()].map(([month, items]) => (
        <section key={month} className="results-month" aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="results-month__title">{formatDate(`${month}-01`, market.id, 'LLLL yyyy')}</h2>
          <ul className="cards-grid">{items.map((tour) => <li key={tour.id}><TourCard tour={tour} /></li>)}</ul>
        </section>
      ))}
    </>
  );
}

function SearchView({ data }: { data: SearchData }) {
  const { t } = useTranslation();
  const { href, market } = usePage();
  const named = searchedName(data, market.intlLocale);
  // The AI search, where it exists (Italy: the ai-search flag, SPEC §2).
  const aiSearchPath = useFlags().aiSearch() ? href('search-ai') : null;
  const { filters, result } = data;
  const searchPath = href('search') ?? '/';
  const link = (patch: Partial<Filters>) => `${searchPath}?${searchQuery({ ...filters, ...patch })}`;
  const total = result.total ?? result.data.length;
  const modalOpen = data.modal === 'filters';
  const formId = 'search-filters';
  const activeCount = panelFilterCount(filters);
  return (
    // The region that updates in place (client/ui/resultsRegion.ts): this view is also the `results` fragment.
    <div className="search-page" {...{ [fragmentRegionAttr]: 'results' }}>
      <section className="page-heading page-heading--compact">
        <div className="container">
          <h1>{named ? t('search.titleFor', { text: named }) : t('search.title')}</h1>
          <p className="page-heading__lead" role="status">
            {filters.tab === 'tours' ? t('search.countTours', { count: total }) : t('search.countTravels', { count: total })}
          </p>
          <form className="search-bar" action={searchPath} method="get" role="search" autoComplete="off">
            <label className="visually-hidden" htmlFor="search-text">{t('blocks.search')}</label>
            <input id="search-text" className="input" type="search" name="textSearch" defaultValue={filters.textSearch ?? ''} maxLength={100} placeholder={t('blocks.searchPlaceholder')} />
            <input type="hidden" name="tab" value={filters.tab} />
            <button className="button button--primary" type="submit">{t('blocks.search')}</button>
          </form>
          {aiSearchPath ? <p className="search-bar__ai"><a className="widget-ai-link" href={aiSearchPath}>{t('widget.tryAi')}</a></p> : null}
        </div>
      </section>
      <div className="container search-layout">
        <aside
          className={modalOpen ? 'search-filters search-filters--open' : 'search-filters'}
          aria-label={t('search.filters')}
          role={modalOpen ? 'dialog' : undefined}
          aria-modal={modalOpen ? true : undefined}
        >
          <div className="search-filters__head">
            <h2 className="search-filters__title">{t('search.filters')}</h2>
            {/* The panel's own "Clear all" (the form's one is hidden there): it stays in the panel. */}
            <a className="search-filters__clear" data-filters-clear="" href={`${searchPath}?${searchQuery({ tab: filters.tab, textSearch: filters.textSearch }, new URLSearchParams({ modal: 'filters' }))}`}>
              {t('search.clearAll')}
            </a>
            <a className="modal__close search-filters__close" href={link({})} aria-label={t('a11y.close')} data-filters-close=""><span aria-hidden="true">×</span></a>
          </div>
          <FiltersForm filters={filters} available={result.availableFilters} formId={formId} modalOpen={modalOpen} total={total} />
        </aside>
        <section
          className="search-results"
          id="search-results"
          tabIndex={-1}
          aria-label={t('pagination.status', { page: result.currentPage, last: Math.max(result.lastPage, 1) })}
        >
          <div className="search-toolbar">
            <nav className="tabs" aria-label={t('search.tabs')}>
              {(['tours', 'travels'] as const).map((tab) => (
                <a key={tab} className={filters.tab === tab ? 'tabs__tab tabs__tab--active' : 'tabs__tab'} aria-current={filters.tab === tab ? 'page' : undefined} href={link({ tab, page: 1, sort: undefined })}>
                  {t(`search.tab.${tab}`)}
                </a>
              ))}
            </nav>
            <a className="button button--small button--outline search-toolbar__filters" href={`${searchPath}?${searchQuery(filters, new URLSearchParams({ modal: 'filters' }))}`} aria-haspopup="dialog" data-filters-opener="" {...{ [wakesAttr]: 'FiltersModal' }}>
              {t('search.filters')}
              {activeCount ? (
                <>
                  <span className="filters-count" aria-hidden="true" data-filters-count="">{activeCount}</span>
                  <span className="visually-hidden">{`, ${t('resultsPaths.activeCount', { count: activeCount })}`}</span>
                </>
              ) : null}
            </a>
            {/* Without JavaScript the hidden fields carry the filters; with it the select patches the current URL. */}
            <form className="sort" action={searchPath} method="get" id="search-sort" autoComplete="off" data-results-patch="">
              <div hidden>
                {[...new URLSearchParams(searchQuery({ ...filters, sort: undefined, page: 1 })).entries()].map(([key, value], index) => (
                  <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
                ))}
              </div>
              <label htmlFor="sort-select">{t('search.sortLabel')}</label>
              <select id="sort-select" className="input input--select" name="sort" defaultValue={filters.sort ?? 'relevance:desc'} data-track-sort="">
                {sortOrders.map((sort) => <option key={sort} value={sort}>{t(`search.sort.${sort.replace(':', '_')}`)}</option>)}
              </select>
              <noscript><button className="button button--small button--outline" type="submit">{t('search.apply')}</button></noscript>
            </form>
          </div>
          <ActiveFilterChips filters={filters} available={result.availableFilters} searchPath={searchPath} query={(patch, modal) => searchQuery(patch, modal)} />
          {result.data.length === 0 ? (
            <div className="zero-results-box">
              <ZeroResults
                filters={filters} available={result.availableFilters} relax={data.relax} popular={data.popular}
                aiSearchPath={aiSearchPath} searchPath={searchPath} query={(patch, modal) => searchQuery(patch, modal)}
              />
              <p className="zero-results__all"><a className="button button--primary" href={href('travels') ?? '/'}>{t('search.allTravels')}</a></p>
              {data.alternatives.length ? (
                <>
                  <h3 className="zero-results__alt">{t('search.alternatives')}</h3>
                  <CardRail label={t('search.alternatives')}>
                    {data.alternatives.map((travel) => <TravelCard key={travel.id} travel={travel} />)}
                  </CardRail>
                </>
              ) : null}
            </div>
          ) : result.tab === 'tours' ? (
            <TourResults tours={result.data} grouped={groupsByMonth(filters.sort)} />
          ) : (
            <ul className="cards-grid">{result.data.map((travel) => <li key={travel.id}><TravelCard travel={travel} /></li>)}</ul>
          )}
          <Pagination currentPage={result.currentPage} lastPage={result.lastPage} href={(page) => link({ page })} />
        </section>
      </div>
      {data.calendar ? (
        <DeparturesCalendar filters={filters} days={data.calendar.days} layout={data.calendar.layout} searchPath={searchPath} query={(patch, modal) => searchQuery(patch, modal)} />
      ) : null}
      <Island name="AutoSubmit" props={{ formIds: [formId, 'search-sort'] }} />
      <Island name="ResultsRegion" props={{ region: 'results' }} />
    </div>
  );
}

/**
 * What the search heading names: the words typed, else the places chosen by id (a search opened
 * from another market's landing page, or the destination filters), as the catalogue spells
 * them; null for no words and no place, or more places than a heading can name.
 */
function searchedName({ filters, result }: Pick<SearchData, 'filters' | 'result'>, locale: string): string | null {
  if (filters.textSearch) return filters.textSearch;
  const continents = new Set(filters.continentId ?? []);
  const countries = new Set(filters.destinationId ?? []);
  if (continents.size + countries.size === 0 || continents.size + countries.size > 3) return null;
  const names: string[] = [];
  for (const { continent, items } of result.availableFilters.destinations) {
    if (continents.has(continent.id)) names.push(continent.name);
    for (const item of items) if (countries.has(item.id)) names.push(item.name);
  }
  return names.length === continents.size + countries.size ? listFormat(locale, { type: 'conjunction' }).format(names) : null;
}

/** The query of a place's landing page: its canonical URL, and its sitemap entry (./seo.ts). */
export const placeSearch = (place: string): string => searchQuery({ textSearch: place });

/**
 * The continent or country the search's text names, ignoring case and accents, among the
 * results' own destinations: as the catalogue spells it, with the filter that selects it by id.
 * Null without text or results: made-up text names nothing.
 */
function placeNamed({ filters, result }: Pick<SearchData, 'filters' | 'result'>, locale: string): (SwitchPlace & { name: string }) | null {
  const text = filters.textSearch?.trim();
  if (!text || result.data.length === 0) return null;
  // One collator per isolate (String#localeCompare with a locale builds one per call).
  const names = collator(locale, { sensitivity: 'base' });
  const same = (name: string) => names.compare(name, text) === 0;
  for (const { continent, items } of result.availableFilters.destinations) {
    if (same(continent.name)) return { name: continent.name, text, key: 'continentId', id: continent.id };
    const country = items.find((item) => same(item.name));
    if (country) return { name: country.name, text, key: 'destinationId', id: country.id };
  }
  return null;
}

/** The text alone: first page, default tab and order, no other filter, no modal (a landing page's query). */
function textAlone({ filters, modal }: Pick<SearchData, 'filters' | 'modal'>): boolean {
  return !modal && filtersToQuery(filters) === filtersToQuery({ textSearch: filters.textSearch });
}

async function loadSearch(ctx: LoadContext): Promise<SearchData> {
  const source = catalogueSource(ctx.c);
  const filters = searchFilters(ctx.url, await searchCurrency(ctx.c, source));
  addPageTags(ctx.c, listTag);
  const modal = ctx.url.searchParams.get('modal');
  const calendarAsked = modal === 'calendar' || ctx.url.searchParams.get('type') === calendarModalType;
  // Critical: an outage is a 503, never "no trips match your search".
  const [result, days] = await Promise.all([
    source.travelsPaginated(filters),
    calendarAsked ? orEmpty(departureDays(source, filters, filters.currency ?? ctx.market.currency), []) : Promise.resolve([]),
  ]);
  const empty = result.data.length === 0;
  const [alternatives, relax, popular] = empty
    ? await Promise.all([
      orEmpty(source.travels({ perPage: 8, sort: 'relevance:desc', hasTours: true, tab: 'travels' }), []),
      relaxCounts(source, filters),
      popularPlaces(source),
    ])
    : [[], [], []];
  return {
    filters, result, alternatives, relax, popular,
    modal: modal && /^[a-z-]{1,30}$/.test(modal) ? modal : null,
    calendar: calendarAsked ? { days, layout: ctx.url.searchParams.get('layout') === 'list' ? 'list' : 'calendar' } : null,
  };
}

/** Search results (SERP): server-rendered from the query string, enhanced by a tiny island. */
export const searchPage = definePage<SearchData>({
  pageType: 'SERP',
  fragment: 'results',
  load: loadSearch,
  meta: (data, { c, market }) => {
    const { t } = c.get('i18n');
    const place = placeNamed(data, market.intlLocale);
    // Other markets get the place by id, whatever else the search holds (shared/marketSwitch.ts).
    const marketSwitch = { place: place && { text: place.text, key: place.key, id: place.id } };
    // A search for a place we sell, the text alone, is that place's landing page: indexed, under
    // one URL (the place as the catalogue spells it). Any other result page (free text, filter
    // combinations, later pages, a modal, no results) is an endless space: not for the index.
    if (place && textAlone(data)) {
      return {
        title: t('search.titleFor', { text: place.name }),
        description: t('meta.placeDescription', { place: place.name }),
        canonicalSearch: `?${placeSearch(place.name)}`,
        marketSwitch,
      };
    }
    const named = searchedName(data, market.intlLocale);
    return {
      title: named ? t('search.titleFor', { text: named }) : t('search.title'),
      robots: 'noindex,follow',
      marketSwitch,
    };
  },
  View: SearchView,
});
