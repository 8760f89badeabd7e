import { addIsoDays, daysInMonth, isIsoDay, isoDayOf, toIsoDay, weekdayOf, type IsoDay } from './dates';
import type { PriceByCurrency } from './money';
import { displayStatus, isSalesStatus, marksDayBusy, type SalesStatus } from './tourStatus';
import { dateTimeFormat } from '../markets/intlFormats';

/** The fields of a tour a calendar reads. */
export interface CalendarTour {
  code: string;
  startingDate: string;
  endingDate?: string | null;
  salesStatus: SalesStatus;
  basePrice?: PriceByCurrency;
  price?: PriceByCurrency;
  /** Seats facts for the day's screen-reader label (SPEC §4 seat labels). */
  freeSeats?: number;
  seatsToConfirm?: number;
}

/** A tour as listed on each day it covers. */
export interface CalendarDayTour {
  code: string;
  /** True on the departure day. */
  firstDay: boolean;
}

/** Padding before the first or after the last day of the month. */
export interface CalendarBlankCell {
  blank: true;
}

export interface CalendarDayCell {
  blank: false;
  /** Day of the month, 1–31. */
  day: number;
  date: IsoDay;
  /** Every tour running on this day. */
  tours: CalendarDayTour[];
  /** Before today: not selectable. */
  old: boolean;
  /** Some tour that is not SOLD_OUT runs on this day. */
  busy: boolean;
  /** Set when tours depart on this day: the departure whose status wins by priority. */
  code?: string;
  salesStatus?: SalesStatus;
  basePrice?: PriceByCurrency;
  price?: PriceByCurrency;
  freeSeats?: number;
  seatsToConfirm?: number;
}

export type CalendarCell = CalendarBlankCell | CalendarDayCell;

/** One month of the calendar (SPEC §3 "Calendar month"). */
export interface CalendarMonth {
  /** 'yyyy-MM'. */
  label: string;
  year: number;
  /** 1–12. */
  month: number;
  /** Weeks of 7 cells; 5 or 6 weeks (35 or 42 cells). */
  weeks: CalendarCell[][];
  /** Tours departing in this month, whatever their status. */
  tourCounter: number;
}

/** A date range being picked; end stays null until a second day is chosen. */
export interface DateRange {
  start: IsoDay | null;
  end: IsoDay | null;
}

/** The "whenever" period. */
export const whenever = -1;

/** Selected period: a range with both ends, or -1 for whenever (SPEC §3 "Period"). */
export type SelectedPeriod = { startingDate: IsoDay; endingDate: IsoDay } | typeof whenever;

interface TourSpan {
  tour: CalendarTour;
  start: IsoDay;
  end: IsoDay;
}

function tourSpans(tours: readonly CalendarTour[], timeZone: string): TourSpan[] {
  const spans: TourSpan[] = [];
  const seen = new Set<string>();
  if (!Array.isArray(tours)) return spans;
  for (const tour of tours) {
    // API data we cannot place or rank is left off rather than shown wrongly.
    if (!tour || typeof tour.code !== 'string' || seen.has(tour.code) || !isSalesStatus(tour.salesStatus)) continue;
    const start = toIsoDay(tour.startingDate, timeZone);
    if (start === null) continue;
    const end = toIsoDay(tour.endingDate, timeZone);
    seen.add(tour.code);
    spans.push({ tour, start, end: end !== null && end > start ? end : start });
  }
  return spans;
}

/**
 * Builds a month grid (month 1–12): blank cells pad the first week back to weekStartsOn
 * and the grid to 35 or 42 cells. Tour dates are read in timeZone (default UTC; plain
 * 'yyyy-MM-dd' dates are zone-free). Null for an impossible year, month or week start.
 */
export function buildMonth(
  year: number,
  month: number,
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6,
  tours: readonly CalendarTour[],
  today: IsoDay,
  timeZone = 'UTC',
): CalendarMonth | null {
  const length = daysInMonth(year, month);
  if (length === 0 || year < 1 || year > 9999 || !Number.isInteger(weekStartsOn) || weekStartsOn < 0 || weekStartsOn > 6) {
    return null;
  }
  const first = isoDayOf(year, month, 1);
  const firstWeekday = weekdayOf(first) ?? 0;
  const leading = (firstWeekday - weekStartsOn + 7) % 7;
  const size = leading + length <= 35 ? 35 : 42;
  const spans = tourSpans(tours, timeZone);
  const todayKnown = isIsoDay(today);
  const label = first.slice(0, 7);

  const cells: CalendarCell[] = [];
  for (let i = 0; i < leading; i++) cells.push({ blank: true });
  for (let day = 1; day <= length; day++) {
    const date = isoDayOf(year, month, day);
    const running = spans.filter((s) => s.start <= date && date <= s.end);
    const cell: CalendarDayCell = {
      blank: false,
      day,
      date,
      tours: running.map((s) => ({ code: s.tour.code, firstDay: s.start === date })),
      old: todayKnown && date < today,
      busy: running.some((s) => marksDayBusy(s.tour.salesStatus)),
    };
    const departing = running.filter((s) => s.start === date).map((s) => s.tour);
    const status = displayStatus(departing.map((t) => t.salesStatus));
    // On a tie the first tour given wins, so callers control it by ordering (e.g. by price).
    const winner = departing.find((t) => t.salesStatus === status);
    if (winner) {
      cell.code = winner.code;
      cell.salesStatus = winner.salesStatus;
      if (winner.basePrice) cell.basePrice = winner.basePrice;
      if (winner.price) cell.price = winner.price;
      if (typeof winner.freeSeats === 'number') cell.freeSeats = winner.freeSeats;
      if (typeof winner.seatsToConfirm === 'number') cell.seatsToConfirm = winner.seatsToConfirm;
    }
    cells.push(cell);
  }
  while (cells.length < size) cells.push({ blank: true });

  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return {
    label,
    year,
    month,
    weeks,
    tourCounter: spans.filter((s) => s.start.slice(0, 7) === label).length,
  };
}

/**
 * How many months the calendar shows (SPEC §9): 2 ahead, 18 in filter mode, one more
 * when start and end fall in the same month.
 */
export function monthsToShow(input: { filterMode: boolean; start?: string | null; end?: string | null }): number {
  const base = input.filterMode ? 18 : 2;
  const start = toIsoDay(input.start, 'UTC');
  const end = toIsoDay(input.end, 'UTC');
  return start !== null && end !== null && start.slice(0, 7) === end.slice(0, 7) ? base + 1 : base;
}

/** `count` consecutive months from year/month (1–12), e.g. to lay out the calendar slides. */
export function monthSequence(year: number, month: number, count: number): { year: number; month: number }[] {
  if (daysInMonth(year, month) === 0 || !Number.isInteger(count) || count <= 0) return [];
  const result: { year: number; month: number }[] = [];
  // A calendar never needs more than a few years; the cap keeps a hostile count cheap.
  for (let i = 0; i < Math.min(count, 120); i++) {
    const index = month - 1 + i;
    result.push({ year: year + Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return result;
}

function selectableDay(day: CalendarCell | IsoDay | null | undefined, today: IsoDay): IsoDay | null {
  if (day === null || day === undefined) return null;
  const date = typeof day === 'string' ? day : day.blank ? null : day.date;
  if (!isIsoDay(date)) return null;
  if (isIsoDay(today) && date < today) return null;
  return date;
}

/**
 * Date picking (SPEC §4): the first click sets the start; the second sets the end,
 * swapping if it is earlier, and clicking the start again leaves no end; with a full
 * range a click starts a new one-date selection. Past days and blank cells leave the
 * state as it was (same object).
 */
export function pickDate(state: DateRange, day: CalendarCell | IsoDay | null | undefined, today: IsoDay): DateRange {
  const date = selectableDay(day, today);
  if (date === null) return state;
  const start = isIsoDay(state.start) ? state.start : null;
  const end = isIsoDay(state.end) ? state.end : null;
  if (start === null || end !== null) return { start: date, end: null };
  if (date === start) return { start, end: null };
  return date < start ? { start: date, end: start } : { start, end: date };
}

/**
 * Choosing a period (SPEC §4): choosing the selected one again, or one without dates,
 * gives whenever (-1); a single date becomes a range with equal ends; reversed ends are swapped.
 */
export function selectPeriod(
  current: SelectedPeriod | null | undefined,
  period: { startingDate?: string | null; endingDate?: string | null } | typeof whenever | null | undefined,
): SelectedPeriod {
  if (period === null || period === undefined || period === whenever) return whenever;
  const from = toIsoDay(period.startingDate, 'UTC');
  const to = toIsoDay(period.endingDate, 'UTC');
  const first = from ?? to;
  const last = to ?? from;
  if (first === null || last === null) return whenever;
  const next = first <= last ? { startingDate: first, endingDate: last } : { startingDate: last, endingDate: first };
  if (
    current !== null &&
    current !== undefined &&
    current !== whenever &&
    current.startingDate === next.startingDate &&
    current.endingDate === next.endingDate
  ) {
    return whenever;
  }
  return next;
}

/**
 * Range calendar input (SPEC §5): an invalid date becomes null, reversed ends are swapped
 * and equal ends drop the end.
 */
export function normaliseRange(range: { start?: unknown; end?: unknown } | null | undefined): DateRange {
  const rawStart = range?.start;
  const rawEnd = range?.end;
  const start = isIsoDay(rawStart) ? rawStart : null;
  const end = isIsoDay(rawEnd) ? rawEnd : null;
  if (start !== null && end !== null) {
    if (start === end) return { start, end: null };
    return start < end ? { start, end } : { start: end, end: start };
  }
  return { start, end };
}


/** Weekday column headings in the market's order (index 0 = the week's first day). */
export function weekdayNames(locale: string, weekStartsOn: 0 | 1, style: 'short' | 'narrow' | 'long' = 'short'): string[] {
  const format = dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + ((i + weekStartsOn) % 7)))));
}

/** Month heading, e.g. "marzo 2027". */
export function monthLabel(locale: string, year: number, month: number): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Keys of the keyboard grid of a month calendar (WAI-ARIA grid pattern). */
export const gridKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;
export type GridKey = (typeof gridKeys)[number];

/** True for a key the calendar grid handles. */
export function isGridKey(key: string): key is GridKey {
  return (gridKeys as readonly string[]).includes(key);
}

/** The same day of the month `months` months away, clamped to that month's length (31 January + 1 → 28/29 February). */
export function shiftMonths(day: IsoDay, months: number): IsoDay | null {
  if (!isIsoDay(day) || !Number.isInteger(months)) return null;
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (year < 1 || year > 9999) return null;
  return isoDayOf(year, month, Math.min(Number(day.slice(8, 10)), daysInMonth(year, month)));
}

/**
 * Where focus goes in a month grid from `day` (WAI-ARIA grid pattern): arrows move a day or a
 * week (into the next or previous month), Home/End go to the first/last day of the week row
 * as laid out with the market's week start (kept inside the month, where the row has its
 * day cells), PageUp/PageDown move a month (a year with Shift) to the same day, clamped.
 */
export function gridKeyTarget(day: IsoDay, key: GridKey, weekStartsOn: number, shiftKey = false): IsoDay | null {
  const weekday = weekdayOf(day);
  if (weekday === null) return null;
  switch (key) {
    case 'ArrowLeft':
      return addIsoDays(day, -1);
    case 'ArrowRight':
      return addIsoDays(day, 1);
    case 'ArrowUp':
      return addIsoDays(day, -7);
    case 'ArrowDown':
      return addIsoDays(day, 7);
    case 'PageUp':
      return shiftMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonths(day, shiftKey ? 12 : 1);
    case 'Home':
    case 'End': {
      const column = (weekday - weekStartsOn + 7) % 7;
      const target = addIsoDays(day, key === 'Home' ? -column : 6 - column);
      if (target === null) return null;
      const monthStart = `${day.slice(0, 7)}-01`;
      const monthEnd = isoDayOf(Number(day.slice(0, 4)), Number(day.slice(5, 7)), daysInMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7))));
      return target < monthStart ? monthStart : target > monthEnd ? monthEnd : target;
    }
  }
}
