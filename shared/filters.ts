import { z } from 'zod';
import { addIsoDays, isIsoDay } from './dates';
import { isYearMonth, maxFlexDays } from './flexibleDates';
import { currencyCodes } from './money';
import { searchText } from './patterns';
import { ageRanges, durationRange } from './priceBuckets';
import { defaultStatuses, salesStatuses, type SalesStatus } from './tourStatus';

/** Sort orders of SPEC §9. */
export const sortOrders = [
  'relevance:desc',
  'date:asc',
  'price:asc',
  'price:desc',
  'discount:desc',
  'duration:asc',
  'duration:desc',
] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What a query actually orders by once relevance is resolved (SPEC §9). */
export type ResolvedSort = Exclude<SortOrder, 'relevance:desc'> | 'score:desc' | 'meili';

export const filterTabs = ['tours', 'travels'] as const;
export type FilterTab = (typeof filterTabs)[number];


/** Paging bounds: the defaults of SPEC §9 and limits that keep a query cheap. */
export const defaultPage = 1;
export const defaultPerPage = 20;
export const maxPerPage = 100;
export const maxPage = 1000;

/** Every filter key of SPEC §3 "Filter state", in the order query strings are written. */
export const filterKeys = [
  'textSearch', 'continentId', 'destinationId', 'dateFrom', 'dateTo', 'daysSpan', 'flex', 'weekendsOf',
  'durations', 'durationFrom', 'durationTo', 'priceFrom', 'priceTo', 'ageBadge',
  'discounted', 'isNoSharingRoomAvailable', 'badgeId', 'travelStyles', 'status',
  'travelTypes', 'costCenters', 'travelId', 'hasTours', 'sort', 'show', 'tab', 'page', 'perPage',
] as const;
export type FilterKey = (typeof filterKeys)[number];

const arrayKeys = new Set<FilterKey>([
  'continentId', 'destinationId', 'durations', 'badgeId', 'travelStyles', 'status', 'travelTypes', 'costCenters', 'travelId',
]);
const numberArrayKeys = new Set<FilterKey>(['continentId', 'destinationId', 'badgeId', 'travelId']);
/** SPEC §5 names these as booleans; hasTours is one too. */
const booleanKeys = new Set<FilterKey>(['discounted', 'isNoSharingRoomAvailable', 'hasTours']);
/** SPEC §5 names these as integers; perPage is one too. */
const integerKeys = new Set<FilterKey>(['daysSpan', 'flex', 'priceFrom', 'priceTo', 'durationFrom', 'durationTo', 'page', 'perPage']);

const code = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'expected an upper-case code');
const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int().min(0).max(1_000_000_000);
const day = z.string().refine(isIsoDay, 'expected a day yyyy-MM-dd');
const durationBucket = z.string().regex(/^(MAX|OVER)_\d{1,3}$/, 'expected MAX_{days} or OVER_{days}');

/** A list field also accepts a single value; an empty list means "not set". */
function list<T extends z.ZodType>(item: T, max: number) {
  return z
    .union([item, z.array(item).max(max)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[])
    .transform((value) => (value.length ? [...new Set(value)] : undefined));
}

// null means "cleared" for a client: treat it as absent.
function dropNulls(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

/** Item schema of every list field, so a query string can drop just the bad entries. */
const listItems = {
  continentId: id,
  destinationId: id,
  durations: durationBucket,
  badgeId: id,
  travelStyles: code,
  status: z.enum(salesStatuses),
  travelTypes: code,
  costCenters: code,
  travelId: id,
} satisfies Partial<Record<FilterKey, z.ZodType>>;

const filterFields = {
  durations: list(listItems.durations, 10).optional(),
  priceFrom: cents.optional(),
  priceTo: cents.optional(),
  ageBadge: z.enum(ageRanges).optional(),
  discounted: z.boolean().optional(),
  isNoSharingRoomAvailable: z.boolean().optional(),
  badgeId: list(listItems.badgeId, 50).optional(),
  travelStyles: list(code, 20).optional(),
  status: list(listItems.status, salesStatuses.length).optional(),
  travelTypes: list(code, 20).optional(),
  costCenters: list(code, 20).optional(),
  durationFrom: z.number().int().min(1).max(365).optional(),
  durationTo: z.number().int().min(1).max(365).optional(),
  travelId: list(id, 200).optional(),
  /** Departures by id (the wishlist and the alerts, worker/data/departures.ts); a body field only, like currency. */
  tourId: list(id, 200).optional(),
  hasTours: z.boolean().optional(),
  sort: z.enum(sortOrders).optional(),
  /** Free display hint carried through for the client (e.g. a block's list mode); not a query term. */
  show: z.string().max(40).optional(),
  page: z.number().int().min(1).max(maxPage).default(defaultPage),
  perPage: z.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  tab: z.enum(filterTabs).default('tours'),
  textSearch: z
    .string()
    .max(100)
    .transform(searchText)
    .transform((value) => value || undefined)
    .optional(),
  daysSpan: z.number().int().min(0).max(60).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  /** Flexible dates: departures up to this many days before dateFrom and after dateTo (0–7). */
  flex: z.number().int().min(0).max(maxFlexDays).optional(),
  /** Any weekend of this month ('yyyy-MM'): departures leaving Friday to Sunday, back by Monday. */
  weekendsOf: z.string().refine(isYearMonth, 'expected a month yyyy-MM').optional(),
  continentId: list(id, 10).optional(),
  destinationId: list(id, 100).optional(),
  /** Display currency the price bounds are in; the market's currency when absent. */
  currency: z.enum(currencyCodes).optional(),
};

/**
 * The filter object of POST /tours, /travels and /travels/paginated (SPEC §3, §7).
 * Unknown keys are dropped; nulls count as absent; bounds must not be reversed.
 */
export const filtersSchema = z.preprocess(
  dropNulls,
  z
    .object(filterFields)
    .refine((f) => f.priceFrom === undefined || f.priceTo === undefined || f.priceFrom <= f.priceTo, {
      message: 'priceFrom must not be greater than priceTo',
      path: ['priceFrom'],
    })
    .refine((f) => f.durationFrom === undefined || f.durationTo === undefined || f.durationFrom <= f.durationTo, {
      message: 'durationFrom must not be greater than durationTo',
      path: ['durationFrom'],
    })
    .refine((f) => f.dateFrom === undefined || f.dateTo === undefined || f.dateFrom <= f.dateTo, {
      message: 'dateFrom must not be after dateTo',
      path: ['dateFrom'],
    }),
);

export type Filters = z.output<typeof filtersSchema>;
export type FiltersInput = z.input<typeof filtersSchema>;

/** Filters with every default applied: what an empty body means. */
export const defaultFilters: Filters = Object.freeze(filtersSchema.parse({})) as Filters;

/** Statuses a query searches: the given ones, or the default five (SPEC §9). */
export function effectiveStatuses(filters: Pick<Filters, 'status'>): readonly SalesStatus[] {
  return filters.status?.length ? filters.status : defaultStatuses;
}

/**
 * Order a query uses (SPEC §9): relevance (or no sort) is date:asc for tours and score:desc
 * for travels, or the search engine's own ranking when the meili flag is on.
 */
export function resolveSort(sort: SortOrder | undefined, tab: FilterTab, options: { meili?: boolean } = {}): ResolvedSort {
  if (sort === undefined || sort === 'relevance:desc') {
    if (tab === 'tours') return 'date:asc';
    return options.meili ? 'meili' : 'score:desc';
  }
  return sort;
}

/** Results are grouped by year-month only when sort is absent, date:asc or relevance:desc (SPEC §9). */
export function groupsByMonth(sort: SortOrder | undefined): boolean {
  return sort === undefined || sort === 'date:asc' || sort === 'relevance:desc';
}

/** Day range a query covers: dateFrom/dateTo widened on both sides by flex (or the older daysSpan). */
export function effectiveDateRange(filters: Pick<Filters, 'dateFrom' | 'dateTo' | 'daysSpan'> & { flex?: number }): { from?: string; to?: string } {
  const span = filters.flex ?? filters.daysSpan ?? 0;
  const from = filters.dateFrom ? (addIsoDays(filters.dateFrom, -span) ?? filters.dateFrom) : undefined;
  const to = filters.dateTo ? (addIsoDays(filters.dateTo, span) ?? filters.dateTo) : undefined;
  return { from, to };
}

/** Day bounds of the duration buckets chosen (MAX_6 → ≤ 6, OVER_10 → ≥ 11); buckets are alternatives. */
export function durationBounds(durations: readonly string[] | undefined): { durationFrom?: number; durationTo?: number }[] {
  return (durations ?? []).map((bucket) => durationRange(bucket)).filter((range) => range !== null);
}

/** Query-string values after SPEC §5 parsing: booleans, integers, string lists and strings. */
export type QueryFilters = Partial<Record<FilterKey, string | number | boolean | string[]>>;

function toBoolean(value: string): boolean {
  return value === 'true' || value === '1' || value === 'on' || value === 'yes';
}

function toInteger(value: string): number | undefined {
  if (!/^-?\d{1,12}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) ? n : undefined;
}

function isFilterKey(value: string): value is FilterKey {
  return (filterKeys as readonly string[]).includes(value);
}

function searchParamsOf(input: string | URLSearchParams | URL | null | undefined): URLSearchParams {
  try {
    if (input instanceof URLSearchParams) return input;
    if (input instanceof URL) return input.searchParams;
    if (typeof input !== 'string') return new URLSearchParams();
    const query = input.includes('?') ? input.slice(input.indexOf('?') + 1) : input;
    return new URLSearchParams(query.split('#')[0]);
  } catch {
    return new URLSearchParams();
  }
}

/**
 * Parses a query string the way SPEC §5 says: discounted and isNoSharingRoomAvailable become
 * booleans; daysSpan, priceFrom, priceTo, durationFrom, durationTo and page integers; keys
 * ending in [] lists; anything that is not a filter key is dropped. Never throws.
 */
export function parseFilterQuery(input: string | URLSearchParams | URL | null | undefined): QueryFilters {
  const result: QueryFilters = {};
  for (const [rawKey, value] of searchParamsOf(input)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    if (!isFilterKey(key)) continue;
    if (isList) {
      const current = result[key];
      result[key] = Array.isArray(current) ? [...current, value] : [value];
    } else if (booleanKeys.has(key)) {
      result[key] = toBoolean(value);
    } else if (integerKeys.has(key)) {
      const n = toInteger(value);
      if (n !== undefined) result[key] = n;
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** Coerces one parsed query value to what the filter schema expects. */
function coerce(key: FilterKey, value: string | number | boolean | string[]): unknown {
  if (arrayKeys.has(key)) {
    const items = (Array.isArray(value) ? value : [String(value)]).map((item) =>
      numberArrayKeys.has(key) ? (toInteger(String(item)) ?? item) : item,
    );
    // One bad entry in a list drops that entry, not the whole list.
    const item = listItems[key as keyof typeof listItems];
    return items.filter((entry) => item.safeParse(entry).success);
  }
  if (booleanKeys.has(key) && typeof value === 'string') return toBoolean(value);
  if (integerKeys.has(key) && typeof value === 'string') return toInteger(value) ?? value;
  if (Array.isArray(value)) return value[value.length - 1];
  return value;
}

/**
 * Validated filters from a query string: each field is checked on its own and an invalid one
 * is dropped (a page URL never fails as a whole). Defaults are applied. Never throws.
 */
export function filtersFromQuery(input: string | URLSearchParams | URL | null | undefined): Filters {
  const parsed = parseFilterQuery(input);
  const candidate: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const value = parsed[key];
    if (value === undefined) continue;
    const checked = filterFields[key].safeParse(coerce(key, value));
    if (checked.success && checked.data !== undefined) candidate[key] = checked.data;
  }
  const whole = filtersSchema.safeParse(candidate);
  if (whole.success) return whole.data;
  // Only cross-field rules can fail here: reversed days and durations are swapped (the
  // traveller picked both ends), a reversed price range loses its upper bound.
  for (const issue of whole.error.issues) {
    const key = issue.path[0];
    if (key === 'priceFrom') delete candidate.priceTo;
    if (key === 'durationFrom') [candidate.durationFrom, candidate.durationTo] = [candidate.durationTo, candidate.durationFrom];
    if (key === 'dateFrom') [candidate.dateFrom, candidate.dateTo] = [candidate.dateTo, candidate.dateFrom];
  }
  const retry = filtersSchema.safeParse(candidate);
  return retry.success ? retry.data : defaultFilters;
}

function encode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

/**
 * A list key as it goes into an address: `key%5B%5D`. Brackets are not allowed raw in a URL's
 * query (RFC 3986; the W3C HTML checker rejects `href="/cerca?destinationId[]=27"`); every
 * reader (URLSearchParams, parseFilterQuery, Hono's c.req.queries) decodes the key, so both
 * `key[]=` and `key%5B%5D=` are accepted.
 */
export function listKey(key: string): string {
  return `${encodeURIComponent(key)}%5B%5D`;
}

/**
 * Query string for filters, the inverse of parseFilterQuery/filtersFromQuery: lists as `key%5B%5D=v` (`key[]=v` encoded),
 * keys in a stable order, defaults (page 1, perPage 20, tab tours) left out unless asked.
 * No leading '?'.
 */
export function filtersToQuery(filters: Partial<Filters> | QueryFilters, options: { keepDefaults?: boolean } = {}): string {
  const parts: string[] = [];
  const values = filters as Record<string, unknown>;
  for (const key of filterKeys) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    if (!options.keepDefaults) {
      if (key === 'page' && value === defaultPage) continue;
      if (key === 'perPage' && value === defaultPerPage) continue;
      if (key === 'tab' && value === 'tours') continue;
    }
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${listKey(key)}=${encode(String(item))}`);
    } else {
      parts.push(`${encode(key)}=${encode(String(value))}`);
    }
  }
  return parts.join('&');
}

/** Issues of a failed parse as plain JSON for a 400 answer. */
export function filterIssues(error: z.ZodError): { path: string; code: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
}
