import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoRedirect, type GeoRedirectProps } from '../../client/islands/GeoRedirect';
import { Footer } from './Footer';
import { Header, type HeaderProps } from './Header';
import { Island } from './Island';

export interface LayoutProps extends HeaderProps {
  geoRedirect: GeoRedirectProps;
  hideLayout?: boolean;
  children: ReactNode;
}

/** Page shell: skip link, promo-banner slot, header, main, footer, geolocation modal. */
export function Layout({ languageModal, geoRedirect, hideLayout, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">{t('a11y.skipToContent')}</a>
      {hideLayout ? null : (
        <>
          <div className="promo-banner-slot" data-slot="promo-banner" />
          <Header languageModal={languageModal} />
        </>
      )}
      <main id="main" tabIndex={-1}>{children}</main>
      {hideLayout ? null : <Footer />}
      {geoRedirect.target ? <Island name="GeoRedirect" component={GeoRedirect} props={geoRedirect} /> : null}
    </>
  );
}
