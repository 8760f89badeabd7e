/**
 * Catalogue search on D1: the filter object of SPEC §3 turned into one indexed query per page
 * plus one count, sent together in a batch (one round trip). Every value is a bound parameter;
 * only whitelisted column names and sort expressions are written into the SQL text.
 */
import type { CurrencyCode } from '../../../markets/config';
import {
  durationBounds, effectiveDateRange, effectiveStatuses, maxPage, resolveSort, type Filters, type ResolvedSort,
} from '../../../shared/filters';
import { weekendDepartureRange, weekendsOf } from '../../../shared/flexibleDates';
import type { Page, Tour, TravelCard } from '../types';
import { lookups, placeholders, priceSuffix, type QueryContext } from './context';
import {
  bestTourJson, tourFromRow, tourJoinParams, tourJoins, tourSelect, travelCardFromRow, travelCardJoins, travelCardSelect,
} from './rows';

/** A conjunction of SQL conditions with their bound parameters, in order. */
export class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }

  in(column: string, values: readonly unknown[]): this {
    return this.add(`${column} IN (${placeholders(values.length)})`, ...values);
  }

  /** `column IN` a list bound as one JSON parameter (a list of ids may be longer than D1's 100 parameters). */
  inJson(column: string, values: readonly number[]): this {
    return this.add(`${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(values));
  }

  merge(other: Where): this {
    this.parts.push(...other.parts);
    this.params.push(...other.params);
    return this;
  }

  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : '1';
  }
}

/** FTS5 query for free text: accent-free lowercase tokens, each a quoted prefix; null when empty. */
export function ftsQuery(text: string | undefined): string | null {
  if (!text) return null;
  const tokens = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((token) => token.slice(0, 30));
  return tokens.length ? tokens.map((token) => `"${token}"*`).join(' ') : null;
}

export function currencyOf(filters: Filters, ctx: QueryContext): CurrencyCode {
  return filters.currency ?? ctx.market.currency;
}

interface TravelColumns {
  days: string;
  continent: string;
  style: string;
  type: string;
  costCenter: string;
  travelId: string;
}

const onTours: TravelColumns = {
  days: 't.days', continent: 't.continent_id', style: 't.travel_style', type: 't.travel_type', costCenter: 't.cost_center', travelId: 't.travel_id',
};
const onTravels: TravelColumns = {
  days: 'tr.days', continent: 'tr.continent_id', style: 'tr.travel_style', type: 'tr.travel_type', costCenter: 'tr.cost_center', travelId: 'tr.id',
};

/** Which travel-level filters to apply (facets leave their own dimensions out). */
export interface TravelLevelOptions {
  facetDimensions?: boolean;
}

/** Conditions on what a travel is: duration, destination, style, type, cost centre, badges, ids, text. */
export function travelLevel(filters: Filters, ctx: QueryContext, cols: TravelColumns, options: TravelLevelOptions = {}): Where {
  const w = new Where();
  const facets = options.facetDimensions !== false;
  if (facets) {
    const buckets = durationBounds(filters.durations);
    if (buckets.length) {
      const alternatives = buckets.map((range) => {
        if (range.durationFrom !== undefined && range.durationTo !== undefined) return { sql: `${cols.days} BETWEEN ? AND ?`, params: [range.durationFrom, range.durationTo] };
        if (range.durationFrom !== undefined) return { sql: `${cols.days} >= ?`, params: [range.durationFrom] };
        return { sql: `${cols.days} <= ?`, params: [range.durationTo] };
      });
      w.add(`(${alternatives.map((a) => a.sql).join(' OR ')})`, ...alternatives.flatMap((a) => a.params));
    }
    if (filters.durationFrom !== undefined) w.add(`${cols.days} >= ?`, filters.durationFrom);
    if (filters.durationTo !== undefined) w.add(`${cols.days} <= ?`, filters.durationTo);
    if (filters.continentId?.length) w.in(cols.continent, filters.continentId);
    if (filters.travelStyles?.length) w.in(cols.style, filters.travelStyles);
    if (filters.travelTypes?.length) w.in(cols.type, filters.travelTypes);
    if (filters.costCenters?.length) w.in(cols.costCenter, filters.costCenters);
    if (filters.destinationId?.length) {
      w.add(`${cols.travelId} IN (SELECT travel_id FROM travel_countries WHERE country_id IN (${placeholders(filters.destinationId.length)}))`, ...filters.destinationId);
    }
    if (filters.badgeId?.length) {
      w.add(`${cols.travelId} IN (SELECT travel_id FROM travel_badges WHERE badge_id IN (${placeholders(filters.badgeId.length)}))`, ...filters.badgeId);
    }
  }
  if (filters.travelId?.length) w.inJson(cols.travelId, filters.travelId);
  const fts = ftsQuery(filters.textSearch);
  if (fts) {
    w.add(`${cols.travelId} IN (SELECT travel_id FROM travel_search WHERE travel_search MATCH ? AND language = ?)`, fts, ctx.language);
  }
  return w;
}

export interface TourLevelOptions {
  /** Leave price and age out (facets count them). */
  facetDimensions?: boolean;
  /** Leave the date window out (facets compute it per travel). */
  dates?: boolean;
}

/** Conditions on a departure: status, upcoming and date window, price, discount, room, age badge. */
export function tourLevel(filters: Filters, ctx: QueryContext, alias: string, options: TourLevelOptions = {}): Where {
  const w = new Where();
  const statuses = effectiveStatuses(filters);
  w.in(`${alias}.sales_status`, statuses);
  if (filters.tourId?.length) w.inJson(`${alias}.id`, filters.tourId);
  const range = effectiveDateRange(filters);
  // Upcoming departures only: those starting after today (SPEC §4 "upcoming").
  if (options.dates === false || !range.from || range.from <= ctx.today) {
    w.add(`${alias}.starting_date > ?`, ctx.today);
  } else {
    w.add(`${alias}.starting_date >= ?`, range.from);
  }
  if (options.dates !== false && range.to) w.add(`${alias}.starting_date <= ?`, range.to);
  // Any weekend of a month is what a departure is (a short trip over a weekend), not a window:
  // it holds for facets too.
  const weekend = weekendCondition(filters, alias);
  if (weekend) w.merge(weekend);
  if (options.facetDimensions !== false) {
    const column = `${alias}.price_${priceSuffix[currencyOf(filters, ctx)]}`;
    if (filters.priceFrom !== undefined && filters.priceFrom > 0) w.add(`${column} >= ?`, filters.priceFrom);
    if (filters.priceTo !== undefined) w.add(`${column} <= ?`, filters.priceTo);
    if (filters.ageBadge) w.add(`${alias}.age_badge = ?`, filters.ageBadge);
  }
  // Written as the partial indexes' own conditions so the planner can use them.
  if (filters.discounted === true) w.add(`${alias}.discount_pct > 0`);
  if (filters.isNoSharingRoomAvailable === true) w.add(`${alias}.is_no_sharing_room_available = 1`);
  return w;
}

/**
 * Departures fitting a weekend of `weekendsOf` (shared/flexibleDates fitsWeekend): leaving Friday
 * to Sunday and back by Monday. The outer range lets the date index narrow the scan first.
 */
export function weekendCondition(filters: Pick<Filters, 'weekendsOf'>, alias: string): Where | null {
  const weekends = weekendsOf(filters.weekendsOf);
  const range = weekendDepartureRange(weekends);
  if (!range) return null;
  const each = weekends.map(() => `(${alias}.starting_date BETWEEN ? AND ? AND ${alias}.ending_date <= ?)`);
  return new Where().add(
    `${alias}.starting_date BETWEEN ? AND ? AND (${each.join(' OR ')})`,
    range.from,
    range.to,
    ...weekends.flatMap((w) => [w.friday, w.sunday, w.monday]),
  );
}

/** True when a travel must have a matching departure to be listed. */
export function hasTourFilter(filters: Filters): boolean {
  return Boolean(
    filters.hasTours === true ||
      filters.dateFrom ||
      filters.dateTo ||
      filters.weekendsOf ||
      (filters.priceFrom !== undefined && filters.priceFrom > 0) ||
      filters.priceTo !== undefined ||
      filters.discounted === true ||
      filters.isNoSharingRoomAvailable === true ||
      filters.ageBadge ||
      filters.status?.length,
  );
}

function tourOrder(sort: ResolvedSort, suffix: string): string {
  switch (sort) {
    case 'price:asc': return `t.price_${suffix} ASC, t.starting_date ASC, t.id ASC`;
    case 'price:desc': return `t.price_${suffix} DESC, t.starting_date ASC, t.id ASC`;
    case 'discount:desc': return 't.discount_pct DESC, t.starting_date ASC, t.id ASC';
    case 'duration:asc': return 't.days ASC, t.starting_date ASC, t.id ASC';
    case 'duration:desc': return 't.days DESC, t.starting_date ASC, t.id ASC';
    default: return 't.starting_date ASC, t.id ASC';
  }
}

export function lastPageOf(total: number, perPage: number): number {
  return Math.min(maxPage, Math.max(1, Math.ceil(total / perPage)));
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

export interface TourSearchOptions {
  /**
   * Walk the departures in date order (`tours_date`) and test each against the trips a text,
   * destination or badge filter matches, rather than read every departure of those trips and
   * sort them: the cheaper plan when the match is broad (./tourPlan.ts decides).
   */
  byDate?: boolean;
}

/** The two statements of a tours search (data, count); exposed for EXPLAIN QUERY PLAN. */
export function tourSearchSql(ctx: QueryContext, filters: Filters, options: TourSearchOptions = {}): { data: SqlStatement; count: SqlStatement } {
  const suffix = priceSuffix[currencyOf(filters, ctx)];
  const w = tourLevel(filters, ctx, 't').merge(travelLevel(filters, ctx, onTours));
  const sort = resolveSort(filters.sort, 'tours');
  const order = tourOrder(sort, suffix);
  const offset = (filters.page - 1) * filters.perPage;
  const index = options.byDate && sort === 'date:asc' ? ' INDEXED BY tours_date' : '';
  return {
    data: {
      sql: `WITH page AS (SELECT t.id FROM tours t${index} WHERE ${w.sql} ORDER BY ${order} LIMIT ? OFFSET ?)
        SELECT ${tourSelect} FROM page CROSS JOIN tours t ON t.id = page.id ${tourJoins} ORDER BY ${order}`,
      params: [...w.params, filters.perPage, offset, ...tourJoinParams(ctx)],
    },
    // Pages past maxPage cannot be asked for, so counting stops there (total is then a floor).
    count: { sql: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM tours t WHERE ${w.sql} LIMIT ?)`, params: [...w.params, maxPage * filters.perPage + 1] },
  };
}

/**
 * A page of departures. `total`: the results' count when the caller has it already (the search
 * page's facets give it), so no count is sent; `null` for a list that shows no count (carousels),
 * whose page then reads as the only one.
 */
export async function searchTours(ctx: QueryContext, filters: Filters, list = 'tours', options: TourSearchOptions & { total?: Promise<number> | null } = {}): Promise<Page<Tour>> {
  const { data, count } = tourSearchSql(ctx, filters, options);
  const statements = [ctx.db.prepare(data.sql).bind(...data.params)];
  if (options.total === undefined) statements.push(ctx.db.prepare(count.sql).bind(...count.params));
  const [[rows, counted], known] = await Promise.all([ctx.db.batch(statements), options.total ?? null]);
  const total = known ?? (counted ? Number((counted.results?.[0] as { n?: number } | undefined)?.n ?? 0) : (rows?.results?.length ?? 0) + (filters.page - 1) * filters.perPage);
  const offset = (filters.page - 1) * filters.perPage;
  return {
    currentPage: filters.page,
    perPage: filters.perPage,
    lastPage: lastPageOf(total, filters.perPage),
    total,
    data: ((rows?.results ?? []) as Record<string, unknown>[]).map((row, i) => tourFromRow(row, ctx, offset + i + 1, list)),
  };
}

/** The statements of a travels search (data, count); exposed for EXPLAIN QUERY PLAN. */
export function travelSearchSql(ctx: QueryContext, filters: Filters, options: TravelSearchOptions = {}): { data: SqlStatement; count: SqlStatement } {
  const suffix = priceSuffix[currencyOf(filters, ctx)];
  const sort = resolveSort(filters.sort, 'travels', { meili: ctx.searchEngine === 'meili' });
  const tourFiltered = hasTourFilter(filters);
  const offset = (filters.page - 1) * filters.perPage;
  const trWhere = new Where().add('tr.is_published = 1').merge(travelLevel(filters, ctx, onTravels));
  // Departures a card may show as its best tour (also the condition a listed travel must meet).
  const best = tourLevel(filters, ctx, 'b');
  // The departure a card shows is the one the order is about: the biggest discount, the next
  // date, else the cheapest (so "Biggest discount" never shows an undiscounted card among discounted ones).
  const bestOrder = sort === 'discount:desc' ? `b.discount_pct DESC, b.price_${suffix} ASC, b.starting_date ASC`
    : sort === 'date:asc' ? `b.starting_date ASC, b.price_${suffix} ASC`
    : `b.price_${suffix} ASC, b.starting_date ASC`;
  const bestTour = `(SELECT ${bestTourJson} FROM tours b WHERE b.travel_id = tr.id AND ${best.sql}
      ORDER BY ${bestOrder} LIMIT 1) AS best_json,
    (SELECT COUNT(*) FROM tours b WHERE b.travel_id = tr.id AND ${best.sql}) AS tours_count`;

  let withClause = '';
  let withParams: unknown[] = [];
  let pageSelect: string;
  let pageParams: unknown[];
  let order: string;
  let count: SqlStatement;

  if (options.cardsOf) {
    // The trips are known (./travelPage.ts ordered them): their cards only, no aggregate.
    pageSelect = `SELECT tr.id AS id, tr.score AS k_score FROM travels tr WHERE tr.is_published = 1 AND tr.id IN (SELECT value FROM json_each(?))`;
    pageParams = [JSON.stringify(options.cardsOf)];
    order = 'k_score DESC, id ASC';
    count = { sql: 'SELECT json_array_length(?) AS n', params: pageParams };
  } else if (sort === 'price:asc' || sort === 'price:desc' || sort === 'date:asc' || sort === 'discount:desc') {
    // Sorting by what the departures say: aggregate the matching departures per travel.
    const agg = tourLevel(filters, ctx, 't').merge(travelLevel(filters, ctx, onTours));
    withClause = `agg AS (SELECT t.travel_id, MIN(t.price_${suffix}) AS best_price, MIN(t.starting_date) AS next_date, MAX(t.discount_pct) AS max_discount
      FROM tours t WHERE ${agg.sql} GROUP BY t.travel_id)`;
    withParams = agg.params;
    const keys = 'tr.id AS id, tr.score AS k_score, agg.best_price AS k_price, agg.next_date AS k_date, COALESCE(agg.max_discount, 0) AS k_discount';
    if (tourFiltered) {
      pageSelect = `SELECT ${keys} FROM agg JOIN travels tr ON tr.id = agg.travel_id WHERE tr.is_published = 1`;
      pageParams = [];
      count = { sql: `SELECT COUNT(DISTINCT t.travel_id) AS n FROM tours t WHERE ${agg.sql}`, params: agg.params };
    } else {
      pageSelect = `SELECT ${keys} FROM travels tr LEFT JOIN agg ON agg.travel_id = tr.id WHERE ${trWhere.sql}`;
      pageParams = trWhere.params;
      count = { sql: `SELECT COUNT(*) AS n FROM travels tr WHERE ${trWhere.sql}`, params: trWhere.params };
    }
    order =
      sort === 'price:asc' ? 'k_price IS NULL, k_price ASC, k_score DESC, id ASC'
      : sort === 'price:desc' ? 'k_price IS NULL, k_price DESC, k_score DESC, id ASC'
      : sort === 'date:asc' ? 'k_date IS NULL, k_date ASC, k_score DESC, id ASC'
      : 'k_discount DESC, k_score DESC, id ASC';
  } else {
    // Sorting by what the travel is: walk travels in index order, check departures per travel.
    const where = new Where().merge(trWhere);
    if (tourFiltered) {
      const exists = tourLevel(filters, ctx, 'x');
      where.add(`EXISTS (SELECT 1 FROM tours x WHERE x.travel_id = tr.id AND ${exists.sql})`, ...exists.params);
    }
    const fts = sort === 'meili' ? ftsQuery(filters.textSearch) : null;
    if (fts) {
      withClause = 'rank AS (SELECT travel_id, MIN(rank) AS r FROM travel_search WHERE travel_search MATCH ? AND language = ? GROUP BY travel_id)';
      withParams = [fts, ctx.language];
      pageSelect = `SELECT tr.id AS id, tr.score AS k_score, tr.days AS k_days, rank.r AS k_rank FROM travels tr JOIN rank ON rank.travel_id = tr.id WHERE ${where.sql}`;
      order = 'k_rank ASC, k_score DESC, id ASC';
    } else {
      pageSelect = `SELECT tr.id AS id, tr.score AS k_score, tr.days AS k_days FROM travels tr WHERE ${where.sql}`;
      order =
        sort === 'duration:asc' ? 'k_days ASC, k_score DESC, id ASC'
        : sort === 'duration:desc' ? 'k_days DESC, k_score DESC, id ASC'
        : 'k_score DESC, id ASC';
    }
    pageParams = where.params;
    count = { sql: `SELECT COUNT(*) AS n FROM travels tr WHERE ${where.sql}`, params: where.params };
  }

  return {
    data: {
      sql: `WITH ${withClause ? `${withClause}, ` : ''}page AS (${pageSelect} ORDER BY ${order} LIMIT ? OFFSET ?)
        SELECT ${travelCardSelect}, ${bestTour}
        FROM page CROSS JOIN travels tr ON tr.id = page.id ${travelCardJoins} ORDER BY ${order.replace(/\b(k_\w+|id)\b/g, 'page.$1')}`,
      // Order of `?`: WITH, page, LIMIT/OFFSET, then the outer select list (best tour twice),
      // then the joins (translation, image translation).
      params: [...withParams, ...pageParams, filters.perPage, offset, ...best.params, ...best.params, ctx.language, ctx.language],
    },
    count,
  };
}

export interface TravelSearchOptions {
  /** These trips' cards (ids), each with the departure the sort shows; in no particular order. */
  cardsOf?: readonly number[];
}

/** A page of trips; `options.total` as for searchTours, `count: false` for a list that shows no count. */
export async function searchTravels(ctx: QueryContext, filters: Filters, options: TravelSearchOptions & { count?: boolean; total?: Promise<number> } = {}): Promise<Page<TravelCard>> {
  const { data, count } = travelSearchSql(ctx, filters, options);
  const statements = [ctx.db.prepare(data.sql).bind(...data.params)];
  if (options.count !== false && !options.total) statements.push(ctx.db.prepare(count.sql).bind(...count.params));
  const [l, results, known] = await Promise.all([lookups(ctx), ctx.db.batch(statements), options.total ?? null]);
  const [rows, counted] = results;
  const items = ((rows?.results ?? []) as Record<string, unknown>[]).map((row) => travelCardFromRow(row, l));
  const total = known ?? (counted ? Number((counted.results?.[0] as { n?: number } | undefined)?.n ?? 0) : items.length);
  return {
    currentPage: filters.page,
    perPage: filters.perPage,
    lastPage: lastPageOf(total, filters.perPage),
    total,
    data: items,
  };
}
