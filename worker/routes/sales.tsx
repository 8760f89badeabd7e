import { useTranslation } from 'react-i18next';
import { catalogueSource } from '../data/source';
import type { Page, Tour } from '../data/types';
import { TourCard } from '../render/ui/TourCard';
import { definePage } from './types';

function SalesView({ data }: { data: Page<Tour> }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="page-heading">
        <div className="container">
          <h1>{t('routes.sales')}</h1>
          <p className="page-heading__lead">{t('listing.salesLead')}</p>
        </div>
      </section>
      <section className="block" aria-label={t('routes.sales')}>
        <div className="container">
          {data.data.length ? (
            <ul className="cards-grid">{data.data.map((tour) => <li key={tour.id}><TourCard tour={tour} /></li>)}</ul>
          ) : (
            <p className="empty-note">{t('listing.empty')}</p>
          )}
        </div>
      </section>
    </>
  );
}

/** Deals: discounted departures, biggest discount first. */
export const salesPage = definePage<Page<Tour>>({
  pageType: 'custom page',
  load: ({ c }) => catalogueSource(c).tours({ discounted: true, sort: 'discount:desc', perPage: 48, tab: 'tours' }),
  meta: (_data, { c }) => ({ title: c.get('i18n').t('routes.sales'), description: c.get('i18n').t('listing.salesLead') }),
  View: SalesView,
});
