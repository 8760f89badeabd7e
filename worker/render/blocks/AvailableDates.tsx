import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/dates';
import type { Tour } from '../../data/types';
import { usePage } from '../PageContext';
import { DepartureCalendar } from '../DepartureCalendar';
import { Price } from '../ui/Price';
import { modalHref, QueryModal } from '../ui/QueryModal';
import { StatusBadge } from '../ui/StatusBadge';
import { Section } from './Section';
import { list, str, type BlockProps } from './types';

function DateList({ tours, limit, tourHref }: { tours: Tour[]; limit: number; tourHref: (code: string) => string | null }) {
  const { t } = useTranslation();
  const { market } = usePage();
  return (
    <ul className="date-list">
      {tours.slice(0, limit).map((tour) => (
        <li key={tour.id}>
          <a className="date-list__row" href={tourHref(tour.code) ?? '#'}>
            <span className="date-list__dates">{t('trip.dates', { from: formatDate(tour.startingDate, market.id), to: formatDate(tour.endingDate, market.id) })}</span>
            <span className="date-list__title">{tour.travel.title}</span>
            <StatusBadge status={tour.salesStatus} />
            <Price price={tour.price} basePrice={tour.basePrice} discounted={tour.discounted} lowestPrice30d={tour.lowestPrice30d} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Available departure dates for the block's filter: the next few inline, and the
 * available-dates modal (calendar or list layout, SPEC §2) with all of them.
 */
export function AvailableDates({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const { href } = usePage();
  const tours = list<Tour>(content.data);
  const layout = content.layout === 'list' ? 'list' : 'calendar';
  const tourHref = (code: string) => {
    const tour = tours.find((item) => item.code === code);
    return tour ? href('travels-travel-tour', { travel: tour.travel.slug, tour: tour.code }) : null;
  };
  return (
    <Section id={id} title={str(content.title)} subtitle={str(content.subtitle)}>
      {tours.length === 0 ? (
        <p className="empty-note">{t('trip.noDeparturesPrompt')}</p>
      ) : (
        <>
          <DateList tours={tours} limit={3} tourHref={tourHref} />
          <p className="available-dates__actions">
            <a className="button button--primary" href={modalHref('available-dates', layout)}>{t('blocks.availableDates')}</a>
          </p>
          <QueryModal type="available-dates" title={str(content.title) || t('blocks.availableDates')}>
            <div className="layout-switch">
              <a href={modalHref('available-dates', 'calendar')} className="chip">{t('blocks.layoutCalendar')}</a>
              <a href={modalHref('available-dates', 'list')} className="chip">{t('blocks.layoutList')}</a>
            </div>
            <div className="available-dates__calendar">
              <DepartureCalendar tours={tours} tourHref={tourHref} />
            </div>
            <div className="available-dates__list">
              <DateList tours={tours} limit={60} tourHref={tourHref} />
            </div>
          </QueryModal>
        </>
      )}
    </Section>
  );
}
