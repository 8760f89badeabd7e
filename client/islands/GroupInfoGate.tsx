import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../account/Dialog';
import { EmailCodeFlow } from '../account/EmailCodeFlow';
import { useAccountLinks } from '../account/links';
import type { Hydration } from '../../shared/boot';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';

/**
 * SPEC §6: visitors cannot see who is going without login or sign-up. The group-info flow
 * (step-1, step-3, then step-2-new-user for a new address) proves an email; the page then
 * reloads and the server shows the group. Its links are the page's (../account/links.tsx): no props.
 */
export function GroupInfoGate() {
  const { t } = useTranslation();
  const { login } = useAccountLinks();
  const [open, setOpen] = useState(false);
  return (
    <div className="group-info group-info--gated">
      <button type="button" className="group-info__gate" onClick={() => setOpen(true)} data-group-info="gate">
        {t('groupInfoGate.cta')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('groupInfoGate.title')} name="group-info">
        <EmailCodeFlow purpose="group-info" intro={t('groupInfoGate.text')} onVerified={() => window.location.reload()} />
        <p className="account-flow__note"><a href={login}>{t('account.login')}</a></p>
      </Dialog>
    </div>
  );
}

export default GroupInfoGate;
