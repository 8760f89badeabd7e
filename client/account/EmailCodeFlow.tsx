import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '../../shared/patterns';
import { toast } from '../page/toast';
import { api, ApiError, retryable } from './api';
import { FormFailure } from './FormFailure';
import { useAccountLinks } from './links';
import { becomeGuest } from './owner';

export type CodePurpose = 'wishlist' | 'alert' | 'group-info';

/**
 * Steps of SPEC §4: step-1 (email), step-3 (code), then step-2-new-user (marketing consent) for
 * an address nobody proved before. The code comes first so that the flow never tells anyone
 * whether an address has an account before its owner proved it (issue 13: no account
 * enumeration); an existing user goes straight from the code to saving.
 */
export type FlowStep = 'step-1' | 'step-3' | 'step-2-new-user';

interface Props {
  purpose: CodePurpose;
  /** Text of step 1 (what the email is for). */
  intro: string;
  /** Runs once the code is accepted (the visitor is now a guest owner). */
  onVerified: () => Promise<void> | void;
}

interface Challenge {
  challengeId: string;
  digits: number;
  resendInSeconds: number;
}

/**
 * The address typed in each flow, kept while the page lives: closing the dialog (×, Escape,
 * Back) and opening it again finds it where the visitor left it (issue 30 item 7).
 */
const drafts = new Map<CodePurpose, string>();

function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function PrivacyNote() {
  const { t } = useTranslation();
  const { legal } = useAccountLinks();
  return (
    <p className="account-flow__note">
      {t('otp.privacyNote')}{' '}
      {legal.privacy ? <a href={legal.privacy} target="_blank" rel="noopener">{t('otp.privacyLink')}</a> : null}
      {legal.privacy && legal.terms ? ' · ' : null}
      {legal.terms ? <a href={legal.terms} target="_blank" rel="noopener">{t('otp.termsLink')}</a> : null}
    </p>
  );
}

/**
 * The anonymous visitor's path to owning a wishlist or alert (SPEC §4): email, the one-time
 * code with a resend countdown, then for a new user the marketing consent.
 */
export function EmailCodeFlow({ purpose, intro, onVerified }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<FlowStep>('step-1');
  const [email, setEmailState] = useState(() => drafts.get(purpose) ?? '');
  const setEmail = (value: string) => {
    drafts.set(purpose, value);
    setEmailState(value);
  };
  const codeField = useRef<HTMLInputElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  const [error, setErrorState] = useState<string | null>(null);
  /** What to run again when the last failure was the network's or the server's. */
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const setError = (message: string | null, again: (() => void) | null = null) => {
    setErrorState(message);
    setRetry(() => again);
  };
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [code, setCode] = useState('');
  const emailId = useId();
  const codeId = useId();
  const errorId = useId();
  const resendIn = useCountdown(resendAt);
  // The form the visitor was in is gone: focus goes to the code field, not to <body> (issue 30 item 11).
  useEffect(() => {
    if (step === 'step-3') codeField.current?.focus();
  }, [step]);

  const failed = (caught: unknown, fallback: string, again: () => void) => {
    if (!retryable(caught) && caught instanceof ApiError && caught.message) setError(caught.message);
    else {
      const message = retryable(caught) ? t('forms.failed') : fallback;
      setError(message, again);
      toast(message);
    }
  };

  const requestCode = async (address: string) => {
    setBusy(true);
    setError(null);
    try {
      const issued = await api<Challenge>('POST', '/api/account/codes', { email: address, purpose, privacyAccepted: true });
      setEmail(address);
      setChallenge(issued);
      setResendAt(Date.now() + issued.resendInSeconds * 1000);
      setCode('');
      setStep('step-3');
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 429 && typeof caught.body.retryAfterSeconds === 'number') {
        setResendAt(Date.now() + caught.body.retryAfterSeconds * 1000);
      }
      failed(caught, t('otp.failed'), () => void requestCode(address));
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setError(t(problem));
      return;
    }
    void requestCode(email.trim());
  };

  const finish = async () => {
    becomeGuest();
    try {
      await onVerified();
    } finally {
      setBusy(false);
    }
  };

  const chooseMarketing = async (marketingConsent: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await api('POST', '/api/account/consents', { marketingConsent });
    } catch (caught) {
      setBusy(false);
      failed(caught, t('otp.failed'), () => void chooseMarketing(marketingConsent));
      return;
    }
    await finish();
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    const value = code.replace(/\s+/g, '');
    if (!new RegExp(`^\\d{${challenge.digits}}$`).test(value)) {
      setError(t('otp.codeWrong'));
      return;
    }
    setBusy(true);
    setError(null);
    let newUser = false;
    try {
      ({ newUser } = await api<{ ok: true; newUser: boolean }>('POST', '/api/account/codes/verify', { challengeId: challenge.challengeId, code: value }));
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.code === 'codeWrong') {
        const left = typeof caught.body.attemptsLeft === 'number' ? caught.body.attemptsLeft : null;
        setError(left === null ? caught.message : `${caught.message}. ${t('otp.attemptsLeft', { count: left })}`);
        return;
      }
      failed(caught, t('otp.failed'), () => codeForm.current?.requestSubmit());
      return;
    }
    if (newUser) {
      setBusy(false);
      setStep('step-2-new-user');
      return;
    }
    await finish();
  };

  return (
    <div className="account-flow" data-flow-step={step}>
      {step === 'step-1' ? (
        <form onSubmit={submitEmail} noValidate>
          <p>{intro}</p>
          <label className="field" htmlFor={emailId}>
            {t('otp.email')}
            <input
              id={emailId} className="input" type="email" name="email" autoComplete="email" inputMode="email" required maxLength={254}
              value={email} onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
            />
          </label>
          {error ? <FormFailure id={errorId} message={error} onRetry={retry} /> : null}
          <PrivacyNote />
          <div className="modal__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>{t('otp.continue')}</button>
          </div>
        </form>
      ) : null}
      {step === 'step-2-new-user' ? (
        <div>
          <h3 className="account-flow__title">{t('otp.newUserTitle')}</h3>
          <p>{t('otp.newUserText')}</p>
          <PrivacyNote />
          {error ? <FormFailure message={error} onRetry={retry} /> : null}
          <div className="modal__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void chooseMarketing(true)}>{t('otp.acceptMarketing')}</button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void chooseMarketing(false)}>{t('otp.declineMarketing')}</button>
          </div>
        </div>
      ) : null}
      {step === 'step-3' && challenge ? (
        <form ref={codeForm} onSubmit={submitCode} noValidate>
          <h3 className="account-flow__title">{t('otp.codeTitle')}</h3>
          <p className="account-flow__sent" data-sent-to>
            {t('forms.codeSentTo', { email })}{' '}
            <button type="button" className="link-button" onClick={() => setStep('step-1')}>{t('forms.changeEmail')}</button>
          </p>
          <p>{t('otp.codeText', { digits: challenge.digits })}</p>
          <label className="field" htmlFor={codeId}>
            {t('otp.code')}
            <input
              ref={codeField} id={codeId} className="input input--code" name="code" inputMode="numeric" autoComplete="one-time-code" required
              maxLength={challenge.digits + 2} value={code} onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
            />
          </label>
          {error ? <FormFailure id={errorId} message={error} onRetry={retry} /> : null}
          <div className="modal__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>{t('otp.verify')}</button>
            {resendIn > 0 ? (
              <span className="account-flow__countdown" aria-live="polite">{t('otp.resendIn', { seconds: resendIn })}</span>
            ) : (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void requestCode(email)}>{t('otp.resend')}</button>
            )}
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** The flow's last step: verify the email and create a password (SPEC §4). */
export function DoneStep({ text, onClose }: { text?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { login } = useAccountLinks();
  return (
    <div className="account-flow" data-flow-step="done">
      <h3 className="account-flow__title">{t('otp.doneTitle')}</h3>
      {text ? <p>{text}</p> : null}
      <p>{t('otp.doneText')}</p>
      <div className="modal__actions">
        <a className="button button--primary" href={login}>{t('otp.createPassword')}</a>
        <button type="button" className="button button--ghost" onClick={onClose}>{t('otp.close')}</button>
      </div>
    </div>
  );
}
