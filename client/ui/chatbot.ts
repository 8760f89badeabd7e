import type { i18n } from 'i18next';

/** The chatbot modal is its own lazy chunk, loaded when first opened. */
export type ChatbotModule = typeof import('./ChatbotModal');
export type ChatbotLoader = () => Promise<ChatbotModule>;

export const loadChatbotModule: ChatbotLoader = () => import('./ChatbotModal');

/** Opens the chatbot modal, loading its chunk (and the page's i18next) on first use only. */
export function createChatbotOpener(i18n: () => Promise<i18n>, load: ChatbotLoader = loadChatbotModule) {
  let module: Promise<ChatbotModule> | null = null;
  return async function openChatbot(): Promise<void> {
    module ??= load().catch((error: unknown) => {
      module = null;
      throw error;
    });
    const [chatbot, words] = await Promise.all([module, i18n()]);
    chatbot.openChatbotModal(words);
  };
}
