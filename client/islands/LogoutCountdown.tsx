import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hydration } from '../../shared/boot';

/** Hydrates at once: it acts on arrival. */
export const hydration: Hydration = 'load';

export interface LogoutCountdownProps {
  /** The identity provider's end-session URL. */
  href: string;
  seconds: number;
}

/** SPEC §8: "log out after 3 seconds" — then goes to the provider's logout; a link does it now. */
export function LogoutCountdown({ href, seconds }: LogoutCountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    const leave = window.setTimeout(() => window.location.assign(href), seconds * 1000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(leave);
    };
  }, [href, seconds]);
  return (
    <p className="account-notice__actions" data-seconds-left={left}>
      <a className="button button--primary" href={href}>{t('account.logoutNow')}</a>
    </p>
  );
}

export default LogoutCountdown;
