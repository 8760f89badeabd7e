import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketId } from '../../markets/config';
import { buildMonth, gridKeyTarget, isGridKey, monthLabel, monthSequence, weekdayNames, type CalendarDayCell, type CalendarTour } from '../../shared/calendar';
import { formatPrice, isCurrencyCode } from '../../shared/money';
import { salesStatuses, seatLabel } from '../../shared/tourStatus';
import { StatusIcon } from './calendar/StatusIcon';
import type { Hydration, Rendering } from '../../shared/boot';

/** Rendered when it comes near the viewport. */
export const hydration: Hydration = 'visible';
/**
 * By the client only: two months of grid cells were 15 KB of a trip page, repeating the list of
 * departures above it. The server leaves a placeholder of its size (worker/routes/travel.tsx).
 */
export const rendering: Rendering = 'client';

export interface TourCalendarProps {
  tours: CalendarTour[];
  /** A tour's page is `hrefBase` + its code, unless `hrefs` has its path ('' for none). */
  hrefBase: string;
  hrefs?: Record<string, string>;
  today: string;
  weekStartsOn: 0 | 1;
  locale: string;
  marketId: MarketId;
  currency: string;
  selectedCode: string | null;
}

const oneSlideBelowPx = 768;
/** Months rendered: two side by side; under 768 px CSS shows the first only. */
const slides = 2;

function monthIndex(day: string): number {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
}

/**
 * Departure calendar of a trip page: month grids with the market's week start, status by
 * priority on shared days (as an icon and in words, never colour alone), departure days
 * linking to their tour; browse month by month (two months, one under 768 px).
 *
 * Each month is a WAI-ARIA grid with one tab stop (roving tabindex): arrow keys move by day
 * and week, Home/End to the week row's start and end, PageUp/PageDown by month (Shift: year),
 * across the months shown, which follow focus; Enter opens a departure. Every day's label
 * says its date, and for a departure its status, price and seats, in the market's language.
 */
export function TourCalendar({ tours, hrefBase, hrefs, today, weekStartsOn, locale, marketId, currency, selectedCode }: TourCalendarProps) {
  const { t } = useTranslation();
  const upcoming = tours.map((tour) => tour.startingDate).filter((day) => day >= today).sort();
  const selected = tours.find((tour) => tour.code === selectedCode);
  const firstMonth = monthIndex(upcoming[0] ?? today);
  const lastMonth = monthIndex(upcoming[upcoming.length - 1] ?? today);
  const [initialStart] = useState(selected ? monthIndex(selected.startingDate) : firstMonth);
  const [start, setStart] = useState(initialStart);
  // Keyboard focus may reach every month that can be rendered.
  const lastReachable = Math.max(lastMonth, firstMonth + slides - 1, initialStart + slides - 1);
  const [active, setActive] = useState<string | null>(selected?.startingDate ?? upcoming[0] ?? null);
  const [narrow, setNarrow] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const id = useId();
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${oneSlideBelowPx - 1}px)`);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  // The months shown are announced once the visitor changes them, not on load.
  const [announced, setAnnounced] = useState(false);
  const firstStart = useRef(start);
  useEffect(() => {
    if (start !== firstStart.current) setAnnounced(true);
  }, [start]);
  useEffect(() => {
    if (!moveFocus.current || !active) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLElement>(`[data-date="${active}"]`)?.focus();
  }, [active, start]);

  const visible = narrow ? 1 : slides;
  const shown = monthSequence(Math.floor(start / 12), (start % 12) + 1, slides);
  const visibleMonth = (day: string | null): day is string => day !== null && monthIndex(day) >= start && monthIndex(day) < start + visible;
  // The one day in the tab order: the active day when shown, else the first departure shown, else the first day shown.
  const firstShownDeparture = upcoming.find(visibleMonth) ?? null;
  const firstShownDay = shown[0] ? `${shown[0].year}-${String(shown[0].month).padStart(2, '0')}-01` : today;
  const tabStop = visibleMonth(active) ? active : firstShownDeparture ?? firstShownDay;

  const money = (amounts: Record<string, number> | undefined) => {
    if (!amounts) return '';
    const code = amounts[currency] !== undefined ? currency : 'EUR';
    return isCurrencyCode(code) && amounts[code] !== undefined ? formatPrice(amounts[code]!, code, marketId) : '';
  };
  // The day as every page writes it (numeric, the market's order: "Saturday, 11/28/2026"), with the weekday in full.
  const fullDate = new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const dateOf = (day: string) => fullDate.format(new Date(`${day}T00:00:00Z`));
  const dayLabel = (cell: CalendarDayCell): string => {
    if (!cell.salesStatus) return dateOf(cell.date);
    const parts = [t('character.calendar.departure', { date: dateOf(cell.date), status: t(`status.${cell.salesStatus}`), price: money(cell.price) })];
    const seats = seatLabel({ salesStatus: cell.salesStatus, freeSeats: cell.freeSeats, seatsToConfirm: cell.seatsToConfirm });
    if (seats === 'confirmedTour') parts.push(t('seat.confirmedTour', { count: cell.freeSeats }));
    if (seats === 'notConfirmedTour') parts.push(t('seat.notConfirmedTour', { count: cell.seatsToConfirm }));
    const others = cell.tours.filter((tour) => tour.firstDay).length - 1;
    if (others > 0) parts.push(t('character.calendar.moreDepartures', { count: others }));
    if (cell.code && cell.code === selectedCode) parts.push(t('character.calendar.thisDeparture'));
    return parts.join('. ');
  };

  const goTo = (day: string) => {
    const index = monthIndex(day);
    if (index < firstMonth || index > lastReachable) return;
    if (index < start) setStart(index);
    else if (index >= start + visible) setStart(index - visible + 1);
    moveFocus.current = true;
    setActive(day);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-date]') : null;
    const day = from?.dataset.date;
    if (!from || !day || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' && from instanceof HTMLAnchorElement) {
      event.preventDefault();
      from.click();
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const target = gridKeyTarget(day, event.key, weekStartsOn, event.shiftKey);
    if (target) goTo(target);
  };

  const names = weekdayNames(locale, weekStartsOn);
  const longNames = weekdayNames(locale, weekStartsOn, 'long');
  const present = salesStatuses.filter((status) => tours.some((tour) => tour.salesStatus === status));
  const monthsShown = shown.slice(0, visible).map(({ year, month }) => monthLabel(locale, year, month)).join(' · ');
  return (
    <div className="tour-calendar" ref={root}>
      <div className="range-picker__nav">
        <button type="button" className="icon-button" disabled={start <= firstMonth} onClick={() => setStart(start - 1)} aria-label={t('calendar.previous')}>‹</button>
        <button type="button" className="icon-button" disabled={start + visible - 1 >= lastMonth} onClick={() => setStart(start + 1)} aria-label={t('calendar.next')}>›</button>
      </div>
      <p className="visually-hidden" aria-live="polite">{announced ? t('character.calendar.showing', { months: monthsShown }) : ''}</p>
      <p className="visually-hidden" id={`${id}-hint`}>{t('character.calendar.hint')}</p>
      <div className="calendar" onKeyDown={onKeyDown}>
        {shown.map(({ year: y, month: m }) => {
          const grid = buildMonth(y, m, weekStartsOn, tours, today);
          if (!grid) return null;
          const captionId = `${id}-${grid.label}`;
          return (
            <table key={grid.label} className="calendar__month" role="grid" aria-labelledby={captionId} aria-describedby={`${id}-hint`} data-month={grid.label}>
              <caption className="calendar__caption" id={captionId}>
                {monthLabel(locale, y, m)}
              </caption>
              <thead>
                <tr role="row">
                  {names.map((name, i) => <th key={name} scope="col" role="columnheader" abbr={longNames[i]}>{name}</th>)}
                </tr>
              </thead>
              <tbody>
                {grid.weeks.map((week, w) => (
                  <tr key={w} role="row">
                    {week.map((cell, d) => {
                      if (cell.blank) return <td key={d} role="gridcell" className="calendar__cell calendar__cell--blank" />;
                      const status = cell.salesStatus;
                      const href = cell.code ? (hrefs?.[cell.code] ?? hrefBase + cell.code) || undefined : undefined;
                      const classes = ['calendar__cell'];
                      if (cell.old) classes.push('calendar__cell--old');
                      if (cell.busy) classes.push('calendar__cell--busy');
                      if (status) classes.push(`calendar__cell--${status.toLowerCase().replace(/_/g, '-')}`);
                      const current = Boolean(cell.code && cell.code === selectedCode);
                      if (current) classes.push('calendar__cell--selected');
                      const tabIndex = cell.date === tabStop ? 0 : -1;
                      const onFocus = () => setActive(cell.date);
                      if (href && status && !cell.old) {
                        return (
                          <td key={d} className={classes.join(' ')} role="gridcell">
                            <a className="calendar__day" href={href} data-date={cell.date} tabIndex={tabIndex} aria-label={dayLabel(cell)} aria-current={current ? 'page' : undefined} onFocus={onFocus}>
                              <span className="calendar__num">{cell.day}</span>
                              <StatusIcon status={status} className="calendar__icon" />
                              <span className="calendar__price">{money(cell.price)}</span>
                            </a>
                          </td>
                        );
                      }
                      return (
                        <td key={d} className={classes.join(' ')} role="gridcell" data-date={cell.date} tabIndex={tabIndex} aria-label={dayLabel(cell)} onFocus={onFocus}>
                          <span className="calendar__day">
                            <span className="calendar__num">{cell.day}</span>
                            {status ? <StatusIcon status={status} className="calendar__icon" /> : null}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
      {present.length ? (
        <ul className="calendar-legend" aria-label={t('character.calendar.legend')}>
          {present.map((status) => (
            <li key={status} className={`calendar-legend__item calendar-legend__item--${status.toLowerCase().replace(/_/g, '-')}`}>
              <StatusIcon status={status} className="calendar__icon calendar__icon--legend" />
              {t(`status.${status}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default TourCalendar;
