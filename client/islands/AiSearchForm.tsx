import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hydration } from '../../shared/boot';
import { fetchPagePart } from '../ui/fetchedPage';
import { islandsAdded, islandsIn, islandsRemoved } from '../page/lifecycle';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';

export interface AiSearchFormProps {
  /** The AI search page path: the form is a plain GET to it (works without JavaScript). */
  action: string;
  query: string;
  maxLength: number;
}

/** The page's answer sections (understood, results, error): what a new request replaces. */
const answerSelector = '.ai-search > section.block';

/**
 * The answer of another request put in place of this one's (the form and the page stay): the
 * answer sections, and the examples only where the new page has them. False when the page
 * fetched has no AI search in it.
 */
function swapAnswer(fetched: Element | null): boolean {
  const page = document.querySelector('.ai-search');
  if (!fetched || !page) return false;
  const old = Array.from(page.querySelectorAll(answerSelector));
  islandsRemoved(old.filter((section) => islandsIn(section).length > 0));
  for (const section of old) section.remove();
  const sections = Array.from(fetched.querySelectorAll(answerSelector));
  for (const section of sections) {
    page.appendChild(section);
    islandsAdded(section);
  }
  if (!fetched.querySelector('.ai-examples')) page.querySelector('.ai-examples')?.remove();
  return true;
}

/**
 * The AI search request box (issue 30 item 6: busy at once, a failure said with a retry). Without
 * JavaScript, or before it wakes, a plain GET to the page. Once awake a request is fetched while
 * the form says it is reading it (spinner, status, the progress bar), and its answer replaces the
 * previous one in place; a failure keeps the request and offers to try again. Enter submits
 * (Shift+Enter for a new line), and a second submit while one is on its way is ignored.
 */
export function AiSearchForm({ action, query, maxLength }: AiSearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const failedUrl = useRef<string | null>(null);
  const pushed = useRef(false);
  const busy = state === 'busy';

  useEffect(() => {
    // Back/forward restores the page from the cache with the spinner still on.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle');
    };
    // Back to an answer this page replaced in place: the address says which one to show.
    const onPop = () => pushed.current && window.location.reload();
    window.addEventListener('pageshow', onShow);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('pageshow', onShow);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  const send = async (url: string) => {
    setState('busy');
    try {
      const fetched = await fetchPagePart(url, '.ai-search');
      if (!swapAnswer(fetched)) throw new Error('no answer');
      window.history.pushState(window.history.state, '', url);
      pushed.current = true;
      failedUrl.current = null;
      setState('idle');
    } catch {
      failedUrl.current = url;
      setState('failed');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    if (busy || !(field instanceof HTMLTextAreaElement) || !field.value.trim()) return;
    const url = new URL(action, window.location.href);
    url.searchParams.set('q', field.value);
    void send(url.pathname + url.search);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form className="ai-form" method="get" action={action} role="search" aria-busy={busy} onSubmit={onSubmit}>
      <label className="ai-form__label" htmlFor={id}>{t('aiSearch.label')}</label>
      <div className="ai-form__row">
        <textarea
          id={id}
          className="input ai-form__input"
          name="q"
          rows={2}
          maxLength={maxLength}
          required
          defaultValue={query}
          placeholder={t('aiSearch.placeholder')}
          readOnly={busy}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary ai-form__submit" aria-disabled={busy || undefined}>
          {busy ? <span className="ai-spinner" aria-hidden="true" /> : null}
          {t('aiSearch.submit')}
        </button>
      </div>
      <p className="ai-form__status" role="status" aria-live="polite">
        {busy ? t('searchWait.aiBusy') : ''}
      </p>
      {state === 'failed' ? (
        <p className="ai-form__failed" role="alert">
          {t('searchWait.aiFailed')}{' '}
          <button type="button" className="button button--small button--outline" onClick={() => failedUrl.current && void send(failedUrl.current)}>
            {t('searchWait.retry')}
          </button>
        </p>
      ) : null}
    </form>
  );
}

export default AiSearchForm;
