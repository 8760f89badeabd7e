import { useTranslation } from 'react-i18next';
import { type LanguageModalProps } from '../../client/islands/LanguageModal';
import { loginHref as accountLoginHref } from '../account/returnTo';
import { type NavAccount, type NavCta, type NavItem, type NavLanguage } from '../../client/islands/nav';
import type { MenuItem } from '../data/types';
import { useFlags } from '../../flags/react';
import { Island } from './Island';
import { searchWidgetProps } from './searchWidget';
import { navItems } from './links';
import { ChatEntry } from './ChatEntry';
import { usePage } from './PageContext';

export interface HeaderProps {
  languageModal: LanguageModalProps;
  transparentHeader?: boolean;
}

/** Built-in menu used when the content service has no layout (it failed): the main listings. */
function fallbackMenu(href: ReturnType<typeof usePage>['href'], t: (key: string) => string): NavItem[] {
  const routes = [
    ['travels', 'header.destinations'], ['tours', 'header.confirmedDepartures'],
    ['coordinators', 'header.coordinators'], ['how-it-works', 'header.howItWorks'],
  ] as const;
  return routes.map(([route, key], index) => ({
    id: -1 - index, label: t(key), type: 'link', href: href(route), badge: null, icon: null,
    external: false, removeAccordionOnMobile: false, children: [],
  }));
}

/**
 * The mobile menu's call-to-action buttons (SPEC §2): the layout's `mobile-cta` menu when it has
 * one (its `primary` style kept), else search and talk to us. They are added to the main menu,
 * never in place of it; a talk-to-us entry shows only where its flag allows it.
 */
function mobileCtas(
  items: NavItem[],
  raw: readonly MenuItem[],
  defaults: { search: NavCta; talkToUs: NavCta | null },
): NavCta[] {
  const fromLayout = items.flatMap((item, index): NavCta[] => {
    if (!item.href) return [];
    const isTalkToUs = item.href.includes('modal=talk-to-us');
    if (isTalkToUs && !defaults.talkToUs) return [];
    return [{ label: item.label, href: item.href, style: raw[index]?.style === 'primary' ? 'primary' : 'outline', track: isTalkToUs ? 'header-contact-us' : undefined }];
  });
  if (fromLayout.length) return fromLayout;
  return [defaults.search, ...(defaults.talkToUs ? [defaults.talkToUs] : [])];
}

/** Id of the header search bar: a popover its toggle opens where the bar does not fit beside the menu. */
export const headerSearchId = 'header-search';

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Fixed site header: logo, main menu island, search, talk to us, wishlist, market switch, login. */
export function Header({ languageModal, transparentHeader }: HeaderProps) {
  const { t } = useTranslation();
  const flags = useFlags();
  const page = usePage();
  const { href, routeName, layout, market, path, account } = page;
  const widget = searchWidgetProps(page, 'header');
  const wishlistHref = href('wishlist');
  const menu = layout ? navItems(market.id, layout.header.menu, 1) : fallbackMenu(href, t);
  const talkToUs = flags.talkToUs(market.countryCode).header;
  const talkToUsHref = '?modal=talk-to-us&type=talk-to-us';
  // Back to this page after logging in (worker/account/returnTo.ts keeps it same-site).
  const loginHref = accountLoginHref(href('login') ?? '/login', path);
  const ctas = mobileCtas(layout ? navItems(market.id, layout.header.mobileMenu) : [], layout?.header.mobileMenu ?? [], {
    search: { label: t('menu.searchTrips'), href: href('search') ?? '/', style: 'primary' },
    talkToUs: talkToUs ? { label: t('header.talkToUs'), href: talkToUsHref, style: 'outline', track: 'header-contact-us' } : null,
  });
  if (!account.user) ctas.push({ label: t('header.login'), href: loginHref, style: 'outline' });
  const current = languageModal.current;
  const language: NavLanguage = {
    label: [current.label, current.languageLabel, languageModal.currencies.length > 1 ? current.currency : null].filter(Boolean).join(' · '),
    icon: current.icon,
  };
  const accountEntries: NavAccount | null = account.user
    ? {
        greeting: t('account.greeting', { name: account.user.firstName }),
        links: [
          { label: t('account.profile'), href: account.links.profile },
          { label: t('account.bookings'), href: account.links.bookings },
          { label: t('account.partnership'), href: account.links.partnership },
          { label: t('account.communications'), href: account.links.communications },
        ],
        logoutAction: '/logout',
      }
    : null;
  const onWishlist = wishlistHref !== null && path.startsWith(wishlistHref);
  return (
    <header className={transparentHeader ? 'site-header site-header--transparent' : 'site-header'}>
      <div className="site-header__inner container">
        <a className="logo" href={href('index') ?? '/'} aria-label={t('header.home')}>
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#e4572e" />
            <path d="M7 21c3-6 6-9 9-9s6 3 9 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
            <circle cx="21" cy="10" r="2.5" fill="#ffd166" />
          </svg>
          <span className="logo__text">{t('brand')}</span>
        </a>
        <Island
          name="MainMenu"
          props={{ items: menu, menuUrl: '/api/menu', ctas, language, account: accountEntries }}
        />
        {/* Beside the menu from 1520 px; from 1024 px a popover under the header, opened by the search toggle (app.css). */}
        {widget && routeName !== 'search' && routeName !== 'tours' ? (
          <div className="header-search" id={headerSearchId} popover="auto">
            <Island name="SearchWidget" props={widget} />
          </div>
        ) : null}
        <div className="site-header__actions">
          {routeName !== 'search' && routeName !== 'tours' ? (
            <>
              <a className="icon-link icon-link--search" href={href('search') ?? '/'} aria-label={t('header.search')}>
                <SearchIcon />
              </a>
              {widget ? (
                <button type="button" className="icon-link icon-link--search-toggle" popoverTarget={headerSearchId} aria-label={t('header.search')}>
                  <SearchIcon />
                </button>
              ) : null}
            </>
          ) : null}
          {talkToUs ? (
            <a className="button button--small button--ghost talk-to-us-link" href={talkToUsHref} data-track="header-contact-us">
              {t('header.talkToUs')}
            </a>
          ) : null}
          <ChatEntry />
          {wishlistHref && flags.wishlist() ? (
            <a
              className={onWishlist ? 'icon-link icon-link--active' : 'icon-link'}
              href={wishlistHref}
              aria-label={t('header.wishlist')}
              aria-current={onWishlist ? 'page' : undefined}
              data-track="go-to-wishlist"
              data-track-section-from="menu"
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
                  fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round"
                />
              </svg>
            </a>
          ) : null}
          <Island name="LanguageModal" props={languageModal} />
          <Island
            name="AccountMenu"
            props={account.user ? { user: account.user, loginHref, links: account.links, logoutAction: '/logout' } : { user: null, loginHref }}
          />
        </div>
      </div>
    </header>
  );
}
