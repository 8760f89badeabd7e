import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildMonth, monthLabel, monthSequence, monthsToShow, pickDate, weekdayNames, type DateRange } from '../../../shared/calendar';
import { addIsoDays, daysInMonth, isoDayOf } from '../../../shared/dates';
import { dateTimeFormat, pluralRules } from '../../../markets/intlFormats';
import { whenIdle } from '../../page/tasks';
import { flexWindow, weekendColumns } from '../../../shared/flexibleDates';

interface DateRangePickerProps {
  today: string;
  weekStartsOn: 0 | 1;
  locale: string;
  value: DateRange;
  /** Days either side of the picked ones that a flexible search also covers (shown lighter). */
  flex?: number;
  onChange: (range: DateRange) => void;
}

const oneSlideBelowPx = 768;
const oneSlideQuery = `(max-width: ${oneSlideBelowPx - 1}px)`;
const slidesFor = (query: MediaQueryList | { matches: boolean }) => (query.matches ? 1 : 2);
/** Days an arrow key moves the focused day by (a grid of weeks). */
const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The full date a day's button reads out ("venerdì 1 maggio 2026"). */
const dayLabelFormat = (locale: string) => dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });

/**
 * Builds the picker's Intl formats ahead of its first render, each in an idle task of its own.
 * The first format of a kind loads the browser's data for it (weekday names alone took 20 ms on
 * a throttled phone): built on the tap that opens the calendar, they made it a long task
 * (issue 33 item 4). The flexible-days chips' plural ("± 1 giorno") is the same kind of cost.
 */
export function warmPickerFormats(locale: string, weekStartsOn: 0 | 1): void {
  const steps = [
    () => weekdayNames(locale, weekStartsOn, 'narrow'),
    () => monthLabel(locale, 2000, 1),
    () => dayLabelFormat(locale).format(0),
    () => pluralRules(locale).select(1),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length) whenIdle(next);
  };
  whenIdle(next);
}

/**
 * Month grids for picking a date range with the rules of SPEC §4 (two months, one under 768 px).
 * One day is in the tab order (the picked start, else the first day shown); arrow keys move
 * between days and on to the next or previous month.
 */
export function DateRangePicker({ today, weekStartsOn, locale, value, flex = 0, onChange }: DateRangePickerProps) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(() => {
    const [y, m] = (value.start ?? today).split('-').map(Number) as [number, number];
    return { year: y, month: m };
  });
  // The picker only ever renders in the browser (the widget's dialog or dropdown): its first
  // render already has the screen's month count, not two months that a phone then throws away.
  const [slides, setSlides] = useState(() => slidesFor(typeof window === 'undefined' ? { matches: false } : window.matchMedia(oneSlideQuery)));
  useEffect(() => {
    const query = window.matchMedia(oneSlideQuery);
    const update = () => setSlides(slidesFor(query));
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
  const weekend = weekendColumns(weekStartsOn);
  const widened = flex > 0 && value.start ? flexWindow(value.start, value.end ?? value.start, flex) : {};
  const dayLabel = dayLabelFormat(locale);

  const [keyboardDay, setKeyboardDay] = useState<string | null>(null);
  const months = useRef<HTMLDivElement>(null);
  const shown = monthSequence(first.year, first.month, slides);
  const lastShown = shown[shown.length - 1] ?? first;
  const firstDay = isoDayOf(first.year, first.month, 1);
  const lastDay = isoDayOf(lastShown.year, lastShown.month, daysInMonth(lastShown.year, lastShown.month));
  const visible = (day: string | null): day is string => day !== null && day >= firstDay && day <= lastDay && day >= today;
  const tabbable = [keyboardDay, value.start, value.end].find(visible) ?? (firstDay < today ? today : firstDay);
  useEffect(() => {
    if (keyboardDay) months.current?.querySelector<HTMLButtonElement>(`[data-date="${keyboardDay}"]`)?.focus();
  }, [keyboardDay, first]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = event.target instanceof HTMLElement ? event.target.dataset.date : undefined;
    const step = arrowSteps[event.key];
    if (!from || step === undefined) return;
    event.preventDefault();
    const next = addIsoDays(from, step);
    if (!next || next < today) return;
    const index = (Number(next.slice(0, 4)) - ty) * 12 + Number(next.slice(5, 7)) - tm;
    if (index >= limit) return;
    if (index < offset) shift(-1);
    else if (index >= offset + slides) shift(1);
    setKeyboardDay(next);
  };
  return (
    <div className="range-picker">
      <div className="range-picker__nav">
        <button type="button" className="icon-button" onClick={() => { setKeyboardDay(null); shift(-1); }} disabled={offset <= 0} aria-label={t('calendar.previous')}>‹</button>
        <button type="button" className="icon-button" onClick={() => { setKeyboardDay(null); shift(1); }} disabled={offset + slides >= limit} aria-label={t('calendar.next')}>›</button>
      </div>
      <div ref={months} className="range-picker__months" onKeyDown={onKeyDown}>
        {shown.map(({ year, month }) => {
          const grid = buildMonth(year, month, weekStartsOn, [], today);
          if (!grid) return null;
          return (
            <table key={grid.label} className="calendar__month range-picker__month">
              <caption className="calendar__caption">{monthLabel(locale, year, month)}</caption>
              <thead><tr>{names.map((name, i) => <th key={i} scope="col" className={weekend.includes(i) ? 'is-weekend' : undefined}>{name}</th>)}</tr></thead>
              <tbody>
                {grid.weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((cell, d) => {
                      if (cell.blank) return <td key={d} />;
                      const selected = cell.date === value.start || cell.date === value.end;
                      const inRange = value.start && value.end && cell.date > value.start && cell.date < value.end;
                      const flexible = !selected && !inRange && widened.from !== undefined && widened.to !== undefined && cell.date >= widened.from && cell.date <= widened.to;
                      return (
                        <td key={d}>
                          <button
                            type="button"
                            className={['range-picker__day', selected ? 'is-selected' : '', inRange ? 'is-in-range' : '', flexible ? 'is-flex' : ''].join(' ').trim()}
                            disabled={cell.old}
                            tabIndex={cell.date === tabbable ? 0 : -1}
                            data-date={cell.date}
                            aria-pressed={selected}
                            aria-label={dayLabel.format(new Date(`${cell.date}T00:00:00Z`))}
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
