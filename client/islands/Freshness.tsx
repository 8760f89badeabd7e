import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode, MarketId } from '../../markets/config';
import { ageOf, type LiveAnswer, type LiveTour } from '../../shared/freshness';
import { formatPrice } from '../../shared/money';
import { seatLabel } from '../../shared/tourStatus';
import type { Hydration } from '../../shared/boot';

/** Hydrates once the page is idle. */
export const hydration: Hydration = 'idle';

export interface FreshnessProps {
  /** The departures the page shows (their rows and boxes carry `data-tour-id`). */
  tourIds: number[];
  /** When the page's catalogue data was read (ms since the epoch); a cached page keeps its own; null: unknown (an old copy). */
  readAt: number | null;
  marketId: MarketId;
  /** Display currency of the page. */
  currency: CurrencyCode;
  /** Intl locale and time zone of the market, for the time of day. */
  locale: string;
  timeZone: string;
}

/** Re-asked when the tab comes back after this long. */
const recheckAfterMs = 60_000;

/**
 * "Availability and prices updated N minutes ago" (issue 14 item 5). The server writes the time
 * its data was read; once hydrated, the island asks GET /api/tours/live for the shown departures
 * (again when the tab becomes visible after a minute away) and puts status, seats and price
 * right in place where they changed, saying so politely to screen readers. A page served from
 * the edge cache is so never misleading for long.
 */
export function Freshness({ tourIds, readAt, marketId, currency, locale, timeZone }: FreshnessProps) {
  const { t } = useTranslation();
  const [checkedAt, setCheckedAt] = useState<number | null>(readAt);
  const [now, setNow] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const lastCheck = useRef(0);

  const refresh = useCallback(async () => {
    lastCheck.current = Date.now();
    try {
      // no-cache: the browser asks again rather than reuse an answer of its own from seconds ago.
      const response = await fetch(`/api/tours/live?ids=${tourIds.join(',')}`, { headers: { accept: 'application/json' }, cache: 'no-cache' });
      if (!response.ok) return;
      const answer = (await response.json()) as LiveAnswer;
      if (!Array.isArray(answer.tours) || typeof answer.checkedAt !== 'number') return;
      let changed = 0;
      for (const tour of answer.tours) {
        if (applyLive(tour, { currency, marketId, status: (code) => t(`status.${code}`), seats: (key, count) => t(`seat.${key}`, { count }) })) changed++;
      }
      setCheckedAt(answer.checkedAt);
      setNow(Date.now());
      if (changed) setNote(t('freshness.changed', { count: changed }));
    } catch {
      // Offline or a failed request: the page keeps what it said, with its age.
    }
  }, [tourIds, currency, marketId, t]);

  useEffect(() => {
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), 30_000);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck.current > recheckAfterMs) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    if (tourIds.length) void refresh();
    return () => {
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, tourIds.length]);

  // Server and first client render: the time of day (the same text on both); then the age.
  let label: string;
  if (checkedAt === null) {
    label = t('freshness.unverified');
  } else if (now === null) {
    label = t('freshness.at', { time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(checkedAt) });
  } else {
    const age = ageOf(checkedAt, now);
    label = age ? t('freshness.ago', { ago: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-age.value, age.unit) }) : t('freshness.now');
  }
  return (
    <p className="freshness">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {checkedAt === null ? <span>{label}</span> : <time dateTime={new Date(checkedAt).toISOString()}>{label}</time>}
      <span className="visually-hidden" role="status">{note}</span>
    </p>
  );
}

interface ApplyOptions {
  currency: CurrencyCode;
  marketId: MarketId;
  status: (code: string) => string;
  seats: (key: string, count: number) => string;
}

/** Puts one departure's live facts into every element of the page that shows it; true when something changed. */
function applyLive(tour: LiveTour, { currency, marketId, status, seats }: ApplyOptions): boolean {
  let changed = false;
  const code = tour.price[currency] !== undefined ? currency : 'EUR';
  const cents = tour.price[code];
  const price = cents === undefined ? '' : formatPrice(cents, code, marketId);
  const seatKey = seatLabel(tour);
  for (const root of Array.from(document.querySelectorAll(`[data-tour-id="${tour.id}"]`))) {
    const badge = root.querySelector<HTMLElement>('[data-status]');
    if (badge && badge.dataset.status !== tour.salesStatus) {
      badge.dataset.status = tour.salesStatus;
      badge.className = `status status--${tour.salesStatus.toLowerCase().replace(/_/g, '-')}`;
      badge.textContent = status(tour.salesStatus);
      changed = true;
    }
    const seatFact = root.querySelector('.fact--seats');
    if (seatFact && seatKey) {
      const text = seats(seatKey, seatKey === 'notConfirmedTour' ? tour.seatsToConfirm : tour.freeSeats);
      if (seatFact.textContent !== text) {
        seatFact.textContent = text;
        changed = true;
      }
    }
    const now = root.querySelector('.price__now');
    if (now && price && now.textContent !== price) {
      now.textContent = price;
      // The struck price and the 30-day lowest belonged to the old price: not shown with the new one.
      for (const stale of Array.from(root.querySelectorAll('.price__base, .price__lowest'))) stale.remove();
      now.classList.remove('price__now--discounted');
      changed = true;
    }
  }
  return changed;
}

export default Freshness;
