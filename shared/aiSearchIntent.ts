/**
 * AI search (SPEC §2, Italy only): what a request asks for (`SearchIntent`) and how an intent
 * becomes a validated filter object of shared/filters.ts plus its commentary. Both the built-in
 * interpreter (aiSearchParser.ts) and the Workers AI model (worker/ai/searchModel.ts) produce an
 * intent; `resultFromIntent` is shared, so the page never knows which one answered. Pure: the
 * catalogue and "today" come from the caller.
 */
import { z } from 'zod';
import { daysInMonth, isIsoDay, isoDayOf, type IsoDay } from './dates';
import { defaultFilters, filtersSchema, type Filters } from './filters';
import { notesFor, type AiSearchNote } from './aiSearchCommentary';
import { auroraCountries, auroraSeason, coolCountries, warmMonths } from './aiSearchLexicon';
import { ageRanges } from './priceBuckets';

export const moods = ['NATURE', 'RELAX', 'HISTORY', 'CULTURE', 'PARTY'] as const;
export type Mood = (typeof moods)[number];

/**
 * Kinds of trip a request can ask for, each a real catalogue filter: the travel style or the
 * travel type with the same code (scripts/seed/travels.mjs).
 */
export const tripStyles = ['BEACH', 'SAILING', 'SAFARI', 'TREKKING', 'ROAD_TRIP'] as const;
export type TripStyle = (typeof tripStyles)[number];
export const tripStyleFilter: Readonly<Record<TripStyle, 'travelStyles' | 'travelTypes'>> = {
  BEACH: 'travelStyles', TREKKING: 'travelStyles', SAILING: 'travelTypes', SAFARI: 'travelTypes', ROAD_TRIP: 'travelTypes',
};

/** Weather wishes: resolved to the countries that have that weather in the period asked for. */
export const climates = ['warm', 'cool', 'aurora'] as const;
export type Climate = (typeof climates)[number];

/** Longest request read; the rest of a longer one is ignored. */
export const maxQueryLength = 500;

/** Names → ids the interpreter can map places to (the market's available destinations). */
export interface AiSearchCatalogue {
  continents: readonly { id: number; code: string; name: string }[];
  /** `continentId` lets "Giappone" widen to "Asia" when nothing matches. */
  countries: readonly { id: number; name: string; isoCodeAlpha3: string; continentId?: number }[];
  /** Codes of the travel styles and types that exist; absent: not known, every code is kept. */
  travelStyles?: readonly string[];
  travelTypes?: readonly string[];
}
export type AiSearchCountry = AiSearchCatalogue['countries'][number];

export interface InterpretContext {
  /** The market's current day: months and seasons resolve to their next occurrence from it. */
  today: IsoDay;
  catalogue: AiSearchCatalogue;
}

const iso3 = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().regex(/^[A-Z]{3}$/));
const day = z.string().refine(isIsoDay, 'expected a day yyyy-MM-dd');
const flag = z.boolean().nullish().transform((v) => v ?? false);
function listOf<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max).nullish().transform((v) => [...new Set(v ?? [])] as z.output<T>[]);
}
function optional<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((v) => (v ?? null) as z.output<T> | null);
}

/**
 * What a request asks for, before ids are looked up: the shape the Workers AI model is asked
 * to answer with, and what the interpreter builds. Nulls and missing keys mean "not said".
 */
export const searchIntentSchema = z.object({
  /** Continent codes (asia, europe, africa, north-america, south-america, oceania, antarctica). */
  continents: listOf(z.string().regex(/^[a-z-]{2,20}$/), 7),
  /** ISO 3166 alpha-3 country codes. */
  countries: listOf(iso3, 30),
  /** Cities named, with their country (searched as the country). */
  cities: listOf(z.object({ name: z.string().trim().min(1).max(60), country: iso3 }), 10),
  dateFrom: optional(day),
  dateTo: optional(day),
  priceMinEur: optional(z.number().finite().min(0).max(1_000_000)),
  priceMaxEur: optional(z.number().finite().min(0).max(1_000_000)),
  durationMinDays: optional(z.number().int().min(1).max(365)),
  durationMaxDays: optional(z.number().int().min(1).max(365)),
  weekend: flag,
  moods: listOf(z.enum(moods), moods.length),
  /** Sea and beach, sailing, safari, trekking, road trip. */
  styles: listOf(z.enum(tripStyles), tripStyles.length),
  /** "Un posto caldo", "al fresco", "l'aurora boreale": places with that weather then. */
  climate: optional(z.enum(climates)),
  ageBand: optional(z.enum(ageRanges)),
  discounted: flag,
  privateRoom: flag,
  cheapestFirst: flag,
  confirmedOnly: flag,
});
export type SearchIntent = z.output<typeof searchIntentSchema>;

export const emptyIntent: SearchIntent = Object.freeze(searchIntentSchema.parse({})) as SearchIntent;

export interface AiSearchResult {
  intent: SearchIntent;
  /** Validated filters (defaults applied) for the catalogue and the search results page. */
  filters: Filters;
  /** Moods asked for; not a filter field, the caller narrows travels by them. */
  moods: Mood[];
  /** The climate wish when it chose the destinations (named places take precedence). */
  climate: Climate | null;
  /** Kinds of trip kept in the filters (those the catalogue has). */
  styles: TripStyle[];
  notes: AiSearchNote[];
  /** 0 = nothing understood … 1 = every meaningful word understood. */
  confidence: number;
}

// ---------------------------------------------------------------------------------------------
// Climate: which countries have the weather asked for in the period
// ---------------------------------------------------------------------------------------------

function monthRange(range: string): Set<number> {
  const [first, last] = range.split('-').map(Number) as [number, number];
  const months = new Set<number>();
  for (let m = first, guard = 0; guard < 12; m = (m % 12) + 1, guard++) {
    months.add(m);
    if (m === last) break;
  }
  return months;
}

const warmByCountry = new Map(Object.entries(warmMonths).map(([code, range]) => [code, monthRange(range)]));
const auroraMonths = monthRange(`${auroraSeason[0]}-${auroraSeason[1]}`);

/** Months (1–12) a period touches; every month when there is no period or it spans a year. */
export function monthsOf(from: IsoDay | null | undefined, to: IsoDay | null | undefined): number[] {
  if (!from || !to || to < from) return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const months: number[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const end = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= end && months.length < 12) {
    months.push(month);
    month = (month % 12) + 1;
    if (month === 1) year++;
  }
  return months;
}

/** Countries of the catalogue with the climate asked for in every month of the period. */
export function climateCountries(climate: Climate, months: readonly number[], countries: readonly AiSearchCountry[]): AiSearchCountry[] {
  return countries.filter((country) => {
    const code = country.isoCodeAlpha3.toUpperCase();
    if (climate === 'aurora') return auroraCountries.includes(code);
    const warm = warmByCountry.get(code);
    if (climate === 'warm') return warm !== undefined && months.every((m) => warm.has(m));
    return coolCountries.includes(code) || (warm !== undefined && months.every((m) => !warm.has(m)));
  });
}

/** The next northern-lights season still running or to come (September to March). */
export function auroraWindow(today: IsoDay): { from: IsoDay; to: IsoDay } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (auroraMonths.has(month)) {
    const endYear = month >= auroraSeason[0] ? year + 1 : year;
    return { from: today, to: isoDayOf(endYear, auroraSeason[1], daysInMonth(endYear, auroraSeason[1])) };
  }
  return { from: isoDayOf(year, auroraSeason[0], 1), to: isoDayOf(year + 1, auroraSeason[1], daysInMonth(year + 1, auroraSeason[1])) };
}

// ---------------------------------------------------------------------------------------------
// Turning an intent into filters and commentary (both paths)
// ---------------------------------------------------------------------------------------------

/** Statuses of "confirmed departures only". */
const confirmedStatuses = ['CONFIRMED', 'ALMOST_FULL'] as const;

function validFilters(candidate: Record<string, unknown>): Filters {
  // Values are built valid; if a rule still fails, drop the fields it names rather than everything.
  for (let attempt = 0; attempt < 4; attempt++) {
    const parsed = filtersSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete candidate[String(issue.path[0])];
  }
  return defaultFilters;
}

function ordered(a: number | null, b: number | null): [number | null, number | null] {
  return a !== null && b !== null && a > b ? [b, a] : [a, b];
}

/** Filters and commentary for an intent, with ids from the catalogue; never throws. */
export function resultFromIntent(intent: SearchIntent, context: InterpretContext, confidence: number): AiSearchResult {
  const { catalogue, today } = context;
  const candidate: Record<string, unknown> = {};
  const countries = new Map(catalogue.countries.map((c) => [c.isoCodeAlpha3.toUpperCase(), c]));

  const cities = intent.cities.filter((city) => countries.has(city.country));
  const countryCodes = [...new Set([...intent.countries, ...cities.map((city) => city.country)])].filter((code) => countries.has(code));
  const continents = countryCodes.length
    ? [] // a country is more precise than its continent (the widget keeps them exclusive too)
    : intent.continents.map((code) => catalogue.continents.find((c) => c.code === code)).filter((c) => c !== undefined);
  if (countryCodes.length) candidate.destinationId = countryCodes.map((code) => countries.get(code)!.id);
  if (continents.length) candidate.continentId = continents.map((c) => c.id);

  let dateFrom = intent.dateFrom;
  let dateTo = intent.dateTo;
  // The northern lights only show from September to March: that is when to go.
  if (intent.climate === 'aurora' && !dateFrom && !dateTo) ({ from: dateFrom, to: dateTo } = auroraWindow(today));
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  if (dateTo && dateTo < today) dateFrom = dateTo = null; // entirely in the past
  if (dateFrom && dateFrom < today) dateFrom = today;
  if (dateTo && !dateFrom) dateFrom = today;
  if (dateFrom) candidate.dateFrom = dateFrom;
  if (dateTo) candidate.dateTo = dateTo;

  // A place named wins over a weather wish ("aurora boreale in Islanda" is Iceland).
  let climate: Climate | null = null;
  if (intent.climate && !countryCodes.length) {
    const continentIds = new Set(continents.map((c) => c.id));
    const matching = climateCountries(intent.climate, monthsOf(dateFrom, dateTo), catalogue.countries).filter(
      (country) => !continentIds.size || country.continentId === undefined || continentIds.has(country.continentId),
    );
    if (matching.length) {
      candidate.destinationId = matching.slice(0, 100).map((country) => country.id);
      climate = intent.climate;
    }
  }

  const [priceMin, priceMax] = ordered(intent.priceMinEur || null, intent.priceMaxEur || null);
  if (priceMin !== null) candidate.priceFrom = Math.round(priceMin * 100);
  if (priceMax !== null) candidate.priceTo = Math.round(priceMax * 100);
  if (priceMin !== null || priceMax !== null) candidate.currency = 'EUR';

  let minDays = intent.durationMinDays;
  let maxDays = intent.durationMaxDays;
  if (intent.weekend && minDays === null && maxDays === null) [minDays, maxDays] = [2, 4];
  [minDays, maxDays] = ordered(minDays, maxDays);
  if (minDays !== null) candidate.durationFrom = minDays;
  if (maxDays !== null) candidate.durationTo = maxDays;

  const styles = intent.styles.filter((style) => {
    const known = tripStyleFilter[style] === 'travelStyles' ? catalogue.travelStyles : catalogue.travelTypes;
    return !known || known.includes(style);
  });
  for (const key of ['travelStyles', 'travelTypes'] as const) {
    const codes = styles.filter((style) => tripStyleFilter[style] === key);
    if (codes.length) candidate[key] = codes;
  }

  if (intent.ageBand) candidate.ageBadge = intent.ageBand;
  if (intent.discounted) candidate.discounted = true;
  if (intent.privateRoom) candidate.isNoSharingRoomAvailable = true;
  if (intent.cheapestFirst) candidate.sort = 'price:asc';
  if (intent.confirmedOnly) candidate.status = [...confirmedStatuses];

  const filters = validFilters(candidate);
  const kept = {
    climate: filters.destinationId?.length ? climate : null,
    styles: styles.filter((style) => filters[tripStyleFilter[style]]?.includes(style)),
  };
  const notes = notesFor(filters, intent, kept, context);
  const understood = notes.length > 0;
  const score = understood ? Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0)) : 0;
  return { intent, filters, moods: intent.moods, ...kept, notes, confidence: Math.round(score * 100) / 100 };
}
