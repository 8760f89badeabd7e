import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketIds } from '../markets/config';
import {
  addIsoDays,
  formatDays,
  dateLocales,
  daysInMonth,
  formatDate,
  formatDayRange,
  formatMonth,
  isIsoDay,
  parseIsoDay,
  todayIn,
  toIsoDay,
  weekdayOf,
  writeIsoDay,
} from './dates';

describe('isIsoDay', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2100-02-29')).toBe(false);
    expect(isIsoDay('2000-02-29')).toBe(true);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-00-10')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
  });

  it('rejects other shapes', () => {
    for (const value of ['2026-4-1', '26-04-01', '2026-04-01T00:00', ' 2026-04-01', '', null, 20260401, {}]) {
      expect(isIsoDay(value)).toBe(false);
    }
  });
});

describe('parseIsoDay', () => {
  it('gives the start of the day in the zone', () => {
    expect(parseIsoDay('2026-03-29')?.getTime()).toBe(Date.parse('2026-03-29T00:00:00Z'));
    expect(parseIsoDay('2026-07-01', 'Europe/Rome')?.getTime()).toBe(Date.parse('2026-06-30T22:00:00Z'));
    expect(parseIsoDay('2026-07-01', 'America/New_York')?.getTime()).toBe(Date.parse('2026-07-01T04:00:00Z'));
  });

  it('gives null for invalid input', () => {
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('tomorrow')).toBeNull();
    expect(parseIsoDay(undefined)).toBeNull();
    expect(parseIsoDay('2026-07-01', 'Not/AZone')).toBeNull();
  });
});

describe('toIsoDay', () => {
  it('keeps the written day of plain dates and offset-less date-times', () => {
    expect(toIsoDay('2026-05-01', 'America/New_York')).toBe('2026-05-01');
    expect(toIsoDay('2026-05-01T23:30:00', 'Europe/Rome')).toBe('2026-05-01');
  });

  it('reads instants in the zone, not in the runtime zone', () => {
    const instant = '2026-05-01T23:30:00Z';
    expect(toIsoDay(instant, 'UTC')).toBe('2026-05-01');
    expect(toIsoDay(instant, 'Europe/Rome')).toBe('2026-05-02');
    expect(toIsoDay(new Date(instant), 'America/New_York')).toBe('2026-05-01');
    expect(toIsoDay(Date.parse('2026-05-01T02:00:00+02:00'), 'UTC')).toBe('2026-05-01');
  });

  it('applies written offsets', () => {
    expect(toIsoDay('2026-05-01T01:00:00+02:00', 'UTC')).toBe('2026-04-30');
    expect(toIsoDay('2026-05-01T20:00:00-0500', 'UTC')).toBe('2026-05-02');
    expect(toIsoDay('2026-05-01 23:00z', 'Europe/Berlin')).toBe('2026-05-02');
    expect(toIsoDay('2026-12-31T23:59:59.999Z', 'UTC')).toBe('2026-12-31');
  });

  it('keeps years below 100 as written', () => {
    expect(toIsoDay('0050-06-15', 'UTC')).toBe('0050-06-15');
  });

  it('round-trips with parseIsoDay across a DST change', () => {
    const day = parseIsoDay('2026-03-29', 'Europe/Rome');
    expect(toIsoDay(day, 'Europe/Rome')).toBe('2026-03-29');
  });

  it('gives null for garbage instead of loose Date parsing', () => {
    for (const value of ['1', 'May 1', '2026-05-01Z', '2026-05-01T10:00:00+99:99', '2026-05-01T25:00:00', '2026-02-30T10:00:00Z', '', null, undefined, Number.NaN]) {
      expect(toIsoDay(value, 'UTC')).toBeNull();
    }
    expect(toIsoDay(new Date('nope'), 'UTC')).toBeNull();
    expect(toIsoDay('2026-05-01', 'Mars/Olympus')).toBeNull();
  });
});

describe('day arithmetic', () => {
  it('counts days in months', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2026, 13)).toBe(0);
    expect(daysInMonth(Number.NaN, 1)).toBe(0);
  });

  it('adds days across month and year ends', () => {
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIsoDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addIsoDays('2026-02-30', 1)).toBeNull();
    expect(addIsoDays('2026-01-01', 1.5)).toBeNull();
    expect(addIsoDays('9999-12-31', 1)).toBeNull();
  });

  it('gives the weekday with Sunday as 0', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekdayOf('2026-06-01')).toBe(1);
    expect(weekdayOf('garbage')).toBeNull();
  });
});

describe('formatDate', () => {
  it("uses each market's date format", () => {
    expect(formatDate('2026-04-09', 'it')).toBe('09/04/2026');
    expect(formatDate('2026-04-09', 'us')).toBe('04/09/2026');
    expect(formatDate('2026-04-09', 'de')).toBe('09.04.2026');
    expect(formatDate('2026-04-09', 'we')).toBe('09/04/2026');
  });

  it("uses the market's language", () => {
    expect(formatDate('2026-04-09', 'it', 'EEEE d MMMM')).toBe('giovedì 9 aprile');
    expect(formatDate('2026-04-09', 'fr', 'MMMM')).toBe('avril');
    expect(formatDate('2026-04-09', 'es', 'MMMM')).toBe('abril');
    expect(formatDate('2026-04-09', 'de', 'MMMM')).toBe('April');
    expect(formatDate('2026-04-09', 'us', 'MMMM')).toBe('April');
  });

  it("reads instants in the market's zone", () => {
    const instant = new Date('2026-04-09T23:30:00Z');
    expect(formatDate(instant, 'it')).toBe('10/04/2026');
    expect(formatDate(instant, 'us')).toBe('04/09/2026');
  });

  it("uses the market's week start", () => {
    // Sunday 5 April 2026: the last day of the week in Italy, the first in the US.
    expect(formatDate('2026-04-05', 'it', 'e')).toBe('7');
    expect(formatDate('2026-04-05', 'us', 'e')).toBe('1');
    expect(formatDate('2026-04-05', 'we', 'e')).toBe('1');
  });

  it('gives an empty string for bad values or patterns', () => {
    expect(formatDate('not a date', 'it')).toBe('');
    expect(formatDate(null, 'it')).toBe('');
    expect(formatDate('2026-04-09', 'it', 'yyyy-jj')).toBe('');
    expect(formatDate('2026-04-09', 'xx' as 'it')).toBe('');
  });

  it('has a locale for every market', () => {
    for (const id of marketIds) expect(dateLocales[id]).toBeDefined();
  });
});

describe('writeIsoDay (the browser calculator\'s dates, without date-fns)', () => {
  it('writes every day of two years as formatDate does, in every market', () => {
    for (const id of marketIds) {
      for (let day = '2027-12-25'; day < '2029-01-05'; day = addIsoDays(day, 1)!) expect(writeIsoDay(day, id), `${id} ${day}`).toBe(formatDate(day, id));
      expect(writeIsoDay('2028-02-29', id)).toBe(formatDate('2028-02-29', id));
    }
    expect(writeIsoDay('2026-04-09', 'us')).toBe('04/09/2026');
    expect(writeIsoDay('2026-04-09', 'de')).toBe('09.04.2026');
  });

  it('gives an empty string for what is not a day', () => {
    for (const bad of ['2026-02-30', '2026-4-9', '09/04/2026', '', null, 20260409, '2026-04-09T10:00:00Z']) expect(writeIsoDay(bad, 'it')).toBe('');
    expect(writeIsoDay('2026-04-09', 'xx' as 'it')).toBe('');
  });
});

describe('formatDayRange and formatMonth (labels in the market’s words, never ISO)', () => {
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('writes the year once when both ends share it', () => {
    expect(plain(formatDayRange('2026-11-25', '2026-11-28', 'it'))).toBe('25–28 nov 2026');
    expect(plain(formatDayRange('2026-11-25', '2026-11-28', 'us'))).toBe('Nov 25 – 28, 2026');
    expect(plain(formatDayRange('2026-11-25', '2026-11-28', 'de'))).toBe('25.–28. Nov. 2026');
  });

  it('words written once are given again for the same question only (market, weekday, ends, pattern)', () => {
    for (let round = 0; round < 2; round++) {
      expect(plain(formatDayRange('2026-11-25', '2026-11-28', 'it'))).toBe('25–28 nov 2026');
      expect(plain(formatDayRange('2026-11-25', '2026-11-28', 'it', { weekday: true }))).toBe('mer 25 – sab 28 nov 2026');
      expect(plain(formatDayRange('2026-11-25', '2026-11-28', 'us'))).toBe('Nov 25 – 28, 2026');
      expect(plain(formatDayRange('2026-11-25', null, 'it'))).toBe('25 nov 2026');
      expect(formatDate('2026-11-25', 'it')).toBe('25/11/2026');
      expect(formatDate('2026-11-25', 'it', 'MMMM yyyy')).toBe('novembre 2026');
      expect(formatDate('2026-11-25', 'us')).toBe('11/25/2026');
    }
  });

  it('writes the year on both ends when they differ (no "25 DIC – 11 GEN 2028")', () => {
    expect(plain(formatDayRange('2027-12-25', '2028-01-11', 'it'))).toBe('25 dic 2027 – 11 gen 2028');
    expect(plain(formatDayRange('2027-12-25', '2028-01-11', 'we'))).toBe('25 Dec 2027 – 11 Jan 2028');
    expect(plain(formatDayRange('2027-12-25', '2028-01-11', 'us'))).toBe('Dec 25, 2027 – Jan 11, 2028');
    for (const id of marketIds) {
      const text = formatDayRange('2027-12-25', '2028-01-11', id);
      expect(text, id).toContain('2027');
      expect(text, id).toContain('2028');
    }
  });

  it('never pads days, swaps reversed ends and reads a lone day as one day', () => {
    expect(plain(formatDayRange('2026-11-25', '2026-12-03', 'it'))).toBe('25 nov – 3 dic 2026');
    expect(plain(formatDayRange('2026-12-03', '2026-11-25', 'it'))).toBe('25 nov – 3 dic 2026');
    expect(plain(formatDayRange('2026-12-10', null, 'es'))).toBe('10 dic 2026');
    expect(plain(formatDayRange('2026-12-10', '2026-12-10', 'fr'))).toBe('10 déc. 2026');
  });

  it('reads instants in the market’s zone and gives nothing for junk', () => {
    expect(plain(formatDayRange('2026-11-24T23:30:00Z', '2026-11-28', 'it'))).toBe('25–28 nov 2026');
    expect(formatDayRange('2026-02-30', '2026-03-02', 'it')).toBe('');
    expect(formatDayRange(null, '2026-03-02', 'it')).toBe('');
    expect(formatDayRange('2026-03-01', '2026-03-02', 'xx' as never)).toBe('');
  });

  it('with weekdays (departure rows), the year still on both ends when they differ', () => {
    expect(plain(formatDayRange('2026-11-07', '2026-11-14', 'it', { weekday: true }))).toBe('sab 7 – sab 14 nov 2026');
    expect(plain(formatDayRange('2027-12-25', '2028-01-11', 'it', { weekday: true }))).toBe('sab 25 dic 2027 – mar 11 gen 2028');
  });

  it('months', () => {
    expect(formatMonth('2027-03', 'it')).toBe('marzo 2027');
    expect(formatMonth('2027-03', 'de', 'short')).toBe('März 2027');
    expect(formatMonth('2027-13', 'it')).toBe('');
  });
});

describe('todayIn', () => {
  afterEach(() => vi.useRealTimers());

  it('is the day in the zone, kept for the minute and new at the next midnight there', () => {
    vi.useFakeTimers();
    // 23:59:30 in Rome (UTC+1 in November): still the 22nd there, and 17:59 of the 22nd in New York.
    vi.setSystemTime(new Date('2026-11-22T22:59:30Z'));
    expect(todayIn('Europe/Rome')).toBe('2026-11-22');
    expect(todayIn('Europe/Rome')).toBe('2026-11-22');
    expect(todayIn('America/New_York')).toBe('2026-11-22');
    vi.setSystemTime(new Date('2026-11-22T23:00:00Z'));
    expect(todayIn('Europe/Rome')).toBe('2026-11-23');
    expect(todayIn('America/New_York')).toBe('2026-11-22');
    vi.setSystemTime(new Date('2026-11-23T05:00:00Z'));
    expect(todayIn('America/New_York')).toBe('2026-11-23');
  });
});

describe('formatDays (issue 30 item 11: one date format per market)', () => {
  it('writes days in the market date format, ranges with both ends whole', () => {
    expect(formatDays('2026-11-28', '2026-12-13', 'us')).toBe('11/28/2026 – 12/13/2026');
    expect(formatDays('2026-11-28', '2026-12-13', 'it')).toBe('28/11/2026 – 13/12/2026');
    expect(formatDays('2026-11-28', '2026-12-13', 'we')).toBe('28/11/2026 – 13/12/2026');
    expect(formatDays('2026-11-28', '2026-12-13', 'de')).toBe('28.11.2026 – 13.12.2026');
    expect(formatDays('2027-04-12', null, 'us')).toBe('04/12/2027');
    expect(formatDays('2027-04-12', '2027-04-12', 'fr')).toBe('12/04/2027');
  });

  it('adds the weekday in the market language, swaps reversed ends and refuses a non-date', () => {
    expect(formatDays('2026-11-28', '2026-12-13', 'us', { weekday: true })).toBe('Sat 11/28/2026 – Sun 12/13/2026');
    expect(formatDays('2026-12-13', '2026-11-28', 'it', { weekday: true })).toBe('sab 28/11/2026 – dom 13/12/2026');
    expect(formatDays('nope', '2026-12-13', 'us')).toBe('');
  });
});
