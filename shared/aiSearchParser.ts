/**
 * The built-in AI search interpreter (Italian): reads a free-text request with the vocabulary
 * of aiSearchLexicon.ts — places, periods and durations (aiSearchPeriods.ts), budgets, ages,
 * kinds of trip, weather, moods and options — into a `SearchIntent`, then into filters and
 * commentary with `resultFromIntent`, like the Workers AI path. Any input is safe: non-strings
 * and hostile text give an empty result.
 */
import { isIsoDay } from './dates';
import {
  type climates, emptyIntent, moods, resultFromIntent, searchIntentSchema, tripStyles,
  type AiSearchCatalogue, type AiSearchResult, type InterpretContext, type Mood,
} from './aiSearchIntent';
import {
  amountWords, cityCountries, climatePatterns, continentAliases, countryAliases, monthNames, moodPatterns, tripStylePatterns,
} from './aiSearchLexicon';
import { readDurations, readPeriods, readRelativePeriods } from './aiSearchPeriods';
import { alternation, negated, normaliseQuery, Scanner, unitWords, type Draft } from './aiSearchScanner';
import type { AgeRange } from './priceBuckets';

const amount = `(?:\\d{1,3}(?:\\.\\d{3})+|\\d{1,7})(?:,\\d{1,2})?k?|${alternation(Object.keys(amountWords))}`;
const currency = '(?:euro|eur)\\b';

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

const tens: Readonly<Record<string, number>> = { venti: 20, trenta: 30, quaranta: 40, cinquanta: 50 };

function readAges(scan: Scanner, draft: Draft): void {
  const set = (band: AgeRange) => {
    draft.ageBand ??= band;
  };
  const over = (n: number) => set(n >= 33 ? '35-49' : 'ALL');
  const under = (n: number) => set(n <= 36 ? '25-35' : 'ALL');
  scan.each('\\b(?:tra|fra|dai)\\s+(?:i\\s+)?(\\d{2})\\s+(?:e|ai|a)\\s+(?:i\\s+)?(\\d{2})\\s+anni\\b', (m) => set(ageBandOfRange(Number(m[1]), Number(m[2]))));
  // "tra i 25 e i 35" without "anni": not a budget, a duration or days of a month.
  const notAge = `(?!\\s*(?:euro|eur|k|giorni|giorno|gg|notti|notte|settimane|settimana|mesi|mese|${alternation(Object.keys(monthNames))})\\b)(?![.,]\\d)`;
  scan.each(`\\b(?:tra|fra|dai)\\s+(?:i\\s+)?(\\d{2})\\s+(?:e|ai|a)\\s+(?:i\\s+)?(\\d{2})\\b${notAge}`, (m) => {
    const [low, high] = [Number(m[1]), Number(m[2])];
    if (low < 18 || high > 80 || low >= high) return false;
    set(ageBandOfRange(low, high));
  });
  scan.each('\\b(\\d{2})-(\\d{2})(?:\\s+anni)?\\b', (m) => {
    const [low, high] = [Number(m[1]), Number(m[2])];
    if (low < 18 || high > 99 || low >= high) return false;
    set(ageBandOfRange(low, high));
  });
  scan.each('\\bover\\s*(\\d{2})(?:\\s+anni)?\\b', (m) => over(Number(m[1])));
  scan.each(`\\bover\\s+(${alternation(Object.keys(tens))})(?:\\s+anni)?\\b`, (m) => over(tens[m[1]!]!));
  scan.each(`\\bunder\\s+(${alternation(Object.keys(tens))})(?:\\s+anni)?\\b`, (m) => under(tens[m[1]!]!));
  // "35enni", "per 40enni", "una 30enne".
  scan.each('\\b(\\d{2})\\s*enn[ei]\\b', (m) => {
    const n = Number(m[1]);
    if (n < 18 || n > 99) return false;
    set(n < 35 ? '25-35' : '35-49');
  });
  scan.each('\\b(\\d{2})\\+(?:\\s+anni)?', (m) => over(Number(m[1])));
  scan.each('\\b(?:sopra\\s+(?:i|gli)|oltre\\s+(?:i|gli)|piu\\s+di|dai)\\s+(\\d{2})\\s+anni\\b', (m) => over(Number(m[1])));
  scan.each('\\bunder\\s*(\\d{2})(?:\\s+anni)?\\b', (m) => under(Number(m[1])));
  scan.each('\\b(?:sotto\\s+(?:i|gli)|meno\\s+di)\\s+(\\d{2})\\s+anni\\b', (m) => under(Number(m[1])));
  scan.each('\\b(\\d{2})\\s+anni\\b', (m) => {
    const n = Number(m[1]);
    if (n < 18) return false;
    set(n < 35 ? '25-35' : '35-49');
  });
  scan.each('\\b(?:giovani|ventenni|venticinquenni|trentenni|coetanei giovani)\\b', () => set('25-35'));
  scan.each('\\b(?:trentacinquenni|quarantenni|cinquantenni|maturi|adulti)\\b', () => set('35-49'));
  scan.each('\\b(?:tutte\\s+le\\s+eta|eta\\s+mista|ogni\\s+eta)\\b', () => set('ALL'));
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

// "al mare", "in barca a vela", "safari": the catalogue's travel styles and types.
function readStyles(scan: Scanner, draft: Draft): void {
  const found: { style: (typeof tripStyles)[number]; at: number }[] = [];
  for (const style of tripStyles) {
    scan.each(`\\b(?:${tripStylePatterns[style]})\\b`, (m) => {
      if (!negated(scan, m.index)) found.push({ style, at: m.index });
    });
  }
  draft.styles = [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.style))];
}

// "un posto caldo", "lontano dal caldo", "l'aurora boreale": the first wish counts.
function readClimate(scan: Scanner, draft: Draft): void {
  for (const climate of ['cool', 'aurora', 'warm'] as const satisfies readonly (typeof climates)[number][]) {
    scan.each(`\\b(?:${climatePatterns[climate]})\\b`, (m) => {
      // "non troppo caldo" wishes for the cool.
      const wish = climate === 'warm' && negated(scan, m.index) ? 'cool' : climate;
      draft.climate ??= wish;
    });
  }
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

/**
 * The built-in interpreter: reads an Italian request (any input; non-strings and hostile text
 * give an empty result) and returns validated filters, moods, commentary and a confidence.
 */
export function interpretQuery(input: unknown, context: InterpretContext): AiSearchResult {
  const scan = new Scanner(normaliseQuery(input));
  if (!scan.text || !isIsoDay(context.today)) return resultFromIntent(emptyIntent, { ...context, today: isIsoDay(context.today) ? context.today : '1970-01-01' }, 0);
  const draft: Draft = { ...emptyIntent, continents: [], countries: [], cities: [], moods: [], styles: [], periods: [], years: [] };
  readAges(scan, draft);
  readRelativePeriods(scan, draft, context.today);
  readDurations(scan, draft);
  readPeriods(scan, draft, context.today);
  readPrices(scan, draft);
  readPlaces(scan, draft, context.catalogue);
  readStyles(scan, draft);
  readClimate(scan, draft);
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
