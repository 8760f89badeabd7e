import { copyText, freshnessAttr, liveStateAttr, ageOf, type FreshnessProps, type LiveAnswer, type LiveTour } from '../../shared/freshness';
import { formatPrice } from '../../shared/money';
import { seatLabel } from '../../shared/tourStatus';

/** Re-asked when the tab comes back after this long. */
const recheckAfterMs = 60_000;
/** The age ("3 minutes ago") is redrawn this often. */
const tickMs = 30_000;

/**
 * "Availability and prices updated N minutes ago" (issue 14 item 5), in plain DOM: no React
 * comes to a trip page for it (issue 12). The server writes the line with the time its data was
 * read (worker/render/ui/LiveAvailability.tsx); once the page is idle this asks GET
 * /api/tours/live for the shown departures (again when the tab comes back after a minute away)
 * and puts status, seats and price right in place where they changed, saying so politely to
 * screen readers. A page served from the edge cache is so never misleading for long.
 */
export function startFreshness(doc: Document = document): void {
  const line = doc.querySelector<HTMLElement>(`[${freshnessAttr}]`);
  const script = line?.previousElementSibling;
  if (!line || !(script instanceof HTMLScriptElement)) return;
  let props: FreshnessProps;
  try {
    props = JSON.parse(script.textContent ?? '') as FreshnessProps;
  } catch {
    return;
  }
  const say = (bundle: keyof FreshnessProps['copy'], key: string, values?: Record<string, string | number>) => copyText(props.copy[bundle], key, props.locale, values);
  let checkedAt = props.readAt;
  let lastCheck = 0;

  const draw = () => {
    if (checkedAt === null) return;
    const age = ageOf(checkedAt, Date.now());
    const label = age ? say('freshness', 'ago', { ago: new Intl.RelativeTimeFormat(props.locale, { numeric: 'auto' }).format(-age.value, age.unit) }) : say('freshness', 'now');
    // An old copy's line claims no time (a <span>) until a live answer gives one.
    let time = line.querySelector('time');
    if (!time) {
      time = doc.createElement('time');
      line.querySelector(':scope > span:not([role])')?.replaceWith(time);
    }
    time.dateTime = new Date(checkedAt).toISOString();
    if (time.textContent !== label) time.textContent = label;
  };

  const refresh = async () => {
    lastCheck = Date.now();
    try {
      // no-cache: the browser asks again rather than reuse an answer of its own from seconds ago.
      const response = await fetch(`/api/tours/live?ids=${props.tourIds.join(',')}`, { headers: { accept: 'application/json' }, cache: 'no-cache' });
      if (!response.ok) return;
      const answer = (await response.json()) as LiveAnswer;
      if (!Array.isArray(answer.tours) || typeof answer.checkedAt !== 'number') return;
      let changed = 0;
      for (const tour of answer.tours) if (applyLive(doc, tour, props, say)) changed++;
      checkedAt = answer.checkedAt;
      draw();
      const note = line.querySelector('[role="status"]');
      if (changed && note) note.textContent = say('freshness', 'changed', { count: changed });
    } catch {
      // Offline or a failed request: the page keeps what it said, with its age.
    } finally {
      line.setAttribute(liveStateAttr, 'checked');
    }
  };

  draw();
  window.setInterval(draw, tickMs);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible' && Date.now() - lastCheck > recheckAfterMs) void refresh();
  });
  if (props.tourIds.length) void refresh();
  else line.setAttribute(liveStateAttr, 'checked');
}

type Say = (bundle: keyof FreshnessProps['copy'], key: string, values?: Record<string, string | number>) => string;

/** Puts one departure's live facts into every element of the page that shows it; true when something changed. */
function applyLive(doc: Document, tour: LiveTour, { currency, marketId }: FreshnessProps, say: Say): boolean {
  let changed = false;
  const code = tour.price[currency] !== undefined ? currency : 'EUR';
  const cents = tour.price[code];
  const price = cents === undefined ? '' : formatPrice(cents, code, marketId);
  const seatKey = seatLabel(tour);
  for (const root of Array.from(doc.querySelectorAll(`[data-tour-id="${tour.id}"]`))) {
    const badge = root.querySelector<HTMLElement>('[data-status]');
    if (badge && badge.dataset.status !== tour.salesStatus) {
      badge.dataset.status = tour.salesStatus;
      badge.className = `status status--${tour.salesStatus.toLowerCase().replace(/_/g, '-')}`;
      badge.textContent = say('status', tour.salesStatus);
      changed = true;
    }
    const seatFact = root.querySelector('.fact--seats');
    if (seatFact && seatKey) {
      const text = say('seat', seatKey, { count: seatKey === 'notConfirmedTour' ? tour.seatsToConfirm : tour.freeSeats });
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
