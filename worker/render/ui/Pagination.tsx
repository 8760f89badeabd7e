import { useTranslation } from 'react-i18next';

/** Previous / "page n of m" / next; nothing for a single page. `href` builds a page's link. */
export function Pagination({ currentPage, lastPage, href }: { currentPage: number; lastPage: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {currentPage > 1 ? <a href={href(currentPage - 1)} rel="prev">{t('pagination.previous')}</a> : <span />}
      <span className="pagination__status">{t('pagination.status', { page: currentPage, last: lastPage })}</span>
      {currentPage < lastPage ? <a href={href(currentPage + 1)} rel="next">{t('pagination.next')}</a> : <span />}
    </nav>
  );
}
