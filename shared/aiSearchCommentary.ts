/**
 * AI search commentary: the "here is what I understood" lines of a result (i18n keys and their
 * parameters, rendered by worker/routes/searchAi.tsx) and, when the strict reading found nothing,
 * the sentence that says what was relaxed ("Nessun viaggio in Giappone ad aprile sotto i
 * 2.000 €: ecco quelli fino a 2.500 €."). Pure: translations and formats come from the caller.
 */
import type { IsoDay } from './dates';
import type { Filters } from './filters';
import type {
  AiSearchCatalogue, AiSearchResult, Climate, InterpretContext, Mood, SearchIntent, TripStyle,
} from './aiSearchIntent';
import { countryPrepositions } from './aiSearchLexicon';
import type { AgeRange } from './priceBuckets';

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
  | { key: 'styles'; params: { styles: TripStyle[] } }
  /** The first countries with that weather (names), and how many more there are. */
  | { key: 'climate'; params: { climate: Climate; names: string; more: number } }
  | { key: 'ageBand'; params: { ageBand: AgeRange } }
  | { key: 'discounted' | 'privateRoom' | 'cheapestFirst' | 'confirmedOnly'; params: Record<string, never> };

/** Countries named in a climate note; the rest are counted. */
const climateNamesShown = 6;

// The commentary reads the validated filters, so it never claims what was dropped.
export function notesFor(
  filters: Filters,
  intent: SearchIntent,
  kept: { climate: Climate | null; styles: TripStyle[] },
  { catalogue }: InterpretContext,
): AiSearchNote[] {
  const notes: AiSearchNote[] = [];
  const countryById = new Map(catalogue.countries.map((c) => [c.id, c]));
  if (filters.destinationId?.length && kept.climate) {
    const names = filters.destinationId.map((id) => countryById.get(id)?.name).filter((name) => name !== undefined);
    notes.push({
      key: 'climate',
      params: { climate: kept.climate, names: names.slice(0, climateNamesShown).join(', '), more: Math.max(0, names.length - climateNamesShown) },
    });
  } else if (filters.destinationId?.length) {
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
  if (kept.styles.length) notes.push({ key: 'styles', params: { styles: kept.styles } });
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
// What was relaxed, in words
// ---------------------------------------------------------------------------------------------

/** Parts of a request that a wider search can leave out (aiSearchRelax.ts). */
export const relaxableDetails = ['climate', 'duration', 'age', 'style', 'moods', 'discounted', 'privateRoom', 'confirmedOnly'] as const;
export type RelaxableDetail = (typeof relaxableDetails)[number];

/** One way a search was widened; prices in EUR cents. */
export type Relaxation =
  | { kind: 'budget'; priceTo: number }
  | { kind: 'period'; from: IsoDay; to: IsoDay | null }
  | { kind: 'region'; continents: string[] }
  | { kind: 'anywhere' }
  | { kind: 'details'; dropped: RelaxableDetail[] };

/** The main constraints of the strict reading, as the sentence names them. */
export interface RequestSummary {
  styles: TripStyle[];
  countries: { iso3: string; name: string }[];
  continents: { code: string; name: string }[];
  climate: Climate | null;
  period: { from: IsoDay; to: IsoDay | null } | null;
  priceFrom: number | null;
  priceTo: number | null;
}

export function requestSummary(result: AiSearchResult, catalogue: AiSearchCatalogue): RequestSummary {
  const { filters } = result;
  const countries = result.climate
    ? []
    : (filters.destinationId ?? [])
        .map((id) => catalogue.countries.find((c) => c.id === id))
        .filter((c) => c !== undefined)
        .map((c) => ({ iso3: c.isoCodeAlpha3.toUpperCase(), name: c.name }));
  const continents = (filters.continentId ?? [])
    .map((id) => catalogue.continents.find((c) => c.id === id))
    .filter((c) => c !== undefined)
    .map((c) => ({ code: c.code, name: c.name }));
  return {
    styles: result.styles,
    countries,
    continents,
    climate: result.climate,
    period: filters.dateFrom ? { from: filters.dateFrom, to: filters.dateTo ?? null } : null,
    priceFrom: filters.priceFrom ?? null,
    priceTo: filters.priceTo ?? null,
  };
}

/** Translation and formats the sentence needs (the page's i18next and market formats). */
export interface SentenceFormat {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** "1 aprile" */
  day: (day: IsoDay) => string;
  /** "aprile" */
  month: (day: IsoDay) => string;
  /** Cents → "2.000 €" */
  price: (cents: number) => string;
  /** ["a", "b", "c"] → "a, b e c" */
  list: (items: string[]) => string;
  /** Italian prepositions of countries ("negli Stati Uniti") apply to Italian only. */
  language: string;
}

const isFirstOfMonth = (day: IsoDay) => day.endsWith('-01');
function isLastOfMonth(day: IsoDay): boolean {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

function periodPhrase(period: { from: IsoDay; to: IsoDay | null }, f: SentenceFormat): string {
  const key = 'aiSearch.relaxed';
  if (!period.to) return f.t(`${key}.periodFrom`, { from: f.day(period.from) });
  if (isFirstOfMonth(period.from) && isLastOfMonth(period.to)) {
    const month = f.month(period.from);
    if (period.from.slice(0, 7) === period.to.slice(0, 7)) return f.t(`${key}.month`, { month, context: /^[aeiou]/i.test(month) ? 'vowel' : undefined });
    return f.t(`${key}.months`, { from: month, to: f.month(period.to) });
  }
  return f.t(`${key}.days`, { from: f.day(period.from), to: f.day(period.to) });
}

function countryPhrase(country: { iso3: string; name: string }, f: SentenceFormat): string {
  const preposition = f.language === 'it' ? countryPrepositions[country.iso3] : undefined;
  return preposition ? `${preposition} ${country.name}` : f.t('aiSearch.relaxed.inPlace', { place: country.name });
}

/** "in Giappone ad aprile sotto i 2.000 €" */
export function requestPhrase(summary: RequestSummary, f: SentenceFormat): string {
  const key = 'aiSearch.relaxed';
  const parts: string[] = [];
  if (summary.styles.length) parts.push(f.list(summary.styles.map((style) => f.t(`${key}.style.${style}`))));
  if (summary.countries.length) parts.push(f.list(summary.countries.map((country) => countryPhrase(country, f))));
  else if (summary.continents.length) parts.push(f.t(`${key}.inPlace`, { place: f.list(summary.continents.map((c) => c.name)) }));
  if (summary.climate) parts.push(f.t(`${key}.climate.${summary.climate}`));
  if (summary.period) parts.push(periodPhrase(summary.period, f));
  if (summary.priceFrom !== null && summary.priceTo !== null) parts.push(f.t(`${key}.priceRange`, { from: f.price(summary.priceFrom), to: f.price(summary.priceTo) }));
  else if (summary.priceTo !== null) parts.push(f.t(`${key}.priceMax`, { price: f.price(summary.priceTo) }));
  else if (summary.priceFrom !== null) parts.push(f.t(`${key}.priceMin`, { price: f.price(summary.priceFrom) }));
  return parts.join(' ');
}

/** "fino a 2.500 €, tra marzo e maggio e in tutta l'Asia" */
export function relaxedPhrase(relaxed: readonly Relaxation[], f: SentenceFormat): string {
  const key = 'aiSearch.relaxed';
  const parts = relaxed.map((step) => {
    switch (step.kind) {
      case 'budget':
        return f.t(`${key}.budget`, { price: f.price(step.priceTo) });
      case 'period':
        return periodPhrase(step, f);
      case 'region':
        return f.list(step.continents.map((code) => f.t(`${key}.region.${code}`, { defaultValue: f.t(`${key}.anywhere`) })));
      case 'anywhere':
        return f.t(`${key}.anywhere`);
      case 'details':
        return f.t(`${key}.details`, { details: f.list(step.dropped.map((detail) => f.t(`${key}.detail.${detail}`))) });
    }
  });
  return f.list(parts);
}

/**
 * The sentence shown above widened results, or above none when even the widest search found
 * nothing: "Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a 2.500 €."
 */
export function relaxationSentence(summary: RequestSummary, relaxed: readonly Relaxation[], found: boolean, f: SentenceFormat): string {
  const request = requestPhrase(summary, f);
  const context = request ? undefined : 'generic';
  if (!found || !relaxed.length) return f.t('aiSearch.relaxed.none', { request, context });
  return f.t('aiSearch.relaxed.lead', { request, relaxed: relaxedPhrase(relaxed, f), context });
}
