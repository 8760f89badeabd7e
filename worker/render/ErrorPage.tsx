import { useTranslation } from 'react-i18next';
import { usePage } from './PageContext';

export interface ErrorPageProps {
  status: number;
  /** Shown only outside production. */
  message: string | null;
  production: boolean;
  /** This page's own address: "try again" on a 503. */
  retryHref?: string;
}

/**
 * The error page of SPEC §2: "not on the map" for 404; for 503 (the catalogue is briefly
 * down) a friendly "we'll be right back" with a retry link; generic or detailed otherwise.
 */
export function ErrorPage({ status, message, production, retryHref }: ErrorPageProps) {
  const { t } = useTranslation();
  const { href } = usePage();
  const destinations = href('travels') ?? '/';
  if (status === 404) {
    return (
      <section className="error-page container">
        <p className="error-page__code" aria-hidden="true">404</p>
        <h1 className="error-page__title">{t('errors.notFoundTitle')}</h1>
        <p className="error-page__subtitle">{t('errors.unknownRoute')}</p>
        <p className="error-page__description">{t('errors.notFoundDescription')}</p>
        <a className="button button--primary" href={destinations}>{t('errors.showTours')}</a>
      </section>
    );
  }
  if (status === 503) {
    return (
      <section className="error-page container">
        <h1 className="error-page__title">{t('errors.unavailableTitle')}</h1>
        <p className="error-page__description">{t('errors.unavailableDescription')}</p>
        {production ? null : <p className="error-page__subtitle">{t('errors.statusMessage', { status, message: message ?? '' })}</p>}
        <a className="button button--primary" href={retryHref ?? ''}>{t('errors.tryAgain')}</a>
      </section>
    );
  }
  return (
    <section className="error-page container">
      <h1 className="error-page__title">{t('errors.errorTitle')}</h1>
      <p className="error-page__subtitle">
        {production ? t('errors.genericSubtitle') : t('errors.statusMessage', { status, message: message ?? '' })}
      </p>
      <a className="button button--primary" href={href('index') ?? '/'}>{t('errors.backHome')}</a>
    </section>
  );
}
