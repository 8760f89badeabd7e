/**
 * AI search (SPEC §2, Italy only): an Italian free-text request becomes a validated filter
 * object of shared/filters.ts plus a commentary of what was understood.
 *
 * Two ways produce the same `SearchIntent`: this file's built-in interpreter (vocabulary in
 * aiSearchLexicon.ts) and, when configured, a Workers AI model (worker/ai/searchModel.ts).
 * `resultFromIntent` then turns an intent into filters and commentary for both, so the page
 * never knows which one answered. Pure: the catalogue and "today" come from the caller.
 */
import { z } from 'zod';
import { addIsoDays, daysInMonth, isIsoDay, isoDayOf, weekdayOf, type IsoDay } from './dates';
import { defaultFilters, filtersSchema, type Filters } from './filters';
import {
  amountWords, cityCountries, continentAliases, countryAliases, monthNames, moodPatterns, negations, seasons,
  smallNumbers, stopWords,
} from './aiSearchLexicon';
import { ageRanges, type AgeRange } from './priceBuckets';

export const moods = ['NATURE', 'RELAX', 'HISTORY', 'CULTURE', 'PARTY'] as const;
export type Mood = (typeof moods)[number];

/** Longest request read; the rest of a longer one is ignored. */
export const maxQueryLength = 500;

/** Names → ids the interpreter can map places to (the market's available destinations). */
export interface AiSearchCatalogue {
  continents: readonly { id: number; code: string; name: string }[];
  countries: readonly { id: number; name: string; isoCodeAlpha3: string }[];
}

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
  ageBand: optional(z.enum(ageRanges)),
  discounted: flag,
  privateRoom: flag,
  cheapestFirst: flag,
  confirmedOnly: flag,
});
export type SearchIntent = z.output<typeof searchIntentSchema>;

export const emptyIntent: SearchIntent = Object.freeze(searchIntentSchema.parse({})) as SearchIntent;

/** One line of the commentary: an i18n key under `aiSearch.notes` and its parameters. */
export type AiSearchNote =
  | { key: 'continents' | 'countries'; params: { names: string } }
  | { key: 'city'; params: { city: string; country: string } }
  | { key: 'period'; params: { from: IsoDay; to: IsoDay } }
  | { key: 'periodFrom'; params: { from: IsoDay } }
  /** Prices in EUR cents. */
  | { key: 'priceMax'; params: { priceTo: number } }
  | { key: 'priceMin'; params: { priceFrom: number } }
  | { key: 'priceRange'; params: { priceFrom: number; priceTo: number } }
  | { key: 'weekend'; params: { minDays: number; maxDays: number } }
  | { key: 'durationRange'; params: { minDays: number; maxDays: number } }
  | { key: 'durationMin'; params: { days: number } }
  | { key: 'durationMax'; params: { days: number } }
  | { key: 'moods'; params: { moods: Mood[] } }
  | { key: 'ageBand'; params: { ageBand: AgeRange } }
  | { key: 'discounted' | 'privateRoom' | 'cheapestFirst' | 'confirmedOnly'; params: Record<string, never> };

export interface AiSearchResult {
  intent: SearchIntent;
  /** Validated filters (defaults applied) for the catalogue and the search results page. */
  filters: Filters;
  /** Moods asked for; not a filter field, the caller narrows travels by them. */
  moods: Mood[];
  notes: AiSearchNote[];
  /** 0 = nothing understood … 1 = every meaningful word understood. */
  confidence: number;
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
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  if (dateTo && dateTo < today) dateFrom = dateTo = null; // entirely in the past
  if (dateFrom && dateFrom < today) dateFrom = today;
  if (dateTo && !dateFrom) dateFrom = today;
  if (dateFrom) candidate.dateFrom = dateFrom;
  if (dateTo) candidate.dateTo = dateTo;

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

  if (intent.ageBand) candidate.ageBadge = intent.ageBand;
  if (intent.discounted) candidate.discounted = true;
  if (intent.privateRoom) candidate.isNoSharingRoomAvailable = true;
  if (intent.cheapestFirst) candidate.sort = 'price:asc';
  if (intent.confirmedOnly) candidate.status = [...confirmedStatuses];

  const filters = validFilters(candidate);
  const notes = notesFor(filters, intent, context);
  const understood = notes.length > 0;
  const score = understood ? Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0)) : 0;
  return { intent, filters, moods: intent.moods, notes, confidence: Math.round(score * 100) / 100 };
}

// The commentary reads the validated filters, so it never claims what was dropped.
function notesFor(filters: Filters, intent: SearchIntent, { catalogue }: InterpretContext): AiSearchNote[] {
  const notes: AiSearchNote[] = [];
  const countryById = new Map(catalogue.countries.map((c) => [c.id, c]));
  if (filters.destinationId?.length) {
    const cityCodes = new Set(intent.cities.map((city) => city.country));
    for (const city of intent.cities) {
      const country = catalogue.countries.find((c) => c.isoCodeAlpha3.toUpperCase() === city.country);
      if (country && filters.destinationId.includes(country.id)) notes.push({ key: 'city', params: { city: city.name, country: country.name } });
    }
    // A country already shown next to its city is not repeated.
    const named = filters.destinationId
      .map((id) => countryById.get(id))
      .filter((c) => c !== undefined && !cityCodes.has(c.isoCodeAlpha3.toUpperCase()));
    if (named.length) notes.push({ key: 'countries', params: { names: named.map((c) => c!.name).join(', ') } });
  }
  if (filters.continentId?.length) {
    const names = filters.continentId.map((id) => catalogue.continents.find((c) => c.id === id)?.name).filter(Boolean);
    if (names.length) notes.push({ key: 'continents', params: { names: names.join(', ') } });
  }
  if (filters.dateFrom && filters.dateTo) notes.push({ key: 'period', params: { from: filters.dateFrom, to: filters.dateTo } });
  else if (filters.dateFrom) notes.push({ key: 'periodFrom', params: { from: filters.dateFrom } });
  if (filters.priceFrom !== undefined && filters.priceTo !== undefined) notes.push({ key: 'priceRange', params: { priceFrom: filters.priceFrom, priceTo: filters.priceTo } });
  else if (filters.priceTo !== undefined) notes.push({ key: 'priceMax', params: { priceTo: filters.priceTo } });
  else if (filters.priceFrom !== undefined) notes.push({ key: 'priceMin', params: { priceFrom: filters.priceFrom } });
  const { durationFrom: minDays, durationTo: maxDays } = filters;
  if (intent.weekend && minDays !== undefined && maxDays !== undefined) notes.push({ key: 'weekend', params: { minDays, maxDays } });
  else if (minDays !== undefined && maxDays !== undefined) notes.push({ key: 'durationRange', params: { minDays, maxDays } });
  else if (minDays !== undefined) notes.push({ key: 'durationMin', params: { days: minDays } });
  else if (maxDays !== undefined) notes.push({ key: 'durationMax', params: { days: maxDays } });
  if (intent.moods.length) notes.push({ key: 'moods', params: { moods: intent.moods } });
  if (filters.ageBadge) notes.push({ key: 'ageBand', params: { ageBand: filters.ageBadge } });
  if (filters.discounted) notes.push({ key: 'discounted', params: {} });
  if (filters.isNoSharingRoomAvailable) notes.push({ key: 'privateRoom', params: {} });
  if (filters.sort === 'price:asc') notes.push({ key: 'cheapestFirst', params: {} });
  if (filters.status?.length) notes.push({ key: 'confirmedOnly', params: {} });
  return notes;
}

// ---------------------------------------------------------------------------------------------
// The built-in interpreter
// ---------------------------------------------------------------------------------------------

interface Normalised {
  /** Lower case, no accents, only [a-z0-9 +.,-], single spaces. */
  text: string;
  /** Index in the original string of each character of `text`. */
  origin: number[];
  raw: string;
}

/** Lower-cases, strips accents and punctuation, keeping a map back to the original characters. */
export function normaliseQuery(input: unknown): Normalised {
  const raw = typeof input === 'string' ? input.slice(0, maxQueryLength) : '';
  let text = '';
  const origin: number[] = [];
  const push = (value: string, index: number) => {
    if (value === ' ' && (text === '' || text.endsWith(' '))) return;
    text += value;
    origin.push(index);
  };
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const prev = raw[i - 1] ?? '';
    const next = raw[i + 1] ?? '';
    const digitAround = /\d/.test(prev) && /\d/.test(next);
    if (ch === '€') {
      push(' ', i);
      for (const c of 'euro') push(c, i);
      push(' ', i);
    } else if (base.length === 1 && /[a-z0-9]/.test(base)) push(base, i);
    else if ((ch === '.' || ch === ',' || ch === '-') && digitAround) push(ch, i);
    else if (ch === '+' && /\d/.test(prev)) push(ch, i);
    else push(' ', i);
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    origin.pop();
  }
  return { text, origin, raw };
}

/** Marks which characters a recogniser understood, so later ones skip them and confidence can count them. */
class Scanner {
  private readonly used: Uint8Array;

  constructor(readonly input: Normalised) {
    this.used = new Uint8Array(input.text.length);
  }

  get text(): string {
    return this.input.text;
  }

  /** Runs `read` on each match not overlapping understood text; `false` leaves the match unread. */
  each(source: string, read: (match: RegExpExecArray) => boolean | void): void {
    const pattern = new RegExp(source, 'g');
    for (const match of this.text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start || this.used.subarray(start, end).some(Boolean)) continue;
      if (read(match as RegExpExecArray) === false) continue;
      this.used.fill(1, start, end);
    }
  }

  /** The words just before a position, nearest last. */
  wordsBefore(index: number, count: number): string[] {
    return this.text.slice(0, index).trim().split(' ').filter(Boolean).slice(-count);
  }

  /** The word right after a match. */
  wordAfter(match: RegExpExecArray): string {
    return this.text.slice(match.index + match[0].length).trim().split(' ')[0] ?? '';
  }

  /** The original characters of a match, as the visitor typed them. */
  original(match: RegExpExecArray): string {
    const start = this.input.origin[match.index] ?? 0;
    const end = this.input.origin[match.index + match[0].length - 1] ?? start;
    return this.input.raw.slice(start, end + 1).trim();
  }

  /** Share of meaningful words understood; null when the text has none. */
  coverage(): number | null {
    let meaningful = 0;
    let understood = 0;
    let position = 0;
    for (const word of this.text.split(' ')) {
      const start = position;
      position += word.length + 1;
      if (!word || stopWords.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
      meaningful++;
      if (this.used.subarray(start, start + word.length).some(Boolean)) understood++;
    }
    return meaningful ? understood / meaningful : null;
  }

  anyUnderstood(): boolean {
    return this.used.some(Boolean);
  }
}

const alternation = (words: Iterable<string>) =>
  [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

const numberWord = `\\d{1,3}|${alternation(Object.keys(smallNumbers))}`;
const durationUnit = '(giorni|giorno|gg|notti|notte|settimane|settimana|mesi|mese)';
const amount = `(?:\\d{1,3}(?:\\.\\d{3})+|\\d{1,7})(?:,\\d{1,2})?k?|${alternation(Object.keys(amountWords))}`;
const currency = '(?:euro|eur)\\b';
const monthPattern = alternation(Object.keys(monthNames));
const unitWords = new Set(['giorni', 'giorno', 'gg', 'notti', 'notte', 'settimane', 'settimana', 'mesi', 'mese', 'anni', 'anno', 'persone', 'km', 'ore']);

function numberOf(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return smallNumbers[word] ?? null;
}

function amountOf(text: string): number | null {
  if (amountWords[text] !== undefined) return amountWords[text];
  const thousands = text.endsWith('k');
  const digits = (thousands ? text.slice(0, -1) : text).replace(/\./g, '').replace(',', '.');
  const value = Number(digits) * (thousands ? 1000 : 1);
  return Number.isFinite(value) && value > 0 && value <= 1_000_000 ? value : null;
}

function ageBandOfRange(low: number, high: number): AgeRange {
  if (high <= 36) return '25-35';
  if (low >= 33) return '35-49';
  return 'ALL';
}

type Draft = {
  -readonly [K in keyof SearchIntent]: SearchIntent[K];
} & { periods: Period[]; years: number[] };

interface Period {
  rank: number;
  from: IsoDay;
  to: IsoDay;
}

function readAges(scan: Scanner, draft: Draft): void {
  const set = (band: AgeRange) => {
    draft.ageBand ??= band;
  };
  const over = (n: number) => set(n >= 33 ? '35-49' : 'ALL');
  const under = (n: number) => set(n <= 36 ? '25-35' : 'ALL');
  scan.each('\\b(?:tra|fra|dai)\\s+(?:i\\s+)?(\\d{2})\\s+(?:e|ai|a)\\s+(?:i\\s+)?(\\d{2})\\s+anni\\b', (m) => set(ageBandOfRange(Number(m[1]), Number(m[2]))));
  scan.each('\\b(\\d{2})-(\\d{2})(?:\\s+anni)?\\b', (m) => {
    const [low, high] = [Number(m[1]), Number(m[2])];
    if (low < 18 || high > 99 || low >= high) return false;
    set(ageBandOfRange(low, high));
  });
  scan.each('\\bover\\s*(\\d{2})(?:\\s+anni)?\\b', (m) => over(Number(m[1])));
  scan.each('\\b(\\d{2})\\+(?:\\s+anni)?', (m) => over(Number(m[1])));
  scan.each('\\b(?:sopra\\s+(?:i|gli)|oltre\\s+(?:i|gli)|piu\\s+di|dai)\\s+(\\d{2})\\s+anni\\b', (m) => over(Number(m[1])));
  scan.each('\\bunder\\s*(\\d{2})(?:\\s+anni)?\\b', (m) => under(Number(m[1])));
  scan.each('\\b(?:sotto\\s+(?:i|gli)|meno\\s+di)\\s+(\\d{2})\\s+anni\\b', (m) => under(Number(m[1])));
  scan.each('\\b(\\d{2})\\s+anni\\b', (m) => {
    const n = Number(m[1]);
    if (n < 18) return false;
    set(n < 35 ? '25-35' : '35-49');
  });
  scan.each('\\b(?:giovani|ventenni|trentenni|coetanei giovani)\\b', () => set('25-35'));
  scan.each('\\b(?:quarantenni|cinquantenni|maturi|adulti)\\b', () => set('35-49'));
  scan.each('\\b(?:tutte\\s+le\\s+eta|eta\\s+mista|ogni\\s+eta)\\b', () => set('ALL'));
}

function endOfMonth(year: number, month: number): IsoDay {
  return isoDayOf(year, month, daysInMonth(year, month));
}

function monthsAhead(today: IsoDay, months: number): { year: number; month: number } {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Monday-or-Friday-based windows around today (weekends run Friday to Sunday). */
function weekendWindow(today: IsoDay): Period {
  const weekday = weekdayOf(today) ?? 1;
  const add = (n: number) => addIsoDays(today, n) ?? today;
  if (weekday === 0) return { rank: 3, from: today, to: today };
  if (weekday === 6 || weekday === 5) return { rank: 3, from: today, to: add(7 - weekday) };
  return { rank: 3, from: add(5 - weekday), to: add(7 - weekday) };
}

function readRelativePeriods(scan: Scanner, draft: Draft, today: IsoDay): void {
  const add = (n: number) => addIsoDays(today, n) ?? today;
  const year = Number(today.slice(0, 4));
  const weekday = weekdayOf(today) ?? 1;
  const toSunday = (7 - weekday) % 7;
  scan.each('\\b(?:(?:questo|il\\s+prossimo|prossimo)\\s+(?:weekend|week\\s+end|fine\\s+settimana)|(?:weekend|fine\\s+settimana)\\s+prossimo)\\b', () => {
    draft.periods.push(weekendWindow(today));
    draft.weekend = true;
  });
  scan.each('\\bquesta\\s+settimana\\b', () => void draft.periods.push({ rank: 3, from: today, to: add(toSunday) }));
  scan.each('\\b(?:(?:la\\s+)?prossima\\s+settimana|(?:la\\s+)?settimana\\s+prossima)\\b', () =>
    void draft.periods.push({ rank: 3, from: add(toSunday + 1), to: add(toSunday + 7) }),
  );
  scan.each('\\b(?:questo\\s+mese|entro\\s+(?:fine\\s+)?(?:il\\s+)?mese)\\b', () => {
    const { year: y, month } = monthsAhead(today, 0);
    draft.periods.push({ rank: 3, from: today, to: endOfMonth(y, month) });
  });
  scan.each('\\b(?:(?:il\\s+)?mese\\s+prossimo|(?:il\\s+)?prossimo\\s+mese)\\b', () => {
    const { year: y, month } = monthsAhead(today, 1);
    draft.periods.push({ rank: 3, from: isoDayOf(y, month, 1), to: endOfMonth(y, month) });
  });
  scan.each(`\\btra\\s+(${numberWord})\\s+mes[ei]\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null || n < 1 || n > 18) return false;
    const { year: y, month } = monthsAhead(today, n);
    draft.periods.push({ rank: 3, from: isoDayOf(y, month, 1), to: endOfMonth(y, month) });
  });
  scan.each("\\b(?:quest\\s+anno|entro\\s+(?:la\\s+)?fine\\s+(?:dell\\s+)?anno|entro\\s+l\\s+anno)\\b", () =>
    void draft.periods.push({ rank: 3, from: today, to: isoDayOf(year, 12, 31) }),
  );
  scan.each('\\b(?:(?:l\\s+)?anno\\s+prossimo|(?:il\\s+)?prossimo\\s+anno)\\b', () =>
    void draft.periods.push({ rank: 3, from: isoDayOf(year + 1, 1, 1), to: isoDayOf(year + 1, 12, 31) }),
  );
  scan.each('\\b(?:last\\s+minute|a\\s+breve|al\\s+piu\\s+presto|il\\s+prima\\s+possibile|subito|prossime\\s+settimane|prossimi\\s+giorni|tra\\s+poco)\\b', () =>
    void draft.periods.push({ rank: 3, from: today, to: add(30) }),
  );
}

function readDurations(scan: Scanner, draft: Draft): void {
  const days = (n: number, unit: string) =>
    unit.startsWith('sett') ? n * 7 : unit.startsWith('mes') ? n * 30 : unit.startsWith('nott') ? n + 1 : n;
  const clamp = (n: number) => Math.min(365, Math.max(1, n));
  const set = (min: number | null, max: number | null) => {
    if (draft.durationMinDays !== null || draft.durationMaxDays !== null) return;
    draft.durationMinDays = min === null ? null : clamp(min);
    draft.durationMaxDays = max === null ? null : clamp(max);
  };
  scan.each(`\\b(?:tra|fra|da)\\s+(?:i\\s+|le\\s+)?(${numberWord})\\s+(?:e|a)\\s+(?:i\\s+|le\\s+)?(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const [a, b] = [numberOf(m[1]!), numberOf(m[2]!)];
    if (a === null || b === null) return false;
    set(days(a, m[3]!), days(b, m[3]!));
  });
  scan.each(`\\b(?:massimo|max|al\\s+massimo|meno\\s+di|non\\s+piu\\s+di|entro|fino\\s+a|sotto\\s+(?:i|le))\\s+(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null) return false;
    set(null, days(n, m[2]!) - (m[0].startsWith('meno') ? 1 : 0));
  });
  scan.each(`\\b(?:almeno|piu\\s+di|oltre|minimo|sopra\\s+(?:i|le))\\s+(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null) return false;
    set(days(n, m[2]!) + (m[0].startsWith('piu') || m[0].startsWith('oltre') ? 1 : 0), null);
  });
  scan.each(`\\b(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null || n === 0) return false;
    const unit = m[2]!;
    const d = days(n, unit);
    if (unit.startsWith('sett')) set(d - 1, d + 2);
    else if (unit.startsWith('mes')) set(d - 5, d + 5);
    else if (unit.startsWith('nott')) set(d - 1, d + 1);
    else set(d - 1, d + 1);
  });
  scan.each('\\b(?:weekend|week\\s+end|fine\\s+settimana)\\s+lungo\\b', () => {
    draft.weekend = true;
    set(3, 5);
  });
  scan.each('\\b(?:un\\s+)?(?:weekend|week\\s+end|fine\\s+settimana|ponte)\\b', () => {
    draft.weekend = true;
    set(2, 4);
  });
  scan.each('\\b(?:breve|brevi|corto|pochi\\s+giorni|fuga|fughe|toccata\\s+e\\s+fuga)\\b', () => set(null, 6));
  scan.each('\\b(?:viaggio\\s+lungo|lungo\\s+viaggio|lunga\\s+durata|tanto\\s+tempo)\\b', () => set(11, null));
}

/** Easter Sunday of a year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDayOf(year, month, dayOfMonth);
}

/** First occurrence (this year or later) of a yearly window that has not ended yet. */
function nextWindow(today: IsoDay, window: (year: number) => { from: IsoDay; to: IsoDay }, after = false): { from: IsoDay; to: IsoDay } {
  const year = Number(today.slice(0, 4));
  for (let y = year - 1; y <= year + 2; y++) {
    const w = window(y);
    if (w.to >= today && (!after || w.from > today)) return w;
  }
  return window(year + 1);
}

function seasonWindow(name: string, year: number): { from: IsoDay; to: IsoDay } {
  const [first, last] = seasons[name]!;
  if (first <= last) return { from: isoDayOf(year, first, 1), to: endOfMonth(year, last) };
  return { from: isoDayOf(year, first, 1), to: endOfMonth(year + 1, last) };
}

function readPeriods(scan: Scanner, draft: Draft, today: IsoDay): void {
  const currentYear = Number(today.slice(0, 4));
  const isYear = (value: string | undefined) => {
    const y = Number(value);
    return Number.isInteger(y) && y >= currentYear && y <= currentYear + 3 ? y : null;
  };
  const mentions: { month: number; year: number | null; part: string }[] = [];
  scan.each(`\\b(?:(inizio|primi\\s+di|fine|meta|ultimi\\s+giorni\\s+di)\\s+(?:di\\s+)?)?(${monthPattern})(?:\\s+(?:del\\s+)?(20\\d{2}))?\\b`, (m) => {
    if (mentions.length >= 12) return;
    mentions.push({ month: monthNames[m[2]!]!, year: isYear(m[3]), part: (m[1] ?? '').split(' ')[0]! });
  });
  const seasonNames = alternation(Object.keys(seasons));
  scan.each(`\\b(?:(prossima|questa|quest)\\s+)?(${seasonNames})(?:\\s+(?:del\\s+)?(20\\d{2}))?(\\s+prossima)?\\b`, (m) => {
    const name = m[2]!;
    const year = isYear(m[3]);
    const next = m[1] === 'prossima' || Boolean(m[4]);
    const window = year !== null ? seasonWindow(name, name === 'inverno' && seasonWindow(name, year - 1).to >= today ? year - 1 : year) : nextWindow(today, (y) => seasonWindow(name, y), next);
    draft.periods.push({ rank: 1, ...window });
  });
  const holiday = (source: string, window: (year: number) => { from: IsoDay; to: IsoDay }) =>
    scan.each(source, () => void draft.periods.push({ rank: 2, ...nextWindow(today, window) }));
  holiday('\\b(?:(?:vacanze\\s+di\\s+)?natale|natalizi[ae]|feste\\s+di\\s+fine\\s+anno)\\b', (y) => ({ from: isoDayOf(y, 12, 20), to: isoDayOf(y + 1, 1, 6) }));
  holiday('\\bcapodanno\\b', (y) => ({ from: isoDayOf(y, 12, 27), to: isoDayOf(y + 1, 1, 3) }));
  holiday('\\bferragosto\\b', (y) => ({ from: isoDayOf(y, 8, 8), to: isoDayOf(y, 8, 22) }));
  holiday('\\b(?:pasqua|pasquetta|ponte\\s+di\\s+pasqua)\\b', (y) => {
    const easter = easterSunday(y);
    return { from: addIsoDays(easter, -4) ?? easter, to: addIsoDays(easter, 4) ?? easter };
  });
  scan.each('\\b(?:(?:nel|per\\s+il|entro\\s+il|del)\\s+)?(20\\d{2})\\b(?!\\s*(?:euro|eur|k)\\b)', (m) => {
    const year = isYear(m[1]);
    if (year === null) return false;
    draft.years.push(year);
  });

  if (mentions.length) {
    const standaloneYear = draft.years[0] ?? null;
    const windowOf = (mention: (typeof mentions)[number], year: number): Period => {
      const last = daysInMonth(year, mention.month);
      const [first, end] =
        mention.part === 'inizio' || mention.part === 'primi' ? [1, 10]
        : mention.part === 'meta' ? [10, 20]
        : mention.part === 'fine' || mention.part === 'ultimi' ? [20, last]
        : [1, last];
      return { rank: 0, from: isoDayOf(year, mention.month, first), to: isoDayOf(year, mention.month, end) };
    };
    const yearFrom = (mention: (typeof mentions)[number], anchor: IsoDay) => {
      if (mention.year !== null) return mention.year;
      if (standaloneYear !== null) return standaloneYear;
      const anchorYear = Number(anchor.slice(0, 4));
      return windowOf(mention, anchorYear).to >= anchor ? anchorYear : anchorYear + 1;
    };
    // Each mention as the first month in turn; keep the tightest span ("dicembre o gennaio").
    let best: Period | null = null;
    for (const anchor of mentions) {
      const start = windowOf(anchor, yearFrom(anchor, today));
      const windows = mentions.map((mention) => (mention === anchor ? start : windowOf(mention, yearFrom(mention, start.from))));
      const span: Period = {
        rank: 0,
        from: windows.reduce((min, w) => (w.from < min ? w.from : min), start.from),
        to: windows.reduce((max, w) => (w.to > max ? w.to : max), start.to),
      };
      if (!best || span.to < best.to) best = span;
    }
    if (best) draft.periods.push(best);
  } else if (draft.years.length && !draft.periods.length) {
    const year = draft.years[0]!;
    draft.periods.push({ rank: 4, from: isoDayOf(year, 1, 1), to: isoDayOf(year, 12, 31) });
  }
  const chosen = [...draft.periods].sort((a, b) => a.rank - b.rank)[0];
  if (chosen) {
    draft.dateFrom = chosen.from < today ? today : chosen.from;
    draft.dateTo = chosen.to;
  }
}

function readPrices(scan: Scanner, draft: Draft): void {
  const plausible = (value: number | null, unit: string | undefined, match: RegExpExecArray): value is number => {
    if (value === null) return false;
    if (unit) return true;
    // Without "euro" only budget-sized numbers not followed by a unit ("10 giorni") count.
    return value >= 100 && !unitWords.has(scan.wordAfter(match));
  };
  scan.each(`\\b(?:tra|fra|da|dai|dal)\\s+(?:i\\s+|gli\\s+)?(${amount})\\s*(${currency})?\\s+(?:e|a|ai|agli)\\s+(?:i\\s+|gli\\s+)?(${amount})\\s*(${currency})?`, (m) => {
    const low = amountOf(m[1]!);
    const high = amountOf(m[3]!);
    const unit = m[2] ?? m[4];
    if (!plausible(low, unit, m) || !plausible(high, unit, m)) return false;
    draft.priceMinEur ??= Math.min(low, high);
    draft.priceMaxEur ??= Math.max(low, high);
  });
  const max = `\\b(?:al\\s+di\\s+sotto\\s+(?:dei|di|degli)|sotto\\s+(?:i|gli|ai|a)|sotto|meno\\s+di|al\\s+massimo|massimo|max|entro\\s+(?:i|gli)|entro|non\\s+oltre\\s+(?:i|gli)?|non\\s+piu\\s+di|fino\\s+a(?:d|i)?|budget\\s+(?:di\\s+|massimo\\s+|max\\s+)?|spesa\\s+(?:massima\\s+)?(?:di\\s+)?|spendere\\s+(?:al\\s+massimo\\s+)?|con)\\s*(${amount})\\s*(${currency})?`;
  scan.each(max, (m) => {
    const value = amountOf(m[1]!);
    if (!plausible(value, m[2], m)) return false;
    draft.priceMaxEur ??= value;
  });
  scan.each(`\\b(?:piu\\s+di|oltre\\s+(?:i|gli)?|almeno|sopra\\s+(?:i|gli|ai)?|minimo|da)\\s*(${amount})\\s*(${currency})?`, (m) => {
    const value = amountOf(m[1]!);
    if (!plausible(value, m[2], m)) return false;
    draft.priceMinEur ??= value;
  });
  scan.each(`\\b(${amount})\\s*(${currency})`, (m) => {
    const value = amountOf(m[1]!);
    if (value === null) return false;
    draft.priceMaxEur ??= value;
  });
  scan.each(`\\b${currency}\\s*(${amount})\\b`, (m) => {
    const value = amountOf(m[1]!);
    if (value === null) return false;
    draft.priceMaxEur ??= value;
  });
}

type Place = { kind: 'continent'; code: string } | { kind: 'country'; iso3: string } | { kind: 'city'; iso3: string };

const placeTables = new WeakMap<AiSearchCatalogue, { pattern: string; places: Map<string, Place> }>();

function normalisedName(name: string): string {
  return normaliseQuery(name).text.replace(/[+.,-]/g, ' ').replace(/\s+/g, ' ').trim();
}

// One alternation for every name of the catalogue, longest first ("sud africa" before "africa").
function placeTable(catalogue: AiSearchCatalogue) {
  const cached = placeTables.get(catalogue);
  if (cached) return cached;
  const places = new Map<string, Place>();
  const add = (name: string, place: Place) => {
    const key = normalisedName(name);
    if (key.length >= 2 && !places.has(key)) places.set(key, place);
  };
  const known = new Set(catalogue.countries.map((c) => c.isoCodeAlpha3.toUpperCase()));
  for (const country of catalogue.countries) add(country.name, { kind: 'country', iso3: country.isoCodeAlpha3.toUpperCase() });
  for (const [iso3, names] of Object.entries(countryAliases)) if (known.has(iso3)) for (const name of names) add(name, { kind: 'country', iso3 });
  for (const [name, iso3] of cityCountries) if (known.has(iso3)) add(name, { kind: 'city', iso3 });
  for (const continent of catalogue.continents) {
    add(continent.name, { kind: 'continent', code: continent.code });
    for (const name of continentAliases[continent.code] ?? []) add(name, { kind: 'continent', code: continent.code });
  }
  const table = { pattern: places.size ? `\\b(?:${alternation(places.keys())})\\b` : '', places };
  placeTables.set(catalogue, table);
  return table;
}

const articles = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le', 'in', 'a', 'per']);

// "non in Europa", "tranne la Francia", "niente mare": understood, but excluded.
function negated(scan: Scanner, index: number): boolean {
  const words = scan.wordsBefore(index, 2);
  const last = words[words.length - 1] ?? '';
  const previous = words.length === 2 ? words[0]! : '';
  return negations.has(last) || (articles.has(last) && negations.has(previous));
}

function readPlaces(scan: Scanner, draft: Draft, catalogue: AiSearchCatalogue): void {
  const { pattern, places } = placeTable(catalogue);
  if (!pattern) return;
  scan.each(pattern, (m) => {
    const place = places.get(m[0]);
    if (!place || negated(scan, m.index)) return; // understood, but excluded
    if (place.kind === 'continent') draft.continents.push(place.code);
    else if (place.kind === 'country') draft.countries.push(place.iso3);
    else {
      const typed = scan.original(m);
      draft.cities.push({ name: typed.charAt(0).toUpperCase() + typed.slice(1), country: place.iso3 });
    }
  });
}

function readMoods(scan: Scanner, draft: Draft): void {
  const found: { mood: Mood; at: number }[] = [];
  for (const mood of moods) {
    scan.each(`\\b(?:${moodPatterns[mood]})\\b`, (m) => {
      if (!negated(scan, m.index)) found.push({ mood, at: m.index });
    });
  }
  draft.moods = [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.mood))];
}

function readFlags(scan: Scanner, draft: Draft): void {
  scan.each('\\b(?:in\\s+offerta|offert[ae]|scontat\\w*|scont[oi]|promo\\w*|saldi|occasion[ei]|affar[ei])\\b', () => {
    draft.discounted = true;
  });
  scan.each('\\b(?:(?:camer[ae]|stanz[ae])\\s+(?:singol[ae]|privat[ae]|tutta\\s+per\\s+me|da\\s+sol[oa])|senza\\s+condividere(?:\\s+la)?\\s+(?:camera|stanza)|singola)\\b', () => {
    draft.privateRoom = true;
  });
  scan.each('\\b(?:low\\s+cost|economic\\w*|spendere\\s+poco|risparmi\\w*|meno\\s+car[oi]|prezz[oi]\\s+bass[oi])\\b', () => {
    draft.cheapestFirst = true;
  });
  scan.each('\\b(?:partenz[ae]\\s+)?(?:confermat[aeio]|garantit[aeio])\\b', () => {
    draft.confirmedOnly = true;
  });
}

/**
 * The built-in interpreter: reads an Italian request (any input; non-strings and hostile text
 * give an empty result) and returns validated filters, moods, commentary and a confidence.
 */
export function interpretQuery(input: unknown, context: InterpretContext): AiSearchResult {
  const scan = new Scanner(normaliseQuery(input));
  if (!scan.text || !isIsoDay(context.today)) return resultFromIntent(emptyIntent, { ...context, today: isIsoDay(context.today) ? context.today : '1970-01-01' }, 0);
  const draft: Draft = { ...emptyIntent, continents: [], countries: [], cities: [], moods: [], periods: [], years: [] };
  readAges(scan, draft);
  readRelativePeriods(scan, draft, context.today);
  readDurations(scan, draft);
  readPeriods(scan, draft, context.today);
  readPrices(scan, draft);
  readPlaces(scan, draft, context.catalogue);
  readMoods(scan, draft);
  readFlags(scan, draft);
  const { periods: _periods, years: _years, ...fields } = draft;
  // A list longer than the schema allows keeps its first entries rather than failing whole.
  const intent = searchIntentSchema.safeParse({
    ...fields,
    continents: fields.continents.slice(0, 7),
    countries: [...new Set(fields.countries)].slice(0, 30),
    cities: fields.cities.slice(0, 10),
  });
  const coverage = scan.coverage();
  const confidence = scan.anyUnderstood() ? (coverage ?? 1) : 0;
  return resultFromIntent(intent.success ? intent.data : emptyIntent, context, confidence);
}
