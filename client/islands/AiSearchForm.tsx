import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hydration } from '../../shared/boot';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';

export interface AiSearchFormProps {
  /** The AI search page path: the form is a plain GET to it (works without JavaScript). */
  action: string;
  query: string;
  maxLength: number;
}

/**
 * The AI search request box. Enhancement only: a spinner while the next page loads, Enter
 * submits (Shift+Enter for a new line), and a second submit is ignored.
 */
export function AiSearchForm({ action, query, maxLength }: AiSearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    // Back/forward restores the page from the cache with the spinner still on.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLoading(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const field = event.currentTarget.elements.namedItem('q');
    if (loading || (field instanceof HTMLTextAreaElement && !field.value.trim())) {
      event.preventDefault();
      return;
    }
    // The browser navigates; the field stays enabled (readOnly) so its value is still sent.
    setLoading(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form className="ai-form" method="get" action={action} role="search" aria-busy={loading} onSubmit={onSubmit}>
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
          readOnly={loading}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary ai-form__submit" aria-disabled={loading || undefined}>
          {loading ? <span className="ai-spinner" aria-hidden="true" /> : null}
          {t('aiSearch.submit')}
        </button>
      </div>
      <p className="ai-form__status" role="status" aria-live="polite">
        {loading ? t('aiSearch.loading') : ''}
      </p>
    </form>
  );
}

export default AiSearchForm;
