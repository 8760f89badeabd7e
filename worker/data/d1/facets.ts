/**
 * Available-filter metadata for a query (SPEC §3): counts per badge, style, type, cost centre,
 * duration bucket, price range, destination, age range and period. Counts are taken over the
 * query without its own facet dimensions (choosing a style does not hide the other styles),
 * from one pass over the matching departures aggregated per travel.
 */
import { effectiveDateRange, type Filters } from '../../../shared/filters';
import { Memo } from '../memo';
import type { AvailableFilters } from '../types';
import { label, lookups, priceSuffix, type QueryContext } from './context';
import { currencyOf, tourLevel, travelLevel, Where } from './search';

interface TravelAggregate {
  id: number;
  style: string;
  type: string;
  cost: string;
  days: number;
  continent: number;
  best_price: number | null;
  in_range: number;
  age_young: number;
  age_adult: number;
  age_all: number;
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
const facetMemo = new Memo<AvailableFilters>(5 * 60_000, 300);

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

/** The aggregate statement; exposed for EXPLAIN QUERY PLAN. */
export function facetSql(ctx: QueryContext, filters: Filters): { sql: string; params: unknown[] } {
  const suffix = priceSuffix[currencyOf(filters, ctx)];
  // Base: the query without its facet dimensions and without its date window (months are a facet too).
  const base = new Where()
    .merge(tourLevel(filters, ctx, 't', { facetDimensions: false, dates: false }))
    .merge(travelLevel(filters, ctx, { days: 't.days', continent: 't.continent_id', style: 't.travel_style', type: 't.travel_type', costCenter: 't.cost_center', travelId: 't.travel_id' }, { facetDimensions: false }));
  const range = effectiveDateRange(filters);
  if (!range.from && !range.to) {
    // No date window: every upcoming departure of the base counts, plain aggregates suffice.
    return {
      sql: `SELECT a.*, tr.travel_style AS style, tr.travel_type AS type, tr.cost_center AS cost, tr.days AS days, tr.continent_id AS continent
        FROM (SELECT t.travel_id AS id, MIN(t.price_${suffix}) AS best_price, COUNT(*) AS in_range,
            SUM(t.age_badge = '25-35') AS age_young, SUM(t.age_badge = '35-49') AS age_adult, SUM(t.age_badge = 'ALL') AS age_all,
            group_concat(substr(t.starting_date, 1, 7)) AS months
          FROM tours t INDEXED BY tours_facets WHERE ${base.sql} GROUP BY t.travel_id) a
        CROSS JOIN travels tr ON tr.id = a.id WHERE tr.is_published = 1`,
      params: base.params,
    };
  }
  const from = range.from && range.from > ctx.today ? range.from : `${ctx.today}T`;
  const to = range.to ?? '9999-12-31';
  const inRange = '(t.starting_date BETWEEN ? AND ?)';
  return {
    // Travel attributes are joined after grouping: the grouped scan reads only the covering index.
    sql: `SELECT a.*, tr.travel_style AS style, tr.travel_type AS type, tr.cost_center AS cost, tr.days AS days, tr.continent_id AS continent
      FROM (SELECT t.travel_id AS id,
          MIN(CASE WHEN ${inRange} THEN t.price_${suffix} END) AS best_price,
          SUM(${inRange}) AS in_range,
          SUM(${inRange} AND t.age_badge = '25-35') AS age_young,
          SUM(${inRange} AND t.age_badge = '35-49') AS age_adult,
          SUM(${inRange} AND t.age_badge = 'ALL') AS age_all,
          group_concat(substr(t.starting_date, 1, 7)) AS months
        FROM tours t INDEXED BY tours_facets WHERE ${base.sql} GROUP BY t.travel_id) a
      CROSS JOIN travels tr ON tr.id = a.id WHERE tr.is_published = 1`,
    params: [from, to, from, to, from, to, from, to, from, to, ...base.params],
  };
}

function roundPrice(cents: number): number {
  // Suggested bounds on whole hundreds of the currency unit.
  return Math.max(10_000, Math.round(cents / 10_000) * 10_000);
}

export async function availableFilters(ctx: QueryContext, filters: Filters): Promise<AvailableFilters> {
  const facetFilters = { ...filters, page: 1, perPage: 1, sort: undefined, show: undefined, tab: 'tours' as const };
  const key = `${ctx.language}:${ctx.today}:${currencyOf(filters, ctx)}:${JSON.stringify(facetFilters)}`;
  return facetMemo.getOrSet(key, () => computeAvailableFilters(ctx, filters));
}

async function computeAvailableFilters(ctx: QueryContext, filters: Filters): Promise<AvailableFilters> {
  const { sql, params } = facetSql(ctx, filters);
  const [l, fixed, result] = await Promise.all([lookups(ctx), catalogueStatics(ctx), ctx.db.prepare(sql).bind(...params).all<TravelAggregate>()]);
  const all = result.results ?? [];
  const matching = all.filter((row) => Number(row.in_range) > 0);

  const count = <K extends string>(keyOf: (row: TravelAggregate) => K | K[] | null) => {
    const counts = new Map<K, number>();
    for (const row of matching) {
      const keys = keyOf(row);
      for (const k of Array.isArray(keys) ? keys : keys === null ? [] : [keys]) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  };
  const coded = (kind: string, counts: Map<string, number>) =>
    [...counts.entries()]
      .map(([code, n]) => ({ ...label(l, kind, code), count: n }))
      .sort((a, b) => a.label.localeCompare(b.label, ctx.market.intlLocale));

  const badgeCounts = count((row) => (fixed.travelBadges.get(row.id) ?? []).map(String));
  const badges = [...l.badges.values()]
    .map((badge) => ({ ...badge, count: badgeCounts.get(String(badge.id)) ?? 0 }))
    .filter((badge) => badge.count > 0);

  const durations = [
    { code: 'MAX_6', count: matching.filter((row) => row.days <= 6).length },
    { code: 'MAX_10', count: matching.filter((row) => row.days <= 10).length },
    { code: 'OVER_10', count: matching.filter((row) => row.days > 10).length },
  ];

  const prices = matching.map((row) => row.best_price).filter((p): p is number => p !== null).sort((a, b) => a - b);
  const ranges: AvailableFilters['prices']['ranges'] = [];
  if (prices.length) {
    const low = roundPrice(prices[Math.floor(prices.length / 3)] ?? prices[0]!);
    const high = roundPrice(prices[Math.floor((prices.length * 2) / 3)] ?? prices[prices.length - 1]!);
    const bounds = [...new Set([low, high])].sort((a, b) => a - b);
    let previous: number | null = null;
    for (const bound of [...bounds, null]) {
      const min = previous;
      const max = bound;
      ranges.push({ min, max, count: prices.filter((p) => (min === null || p > min) && (max === null || p <= max)).length });
      previous = bound;
    }
  }

  const destinations = [...l.continents.values()]
    .map((continent) => {
      const byCountry = new Map<number, { itineraries: number; departures: number }>();
      for (const row of matching) {
        for (const countryId of fixed.travelCountries.get(row.id) ?? []) {
          const country = fixed.countries.get(countryId);
          if (!country || country.continent !== continent.id) continue;
          const entry = byCountry.get(countryId) ?? { itineraries: 0, departures: 0 };
          entry.itineraries += 1;
          entry.departures += Number(row.in_range);
          byCountry.set(countryId, entry);
        }
      }
      const items = [...byCountry.entries()]
        .map(([id, entry]) => {
          const country = fixed.countries.get(id)!;
          return { id, name: country.name, isoCodeAlpha3: country.iso, itinerariesCount: entry.itineraries, departuresCount: entry.departures };
        })
        .sort((a, b) => a.name.localeCompare(b.name, ctx.market.intlLocale));
      return { continent: { ...continent, count: matching.filter((row) => row.continent === continent.id).length }, items };
    })
    .filter((group) => group.items.length > 0);

  const ages = { '25-35': 0, '35-49': 0, ALL: 0 };
  for (const row of matching) {
    ages['25-35'] += Number(row.age_young);
    ages['35-49'] += Number(row.age_adult);
    ages.ALL += Number(row.age_all);
  }
  const ageRanges = Object.entries(ages)
    .filter(([, n]) => n > 0)
    .map(([code, n]) => ({ ...label(l, 'age_range', code), count: n }));

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

  return {
    badges,
    travelStyles: coded('travel_style', count((row) => row.style)),
    travelTypes: coded('travel_type', count((row) => row.type)),
    costCenters: coded('cost_center', count((row) => row.cost)),
    durations,
    prices: { currency: currencyOf(filters, ctx), min: prices[0] ?? null, max: prices[prices.length - 1] ?? null, ranges },
    destinations,
    ageRanges,
    periods,
  };
}

/** Forgets cached facets and static data (tests re-seed the database). */
export function clearFacetCache(): void {
  facetMemo.clear();
  staticMemo.clear();
}
