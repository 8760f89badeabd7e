import { useTranslation } from 'react-i18next';
import { buildMonth, monthSequence, type CalendarTour } from '../../../shared/calendar';
import { formatDate, toIsoDay } from '../../../shared/dates';
import { usePage } from '../PageContext';
import { useMoney } from './Price';

interface MonthCalendarProps {
  tours: CalendarTour[];
  /** Link of a departure day, by tour code. */
  tourHref: (code: string) => string | null;
  /** First month shown (yyyy-MM-dd); defaults to the first departure or today. */
  from?: string;
  months?: number;
  selectedCode?: string | null;
}

function weekdayNames(locale: string, weekStartsOn: 0 | 1): string[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + ((i + weekStartsOn) % 7)))),
  );
}

/**
 * Month grids of departures (SPEC §3 "Calendar month", §4): market week start, padded
 * weeks, status priority for days with several departures; server-rendered.
 */
export function MonthCalendar({ tours, tourHref, from, months = 2, selectedCode }: MonthCalendarProps) {
  const { t } = useTranslation();
  const { market } = usePage();
  const money = useMoney();
  const today = toIsoDay(new Date(), market.timeZone) ?? '1970-01-01';
  const firstDeparture = tours.map((tour) => tour.startingDate).filter((d) => d >= today).sort()[0];
  const start = from ?? firstDeparture ?? today;
  const [year, month] = start.split('-').map(Number) as [number, number];
  const names = weekdayNames(market.intlLocale, market.weekStartsOn);
  return (
    <div className="calendar">
      {monthSequence(year, month, months).map(({ year: y, month: m }) => {
        const grid = buildMonth(y, m, market.weekStartsOn, tours, today, market.timeZone);
        if (!grid) return null;
        return (
          <table key={grid.label} className="calendar__month">
            <caption className="calendar__caption">{formatDate(`${grid.label}-01`, market.id, 'LLLL yyyy')}</caption>
            <thead>
              <tr>{names.map((name) => <th key={name} scope="col" abbr={name}>{name}</th>)}</tr>
            </thead>
            <tbody>
              {grid.weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((cell, d) => {
                    if (cell.blank) return <td key={d} className="calendar__cell calendar__cell--blank" />;
                    const departs = cell.code && cell.salesStatus;
                    const href = departs ? tourHref(cell.code!) : null;
                    const classes = ['calendar__cell'];
                    if (cell.old) classes.push('calendar__cell--old');
                    if (cell.busy) classes.push('calendar__cell--busy');
                    if (departs) classes.push(`calendar__cell--${cell.salesStatus!.toLowerCase().replace(/_/g, '-')}`);
                    if (departs && cell.code === selectedCode) classes.push('calendar__cell--selected');
                    return (
                      <td key={d} className={classes.join(' ')}>
                        {departs && href && !cell.old ? (
                          <a href={href} className="calendar__day">
                            <span>{cell.day}</span>
                            <span className="calendar__price">{money(cell.price)}</span>
                            <span className="visually-hidden">
                              {t('calendar.departure', { date: formatDate(cell.date, market.id), status: t(`status.${cell.salesStatus}`) })}
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
  );
}
