/**
 * The trip assistant's entries (issue 31): "Chat" in the header of every page and "Ask about
 * this trip" on trip and departure pages. Plain links to `?modal=chatbot` that the client
 * entry's delegated listener (client/ui/init.ts, `data-open-chatbot`) turns into the modal:
 * no JavaScript of the assistant's runs on a page before one is used.
 */
import { useTranslation } from 'react-i18next';
import { usePage } from './PageContext';

/** The page's own URL with `?modal=chatbot` (its other query parameters kept). */
function useChatbotHref(): string {
  const { search } = usePage();
  const params = new URLSearchParams(search);
  params.set('modal', 'chatbot');
  return `?${params.toString()}`;
}

function ChatIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 5h16v11H9l-5 4V5Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The header's "Chat" pill. */
export function ChatEntry() {
  const { t } = useTranslation();
  return (
    <a className="button button--small button--ghost chat-entry" href={useChatbotHref()} data-open-chatbot="" data-chatbot-source="header" title={t('assistantUi.entryLabel')}>
      <ChatIcon />
      <span className="chat-entry__label">{t('assistantUi.entry')}</span>
    </a>
  );
}

/** "Ask about this trip" (or this departure), with the trip as the assistant's context. */
export function AskAboutTrip({ travel, title, tourId }: { travel: string; title: string; tourId?: number | null }) {
  const { t } = useTranslation();
  return (
    <a
      className="button button--outline button--small ask-trip"
      href={useChatbotHref()}
      data-open-chatbot=""
      data-chatbot-source={tourId ? 'tour' : 'trip'}
      data-chatbot-travel={travel}
      data-chatbot-tour={tourId ? String(tourId) : undefined}
      data-chatbot-title={title}
    >
      <ChatIcon />
      {tourId ? t('assistantUi.askTour') : t('assistantUi.askTrip')}
    </a>
  );
}

/** The talk-to-us dialog's first option: the assistant, with a person one step behind it. */
export function ChatOption() {
  const { t } = useTranslation();
  return (
    <ul className="contact-list">
      <li>
        <a className="contact-list__item" href="?modal=chatbot" data-open-chatbot="" data-chatbot-source="talk-to-us">
          <strong>{t('assistantUi.entry')}</strong>
          <span>{t('assistantUi.entryLabel')}</span>
        </a>
      </li>
    </ul>
  );
}
