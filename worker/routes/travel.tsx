import { useTranslation } from 'react-i18next';
import { formatDate, formatDays } from '../../shared/dates';
import { imageUrl } from '../../shared/image';
import { catalogueSource } from '../data/source';
import type { Tour, TravelCore, TravelExtras } from '../data/types';
import { notFound } from '../errors';
import { usePage } from '../render/PageContext';
import { Breadcrumbs } from '../render/ui/Breadcrumbs';
import { DepartureList, DepartureRow, departuresShown } from '../render/ui/Departure';
import { LiveAvailability } from '../render/ui/LiveAvailability';
import { PaymentCalculatorCard } from '../render/ui/PaymentPlan';
import { bookingAction } from '../../shared/tourStatus';
import { DepartureCalendar } from '../render/DepartureCalendar';
import { Picture } from '../render/ui/Picture';
import { Rating } from '../render/ui/Rating';
import { TripCharacter } from '../render/ui/TripCharacter';
import { DossierLink } from '../render/ui/DossierLink';
import { SafeHtml, useContentText } from '../render/ui/SafeHtml';
import { ChargeCurrencyNote } from '../../client/ui/ChargeCurrencyNote';
import { definePage, type LoadContext } from './types';
import { tripPersonal } from '../account/trip';
import { TravelNotifyMe, TripHeart, TripPersonalProvider } from '../render/ui/AccountActions';
import { modalHref } from '../render/ui/QueryModal';
import { Icon } from '../../client/ui/Icon';
import { coverPreloads } from '../render/preload';
import { marketOrigin } from '../../markets/hosts';
import { buildPath } from '../../markets/routes';
import { resolveCurrency } from '../render/currency';
import { requestProfile } from '../render/profile';
import { genderContext, mealList } from '../../shared/nativeCopy';
import { breadcrumbs, graph, touristTrip } from '../render/linkedData';

import { BookingBox, chosenDeparture, StickyBookingBar } from '../render/trip/BookingBox';
import { TripModals } from '../render/trip/TripModals';
import { RelatedTrips, TripReviews } from '../render/trip/TripExtras';
import type { TripData } from '../render/trip/tripData';
import { addPageTags, tourTag, travelTag } from '../cache/purge';

export type { TripData };

function travelSlug(ctx: LoadContext): string {
  const slug = ctx.params.travel ?? '';
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound();
  return slug;
}

async function loadTravel(ctx: LoadContext): Promise<TravelCore> {
  const slug = travelSlug(ctx);
  const detail = await catalogueSource(ctx.c).travel(slug);
  if (!detail) throw notFound();
  addPageTags(ctx.c, travelTag(slug));
  return detail;
}

/**
 * Reviews and related trips: below the fold, deferred (./types.ts loadPage), streamed under
 * `<Suspense>` (worker/render/trip/TripExtras.tsx). A failure shows neither.
 */
const tripExtras = {
  extras: { load: (ctx: LoadContext) => catalogueSource(ctx.c).travelExtras(travelSlug(ctx)), fallback: { reviews: [], related: [] } as TravelExtras },
};

function TripCover({ detail, selected }: TripData) {
  const { t } = useTranslation();
  const { href, market } = usePage();
  const formatDateRange = (tour: Tour) => formatDays(tour.startingDate, tour.endingDate, market.id);
  const travel = detail.travel;
  return (
    <section className="trip-cover">
      <Picture image={travel.coverImage ?? travel.thumbnailImage} alt="" className="trip-cover__img" width={1600} height={1000} priority />
      <div className="cover__shade" />
      <div className="container trip-cover__inner">
        <Breadcrumbs
          items={[
            { label: t('routes.index'), href: href('index') },
            { label: t('routes.travels'), href: href('travels') },
            { label: travel.destinationLabel, href: selected ? href('travels-travel', { travel: travel.slug }) : null },
            ...(selected ? [{ label: formatDateRange(selected) }] : []),
          ]}
        />
        <p className="trip-cover__destination">{travel.destinationLabel}</p>
        <h1 className="trip-cover__title">{travel.title}</h1>
        <p className="trip-cover__subtitle">{travel.subtitle}</p>
        <div className="trip-cover__meta">
          <span>{t('trip.daysNights', { days: travel.days, nights: travel.nights })}</span>
          {travel.badges.map((badge) => <span key={badge.id} className="pill">{badge.label}</span>)}
          <Rating value={detail.reviews.rating} count={detail.reviews.count} />
          <TripHeart travelId={travel.id} name={travel.title} />
        </div>
      </div>
      {/* The photos from the first screen: on a phone the gallery section is some 7,000 px down. */}
      {travel.photos.length ? (
        <a className="trip-cover__photos" href={modalHref('gallery')} aria-label={t('trip.allPhotos', { count: travel.photos.length })}>
          <Icon name="photos" size={18} />
          <span>{travel.photos.length}</span>
        </a>
      ) : null}
    </section>
  );
}


function KeyFacts({ detail }: { detail: TravelCore }) {
  const { t } = useTranslation();
  const travel = detail.travel;
  const facts = [
    [t('trip.duration'), t('trip.daysNights', { days: travel.days, nights: travel.nights })],
    [t('trip.group'), t('trip.groupSize', { min: travel.minTravellers, max: travel.maxTravellers })],
    [t('trip.ageRange'), travel.ageRange.label],
    [t('trip.style'), travel.travelStyle.label],
    [t('trip.type'), travel.travelType.label],
  ];
  return (
    <dl className="key-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="key-facts__item"><dt>{label}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}

/** The departure the booking box and the sticky bar show: the selected one, else the next bookable one. */
function TripView({ data }: { data: TripData }) {
  const { t } = useTranslation();
  const page = usePage();
  const content = useContentText();
  const { href, currency } = page;
  const { detail, selected } = data;
  const travel = detail.travel;
  const tourHref = (code: string) => href('travels-travel-tour', { travel: travel.slug, tour: code });
  const faqGroups = [
    ['faqGeneral', detail.travel.faqs.general],
    ['faqItinerary', detail.travel.faqs.itinerary],
    ['faqDestination', detail.travel.faqs.destination],
  ] as const;
  return (
    <TripPersonalProvider value={data.personal}>
    <article className="trip">
      <TripCover detail={detail} selected={selected} />
      <div className="container trip__layout">
        <div className="trip__main">
          <KeyFacts detail={detail} />
          {selected ? (
            <section className="trip__section" aria-labelledby="selected-title">
              <h2 id="selected-title">{t('trip.selectedDeparture')}</h2>
              <ul className="departures">
                <DepartureRow tour={selected} travelName={travel.title} tourHref={null} selected />
              </ul>
              <DossierLink travelSlug={travel.slug} tourCode={selected.code} />
            </section>
          ) : null}
          {selected && bookingAction(selected) !== 'unavailable' ? <PaymentCalculatorCard tour={selected} /> : null}
          <TripCharacter travel={travel} tour={chosenDeparture(data, page.today)} compact={selected !== null} />
          <section className="trip__section" aria-labelledby="overview-title">
            <h2 id="overview-title">{t('trip.overview')}</h2>
            <SafeHtml className="prose prose--clamped" html={travel.description} />
            <a className="text-link" href={modalHref('travel-description')}>{t('blocks.readMore')}</a>
            {travel.highlights.length ? (
              <>
                <h3>{t('trip.highlights')}</h3>
                <ul className="highlights">{travel.highlights.map((item) => <li key={item}>{item}</li>)}</ul>
              </>
            ) : null}
          </section>
          <section className="trip__section" aria-labelledby="itinerary-title">
            <h2 id="itinerary-title">{t('trip.itinerary')}</h2>
            <ol className="itinerary itinerary--short">
              {travel.itinerary.slice(0, 4).map((day) => (
                <li key={day.day}><span className="itinerary__day">{t('trip.day', { day: day.day })}</span>{` ${day.title}`}</li>
              ))}
            </ol>
            <p className="trip__links">
              <a className="button button--outline" href={href('travels-travel-itinerary', { travel: travel.slug }) ?? '#'}>{t('trip.fullItinerary')}</a>
              {travel.videoUrl && /^https:\/\//.test(travel.videoUrl) ? <a className="text-link" href={modalHref('video-itinerary')}>{t('trip.video')}</a> : null}
            </p>
          </section>
          <section className="trip__section" id="departures" aria-labelledby="departures-title">
            <div className="section-head">
              <h2 id="departures-title">{selected ? t('trip.allDepartures') : t('trip.departures')}</h2>
              <a className="text-link" href={modalHref('flight-club')}>{t('trip.flightClubTitle')}</a>
            </div>
            {detail.tours.length ? (
              <>
                <LiveAvailability tours={detail.tours} />
                <DepartureList tours={detail.tours} travelName={travel.title} tourHref={tourHref} selectedId={selected?.id ?? null} />
                <ChargeCurrencyNote className="note" currency={currency} />
              </>
            ) : (
              <div className="empty-note">
                <p>{t('trip.noDeparturesPrompt')}</p>
                <div className="booking-box__actions">
                  <a className="button button--outline button--small" href={href('contacts') ?? '/'}>{t('trip.emailUs')}</a>
                  <TravelNotifyMe travelId={travel.id} name={travel.title} />
                </div>
              </div>
            )}
          </section>
          {detail.tours.length ? (
            <section className="trip__section" aria-labelledby="calendar-title">
              <h2 id="calendar-title">{t('trip.calendar')}</h2>
              <DepartureCalendar tours={detail.tours} tourHref={tourHref} selectedCode={selected?.code ?? null} />
            </section>
          ) : null}
          <section className="trip__section trip__included" aria-labelledby="included-title">
            <div>
              <h2 id="included-title">{t('trip.included')}</h2>
              <ul className="checklist">{travel.included.map((item) => <li key={item.title}><strong>{item.title}</strong>{` ${item.description}`}</li>)}</ul>
            </div>
            <div>
              <h2>{t('trip.notIncluded')}</h2>
              <ul className="checklist checklist--no">{travel.notIncluded.map((item) => <li key={item.title}><strong>{item.title}</strong>{` ${content(item.description)}`}</li>)}</ul>
            </div>
          </section>
          {travel.photos.length ? (
            <section className="trip__section" aria-labelledby="photos-title">
              <div className="section-head">
                <h2 id="photos-title">{t('trip.photos')}</h2>
                <a className="text-link" href={modalHref('gallery')}>{t('trip.allPhotos', { count: travel.photos.length })}</a>
              </div>
              <ul className="gallery gallery--trip">
                {travel.photos.slice(0, 8).map((photo, index) => (
                  <li key={`${photo.id}-${index}`} className="gallery__item">
                    <Picture image={photo} width={800} height={500} alt={photo.altText ?? t('blocks.galleryPhoto', { n: index + 1, total: travel.photos.length })} className="gallery__img" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {travel.coordinator ? (
            <section className="trip__section" aria-labelledby="coordinator-title">
              <h2 id="coordinator-title">{t('trip.coordinator', { context: genderContext(travel.coordinator.gender) })}</h2>
              <a className="coordinator-card" href={href('coordinators-coordinator', { coordinator: travel.coordinator.slug }) ?? '#'}>
                <Picture image={travel.coordinator.avatar} width={96} height={96} alt="" className="coordinator-card__avatar" orientation="portrait" />
                <span>
                  <strong>{travel.coordinator.name}</strong>
                  <span className="coordinator-card__more">{t('trip.meetCoordinator', { name: travel.coordinator.firstName })} →</span>
                </span>
              </a>
              <p><a className="text-link" href={modalHref('coordinator')}>{t('trip.aboutCoordinator', { context: genderContext(travel.coordinator.gender) })}</a></p>
            </section>
          ) : null}
          {faqGroups.some(([, items]) => items.length) ? (
            <section className="trip__section" aria-labelledby="faq-title">
              <h2 id="faq-title">{t('trip.faqs')}</h2>
              {faqGroups.map(([key, items]) =>
                items.length ? (
                  <div key={key} className="faq">
                    <h3>{t(`trip.${key}`)}</h3>
                    {items.map((item) => (
                      <details key={item.id} className="faq__item" data-faq-id={item.id}>
                        <summary className="faq__question">{item.question}</summary>
                        <SafeHtml className="faq__answer" html={item.answer} />
                      </details>
                    ))}
                  </div>
                ) : null,
              )}
            </section>
          ) : null}
          <TripReviews extras={data.extras} />
        </div>
        <BookingBox data={data} />
      </div>
      <StickyBookingBar data={data} />
      <TripModals detail={detail} />
      <RelatedTrips extras={data.extras} />
    </article>
    </TripPersonalProvider>
  );
}

function tripMeta(data: TripData, ctx: LoadContext) {
  const travel = data.detail.travel;
  const image = travel.coverImage ?? travel.thumbnailImage;
  const { c, market, url } = ctx;
  const t = c.get('i18n').t;
  const origin = marketOrigin(market.id, url, c.get('marketDomains'));
  const path = (name: Parameters<typeof buildPath>[1], params?: Record<string, string>) => origin + (buildPath(market.id, name, params) ?? '/');
  const currency = resolveCurrency(requestProfile(c), null);
  return {
    title: data.selected ? `${travel.title} · ${formatDate(data.selected.startingDate, market.id)}` : travel.seo.title || travel.title,
    description: travel.seo.description,
    image: image ? imageUrl(image, 'desktop') : undefined,
    preloadImages: coverPreloads(image),
    linkedData: graph(
      touristTrip(data.detail, origin + url.pathname, currency, c.env.BOOKING_BASE_URL, data.selected, departuresShown),
      breadcrumbs([
        { name: t('routes.index'), url: path('index') },
        { name: t('routes.travels'), url: path('travels') },
        { name: travel.title, url: path('travels-travel', { travel: travel.slug }) },
      ]),
    ),
  };
}

/** Trip page (travel): everything SPEC §2 "Trip page" lists. */
export const travelPage = definePage<Omit<TripData, 'extras'>, { extras: TravelExtras }>({
  pageType: 'travel',
  async load(ctx) {
    const detail = await loadTravel(ctx);
    return { detail, selected: null, personal: await tripPersonal(ctx.c, detail.travel.id) };
  },
  defer: tripExtras,
  meta: tripMeta,
  View: TripView,
});

/** Tour page: the trip page with one departure selected. */
export const tourPage = definePage<Omit<TripData, 'extras'>, { extras: TravelExtras }>({
  pageType: 'tour',
  async load(ctx) {
    const detail = await loadTravel(ctx);
    const selected = detail.tours.find((tour) => tour.code === ctx.params.tour);
    if (!selected) throw notFound();
    addPageTags(ctx.c, tourTag(selected.code));
    return { detail, selected, personal: await tripPersonal(ctx.c, detail.travel.id) };
  },
  defer: tripExtras,
  meta: tripMeta,
  View: TripView,
});

function ItineraryView({ data }: { data: TripData }) {
  const { t } = useTranslation();
  const { href, market } = usePage();
  const travel = data.detail.travel;
  return (
    <article className="itinerary-page">
      <section className="page-heading">
        <div className="container">
          <Breadcrumbs
            items={[
              { label: t('routes.index'), href: href('index') },
              { label: travel.title, href: href('travels-travel', { travel: travel.slug }) },
              { label: t('trip.itinerary') },
            ]}
          />
          <h1>{t('trip.itinerary')}: {travel.title}</h1>
          <p className="page-heading__lead">{t('trip.daysNights', { days: travel.days, nights: travel.nights })} · {travel.subtitle}</p>
        </div>
      </section>
      <div className="container container--narrow">
        <ol className="itinerary">
          {travel.itinerary.map((day) => (
            <li key={day.day} className="itinerary__item">
              <p className="itinerary__day">{t('trip.day', { day: day.day })}</p>
              <h2 className="itinerary__title">{day.title}</h2>
              <SafeHtml className="prose" html={day.description} />
              <p className="itinerary__meta">
                {day.overnight ? <span>{t('trip.overnight', { place: day.overnight })}</span> : null}
                {mealList(day.meals, t, market.intlLocale) ? <span>{t('trip.meals', { meals: mealList(day.meals, t, market.intlLocale) })}</span> : null}
              </p>
            </li>
          ))}
        </ol>
        {travel.meetingPoint ? <p className="note"><strong>{t('trip.meetingPoint')}:</strong> {travel.meetingPoint}</p> : null}
        <p><a className="button button--primary" href={href('travels-travel', { travel: travel.slug }) ?? '#'}>{t('trip.backToTrip')}</a></p>
      </div>
    </article>
  );
}

/** Day-by-day itinerary page. */
export const itineraryPage = definePage<TripData>({
  pageType: 'itinerary',
  async load(ctx) {
    return { detail: await loadTravel(ctx), selected: null };
  },
  meta: (data, ctx) => ({ ...tripMeta(data, ctx), title: `${ctx.c.get('i18n').t('trip.itinerary')}: ${data.detail.travel.title}` }),
  View: ItineraryView,
});

