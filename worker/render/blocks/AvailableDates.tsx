import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/dates';
import type { Tour } from '../../data/types';
import { usePage } from '../PageContext';
import { MonthCalendar } from '../ui/MonthCalendar';
import { Price } from '../ui/Price';
import { StatusBadge } from '../ui/StatusBadge';
import { Section } from './Section';
import { list, str, type BlockProps } from './types';

/** Available departure dates for the block's filter, as a calendar or a list (SPEC §2). */
export function AvailableDates({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const { href, market } = usePage();
  const tours = list<Tour>(content.data);
  const tourHref = (code: string) => {
    const tour = tours.find((item) => item.code === code);
    return tour ? href('travels-travel-tour', { travel: tour.travel.slug, tour: tour.code }) : null;
  };
  return (
    <Section id={id} title={str(content.title)} subtitle={str(content.subtitle)}>
      {tours.length === 0 ? (
        <p className="empty-note">{t('trip.noDeparturesPrompt')}</p>
      ) : content.layout === 'list' ? (
        <ul className="date-list">
          {tours.slice(0, 20).map((tour) => (
            <li key={tour.id}>
              <a className="date-list__row" href={tourHref(tour.code) ?? '#'}>
                <span className="date-list__dates">{t('trip.dates', { from: formatDate(tour.startingDate, market.id), to: formatDate(tour.endingDate, market.id) })}</span>
                <span className="date-list__title">{tour.travel.title}</span>
                <StatusBadge status={tour.salesStatus} />
                <Price price={tour.price} basePrice={tour.basePrice} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <MonthCalendar tours={tours} tourHref={tourHref} months={2} />
      )}
    </Section>
  );
}
