import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/dates';
import { bookingAction, checkoutUrl, flightAdvice, seatLabel } from '../../../shared/tourStatus';
import type { Tour } from '../../data/types';
import { usePage } from '../PageContext';
import { Price, useMoney } from './Price';
import { StatusBadge } from './StatusBadge';
import { DepartureActions, GroupInfoGated } from './AccountActions';

/** Booking call to action by bookability (SPEC §2, §4). */
export function BookingAction({ tour, travelName }: { tour: Tour; travelName: string }) {
  const { t } = useTranslation();
  const { bookingBaseUrl, href } = usePage();
  const action = bookingAction(tour);
  if (action === 'checkout') {
    const url = checkoutUrl(bookingBaseUrl, tour.id);
    return url ? (
      <a className="button button--primary" href={url} data-track-tour-id={String(tour.id)} data-track-travel-name={travelName} data-track-status={tour.salesStatus}>
        {t('trip.book')}
      </a>
    ) : null;
  }
  if (action === 'contact-support') {
    return (
      <div className="departure__support">
        <p className="departure__hint">{t('trip.waitingListHint')}</p>
        <a className="button button--outline" href={href('contacts') ?? '/'}>{t('trip.contactSupport')}</a>
      </div>
    );
  }
  return <p className="departure__unavailable">{t('trip.soldOut')}</p>;
}

/** Seats, flights and money facts of one departure. */
export function DepartureFacts({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { market } = usePage();
  const money = useMoney();
  const seats = seatLabel(tour);
  const advice = flightAdvice(tour.salesStatus);
  const date = (value: string) => formatDate(value, market.id);
  return (
    <ul className="departure__facts">
      {seats === 'confirmedTour' ? <li className="fact fact--seats">{t('seat.confirmedTour', { count: tour.freeSeats })}</li> : null}
      {seats === 'notConfirmedTour' ? <li className="fact fact--seats">{t('seat.notConfirmedTour', { count: tour.seatsToConfirm })}</li> : null}
      {tour.promoCode ? (
        <li className="fact fact--promo">
          {t('trip.promo', { code: tour.promoCode.code, discount: money(tour.promoCode.discount), date: date(tour.promoCode.expiresAt) })}
        </li>
      ) : null}
      {tour.deposit ? (
        <li className="fact">
          {tour.deposit.available
            ? t('trip.deposit', { price: money(tour.deposit.price), date: date(tour.deposit.cutOffDate) })
            : t('trip.depositClosed', { date: date(tour.deposit.cutOffDate) })}
        </li>
      ) : null}
      <li className="fact">{t('trip.balanceDue', { date: date(tour.balanceDueDate) })}</li>
      {tour.isNoSharingRoomAvailable ? <li className="fact fact--room">{t('trip.noSharingRoom')}</li> : null}
      {advice ? <li className="fact fact--flight">{t(`flight.${advice}`)}</li> : null}
      {tour.flightsMinPrice ? (
        <li className="fact fact--flight">{t(tour.flightsDirect ? 'flight.direct' : 'flight.stops', { price: money(tour.flightsMinPrice) })}</li>
      ) : null}
    </ul>
  );
}

/** Who is going on a departure (SPEC §3 "Group info"). */
export function GroupInfo({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const info = tour.groupInfo;
  return (
    <details className="group-info">
      <summary>{t('trip.groupInfo.title')}</summary>
      <ul>
        <li>{t('trip.groupInfo.booked', { count: info.caravanersCount })}</li>
        <li>{t('trip.groupInfo.interested', { count: info.interestedCount })}</li>
        <li>{t('trip.groupInfo.firstTimers', { count: info.firstTimersCount })}</li>
        <li>{t('trip.groupInfo.expected', { min: info.expectedGroupSize.min, max: info.expectedGroupSize.max })}</li>
        <li>{t('trip.groupInfo.gender', { male: info.gender.male, female: info.gender.female })}</li>
      </ul>
    </details>
  );
}

/** One departure row on a trip page. */
export function DepartureRow({ tour, travelName, tourHref, selected }: { tour: Tour; travelName: string; tourHref: string | null; selected?: boolean }) {
  const { t } = useTranslation();
  const { market } = usePage();
  return (
    <li className={selected ? 'departure departure--selected' : 'departure'} id={`tour-${tour.code}`}>
      <div className="departure__main">
        <p className="departure__dates">
          {t('trip.dates', { from: formatDate(tour.startingDate, market.id, 'EEE d MMM'), to: formatDate(tour.endingDate, market.id, 'EEE d MMM yyyy') })}
        </p>
        <div className="departure__badges">
          <StatusBadge status={tour.salesStatus} />
          {tour.discounted ? <span className="status status--discount">-{tour.discountPercentage}%</span> : null}
          {tour.ageBadge !== 'ALL' ? <span className="status status--age">{tour.ageBadge === '35-49' ? '35+' : tour.ageBadge}</span> : null}
        </div>
        <DepartureFacts tour={tour} />
        <GroupInfoGated>
          <GroupInfo tour={tour} />
        </GroupInfoGated>
      </div>
      <div className="departure__side">
        <Price price={tour.price} basePrice={tour.basePrice} className="price--large" />
        <BookingAction tour={tour} travelName={travelName} />
        <DepartureActions tour={tour} travelName={travelName} />
        {tourHref && !selected ? <a className="departure__details" href={tourHref}>{t('trip.viewDeparture')}</a> : null}
      </div>
    </li>
  );
}
