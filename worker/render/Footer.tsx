import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../markets/paths';
import { usePage } from './PageContext';

const columns: { titleKey: string; routes: RouteName[] }[] = [
  { titleKey: 'footer.travel', routes: ['travels', 'tours', 'sales', 'events-wemeet', 'area-europe', 'area-asia'] },
  { titleKey: 'footer.company', routes: ['how-it-works', 'our-values', 'coordinators', 'wemeet-by-caravan', 'media-sharing'] },
  { titleKey: 'footer.support', routes: ['contacts', 'faqs', 'age-groups', 'no-sharing-room'] },
  {
    titleKey: 'footer.legal',
    routes: ['legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy'],
  },
];

/** Site footer: link columns, reassurance, legal message. */
export function Footer() {
  const { t } = useTranslation();
  const { href } = usePage();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <p className="site-footer__logo">{t('brand')}</p>
            <p>{t('footer.tagline')}</p>
            <ul className="reassurance">
              <li>{t('footer.freeCancellation')}</li>
              <li>{t('footer.insurance')}</li>
            </ul>
          </div>
          <nav className="site-footer__columns" aria-label={t('a11y.footerNavigation')}>
            {columns.map((column) => (
              <div key={column.titleKey} className="site-footer__column">
                <h2 className="site-footer__title">{t(column.titleKey)}</h2>
                <ul>
                  {column.routes.map((route) => {
                    const target = href(route);
                    return target ? (
                      <li key={route}><a href={target}>{t(`routes.${route}`)}</a></li>
                    ) : null;
                  })}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p>{t('footer.legalMessage', { year: new Date().getUTCFullYear() })}</p>
          <a href="#cookie-settings" className="site-footer__cookie">{t('footer.cookieSettings')}</a>
        </div>
      </div>
    </footer>
  );
}
