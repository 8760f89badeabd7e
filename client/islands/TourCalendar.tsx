import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketId } from '../../markets/config';
import { buildMonth, monthLabel, monthSequence, weekdayNames, type CalendarTour } from '../../shared/calendar';
import { formatPrice, isCurrencyCode } from '../../shared/money';

export interface TourCalendarProps {
  tours: CalendarTour[];
  /** Tour page path by tour code. */
  hrefs: Record<string, string>;
  today: string;
  weekStartsOn: 0 | 1;
  locale: string;
  marketId: MarketId;
  currency: string;
  selectedCode: string | null;
}

const oneSlideBelowPx = 768;

function monthIndex(day: string): number {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
}

/**
 * Departure calendar of a trip page: month grids with the market's week start, status by
 * priority on shared days, departure days linking to their tour; browse month by month
 * (two months, one under 768 px).
 */
export function TourCalendar({ tours, hrefs, today, weekStartsOn, locale, marketId, currency, selectedCode }: TourCalendarProps) {
  const { t } = useTranslation();
  const upcoming = tours.map((tour) => tour.startingDate).filter((day) => day >= today).sort();
  const selected = tours.find((tour) => tour.code === selectedCode);
  const firstMonth = monthIndex(upcoming[0] ?? today);
  const lastMonth = monthIndex(upcoming[upcoming.length - 1] ?? today);
  const [start, setStart] = useState(selected ? monthIndex(selected.startingDate) : firstMonth);
  // Two months are always rendered; under 768 px CSS shows one, so nothing shifts on hydration.
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${oneSlideBelowPx - 1}px)`);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const slides = 2;
  const visible = narrow ? 1 : 2;
  const money = (amounts: Record<string, number> | undefined) => {
    if (!amounts) return '';
    const code = amounts[currency] !== undefined ? currency : 'EUR';
    return isCurrencyCode(code) && amounts[code] !== undefined ? formatPrice(amounts[code]!, code, marketId) : '';
  };
  const names = weekdayNames(locale, weekStartsOn);
  const year = Math.floor(start / 12);
  const month = (start % 12) + 1;
  return (
    <div className="tour-calendar">
      <div className="range-picker__nav">
        <button type="button" className="icon-button" disabled={start <= firstMonth} onClick={() => setStart(start - 1)} aria-label={t('calendar.previous')}>‹</button>
        <button type="button" className="icon-button" disabled={start + visible - 1 >= lastMonth} onClick={() => setStart(start + 1)} aria-label={t('calendar.next')}>›</button>
      </div>
      <div className="calendar">
        {monthSequence(year, month, slides).map(({ year: y, month: m }) => {
          const grid = buildMonth(y, m, weekStartsOn, tours, today);
          if (!grid) return null;
          return (
            <table key={grid.label} className="calendar__month">
              <caption className="calendar__caption">
                {monthLabel(locale, y, m)}
              </caption>
              <thead><tr>{names.map((name) => <th key={name} scope="col">{name}</th>)}</tr></thead>
              <tbody>
                {grid.weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((cell, d) => {
                      if (cell.blank) return <td key={d} className="calendar__cell calendar__cell--blank" />;
                      const status = cell.salesStatus;
                      const href = cell.code ? hrefs[cell.code] : undefined;
                      const classes = ['calendar__cell'];
                      if (cell.old) classes.push('calendar__cell--old');
                      if (cell.busy) classes.push('calendar__cell--busy');
                      if (status) classes.push(`calendar__cell--${status.toLowerCase().replace(/_/g, '-')}`);
                      if (cell.code && cell.code === selectedCode) classes.push('calendar__cell--selected');
                      return (
                        <td key={d} className={classes.join(' ')}>
                          {href && status && !cell.old ? (
                            <a className="calendar__day" href={href}>
                              <span>{cell.day}</span>
                              <span className="calendar__price">{money(cell.price)}</span>
                              <span className="visually-hidden">
                                {t('calendar.departure', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${cell.date}T00:00:00Z`)), status: t(`status.${status}`) })}
                              </span>
                            </a>
                          ) : (
                            <span className="calendar__day">{cell.day}</span>
                          )}
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
    </div>
  );
}

export default TourCalendar;
