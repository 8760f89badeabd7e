import { useTranslation } from 'react-i18next';
import { moreRegionAttr, ShowMoreLink, useListLimit } from './ShowMore';
import { formatDate, formatDays } from '../../../shared/dates';
import { paymentTerms } from '../../../shared/bookingChoice';
import { bookingAction, checkoutUrl, flightAdvice } from '../../../shared/tourStatus';
import { ConfirmationFact } from './Confirmation';
import { InstallmentFacts } from './PaymentPlan';
import type { Tour } from '../../data/types';
import { usePage } from '../PageContext';
import { Price, useMoney } from './Price';
import { DiscountFlag } from './Discount';
import { StatusBadge } from './StatusBadge';
import { DepartureActions, GroupInfoGated } from './AccountActions';
import { tourGaItem } from './gaItem';

/**
 * Booking call to action by bookability (SPEC §2, §4): checkout, customer support for
 * on-request departures, nothing bookable for sold-out ones. Where it sits changes how much it
 * says: a departure `row`, the booking `box` (a sold-out departure points to the other dates)
 * or the one-line sticky `bar` (one small button, no hint).
 */
export function BookingAction({ tour, travelName, className = '', variant = 'row' }: { tour: Tour; travelName: string; className?: string; variant?: 'row' | 'box' | 'bar' }) {
  const { t } = useTranslation();
  const { bookingBaseUrl, href, currency } = usePage();
  const action = bookingAction(tour);
  const size = variant === 'bar' ? ' button--small' : '';
  if (action === 'checkout') {
    const url = checkoutUrl(bookingBaseUrl, tour.id);
    return url ? (
      <a className={`button button--primary${size} ${className}`} href={url} data-ga-checkout={tourGaItem(tour, currency)} data-track-tour-id={String(tour.id)} data-track-travel-name={travelName} data-track-status={tour.salesStatus}>
        {t('trip.book')}
      </a>
    ) : null;
  }
  const otherDates = <a className={`button button--outline${size} ${className}`} href="#departures">{t('trip.seeOtherDates')}</a>;
  if (action === 'contact-support') {
    const contact = <a className={`button button--outline${size} ${className}`} href={href('contacts') ?? '/'}>{t('trip.contactSupport')}</a>;
    if (variant === 'bar') return contact;
    return (
      <div className="departure__support">
        <p className="departure__hint">{t('trip.waitingListHint')}</p>
        {contact}
      </div>
    );
  }
  if (variant === 'bar') return otherDates;
  if (variant === 'row') return <p className="departure__unavailable">{t('trip.soldOut')}</p>;
  return (
    <div className="departure__support">
      <p className="departure__unavailable">{t('trip.soldOut')}</p>
      {otherDates}
    </div>
  );
}

/** The payment line of a departure as of today: deposit + balance, or full payment once the cut-off has passed. */
export function PaymentFact({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { market, today } = usePage();
  const money = useMoney();
  const date = (value: string) => formatDate(value, market.id);
  const terms = paymentTerms(tour, today);
  if (terms.kind === 'deposit') {
    return (
      <>
        {tour.deposit ? <li className="fact">{t('trip.deposit', { price: money(tour.deposit.price), date: date(terms.cutOffDate) })}</li> : null}
        <li className="fact">{t('trip.balanceDue', { date: date(terms.balanceDueDate) })}</li>
      </>
    );
  }
  if (terms.kind === 'balance') return <li className="fact">{t('trip.balanceDue', { date: date(terms.balanceDueDate) })}</li>;
  return <li className="fact">{terms.depositClosedOn ? t('trip.depositClosed', { date: date(terms.depositClosedOn) }) : t('trip.fullPayment')}</li>;
}

/** Money, room and flight facts of one departure. */
export function DepartureFacts({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { market } = usePage();
  const money = useMoney();
  const advice = flightAdvice(tour.salesStatus);
  const date = (value: string) => formatDate(value, market.id);
  return (
    <ul className="departure__facts">
      {tour.promoCode ? (
        <li className="fact fact--promo">
          {t('trip.promo', { code: tour.promoCode.code, discount: money(tour.promoCode.discount), date: date(tour.promoCode.expiresAt) })}
        </li>
      ) : null}
      <PaymentFact tour={tour} />
      <InstallmentFacts tour={tour} />
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

/** When a departure leaves, its status, discount and age badges, and how close it is to confirmed. */
function DepartureSummary({ tour }: { tour: Tour }) {
  const { market } = usePage();
  return (
    <>
      <p className="departure__dates">{formatDays(tour.startingDate, tour.endingDate, market.id, { weekday: true })}</p>
      <div className="departure__badges">
        <StatusBadge status={tour.salesStatus} />
        <DiscountFlag facts={tour} percentage={tour.discountPercentage} className="status status--discount" />
        {tour.ageBadge !== 'ALL' ? <span className="status status--age">{tour.ageBadge === '35-49' ? '35+' : tour.ageBadge}</span> : null}
      </div>
      <ConfirmationFact tour={tour} />
    </>
  );
}

/**
 * One departure row on a trip page: dates, status and price first, the booking action beside
 * them; payment, flight and group facts folded under one toggle (open for the selected one).
 */
export function DepartureRow({ tour, travelName, tourHref, selected }: { tour: Tour; travelName: string; tourHref: string | null; selected?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={selected ? 'departure departure--selected' : 'departure'} id={`tour-${tour.code}`} data-tour-id={tour.id}>
      <div className="departure__main">
        <DepartureSummary tour={tour} />
        <details className="departure__more" open={selected || undefined}>
          <summary>{t('trip.departureDetails')}</summary>
          <DepartureFacts tour={tour} />
          <GroupInfoGated>
            <GroupInfo tour={tour} />
          </GroupInfoGated>
        </details>
      </div>
      <div className="departure__side">
        <Price price={tour.price} basePrice={tour.basePrice} discounted={tour.discounted} lowestPrice30d={tour.lowestPrice30d} className="price--large" />
        <BookingAction tour={tour} travelName={travelName} />
        <DepartureActions tour={tour} travelName={travelName} />
        {tourHref && !selected ? <a className="departure__details" href={tourHref}>{t('trip.viewDeparture')}</a> : null}
      </div>
    </li>
  );
}

/**
 * Another departure on a tour page: when, its status, how close it is to confirmed and its
 * price, and a link to its own page, where it can be booked, saved and followed. The full
 * rows (facts, booking, hearts) are the trip page's: on a departure's page they repeated all
 * of that for every other date (15 dates were 88 KB of page).
 */
export function DepartureSummaryRow({ tour, tourHref }: { tour: Tour; tourHref: string | null }) {
  const { t } = useTranslation();
  return (
    <li className="departure departure--summary" id={`tour-${tour.code}`} data-tour-id={tour.id}>
      <div className="departure__main">
        <DepartureSummary tour={tour} />
      </div>
      <div className="departure__side">
        <Price price={tour.price} basePrice={tour.basePrice} discounted={tour.discounted} lowestPrice30d={tour.lowestPrice30d} className="price--large" />
        {tourHref ? <a className="button button--outline departure__details" href={tourHref}>{t('trip.viewDeparture')}</a> : null}
      </div>
    </li>
  );
}

/** How many departures a trip page lists before "show more". */
export const departuresShown = 4;

/**
 * The departure list: the first few, the rest one "show more" away (fetched in place, ./ShowMore.tsx).
 * On a tour page (`selectedId`) the other dates are summaries (DepartureSummaryRow).
 */
export function DepartureList({ tours, travelName, tourHref, selectedId }: { tours: Tour[]; travelName: string; tourHref: (code: string) => string | null; selectedId: Tour['id'] | null }) {
  const { t } = useTranslation();
  const limit = useListLimit('departures', departuresShown);
  const { market } = usePage();
  // A tour page shows its departure whole above the list: here it is only a place in the
  // sequence (the same row twice was its buttons, hearts and ids twice).
  const row = (tour: Tour) =>
    tour.id === selectedId ? (
      <li key={tour.id} className="departure departure--mark">
        <p className="departure__dates">{formatDays(tour.startingDate, tour.endingDate, market.id, { weekday: true })}</p>
        <a className="departure__details" href="#selected-title">{t('trip.selectedAbove')}</a>
      </li>
    ) : selectedId !== null ? (
      <DepartureSummaryRow key={tour.id} tour={tour} tourHref={tourHref(tour.code)} />
    ) : (
      <DepartureRow key={tour.id} tour={tour} travelName={travelName} tourHref={tourHref(tour.code)} />
    );
  const shown = tours.slice(0, limit);
  const rest = tours.length - shown.length;
  return (
    <div {...{ [moreRegionAttr]: 'departures' }}>
      <ul className="departures">{shown.map(row)}</ul>
      {rest > 0 ? (
        <p className="departures__more">
          <ShowMoreLink id="departures" label={t('trip.showMoreDepartures', { count: rest })} />
        </p>
      ) : null}
    </div>
  );
}
