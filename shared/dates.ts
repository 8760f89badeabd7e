import { TZDate } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { markets, type MarketId } from '../markets/config';
import { rememberer } from './remember';
import { dateTimeFormat } from '../markets/intlFormats';

/** A calendar day written 'yyyy-MM-dd', with no time and no zone. */
export type IsoDay = string;

/**
 * date-fns locale per market, imported statically so every bundle has them without a
 * dynamic import. en-WE writes dates the British way (dd/MM/yyyy), hence en-GB; the week
 * start always comes from the market config, not from the locale.
 */
export const dateLocales: Readonly<Record<MarketId, Locale>> = {
  it,
  us: enUS,
  we: enGB,
  es,
  fr,
  de,
};

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// Date, optional time, optional offset. Without an offset a date-time belongs to no zone: its
// wall-clock fields are placed in the zone asked for.
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Number of days in a month (month 1–12); 0 for an impossible month. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function dayParts(year: string, month: string, day: string): DayParts | null {
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  if (parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  return parts;
}

/** True for a real calendar day written 'yyyy-MM-dd' ('2026-02-30' is not one). */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false;
  const match = isoDayPattern.exec(value);
  return match !== null && dayParts(match[1] ?? '', match[2] ?? '', match[3] ?? '') !== null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Writes a day from its parts (month 1–12). */
export function isoDayOf(year: number, month: number, day: number): IsoDay {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Zones already checked, per isolate: a TZDate per call to check one was a share of every render. */
const zones = new Map<string, boolean>();

function validZone(timeZone: string): boolean {
  // Every implementation knows UTC (ECMA-402): no formatter to build for it, where the first
  // one a browser builds loads its zone data (13 ms on a throttled phone, a calendar's first tap).
  if (timeZone === 'UTC') return true;
  let valid = zones.get(timeZone);
  if (valid === undefined) {
    try {
      valid = !Number.isNaN(new TZDate(0, timeZone).getTime());
    } catch {
      valid = false;
    }
    if (zones.size < 64) zones.set(timeZone, valid);
  }
  return valid;
}

/** Minutes east of UTC of 'Z', '+02:00' or '-0530'; null for an impossible offset. */
function offsetMinutes(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(-2));
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** The value as a date in the zone: days and wall-clock times are placed in it, instants are converted to it. */
function zoned(value: unknown, timeZone: string): TZDate | null {
  if (!validZone(timeZone)) return null;
  let result: TZDate | null = null;
  if (value instanceof Date || typeof value === 'number') {
    const time = value instanceof Date ? value.getTime() : value;
    if (Number.isFinite(time)) result = new TZDate(time, timeZone);
  } else if (typeof value === 'string') {
    const match = dateTimePattern.exec(value.trim());
    const parts = match ? dayParts(match[1] ?? '', match[2] ?? '', match[3] ?? '') : null;
    const hours = Number(match?.[4] ?? 0);
    const minutes = Number(match?.[5] ?? 0);
    const seconds = Number(match?.[6] ?? 0);
    // Checked by hand: Date.parse would roll 30 February over to 2 March.
    if (match && parts && hours < 24 && minutes < 60 && seconds < 60) {
      const offset = match[7];
      if (offset !== undefined) {
        const minutesEast = offsetMinutes(offset);
        if (minutesEast !== null) {
          const instant = new Date(0);
          instant.setUTCFullYear(parts.year, parts.month - 1, parts.day);
          instant.setUTCHours(hours, minutes - minutesEast, seconds);
          result = new TZDate(instant.getTime(), timeZone);
        }
      } else {
        result = new TZDate(parts.year, parts.month - 1, parts.day, hours, minutes, seconds, timeZone);
        // Years 0–99 would be read as 1900–1999 by the Date constructor.
        if (parts.year < 100) result.setFullYear(parts.year);
      }
    }
  }
  return result !== null && Number.isFinite(result.getTime()) ? result : null;
}

/**
 * The calendar day of a value in a time zone: 'yyyy-MM-dd' and offset-less date-times keep
 * their written day, instants (Date, epoch ms, ISO with Z/offset) are read in the zone.
 * Null for anything else (no loose Date parsing: '1' is not a day).
 */
export function toIsoDay(value: Date | string | number | null | undefined, timeZone: string): IsoDay | null {
  if (value === null || value === undefined) return null;
  // A plain day is its own day in every zone: no zoned date to build (departures' dates, each render).
  if (typeof value === 'string' && isIsoDay(value) && validZone(timeZone)) return value;
  const date = zoned(value, timeZone);
  return date === null ? null : isoDayOf(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** Today's day in the zone (the UTC day if the zone is unusable). */
export function todayIn(timeZone: string): IsoDay {
  // Kept for the current minute (a day starts on a whole minute in every zone): a render asks
  // for today in several places, and each answer went through a zoned date.
  const minute = Math.floor(Date.now() / 60_000);
  return todays(`${timeZone}|${minute}`, () => toIsoDay(new Date(), timeZone) ?? new Date().toISOString().slice(0, 10));
}

const todays = rememberer(64);

/** Parses 'yyyy-MM-dd' into the start of that day in the zone (default UTC); null when not a real day. */
export function parseIsoDay(value: unknown, timeZone = 'UTC'): TZDate | null {
  return isIsoDay(value) ? zoned(value, timeZone) : null;
}

/** Adds days to an ISO day (negative to go back); null when the day is not valid. */
export function addIsoDays(value: IsoDay, days: number): IsoDay | null {
  if (!isIsoDay(value) || !Number.isInteger(days)) return null;
  const date = new Date(0);
  date.setUTCFullYear(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)) + days);
  const year = date.getUTCFullYear();
  if (!Number.isFinite(year) || year < 0 || year > 9999) return null;
  return isoDayOf(year, date.getUTCMonth() + 1, date.getUTCDate());
}

/** Day of the week of an ISO day, 0 = Sunday … 6 = Saturday; null when the day is not valid. */
export function weekdayOf(value: IsoDay): number | null {
  if (!isIsoDay(value)) return null;
  const date = new Date(0);
  date.setUTCFullYear(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return date.getUTCDay();
}

/**
 * Words already written for a day given as text (issue 12: a trip page writes the same few
 * dates in every departure row, and every render of it wrote them again, each through a zoned
 * date). Text in, text out, for a fixed market: safe to keep. Bounded; emptied when full.
 */
const remembered = rememberer(4000);

/**
 * Formats a date for a market with its locale, week start and time zone; the pattern
 * defaults to the market's short date format. '' when the value or pattern is unusable.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  marketId: MarketId,
  pattern?: string,
): string {
  if (typeof value === 'string') return remembered(`d|${marketId}|${pattern ?? ''}|${value}`, () => writeDate(value, marketId, pattern));
  return writeDate(value, marketId, pattern);
}

function writeDate(value: Date | string | number | null | undefined, marketId: MarketId, pattern: string | undefined): string {
  const market = markets[marketId];
  if (!market) return '';
  const date = zoned(value, market.timeZone);
  if (date === null) return '';
  try {
    return format(date, pattern ?? market.dateFormat, {
      locale: dateLocales[marketId],
      weekStartsOn: market.weekStartsOn,
    });
  } catch {
    // date-fns throws on unknown pattern letters.
    return '';
  }
}

/**
 * A day in the market's numeric date format (config `dateFormat`: dd/MM/yyyy, MM/dd/yyyy,
 * dd.MM.yyyy), written without date-fns: the same text as formatDate(day, marketId) (tested
 * for every market), for the browser's payment calculator, whose chunk would otherwise carry
 * date-fns and six locales (53 KB) onto every trip and tour page (issue 33 item 4). '' when the
 * value is not a day.
 */
export function writeIsoDay(day: unknown, marketId: MarketId): string {
  const market = markets[marketId];
  if (!market || !isIsoDay(day)) return '';
  const parts: Record<string, string> = { yyyy: day.slice(0, 4), MM: day.slice(5, 7), dd: day.slice(8, 10) };
  return market.dateFormat.replace(/yyyy|MM|dd/g, (token) => parts[token] ?? token);
}

function utcNoon(day: IsoDay): Date {
  // Noon UTC: the day stays the same day in every zone Intl might apply.
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12));
}

function dayFormat(marketId: MarketId, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat | null {
  const market = markets[marketId];
  return market ? dateTimeFormat(market.intlLocale, { ...options, timeZone: 'UTC' }) : null;
}

/**
 * A departure's day or days in the market's one date format (config `dateFormat`, SPEC §9
 * "DD/MM/YYYY style"; MM/dd/yyyy in the US): "28/11/2026 – 13/12/2026", "11/28/2026 – 12/13/2026",
 * with weekdays "Sat 11/28/2026 – Sun 12/13/2026". Pages, titles and emails write days only this
 * way (issue 30 item 11: a US tour page wrote one departure as 2026-11-28, 11/28/2026 and
 * "Sat, Nov 28"). Reversed ends are swapped; '' when the start is not a date.
 */
export function formatDays(
  from: Date | string | number | null | undefined,
  to: Date | string | number | null | undefined,
  marketId: MarketId,
  options: { weekday?: boolean } = {},
): string {
  const market = markets[marketId];
  if (!market) return '';
  const pattern = options.weekday ? `EEE ${market.dateFormat}` : market.dateFormat;
  const first = toIsoDay(from, market.timeZone);
  const second = toIsoDay(to, market.timeZone);
  if (first === null) return '';
  if (second === null || second === first) return formatDate(first, marketId, pattern);
  const [start, end] = first < second ? [first, second] : [second, first];
  return `${formatDate(start, marketId, pattern)} – ${formatDate(end, marketId, pattern)}`;
}

/**
 * A day or a range of days in the market's words, the year written once when both ends share
 * it and on both ends when they do not: "25–28 nov 2026", "25 dic 2027 – 11 gen 2028",
 * "Nov 25 – 28, 2026"; with weekdays "sab 7 – sab 14 nov 2026". Reversed ends are swapped; ''
 * when the start is not a day.
 */
export function formatDayRange(
  from: Date | string | number | null | undefined,
  to: Date | string | number | null | undefined,
  marketId: MarketId,
  options: { weekday?: boolean } = {},
): string {
  if (typeof from === 'string' && (typeof to === 'string' || to == null)) {
    return remembered(`r|${marketId}|${options.weekday ? 'w' : ''}|${from}|${to ?? ''}`, () => writeDayRange(from, to, marketId, options));
  }
  return writeDayRange(from, to, marketId, options);
}

function writeDayRange(
  from: Date | string | number | null | undefined,
  to: Date | string | number | null | undefined,
  marketId: MarketId,
  options: { weekday?: boolean },
): string {
  const market = markets[marketId];
  const format = dayFormat(marketId, { ...(options.weekday ? { weekday: 'short' } : {}), day: 'numeric', month: 'short', year: 'numeric' });
  // Days stay as written; instants (a tour's date-time from upstream) are read in the market's zone.
  const first = market ? toIsoDay(from, market.timeZone) : null;
  const second = market ? toIsoDay(to, market.timeZone) : null;
  if (!format || first === null) return '';
  if (second === null || second === first) return format.format(utcNoon(first));
  const [start, end] = first < second ? [first, second] : [second, first];
  // Some locales pad the day of a range's end ("25 nov – 03 dic"): days are written unpadded.
  return format
    .formatRangeToParts(utcNoon(start), utcNoon(end))
    .map((part) => (part.type === 'day' ? String(Number(part.value)) : part.value))
    .join('');
}

/** A month in the market's words: "marzo 2027" (long) or "mar 2027" (short); '' for an impossible month. */
export function formatMonth(yearMonth: string, marketId: MarketId, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match || daysInMonth(Number(match[1]), Number(match[2])) === 0) return '';
  return dayFormat(marketId, { month: style, year: 'numeric' })?.format(utcNoon(`${yearMonth}-01`)) ?? '';
}
