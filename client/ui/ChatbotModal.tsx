import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { assistantCopyNamespace } from '../../shared/assistantHandoff';
import { bootElementId } from '../../shared/boot';
import { consentFromCookies } from '../../shared/consent';
import { tracker } from '../analytics/tracker';
import { isModalEntry, leaveModalEntry, pushModalEntry } from '../page/modalHistory';
import { AssistantPerson, type AssistantContext, type HandoffInfo } from './AssistantPerson';
import { historyFor, loadConversation, saveConversation, type ChatMessage, type Conversation } from './assistantStore';
import { readAnswer, type AssistantEvent } from './assistantStream';
import { isAllowedScriptSrc, loadSalesChat, salesChatLoadedEvent } from './salesChat';

/** SPEC §2: modals open after a 200 ms delay. */
const openDelayMs = 200;
const exitDelayMs = 200;
const modalParams = ['modal', 'type', 'layout'];
/** A provider's loader that has not run by then counts as failed: the built-in assistant answers. */
const providerTimeoutMs = 8000;

function hasModalQuery(): boolean {
  return new URLSearchParams(location.search).get('modal') === 'chatbot';
}

function withoutModalQuery(): string {
  const url = new URL(location.href);
  for (const name of modalParams) url.searchParams.delete(name);
  return url.pathname + (url.searchParams.size ? `?${url.searchParams}` : '') + url.hash;
}

/**
 * Closing removes the modal's query parameters (SPEC §2): back through the entry the modal
 * pushed when a click opened it, in place for a deep link. The dialog keeps its own history
 * (`data-own-history`: ../ui/modalBack.ts gives it no second entry); Back closes it (popstate below).
 */
let leavingEntry = false;
function leaveModalQuery() {
  // The × closes the dialog, whose close event asks again before history.back() has landed.
  if (!hasModalQuery() || leavingEntry) return;
  if (isModalEntry()) {
    leavingEntry = true;
    window.addEventListener('popstate', () => (leavingEntry = false), { once: true });
  }
  leaveModalEntry(withoutModalQuery());
}

/** Suggestions keyed by the engine's page kinds (worker/assistant/engine.ts). */
function pageKind(context: AssistantContext): string {
  if (context.tour) return 'tour';
  if (context.travel) return 'trip';
  let routeName = '';
  try {
    routeName = (JSON.parse(document.getElementById(bootElementId)?.textContent ?? '{}') as { routeName?: string }).routeName ?? '';
  } catch {
    routeName = '';
  }
  if (routeName === 'travels-travel') return 'trip';
  if (/^(search|tours|travels|area-|results)/.test(routeName)) return 'results';
  if (/faq/.test(routeName)) return 'faq';
  return 'home';
}

/** The tab's storage, or null where the browser refuses it (blocked storage throws on access). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let messageSeq = 0;
const newId = () => `${Date.now().toString(36)}-${(messageSeq++).toString(36)}`;

type Provider = 'off' | 'loading' | 'on' | 'failed';

interface Props {
  openSignal: number;
  context: AssistantContext;
  source: string;
}

/** The trip assistant (issue 31): a conversation streamed from /api/assistant, a person behind it. */
export function ChatbotModal({ openSignal, context, source }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const titleId = useId();
  const inputId = useId();
  const [conversation, setConversation] = useState<Conversation>(() => loadConversation(tabStorage()));
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [view, setView] = useState<'chat' | 'person'>('chat');
  const [info, setInfo] = useState<HandoffInfo | 'failed' | null>(null);
  const [provider, setProvider] = useState<Provider>('off');
  const page = pageKind(context);

  // Open after the spec's delay; every open is one analytics event.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const element = dialog.current;
      if (!element) return;
      if (!element.open) element.showModal();
      input.current?.focus();
    }, openDelayMs);
    tracker().assistant('open', { sectionFrom: source });
    return () => window.clearTimeout(timer);
  }, [openSignal, source]);

  // Back (or a history step) that leaves ?modal=chatbot closes the dialog; forward to it opens it again.
  useEffect(() => {
    const onPopState = () => {
      const element = dialog.current;
      if (!element) return;
      if (!hasModalQuery() && element.open) element.close();
      else if (hasModalQuery() && !element.open) element.showModal();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // The market's contact options and the provider's loader: once per page.
  useEffect(() => {
    let live = true;
    fetch('/api/assistant/handoff', { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return (await response.json()) as HandoffInfo;
      })
      .then((loaded) => live && setInfo(loaded), () => live && setInfo('failed'));
    return () => {
      live = false;
    };
  }, []);

  // Suggested questions for the page being read.
  useEffect(() => {
    let live = true;
    const query = new URLSearchParams({ page, ...(context.travel ? { travel: context.travel } : {}) });
    fetch(`/api/assistant/suggestions?${query}`)
      .then(async (response) => (response.ok ? ((await response.json()) as { items?: unknown }).items : []))
      .then((items) => live && setSuggestions(Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string').slice(0, 4) : []), () => undefined);
    return () => {
      live = false;
    };
  }, [page, context.travel]);

  // The sales-chat provider, when configured and the visitor gave marketing consent; else, or if its loader fails, the built-in assistant.
  useEffect(() => {
    if (!info || info === 'failed' || !info.salesChat || provider !== 'off') return;
    const { src, id } = info.salesChat;
    if (!consentFromCookies(document.cookie)?.marketing || !isAllowedScriptSrc(src, location.origin)) return;
    setProvider('loading');
    (window as unknown as { caravanSalesChat?: unknown }).caravanSalesChat = { id, language: document.documentElement.lang, slot: '[data-slot="chatbot"]', context };
    let timer = 0;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new Error('sales chat timed out')), providerTimeoutMs);
    });
    Promise.race([loadSalesChat(src), timeout])
      .then(() => {
        setProvider('on');
        window.dispatchEvent(new CustomEvent(salesChatLoadedEvent));
      }, () => setProvider('failed'))
      .finally(() => window.clearTimeout(timer));
  }, [info, provider, context]);

  useEffect(() => saveConversation(tabStorage(), conversation), [conversation]);

  // Keep the newest line in view while an answer is written.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [conversation.messages]);

  useEffect(() => () => abort.current?.abort(), []);

  const update = useCallback((id: string, change: (message: ChatMessage) => ChatMessage) => {
    setConversation((current) => ({ ...current, messages: current.messages.map((m) => (m.id === id ? change(m) : m)) }));
  }, []);

  const ask = async (question: string) => {
    const message = question.trim().slice(0, 1000);
    if (!message || busy) return;
    const userMessage: ChatMessage = { id: newId(), role: 'user', text: message };
    const answerId = newId();
    const history = historyFor(conversation.messages);
    setConversation((current) => ({ ...current, messages: [...current.messages, userMessage, { id: answerId, role: 'assistant', text: '' }] }));
    setDraft('');
    setBusy(true);
    const controller = new AbortController();
    abort.current = controller;
    const contextBody = { ...(context.travel ? { travel: context.travel } : {}), ...(context.tour ? { tour: context.tour } : {}), page };
    const onEvent = (event: AssistantEvent) => {
      switch (event.type) {
        case 'meta':
          tracker().assistant('ask', { label: event.intent, sectionFrom: source });
          break;
        case 'text':
          update(answerId, (m) => ({ ...m, text: m.text + event.text }));
          break;
        case 'links':
          update(answerId, (m) => ({ ...m, links: event.links }));
          break;
        case 'cards':
          update(answerId, (m) => ({ ...m, cards: event.travels }));
          break;
        case 'suggestions':
          setSuggestions(event.items.slice(0, 4));
          break;
        case 'state':
          setConversation((current) => ({ ...current, state: event.state }));
          break;
        case 'handoff':
          update(answerId, (m) => ({ ...m, handoff: event.reason }));
          break;
        case 'error':
          update(answerId, (m) => ({ ...m, text: m.text || event.message || t('assistantUi.failed'), error: !m.text }));
          break;
        case 'done':
          break;
      }
    };
    try {
      const response = await fetch('/api/assistant', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
        body: JSON.stringify({ message, history, context: contextBody, state: conversation.state }),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        const refusal = (await response.json().catch(() => ({}))) as { error?: unknown };
        update(answerId, (m) => ({ ...m, text: typeof refusal.error === 'string' && refusal.error ? refusal.error : t('assistantUi.failed'), error: true }));
        return;
      }
      await readAnswer(response.body, onEvent);
    } catch {
      if (controller.signal.aborted) update(answerId, (m) => ({ ...m, stopped: true }));
      else update(answerId, (m) => (m.text ? { ...m, stopped: true } : { ...m, text: t('assistantUi.failed'), error: true }));
    } finally {
      abort.current = null;
      setBusy(false);
      input.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void ask(draft);
  };

  const openPerson = () => {
    setView('person');
    tracker().assistant('handoff', { label: 'options' });
    window.setTimeout(() => dialog.current?.querySelector<HTMLElement>('.assistant-person__title')?.focus(), 0);
  };
  const backToChat = () => {
    setView('chat');
    window.setTimeout(() => input.current?.focus(), 0);
  };
  const clear = () => {
    abort.current?.abort();
    setConversation({ messages: [], state: {} });
    input.current?.focus();
  };
  // SPEC §2: a modal closes after a 200 ms exit animation (× and Escape; Back closes at once).
  const close = () => {
    const element = dialog.current;
    leaveModalQuery();
    if (!element || element.classList.contains('is-closing')) return;
    element.classList.add('is-closing');
    window.setTimeout(() => {
      element.classList.remove('is-closing');
      if (element.open) element.close();
    }, exitDelayMs);
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  const { messages } = conversation;
  const providerOn = provider === 'on';
  // A question already asked is not suggested again.
  const asked = new Set(messages.filter((m) => m.role === 'user').map((m) => m.text.trim().toLowerCase()));
  const nextSuggestions = suggestions.filter((suggestion) => !asked.has(suggestion.trim().toLowerCase()));
  return (
    <dialog ref={dialog} className="modal modal--medium chatbot-modal" aria-labelledby={titleId} onClose={leaveModalQuery} onCancel={onCancel} data-own-history="" data-view={view}>
      <div className="modal__header chatbot-modal__header">
        <div className="chatbot-modal__heading">
          <h2 id={titleId} className="modal__title">{t('chatbot.title')}</h2>
          {context.title ? <p className="chatbot-modal__about">{t('assistantUi.about', { title: context.title })}</p> : null}
        </div>
        {messages.length > 0 && view === 'chat' && !providerOn ? (
          <button type="button" className="modal__close chatbot-modal__new" aria-label={t('assistantUi.clear')} title={t('assistantUi.clear')} onClick={clear}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 20h4L19 9l-4-4L4 16v4Z M13.5 6.5l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
        <button type="button" className="modal__close" aria-label={t('a11y.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="chatbot-modal__slot" data-slot="chatbot" hidden={!providerOn} />
      {providerOn ? null : view === 'person' ? (
        <div className="chatbot-modal__body">
          <AssistantPerson info={info} messages={messages} context={{ ...context, page }} onBack={backToChat} />
        </div>
      ) : (
        <>
          <div className="chatbot-modal__tools">
            <button type="button" className="text-button chatbot-modal__person" onClick={openPerson}>{t('assistantUi.person.open')}</button>
          </div>
          {provider === 'loading' ? <p className="chatbot-modal__note" role="status">{t('assistantUi.providerLoading')}</p> : null}
          {provider === 'failed' ? <p className="chatbot-modal__note" role="status">{t('assistantUi.providerFallback')}</p> : null}
          <div ref={logRef} className="chatbot-modal__log" role="log" aria-live="polite" aria-label={t('assistantUi.logLabel')} aria-busy={busy} tabIndex={0}>
            {messages.length === 0 ? (
              <div className="chatbot-modal__welcome">
                <p className="chat-message chat-message--assistant chat-message__text">{t('assistantUi.intro')}</p>
                {suggestions.length ? (
                  <div className="chatbot-modal__starters" role="group" aria-label={t('assistantUi.suggestions')}>
                    {suggestions.map((suggestion) => (
                      <button key={suggestion} type="button" className="chip" onClick={() => void ask(suggestion)}>{suggestion}</button>
                    ))}
                  </div>
                ) : null}
                <p className="chatbot-modal__privacy">{t('assistantUi.privacy')}</p>
              </div>
            ) : null}
            {messages.map((message, index) => (
              <MessageView key={message.id} message={message} writing={busy && index === messages.length - 1} onPerson={openPerson} />
            ))}
          </div>
          {nextSuggestions.length && messages.length && !busy ? (
            <div className="chatbot-modal__suggestions" role="group" aria-label={t('assistantUi.suggestions')}>
              {nextSuggestions.map((suggestion) => (
                <button key={suggestion} type="button" className="chip" onClick={() => void ask(suggestion)}>{suggestion}</button>
              ))}
            </div>
          ) : null}
          <form className="chatbot-modal__form" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">{t('assistantUi.inputLabel')}</label>
            <input
              ref={input} id={inputId} className="input chatbot-modal__input" name="message" type="text" autoComplete="off" enterKeyHint="send"
              maxLength={1000} placeholder={t('assistantUi.placeholder')} value={draft} onChange={(event) => setDraft(event.target.value)}
            />
            {busy ? (
              <button type="button" className="button button--outline chatbot-modal__stop" onClick={() => abort.current?.abort()}>{t('assistantUi.stop')}</button>
            ) : (
              <button type="submit" className="button button--primary chatbot-modal__send" disabled={!draft.trim()}>{t('assistantUi.send')}</button>
            )}
          </form>
        </>
      )}
    </dialog>
  );
}

function MessageView({ message, writing, onPerson }: { message: ChatMessage; writing: boolean; onPerson: () => void }) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  return (
    <article className={`chat-message chat-message--${message.role}${message.error ? ' chat-message--error' : ''}`} aria-busy={writing || undefined}>
      <h3 className="visually-hidden">{mine ? t('assistantUi.you') : t('assistantUi.assistant')}</h3>
      {message.text ? <p className="chat-message__text">{message.text}</p> : null}
      {writing && !message.text ? <p className="chat-message__writing">{t('assistantUi.writing')}</p> : null}
      {message.stopped ? <p className="chat-message__stopped">{t('assistantUi.stopped')}</p> : null}
      {message.cards?.length ? (
        <ul className="chat-cards" aria-label={t('assistantUi.trips')}>
          {message.cards.map((card) => (
            <li key={card.href} className="chat-card">
              <a href={card.href} className="chat-card__link" onClick={() => tracker().assistant('link', { label: 'card' })}>
                {card.image ? <img className="chat-card__image" src={card.image} alt="" width={96} height={72} loading="lazy" /> : null}
                <span className="chat-card__text">
                  <strong>{card.title}</strong>
                  <span>
                    {card.days ? t('assistantUi.days', { count: card.days }) : null}
                    {card.days && card.priceFrom ? ' · ' : null}
                    {card.priceFrom ? t('assistantUi.priceFrom', { price: card.priceFrom }) : null}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.links?.length ? (
        <div className="chat-message__links">
          <p className="chat-message__links-title">{t('assistantUi.sources')}</p>
          <ul>
            {message.links.map((link) => (
              <li key={link.href + link.label}>
                <a href={link.href} onClick={() => tracker().assistant('link', { label: link.kind })}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {message.handoff ? (
        <p className="chat-message__handoff">
          {t('assistantUi.person.offer')}{' '}
          <button type="button" className="button button--small button--outline" onClick={onPerson}>{t('assistantUi.person.open')}</button>
        </p>
      ) : null}
    </article>
  );
}

/** How the modal was asked for: the entry's data (`data-chatbot-*`), else the page's own "ask about this trip" entry. */
export interface OpenRequest {
  trigger?: HTMLElement | null;
}

function contextOf(trigger: HTMLElement | null | undefined): { context: AssistantContext; source: string } {
  const element = trigger?.dataset.chatbotTravel ? trigger : document.querySelector<HTMLElement>('[data-chatbot-travel]');
  const data = element?.dataset ?? {};
  const context: AssistantContext = {
    ...(data.chatbotTravel ? { travel: data.chatbotTravel } : {}),
    ...(data.chatbotTour ? { tour: data.chatbotTour } : {}),
    ...(data.chatbotTitle ? { title: data.chatbotTitle } : {}),
  };
  return { context, source: trigger?.dataset.chatbotSource ?? (trigger ? 'entry' : 'link') };
}

/** The modal's copy is not shipped with pages: fetched once, the first time it opens. */
async function ensureCopy(words: i18n): Promise<void> {
  const missing = [
    ...(words.exists('assistantUi.title') ? [] : [assistantCopyNamespace]),
    ...(words.exists('a11y.close') ? [] : ['a11y']),
  ];
  if (!missing.length) return;
  const response = await fetch(`/api/i18n?ns=${missing.join(',')}`);
  if (!response.ok) throw new Error(`copy: ${response.status}`);
  words.addResourceBundle(words.language, 'translation', await response.json(), true, false);
}

let root: Root | null = null;
let opens = 0;

/** Mounts (once) and opens the modal; a click on an entry adds the modal's own history entry. */
export async function openChatbotModal(words: i18n, request: OpenRequest = {}): Promise<void> {
  await ensureCopy(words);
  if (!root) {
    const container = document.createElement('div');
    container.className = 'chatbot-root';
    document.body.appendChild(container);
    root = createRoot(container);
  }
  if (request.trigger && !hasModalQuery()) {
    const url = new URL(location.href);
    // Opened from another query modal (talk to us): that one's type and layout are not the chat's.
    for (const name of modalParams) url.searchParams.delete(name);
    url.searchParams.set('modal', 'chatbot');
    pushModalEntry(url.pathname + url.search + url.hash);
  }
  opens++;
  const { context, source } = contextOf(request.trigger);
  root.render(
    <I18nextProvider i18n={words}>
      <ChatbotModal openSignal={opens} context={context} source={source} />
    </I18nextProvider>,
  );
}
