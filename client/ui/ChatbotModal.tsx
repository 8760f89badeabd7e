import { useEffect, useId, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';

/** SPEC §2: modals open after a 200 ms delay. */
const openDelayMs = 200;
const modalParams = ['modal', 'type', 'layout'];

/**
 * Closing a modal removes its query parameters (SPEC §2). The dialog keeps its own history
 * (`data-own-history`): it is a `?modal=` modal, so ../ui/modalBack.ts must not push a
 * same-URL entry that closing would go back to, the modal query with it.
 */
function clearModalQuery() {
  const url = new URL(location.href);
  if (!modalParams.some((name) => url.searchParams.has(name))) return;
  for (const name of modalParams) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
}

/** The chatbot modal: the assistant's frame, mounted by the provider into its slot. */
export function ChatbotModal({ openSignal }: { openSignal: number }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (dialog.current && !dialog.current.open) dialog.current.showModal();
    }, openDelayMs);
    return () => window.clearTimeout(timer);
  }, [openSignal]);

  return (
    <dialog ref={dialog} className="modal modal--medium chatbot-modal" aria-labelledby={titleId} onClose={clearModalQuery} data-own-history="">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{t('chatbot.title')}</h2>
        <button type="button" className="modal__close" aria-label={t('a11y.close')} onClick={() => { clearModalQuery(); dialog.current?.close(); }}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="modal__subtitle">{t('chatbot.intro')}</p>
      <div className="chatbot-modal__slot" data-slot="chatbot" />
    </dialog>
  );
}

let root: Root | null = null;
let opens = 0;

/** Mounts (once) and opens the modal. */
export function openChatbotModal(i18nInstance: i18n): void {
  if (!root) {
    const container = document.createElement('div');
    container.className = 'chatbot-root';
    document.body.appendChild(container);
    root = createRoot(container);
  }
  opens++;
  root.render(
    <I18nextProvider i18n={i18nInstance}>
      <ChatbotModal openSignal={opens} />
    </I18nextProvider>,
  );
}
