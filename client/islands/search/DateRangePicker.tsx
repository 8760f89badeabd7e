import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildMonth, monthLabel, monthSequence, monthsToShow, pickDate, weekdayNames, type DateRange } from '../../../shared/calendar';

interface DateRangePickerProps {
  today: string;
  weekStartsOn: 0 | 1;
  locale: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

const oneSlideBelowPx = 768;

/** Month grids for picking a date range with the rules of SPEC §4 (two months, one under 768 px). */
export function DateRangePicker({ today, weekStartsOn, locale, value, onChange }: DateRangePickerProps) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(() => {
    const [y, m] = (value.start ?? today).split('-').map(Number) as [number, number];
    return { year: y, month: m };
  });
  const [slides, setSlides] = useState(2);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${oneSlideBelowPx - 1}px)`);
    const update = () => setSlides(query.matches ? 1 : 2);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  // Never more months than the non-filter calendar allows ahead of today (SPEC §9: 18 in filter mode).
  const limit = monthsToShow({ filterMode: true, start: value.start, end: value.end });
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const offset = (first.year - ty) * 12 + (first.month - tm);
  const shift = (delta: number) => {
    const next = monthSequence(first.year, first.month, Math.abs(delta) + 1);
    if (delta > 0 && next.length) setFirst(next[next.length - 1]!);
    if (delta < 0) {
      const total = first.year * 12 + first.month - 1 + delta;
      setFirst({ year: Math.floor(total / 12), month: (total % 12) + 1 });
    }
  };
  const names = weekdayNames(locale, weekStartsOn, 'narrow');
  return (
    <div className="range-picker">
      <div className="range-picker__nav">
        <button type="button" className="icon-button" onClick={() => shift(-1)} disabled={offset <= 0} aria-label={t('calendar.previous')}>‹</button>
        <button type="button" className="icon-button" onClick={() => shift(1)} disabled={offset + slides >= limit} aria-label={t('calendar.next')}>›</button>
      </div>
      <div className="range-picker__months">
        {monthSequence(first.year, first.month, slides).map(({ year, month }) => {
          const grid = buildMonth(year, month, weekStartsOn, [], today);
          if (!grid) return null;
          return (
            <table key={grid.label} className="calendar__month range-picker__month">
              <caption className="calendar__caption">{monthLabel(locale, year, month)}</caption>
              <thead><tr>{names.map((name, i) => <th key={i} scope="col">{name}</th>)}</tr></thead>
              <tbody>
                {grid.weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((cell, d) => {
                      if (cell.blank) return <td key={d} />;
                      const selected = cell.date === value.start || cell.date === value.end;
                      const inRange = value.start && value.end && cell.date > value.start && cell.date < value.end;
                      return (
                        <td key={d}>
                          <button
                            type="button"
                            className={['range-picker__day', selected ? 'is-selected' : '', inRange ? 'is-in-range' : ''].join(' ').trim()}
                            disabled={cell.old}
                            aria-pressed={selected}
                            aria-label={new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${cell.date}T00:00:00Z`))}
                            onClick={() => onChange(pickDate(value, cell, today))}
                          >
                            {cell.day}
                          </button>
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
