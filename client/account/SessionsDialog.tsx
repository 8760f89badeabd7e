import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../page/toast';
import { api } from './api';
import { Dialog } from './Dialog';

interface SessionItem {
  handle: string;
  device: string | null;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
}

function formatWhen(epochMs: number): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}

/**
 * The signed-in user's devices (server-side sessions, issue 13): where they are signed in,
 * this device marked, and a sign-out per device or for all the others at once.
 */
export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [sessions, setSessions] = useState<SessionItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  // The latest onClose, so that loading does not depend on the parent's render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const load = useCallback(async () => {
    try {
      const { sessions: list } = await api<{ sessions: SessionItem[] }>('GET', '/api/session/sessions');
      setSessions(list);
    } catch {
      toast();
      onCloseRef.current();
    }
  }, []);

  // Reloaded each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setStatus('');
    void load();
  }, [open, load]);

  const run = async (path: string, done: string) => {
    setBusy(true);
    try {
      await api('POST', path, {});
      setStatus(done);
      await load();
    } catch {
      toast();
    } finally {
      setBusy(false);
    }
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t('account.sessionsTitle')} size="medium" name="sessions">
      <div className="sessions">
        <p>{t('account.sessionsIntro')}</p>
        <p className="visually-hidden" role="status">{status}</p>
        {sessions === null ? (
          <p className="sessions__loading" aria-busy="true">…</p>
        ) : (
          <ul className="sessions__list">
            {sessions.map((session) => (
              <li key={session.handle} className="sessions__item" data-session-current={session.current || undefined}>
                <div className="sessions__text">
                  <strong>{session.device ?? t('account.sessionsUnknownDevice')}</strong>
                  {session.current ? <span className="badge sessions__current">{t('account.sessionsCurrent')}</span> : null}
                  <span className="sessions__meta">{t('account.sessionsSince', { date: formatWhen(session.createdAt) })}</span>
                  <span className="sessions__meta">{t('account.sessionsLastSeen', { date: formatWhen(session.lastSeenAt) })}</span>
                </div>
                {session.current ? null : (
                  <button
                    type="button" className="button button--ghost button--small" disabled={busy}
                    onClick={() => void run(`/api/session/sessions/${encodeURIComponent(session.handle)}/revoke`, t('account.sessionsRevoked'))}
                  >
                    {t('account.sessionsRevoke')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="modal__actions">
          {others.length > 0 ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void run('/api/session/revoke-others', t('account.sessionsOthersRevoked'))}>
              {t('account.sessionsRevokeOthers')}
            </button>
          ) : null}
          <button type="button" className="button button--ghost" onClick={onClose}>{t('account.sessionsClose')}</button>
        </div>
      </div>
    </Dialog>
  );
}
