import type { i18n } from 'i18next';

/** The chatbot modal is its own lazy chunk, loaded when first opened. */
export type ChatbotModule = typeof import(/* types only */ './ChatbotModal');
export type ChatbotLoader = () => Promise<ChatbotModule>;

// The comment keeps scripts/islands.mjs from reading the modal's copy as the entry's: the modal
// fetches its namespace (assistantUi) when it first opens, so pages do not ship it.
export const loadChatbotModule: ChatbotLoader = () => import(/* copy fetched on open */ './ChatbotModal');

/** Opens the chatbot modal, loading its chunk (and the page's i18next) on first use only. */
export function createChatbotOpener(i18n: () => Promise<i18n>, load: ChatbotLoader = loadChatbotModule) {
  let module: Promise<ChatbotModule> | null = null;
  /** `trigger`: the entry clicked (its `data-chatbot-*` give the trip as context); none for a deep link. */
  return async function openChatbot(trigger?: HTMLElement | null): Promise<void> {
    module ??= load().catch((error: unknown) => {
      module = null;
      throw error;
    });
    const [chatbot, words] = await Promise.all([module, i18n()]);
    await chatbot.openChatbotModal(words, { trigger });
  };
}
