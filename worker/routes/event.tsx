/**
 * A WeMeet event's own page (issue 30 item 5): when (the venue's local time, written the market's
 * way), where, what happens, the organiser (a coordinator links to their page), places left and
 * the price in the market's currency; and the sign-up form (name, email, consent).
 *
 * The form posts to the page's own URL (handled by `eventSignupRoutes` below): a sign-up is
 * stored in D1 (event_signups) and confirmed by email through the outbox, then the visitor is
 * sent back to the page (303, `?joined=1`). A refusal re-renders the page with the message and
 * a 4xx: 400 unreadable or invalid input, 409 already signed up or full, 410 past, 429 too many.
 * Cross-site posts are refused by hono/csrf (Origin / Sec-Fetch-Site), as the AI search rating is.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { MarketId } from '../../markets/config';
import { marketOrigin } from '../../markets/hosts';
import { buildPath, matchPath } from '../../markets/routes';
import { formatDate } from '../../shared/dates';
import { dateTimeFormat } from '../../markets/intlFormats';
import { formatPrice, isCurrencyCode } from '../../shared/money';
import { isValidEmail } from '../../shared/validation';
import { clientIp, withinLimit } from '../account/request';
import { addSignup, signupCount } from '../account/eventSignups';
import type { AppEnv } from '../context';
import { catalogueSource } from '../data/source';
import type { Money, WeMeetEvent } from '../data/types';
import { eventSignupEmail } from '../email/eventEmail';
import { OutboxSender } from '../email/sender';
import { notFound } from '../errors';
import { log } from '../log';
import { usePage } from '../render/PageContext';
import { Picture } from '../render/ui/Picture';
import { useMoney } from '../render/ui/Price';
import { genderContext } from '../../shared/nativeCopy';
import { waitUntilOf } from '../waitUntil';
import { definePage, type LoadContext } from './types';
import { allowedMethods, methodNotAllowed } from '../methods';

const slugPattern = /^[a-z0-9-]{1,120}$/;

export type SignupError = 'full' | 'past' | 'duplicate' | 'name' | 'email' | 'consent' | 'limited' | 'invalid';

/** What a refused post hands to the page it re-renders (keyed by the request: one render). */
interface SignupOutcome {
  status: 400 | 409 | 410 | 429;
  error: SignupError;
  values: { name: string; email: string; consent: boolean };
}
const outcomes = new WeakMap<Request, SignupOutcome>();

export interface EventData {
  event: WeMeetEvent;
  /** Places this site can still give (the catalogue's free places less the sign-ups here). */
  placesLeft: number;
  past: boolean;
  joined: boolean;
  listHref: string;
  outcome: SignupOutcome | null;
}

/** Time zone of an event's venue by country (the catalogue writes local wall-clock times). */
const venueZones: Record<string, string> = {
  ITA: 'Europe/Rome', ESP: 'Europe/Madrid', FRA: 'Europe/Paris', DEU: 'Europe/Berlin', GBR: 'Europe/London', USA: 'America/New_York',
};

/** True once the event has started where it happens (an evening in Hamburg is past there first). */
export function eventStarted(event: Pick<WeMeetEvent, 'startingAt' | 'countryIsoCodeAlpha3'>, now = new Date()): boolean {
  const zone = venueZones[event.countryIsoCodeAlpha3] ?? 'Europe/Rome';
  // sv-SE writes "2026-11-25 19:30": the catalogue's format once the space is a 'T'.
  const local = dateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(now)
    .replace(' ', 'T');
  return event.startingAt <= local;
}

/** "Thursday 3 December 2026" the market's way. */
function longDay(value: string, marketId: MarketId): string {
  const pattern: Record<MarketId, string> = {
    us: 'EEEE, MMMM d, yyyy', we: 'EEEE d MMMM yyyy', it: 'EEEE d MMMM yyyy',
    es: "EEEE d 'de' MMMM 'de' yyyy", fr: 'EEEE d MMMM yyyy', de: 'EEEE, d. MMMM yyyy',
  };
  return formatDate(value, marketId, pattern[marketId]);
}

/** Day and hours at the venue, e.g. "Thursday 3 December 2026, 19:00–21:30". */
export function eventWhen(event: Pick<WeMeetEvent, 'startingAt' | 'endingAt'>, marketId: MarketId): string {
  return `${longDay(event.startingAt, marketId)}, ${formatDate(event.startingAt, marketId, 'p')}–${formatDate(event.endingAt, marketId, 'p')}`;
}

/** The event's price in the market's display currency ('' when free). */
function priceOf(price: Money | null, currency: string, marketId: MarketId): string {
  if (!price) return '';
  const code = price[currency] !== undefined && isCurrencyCode(currency) ? currency : 'EUR';
  const cents = price[code];
  return cents === undefined || !isCurrencyCode(code) ? '' : formatPrice(cents, code, marketId);
}

async function loadEvent({ c, market, params, url }: LoadContext): Promise<EventData> {
  const slug = params.event ?? '';
  if (!slugPattern.test(slug)) throw notFound();
  const event = await catalogueSource(c).event(slug);
  if (!event) throw notFound();
  const taken = await signupCount(c.env.DB, slug);
  const outcome = outcomes.get(c.req.raw) ?? null;
  return {
    event,
    placesLeft: Math.max(0, event.maxAttendees - event.attendeesCount - taken),
    past: eventStarted(event),
    joined: !outcome && url.searchParams.get('joined') === '1',
    listHref: buildPath(market.id, 'events-wemeet') ?? '/',
    outcome,
  };
}

function SignupForm({ data }: { data: EventData }) {
  const { t } = useTranslation();
  const { outcome } = data;
  const error = outcome?.error ?? null;
  const fieldError = (field: 'name' | 'email' | 'consent') => (error === field ? 'event-signup-error' : undefined);
  return (
    <form className="event-signup__form" method="post" action="#signup" noValidate={false}>
      <div className="field">
        <label htmlFor="event-signup-name">{t('wemeet.join.name')}</label>
        <input
          id="event-signup-name" className="input" name="name" type="text" autoComplete="name" required maxLength={80}
          defaultValue={outcome?.values.name ?? ''} aria-invalid={error === 'name' ? true : undefined} aria-describedby={fieldError('name')}
        />
      </div>
      <div className="field">
        <label htmlFor="event-signup-email">{t('wemeet.join.email')}</label>
        <input
          id="event-signup-email" className="input" name="email" type="email" autoComplete="email" inputMode="email" required maxLength={254}
          defaultValue={outcome?.values.email ?? ''} aria-invalid={error === 'email' || error === 'duplicate' ? true : undefined}
          aria-describedby={error === 'email' || error === 'duplicate' ? 'event-signup-error' : undefined}
        />
      </div>
      <label className="event-signup__consent">
        <input
          type="checkbox" name="consent" value="yes" required defaultChecked={outcome?.values.consent ?? false}
          aria-invalid={error === 'consent' ? true : undefined} aria-describedby={fieldError('consent')}
        />
        <span>{t('wemeet.join.consent')}</span>
      </label>
      <button type="submit" className="button button--primary">{t('wemeet.join.submit')}</button>
    </form>
  );
}

function EventView({ data }: { data: EventData }) {
  const { t } = useTranslation();
  const { market, href } = usePage();
  const money = useMoney();
  const { event } = data;
  const coordinator = event.organiser.type === 'coordinator' ? event.organiser.coordinator : null;
  const coordinatorHref = coordinator ? href('coordinators-coordinator', { coordinator: coordinator.slug }) : null;
  const price = event.price ? money(event.price) : '';
  const error = data.outcome?.error ?? null;
  return (
    <article className="event-page">
      <section className="page-heading">
        <div className="container">
          <p className="event-page__back"><a href={data.listHref}>← {t('wemeet.allEvents')}</a></p>
          <h1>{event.title}</h1>
          <p className="page-heading__lead">{event.city} · {event.venue}</p>
        </div>
      </section>
      <section className="block">
        <div className="container event-page__grid">
          <div className="event-page__main">
            {event.image ? <Picture image={event.image} width={720} height={480} alt="" className="event-page__img" /> : null}
            <h2>{t('wemeet.what')}</h2>
            <p className="event-page__description">{event.description}</p>
          </div>
          <div className="event-page__side">
            <dl className="event-facts">
              <div>
                <dt>{t('wemeet.when')}</dt>
                <dd>
                  <time dateTime={event.startingAt}>{eventWhen(event, market.id)}</time>{' '}
                  <span className="event-facts__note">({t('wemeet.localTime', { city: event.city })})</span>
                </dd>
              </div>
              <div>
                <dt>{t('wemeet.where')}</dt>
                <dd>{event.venue}, {event.address}, {event.city}</dd>
              </div>
              <div>
                <dt>{t('wemeet.organiser')}</dt>
                <dd>
                  {coordinator && coordinatorHref ? (
                    <a href={coordinatorHref}>{t('events.byCoordinator', { name: coordinator.name, context: genderContext(coordinator.gender) })}</a>
                  ) : event.organiser.type === 'coordinator' ? (
                    t('events.byCoordinator', { name: event.organiser.name, context: genderContext(event.organiser.coordinator?.gender) })
                  ) : (
                    t('events.byCommunity', { name: event.organiser.name })
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('wemeet.places')}</dt>
                <dd data-places-left={data.placesLeft}>
                  {data.placesLeft > 0 ? t('wemeet.placesLeft', { count: data.placesLeft, max: event.maxAttendees }) : t('wemeet.full')}
                </dd>
              </div>
              <div>
                <dt>{t('wemeet.price')}</dt>
                <dd className="event-facts__price">{price || t('events.free')}</dd>
              </div>
            </dl>
            <section id="signup" className="event-signup" aria-labelledby="event-signup-title">
              <h2 id="event-signup-title">{t('wemeet.join.title')}</h2>
              {data.joined ? <p className="event-signup__done" role="status">{t('wemeet.join.done')}</p> : null}
              {error ? (
                <div className="event-signup__error" role="alert" id="event-signup-error">
                  <strong>{t('wemeet.errors.title')}</strong> {t(`wemeet.errors.${error}`)}
                </div>
              ) : null}
              {data.past ? (
                <p className="event-signup__closed">{t('wemeet.past')}</p>
              ) : data.placesLeft <= 0 && !data.joined ? (
                <p className="event-signup__closed">{t('wemeet.errors.full')}</p>
              ) : data.joined ? null : (
                <>
                  <p>{t('wemeet.join.lead')}{price ? ` ${t('wemeet.join.payOnSite')}` : ''}</p>
                  <SignupForm data={data} />
                </>
              )}
            </section>
          </div>
        </div>
      </section>
    </article>
  );
}

/** A WeMeet event's page (GET; the sign-up posts are eventSignupRoutes). */
export const eventPage = definePage<EventData>({
  pageType: 'custom page',
  // Places left and the sign-up answer change with every sign-up: never a shared copy.
  middleware: ['no-store'],
  load: loadEvent,
  status: (data) => data.outcome?.status ?? 200,
  meta: (data, { c, market, url }) => {
    const { event } = data;
    const origin = marketOrigin(market.id, url, c.get('marketDomains'));
    return {
      title: event.title,
      description: `${eventWhen(event, market.id)} · ${event.city}, ${event.venue}. ${event.description}`.slice(0, 300),
      robots: data.past ? 'noindex,follow' : null,
      linkedData: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: event.description,
        startDate: event.startingAt,
        endDate: event.endingAt,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: event.venue, address: `${event.address}, ${event.city}` },
        organizer: { '@type': event.organiser.type === 'coordinator' ? 'Person' : 'Organization', name: event.organiser.name },
        url: origin + url.pathname,
      },
    };
  },
  View: EventView,
});

const signupSchema = z.object({
  // No markup and no control characters in a name that goes into an email.
  name: z.string().trim().min(1).max(80).refine((value) => !/[<>]/.test(value) && ![...value].some((ch) => ch.charCodeAt(0) < 32)),
  email: z.string().trim().max(254).refine((value) => isValidEmail(value)),
  consent: z.literal('yes'),
});

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

type RenderPage = (c: Context<AppEnv>) => Promise<Response>;

/**
 * POST to an event's page: the sign-up. Any other POST path answers 404 as before. Same-origin
 * only (hono/csrf), bodies up to 8 KB, rate-limited per IP like the alert sign-ups. A refusal
 * renders the event page itself (`renderPage`: the GET page handler, passed in to keep the
 * route table free of an import cycle) with the message and its status.
 */
export function eventSignupRoutes(renderPage: RenderPage): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const refuse = (c: Context<AppEnv>, outcome: SignupOutcome): Promise<Response> => {
    outcomes.set(c.req.raw, outcome);
    return renderPage(c);
  };
  routes.post(
  '*',
  async function eventSignupOnly(c, next) {
    const match = matchPath(c.get('market').id, new URL(c.req.url).pathname);
    // Only an event's page takes a POST (its sign-up form); any other path is a 405 (Allow: GET, HEAD).
    if (!match || match.unavailable || match.name !== 'events-wemeet-event') return methodNotAllowed(c, allowedMethods(c));
    c.set('route', match);
    c.set('routeName', 'events-wemeet-event:signup');
    return next();
  },
  csrf(),
  bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('The request body is too large', 413) }),
  async (c) => {
    const market = c.get('market');
    const url = new URL(c.req.url);
    const slug = c.get('route')?.params.event ?? '';
    const empty = { name: '', email: '', consent: false };
    if (!slugPattern.test(slug)) throw notFound();
    if (!formTypes.test(c.req.header('content-type') ?? '')) return refuse(c, { status: 400, error: 'invalid', values: empty });
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      return refuse(c, { status: 400, error: 'invalid', values: empty });
    }
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
    const values = { name: text(body.name), email: text(body.email), consent: body.consent === 'yes' };

    const event = await catalogueSource(c).event(slug);
    if (!event) throw notFound();
    if (eventStarted(event)) return refuse(c, { status: 410, error: 'past', values });
    if (!(await withinLimit(c, 'RATE_LIMIT_ALERTS', `events:${clientIp(c)}`))) return refuse(c, { status: 429, error: 'limited', values });

    const parsed = signupSchema.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const error: SignupError = field === 'name' || field === 'email' || field === 'consent' ? field : 'invalid';
      return refuse(c, { status: 400, error, values });
    }
    const email = parsed.data.email.toLowerCase();
    const capacity = Math.max(0, event.maxAttendees - event.attendeesCount);
    const result = await addSignup(c.env.DB, { eventSlug: slug, market: market.id, name: parsed.data.name, email, capacity });
    if (result !== 'joined') return refuse(c, { status: 409, error: result, values });

    const origin = marketOrigin(market.id, url, c.get('marketDomains'));
    const price = priceOf(event.price, market.currency, market.id);
    await new OutboxSender(c.env, waitUntilOf(c)).send(eventSignupEmail({
      to: email,
      name: parsed.data.name,
      marketId: market.id,
      title: event.title,
      when: eventWhen(event, market.id),
      where: `${event.venue}, ${event.address}, ${event.city}`,
      price,
      url: origin + url.pathname,
    }));
    log('info', 'event sign-up', { requestId: c.get('requestId'), event: slug, market: market.id });
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(`${url.pathname}?joined=1#signup`, 303);
  },
);
  return routes;
}
