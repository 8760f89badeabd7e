import { useTranslation } from 'react-i18next';
import { LanguageModal, type LanguageModalProps } from '../../client/islands/LanguageModal';
import { Island } from './Island';
import { usePage } from './PageContext';
import type { RouteName } from '../../markets/paths';

export interface HeaderProps {
  languageModal: LanguageModalProps;
}

const mainMenu: { route: RouteName; key: string }[] = [
  { route: 'travels', key: 'header.destinations' },
  { route: 'tours', key: 'header.confirmedDepartures' },
  { route: 'coordinators', key: 'header.coordinators' },
  { route: 'how-it-works', key: 'header.howItWorks' },
];

/** Fixed site header: logo, main menu, search, wishlist, market switch, login. */
export function Header({ languageModal }: HeaderProps) {
  const { t } = useTranslation();
  const { href, routeName } = usePage();
  const wishlistHref = href('wishlist');
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <a className="logo" href={href('index') ?? '/'} aria-label={t('header.home')}>
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="15" fill="#e4572e" />
            <path d="M7 21c3-6 6-9 9-9s6 3 9 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
            <circle cx="21" cy="10" r="2.5" fill="#ffd166" />
          </svg>
          <span className="logo__text">{t('brand')}</span>
        </a>
        <nav className="main-nav" aria-label={t('a11y.mainNavigation')}>
          <ul>
            {mainMenu.map((item) => {
              const target = href(item.route);
              if (!target) return null;
              return (
                <li key={item.route}>
                  <a href={target} aria-current={routeName === item.route ? 'page' : undefined}>{t(item.key)}</a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="icon-link" href={href('search') ?? '/'} aria-label={t('header.search')}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
          {wishlistHref ? (
            <a
              className={routeName === 'wishlist' ? 'icon-link icon-link--active' : 'icon-link'}
              href={wishlistHref}
              aria-label={t('header.wishlist')}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
                  fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round"
                />
              </svg>
            </a>
          ) : null}
          <Island name="LanguageModal" component={LanguageModal} props={languageModal} />
          <a className="login-link" href={href('login') ?? '/login'}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="login-link__label">{t('header.login')}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
