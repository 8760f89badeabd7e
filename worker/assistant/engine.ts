/**
 * The trip assistant's embedded engine: intent (intents.ts), retrieval from the catalogue
 * (retrieve.ts) and an answer from the localised templates of the `assistant` namespace filled
 * with the retrieved facts. No figure is typed anywhere: prices through shared/money.ts in the
 * market currency, dates in the market's format (shared/dates.ts), the payment plan, the
 * confirmation and the all-in estimate through the same shared modules the trip pages use.
 */
import type { TFunction } from 'i18next';
import type { Market } from '../../markets/config';
import { formatInterpolatedNumber } from '../../markets/i18n';
import { buildPath } from '../../markets/routes';
import { allInEstimate, costFactsIn } from '../../shared/allInEstimate';
import { confirmationOf } from '../../shared/confirmation';
import { formatDate, formatDays, formatMonth } from '../../shared/dates';
import { filtersToQuery } from '../../shared/filters';
import { imageUrl } from '../../shared/image';
import { chargeStatement, formatPrice, type PriceByCurrency } from '../../shared/money';
import { installmentSettings, paymentOptions } from '../../shared/paymentPlan';
import { flightAdvice, isConfirmedStatus } from '../../shared/tourStatus';
import type { CatalogueSource } from '../data/catalogue';
import type { Layout, Tour, TravelCard, TravelCore } from '../data/types';
import { looksLikeGreeting, looksLikeSearch, matchIntent, mentionsFlights, monthIn, nextMonth, normalise, type Intent } from './intents';
import { bestFaq, departuresOf, faqPageItems, loadTravel, pickTour, searchTrips, tripFaqItems, type FaqItem } from './retrieve';
import type { Answer, AnswerLink, AssistantRequest, AssistantState, TripCard } from './types';

export interface EngineDeps {
  source: CatalogueSource;
  market: Market;
  t: TFunction;
  /** The market's current day (yyyy-MM-dd). */
  today: string;
}

/** Page types that have suggested questions of their own. */
export const suggestionPages = ['home', 'trip', 'tour', 'results', 'faq'] as const;
export type SuggestionPage = (typeof suggestionPages)[number];

/** 3–4 suggested questions for the page being read, in the market's language. */
export function suggestionsFor(t: TFunction, page: string | undefined): string[] {
  const known = (suggestionPages as readonly string[]).includes(page ?? '') ? (page as SuggestionPage) : 'home';
  const bundle = t(`assistant.suggest.${known}`, { returnObjects: true }) as unknown;
  return bundle && typeof bundle === 'object' ? Object.values(bundle as Record<string, string>).filter((q) => typeof q === 'string') : [];
}

/** Topic words that pick the FAQ item of a policy question. */
const faqTopics: Partial<Record<Intent, readonly string[]>> = {
  'policy.cancellation': ['cancell', 'cancel', 'annul', 'storn', 'rimbors', 'refund', 'reembols', 'rembours', 'gratuit', 'gratis', 'free', 'kostenlos'],
  'policy.insurance': ['assicura', 'insurance', 'seguro', 'assurance', 'versicher'],
  'policy.documents': ['visto', 'visa', 'passaport', 'passport', 'pasaport', 'passeport', 'reisepass', 'esta', 'evisitor', 'eta', 'document', 'ausweis', 'carta', 'vaccin', 'impf'],
  'money.balance': ['saldo', 'balance', 'solde', 'restzahlung', 'restbetrag', 'resto'],
};

class Builder {
  readonly facts: string[] = [];
  readonly links: AnswerLink[] = [];
  readonly parts: string[] = [];

  constructor(private readonly deps: EngineDeps) {}

  /** A template filled with values; every value becomes a fact. */
  say(key: string, values: Record<string, string | number> = {}): this {
    for (const [name, value] of Object.entries(values)) {
      this.facts.push(typeof value === 'number' ? String(formatInterpolatedNumber(value, this.deps.market.language, name)) : value);
    }
    this.parts.push(this.deps.t(key, values) as string);
    return this;
  }

  fact(...values: string[]): this {
    this.facts.push(...values);
    return this;
  }

  link(link: AnswerLink | null): this {
    if (link && link.href && !this.links.some((l) => l.href === link.href)) this.links.push(link);
    return this;
  }

  get text(): string {
    return this.parts.join(' ');
  }
}

export class Engine {
  constructor(private readonly deps: EngineDeps) {}

  private get market() {
    return this.deps.market;
  }

  private money(amounts: PriceByCurrency | Record<string, number> | null | undefined): string | null {
    const cents = amounts?.[this.market.currency];
    return typeof cents === 'number' ? formatPrice(cents, this.market.currency, this.market.id) : null;
  }

  private cents(amounts: Record<string, number> | null | undefined): number | null {
    const cents = amounts?.[this.market.currency];
    return typeof cents === 'number' ? cents : null;
  }

  private price(cents: number): string {
    return formatPrice(cents, this.market.currency, this.market.id);
  }

  private day(iso: string): string {
    return formatDate(iso.slice(0, 10), this.market.id);
  }

  private dates(tour: Pick<Tour, 'startingDate' | 'endingDate'>): string {
    return formatDays(tour.startingDate.slice(0, 10), tour.endingDate.slice(0, 10), this.market.id);
  }

  private status(tour: Tour): string {
    return this.deps.t(`status.${tour.salesStatus}`) as string;
  }

  tripLink(core: TravelCore): AnswerLink | null {
    const href = buildPath(this.market.id, 'travels-travel', { travel: core.travel.slug });
    return href ? { href, label: core.travel.title, kind: 'trip' } : null;
  }

  tourLink(core: TravelCore, tour: Tour): AnswerLink | null {
    const href = buildPath(this.market.id, 'travels-travel-tour', { travel: core.travel.slug, tour: tour.code });
    return href ? { href, label: `${core.travel.title} · ${this.dates(tour)}`, kind: 'tour' } : null;
  }

  dossierLink(core: TravelCore, tour: Tour): AnswerLink | null {
    const href = buildPath(this.market.id, 'travels-travel-tour-dossier', { travel: core.travel.slug, tour: tour.code });
    return href ? { href, label: this.deps.t('assistant.links.dossier') as string, kind: 'dossier' } : null;
  }

  faqLink(): AnswerLink | null {
    const href = buildPath(this.market.id, 'faqs');
    return href ? { href, label: this.deps.t('assistant.links.faqs') as string, kind: 'faq' } : null;
  }

  contactsLink(): AnswerLink | null {
    const href = buildPath(this.market.id, 'contacts');
    return href ? { href, label: this.deps.t('assistant.links.contacts') as string, kind: 'page' } : null;
  }

  card(travel: TravelCard): TripCard | null {
    const href = buildPath(this.market.id, 'travels-travel', { travel: travel.slug });
    const price = this.money(travel.bestTour?.price);
    if (!href) return null;
    return {
      id: travel.id, slug: travel.slug, title: travel.title, href,
      image: travel.thumbnailImage ? imageUrl(travel.thumbnailImage, 'thumb') : null,
      priceFrom: price ?? '', days: travel.days,
    };
  }

  /** Reads the question, retrieves what it needs and writes the answer. Catalogue outages throw. */
  async answer(request: AssistantRequest): Promise<Answer> {
    const { deps } = this;
    const text = normalise(request.message);
    const asked = monthIn(text);
    const month = asked ? nextMonth(asked, deps.today) : null;
    let intent: Intent | null = matchIntent(text);
    const travelRef = request.context?.travel ?? request.state?.travel;

    if (intent === 'handoff') return this.handoff('asked', request);

    // "And in April?" after a question about a trip: its departures that month.
    if (!intent && month && travelRef) intent = 'departures.month';
    if (!intent && !travelRef && looksLikeSearch(text)) intent = 'search';
    if (!intent && looksLikeGreeting(text)) intent = 'help';

    if (intent === 'help') {
      const b = new Builder(deps).say('assistant.help');
      return this.finish(b, 'help', request, { suggestions: suggestionsFor(deps.t, request.context?.page) });
    }
    if (intent === 'money.currency') return this.currency(request);

    let core = travelRef ? await loadTravel(deps.source, travelRef) : null;
    // A search-like question off a trip's page, or an intent that needs a trip nobody named yet.
    if (!intent || intent === 'search') {
      const found = await this.trySearch(request, intent === 'search');
      if (found) return found;
    }
    if (intent && (intent.startsWith('trip.') || intent.startsWith('departures.') || intent.startsWith('money.')) && !core) {
      core = await this.tripNamedIn(request.message);
    }
    // "When is the best time to go?" reads as a question about departures; the trip's own FAQ answers it.
    if (core && intent === 'departures.next') {
      const faq = await this.faq(request, 'faq', core, 4, tripFaqItems(core));
      if (faq) return faq;
    }
    if (intent?.startsWith('policy.') || (intent === 'money.balance' && !core)) {
      const faq = await this.faq(request, intent, core);
      if (faq) return faq;
    }
    if (!intent) {
      // Off any intent, one shared word is not enough to answer with an FAQ ("can I bring my dog?" is not about luggage).
      const faq = await this.faq(request, 'faq', core, 3);
      if (faq) return faq;
      return this.handoff('unknown', request, core);
    }
    if (intent.startsWith('policy.')) return this.handoff('unknown', request, core);
    // No trip to talk about, but a question a search can answer ("trips with confirmed departures",
    // a suggestion of the results page): the trip cards, before asking which trip.
    if (!core && !travelRef && intent.startsWith('departures.')) {
      const found = await this.trySearch(request, false);
      if (found) return found;
    }
    if (!core) {
      const b = new Builder(deps).say(travelRef ? 'assistant.tripUnknown' : 'assistant.noTrip');
      if (travelRef) b.say('assistant.noTrip');
      return this.finish(b, intent, request, { suggestions: suggestionsFor(deps.t, 'home') });
    }
    return this.aboutTrip(intent, core, request, month);
  }

  private finish(b: Builder, intent: Intent, request: AssistantRequest, extra: Partial<Answer> & { core?: TravelCore | null; tour?: Tour | null; month?: string | null } = {}): Answer {
    const { core, tour, month, ...rest } = extra;
    const state: AssistantState = {};
    const travel = core?.travel.slug ?? request.state?.travel ?? request.context?.travel;
    if (travel) state.travel = travel;
    const tourId = tour ? String(tour.id) : (request.context?.tour ?? request.state?.tour);
    if (tourId && (tour || !core || core.travel.slug === (request.state?.travel ?? request.context?.travel))) state.tour = tourId;
    const keptMonth = month ?? request.state?.month;
    if (keptMonth) state.month = keptMonth;
    return { intent, text: b.text, facts: b.facts, links: b.links, state, ...rest };
  }

  private handoff(reason: 'asked' | 'unknown', request: AssistantRequest, core: TravelCore | null = null): Answer {
    const b = new Builder(this.deps).say(reason === 'asked' ? 'assistant.handoff' : 'assistant.unknown');
    b.link(this.contactsLink());
    if (core) b.link(this.tripLink(core));
    return this.finish(b, reason === 'asked' ? 'handoff' : 'unknown', request, { handoff: reason, core });
  }

  private currency(request: AssistantRequest): Answer {
    const statement = chargeStatement(this.market.currency);
    const said = this.deps.t(statement.key, statement.values) as string;
    const b = new Builder(this.deps).say('assistant.money.currency', { display: this.market.currency, statement: said });
    b.link(this.faqLink());
    return this.finish(b, 'money.currency', request);
  }

  private async faq(request: AssistantRequest, intent: Intent, core: TravelCore | null, floor = 2, only?: FaqItem[]): Promise<Answer | null> {
    const items = only ?? [...tripFaqItems(core), ...(await faqPageItems(this.deps.source))];
    const item = bestFaq(items, request.message, faqTopics[intent] ?? [], floor);
    if (!item) return null;
    const b = new Builder(this.deps).say('assistant.faq.answer', { answer: item.answer }).fact(item.question);
    if (item.from === 'trip' && core) b.link(this.tripLink(core));
    b.link(this.faqLink());
    return this.finish(b, intent, request, { core });
  }

  private async tripNamedIn(message: string): Promise<TravelCore | null> {
    const found = await searchTrips(this.deps.source, this.market, message, this.deps.today).catch(() => null);
    const first = found?.travels[0];
    if (!first || !found.result.filters.destinationId?.length) return null;
    return this.deps.source.travel(first.slug);
  }

  private async trySearch(request: AssistantRequest, asked: boolean): Promise<Answer | null> {
    const found = await searchTrips(this.deps.source, this.market, request.message, this.deps.today);
    if (!found) return null;
    const b = new Builder(this.deps);
    if (!found.total && !asked) return null;
    const cards = found.travels.map((travel) => this.card(travel)).filter((card): card is TripCard => card !== null);
    if (found.total) b.say('assistant.search.found', { count: found.total });
    else b.say('assistant.search.none');
    for (const card of cards) b.fact(card.title, card.priceFrom, String(card.days)).link({ href: card.href, label: card.title, kind: 'trip' });
    const path = buildPath(this.market.id, 'search');
    const { page: _page, perPage: _perPage, ...filters } = found.result.filters;
    if (path) b.link({ href: `${path}?${filtersToQuery(filters)}`, label: this.deps.t('assistant.links.search') as string, kind: 'search' });
    return this.finish(b, 'search', request, { cards });
  }

  private aboutTrip(intent: Intent, core: TravelCore, request: AssistantRequest, month: string | null): Answer | Promise<Answer> {
    const { deps } = this;
    const travel = core.travel;
    const title = travel.title;
    const b = new Builder(deps).fact(title);
    b.link(this.tripLink(core));
    const tourRef = request.context?.tour ?? (request.state?.travel === travel.slug ? request.state?.tour : undefined);
    const tour = pickTour(core, deps.today, { tourId: tourRef ?? null, month });
    const keep = { core, month: month ?? undefined };

    switch (intent) {
      case 'trip.length':
        b.say('assistant.trip.length', { title, days: travel.days, nights: travel.nights });
        return this.finish(b, intent, request, keep);
      case 'trip.price': {
        const best = travel.bestTour;
        // On a departure's page (or for a month asked for), that departure's price; else the trip's lowest.
        const shown = month || request.context?.tour ? tour : null;
        const price = shown ? this.money(shown.price) : this.money(best?.price);
        const dates = shown ? this.dates(shown) : best ? this.dates(best) : null;
        if (price && dates) b.say('assistant.trip.price', { title, price, dates });
        else b.say('assistant.trip.priceNone', { title });
        return this.finish(b, intent, request, { ...keep, tour: shown });
      }
      case 'trip.included':
      case 'trip.notIncluded': {
        // A question about flights gets both lists: whether they are covered is in one of them.
        const keys = mentionsFlights(normalise(request.message)) ? (['included', 'notIncluded'] as const) : ([intent === 'trip.included' ? 'included' : 'notIncluded'] as const);
        for (const key of keys) {
          const list = key === 'included' ? travel.included : travel.notIncluded;
          if (list.length) b.say(`assistant.trip.${key}`, { title, items: list.map((item) => item.title).join('; ') });
          else b.say(`assistant.trip.${key}None`, { title });
        }
        return this.finish(b, intent, request, keep);
      }
      case 'trip.effort':
        if (travel.effortLevel) {
          b.say('assistant.trip.effort', {
            title, level: travel.effortLevel, max: 5, label: deps.t(`assistant.trip.effortLabel.${travel.effortLevel}`) as string,
          });
        } else b.say('assistant.trip.effortNone', { title });
        return this.finish(b, intent, request, keep);
      case 'trip.moods':
        b.say('assistant.trip.moods', { title, moods: travel.moods.map((mood) => mood.label).join(', ') });
        return this.finish(b, intent, request, keep);
      case 'trip.group':
        b.say('assistant.trip.group', { title, age: travel.ageRange.label, min: travel.minTravellers, max: travel.maxTravellers });
        return this.finish(b, intent, request, keep);
      case 'trip.coordinator': {
        const led = tour?.coordinator;
        if (led && tour) b.say('assistant.trip.coordinator', { title, dates: this.dates(tour), name: led.name }).link(this.tourLink(core, tour));
        else if (travel.coordinator) b.say('assistant.trip.coordinatorTrip', { title, name: travel.coordinator.name });
        else b.say('assistant.trip.coordinatorNone', { title });
        return this.finish(b, intent, request, { ...keep, tour: led ? tour : null });
      }
      case 'trip.meetingPoint':
        b.say('assistant.trip.meetingPoint', { title, place: travel.meetingPoint });
        return this.finish(b, intent, request, keep);
      default:
        break;
    }

    if (intent === 'departures.month' || (intent === 'departures.next' && month)) {
      const target = month ?? request.state?.month ?? null;
      const inMonth = target ? departuresOf(core, deps.today, target) : [];
      const monthName = target ? formatMonth(target, this.market.id) : '';
      if (!inMonth.length) b.say('assistant.departures.noneInMonth', { title, month: monthName });
      else {
        const list = inMonth.slice(0, 6).map((t) => {
          const row = { dates: this.dates(t), status: this.status(t), price: this.money(t.price) ?? '' };
          b.fact(row.dates, row.price, row.status);
          return deps.t('assistant.departures.row', row) as string;
        });
        b.say('assistant.departures.inMonth', { title, month: monthName, list: list.join('; ') });
        for (const t of inMonth.slice(0, 3)) b.link(this.tourLink(core, t));
      }
      return this.finish(b, 'departures.month', request, { core, month: target ?? undefined, tour: inMonth[0] ?? null });
    }

    if (intent === 'departures.confirmed') {
      const confirmed = departuresOf(core, deps.today, month).find((t) => isConfirmedStatus(t.salesStatus));
      if (confirmed) {
        b.say('assistant.departures.confirmed', { title, dates: this.dates(confirmed), seats: confirmed.freeSeats }).link(this.tourLink(core, confirmed));
        return this.finish(b, intent, request, { ...keep, tour: confirmed });
      }
      b.say('assistant.departures.confirmedNone', { title });
      if (tour) this.pending(b, tour);
      return this.finish(b, intent, request, { ...keep, tour });
    }

    if (!tour) {
      b.say(month ? 'assistant.departures.noneInMonth' : 'assistant.departures.none', { title, ...(month ? { month: formatMonth(month, this.market.id) } : {}) });
      return this.finish(b, intent, request, keep);
    }
    const dates = this.dates(tour);
    b.link(this.tourLink(core, tour));
    const withTour = { ...keep, tour };

    switch (intent) {
      case 'departures.next': {
        const next = departuresOf(core, deps.today)[0] ?? tour;
        b.say('assistant.departures.next', {
          title, dates: this.dates(next), status: this.status(next), seats: next.freeSeats, price: this.money(next.price) ?? '',
        });
        if (next !== tour) b.link(this.tourLink(core, next));
        this.pending(b, next);
        return this.finish(b, intent, request, { ...keep, tour: next });
      }
      case 'departures.seats':
        b.say('assistant.departures.seats', { dates, seats: tour.freeSeats, status: this.status(tour) });
        this.pending(b, tour);
        return this.finish(b, intent, request, withTour);
      case 'departures.status':
        b.say('assistant.departures.status', { dates, status: this.status(tour) });
        this.pending(b, tour);
        return this.finish(b, intent, request, withTour);
      case 'departures.flights': {
        const advice = flightAdvice(tour.salesStatus);
        if (advice === 'can-buy') b.say('assistant.departures.flightsCan', { dates });
        else if (advice === 'wait-confirmation') {
          b.say('assistant.departures.flightsWait', { dates });
          this.pending(b, tour);
        } else if (advice === 'wait-booking-confirmation') b.say('assistant.departures.flightsWaitList', { dates });
        else b.say('assistant.departures.flightsSoldOut', { dates });
        return this.finish(b, intent, request, withTour);
      }
      default:
        return this.moneyAnswer(intent, b, core, tour, request, withTour);
    }
  }

  /** How far a departure is from being confirmed and by when it is decided (shared/confirmation.ts). */
  private pending(b: Builder, tour: Tour): void {
    const confirmation = confirmationOf({ ...tour, balanceDueDate: tour.balanceDueDate.slice(0, 10) }, this.deps.today);
    if (confirmation.kind !== 'pending') return;
    const counts = { missing: confirmation.missing, booked: confirmation.booked, needed: confirmation.needed };
    if (confirmation.deadline) b.say('assistant.departures.pending', { ...counts, deadline: this.day(confirmation.deadline) });
    else b.say('assistant.departures.pendingDue', counts);
  }

  private moneyAnswer(intent: Intent, b: Builder, core: TravelCore, tour: Tour, request: AssistantRequest, keep: { core: TravelCore; tour: Tour; month?: string }): Promise<Answer> | Answer {
    const dates = this.dates(tour);
    const price = this.cents(tour.price);
    const layoutPromise = this.deps.source.layout();
    const plan = async () => {
      const layout: Layout | null = await layoutPromise;
      if (price === null) return null;
      const deposit = tour.deposit?.available ? this.cents(tour.deposit.price) : null;
      return paymentOptions({
        total: price, currency: this.market.currency,
        deposit: deposit !== null && tour.deposit ? { amount: deposit, cutOff: tour.deposit.cutOffDate.slice(0, 10) } : null,
        balanceDue: tour.balanceDueDate.slice(0, 10), today: this.deps.today,
        settings: installmentSettings(layout?.settings.installmentPayments),
      });
    };
    switch (intent) {
      case 'money.deposit':
        return plan().then((options) => {
          const [first, balance] = options?.deposit ?? [];
          if (first && balance && tour.deposit) {
            b.say('assistant.money.deposit', {
              dates, deposit: this.price(first.amount), cutOff: this.day(tour.deposit.cutOffDate), balance: this.price(balance.amount), balanceDue: this.day(balance.due),
            });
          } else b.say('assistant.money.depositNone', { dates, price: price === null ? '' : this.price(price) });
          return this.finish(b, intent, request, keep);
        });
      case 'money.instalments':
        return plan().then((options) => {
          const list = options?.installments;
          if (list && list.length >= 2 && price !== null) {
            b.say('assistant.money.instalments', {
              dates, total: this.price(price), count: list.length, amount: this.price(list[0]!.amount), last: this.day(list[list.length - 1]!.due),
            });
            for (const payment of list) b.fact(this.price(payment.amount), this.day(payment.due));
          } else b.say('assistant.money.instalmentsNone', { dates });
          return this.finish(b, intent, request, keep);
        });
      case 'money.balance':
        b.say('assistant.money.balance', { dates, balanceDue: this.day(tour.balanceDueDate) });
        return this.finish(b, intent, request, keep);
      case 'money.flexible': {
        const flexible = this.money(tour.flexibleCancellationPrice);
        if (flexible) b.say('assistant.money.flexible', { dates, price: flexible });
        else b.say('assistant.money.flexibleNone', { dates });
        return this.finish(b, intent, request, keep);
      }
      case 'money.privateRoom': {
        const room = tour.isNoSharingRoomAvailable ? this.money(tour.privateRoomSupplement) : null;
        if (room) b.say('assistant.money.privateRoom', { dates, price: room });
        else b.say('assistant.money.privateRoomNone', { dates });
        return this.finish(b, intent, request, keep);
      }
      case 'money.allIn': {
        const facts = costFactsIn(this.market.currency, {
          price: tour.price, privateRoom: tour.privateRoomSupplement, flexibleCancellation: tour.flexibleCancellationPrice,
          groupFund: tour.groupFund, flights: tour.flightsMinPrice,
        });
        if (!facts) {
          b.say('assistant.trip.priceNone', { title: core.travel.title });
          return this.finish(b, intent, request, keep);
        }
        const estimate = allInEstimate(facts, { privateRoom: false, flexibleCancellation: false });
        const items = estimate.items
          .filter((item) => item.key === 'trip' || item.key === 'groupFund' || item.key === 'flights')
          .map((item) => {
            const amount = this.price(item.amount);
            b.fact(amount);
            return this.deps.t(`assistant.money.allInItem.${item.key}`, { amount }) as string;
          });
        b.say('assistant.money.allIn', { dates, items: items.join(', '), total: this.price(estimate.total) });
        b.link(this.dossierLink(core, tour));
        return this.finish(b, intent, request, keep);
      }
      default:
        // A trip-level question with nothing more specific: the next departure.
        b.say('assistant.departures.next', { title: core.travel.title, dates, status: this.status(tour), seats: tour.freeSeats, price: this.money(tour.price) ?? '' });
        return this.finish(b, 'departures.next', request, keep);
    }
  }
}
