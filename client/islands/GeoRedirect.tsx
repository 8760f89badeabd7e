import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hydration } from '../../shared/boot';

/** Hydrates at once: it acts on arrival. */
export const hydration: Hydration = 'load';

export interface GeoRedirectProps {
  show: boolean;
  countryName: string;
  target: { label: string; currency: string; href: string } | null;
}

const dismissCookie = 'forceNeedRedirect';
const openDelayMs = 200;

/** Geolocation redirect modal (SPEC §4): opens on mount when needed and not dismissed. */
export function GeoRedirect({ show, countryName, target }: GeoRedirectProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!show || !target || document.cookie.includes(`${dismissCookie}=`)) return;
    const timer = window.setTimeout(() => dialog.current?.showModal(), openDelayMs);
    return () => window.clearTimeout(timer);
  }, [show, target]);

  if (!target) return null;
  const stay = () => {
    document.cookie = `${dismissCookie}=1; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`;
    dialog.current?.close();
  };
  return (
    <dialog ref={dialog} className="modal modal--small" aria-labelledby={titleId} onCancel={stay}>
      <h2 id={titleId} className="modal__title">{t('geolocation.title', { country: countryName })}</h2>
      <p>{t('geolocation.body', { label: target.label, currency: target.currency })}</p>
      <div className="modal__actions">
        <a className="button button--primary" href={target.href}>{t('geolocation.go', { label: target.label })}</a>
        <button type="button" className="button button--ghost" onClick={stay}>{t('geolocation.stay')}</button>
      </div>
    </dialog>
  );
}

export default GeoRedirect;
