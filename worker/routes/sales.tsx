import { useTranslation } from 'react-i18next';
import { catalogueSource } from '../data/source';
import type { Page, Tour } from '../data/types';
import { Pagination } from '../render/ui/Pagination';
import { TourCard } from '../render/ui/TourCard';
import { definePage } from './types';
import { inRange, pagedMeta, pageHref, pageNumber } from './pageNumber';

/** Deals per page: the biggest discounts first, the rest a page further (issue 12: long lists paged). */
export const salesPerPage = 24;

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
          <Pagination currentPage={data.currentPage} lastPage={data.lastPage} href={pageHref} />
        </div>
      </section>
    </>
  );
}

/** Deals: discounted departures, biggest discount first. */
export const salesPage = definePage<Page<Tour>>({
  pageType: 'custom page',
  load: async ({ c, url }) => inRange(await catalogueSource(c).tours({ discounted: true, sort: 'discount:desc', perPage: salesPerPage, page: pageNumber(url), tab: 'tours' })),
  meta: (data, { c }) => {
    const { t } = c.get('i18n');
    return pagedMeta({ title: t('routes.sales'), description: t('listing.salesLead') }, data, t);
  },
  View: SalesView,
});
