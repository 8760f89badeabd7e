import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tracker } from '../analytics/tracker';

export interface BannerBarProps {
  id: number;
  position: 'top' | 'bottom';
  /** Sanitised on the server (CMS markup allowed). */
  messageHtml: string;
  closable: boolean;
  cta: { label: string; href: string; style: string } | null;
}

const storageKey = (id: number) => `caravan.banner.${id}.closed`;

/**
 * Class carrying the banner's CMS colours: the server writes the rule into a nonce'd
 * <style> (worker/render/Layout.tsx), as CSP allows no style attributes.
 */
export const bannerColourClass = (id: number) => `banner--colours-${String(id).replace(/[^0-9a-z_-]/gi, '_')}`;

/** Promo / bottom banner bar: closable (remembered for the session); show, close and click are tracked. */
export function BannerBar({ id, position, messageHtml, closable, cta }: BannerBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (window.sessionStorage.getItem(storageKey(id)) === '1') {
      setOpen(false);
      return;
    }
    tracker().bannerShow(String(id));
  }, [id]);

  if (!open) return null;
  const close = () => {
    window.sessionStorage.setItem(storageKey(id), '1');
    setOpen(false);
  };
  return (
    <div className={`banner banner--${position} ${bannerColourClass(id)}`} role="region" aria-label={t('banner.label')}>
      <div className="banner__inner container">
        <p className="banner__message" dangerouslySetInnerHTML={{ __html: messageHtml }} />
        {cta ? (
          <a className={`button button--small banner__cta banner__cta--${cta.style}`} href={cta.href} data-track="banner-interact" data-track-banner-id={String(id)}>
            {cta.label}
          </a>
        ) : null}
        {closable ? (
          <button type="button" className="banner__close" aria-label={t('banner.close')} onClick={close} data-track="banner-close" data-track-banner-id={String(id)}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

export default BannerBar;
