import { useTranslation } from 'react-i18next';
import { formatDays } from '../../../shared/dates';
import { seatLabel } from '../../../shared/tourStatus';
import type { Tour } from '../../data/types';
import { useIsolateMarkup } from '../isolateMarkup';
import { usePage } from '../PageContext';
import { Picture } from './Picture';
import { Price } from './Price';
import { DiscountFlag } from './Discount';
import { StatusBadge } from './StatusBadge';
import { tourGaItem } from './gaItem';

/** A departure card: photo, status, dates, trip title, seats and price (its inside rendered once per isolate: ../isolateMarkup.tsx). */
export function TourCard({ tour }: { tour: Tour }) {
  const { currency } = usePage();
  const html = useIsolateMarkup(tour, 'tour-card', () => <TourCardLink tour={tour} />);
  return <article className="travel-card tour-card" data-ga-item={tourGaItem(tour, currency)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function TourCardLink({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { href, market } = usePage();
  const link = href('travels-travel-tour', { travel: tour.travel.slug, tour: tour.code }) ?? '#';
  const seats = seatLabel(tour);
  return (
    <a className="travel-card__link" href={link}>
      <div className="travel-card__media">
        <Picture image={tour.travel.thumbnailImage} width={480} height={320} alt="" className="travel-card__img" />
        <span className="tour-card__status"><StatusBadge status={tour.salesStatus} /></span>
        <DiscountFlag facts={tour} percentage={tour.discountPercentage} className="travel-card__flag" />
      </div>
      <div className="travel-card__body">
        <p className="travel-card__destination">
          {formatDays(tour.startingDate, tour.endingDate, market.id)}
        </p>
        <h3 className="travel-card__title">{tour.travel.title}</h3>
        <p className="travel-card__meta">
          {seats === 'confirmedTour' ? t('seat.confirmedTour', { count: tour.freeSeats }) : null}
          {seats === 'notConfirmedTour' ? t('seat.notConfirmedTour', { count: tour.seatsToConfirm }) : null}
          {seats === null ? t('trip.daysNights', { days: tour.travel.numberOfDays, nights: Math.max(0, tour.travel.numberOfDays - 1) }) : null}
        </p>
        <div className="travel-card__footer">
          <span className="tour-card__days">{t('trip.daysShort', { count: tour.travel.numberOfDays })}</span>
          <Price price={tour.price} basePrice={tour.basePrice} discounted={tour.discounted} lowestPrice30d={tour.lowestPrice30d} />
        </div>
      </div>
    </a>
  );
}
