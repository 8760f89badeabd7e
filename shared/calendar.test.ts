import { describe, expect, it } from 'vitest';
import { markets } from '../markets/config';
import {
  buildMonth,
  gridKeyTarget,
  monthSequence,
  monthsToShow,
  normaliseRange,
  pickDate,
  selectPeriod,
  whenever,
  type CalendarCell,
  type CalendarDayCell,
  type CalendarMonth,
  type CalendarTour,
  type DateRange,
} from './calendar';

function cells(month: CalendarMonth | null): CalendarCell[] {
  return month?.weeks.flat() ?? [];
}

function dayCell(month: CalendarMonth | null, date: string): CalendarDayCell | undefined {
  return cells(month).find((c): c is CalendarDayCell => !c.blank && c.date === date);
}

function leadingBlanks(month: CalendarMonth | null): number {
  return cells(month).findIndex((c) => !c.blank);
}

const today = '2026-03-10';

describe('buildMonth grid', () => {
  it('weeks start on Sunday for us and we, Monday elsewhere', () => {
    expect(markets.us.weekStartsOn).toBe(0);
    expect(markets.we.weekStartsOn).toBe(0);
    expect(markets.it.weekStartsOn).toBe(1);
  });

  it('pads a 31-day month starting on Sunday to 35 cells from Sunday and 42 from Monday', () => {
    // 1 March 2026 is a Sunday.
    const sundayStart = buildMonth(2026, 3, markets.us.weekStartsOn, [], today);
    expect(cells(sundayStart)).toHaveLength(35);
    expect(leadingBlanks(sundayStart)).toBe(0);

    const mondayStart = buildMonth(2026, 3, markets.it.weekStartsOn, [], today);
    expect(cells(mondayStart)).toHaveLength(42);
    expect(leadingBlanks(mondayStart)).toBe(6);
  });

  it('pads a month starting on Monday to 35 either way', () => {
    // 1 June 2026 is a Monday.
    expect(leadingBlanks(buildMonth(2026, 6, 1, [], today))).toBe(0);
    expect(leadingBlanks(buildMonth(2026, 6, 0, [], today))).toBe(1);
    expect(cells(buildMonth(2026, 6, 1, [], today))).toHaveLength(35);
    expect(cells(buildMonth(2026, 6, 0, [], today))).toHaveLength(35);
  });

  it('fills exactly 35 cells without a sixth week', () => {
    // 1 May 2026 is a Friday: 4 blanks + 31 days from Monday.
    const may = buildMonth(2026, 5, 1, [], today);
    expect(leadingBlanks(may)).toBe(4);
    expect(may?.weeks).toHaveLength(5);
    expect(cells(may).at(-1)).toMatchObject({ blank: false, day: 31 });
  });

  it('pads a 28-day February filling four weeks up to 35', () => {
    const february = buildMonth(2026, 2, 0, [], today);
    expect(cells(february)).toHaveLength(35);
    expect(february?.weeks[4]?.every((c) => c.blank)).toBe(true);
  });

  it('always has weeks of seven, blank cells carrying nothing else', () => {
    const month = buildMonth(2026, 8, 1, [], today);
    expect(month?.weeks).toHaveLength(6);
    for (const week of month?.weeks ?? []) expect(week).toHaveLength(7);
    expect(cells(month).filter((c) => c.blank).every((c) => Object.keys(c).length === 1)).toBe(true);
    expect(cells(month).filter((c) => !c.blank)).toHaveLength(31);
  });

  it("labels the month 'yyyy-MM' and numbers the days", () => {
    const month = buildMonth(2026, 3, 1, [], today);
    expect(month?.label).toBe('2026-03');
    expect(dayCell(month, '2026-03-31')?.day).toBe(31);
  });

  it('marks past days as old, today not', () => {
    const month = buildMonth(2026, 3, 1, [], today);
    expect(dayCell(month, '2026-03-09')?.old).toBe(true);
    expect(dayCell(month, '2026-03-10')?.old).toBe(false);
    expect(dayCell(month, '2026-03-11')?.old).toBe(false);
  });

  it('gives null for impossible input', () => {
    expect(buildMonth(2026, 13, 1, [], today)).toBeNull();
    expect(buildMonth(2026, 0, 1, [], today)).toBeNull();
    expect(buildMonth(Number.NaN, 3, 1, [], today)).toBeNull();
    expect(buildMonth(2026, 3, 9 as 1, [], today)).toBeNull();
  });
});

describe('buildMonth tours', () => {
  const tour = (code: string, startingDate: string, endingDate: string, salesStatus: CalendarTour['salesStatus'], eur = 100000): CalendarTour => ({
    code,
    startingDate,
    endingDate,
    salesStatus,
    basePrice: { EUR: eur + 10000 },
    price: { EUR: eur },
  });

  it('lists a tour on every day it covers, first day flagged', () => {
    const month = buildMonth(2026, 3, 1, [tour('PE1', '2026-03-20', '2026-03-22', 'CONFIRMED')], today);
    expect(dayCell(month, '2026-03-19')?.tours).toEqual([]);
    expect(dayCell(month, '2026-03-20')?.tours).toEqual([{ code: 'PE1', firstDay: true }]);
    expect(dayCell(month, '2026-03-22')?.tours).toEqual([{ code: 'PE1', firstDay: false }]);
    expect(dayCell(month, '2026-03-23')?.tours).toEqual([]);
    expect(dayCell(month, '2026-03-21')?.code).toBeUndefined();
  });

  it('puts the departure details on the first day', () => {
    const month = buildMonth(2026, 3, 1, [tour('PE1', '2026-03-20', '2026-03-22', 'CONFIRMED', 123400)], today);
    expect(dayCell(month, '2026-03-20')).toMatchObject({
      code: 'PE1',
      salesStatus: 'CONFIRMED',
      basePrice: { EUR: 133400 },
      price: { EUR: 123400 },
      busy: true,
    });
  });

  it('shows the status that wins by priority when several tours depart the same day', () => {
    const month = buildMonth(
      2026,
      3,
      1,
      [
        tour('A', '2026-03-20', '2026-03-25', 'PLANNED'),
        tour('B', '2026-03-20', '2026-03-28', 'ALMOST_FULL', 150000),
        tour('C', '2026-03-20', '2026-03-21', 'SOLD_OUT'),
      ],
      today,
    );
    expect(dayCell(month, '2026-03-20')).toMatchObject({ code: 'B', salesStatus: 'ALMOST_FULL', price: { EUR: 150000 } });
    expect(dayCell(month, '2026-03-20')?.tours.map((t) => t.code)).toEqual(['A', 'B', 'C']);
  });

  it('does not mark days busy with SOLD_OUT tours', () => {
    const month = buildMonth(2026, 3, 1, [tour('X', '2026-03-20', '2026-03-21', 'SOLD_OUT')], today);
    expect(dayCell(month, '2026-03-20')).toMatchObject({ salesStatus: 'SOLD_OUT', busy: false });
    expect(dayCell(month, '2026-03-21')?.busy).toBe(false);
  });

  it('shows tours that started in the previous month without counting them', () => {
    const month = buildMonth(
      2026,
      3,
      1,
      [tour('LONG', '2026-02-25', '2026-03-03', 'CONFIRMED'), tour('PE1', '2026-03-20', '2026-03-22', 'PLANNED')],
      today,
    );
    expect(dayCell(month, '2026-03-02')?.tours).toEqual([{ code: 'LONG', firstDay: false }]);
    expect(month?.tourCounter).toBe(1);
  });

  it('reads date-times in the given zone', () => {
    const late = tour('NY', '2026-03-20T23:30:00Z', '2026-03-21T23:30:00Z', 'CONFIRMED');
    expect(dayCell(buildMonth(2026, 3, 1, [late], today), '2026-03-20')?.code).toBe('NY');
    expect(dayCell(buildMonth(2026, 3, 1, [late], today, 'Europe/Rome'), '2026-03-21')?.code).toBe('NY');
  });

  it('skips tours it cannot place and treats a bad end as a one-day tour', () => {
    const month = buildMonth(
      2026,
      3,
      1,
      [
        tour('BAD', 'soon', '2026-03-22', 'CONFIRMED'),
        tour('ODD', '2026-03-20', '2026-03-22', 'MAYBE' as 'PLANNED'),
        tour('ONE', '2026-03-05', 'garbage', 'CONFIRMED'),
        tour('BACK', '2026-03-07', '2026-03-01', 'CONFIRMED'),
        tour('ONE', '2026-03-05', '2026-03-06', 'CONFIRMED'),
      ],
      today,
    );
    expect(month?.tourCounter).toBe(2);
    expect(dayCell(month, '2026-03-05')?.tours).toEqual([{ code: 'ONE', firstDay: true }]);
    expect(dayCell(month, '2026-03-06')?.tours).toEqual([]);
    expect(dayCell(month, '2026-03-01')?.tours).toEqual([]);
    expect(dayCell(month, '2026-03-20')?.tours).toEqual([]);
  });

  it('copes with a non-list of tours and an unreadable today', () => {
    const month = buildMonth(2026, 3, 1, null as unknown as CalendarTour[], 'yesterday');
    expect(month?.tourCounter).toBe(0);
    expect(cells(month).some((c) => !c.blank && c.old)).toBe(false);
  });
});

describe('monthsToShow', () => {
  it('shows 2 months, 18 in filter mode', () => {
    expect(monthsToShow({ filterMode: false })).toBe(2);
    expect(monthsToShow({ filterMode: true })).toBe(18);
  });

  it('adds one when start and end share a month', () => {
    expect(monthsToShow({ filterMode: false, start: '2026-05-01', end: '2026-05-31' })).toBe(3);
    expect(monthsToShow({ filterMode: true, start: '2026-05-01', end: '2026-05-01' })).toBe(19);
    expect(monthsToShow({ filterMode: false, start: '2026-05-31', end: '2026-06-01' })).toBe(2);
    expect(monthsToShow({ filterMode: false, start: '2025-05-01', end: '2026-05-01' })).toBe(2);
  });

  it('ignores unreadable dates', () => {
    expect(monthsToShow({ filterMode: false, start: '2026-05-xx', end: '2026-05-01' })).toBe(2);
  });
});

describe('monthSequence', () => {
  it('runs across the year end', () => {
    expect(monthSequence(2026, 11, 3)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });

  it('is empty or capped for odd input', () => {
    expect(monthSequence(2026, 13, 3)).toEqual([]);
    expect(monthSequence(2026, 1, -1)).toEqual([]);
    expect(monthSequence(2026, 1, 1e9)).toHaveLength(120);
  });
});

describe('pickDate', () => {
  const empty: DateRange = { start: null, end: null };

  it('sets the start on the first click and the end on the second', () => {
    const first = pickDate(empty, '2026-03-20', today);
    expect(first).toEqual({ start: '2026-03-20', end: null });
    expect(pickDate(first, '2026-03-25', today)).toEqual({ start: '2026-03-20', end: '2026-03-25' });
  });

  it('swaps when the second day is earlier', () => {
    expect(pickDate({ start: '2026-03-20', end: null }, '2026-03-12', today)).toEqual({
      start: '2026-03-12',
      end: '2026-03-20',
    });
  });

  it('leaves no end when the start is clicked again', () => {
    expect(pickDate({ start: '2026-03-20', end: null }, '2026-03-20', today)).toEqual({ start: '2026-03-20', end: null });
  });

  it('starts a new one-date selection after a full range', () => {
    expect(pickDate({ start: '2026-03-20', end: '2026-03-25' }, '2026-03-22', today)).toEqual({
      start: '2026-03-22',
      end: null,
    });
    expect(pickDate({ start: '2026-03-20', end: '2026-03-25' }, '2026-03-20', today)).toEqual({
      start: '2026-03-20',
      end: null,
    });
  });

  it('ignores past days, blank cells and garbage', () => {
    const state: DateRange = { start: '2026-03-20', end: null };
    expect(pickDate(state, '2026-03-09', today)).toBe(state);
    expect(pickDate(state, { blank: true }, today)).toBe(state);
    expect(pickDate(state, null, today)).toBe(state);
    expect(pickDate(state, '2026-02-30', today)).toBe(state);
  });

  it('accepts day cells; today itself is selectable', () => {
    const month = buildMonth(2026, 3, 1, [], today);
    const cell = dayCell(month, today);
    expect(cell && pickDate(empty, cell, today)).toEqual({ start: today, end: null });
  });
});

describe('selectPeriod', () => {
  const may = { startingDate: '2026-05-01', endingDate: '2026-05-31' };

  it('selects a period', () => {
    expect(selectPeriod(whenever, may)).toEqual(may);
  });

  it('gives whenever when the selected period is chosen again', () => {
    expect(selectPeriod(may, { ...may })).toBe(-1);
  });

  it('gives whenever without dates', () => {
    expect(selectPeriod(may, { startingDate: null, endingDate: null })).toBe(-1);
    expect(selectPeriod(may, {})).toBe(-1);
    expect(selectPeriod(may, -1)).toBe(-1);
    expect(selectPeriod(may, null)).toBe(-1);
    expect(selectPeriod(may, { startingDate: 'soon', endingDate: 'later' })).toBe(-1);
  });

  it('turns a single date into a range with equal ends', () => {
    expect(selectPeriod(whenever, { startingDate: '2026-08-15' })).toEqual({
      startingDate: '2026-08-15',
      endingDate: '2026-08-15',
    });
    expect(selectPeriod(null, { endingDate: '2026-08-15' })).toEqual({ startingDate: '2026-08-15', endingDate: '2026-08-15' });
  });

  it('swaps reversed ends', () => {
    expect(selectPeriod(whenever, { startingDate: '2026-05-31', endingDate: '2026-05-01' })).toEqual(may);
  });
});

describe('normaliseRange', () => {
  it('turns invalid dates into null', () => {
    expect(normaliseRange({ start: '2026-02-30', end: 'x' })).toEqual({ start: null, end: null });
    expect(normaliseRange({ start: '2026-05-01', end: 42 })).toEqual({ start: '2026-05-01', end: null });
    expect(normaliseRange(null)).toEqual({ start: null, end: null });
  });

  it('drops the end when both ends are equal', () => {
    expect(normaliseRange({ start: '2026-05-01', end: '2026-05-01' })).toEqual({ start: '2026-05-01', end: null });
  });

  it('keeps a valid range and swaps a reversed one', () => {
    expect(normaliseRange({ start: '2026-05-01', end: '2026-05-10' })).toEqual({ start: '2026-05-01', end: '2026-05-10' });
    expect(normaliseRange({ start: '2026-05-10', end: '2026-05-01' })).toEqual({ start: '2026-05-01', end: '2026-05-10' });
  });
});

describe('weekdayNames and monthLabel', () => {
  it('start on Monday or Sunday as the market says', async () => {
    const { weekdayNames, monthLabel } = await import('./calendar');
    expect(weekdayNames('en-GB', 1)[0]).toBe('Mon');
    expect(weekdayNames('en-US', 0)[0]).toBe('Sun');
    expect(weekdayNames('it-IT', 1, 'narrow')).toHaveLength(7);
    expect(monthLabel('it-IT', 2027, 3)).toBe('marzo 2027');
  });
});

describe('gridKeyTarget (keyboard grid)', () => {
  it('moves a day with left/right and a week with up/down, across month and year ends', () => {
    expect(gridKeyTarget('2026-12-31', 'ArrowRight', 1)).toBe('2027-01-01');
    expect(gridKeyTarget('2027-01-01', 'ArrowLeft', 1)).toBe('2026-12-31');
    expect(gridKeyTarget('2026-12-28', 'ArrowDown', 1)).toBe('2027-01-04');
    expect(gridKeyTarget('2027-03-03', 'ArrowUp', 0)).toBe('2027-02-24');
  });

  it('goes to the week row start/end with the market week start, kept inside the month', () => {
    // Wednesday 17 March 2027.
    expect(gridKeyTarget('2027-03-17', 'Home', 1)).toBe('2027-03-15'); // Monday
    expect(gridKeyTarget('2027-03-17', 'End', 1)).toBe('2027-03-21'); // Sunday
    expect(gridKeyTarget('2027-03-17', 'Home', 0)).toBe('2027-03-14'); // Sunday (US, en-WE)
    expect(gridKeyTarget('2027-03-17', 'End', 0)).toBe('2027-03-20'); // Saturday
    // Monday 1 March: row starts there; Wednesday 31 March: the row ends with the month.
    expect(gridKeyTarget('2027-03-02', 'Home', 0)).toBe('2027-03-01');
    expect(gridKeyTarget('2027-03-31', 'End', 1)).toBe('2027-03-31');
  });

  it('moves a month with PageUp/PageDown (a year with Shift) to the same day, clamped', () => {
    expect(gridKeyTarget('2026-12-15', 'PageDown', 1)).toBe('2027-01-15');
    expect(gridKeyTarget('2027-01-31', 'PageUp', 1)).toBe('2026-12-31');
    expect(gridKeyTarget('2027-01-31', 'PageDown', 1)).toBe('2027-02-28');
    expect(gridKeyTarget('2028-02-29', 'PageDown', 1, true)).toBe('2029-02-28');
    expect(gridKeyTarget('not-a-day', 'PageDown', 1)).toBeNull();
  });
});
