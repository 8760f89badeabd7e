import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GeoRedirectProps } from '../../client/islands/GeoRedirect';
import { useFlags } from '../../flags/react';
import { bannerDefaults, bannerVisible, talkToUsDefaultBackground } from '../../shared/bannerRoutes';
import type { Banner } from '../data/types';
import { BannerBar, bannerColourClass, type BannerBarProps } from './BannerBar';
import { ConsentBanner } from './ConsentBanner';
import { Footer } from './Footer';
import { TalkToUsModal } from './TalkToUs';
import { Header, type HeaderProps } from './Header';
import { Island } from './Island';
import { linkHref, type CmsLink } from './links';
import { usePage } from './PageContext';
import { sanitizeHtml } from './sanitize';
import { InlineStyle } from './ui/InlineStyle';
import { useContentText } from './ui/SafeHtml';

export interface LayoutProps extends HeaderProps {
  geoRedirect: GeoRedirectProps;
  hideLayout?: boolean;
  children: ReactNode;
}

function safeColour(value: string | null | undefined, fallback: string): string {
  return value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;
}

function bannerProps(banner: Banner, marketId: Parameters<typeof linkHref>[0], content: (text: string) => string): BannerBarProps {
  const cta = banner.callToAction as (CmsLink & { label?: unknown; style?: unknown }) | null;
  const ctaHref = cta ? linkHref(marketId, cta) : null;
  return {
    id: banner.id,
    position: banner.position ?? bannerDefaults.position,
    messageHtml: content(sanitizeHtml(banner.message)),
    closable: banner.closable ?? bannerDefaults.closable,
    cta: cta && ctaHref && typeof cta.label === 'string' ? { label: cta.label, href: ctaHref, style: typeof cta.style === 'string' ? cta.style : 'white' } : null,
  };
}

/** CMS colours as one CSS rule for InlineStyle (safeColour lets only hex colours through). */
function colourRule(selector: string, background: string, text: string): string {
  return `${selector}{background-color:${background};color:${text}}`;
}

function bannerColours(bars: Banner[]): string {
  return bars
    .map((bar) => colourRule(
      `.${bannerColourClass(bar.id)}`,
      safeColour(bar.backgroundColor, bannerDefaults.backgroundColor),
      safeColour(bar.textColor, bannerDefaults.textColor),
    ))
    .join('');
}

/** Page shell: skip link, promo banner, header, main, bottom banners, talk-to-us bar, footer, geolocation modal. */
export function Layout({ languageModal, geoRedirect, hideLayout, transparentHeader, children }: LayoutProps) {
  const { t } = useTranslation();
  const flags = useFlags();
  const { layout, path, market } = usePage();
  const content = useContentText();
  const bars = (layout?.beans.bars ?? []).filter((bar) => bannerVisible(bar.routes, path));
  const top = bars.filter((bar) => bar.position === 'top');
  const bottom = bars.filter((bar) => bar.position !== 'top');
  const bean = layout?.beans.talkToUs;
  const showBean = bean && bannerVisible(bean.routes, path) && flags.talkToUs(market.countryCode).footer;
  return (
    <>
      {/* The banners' colours: a <style> in the body must be its parent's first child (HTML;
          the W3C checker rejects it anywhere else), and it shows nothing. */}
      {hideLayout ? null : (
        <InlineStyle
          css={bannerColours(bars) + (showBean ? colourRule('.talk-bar', safeColour(bean.backgroundColor, talkToUsDefaultBackground), safeColour(bean.textColor, '#ffffff')) : '')}
        />
      )}
      {/* First in the body (before the skip link), as GOV.UK places its cookie banner. */}
      <ConsentBanner />
      <a className="skip-link" href="#main">{t('a11y.skipToContent')}</a>
      {hideLayout ? null : (
        <>
          {top.map((bar) => <BannerBar key={bar.id} {...bannerProps(bar, market.id, content)} />)}
          <Header languageModal={languageModal} transparentHeader={transparentHeader} />
        </>
      )}
      <main id="main" tabIndex={-1}>{children}</main>
      {hideLayout ? null : (
        <>
          {bottom.map((bar) => <BannerBar key={bar.id} {...bannerProps(bar, market.id, content)} />)}
          <Footer />
          {showBean ? (
            <div className="talk-bar">
              <a href="?modal=talk-to-us&type=talk-to-us" data-track="header-contact-us" data-track-section-from="bottom-bar">
                <SafeHtmlInline html={bean.message} />
              </a>
            </div>
          ) : null}
        </>
      )}
      {geoRedirect.target ? <Island name="GeoRedirect" props={geoRedirect} /> : null}
      <TalkToUsModal />
    </>
  );
}

function SafeHtmlInline({ html }: { html: string }) {
  const content = useContentText();
  return <span dangerouslySetInnerHTML={{ __html: content(sanitizeHtml(html)) }} />;
}
