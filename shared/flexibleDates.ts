/**
 * Flexible dates (issue 11): "± n days" around chosen dates, "any weekend of a month" and a
 * trip-length window. Pure day arithmetic on 'yyyy-MM-dd' strings (no zone, no clock), shared by
 * the widget, the results filters, the URL parsing and the D1 queries.
 */
import { addIsoDays, daysInMonth, isIsoDay, isoDayOf, weekdayOf, type IsoDay } from './dates';

/** Widest flexibility offered: a week either side. */
export const maxFlexDays = 7;
/** The choices the widget and the filters offer (0 = exact dates). */
export const flexChoices = [0, 1, 2, 3, 7] as const;

/** A month written 'yyyy-MM'. */
export type YearMonth = string;

const yearMonthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Years a month filter may name: wide enough for any catalogue, narrow enough to stay cheap. */
const firstYear = 2000;
const lastYear = 2199;

/** True for a real month 'yyyy-MM' between 2000 and 2199 ('2027-13' is not one). */
export function isYearMonth(value: unknown): value is YearMonth {
  if (typeof value !== 'string') return false;
  const match = yearMonthPattern.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= firstYear && year <= lastYear;
}

/** The month after (or before, with a negative step) a 'yyyy-MM' month. */
export function addMonths(month: YearMonth, step: number): YearMonth {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + step;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months starting with the month of `today` (the widget's weekend chips). */
export function monthsFrom(today: IsoDay, count: number): YearMonth[] {
  if (!isIsoDay(today) || !Number.isInteger(count) || count <= 0) return [];
  const first = today.slice(0, 7);
  return Array.from({ length: Math.min(count, 36) }, (_, i) => addMonths(first, i));
}

/**
 * The departure window of dates chosen "± flex days": both ends move out by `flex`, across
 * month and year ends (30 Dec ± 3 reaches 2 Jan). Reversed ends are swapped; a flex outside
 * 0–7 counts as 0; a missing end stays missing.
 */
export function flexWindow(from: IsoDay | undefined, to: IsoDay | undefined, flex: number | undefined): { from?: IsoDay; to?: IsoDay } {
  const span = Number.isInteger(flex) && flex! >= 0 && flex! <= maxFlexDays ? flex! : 0;
  let start = isIsoDay(from) ? from : undefined;
  let end = isIsoDay(to) ? to : undefined;
  if (start && end && start > end) [start, end] = [end, start];
  return {
    ...(start ? { from: addIsoDays(start, -span) ?? start } : {}),
    ...(end ? { to: addIsoDays(end, span) ?? end } : {}),
  };
}

/**
 * One weekend: Saturday and Sunday, with the Friday a trip may leave on and the Monday it may
 * come back on. A weekend belongs to the month of its Saturday, so the weekend of Saturday
 * 31 January ends on Monday 2 February, and Friday 31 December 2027 opens January 2028's first.
 */
export interface Weekend {
  friday: IsoDay;
  saturday: IsoDay;
  sunday: IsoDay;
  monday: IsoDay;
}

/** Every weekend of a month (4 or 5), in order; [] for an impossible month. */
export function weekendsOf(month: unknown): Weekend[] {
  if (!isYearMonth(month)) return [];
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const first = isoDayOf(year, monthNumber, 1);
  const firstSaturday = 1 + ((6 - (weekdayOf(first) ?? 6) + 7) % 7);
  const weekends: Weekend[] = [];
  for (let day = firstSaturday; day <= daysInMonth(year, monthNumber); day += 7) {
    const saturday = isoDayOf(year, monthNumber, day);
    weekends.push({
      friday: addIsoDays(saturday, -1)!,
      saturday,
      sunday: addIsoDays(saturday, 1)!,
      monday: addIsoDays(saturday, 2)!,
    });
  }
  return weekends;
}

/**
 * True when a departure fits a weekend of the month: it leaves on the Friday, Saturday or Sunday
 * and is back by the Monday. A departure without an end counts as a one-day trip.
 */
export function fitsWeekend(start: IsoDay, end: IsoDay | null | undefined, weekends: readonly Weekend[]): boolean {
  if (!isIsoDay(start)) return false;
  const last = isIsoDay(end) && end >= start ? end : start;
  return weekends.some((w) => start >= w.friday && start <= w.sunday && last <= w.monday);
}

/** Longest trip that fits a weekend: Friday to Monday. */
export const weekendMaxDays = 4;

/** Days a weekend search may find departures on: first Friday to last Sunday (an index range). */
export function weekendDepartureRange(weekends: readonly Weekend[]): { from: IsoDay; to: IsoDay } | null {
  const first = weekends[0];
  const last = weekends[weekends.length - 1];
  return first && last ? { from: first.friday, to: last.sunday } : null;
}

/** True for a Saturday or a Sunday (the weekend in all six markets). */
export function isWeekendDay(day: IsoDay): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/**
 * Grid columns (0 = the week's first day) of Saturday and Sunday for a market's week start:
 * [5, 6] when weeks start on Monday; [6, 0] when they start on Sunday, where one weekend spans
 * two rows of the calendar.
 */
export function weekendColumns(weekStartsOn: 0 | 1): [saturday: number, sunday: number] {
  return [(6 - weekStartsOn + 7) % 7, (7 - weekStartsOn) % 7];
}

/** A trip-length window in days; either end may be open. */
export interface DurationWindow {
  durationFrom?: number;
  durationTo?: number;
}

/** Quick choices of trip length offered by the widget. */
export const durationPresets: readonly DurationWindow[] = [
  { durationTo: 4 },
  { durationFrom: 5, durationTo: 8 },
  { durationFrom: 7, durationTo: 10 },
  { durationFrom: 11, durationTo: 14 },
  { durationFrom: 15 },
];

/** Longest trip a window may ask for. */
export const maxDurationDays = 60;

function dayCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= maxDurationDays ? n : undefined;
}

/** A trip-length window from loose input: bad ends dropped, reversed ends swapped. */
export function durationWindow(from: unknown, to: unknown): DurationWindow {
  let low = dayCount(from);
  let high = dayCount(to);
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  return { ...(low !== undefined ? { durationFrom: low } : {}), ...(high !== undefined ? { durationTo: high } : {}) };
}

/** True when two windows are the same choice. */
export function sameDuration(a: DurationWindow | null | undefined, b: DurationWindow | null | undefined): boolean {
  return (a?.durationFrom ?? null) === (b?.durationFrom ?? null) && (a?.durationTo ?? null) === (b?.durationTo ?? null);
}
