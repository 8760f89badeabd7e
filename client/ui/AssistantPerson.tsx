import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayHours, HandoffError, HandoffKind, HandoffRequest, HandoffTime, OpeningHours } from '../../shared/assistantHandoff';
import { handoffLimits, handoffTimes } from '../../shared/assistantHandoff';
import { newestTurnsWithin } from '../../shared/conversationTurns';
import { tracker } from '../analytics/tracker';
import type { ChatMessage } from './assistantStore';

/** GET /api/assistant/handoff (worker/routes/api/assistantHandoff.ts). */
export interface HandoffInfo {
  options: { key: string; href: string; title: string; label: string; description: string }[];
  hours: OpeningHours;
  openNow: boolean;
  salesChat: { src: string; id: string } | null;
}

export interface AssistantContext {
  travel?: string;
  tour?: string;
  title?: string;
  page?: string;
}

const locale = () => document.documentElement.lang || undefined;

function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5, hours, minutes)));
}

function weekday(day: number): string {
  // 2026-01-05 is a Monday: day 1 → the 5th, day 7 → the 11th.
  return new Intl.DateTimeFormat(locale(), { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day)));
}

/** Consecutive days with the same hours as one row ("Mon–Fri 9:00–19:00"); closed days too. */
export function hourRows(days: DayHours[]): { from: number; to: number; hours: string | null }[] {
  const rows: { from: number; to: number; hours: string | null }[] = [];
  for (let day = 1; day <= 7; day++) {
    const slot = days.find((d) => d.day === day);
    const hours = slot ? `${slot.open}-${slot.close}` : null;
    const last = rows.at(-1);
    if (last && last.hours === hours && last.to === day - 1) last.to = day;
    else rows.push({ from: day, to: day, hours });
  }
  return rows;
}

function HoursTable({ info }: { info: HandoffInfo }) {
  const { t } = useTranslation();
  return (
    <div className="assistant-hours">
      <p className="assistant-hours__title">
        <strong>{t('assistantUi.person.hours', { zone: info.hours.city })}</strong>{' '}
        <span className={info.openNow ? 'assistant-badge assistant-badge--open' : 'assistant-badge'}>
          {info.openNow ? t('assistantUi.person.openNow') : t('assistantUi.person.closedNow')}
        </span>
      </p>
      <dl className="assistant-hours__list">
        {hourRows(info.hours.days).map((row) => {
          const [open, close] = row.hours?.split('-') ?? [];
          return (
            <div key={row.from}>
              <dt>{row.from === row.to ? weekday(row.from) : `${weekday(row.from)}–${weekday(row.to)}`}</dt>
              <dd>{open && close ? `${clock(open)}–${clock(close)}` : t('assistantUi.person.closedDay')}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

const fieldOf = (error: HandoffError | null, field: 'name' | 'email' | 'phone') => (error === field ? true : undefined);

function RequestForm({ info, messages, context }: { info: HandoffInfo; messages: ChatMessage[]; context: AssistantContext }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<HandoffKind>('callback');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ field: HandoffError | null; message: string } | null>(null);
  const [sent, setSent] = useState<{ emailed: boolean } | null>(null);
  const conversation = messages.filter((m) => !m.error && m.text.trim());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const includeTranscript = form.get('transcript') === 'yes';
    const body: HandoffRequest = {
      kind,
      name: value('name'),
      time: (handoffTimes as readonly string[]).includes(value('time')) ? (value('time') as HandoffTime) : 'any',
      includeTranscript,
      ...(value('email') ? { email: value('email') } : {}),
      ...(kind === 'callback' && value('phone') ? { phone: value('phone') } : {}),
      ...(includeTranscript
        ? { transcript: newestTurnsWithin(conversation, { turns: handoffLimits.turns, turnChars: handoffLimits.turnChars, bytes: handoffLimits.transcriptBytes }) }
        : {}),
      context: {
        ...(context.travel ? { travel: context.travel } : {}),
        ...(context.tour && /^\d+$/.test(context.tour) ? { tour: Number(context.tour) } : {}),
        ...(context.page ? { page: context.page } : {}),
      },
    };
    setSending(true);
    setError(null);
    try {
      const response = await fetch('/api/assistant/handoff', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; emailed?: boolean; error?: string; field?: HandoffError };
      if (response.ok && answer.ok) {
        setSent({ emailed: answer.emailed === true });
        tracker().assistant('handoff', { label: kind });
        tracker().callbackRequested(context.tour && /^\d+$/.test(context.tour) ? { tourId: Number(context.tour) } : {});
        return;
      }
      const field = answer.field ?? (response.status === 413 ? 'tooLarge' : response.status === 429 ? 'limited' : response.status === 403 ? 'forbidden' : null);
      setError({ field, message: answer.error ?? t(`assistantUi.request.errors.${field ?? 'generic'}`) });
      const invalid = field === 'name' || field === 'email' || field === 'phone' ? document.getElementById(`${id}-${field}`) : null;
      invalid?.focus();
    } catch {
      setError({ field: null, message: t('assistantUi.request.errors.generic') });
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <p className="assistant-request__sent" role="status">
        {t('assistantUi.request.sent')} {sent.emailed ? t('assistantUi.request.sentEmail') : null}
      </p>
    );
  }
  const describedBy = (field: 'name' | 'email' | 'phone') => (error?.field === field ? `${id}-error` : undefined);
  return (
    <form className="assistant-request" onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <h3 className="assistant-request__title">{t('assistantUi.request.title')}</h3>
      <p className="assistant-request__lead">{info.openNow ? t('assistantUi.request.leadOpen') : t('assistantUi.request.leadClosed')}</p>
      <fieldset className="assistant-request__kinds">
        <legend>{t('assistantUi.request.kind')}</legend>
        {(['callback', 'email'] as const).map((value) => (
          <label key={value} className="assistant-request__kind">
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            <span>{value === 'callback' ? t('assistantUi.request.callback') : t('assistantUi.request.emailMe')}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('assistantUi.request.name')}</label>
        <input id={`${id}-name`} className="input" name="name" autoComplete="name" required maxLength={80} aria-invalid={fieldOf(error?.field ?? null, 'name')} aria-describedby={describedBy('name')} />
      </div>
      {kind === 'callback' ? (
        <div className="field">
          <label htmlFor={`${id}-phone`}>{t('assistantUi.request.phone')}</label>
          <input id={`${id}-phone`} className="input" name="phone" type="tel" autoComplete="tel" inputMode="tel" required maxLength={24} aria-invalid={fieldOf(error?.field ?? null, 'phone')} aria-describedby={describedBy('phone')} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('assistantUi.request.email')}</label>
        <input id={`${id}-email`} className="input" name="email" type="email" autoComplete="email" inputMode="email" required={kind === 'email'} maxLength={254} aria-invalid={fieldOf(error?.field ?? null, 'email')} aria-describedby={describedBy('email')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`}>{t('assistantUi.request.time')}</label>
        <select id={`${id}-time`} className="input" name="time" defaultValue="any">
          {handoffTimes.map((time) => <option key={time} value={time}>{t(`assistantUi.request.times.${time}`)}</option>)}
        </select>
      </div>
      {conversation.length ? (
        <label className="assistant-request__consent">
          <input type="checkbox" name="transcript" value="yes" />
          <span>{t('assistantUi.request.transcript')}</span>
        </label>
      ) : null}
      {error ? (
        <div className="assistant-request__error" id={`${id}-error`} role="alert">
          <strong>{t('assistantUi.request.errors.title')}</strong> {error.message}
        </div>
      ) : null}
      <p className="assistant-request__note">{t('assistantUi.request.consentNote')}</p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('assistantUi.request.sending') : t('assistantUi.request.submit')}
      </button>
    </form>
  );
}

/** "Talk to a person": the market's contact options, the advisors' hours and open-now, and the request form. */
export function AssistantPerson({ info, messages, context, onBack }: { info: HandoffInfo | 'failed' | null; messages: ChatMessage[]; context: AssistantContext; onBack: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="assistant-person" aria-labelledby={headingId}>
      <button type="button" className="assistant-person__back text-button" onClick={onBack}>
        <span aria-hidden="true">←</span> {t('assistantUi.person.back')}
      </button>
      <h3 id={headingId} className="assistant-person__title" tabIndex={-1}>{t('assistantUi.person.title')}</h3>
      {info === 'failed' ? <p role="alert">{t('assistantUi.person.unavailable')}</p> : null}
      {info && info !== 'failed' ? (
        <>
          <p className="assistant-person__lead">{t('assistantUi.person.lead')}</p>
          <HoursTable info={info} />
          {info.options.length ? (
            <ul className="contact-list assistant-person__options">
              {info.options.map((option) => (
                <li key={option.key}>
                  <a
                    className="contact-list__item"
                    href={option.href}
                    target={option.href.startsWith('https:') ? '_blank' : undefined}
                    rel={option.href.startsWith('https:') ? 'noopener noreferrer' : undefined}
                    onClick={() => tracker().assistant('handoff', { label: option.key })}
                  >
                    <strong>{option.title}</strong>
                    <span>{option.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <RequestForm info={info} messages={messages} context={context} />
        </>
      ) : null}
    </section>
  );
}
