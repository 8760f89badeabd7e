import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hydration } from '../../shared/boot';

/** Hydrates when it comes near the viewport. */
export const hydration: Hydration = 'visible';

export interface AiSearchRatingProps {
  /** POST endpoint of the rating (a form post without JavaScript, fetch with it). */
  action: string;
  query: string;
  source: 'model' | 'interpreter';
  /** Filters the answer showed, as a search query string. */
  filters: string;
  /** The vote already given (back from the form post without JavaScript). */
  rated: number | null;
}

const stars = [1, 2, 3, 4, 5] as const;

/** "Did I get it right?" — one to five stars for an AI search answer, stored on the server. */
export function AiSearchRating({ action, query, source, filters, rated }: AiSearchRatingProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(rated);
  const [hover, setHover] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>(rated ? 'saved' : 'idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const rating = Number(submitter instanceof HTMLButtonElement ? submitter.value : NaN);
    if (!Number.isInteger(rating) || state === 'saving') return;
    setValue(rating);
    setState('saving');
    try {
      const body = new URLSearchParams({ q: query, source, filters, rating: String(rating) });
      const response = await fetch(action, { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin' });
      setState(response.ok ? 'saved' : 'failed');
    } catch {
      setState('failed');
    }
  };

  const shown = hover ?? value ?? 0;
  return (
    <form className="ai-rating" method="post" action={action} onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="filters" value={filters} />
      <fieldset className="ai-rating__fieldset">
        <legend className="ai-rating__question">{t('aiSearch.rating.question')}</legend>
        <span className="ai-rating__stars" onMouseLeave={() => setHover(null)}>
          {stars.map((n) => (
            <button
              key={n}
              type="submit"
              name="rating"
              value={n}
              className={n <= shown ? 'ai-rating__star ai-rating__star--on' : 'ai-rating__star'}
              aria-label={t('aiSearch.rating.star', { count: n })}
              aria-pressed={value === n}
              onMouseEnter={() => setHover(n)}
              onFocus={() => setHover(n)}
              onBlur={() => setHover(null)}
            >
              <span aria-hidden="true">★</span>
            </button>
          ))}
        </span>
      </fieldset>
      <p className={state === 'failed' ? 'ai-rating__status ai-rating__status--error' : 'ai-rating__status'} role="status" aria-live="polite">
        {state === 'saved' ? t('aiSearch.rating.thanks') : state === 'failed' ? t('aiSearch.rating.failed') : ''}
      </p>
    </form>
  );
}

export default AiSearchRating;
