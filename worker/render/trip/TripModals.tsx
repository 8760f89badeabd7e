// The trip page's query-parameter modals (gallery, description, coordinator, flight club, talk to us).
import { useTranslation } from 'react-i18next';
import type { TravelCore } from '../../data/types';
import { usePage } from '../PageContext';
import { Picture } from '../ui/Picture';
import { useMoney } from '../ui/Price';
import { SafeHtml } from '../ui/SafeHtml';
import { QueryModal } from '../ui/QueryModal';


export function TripModals({ detail }: { detail: TravelCore }) {
  const { t } = useTranslation();
  const { href } = usePage();
  const money = useMoney();
  const travel = detail.travel;
  const cheapestFlight = detail.tours
    .filter((tour) => tour.flightsMinPrice)
    .sort((a, b) => (a.flightsMinPrice?.EUR ?? 0) - (b.flightsMinPrice?.EUR ?? 0))[0];
  return (
    <>
      <QueryModal type="travel-description" title={travel.title}>
        <SafeHtml className="prose" html={travel.description} />
        {travel.highlights.length ? <ul className="highlights">{travel.highlights.map((item) => <li key={item}>{item}</li>)}</ul> : null}
      </QueryModal>
      <QueryModal type="gallery" title={t('trip.photos')}>
        <ul className="gallery gallery--modal">
          {travel.photos.map((photo, index) => (
            <li key={`${photo.id}-${index}`}>
              <figure>
                <Picture image={photo} width={1200} height={750} alt={photo.altText ?? t('blocks.galleryPhoto', { n: index + 1, total: travel.photos.length })} className="gallery__img" />
                <figcaption>{t('blocks.galleryPhoto', { n: index + 1, total: travel.photos.length })}{photo.altText ? ` · ${photo.altText}` : ''}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </QueryModal>
      <QueryModal type="flight-club" title={t('trip.flightClubTitle')} size="medium">
        <p>{t('trip.flightClubIntro')}</p>
        <ul className="checklist">
          <li>{t('flight.wait-confirmation')}</li>
          <li>{t('flight.can-buy')}</li>
          <li>{t('trip.flightClubMeeting')}</li>
        </ul>
        {cheapestFlight ? <p className="note">{t(cheapestFlight.flightsDirect ? 'flight.direct' : 'flight.stops', { price: money(cheapestFlight.flightsMinPrice) })}</p> : null}
      </QueryModal>
      {travel.videoUrl && /^https:\/\//.test(travel.videoUrl) ? (
        <QueryModal type="video-itinerary" title={t('trip.video')}>
          <ol className="itinerary itinerary--short">
            {travel.itinerary.map((day) => <li key={day.day}><span className="itinerary__day">{t('trip.day', { day: day.day })}</span> {day.title}</li>)}
          </ol>
          <a className="button button--primary" href={travel.videoUrl} target="_blank" rel="noopener noreferrer">{t('trip.videoOpen')}</a>
        </QueryModal>
      ) : null}
      {travel.coordinator ? (
        <QueryModal type="coordinator" title={travel.coordinator.name} size="medium">
          <div className="person person--modal">
            <Picture image={travel.coordinator.avatar} width={120} height={120} alt="" className="person__avatar" orientation="portrait" />
            <p>{t('trip.coordinatorIntro', { name: travel.coordinator.firstName })}</p>
          </div>
          <a className="button button--primary" href={href('coordinators-coordinator', { coordinator: travel.coordinator.slug }) ?? '#'}>
            {t('trip.meetCoordinator', { name: travel.coordinator.firstName })}
          </a>
        </QueryModal>
      ) : null}
    </>
  );
}

/**
 * Small screens: the booking box in one line (price, dates, status and the booking action of
 * the same departure), shown while the booking box itself is out of view (client/ui/stickyBooking.ts).
 */
