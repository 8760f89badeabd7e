import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alertTypes, removalReasonProblem, removalReasons, type AlertType, type RemovalReasonCode } from '../../shared/alertRules';
import type { SalesStatus } from '../../shared/tourStatus';
import { phoneProblem } from '../../shared/patterns';
import { api, ApiError, retryable } from '../account/api';
import { FormFailure } from '../account/FormFailure';
import { Dialog } from '../account/Dialog';
import { DoneStep, EmailCodeFlow } from '../account/EmailCodeFlow';
import { useOwner, type OwnerKind } from '../account/owner';
import { tracker } from '../analytics/tracker';
import { tripTracking } from '../analytics/events';
import { Icon } from '../ui/Icon';
import { toast } from '../page/toast';
import type { Hydration } from '../../shared/boot';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';

export interface NotifyMeProps {
  travelId: number;
  /** null: the travel has no departures (new-departure alerts). */
  tourId: number | null;
  salesStatus: SalesStatus | null;
  name: string;
  /** The visitor's existing subscription for this tour (or travel). Absent: none, and no owner (an anonymous visitor). */
  subscription?: { id: string; status: 'active' | 'inactive' } | null | undefined;
  owner?: OwnerKind | undefined;
  /** The departure's date (YYYY-MM-DD), for the events. */
  startingDate?: string;
}

type Stage = 'closed' | 'email' | 'form' | 'done' | 'confirm' | 'reason';

/** Popup of SPEC §4: confirmation + price when not confirmed yet, price otherwise, new departures without tours. */
export function popupType(types: readonly AlertType[]): AlertType {
  if (types.includes('STOCKOUT_TRAVEL')) return 'STOCKOUT_TRAVEL';
  if (types.includes('TOUR_CONFIRMED')) return 'TOUR_CONFIRMED';
  return 'PRICE_DROPPED';
}

const labelKey: Record<AlertType, string> = {
  STOCKOUT_TRAVEL: 'alerts.labels.noDepartures',
  TOUR_CONFIRMED: 'alerts.labels.almostConfirmed',
  PRICE_DROPPED: 'alerts.labels.confirmed',
};

/**
 * Notify-me (SPEC §4): sign-up with privacy and terms (implicit on continue), optional phone
 * and marketing consent; anonymous visitors prove their email first (new / existing user).
 * Turning it off asks for confirmation, then a reason (free text for "other").
 */
export function NotifyMe({ travelId, tourId, salesStatus, name, subscription = null, owner: serverOwner = null, startingDate }: NotifyMeProps) {
  const { t } = useTranslation();
  const owner = useOwner(serverOwner);
  const [current, setCurrent] = useState(subscription);
  const [stage, setStage] = useState<Stage>('closed');
  const [fromAnonymous, setFromAnonymous] = useState(false);
  const [phone, setPhone] = useState('');
  const [marketing, setMarketing] = useState(false);
  const [reason, setReason] = useState<RemovalReasonCode | ''>('');
  const [other, setOther] = useState('');
  const [error, setErrorState] = useState<string | null>(null);
  /** What to run again when the last failure was the network's or the server's. */
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const setError = (message: string | null, again: (() => void) | null = null) => {
    setErrorState(message);
    setRetry(() => again);
  };
  const [busy, setBusy] = useState(false);
  const phoneId = useId();
  const marketingId = useId();
  const otherId = useId();
  const errorId = useId();

  const type = popupType(alertTypes(tourId === null || !salesStatus ? null : { salesStatus }));
  const active = current?.status === 'active';
  const close = () => {
    setStage('closed');
    setError(null);
  };

  const open = () => {
    setError(null);
    if (active) setStage('confirm');
    else if (!owner) {
      setFromAnonymous(true);
      setStage('email');
    } else setStage('form');
  };

  const subscribeForm = useRef<HTMLFormElement>(null);
  const reasonForm = useRef<HTMLFormElement>(null);
  const failed = (caught: unknown, again: () => void) => {
    const network = retryable(caught);
    const message = !network && caught instanceof ApiError && caught.message ? caught.message : network ? t('forms.failed') : t('alerts.failed');
    setError(message, network ? again : null);
    toast(message);
  };

  const subscribe = async (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneProblem(phone);
    if (problem) {
      setError(t(problem));
      return;
    }
    const phoneValue = phone.trim();
    setBusy(true);
    setError(null);
    try {
      const { alert } = await api<{ alert: { id: string; status: 'active' | 'inactive' } }>('POST', '/api/alerts', {
        travelId,
        tourId,
        privacyAccepted: true,
        ...(phoneValue ? { phone: phoneValue } : {}),
        ...(owner === 'user' ? { marketingConsent: marketing } : {}),
      });
      setCurrent({ id: alert.id, status: alert.status });
      tracker().notifyMe({ ...tripTracking({ travelId, name, tourId, status: salesStatus, startingDate }), label: type });
      if (fromAnonymous) setStage('done');
      else {
        close();
        toast(t('alerts.activated'), 'success');
      }
    } catch (caught) {
      failed(caught, () => subscribeForm.current?.requestSubmit());
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    const problem = removalReasonProblem(reason, other);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('POST', `/api/alerts/${current.id}/deactivate`, reason === 'OTHER' ? { reason, text: other.trim() } : { reason });
      setCurrent({ ...current, status: 'inactive' });
      close();
      toast(t('alerts.deactivated'), 'info');
    } catch (caught) {
      failed(caught, () => reasonForm.current?.requestSubmit());
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={active ? 'button button--small button--outline notify-me notify-me--active' : 'button button--small button--ghost notify-me'}
        aria-pressed={active}
        aria-label={active ? t('alerts.manage', { name }) : undefined}
        onClick={open}
        data-notify={tourId ? 'tour' : 'travel'}
      >
        <Icon name="bell" size={16} fill={active ? 'currentColor' : 'none'} />
        {active ? t('alerts.active') : t(labelKey[type])}
      </button>
      <Dialog open={stage === 'email' || stage === 'form' || stage === 'done'} onClose={close} title={t(`alerts.popup.${type}.title`)} name="notify-me">
        {stage !== 'done' ? <p className="modal__subtitle">{t(`alerts.popup.${type}.description`, { name })}</p> : null}
        {stage === 'email' ? (
          <EmailCodeFlow purpose="alert" intro={t('otp.step1Text')} onVerified={() => setStage('form')} />
        ) : null}
        {stage === 'form' ? (
          <form ref={subscribeForm} onSubmit={(event) => void subscribe(event)} noValidate>
            <label className="field" htmlFor={phoneId}>
              {t('alerts.phone')}
              <input
                id={phoneId} className="input" type="tel" name="phone" autoComplete="tel" maxLength={32} value={phone}
                onChange={(event) => setPhone(event.target.value)} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}
              />
              <span className="field__hint">{t('alerts.phoneHint')}</span>
            </label>
            {owner === 'user' ? (
              <label className="checkbox" htmlFor={marketingId}>
                <input id={marketingId} type="checkbox" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
                {t('alerts.marketing')}
              </label>
            ) : null}
            {error ? <FormFailure id={errorId} message={error} onRetry={retry} /> : null}
            <p className="account-flow__note">{t('otp.privacyNote')}</p>
            <div className="modal__actions">
              <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>{t(`alerts.popup.${type}.cta`)}</button>
            </div>
          </form>
        ) : null}
        {stage === 'done' ? <DoneStep text={t('alerts.activated')} onClose={close} /> : null}
      </Dialog>
      <Dialog open={stage === 'confirm' || stage === 'reason'} onClose={close} title={stage === 'reason' ? t('alerts.reasonTitle') : t('alerts.confirmTitle')} name="notify-me-remove">
        {stage === 'confirm' ? (
          <>
            <p>{t('alerts.confirmText', { name })}</p>
            <div className="modal__actions">
              <button type="button" className="button button--primary" onClick={() => setStage('reason')}>{t('alerts.confirmYes')}</button>
              <button type="button" className="button button--ghost" onClick={close}>{t('wishlist.cancel')}</button>
            </div>
          </>
        ) : null}
        {stage === 'reason' ? (
          <form ref={reasonForm} onSubmit={(event) => void deactivate(event)} noValidate>
            <fieldset className="reasons">
              <legend className="visually-hidden">{t('alerts.reasonTitle')}</legend>
              {removalReasons.map((code) => (
                <label key={code} className="checkbox">
                  <input type="radio" name="reason" value={code} checked={reason === code} onChange={() => setReason(code)} />
                  {t(`alerts.reasons.${code}`)}
                </label>
              ))}
            </fieldset>
            {reason === 'OTHER' ? (
              <label className="field" htmlFor={otherId}>
                {t('alerts.reasonOther')}
                <textarea id={otherId} className="input" name="text" rows={3} maxLength={500} value={other} onChange={(event) => setOther(event.target.value)} />
              </label>
            ) : null}
            {error ? <FormFailure id={errorId} message={error} onRetry={retry} /> : null}
            <div className="modal__actions">
              <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>{t('alerts.submitReason')}</button>
              <button type="button" className="button button--ghost" onClick={close}>{t('wishlist.cancel')}</button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </>
  );
}

export default NotifyMe;
