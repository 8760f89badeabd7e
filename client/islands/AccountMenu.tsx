import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../account/api';
import { SessionsDialog } from '../account/SessionsDialog';
import { tracker } from '../analytics/tracker';
import { toast } from '../page/toast';
import type { Hydration } from '../../shared/boot';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';

interface AccountUser {
  id: string | number;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
}

/** A signed-in user's menu: the account site's pages and the logout. */
interface SignedIn {
  user: AccountUser;
  links: { profile: string; bookings: string; partnership: string; communications: string };
  /** Form action of the no-JavaScript logout (POST). */
  logoutAction: string;
}

/** A visitor gets the login link alone: no menu in the page (issue 12: weight on every page). */
export type AccountMenuProps = { loginHref: string } & (SignedIn | { user: null });

function initials(user: AccountUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '•';
}

let accountTracked = false;

/**
 * Header login area (SPEC §2, §6): a login link for visitors; for a signed-in user a menu of
 * profile, bookings, partnership, communications (external account site) and logout.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { user, loginHref } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [devices, setDevices] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // SPEC §7: the account id is sent as an analytics account event once the user is known.
    if (user && !accountTracked) {
      accountTracked = true;
      tracker().accountId(user.id);
    }
  }, [user]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!props.user) {
    return (
      <a className="login-link" href={loginHref} data-account="login">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="login-link__label">{t('account.login')}</span>
      </a>
    );
  }

  const { links, logoutAction, user: signedIn } = props;
  const logout = async (event: FormEvent<HTMLFormElement>) => {
    // The provider's logout page may be on another origin: navigate there instead of
    // letting a form post redirect across origins.
    event.preventDefault();
    setLeaving(true);
    try {
      const { redirectTo } = await api<{ redirectTo: string }>('POST', '/api/session/logout', {});
      window.location.assign(redirectTo);
    } catch {
      setLeaving(false);
      toast();
    }
  };

  return (
    <div className="account-menu" ref={root} data-account="user">
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menuLabel')}
        onClick={() => setOpen((value) => !value)}
      >
        {signedIn.pictureUrl ? (
          <img className="account-menu__avatar" src={signedIn.pictureUrl} alt="" width={32} height={32} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true">{initials(signedIn)}</span>
        )}
        <span className="account-menu__name">{t('account.greeting', { name: signedIn.firstName })}</span>
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <ul className="account-menu__list">
          <li><a href={links.profile}>{t('account.profile')}</a></li>
          <li><a href={links.bookings}>{t('account.bookings')}</a></li>
          <li><a href={links.partnership}>{t('account.partnership')}</a></li>
          <li><a href={links.communications}>{t('account.communications')}</a></li>
          <li>
            <button type="button" className="account-menu__item" data-account="sessions" onClick={() => { setOpen(false); setDevices(true); }}>
              {t('account.sessionsLink')}
            </button>
          </li>
          <li>
            <form method="post" action={logoutAction} onSubmit={(event) => void logout(event)}>
              <button type="submit" className="account-menu__logout" disabled={leaving}>
                {leaving ? t('account.loggingOut') : t('account.logout')}
              </button>
            </form>
          </li>
        </ul>
      </div>
      <SessionsDialog open={devices} onClose={() => setDevices(false)} />
    </div>
  );
}

export default AccountMenu;
