/**
 * WeMeet events page (SPEC §2, every market but en-WE): search by city and time, the event
 * count with a near-place phrase, "clear all" and "search events", event cards, pagination.
 * A GET form, so it works without JavaScript; any query string renders the page, invalid
 * parts fall back to their defaults.
 */
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../markets/routes';
import { formatDate } from '../../shared/dates';
import { catalogueSource } from '../data/source';
import { eventWhens, eventsQuerySchema, type EventWhen, type EventsPage, type WeMeetEvent } from '../data/types';
import { Island } from '../render/Island';
import { usePage } from '../render/PageContext';
import { Picture } from '../render/ui/Picture';
import { useMoney } from '../render/ui/Price';
import { definePage, type LoadContext } from './types';
import { Pagination } from '../render/ui/Pagination';
import { genderContext } from '../../shared/nativeCopy';

const perPage = 12;
const formId = 'events-search';

export interface EventsData {
  action: string;
  /** Selected city slug; null for every city. */
  city: string | null;
  /** Name of the selected city, for "12 events near Milano". */
  place: string | null;
  when: EventWhen;
  events: EventsPage;
}

function isWhen(value: string | null): value is EventWhen {
  return (eventWhens as readonly (string | null)[]).includes(value);
}

/** Page number of the query string: a plain positive integer, else 1. */
function pageOf(value: string | null): number {
  return value && /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

async function loadEvents({ c, market, url }: LoadContext): Promise<EventsData> {
  const action = buildPath(market.id, 'events-wemeet') ?? url.pathname;
  const params = url.searchParams;
  const citySlug = eventsQuerySchema.shape.city.safeParse(params.get('city') || undefined);
  let city = citySlug.success ? (citySlug.data ?? null) : null;
  const whenParam = params.get('when');
  const when: EventWhen = isWhen(whenParam) ? whenParam : 'whenever';
  let page = pageOf(params.get('page'));

  const source = catalogueSource(c);
  const fetchEvents = () => source.events({ city: city ?? undefined, when, page, perPage });
  let events = await fetchEvents();
  // A city with no upcoming events is not in the list: show every city instead of an unknown one.
  if (city && !events.cities.some((entry) => entry.slug === city)) {
    city = null;
    page = 1;
    events = await fetchEvents();
  }
  // Past the last page (an old link): the last page.
  if (page > events.lastPage && (events.total ?? 0) > 0) {
    page = events.lastPage;
    events = await fetchEvents();
  }
  const place = city ? (events.cities.find((entry) => entry.slug === city)?.name ?? null) : null;
  return { action, city, place, when, events };
}

function eventsQuery(data: EventsData, page: number): string {
  const query = new URLSearchParams();
  if (data.city) query.set('city', data.city);
  if (data.when !== 'whenever') query.set('when', data.when);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : data.action;
}

function EventCard({ event }: { event: WeMeetEvent }) {
  const { t } = useTranslation();
  const { market, href } = usePage();
  const money = useMoney();
  // Local wall-clock times of the event's city, written the market's way (7:30 PM, 19:30).
  const day = formatDate(event.startingAt, market.id, market.id === 'us' ? 'EEE, MMM d' : 'EEE d MMM');
  const time = t('events.time', { start: formatDate(event.startingAt, market.id, 'p'), end: formatDate(event.endingAt, market.id, 'p') });
  const spotsLeft = Math.max(0, event.maxAttendees - event.attendeesCount);
  const coordinator = event.organiser.type === 'coordinator' ? event.organiser.coordinator : null;
  const coordinatorHref = coordinator ? href('coordinators-coordinator', { coordinator: coordinator.slug }) : null;
  const eventHref = href('events-wemeet-event', { event: event.slug });
  const price = event.price ? money(event.price, Object.values(event.price).some((cents) => cents % 100 !== 0) ? 2 : 0) : '';
  return (
    <article className="event-card">
      <div className="event-card__media">
        <Picture image={event.image} width={480} height={320} alt="" className="event-card__img" />
      </div>
      <div className="event-card__body">
        <p className="event-card__when">
          <time dateTime={event.startingAt}>{day}</time> · {time}
        </p>
        <h3 className="event-card__title">
          {/* Each event opens on its own page (date, place, organiser, places left, sign-up). */}
          {eventHref ? <a className="event-card__link" href={eventHref}>{event.title}</a> : event.title}
        </h3>
        <p className="event-card__place">{event.city} · {event.venue}</p>
        <p className="event-card__organiser">
          {coordinator && coordinatorHref ? (
            <a href={coordinatorHref}>{t('events.byCoordinator', { name: coordinator.name, context: genderContext(coordinator.gender) })}</a>
          ) : event.organiser.type === 'coordinator' ? (
            t('events.byCoordinator', { name: event.organiser.name, context: genderContext(event.organiser.coordinator?.gender) })
          ) : (
            t('events.byCommunity', { name: event.organiser.name })
          )}
        </p>
        <div className="event-card__footer">
          <span className="event-card__attendees">
            {t('events.attendees', { count: event.attendeesCount })} · {spotsLeft ? t('events.spotsLeft', { count: spotsLeft }) : t('events.full')}
          </span>
          <strong className={price ? 'event-card__price' : 'event-card__price event-card__price--free'}>{price || t('events.free')}</strong>
        </div>
      </div>
    </article>
  );
}

function EventsView({ data }: { data: EventsData }) {
  const { t } = useTranslation();
  const { events } = data;
  const total = events.total ?? events.data.length;
  return (
    <>
      <section className="page-heading">
        <div className="container">
          <h1>{t('routes.events-wemeet')}</h1>
          <p className="page-heading__lead">{t('events.lead')}</p>
        </div>
      </section>
      <section className="block events" aria-labelledby="events-count">
        <div className="container">
          <form id={formId} className="events-search" method="get" action={data.action} role="search" aria-label={t('events.searchLabel')}>
            <div className="events-search__city">
              <label className="events-search__label" htmlFor="events-city">{t('events.cityLabel')}</label>
              <select id="events-city" name="city" className="input events-search__select" defaultValue={data.city ?? ''}>
                <option value="">{t('events.allCities')}</option>
                {events.cities.map((entry) => (
                  <option key={entry.slug} value={entry.slug}>{t('events.cityOption', { name: entry.name, count: entry.count })}</option>
                ))}
              </select>
            </div>
            <fieldset className="events-search__when">
              <legend className="events-search__label">{t('events.whenLabel')}</legend>
              <div className="events-when">
                {eventWhens.map((when) => (
                  <label key={when} className="events-when__option">
                    <input type="radio" name="when" value={when} defaultChecked={data.when === when} />
                    <span>{t(`events.when.${when}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="events-search__actions">
              <a className="button button--ghost" href={data.action}>{t('events.clearAll')}</a>
              <button type="submit" className="button button--primary">{t('events.search')}</button>
            </div>
          </form>
          <Island name="AutoSubmit" props={{ formIds: [formId] }} />

          <h2 id="events-count" className="events__count" aria-live="polite">
            {data.place ? t('events.countNear', { count: total, place: data.place }) : t('events.countAll', { count: total })}
          </h2>
          {events.data.length ? (
            <ul className="events-grid">
              {events.data.map((event) => <li key={event.id}><EventCard event={event} /></li>)}
            </ul>
          ) : (
            <p className="empty-note">{t('events.empty')}</p>
          )}
          <Pagination currentPage={events.currentPage} lastPage={events.lastPage} href={(page) => eventsQuery(data, page)} />
        </div>
      </section>
    </>
  );
}

/** WeMeet events: community meet-ups by city and time window. */
export const eventsPage = definePage<EventsData>({
  pageType: 'custom page',
  load: loadEvents,
  meta: (_data, { c }) => ({ title: c.get('i18n').t('routes.events-wemeet'), description: c.get('i18n').t('events.lead') }),
  View: EventsView,
});
