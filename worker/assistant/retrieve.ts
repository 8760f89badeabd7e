/**
 * Retrieval for the trip assistant: the trip and departure a question is about, the FAQ items
 * that answer it and the trips a search-like question asks for, all read from the request's
 * catalogue source (embedded D1 or upstream, whichever the site uses) at the time of the answer.
 */
import type { Market } from '../../markets/config';
import { interpretQuery, type AiSearchCatalogue, type AiSearchResult } from '../../shared/aiSearch';
import { isBookable } from '../../shared/tourStatus';
import type { CatalogueSource } from '../data/catalogue';
import type { Layout, Tour, TravelCard, TravelCore } from '../data/types';
import { normalise } from './intents';

/** Upcoming departures of a trip (the source lists them by date), optionally in one month (yyyy-MM). */
export function departuresOf(core: TravelCore, today: string, month?: string | null): Tour[] {
  return core.tours.filter((tour) => tour.startingDate.slice(0, 10) > today && (!month || tour.startingDate.slice(0, 7) === month));
}

/** The departure a question is about: the one in context, else the first bookable one (of the month), else the first. */
export function pickTour(core: TravelCore, today: string, options: { tourId?: string | null; month?: string | null }): Tour | null {
  const upcoming = departuresOf(core, today);
  if (options.tourId) {
    const chosen = upcoming.find((tour) => String(tour.id) === options.tourId || tour.code === options.tourId);
    if (chosen && (!options.month || chosen.startingDate.slice(0, 7) === options.month)) return chosen;
  }
  const pool = options.month ? upcoming.filter((tour) => tour.startingDate.slice(0, 7) === options.month) : upcoming;
  return pool.find((tour) => isBookable(tour)) ?? pool[0] ?? null;
}

/** A trip by slug, or by numeric id (looked up through the travels list); null when unknown. */
export async function loadTravel(source: CatalogueSource, reference: string | null | undefined): Promise<TravelCore | null> {
  const ref = (reference ?? '').trim();
  if (!ref || ref.length > 200) return null;
  if (/^\d{1,9}$/.test(ref)) {
    const [card] = await source.travels({ travelId: [Number(ref)], perPage: 1 });
    return card ? source.travel(card.slug) : null;
  }
  if (!/^[a-z0-9-]+$/i.test(ref)) return null;
  return source.travel(ref.toLowerCase());
}

/** What the built-in search interpreter needs to know of the catalogue (destinations, styles). */
export function catalogueOf(layout: Layout | null): AiSearchCatalogue {
  const available = layout?.availableFilters;
  const groups = available?.destinations ?? [];
  const codes = (list: readonly { code: string }[] | undefined) => (list?.length ? list.map((item) => item.code) : undefined);
  return {
    continents: groups.map((group) => ({ id: group.continent.id, code: group.continent.code, name: group.continent.name })),
    countries: groups.flatMap((group) =>
      group.items.map((item) => ({ id: item.id, name: item.name, isoCodeAlpha3: item.isoCodeAlpha3, continentId: group.continent.id })),
    ),
    travelStyles: codes(available?.travelStyles),
    travelTypes: codes(available?.travelTypes),
  };
}

/**
 * The interpreter reads Italian: the few words a search needs (months, "under", "week", "sea")
 * are put into Italian first, whatever language they came in. Destination names come from the
 * catalogue in the market's language, so they need no help.
 */
const toItalian: readonly [RegExp, string][] = [
  [/\b(january|enero|janvier|januar)\b/g, 'gennaio'], [/\b(february|febrero|fevrier|februar)\b/g, 'febbraio'],
  [/\b(march|mars|marz|maerz)\b/g, 'marzo'], [/\b(april|abril|avril)\b/g, 'aprile'], [/\b(may|mayo|mai)\b/g, 'maggio'],
  [/\b(june|junio|juin|juni)\b/g, 'giugno'], [/\b(july|julio|juillet|juli)\b/g, 'luglio'], [/\b(august|aout)\b/g, 'agosto'],
  [/\b(september|septiembre|septembre)\b/g, 'settembre'], [/\b(october|octubre|octobre|oktober)\b/g, 'ottobre'],
  [/\b(november|noviembre)\b/g, 'novembre'], [/\b(december|diciembre|decembre|dezember)\b/g, 'dicembre'],
  [/\b(under|below|less than|menos de|por debajo de|moins de|en dessous de|unter|weniger als|bis zu|max)\b/g, 'sotto i'],
  [/\b(a week|one week|una semana|une semaine|eine woche|week|semana|semaine|woche)\b/g, 'una settimana'],
  [/\b(two weeks|dos semanas|deux semaines|zwei wochen)\b/g, 'due settimane'],
  [/\b(sea|beach|seaside|playa|mar|mer|plage|meer|strand)\b/g, 'mare'],
  [/\b(mountains?|montana|montagne|berge|gebirge)\b/g, 'montagna'],
  [/\b(hiking|trekking|senderismo|randonnee|wandern|wanderung)\b/g, 'trekking'],
  [/\b(confirmed|guaranteed|confirmad[ao]s?|garantizad[ao]s?|confirmee?s?|garantie?s?|bestatigte[nr]?|garantierte[nr]?)\b/g, 'confermate'],
  [/\b(euros?)\b/g, 'euro'], [/\b(dollars?)\b/g, 'dollari'], [/\b(pounds?)\b/g, 'sterline'],
  [/\b(in|en|im|au|de|of|von|at|a|the|el|la|le|der|die|das)\b/g, ' '],
];

export function italianSearchText(text: string): string {
  let plain = normalise(text).trim();
  for (const [pattern, replacement] of toItalian) plain = plain.replace(pattern, replacement);
  return plain.replace(/\s+/g, ' ').trim();
}

export interface SearchFound {
  result: AiSearchResult;
  travels: TravelCard[];
  total: number;
}

/** A search-like question through the existing interpreter; null when it understood nothing. */
export async function searchTrips(source: CatalogueSource, market: Market, text: string, today: string): Promise<SearchFound | null> {
  const catalogue = catalogueOf(await source.layout());
  const query = market.language === 'it' ? text : italianSearchText(text);
  const result = interpretQuery(query, { today, catalogue });
  if (!result.notes.length) return null;
  const { page: _page, perPage: _perPage, ...filters } = result.filters;
  const page = await source.travelsPaginated({ ...filters, tab: 'travels', perPage: 4, currency: market.currency });
  return { result, travels: (page.data as TravelCard[]).slice(0, 4), total: page.total ?? page.data.length };
}

export interface FaqItem {
  question: string;
  answer: string;
  /** Where it was read: the trip page or the FAQ page. */
  from: 'trip' | 'faqs';
}

/** FAQ items of the FAQ page (its faq blocks). */
export async function faqPageItems(source: CatalogueSource): Promise<FaqItem[]> {
  const result = await source.customPage({ routingKey: 'faqs' } as Parameters<CatalogueSource['customPage']>[0]);
  if (result.status !== 'found') return [];
  const items: FaqItem[] = [];
  for (const block of result.page.blocks) {
    if (block.blockType !== 'faq') continue;
    const list = (block.content as { items?: unknown }).items;
    if (!Array.isArray(list)) continue;
    for (const item of list as { question?: unknown; answer?: unknown }[]) {
      if (typeof item?.question === 'string' && typeof item.answer === 'string') items.push({ question: item.question, answer: item.answer, from: 'faqs' });
    }
  }
  return items;
}

export function tripFaqItems(core: TravelCore | null): FaqItem[] {
  if (!core) return [];
  const { general, itinerary, destination } = core.travel.faqs;
  return [...destination, ...itinerary, ...general].map((item) => ({ question: item.question, answer: item.answer, from: 'trip' as const }));
}

const stopWords = new Set(
  (
    'come cosa dove quando quanto quale quali sono della delle degli dello nella nelle posso devo viaggio viaggi questo questa ' +
    'what when where which with does have your this that from about trip trips there will ' +
    'como cuando donde cual cuales para puedo tengo viaje viajes esta este sobre ' +
    'comment quand quel quelle quels pour avec dans puis voyage voyages cette est vous avez nous votre ' +
    'was wann welche welcher kann ich reise reisen diese dieser eine einen gibt'
  ).split(' '),
);

/**
 * Topics a question and an FAQ item may name with different words (and in different languages):
 * a word starting with one of these stems also counts as the topic itself.
 */
const topics: Readonly<Record<string, readonly string[]>> = {
  sleep: ['dorm', 'sleep', 'duerm', 'dort', 'schlaf', 'ubernacht', 'uebernacht', 'pernott', 'notte', 'overnight'],
  season: ['periodo', 'stagion', 'season', 'epoca', 'saison', 'reisezeit', 'jahreszeit', 'clima', 'weather', 'meteo', 'wetter', 'tiempo'],
  luggage: ['bagagl', 'valigi', 'luggage', 'baggage', 'suitcase', 'pack', 'equipaj', 'maleta', 'bagage', 'valise', 'gepack', 'gepaeck', 'koffer'],
  money: ['contant', 'cash', 'carta di credito', 'credit card', 'efectivo', 'tarjeta', 'especes', 'bargeld', 'kreditkart', 'valuta locale', 'local currency'],
};

function keywords(text: string): string[] {
  const words = normalise(text)
    .trim()
    .split(' ')
    .filter((word) => word.length >= 4 && !stopWords.has(word));
  const found = words.map((word) => word.slice(0, 6));
  for (const [topic, stems] of Object.entries(topics)) if (words.some((word) => stems.some((stem) => word.startsWith(stem)))) found.push(`#${topic}`);
  return found;
}

/**
 * The FAQ item that best answers a question: shared word stems with its question (and, weaker,
 * its answer), plus the topic words of the intent when one was recognised. Null below a floor.
 */
export function bestFaq(items: readonly FaqItem[], question: string, topic: readonly string[] = [], floor = 2): FaqItem | null {
  const asked = new Set(keywords(question));
  let best: FaqItem | null = null;
  let bestScore = 0;
  for (const item of items) {
    const q = normalise(item.question);
    const a = normalise(item.answer);
    let score = 0;
    // A shared topic (#sleep, #season…) says more than one shared word.
    for (const stem of new Set(keywords(item.question))) if (asked.has(stem)) score += stem.startsWith('#') ? 3 : 2;
    for (const stem of new Set(keywords(item.answer))) if (asked.has(stem) && !stem.startsWith('#')) score += 0.5;
    for (const word of topic) {
      if (q.includes(` ${word}`)) score += 3;
      else if (a.includes(` ${word}`)) score += 1;
    }
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return bestScore >= floor ? best : null;
}
