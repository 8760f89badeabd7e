/**
 * The trip assistant's evaluation: builds the question set of assistantQuestions.ts against the
 * seeded catalogue (trips, departures, FAQ content read through the site's /api contract, the
 * same data a visitor's page shows) with the facts each right answer must contain, asks each
 * question through POST /api/assistant and scores the answers:
 *
 * - right: the expected intent, every required fact in the answer (text, or a trip card for
 *   searches), the handoff line when one is expected;
 * - invented figures: numbers in the answer that appear nowhere in what the catalogue says about
 *   the question's trip (prices and dates formatted as the market writes them, counts, FAQ text);
 * - wrong language: the meta line or the words of the answer are not the market's language.
 *
 * Runs in workerd (tests/integration/assistant.eval.test.ts; `npm run eval:assistant`).
 */
import { markets, type Language, type MarketId } from '../../markets/config';
import { formatInterpolatedNumber } from '../../markets/i18n';
import { resources } from '../../markets/locales';
import { allInEstimate, costFactsIn } from '../../shared/allInEstimate';
import { confirmationOf } from '../../shared/confirmation';
import { formatDate, formatDays, todayIn } from '../../shared/dates';
import { filtersFromQuery } from '../../shared/filters';
import { formatPrice } from '../../shared/money';
import { installmentSettings, paymentOptions } from '../../shared/paymentPlan';
import { isBookable, isConfirmedStatus, type SalesStatus } from '../../shared/tourStatus';
import { faqTopicWords, paraphraseTemplates, tripFaqQuestions, questionTemplates, type EvalContextKind, type EvalIntent, type QuestionTemplate } from './assistantQuestions';

type Money = Record<string, number>;
interface EvalTour {
  id: number; code: string; startingDate: string; endingDate: string; price: Money; salesStatus: SalesStatus;
  freeSeats: number; seatsToConfirm: number; minSeats: number; balanceDueDate: string;
  deposit: { price: Money; cutOffDate: string; available: boolean } | null;
  isNoSharingRoomAvailable: boolean; privateRoomSupplement: Money | null; flexibleCancellationPrice: Money | null;
  groupFund: Money | null; flightsMinPrice: Money | null; coordinator: { name: string } | null;
}
interface EvalTravel {
  travel: {
    id: number; slug: string; title: string; days: number; nights: number; minTravellers: number; maxTravellers: number;
    effortLevel: number | null; moods: { label: string }[]; ageRange: { label: string };
    included: { title: string }[]; notIncluded: { title: string }[]; coordinator: { name: string } | null;
    countries: { id: number; name: string }[];
    bestTour: { startingDate: string; endingDate: string; price: Money } | null;
    faqs: Record<'general' | 'itinerary' | 'destination', { question: string; answer: string }[]>;
  };
  tours: EvalTour[];
}

export interface EvalQuestion {
  id: string;
  market: MarketId;
  language: Language;
  intent: EvalIntent;
  /** The base phrasings or the paraphrases written after the engine. */
  set: 'base' | 'paraphrase';
  /** Intents that also count as right (a month follow-up may be read as a departures question). */
  accept: EvalIntent[];
  message: string;
  contextKind: EvalContextKind;
  context?: { travel?: string; tour?: string; page?: string };
  state?: { travel?: string; tour?: string; month?: string };
  /** What a right answer must contain (in its text). */
  facts: string[];
  /** For searches: a trip the cards must include. */
  card?: string;
  handoff?: 'asked' | 'unknown';
  /** Everything the catalogue says about the question's trip: numbers outside it are invented. */
  known: string[];
}

export type Api = (market: MarketId, path: string, init?: RequestInit) => Promise<Response>;

const evalMarkets: { market: MarketId; trips: number; offset: number }[] = [
  { market: 'it', trips: 2, offset: 0 },
  { market: 'es', trips: 2, offset: 2 },
  { market: 'fr', trips: 2, offset: 4 },
  { market: 'de', trips: 2, offset: 6 },
  { market: 'us', trips: 1, offset: 8 },
  { market: 'we', trips: 1, offset: 9 },
];

async function json<T>(response: Promise<Response>): Promise<T> {
  const res = await response;
  if (!res.ok) throw new Error(`catalogue API answered ${res.status}`);
  return (await res.json()) as T;
}

function monthName(yearMonth: string, market: MarketId): string {
  return new Intl.DateTimeFormat(markets[market].intlLocale, { month: 'long', timeZone: 'UTC' }).format(new Date(`${yearMonth}-15T12:00:00Z`));
}

/** Every value of the trip's catalogue answer, written as the market writes it (the invented-figure yardstick). */
function knownOf(detail: EvalTravel, market: MarketId, today: string, settings: unknown, extra: string[] = []): string[] {
  const { currency, language } = markets[market];
  const out: string[] = [JSON.stringify(detail.travel), ...extra];
  const price = (money: Money | null | undefined) => (money && money[currency] !== undefined ? formatPrice(money[currency]!, currency, market) : '');
  const count = (n: number) => String(formatInterpolatedNumber(n, language));
  out.push(count(detail.travel.days), count(detail.travel.nights), count(detail.travel.minTravellers), count(detail.travel.maxTravellers), '5');
  if (detail.travel.bestTour) out.push(price(detail.travel.bestTour.price), formatDays(detail.travel.bestTour.startingDate, detail.travel.bestTour.endingDate, market));
  for (const tour of detail.tours) {
    out.push(formatDays(tour.startingDate, tour.endingDate, market), count(tour.freeSeats), formatDate(tour.balanceDueDate.slice(0, 10), market));
    for (const money of [tour.price, tour.deposit?.price, tour.privateRoomSupplement, tour.flexibleCancellationPrice, tour.groupFund, tour.flightsMinPrice]) out.push(price(money));
    if (tour.deposit) out.push(formatDate(tour.deposit.cutOffDate.slice(0, 10), market));
    const c = confirmationOf({ ...tour, balanceDueDate: tour.balanceDueDate.slice(0, 10) }, today);
    if (c.kind === 'pending') out.push(count(c.missing), count(c.booked), count(c.needed), c.deadline ? formatDate(c.deadline, market) : '');
    const plan = planOf(tour, market, today, settings);
    for (const option of [plan?.deposit, plan?.installments]) {
      for (const payment of option ?? []) out.push(formatPrice(payment.amount, currency, market), formatDate(payment.due, market));
    }
    if (plan?.installments) out.push(count(plan.installments.length));
    const costs = allInOf(tour, market);
    if (costs) out.push(formatPrice(costs.total, currency, market));
  }
  return out.filter(Boolean);
}

function planOf(tour: EvalTour, market: MarketId, today: string, settings: unknown) {
  const { currency } = markets[market];
  const total = tour.price[currency];
  if (total === undefined) return null;
  const deposit = tour.deposit?.available ? tour.deposit.price[currency] : undefined;
  return paymentOptions({
    total, currency,
    deposit: deposit !== undefined && tour.deposit ? { amount: deposit, cutOff: tour.deposit.cutOffDate.slice(0, 10) } : null,
    balanceDue: tour.balanceDueDate.slice(0, 10), today, settings: installmentSettings(settings),
  });
}

function allInOf(tour: EvalTour, market: MarketId) {
  const facts = costFactsIn(markets[market].currency, {
    price: tour.price, privateRoom: tour.privateRoomSupplement, flexibleCancellation: tour.flexibleCancellationPrice,
    groupFund: tour.groupFund, flights: tour.flightsMinPrice,
  });
  return facts ? allInEstimate(facts, { privateRoom: false, flexibleCancellation: false }) : null;
}

/** Builds the evaluation set from the seeded catalogue as it is today. */
export async function buildEvalSet(api: Api): Promise<EvalQuestion[]> {
  const questions: EvalQuestion[] = [];
  // Trips with upcoming departures, in catalogue order, the same list for every market.
  const list = await json<{ data: { slug: string }[] }>(api('it', '/api/travels', { method: 'POST', body: JSON.stringify({ perPage: 60, sort: 'date:asc' }), headers: { 'content-type': 'application/json' } }));
  const slugs = list.data.map((travel) => travel.slug);
  for (const { market, trips, offset } of evalMarkets) {
    const { language, currency, timeZone } = markets[market];
    const today = todayIn(timeZone);
    const price = (money: Money | null | undefined) => (money && money[currency] !== undefined ? formatPrice(money[currency]!, currency, market) : null);
    const count = (n: number) => String(formatInterpolatedNumber(n, language));
    const layout = await json<{ data: { settings: { installmentPayments: unknown } } }>(api(market, '/api/layouts'));
    const settings = layout.data.settings.installmentPayments;
    const faqPage = await json<{ data: { blocks: { blockType: string; content: { items?: { question: string; answer: string }[] } }[] } }>(
      api(market, '/api/custompages/show?routingKey=faqs'),
    );
    const faqItems = faqPage.data.blocks.filter((block) => block.blockType === 'faq').flatMap((block) => block.content.items ?? []);
    const templates = questionTemplates[language];
    const add = (question: Omit<EvalQuestion, 'id' | 'market' | 'language' | 'accept' | 'set'> & { accept?: EvalIntent[]; set?: EvalQuestion['set'] }) =>
      questions.push({ id: `${market}-${questions.length + 1}`, market, language, accept: [], set: 'base', ...question });
    const tagged = (list: readonly QuestionTemplate[], set: EvalQuestion['set']) => list.map((template) => ({ ...template, set }));
    const paraphrases = tagged(paraphraseTemplates[language], 'paraphrase');

    const picked: EvalTravel[] = [];
    for (const slug of slugs.slice(offset * 3)) {
      if (picked.length >= trips) break;
      const detail = (await json<{ data: EvalTravel }>(api(market, `/api/travels/show?slug=${encodeURIComponent(slug)}`))).data;
      const upcoming = detail.tours.filter((tour) => tour.startingDate.slice(0, 10) > today);
      if (upcoming.length >= 2 && upcoming.some((tour) => isBookable(tour))) picked.push(detail);
    }

    picked.forEach((detail, n) => {
      const travel = detail.travel;
      const upcoming = detail.tours.filter((tour) => tour.startingDate.slice(0, 10) > today);
      const tour = upcoming.find((t) => isBookable(t)) ?? upcoming[0]!;
      const dates = formatDays(tour.startingDate, tour.endingDate, market);
      const known = knownOf(detail, market, today, settings);
      const later = upcoming.find((t) => t.startingDate.slice(0, 7) !== tour.startingDate.slice(0, 7)) ?? upcoming[1]!;
      const followMonth = later.startingDate.slice(0, 7);
      const firstInMonth = upcoming.find((t) => t.startingDate.slice(0, 7) === followMonth)!;
      const confirmed = upcoming.find((t) => isConfirmedStatus(t.salesStatus));
      const pending = confirmationOf({ ...tour, balanceDueDate: tour.balanceDueDate.slice(0, 10) }, today);
      const plan = planOf(tour, market, today, settings);
      const allIn = allInOf(tour, market);
      const visa = Object.values(travel.faqs).flat().find((item) => faqTopicWords['policy.documents'][language].test(item.question));

      const facts: Partial<Record<EvalIntent, string[]>> = {
        'trip.length': [count(travel.days), count(travel.nights)],
        'trip.price': travel.bestTour ? [price(travel.bestTour.price)!, formatDays(travel.bestTour.startingDate, travel.bestTour.endingDate, market)] : [],
        'trip.included': travel.included.slice(0, 2).map((item) => item.title),
        'trip.notIncluded': travel.notIncluded.slice(0, 2).map((item) => item.title),
        'trip.effort': travel.effortLevel ? [count(travel.effortLevel)] : [],
        'trip.moods': travel.moods.slice(0, 1).map((mood) => mood.label),
        'trip.group': [count(travel.minTravellers), count(travel.maxTravellers)],
        'trip.coordinator': [tour.coordinator?.name ?? travel.coordinator?.name].filter((name): name is string => Boolean(name)),
        'departures.next': [formatDays(upcoming[0]!.startingDate, upcoming[0]!.endingDate, market), count(upcoming[0]!.freeSeats)],
        'departures.confirmed': confirmed ? [formatDays(confirmed.startingDate, confirmed.endingDate, market), count(confirmed.freeSeats)] : [],
        'policy.documents': visa ? [visa.answer] : [],
        faq: [Object.values(travel.faqs).flat().find((item) => tripFaqQuestions[language][n % 2]!.test(item.question))?.answer ?? ''].filter(Boolean),
        'departures.month': [formatDays(firstInMonth.startingDate, firstInMonth.endingDate, market)],
        'departures.seats': [dates, count(tour.freeSeats)],
        'departures.flights': [dates, ...(pending.kind === 'pending' && pending.deadline ? [formatDate(pending.deadline, market)] : [])],
        'departures.status': [dates, resources[language].status[tour.salesStatus]],
        'money.deposit': plan?.deposit
          ? [formatPrice(plan.deposit[0]!.amount, currency, market), formatPrice(plan.deposit[1]!.amount, currency, market), formatDate(tour.balanceDueDate.slice(0, 10), market)]
          : [price(tour.price)!],
        'money.balance': [formatDate(tour.balanceDueDate.slice(0, 10), market)],
        'money.privateRoom': tour.isNoSharingRoomAvailable && price(tour.privateRoomSupplement) ? [price(tour.privateRoomSupplement)!] : [dates],
        'money.flexible': price(tour.flexibleCancellationPrice) ? [price(tour.flexibleCancellationPrice)!] : [dates],
        'money.allIn': allIn ? [formatPrice(allIn.total, currency, market)] : [],
        'money.instalments': plan?.installments
          ? [count(plan.installments.length), formatPrice(plan.installments[0]!.amount, currency, market)]
          : [dates],
      };
      for (const template of [...tagged(templates, 'base'), ...(n === 0 ? paraphrases : [])]) {
        if (template.context !== 'trip' && template.context !== 'tour' && template.context !== 'follow') continue;
        const message = template.ask[n % template.ask.length]!.replace('{month}', monthName(followMonth, market));
        const base = { intent: template.intent, set: template.set, message, contextKind: template.context, facts: facts[template.intent] ?? [], known };
        if (template.context === 'trip') add({ ...base, context: { travel: travel.slug, page: 'trip' } });
        else if (template.context === 'tour') add({ ...base, context: { travel: travel.slug, tour: String(tour.id), page: 'tour' } });
        else add({ ...base, accept: ['departures.next'], context: { page: 'home' }, state: { travel: travel.slug } });
      }
    });

    // Questions off any trip page: policies from the FAQ page, the currency, a search, a person, the unknown.
    const searchTrip = picked[0]!;
    const searchTour = searchTrip.tours.filter((tour) => tour.startingDate.slice(0, 10) > today)[0]!;
    const searchMonth = searchTour.startingDate.slice(0, 7);
    const country = searchTrip.travel.countries[0]!;
    for (const n of [0, 1]) {
      if (n > 0 && trips < 2) continue;
      for (const template of [...tagged(templates, 'base'), ...(n === 0 ? paraphrases : [])]) {
        if (template.context !== 'home' && template.context !== 'faq') continue;
        const message = template.ask[n % template.ask.length]!.replace('{month}', monthName(searchMonth, market)).replace('{country}', country.name);
        const context = { page: template.context };
        const topic = template.intent === 'policy.cancellation' || template.intent === 'policy.insurance' ? faqTopicWords[template.intent][language] : null;
        const faq = topic ? faqItems.find((item) => topic.test(item.question)) : null;
        const base = { intent: template.intent, set: template.set, message, contextKind: template.context, context, known: [...faqItems.map((item) => item.answer), currency] };
        if (template.intent === 'search') {
          // The same search on the catalogue API: the count said must be this one.
          const found = await json<{ total: number; data: { title: string; slug: string }[] }>(
            api(market, '/api/travels/paginated', {
              method: 'POST', headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ tab: 'travels', destinationId: [country.id], dateFrom: `${searchMonth}-01`, dateTo: formatEnd(searchMonth), perPage: 4 }),
            }),
          );
          add({ ...base, facts: [], card: searchTrip.travel.slug, known: [...base.known, count(found.total), ...found.data.map((t) => t.title)] });
        } else if (template.intent === 'handoff') add({ ...base, facts: [], handoff: 'asked' });
        else if (template.intent === 'unknown') add({ ...base, facts: [], handoff: 'unknown' });
        else if (template.intent === 'money.currency') add({ ...base, facts: [currency] });
        else add({ ...base, facts: faq ? [faq.answer] : [] });
      }
    }
  }
  return questions;
}

function formatEnd(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${yearMonth}-${String(last).padStart(2, '0')}`;
}

const numberPattern = /\d+(?:[.,\u00a0\u202f']\d{3})*(?:[.,]\d+)?/g;

/** Digit strings (grouping dropped) of every number in a text. */
function digitsOf(text: string): string[] {
  return (text.match(numberPattern) ?? []).flatMap((token) => [token.replace(/[.,\u00a0\u202f']/g, ''), ...token.split(/[.,\u00a0\u202f']/)]).map((d) => d.replace(/^0+(?=\d)/, ''));
}

/** Numbers of the answer that the catalogue never says. */
export function invented(text: string, known: readonly string[]): string[] {
  const allowed = new Set(known.flatMap(digitsOf));
  return (text.match(numberPattern) ?? []).filter((token) => !allowed.has(token.replace(/[.,\u00a0\u202f']/g, '').replace(/^0+(?=\d)/, '')));
}

const functionWords: Record<Language, string[]> = {
  it: ['il', 'lo', 'gli', 'di', 'del', 'della', 'dei', 'è', 'e', 'i', 'una', 'per', 'con', 'non', 'puoi', 'partenza', 'posti', 'viaggio', 'viaggi', 'da', 'sono', 'che', 'prima', 'giorni', 'dura', 'costa', 'hanno', 'anni', 'gruppi', 'persone', 'ecco', 'ho'],
  en: ['the', 'is', 'of', 'and', 'to', 'you', 'for', 'on', 'with', 'departure', 'seats', 'trip', 'trips', 'from', 'can', 'are', 'it', 'days', 'lasts', 'costs', 'found', 'here', 'not', 'your', 'aged', 'groups', 'people', 'i', 'am'],
  es: ['el', 'los', 'las', 'del', 'es', 'y', 'para', 'con', 'no', 'puedes', 'salida', 'plazas', 'viaje', 'viajes', 'desde', 'que', 'antes', 'días', 'cuesta', 'tienen', 'años', 'grupos', 'personas', 'he', 'aquí', 'está', 'en', 'lo', 'eso', 'nuestro', 'puede', 'de'],
  // 'de' and 'en' are French as much as Spanish: counted for both, they weigh for neither (a
  // French list of departures, "Départs de … en décembre …", read as Spanish without them).
  fr: ['le', 'les', 'du', 'des', 'de', 'en', 'est', 'et', 'pour', 'avec', 'pas', 'vous', 'départ', 'départs', 'places', 'voyage', 'voyages', 'à', 'que', 'avant', 'jours', 'dure', 'coûte', 'ont', 'ans', 'groupes', 'personnes', 'voici', 'votre', 'au', 'sur', 'dans', 'une'],
  de: ['der', 'die', 'das', 'den', 'dem', 'ist', 'und', 'ein', 'eine', 'für', 'mit', 'nicht', 'du', 'abreise', 'plätze', 'reise', 'reisen', 'ab', 'am', 'vor', 'tage', 'dauert', 'kostet', 'hier', 'sind', 'im', 'bis', 'jahre', 'gruppen', 'personen'],
};

/** The language whose function words an answer uses most (ties: null). */
export function languageOf(text: string): Language | null {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  let best: Language | null = null;
  let bestScore = 0;
  let tie = false;
  for (const [language, list] of Object.entries(functionWords) as [Language, string[]][]) {
    const set = new Set(list);
    const score = words.filter((word) => set.has(word)).length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
      tie = false;
    } else if (score === bestScore) tie = true;
  }
  return tie ? null : best;
}

export interface EvalResult {
  question: EvalQuestion;
  status: number;
  intent: string | null;
  text: string;
  right: boolean;
  missing: string[];
  invented: string[];
  wrongLanguage: boolean;
}

export interface Reply {
  status: number;
  intent: string | null;
  lang: string | null;
  text: string;
  handoff: string | null;
  cards: { slug: string }[];
  links: { href: string; kind: string }[];
}

/**
 * A search answer says how many trips it found: that count is checked against the catalogue
 * itself (the answer's results link asked again of /api/travels/paginated), so a true count of a
 * misread question is not taken for an invented figure, and a wrong count is.
 */
export async function searchCounts(api: Api, market: MarketId, reply: Reply): Promise<string[]> {
  const link = reply.links.find((l) => l.kind === 'search');
  if (!link) return [];
  const filters = filtersFromQuery(new URL(link.href, 'http://x').search);
  const res = await api(market, '/api/travels/paginated', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...filters, tab: 'travels', perPage: 4 }),
  });
  if (!res.ok) return [];
  const page = (await res.json()) as { total: number };
  return [String(formatInterpolatedNumber(page.total, markets[market].language))];
}

export function score(question: EvalQuestion, reply: Reply, checked: readonly string[] = []): EvalResult {
  const missing = question.facts.filter((fact) => !reply.text.includes(fact));
  if (question.card && !reply.cards.some((card) => card.slug === question.card)) missing.push(`card ${question.card}`);
  if (question.handoff && reply.handoff !== question.handoff) missing.push(`handoff ${question.handoff}`);
  const intentRight = reply.intent === question.intent || question.accept.includes(reply.intent as EvalIntent);
  const detected = languageOf(reply.text);
  const wrongLanguage = reply.lang !== question.language || (detected !== null && detected !== question.language);
  const madeUp = invented(reply.text, [...question.known, ...checked]);
  return {
    question, status: reply.status, intent: reply.intent, text: reply.text,
    right: reply.status === 200 && intentRight && missing.length === 0 && madeUp.length === 0 && !wrongLanguage,
    missing, invented: madeUp, wrongLanguage,
  };
}

/** The evaluation table: right answers, invented figures and wrong languages per language and per intent. */
export function table(results: readonly EvalResult[]): string {
  const rows: string[] = [];
  const line = (label: string, group: readonly EvalResult[]) => {
    const right = group.filter((r) => r.right).length;
    const pct = group.length ? ((100 * right) / group.length).toFixed(1) : '-';
    rows.push(`${label.padEnd(22)} ${String(group.length).padStart(4)} ${String(right).padStart(6)} ${pct.padStart(6)} % ${String(group.reduce((n, r) => n + r.invented.length, 0)).padStart(9)} ${String(group.filter((r) => r.wrongLanguage).length).padStart(10)}`);
  };
  const header = `${'group'.padEnd(22)} ${'asked'.padStart(4)} ${'right'.padStart(6)} ${'right'.padStart(8)} ${'invented'.padStart(9)} ${'wrong lang'.padStart(10)}`;
  rows.push(header, '-'.repeat(header.length));
  for (const language of ['it', 'en', 'es', 'fr', 'de'] as Language[]) line(`lang ${language}`, results.filter((r) => r.question.language === language));
  rows.push('-'.repeat(header.length));
  const intents = [...new Set(results.map((r) => r.question.intent))];
  for (const intent of intents) line(intent, results.filter((r) => r.question.intent === intent));
  rows.push('-'.repeat(header.length));
  line('base phrasings', results.filter((r) => r.question.set === 'base'));
  line('paraphrases', results.filter((r) => r.question.set === 'paraphrase'));
  line('all', results);
  return rows.join('\n');
}
