import { describe, expect, it } from 'vitest';
import { marketIds, markets } from '../markets/config';
import { buildMonth, type CalendarDayCell } from './calendar';
import { weekdayOf } from './dates';
import {
  addMonths, durationWindow, fitsWeekend, flexWindow, isWeekendDay, isYearMonth, maxFlexDays, monthsFrom, sameDuration, weekendColumns,
  weekendDepartureRange, weekendsOf,
} from './flexibleDates';

describe('flexWindow: ± days around chosen dates', () => {
  it('widens both ends inside a month', () => {
    expect(flexWindow('2027-03-10', '2027-03-14', 3)).toEqual({ from: '2027-03-07', to: '2027-03-17' });
  });

  it('crosses month ends, both ways, with the right month lengths', () => {
    expect(flexWindow('2027-03-02', '2027-03-30', 3)).toEqual({ from: '2027-02-27', to: '2027-04-02' });
    expect(flexWindow('2027-05-01', '2027-05-31', 1)).toEqual({ from: '2027-04-30', to: '2027-06-01' });
    // Leap years: 1 March 2028 - 3 is 27 February, not 26.
    expect(flexWindow('2028-03-01', '2028-03-02', 3)).toEqual({ from: '2028-02-27', to: '2028-03-05' });
    expect(flexWindow('2027-03-01', '2027-03-02', 3)).toEqual({ from: '2027-02-26', to: '2027-03-05' });
  });

  it('crosses year ends', () => {
    expect(flexWindow('2027-12-30', '2027-12-31', 3)).toEqual({ from: '2027-12-27', to: '2028-01-03' });
    expect(flexWindow('2028-01-02', '2028-01-05', 7)).toEqual({ from: '2027-12-26', to: '2028-01-12' });
  });

  it('exact dates stay as they are; reversed ends are swapped; a missing end stays missing', () => {
    expect(flexWindow('2027-03-10', '2027-03-14', 0)).toEqual({ from: '2027-03-10', to: '2027-03-14' });
    expect(flexWindow('2027-03-14', '2027-03-10', 2)).toEqual({ from: '2027-03-08', to: '2027-03-16' });
    expect(flexWindow('2027-03-10', undefined, 2)).toEqual({ from: '2027-03-08' });
    expect(flexWindow(undefined, '2027-03-10', 2)).toEqual({ to: '2027-03-12' });
  });

  it('impossible input gives a sensible window, never a throw', () => {
    expect(flexWindow('2027-02-31', '2027-03-10', 3)).toEqual({ to: '2027-03-13' });
    expect(flexWindow('2027-03-10', '2027-03-14', 999)).toEqual({ from: '2027-03-10', to: '2027-03-14' });
    expect(flexWindow('2027-03-10', '2027-03-14', -2)).toEqual({ from: '2027-03-10', to: '2027-03-14' });
    expect(flexWindow('2027-03-10', '2027-03-14', 1.5)).toEqual({ from: '2027-03-10', to: '2027-03-14' });
    expect(flexWindow('0000-01-01', undefined, maxFlexDays)).toEqual({ from: '0000-01-01' });
  });
});

describe('weekendsOf: any weekend of a month', () => {
  const saturdays = (month: string) => weekendsOf(month).map((w) => w.saturday);

  it('lists every Saturday of the month with its Friday, Sunday and Monday', () => {
    expect(weekendsOf('2027-03')).toEqual([
      { friday: '2027-03-05', saturday: '2027-03-06', sunday: '2027-03-07', monday: '2027-03-08' },
      { friday: '2027-03-12', saturday: '2027-03-13', sunday: '2027-03-14', monday: '2027-03-15' },
      { friday: '2027-03-19', saturday: '2027-03-20', sunday: '2027-03-21', monday: '2027-03-22' },
      { friday: '2027-03-26', saturday: '2027-03-27', sunday: '2027-03-28', monday: '2027-03-29' },
    ]);
    for (const month of ['2026-11', '2027-02', '2027-08', '2028-02']) {
      for (const w of weekendsOf(month)) {
        expect([weekdayOf(w.friday), weekdayOf(w.saturday), weekdayOf(w.sunday), weekdayOf(w.monday)]).toEqual([5, 6, 0, 1]);
      }
    }
  });

  it('a weekend belongs to the month of its Saturday, across month ends', () => {
    // Saturday 31 January 2026: its Sunday and Monday are in February.
    expect(weekendsOf('2026-01').at(-1)).toEqual({ friday: '2026-01-30', saturday: '2026-01-31', sunday: '2026-02-01', monday: '2026-02-02' });
    expect(saturdays('2026-02')[0]).toBe('2026-02-07');
    // Friday 30 April 2027 opens May's first weekend.
    expect(weekendsOf('2027-05')[0]?.friday).toBe('2027-04-30');
    expect(saturdays('2027-04')).not.toContain('2027-05-01');
  });

  it('across year ends: December 2022 ends in 2023, January 2028 starts in 2027', () => {
    expect(weekendsOf('2022-12').at(-1)).toEqual({ friday: '2022-12-30', saturday: '2022-12-31', sunday: '2023-01-01', monday: '2023-01-02' });
    expect(weekendsOf('2028-01')[0]).toEqual({ friday: '2027-12-31', saturday: '2028-01-01', sunday: '2028-01-02', monday: '2028-01-03' });
    expect(saturdays('2027-12')).toEqual(['2027-12-04', '2027-12-11', '2027-12-18', '2027-12-25']);
  });

  it('four or five weekends, leap February included', () => {
    expect(saturdays('2028-02')).toEqual(['2028-02-05', '2028-02-12', '2028-02-19', '2028-02-26']);
    expect(weekendsOf('2026-08')).toHaveLength(5);
    expect(weekendsOf('2027-02')).toHaveLength(4);
  });

  it('impossible months give no weekend', () => {
    for (const month of ['2027-13', '2027-00', '2027-1', '27-01', '1999-12', '2200-01', '', null, 202703, '2027-03-01']) {
      expect(weekendsOf(month), String(month)).toEqual([]);
      expect(isYearMonth(month)).toBe(false);
    }
    expect(weekendDepartureRange(weekendsOf('2027-13'))).toBeNull();
  });

  it('departure range: first Friday to last Sunday', () => {
    expect(weekendDepartureRange(weekendsOf('2027-03'))).toEqual({ from: '2027-03-05', to: '2027-03-28' });
    expect(weekendDepartureRange(weekendsOf('2028-01'))).toEqual({ from: '2027-12-31', to: '2028-01-30' });
  });
});

describe('fitsWeekend', () => {
  const march = weekendsOf('2027-03');
  it('leaves Friday to Sunday and is back by Monday', () => {
    expect(fitsWeekend('2027-03-05', '2027-03-07', march)).toBe(true);
    expect(fitsWeekend('2027-03-06', '2027-03-08', march)).toBe(true);
    expect(fitsWeekend('2027-03-07', '2027-03-07', march)).toBe(true);
    expect(fitsWeekend('2027-03-05', null, march)).toBe(true);
  });

  it('a week-long trip, a Thursday departure or a Tuesday return is no weekend', () => {
    expect(fitsWeekend('2027-03-06', '2027-03-13', march)).toBe(false);
    expect(fitsWeekend('2027-03-04', '2027-03-07', march)).toBe(false);
    expect(fitsWeekend('2027-03-06', '2027-03-09', march)).toBe(false);
  });

  it('the weekend straddling the year counts for its Saturday month', () => {
    expect(fitsWeekend('2027-12-31', '2028-01-02', weekendsOf('2028-01'))).toBe(true);
    expect(fitsWeekend('2027-12-31', '2028-01-02', weekendsOf('2027-12'))).toBe(false);
    expect(fitsWeekend('2022-12-31', '2023-01-02', weekendsOf('2022-12'))).toBe(true);
  });
});

describe('weekends in each market’s calendar (weekStartsOn from markets/config)', () => {
  it('every market calls Saturday and Sunday the weekend', () => {
    expect(isWeekendDay('2027-03-06')).toBe(true);
    expect(isWeekendDay('2027-03-07')).toBe(true);
    expect(isWeekendDay('2027-03-05')).toBe(false);
    expect(isWeekendDay('2027-03-08')).toBe(false);
  });

  it('weekend columns follow the week start: Monday-first [5, 6], Sunday-first [6, 0]', () => {
    expect(weekendColumns(1)).toEqual([5, 6]);
    expect(weekendColumns(0)).toEqual([6, 0]);
    expect(markets.us.weekStartsOn).toBe(0);
    expect(markets.we.weekStartsOn).toBe(0);
    for (const id of ['it', 'es', 'fr', 'de'] as const) expect(markets[id].weekStartsOn).toBe(1);
  });

  it.each(marketIds)('%s: the weekend columns of its month grids hold Saturdays and Sundays, across month and year ends', (id) => {
    const { weekStartsOn } = markets[id];
    const [saturdayColumn, sundayColumn] = weekendColumns(weekStartsOn);
    for (const [year, month] of [[2026, 1], [2026, 2], [2027, 12], [2028, 1], [2028, 2], [2022, 12]] as const) {
      const grid = buildMonth(year, month, weekStartsOn, [], '2020-01-01')!;
      for (const week of grid.weeks) {
        week.forEach((cell, column) => {
          if (cell.blank) return;
          const weekday = weekdayOf((cell as CalendarDayCell).date);
          expect(weekday === 6, `${cell.date} col ${column}`).toBe(column === saturdayColumn);
          expect(weekday === 0, `${cell.date} col ${column}`).toBe(column === sundayColumn);
        });
      }
      // Each weekend of the month is on screen: its Saturday is a cell of this month's grid.
      const days = grid.weeks.flat().filter((cell): cell is CalendarDayCell => !cell.blank).map((cell) => cell.date);
      const monthKey = `${year}-${String(month).padStart(2, '0')}`;
      for (const weekend of weekendsOf(monthKey)) expect(days).toContain(weekend.saturday);
    }
  });

  it('Sunday-first markets see one weekend on two rows, Monday-first ones on one row', () => {
    // January 2026: Saturday 10 and Sunday 11.
    const rowOf = (weekStartsOn: 0 | 1, date: string) =>
      buildMonth(2026, 1, weekStartsOn, [], '2020-01-01')!.weeks.findIndex((week) => week.some((cell) => !cell.blank && cell.date === date));
    expect(rowOf(1, '2026-01-10')).toBe(rowOf(1, '2026-01-11'));
    expect(rowOf(0, '2026-01-11')).toBe(rowOf(0, '2026-01-10') + 1);
  });
});

describe('months and durations', () => {
  it('steps months across year ends', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2028-01', -1)).toBe('2027-12');
    expect(addMonths('2027-03', 22)).toBe('2029-01');
  });

  it('offers the months from today on', () => {
    expect(monthsFrom('2026-11-22', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsFrom('2026-11-22', 0)).toEqual([]);
    expect(monthsFrom('2026-02-30', 3)).toEqual([]);
    expect(monthsFrom('2026-11-22', 1000)).toHaveLength(36);
  });

  it('a duration window drops bad ends and swaps reversed ones', () => {
    expect(durationWindow(7, 10)).toEqual({ durationFrom: 7, durationTo: 10 });
    expect(durationWindow('10', '7')).toEqual({ durationFrom: 7, durationTo: 10 });
    expect(durationWindow(0, 'x')).toEqual({});
    expect(durationWindow(undefined, 999)).toEqual({});
    expect(durationWindow(5, undefined)).toEqual({ durationFrom: 5 });
    expect(sameDuration({ durationFrom: 7, durationTo: 10 }, { durationTo: 10, durationFrom: 7 })).toBe(true);
    expect(sameDuration({ durationTo: 4 }, null)).toBe(false);
    expect(sameDuration(null, undefined)).toBe(true);
  });
});
