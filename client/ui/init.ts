import type { i18n as I18n } from 'i18next';
import type { Words } from '../words';
import { createChatbotOpener } from './chatbot';
import { installChunkGuard } from './chunkGuard';
import { watchHeaderSearch } from './headerSearch';
import { ProgressBar, mountProgressView, setProgressBar, watchNetwork } from './progress';
import { isAllowedScriptSrc, loadSalesChat, salesChatLoadedEvent } from './salesChat';
import { mountToaster, setToaster, toast } from '../page/toast';
import { watchLeaving } from './leaving';
import { watchModalBack } from './modalBack';
import { watchNewsletterForms } from './newsletter';
import { watchPrintButtons } from './print';
import { watchBookingBox } from './stickyBooking';

export interface Ui {
  progress: ProgressBar;
  /** Handles a chunk-load error (reload once per minute, else a toast); false for other errors. */
  chunkError(error: unknown): boolean;
  openChatbot(trigger?: HTMLElement | null): Promise<void>;
}

/**
 * The page's client-side plumbing: toasts, the progress bar, the chunk-load reload guard,
 * and the on-demand sales chat and chatbot (nothing of either loads before it is asked for).
 */
export function initUi(i18n: Words, fullI18n: () => Promise<I18n>): Ui {
  setToaster(mountToaster(), i18n.t('errors.genericSubtitle'));
  watchBookingBox();
  watchHeaderSearch();
  watchNewsletterForms(i18n);
  watchModalBack();
  watchLeaving();
  watchPrintButtons();
  const progress = new ProgressBar(mountProgressView());
  setProgressBar(progress);
  // The bar follows every fetch and every navigation to another page (issue 30 item 6).
  watchNetwork(progress);
  const chunkError = installChunkGuard(() => toast());
  const openChatbotNow = createChatbotOpener(fullI18n);
  const openChatbot = (trigger?: HTMLElement | null) =>
    progress.track(openChatbotNow(trigger)).catch((error: unknown) => {
      if (!chunkError(error)) toast(i18n.t('chatbot.unavailable'));
    });

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chatbotTrigger = target?.closest<HTMLElement>('[data-open-chatbot]');
    if (chatbotTrigger) {
      event.preventDefault();
      void openChatbot(chatbotTrigger);
      return;
    }
    const chatTrigger = target?.closest<HTMLElement>('[data-sales-chat]');
    const src = chatTrigger?.dataset.salesChatSrc;
    if (chatTrigger && src && isAllowedScriptSrc(src, location.origin)) {
      event.preventDefault();
      progress
        .track(loadSalesChat(src))
        .then(() => window.dispatchEvent(new CustomEvent(salesChatLoadedEvent)))
        .catch(() => toast(i18n.t('salesChat.unavailable')));
    }
  });

  // Deep link: ?modal=chatbot opens it (SPEC §2 modal query parameters).
  if (new URLSearchParams(location.search).get('modal') === 'chatbot') void openChatbot();

  return { progress, chunkError, openChatbot };
}
