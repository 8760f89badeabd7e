import { useCallback, useEffect, useState } from 'react';
import type { WidgetPeriod } from '../../../shared/searchWidget';

/** The "when" periods as the widget has them: still coming, there, or not (then a retry). */
export type Periods = { state: 'loading' | 'failed' } | { state: 'ready'; periods: WidgetPeriod[] };

/** One request per page and URL, shared by the page's widgets (header and cover). */
const requests = new Map<string, Promise<WidgetPeriod[]>>();

function request(url: string): Promise<WidgetPeriod[]> {
  let pending = requests.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`periods: ${response.status}`);
      const body = (await response.json()) as { periods?: WidgetPeriod[] };
      if (!Array.isArray(body.periods)) throw new Error('periods: none');
      return body.periods;
    });
    // A failure is forgotten: the next try asks again.
    pending.catch(() => requests.delete(url));
    requests.set(url, pending);
  }
  return pending;
}

/**
 * The periods of worker/routes/api/periods.ts, asked for when the widget hydrates (the visitor
 * touched it): by the time the "when" opens they are usually there.
 */
export function usePeriods(url: string): [Periods, () => void] {
  const [periods, setPeriods] = useState<Periods>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    request(url).then(
      (list) => current && setPeriods({ state: 'ready', periods: list }),
      () => current && setPeriods({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  const retry = useCallback(() => {
    setPeriods({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [periods, retry];
}
