import { useTranslation } from 'react-i18next';

export interface BannerBarProps {
  id: number;
  position: 'top' | 'bottom';
  /** Sanitised on the server (CMS markup allowed). */
  messageHtml: string;
  closable: boolean;
  cta: { label: string; href: string; style: string } | null;
}

/**
 * Class carrying the banner's CMS colours: the server writes the rule into a nonce'd
 * <style> (./Layout.tsx), as CSP allows no style attributes.
 */
export const bannerColourClass = (id: number) => `banner--colours-${String(id).replace(/[^0-9a-z_-]/gi, '_')}`;

/**
 * Promo / bottom banner bar. Plain markup: client/ui/bannerBar.ts hides one closed earlier
 * this session, tracks its show and close, and closes it; no React on the client.
 */
export function BannerBar({ id, position, messageHtml, closable, cta }: BannerBarProps) {
  const { t } = useTranslation();
  return (
    <div className={`banner banner--${position} ${bannerColourClass(id)}`} role="region" aria-label={t('banner.label')} data-banner-id={String(id)}>
      <div className="banner__inner container">
        <p className="banner__message" dangerouslySetInnerHTML={{ __html: messageHtml }} />
        {cta ? (
          <a className={`button button--small banner__cta banner__cta--${cta.style}`} href={cta.href} data-track="banner-interact" data-track-banner-id={String(id)}>
            {cta.label}
          </a>
        ) : null}
        {closable ? (
          <button type="button" className="banner__close" aria-label={t('banner.close')} data-banner-close data-track="banner-close" data-track-banner-id={String(id)}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
