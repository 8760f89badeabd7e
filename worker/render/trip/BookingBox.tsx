// The trip and tour pages' booking box (desktop aside) and sticky booking bar (phones).
import { useTranslation } from 'react-i18next';
import { formatDays } from '../../../shared/dates';
import type { Tour } from '../../data/types';
import { AskAboutTrip } from '../ChatEntry';
import { usePage } from '../PageContext';
import { BookingAction, PaymentFact } from '../ui/Departure';
import { ConfirmationFact } from '../ui/Confirmation';
import { InstallmentFacts } from '../ui/PaymentPlan';
import { ChargeCurrencyNote } from '../../../client/ui/ChargeCurrencyNote';
import { nextBookableTour } from '../../../shared/bookingChoice';
import { allInEstimate, costFactsIn } from '../../../shared/allInEstimate';
import { formatPrice, isCurrencyCode } from '../../../shared/money';
import { bookingAction } from '../../../shared/tourStatus';
import { useFlags } from '../../../flags/react';
import { Price, useMoney } from '../ui/Price';
import { StatusBadge } from '../ui/StatusBadge';
import { TravelNotifyMe } from '../ui/AccountActions';
import { gaItemJson, tourGaItem } from '../ui/gaItem';

import type { TripData } from './tripData';
import { WithRelatedTrips } from './TripExtras';

export function chosenDeparture({ detail, selected }: TripData, today: string): Tour | null {
  return selected ?? nextBookableTour(detail.tours, today);
}

/**
 * Booking box: price, dates and status of one and the same departure (the selected one or the
 * next bookable one) with its booking action; sold-out and on-request departures never offer
 * "Book now". The cheapest price of all dates is a separate, labelled link.
 */
export function BookingBox({ data }: { data: TripData }) {
  const { t } = useTranslation();
  const { market, today, href, currency } = usePage();
  const flags = useFlags();
  const money = useMoney();
  const { detail, selected } = data;
  const tour = chosenDeparture(data, today);
  const best = detail.travel.bestTour;
  const others = detail.tours.length - (tour ? 1 : 0);
  return (
    <aside
      className="booking-box"
      aria-labelledby="booking-box-title"
      data-tour-id={tour?.id}
      data-ga-view-item={tour ? tourGaItem(tour, currency) : gaItemJson({ tourId: null, travelId: detail.travel.id, name: detail.travel.title, destination: detail.travel.destinationLabel, price: best?.price ?? null }, currency)}
    >
      {tour ? (
        <>
          <h2 id="booking-box-title" className="booking-box__label">{selected ? t('trip.selectedDeparture') : t('trip.nextDeparture')}</h2>
          <p className="booking-box__dates">
            {formatDays(tour.startingDate, tour.endingDate, market.id)}
          </p>
          <Price price={tour.price} basePrice={tour.basePrice} discounted={tour.discounted} lowestPrice30d={tour.lowestPrice30d} className="price--xl" />
          {flags.bookingAllIn() ? <AllInEstimate tour={tour} /> : null}
          <div className="booking-box__status">
            <StatusBadge status={tour.salesStatus} />
            <ConfirmationFact tour={tour} />
          </div>
          {bookingAction(tour) === 'unavailable' ? null : (
            <ul className="booking-box__facts">
              <PaymentFact tour={tour} />
              <InstallmentFacts tour={tour} />
              <ChargeCurrencyNote as="li" className="fact fact--currency" currency={currency} />
            </ul>
          )}
          <BookingAction tour={tour} travelName={detail.travel.title} className="booking-box__cta" variant="box" />
        </>
      ) : (
        <>
          <h2 id="booking-box-title" className="booking-box__label">{t('trip.departures')}</h2>
          {detail.tours.length ? (
            <>
              <p>{t('trip.allSoldOut')}</p>
              <WithRelatedTrips extras={data.extras}>
                <a className="button button--outline booking-box__cta" href="#related">{t('trip.seeSimilarTrips')}</a>
              </WithRelatedTrips>
            </>
          ) : (
            <>
              <p>{t('trip.noDeparturesPrompt')}</p>
              <div className="booking-box__actions">
                <a className="button button--outline button--small" href={href('contacts') ?? '/'}>{t('trip.emailUs')}</a>
                <TravelNotifyMe travelId={detail.travel.id} name={detail.travel.title} />
              </div>
            </>
          )}
        </>
      )}
      {others > 0 && best ? (
        <a className="text-link booking-box__all" href="#departures">{t('trip.allDatesFrom', { count: detail.tours.length, price: money(best.price) })}</a>
      ) : null}
      <AskAboutTrip travel={detail.travel.slug} title={detail.travel.title} tourId={selected?.id} />
      <ul className="booking-box__reassurance">
        <li>{t('trip.freeCancellation')}</li>
        <li>{t('trip.insurance')}</li>
      </ul>
      {flags.talkToUs(market.countryCode).footer ? (
        <a className="text-link booking-box__talk" href="?modal=talk-to-us&type=talk-to-us" data-track="header-contact-us" data-track-section-from="booking-box">{t('header.talkToUs')}</a>
      ) : null}
    </aside>
  );
}

/**
 * The README's example experiment (feature `booking-all-in`): beside the price, what the
 * departure costs in all — trip, group fund, cheapest flight — when any of those is known.
 */
function AllInEstimate({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { market, currency } = usePage();
  const code = tour.price[currency] !== undefined ? currency : 'EUR';
  if (!isCurrencyCode(code)) return null;
  const facts = costFactsIn(code, { price: tour.price, privateRoom: null, flexibleCancellation: null, groupFund: tour.groupFund, flights: tour.flightsMinPrice });
  if (!facts) return null;
  const estimate = allInEstimate(facts, { privateRoom: false, flexibleCancellation: false });
  if (estimate.total <= facts.price) return null;
  return (
    <p className="booking-box__all-in" data-experiment="booking-all-in">
      <strong>{t('growth.allInEstimate', { amount: formatPrice(estimate.total, code, market.id, { precision: 0 }) })}</strong>{' '}
      <span className="booking-box__all-in-parts">{`(${t('growth.allInParts')}) ${t('growth.allInNote')}`}</span>
    </p>
  );
}

/** Modals of the trip page, opened by query parameters (SPEC §2): description, gallery, coordinator. */

export function StickyBookingBar({ data }: { data: TripData }) {
  const { t } = useTranslation();
  const { market, today } = usePage();
  const tour = chosenDeparture(data, today);
  const { detail } = data;
  if (!tour) {
    // Every departure sold out: the bar leads to similar trips, once they are known to exist.
    if (!detail.tours.length) return null;
    return (
      <WithRelatedTrips extras={data.extras}>
        <section className="sticky-book" aria-label={t('trip.bookingBar')}>
          <p className="sticky-book__info">{t('status.SOLD_OUT')}</p>
          <a className="button button--outline button--small" href="#related">{t('trip.seeSimilarTrips')}</a>
        </section>
      </WithRelatedTrips>
    );
  }
  return (
    <section className="sticky-book" aria-label={t('trip.bookingBar')}>
      <div className="sticky-book__info" data-tour-id={tour.id}>
        <Price price={tour.price} basePrice={tour.basePrice} discounted={tour.discounted} lowestPrice30d={tour.lowestPrice30d} />
        <span className="sticky-book__dates">
          {formatDays(tour.startingDate, tour.endingDate, market.id)}
        </span>
        <StatusBadge status={tour.salesStatus} />
      </div>
      <BookingAction tour={tour} travelName={detail.travel.title} variant="bar" />
    </section>
  );
}
