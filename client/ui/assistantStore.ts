/**
 * The conversation survives moving between pages of the same tab (sessionStorage, never the
 * server): bounded in turns and in size, so a long chat cannot fill the tab's storage.
 */
import type { AnswerLink, AssistantState, TripCard } from './assistantStream';
import { newestTurnsWithin, type Turn } from '../../shared/conversationTurns';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  links?: AnswerLink[];
  cards?: TripCard[];
  /** The engine offered a person (asked for, or it could not answer). */
  handoff?: 'asked' | 'unknown';
  error?: boolean;
  stopped?: boolean;
}

export interface Conversation {
  messages: ChatMessage[];
  state: AssistantState;
}

export const storageKey = 'caravan:assistant';
export const maxStoredMessages = 40;
export const maxStoredChars = 60_000;
/**
 * The engine's limits on the history it reads (worker/assistant/types.ts), and the share of the
 * API's 16 KB body it may take (the question and context need the rest).
 */
export const historyBudget = { turns: 20, turnChars: 4000, bytes: 10 * 1024 } as const;

const empty = (): Conversation => ({ messages: [], state: {} });

export function loadConversation(storage: Pick<Storage, 'getItem'> | null): Conversation {
  try {
    const raw = storage?.getItem(storageKey);
    if (!raw) return empty();
    const value = JSON.parse(raw) as Partial<Conversation>;
    const messages = Array.isArray(value.messages)
      ? value.messages.filter((m): m is ChatMessage => !!m && (m.role === 'user' || m.role === 'assistant') && typeof m.text === 'string' && typeof m.id === 'string')
      : [];
    const state = value.state && typeof value.state === 'object' ? value.state : {};
    return { messages, state };
  } catch {
    return empty();
  }
}

/** Keeps the newest turns that fit the bounds; a full or blocked storage is not an error. */
export function saveConversation(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, conversation: Conversation): void {
  if (!storage) return;
  let messages = conversation.messages.slice(-maxStoredMessages);
  let text = JSON.stringify({ messages, state: conversation.state });
  while (text.length > maxStoredChars && messages.length > 1) {
    messages = messages.slice(1);
    text = JSON.stringify({ messages, state: conversation.state });
  }
  try {
    if (text.length > maxStoredChars) storage.removeItem(storageKey);
    else storage.setItem(storageKey, text);
  } catch {
    // Private mode or a full quota: the conversation lives on in this page only.
  }
}

/** What the engine reads of the conversation so far: answered turns, newest last, within its limits and the body's. */
export function historyFor(messages: ChatMessage[]): Turn[] {
  return newestTurnsWithin(messages.filter((m) => !m.error && m.text.trim()), historyBudget);
}
