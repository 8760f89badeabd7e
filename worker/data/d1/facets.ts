/**
 * Available-filter metadata for a query (SPEC §3): counts per badge, style, type, cost centre,
 * duration bucket, price range, destination, age range and period. A count is what the results
 * would count with that choice (its own dimension set to it, the others kept), in the tab's unit:
 * departures on the tours tab, trips on the travels tab; from one pass over the departures of
 * the query without its facet dimensions, aggregated per travel.
 */
import { durationBounds, effectiveDateRange, type FilterTab, type Filters } from '../../../shared/filters';
import { ageRanges as ageRangeCodes, durationChoices, durationRange } from '../../../shared/priceBuckets';
import { Memo } from '../../cache/memo';
import { IsolateFront, readThrough } from '../../cache/engine';
import { listTag, marketTag, purgeClock } from '../../cache/purge';
import type { AvailableFilters } from '../types';
import { label, lookups, priceSuffix, type QueryContext } from './context';
import { currencyOf, hasTourFilter, tourLevel, travelLevel, Where } from './search';

interface TravelAggregate {
  id: number;
  style: string;
  type: string;
  cost: string;
  days: number;
  continent: number;
  score: number;
  deps: string | null;
  months: string | null;
}

interface PeriodRow {
  id: number;
  code: string;
  type: 'month' | 'event' | 'other';
  year: number;
  starting_date: string;
  ending_date: string;
  icon_url: string | null;
  name: string;
  icon_alt_text: string;
}

interface StaticData {
  countries: Map<number, { id: number; name: string; iso: string; continent: number }>;
  travelCountries: Map<number, number[]>;
  travelBadges: Map<number, number[]>;
  periods: PeriodRow[];
}

const staticMemo = new Memo<StaticData>(5 * 60_000, 20);
/**
 * The facets (counts, price bounds) of a filter set: a front of the cache engine
 * (../../cache/engine.ts), five minutes in this isolate, retired at once by a purge of the
 * market's lists (a departure's price or status changes its trip's counts and bounds).
 */
const facetFreshness = { fresh: 300, stale: 0 };
const facetFront = new IsolateFront<Faceted>('facets', facetFreshness.fresh * 1000, 300, 'frozen');

/**
 * The facets of a filter set and its results' total (what the results would count, in the tab's
 * unit): the one pass over the departures gives both, so the search page sends no count of its own.
 */
export interface Faceted {
  facets: AvailableFilters;
  total: number;
  /** On the travels tab: every listed trip with what the departure sorts order it by. */
  travels?: readonly RankedTravel[];
}

/** A listed trip's sort keys, as the travels search computes them from its matching departures. */
export interface RankedTravel {
  id: number;
  score: number;
  /** The cheapest matching departure's price; null without one. */
  price: number | null;
  /** The biggest discount of a matching departure; 0 without one. */
  discount: number;
}

/** Countries, travel-country and travel-badge links and periods: read once per isolate, language and day. */
export async function catalogueStatics(ctx: QueryContext): Promise<StaticData> {
  return staticMemo.getOrSet(`${ctx.language}:${ctx.today}`, async () => {
    const [countries, travelCountries, travelBadges, periods] = await ctx.db.batch([
      ctx.db
        .prepare('SELECT c.id, c.iso_code_alpha3 AS iso, c.continent_id AS continent, t.name FROM countries c JOIN country_translations t ON t.country_id = c.id AND t.language = ?1')
        .bind(ctx.language),
      ctx.db.prepare('SELECT travel_id, country_id FROM travel_countries'),
      ctx.db.prepare('SELECT travel_id, badge_id FROM travel_badges'),
      ctx.db
        .prepare(
          `SELECT p.id, p.code, p.type, p.year, p.starting_date, p.ending_date, p.icon_url, t.name, t.icon_alt_text
           FROM periods p JOIN period_translations t ON t.period_id = p.id AND t.language = ?1
           WHERE p.ending_date >= ?2 ORDER BY p.type = 'month' DESC, p.starting_date, p.position`,
        )
        .bind(ctx.language, ctx.today),
    ]);
    const data: StaticData = { countries: new Map(), travelCountries: new Map(), travelBadges: new Map(), periods: [] };
    for (const row of (countries?.results ?? []) as { id: number; iso: string; continent: number; name: string }[]) data.countries.set(row.id, row);
    for (const row of (travelCountries?.results ?? []) as { travel_id: number; country_id: number }[]) {
      const list = data.travelCountries.get(row.travel_id) ?? [];
      list.push(row.country_id);
      data.travelCountries.set(row.travel_id, list);
    }
    for (const row of (travelBadges?.results ?? []) as { travel_id: number; badge_id: number }[]) {
      const list = data.travelBadges.get(row.travel_id) ?? [];
      list.push(row.badge_id);
      data.travelBadges.set(row.travel_id, list);
    }
    data.periods = (periods?.results ?? []) as PeriodRow[];
    return data;
  });
}

/** Facet dimensions (their own filters left out of the SQL, counted per row instead). */
type TravelDimension = 'duration' | 'continent' | 'destination' | 'style' | 'type' | 'cost' | 'badge';
type Dimension = TravelDimension | 'price' | 'age';

/** The query without its facet dimensions: what the facet aggregate selects. */
function withoutFacetDimensions(filters: Filters): Filters {
  return {
    ...filters,
    durations: undefined, continentId: undefined, destinationId: undefined, travelStyles: undefined, travelTypes: undefined,
    costCenters: undefined, badgeId: undefined, priceFrom: undefined, priceTo: undefined, ageBadge: undefined,
  };
}

/**
 * The aggregate statement; exposed for EXPLAIN QUERY PLAN. One row per published travel of the
 * query without its facet dimensions (travels without a departure too: the travels tab lists
 * them when no departure filter is set), with its departures in the date window as
 * "price:age:discount" triples and the months of all its departures (periods ignore the window).
 */
export function facetSql(ctx: QueryContext, filters: Filters): { sql: string; params: unknown[] } {
  const suffix = priceSuffix[currencyOf(filters, ctx)];
  const base = withoutFacetDimensions(filters);
  const onTours = new Where()
    .merge(tourLevel(base, ctx, 't', { dates: false }))
    .merge(travelLevel(base, ctx, { days: 't.days', continent: 't.continent_id', style: 't.travel_style', type: 't.travel_type', costCenter: 't.cost_center', travelId: 't.travel_id' }));
  const onTravels = new Where()
    .add('tr.is_published = 1')
    .merge(travelLevel(base, ctx, { days: 'tr.days', continent: 'tr.continent_id', style: 'tr.travel_style', type: 'tr.travel_type', costCenter: 'tr.cost_center', travelId: 'tr.id' }));
  const range = effectiveDateRange(filters);
  // The window's bounds as tourLevel writes them: after today, from dateFrom, up to dateTo.
  const window = range.from || range.to
    ? { sql: 't.starting_date BETWEEN ? AND ?', params: [range.from && range.from > ctx.today ? range.from : `${ctx.today}T`, range.to ?? '9999-12-31'] }
    : { sql: '1', params: [] };
  return {
    // Travel attributes come from the travels table: the grouped scan reads only the covering index.
    sql: `SELECT tr.id, tr.travel_style AS style, tr.travel_type AS type, tr.cost_center AS cost, tr.days AS days, tr.continent_id AS continent, tr.score AS score, a.deps, a.months
      FROM travels tr LEFT JOIN (SELECT t.travel_id AS id,
          group_concat(CASE WHEN ${window.sql} THEN t.price_${suffix} || ':' || COALESCE(t.age_badge, 'ALL') || ':' || t.discount_pct END) AS deps,
          group_concat(substr(t.starting_date, 1, 7)) AS months
        FROM tours t INDEXED BY tours_facets WHERE ${onTours.sql} GROUP BY t.travel_id) a ON a.id = tr.id
      WHERE ${onTravels.sql}`,
    params: [...window.params, ...onTours.params, ...onTravels.params],
  };
}

function roundPrice(cents: number): number {
  // Suggested bounds on whole hundreds of the currency unit.
  return Math.max(10_000, Math.round(cents / 10_000) * 10_000);
}

export async function availableFilters(ctx: QueryContext, filters: Filters): Promise<AvailableFilters> {
  return (await faceted(ctx, filters)).facets;
}

/** The facets and the results' total of a filter set (kept five minutes, retired by a list purge). */
export async function faceted(ctx: QueryContext, filters: Filters): Promise<Faceted> {
  // Counts are in the tab's unit: the tab is part of the key.
  const facetFilters = { ...filters, page: 1, perPage: 1, sort: undefined, show: undefined };
  const key = `${ctx.language}:${ctx.today}:${currencyOf(filters, ctx)}:${JSON.stringify(facetFilters)}`;
  return readThrough({
    key,
    freshness: facetFreshness,
    tags: [marketTag(ctx.market.id), listTag],
    load: () => computeAvailableFilters(ctx, filters),
    front: facetFront,
    purgedAt: purgeClock(ctx.db),
  });
}

interface Departure {
  price: number;
  age: string;
  discount: number;
}

interface FacetRow {
  id: number;
  style: string;
  type: string;
  cost: string;
  days: number;
  continent: number;
  score: number;
  countries: number[];
  badges: number[];
  /** Departures in the date window, of the query without its facet dimensions. */
  departures: Departure[];
}

function departuresOf(deps: string | null): Departure[] {
  if (!deps) return [];
  return deps.split(',').map((triple) => {
    const [price, age, discount] = triple.split(':');
    return { price: Number(price), age: age ?? 'ALL', discount: Number(discount ?? 0) };
  });
}

/**
 * Counts that agree with the results: an option's count is the number of results the query
 * would have with the option's dimension set to that option alone (the other choices kept;
 * choosing a style does not hide the other styles), in the unit the tab lists: departures on
 * the tours tab, trips on the travels tab.
 */
function facetCounter(filters: Filters, rows: FacetRow[]) {
  const buckets = durationBounds(filters.durations);
  const chosen = <T>(list: readonly T[] | undefined, values: readonly T[]) => !list?.length || values.some((value) => list.includes(value));
  const travelTests: Record<TravelDimension, (row: FacetRow) => boolean> = {
    duration: (row) => !buckets.length || buckets.some((b) => (b.durationFrom === undefined || row.days >= b.durationFrom) && (b.durationTo === undefined || row.days <= b.durationTo)),
    continent: (row) => chosen(filters.continentId, [row.continent]),
    destination: (row) => chosen(filters.destinationId, row.countries),
    style: (row) => chosen(filters.travelStyles, [row.style]),
    type: (row) => chosen(filters.travelTypes, [row.type]),
    cost: (row) => chosen(filters.costCenters, [row.cost]),
    badge: (row) => chosen(filters.badgeId, row.badges),
  };
  // Written as tourLevel writes them: a priceFrom of 0 adds nothing.
  const priceTest = (d: Departure) =>
    (filters.priceFrom === undefined || filters.priceFrom <= 0 || d.price >= filters.priceFrom) && (filters.priceTo === undefined || d.price <= filters.priceTo);
  const ageTest = (d: Departure) => !filters.ageBadge || d.age === filters.ageBadge;
  // Per row, the travel dimensions it fails: it counts for an option of a dimension only if that is the sole one.
  const failing = rows.map((row) => (Object.keys(travelTests) as TravelDimension[]).filter((dimension) => !travelTests[dimension](row)));
  const listsBare = !hasTourFilter(filters);

  /** The trips the travels tab lists (every dimension as chosen), with their sort keys. */
  const ranked = (): RankedTravel[] =>
    rows.flatMap((row, index) => {
      if (failing[index]!.length) return [];
      const departures = row.departures.filter((d) => priceTest(d) && ageTest(d));
      if (!departures.length && !listsBare) return [];
      return [{
        id: row.id,
        score: row.score,
        price: departures.length ? Math.min(...departures.map((d) => d.price)) : null,
        discount: Math.max(0, ...departures.map((d) => d.discount)),
      }];
    });

  const count = function count(
    dimension: Dimension | 'all',
    option: { travel?: (row: FacetRow) => boolean; departure?: (d: Departure) => boolean },
    unit: FilterTab = filters.tab,
  ): number {
    let total = 0;
    rows.forEach((row, index) => {
      const fails = failing[index]!;
      if (fails.length > 1 || (fails.length === 1 && fails[0] !== dimension)) return;
      if (option.travel && !option.travel(row)) return;
      const departures = row.departures.filter(
        (d) => (dimension === 'price' || priceTest(d)) && (dimension === 'age' || ageTest(d)) && (!option.departure || option.departure(d)),
      ).length;
      // A travel without a matching departure is listed only while no departure filter is set.
      if (unit === 'tours') total += departures;
      else if (departures > 0 || (listsBare && !option.departure)) total += 1;
    });
    return total;
  };
  return { count, ranked };
}

async function computeAvailableFilters(ctx: QueryContext, filters: Filters): Promise<Faceted> {
  const { sql, params } = facetSql(ctx, filters);
  const [l, fixed, result] = await Promise.all([lookups(ctx), catalogueStatics(ctx), ctx.db.prepare(sql).bind(...params).all<TravelAggregate>()]);
  const all = result.results ?? [];
  const rows: FacetRow[] = all.map((row) => ({
    id: row.id,
    style: row.style,
    type: row.type,
    cost: row.cost,
    days: row.days,
    continent: row.continent,
    score: row.score,
    countries: fixed.travelCountries.get(row.id) ?? [],
    badges: fixed.travelBadges.get(row.id) ?? [],
    departures: departuresOf(row.deps),
  }));
  const { count, ranked } = facetCounter(filters, rows);
  // What the choices are: the values of the travels the query (without facets) lists.
  const listed = filters.tab === 'travels' && !hasTourFilter(filters) ? rows : rows.filter((row) => row.departures.length > 0);

  const coded = <K extends 'style' | 'type' | 'cost'>(kind: string, dimension: K) =>
    [...new Set(listed.map((row) => row[dimension]))]
      .map((code) => ({ ...label(l, kind, code), count: count(dimension, { travel: (row) => row[dimension] === code }) }))
      .sort((a, b) => a.label.localeCompare(b.label, ctx.market.intlLocale));

  const badgeIds = new Set(listed.flatMap((row) => row.badges));
  const badges = [...l.badges.values()]
    .filter((badge) => badgeIds.has(badge.id))
    .map((badge) => ({ ...badge, count: count('badge', { travel: (row) => row.badges.includes(badge.id) }) }));

  const durations = durationChoices.map((code) => {
    const bounds = durationRange(code)!;
    return {
      code,
      count: count('duration', {
        travel: (row) => (bounds.durationFrom === undefined || row.days >= bounds.durationFrom) && (bounds.durationTo === undefined || row.days <= bounds.durationTo),
      }),
    };
  });

  // Suggested ranges from the cheapest departure of each listed travel (stable while facets are chosen);
  // bounds that do not overlap, read as the filter reads them (from and to inclusive).
  const prices = listed
    .filter((row) => row.departures.length > 0)
    .map((row) => Math.min(...row.departures.map((d) => d.price)))
    .sort((a, b) => a - b);
  const ranges: AvailableFilters['prices']['ranges'] = [];
  if (prices.length) {
    const low = roundPrice(prices[Math.floor(prices.length / 3)] ?? prices[0]!);
    const high = roundPrice(prices[Math.floor((prices.length * 2) / 3)] ?? prices[prices.length - 1]!);
    const bounds = [...new Set([low, high])].sort((a, b) => a - b);
    let previous: number | null = null;
    for (const bound of [...bounds, null]) {
      const min: number | null = previous === null ? null : previous + 1;
      const max = bound;
      ranges.push({ min, max, count: count('price', { departure: (d) => (min === null || d.price >= min) && (max === null || d.price <= max) }) });
      previous = bound;
    }
  }

  const destinations = [...l.continents.values()]
    .map((continent) => {
      const countryIds = new Set(
        listed.flatMap((row) => row.countries).filter((id) => fixed.countries.get(id)?.continent === continent.id),
      );
      const items = [...countryIds]
        .map((id) => {
          const country = fixed.countries.get(id)!;
          const option = { travel: (row: FacetRow) => row.countries.includes(id) };
          return {
            id,
            name: country.name,
            isoCodeAlpha3: country.iso,
            itinerariesCount: count('destination', option, 'travels'),
            departuresCount: count('destination', option, 'tours'),
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name, ctx.market.intlLocale));
      return { continent: { ...continent, count: count('continent', { travel: (row) => row.continent === continent.id }) }, items };
    })
    .filter((group) => group.items.length > 0);

  const ageCodes = new Set(listed.flatMap((row) => row.departures.map((d) => d.age)));
  const ageRanges = ageRangeCodes
    .filter((code) => ageCodes.has(code))
    .map((code) => ({ ...label(l, 'age_range', code), count: count('age', { departure: (d) => d.age === code }) }));

  // A period counts the travels (of the query without its dates) departing in one of its months.
  const monthsOf = all.map((row) => new Set(String(row.months ?? '').split(',').filter(Boolean)));
  const periods = fixed.periods.map((period) => {
    const months = new Set<string>();
    for (let m = period.starting_date.slice(0, 7); m <= period.ending_date.slice(0, 7); ) {
      months.add(m);
      const [y, mo] = m.split('-').map(Number) as [number, number];
      m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
    }
    const travelsCount = monthsOf.filter((set) => [...months].some((m) => set.has(m))).length;
    return {
      id: period.id,
      code: period.code,
      name: period.name,
      type: period.type,
      year: period.year,
      startingDate: period.starting_date,
      endingDate: period.ending_date,
      icon: { url: period.icon_url, altText: period.icon_alt_text },
      travelsCount,
    };
  });

  // The results' total: every dimension as chosen ('all' is no dimension, so none is left out).
  const total = count('all', {});
  const facets: AvailableFilters = {
    badges,
    travelStyles: coded('travel_style', 'style'),
    travelTypes: coded('travel_type', 'type'),
    costCenters: coded('cost_center', 'cost'),
    durations,
    prices: { currency: currencyOf(filters, ctx), min: prices[0] ?? null, max: prices[prices.length - 1] ?? null, ranges },
    destinations,
    ageRanges,
    periods,
  };
  return { facets, total, ...(filters.tab === 'travels' ? { travels: ranked() } : {}) };
}

/** Forgets cached facets and static data (tests re-seed the database). */
export function clearFacetCache(): void {
  facetFront.clear();
  staticMemo.clear();
}
