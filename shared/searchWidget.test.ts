import { describe, expect, it } from 'vitest';
import { pickDate, whenever } from './calendar';
import {
  autoOpenSection, emptyWidget, hasSelection, lookupText, outOfReach, periodColumns, pickedRange, searchDisabled, widgetReducer, widgetSearchUrl,
  type WidgetState,
} from './searchWidget';

const asia = { id: 1, name: 'Asia' };
const japan = { id: 7, name: 'Giappone' };
const march = { name: 'Marzo 2027', type: 'month' as const, startingDate: '2027-03-01', endingDate: '2027-03-31' };
const easter = { name: 'Pasqua 2027', type: 'event' as const, startingDate: '2027-03-25', endingDate: '2027-04-05' };

function run(...actions: Parameters<typeof widgetReducer>[1][]): WidgetState {
  return actions.reduce(widgetReducer, emptyWidget);
}

describe('where: continent vs destination', () => {
  it('a continent clears destination and text, and closes', () => {
    const state = run({ type: 'open', section: 'where' }, { type: 'chooseDestination', destination: japan }, { type: 'open', section: 'where' }, { type: 'chooseContinent', continent: asia });
    expect(state).toMatchObject({ continent: asia, destination: null, text: '', open: null });
  });

  it('a destination clears the continent, and closes', () => {
    const state = run({ type: 'chooseContinent', continent: asia }, { type: 'open', section: 'where' }, { type: 'chooseDestination', destination: japan });
    expect(state).toMatchObject({ continent: null, destination: japan, text: 'Giappone', open: null });
  });

  it('choosing the same continent again deselects it', () => {
    expect(run({ type: 'chooseContinent', continent: asia }, { type: 'chooseContinent', continent: asia }).continent).toBeNull();
  });

  it('typing clears previous selections', () => {
    const state = run({ type: 'chooseDestination', destination: japan }, { type: 'typed', text: 'per' });
    expect(state).toMatchObject({ destination: null, continent: null, text: 'per', open: 'where' });
  });

  it('free text clears continent and destination; blank free text is ignored', () => {
    expect(run({ type: 'chooseContinent', continent: asia }, { type: 'typed', text: ' safari ' }, { type: 'chooseFreeText' })).toMatchObject({ freeText: 'safari', continent: null });
    expect(run({ type: 'typed', text: '   ' }, { type: 'chooseFreeText' }).freeText).toBeNull();
  });
});

describe('when: periods and dates', () => {
  it('a period applies immediately; choosing it again means whenever', () => {
    const chosen = run({ type: 'choosePeriod', period: march });
    expect(chosen.period).toEqual({ startingDate: '2027-03-01', endingDate: '2027-03-31' });
    expect(widgetReducer(chosen, { type: 'choosePeriod', period: march }).period).toBe(whenever);
  });

  it('picked dates are searched as highlighted: a lone day is a one-day range, reversed ends are swapped', () => {
    expect(run({ type: 'chooseDates', startingDate: '2027-03-10', endingDate: null }).period).toEqual({ startingDate: '2027-03-10', endingDate: '2027-03-10' });
    expect(run({ type: 'chooseDates', startingDate: '2027-03-10', endingDate: '2027-03-10' }).period).toEqual({ startingDate: '2027-03-10', endingDate: '2027-03-10' });
    expect(run({ type: 'chooseDates', startingDate: '2027-03-20', endingDate: '2027-03-10' }).period).toEqual({ startingDate: '2027-03-10', endingDate: '2027-03-20' });
  });

  it('three clicks (25 Nov, 28 Nov, 10 Dec): state, highlight and search URL all move to the new day', () => {
    let state = emptyWidget;
    for (const day of ['2026-11-25', '2026-11-28', '2026-12-10']) {
      const next = pickDate(pickedRange(state), day, '2026-11-22');
      state = widgetReducer(state, { type: 'chooseDates', startingDate: next.start!, endingDate: next.end });
    }
    expect(pickedRange(state)).toEqual({ start: '2026-12-10', end: null });
    expect(state.period).toEqual({ startingDate: '2026-12-10', endingDate: '2026-12-10' });
    expect(widgetSearchUrl('/cerca', state, false)).toBe('/cerca?dateFrom=2026-12-10&dateTo=2026-12-10');
    // A fourth click completes the new range.
    const next = pickDate(pickedRange(state), '2026-12-14', '2026-11-22');
    state = widgetReducer(state, { type: 'chooseDates', startingDate: next.start!, endingDate: next.end });
    expect(pickedRange(state)).toEqual({ start: '2026-12-10', end: '2026-12-14' });
    expect(widgetSearchUrl('/cerca', state, false)).toBe('/cerca?dateFrom=2026-12-10&dateTo=2026-12-14');
  });

  it('a period chip is not a calendar selection', () => {
    expect(pickedRange(run({ type: 'choosePeriod', period: march }))).toEqual({ start: null, end: null });
  });

  it('splits events and months into columns', () => {
    expect(periodColumns([march, easter])).toEqual({ events: [easter], months: [march] });
  });
});

describe('buttons and opening', () => {
  it('search is disabled while focused with typed text and nothing chosen', () => {
    expect(searchDisabled(run({ type: 'focus', focused: true }, { type: 'typed', text: 'bal' }))).toBe(true);
    expect(searchDisabled(run({ type: 'focus', focused: true }, { type: 'typed', text: '  ' }))).toBe(false);
    expect(searchDisabled(run({ type: 'focus', focused: true }, { type: 'typed', text: 'bal' }, { type: 'chooseDestination', destination: japan }))).toBe(false);
    expect(searchDisabled(run({ type: 'typed', text: 'bal' }))).toBe(false);
  });

  it('clear-all is disabled when nothing is selected, and clears everything', () => {
    expect(hasSelection(emptyWidget)).toBe(false);
    const state = run({ type: 'chooseContinent', continent: asia }, { type: 'choosePeriod', period: march });
    expect(hasSelection(state)).toBe(true);
    expect(hasSelection(widgetReducer(state, { type: 'clearAll' }))).toBe(false);
    expect(hasSelection(run({ type: 'choosePeriod', period: whenever }))).toBe(false);
  });

  it('clear-on-close empties the widget; a plain close keeps the choices', () => {
    const state = run({ type: 'open', section: 'where' }, { type: 'chooseContinent', continent: asia });
    expect(widgetReducer(state, { type: 'close' }).continent).toEqual(asia);
    expect(widgetReducer(state, { type: 'close', clearOnClose: true })).toEqual(emptyWidget);
  });

  it('lookup only for non-empty trimmed text', () => {
    expect(lookupText('  ')).toBeNull();
    expect(lookupText(' giap ')).toBe('giap');
    expect(lookupText('x'.repeat(500))).toHaveLength(100);
  });

  it('auto-opens on history first when there is some', () => {
    expect(autoOpenSection(2)).toBe('history');
    expect(autoOpenSection(0)).toBe('where');
  });
});

describe('widgetSearchUrl', () => {
  it('builds the results URL from destination, continent or text and the period', () => {
    expect(widgetSearchUrl('/cerca', run({ type: 'chooseDestination', destination: japan }, { type: 'choosePeriod', period: easter }), false))
      .toBe('/cerca?destinationId%5B%5D=7&dateFrom=2027-03-25&dateTo=2027-04-05');
    expect(widgetSearchUrl('/cerca', run({ type: 'chooseContinent', continent: asia }), false)).toBe('/cerca?continentId%5B%5D=1');
    expect(widgetSearchUrl('/cerca', run({ type: 'typed', text: 'a&b=c' }, { type: 'chooseFreeText' }), false)).toBe('/cerca?textSearch=a%26b%3Dc');
    expect(widgetSearchUrl('/cerca', emptyWidget, false)).toBe('/cerca');
  });

  it('the experiment adds tab=travels for month or whenever periods only', () => {
    expect(widgetSearchUrl('/cerca', run({ type: 'choosePeriod', period: march }), true)).toContain('tab=travels');
    expect(widgetSearchUrl('/cerca', emptyWidget, true)).toContain('tab=travels');
    expect(widgetSearchUrl('/cerca', run({ type: 'choosePeriod', period: easter }), true)).not.toContain('tab=travels');
    expect(widgetSearchUrl('/cerca', run({ type: 'choosePeriod', period: march }), false)).not.toContain('tab=travels');
  });
});

describe('flexible dates in the widget', () => {
  const dates = { type: 'chooseDates', startingDate: '2027-03-10', endingDate: '2027-03-14' } as const;

  it('± days go in the URL with picked dates only', () => {
    expect(widgetSearchUrl('/cerca', run(dates, { type: 'chooseFlex', flex: 3 }), false)).toBe('/cerca?dateFrom=2027-03-10&dateTo=2027-03-14&flex=3');
    expect(widgetSearchUrl('/cerca', run({ type: 'chooseFlex', flex: 3 }, { type: 'choosePeriod', period: march }), false)).toBe('/cerca?dateFrom=2027-03-01&dateTo=2027-03-31');
    expect(widgetSearchUrl('/cerca', run(dates, { type: 'chooseFlex', flex: 0 }), false)).not.toContain('flex');
    expect(run({ type: 'chooseFlex', flex: 999 }).flex).toBe(0);
  });

  it('any weekend of a month replaces the dates, and the other way round', () => {
    const weekends = run(dates, { type: 'chooseWeekends', month: '2027-04' });
    expect(weekends.period).toBeNull();
    expect(widgetSearchUrl('/cerca', weekends, true)).toBe('/cerca?weekendsOf=2027-04');
    expect(run({ type: 'chooseWeekends', month: '2027-04' }, dates).weekendsOf).toBeNull();
    expect(run({ type: 'chooseWeekends', month: '2027-04' }, { type: 'choosePeriod', period: easter }).weekendsOf).toBeNull();
    // The same month again clears it; an impossible one is ignored.
    expect(run({ type: 'chooseWeekends', month: '2027-04' }, { type: 'chooseWeekends', month: '2027-04' }).weekendsOf).toBeNull();
    expect(run({ type: 'chooseWeekends', month: '2027-13' })).toEqual(emptyWidget);
    expect(hasSelection(weekends)).toBe(true);
  });

  it('a trip length goes with any dates; choosing it again clears it', () => {
    const state = run({ type: 'chooseDuration', duration: { durationFrom: 7, durationTo: 10 } });
    expect(widgetSearchUrl('/cerca', state, false)).toBe('/cerca?durationFrom=7&durationTo=10');
    expect(widgetSearchUrl('/cerca', run({ type: 'chooseDuration', duration: { durationTo: 4 } }, dates), false)).toBe('/cerca?dateFrom=2027-03-10&dateTo=2027-03-14&durationTo=4');
    expect(widgetReducer(state, { type: 'chooseDuration', duration: { durationFrom: 7, durationTo: 10 } }).duration).toBeNull();
    expect(hasSelection(state)).toBe(true);
    expect(widgetReducer(state, { type: 'clearAll' })).toEqual(emptyWidget);
  });

  it('weekends and a trip too long for one: the month and the length are both kept, and the widget says so (issue 30 item 4)', () => {
    const long = { type: 'chooseDuration', duration: { durationFrom: 7, durationTo: 10 } } as const;
    const short = { type: 'chooseDuration', duration: { durationTo: 4 } } as const;
    const weekends = { type: 'chooseWeekends', month: '2027-04' } as const;
    expect(run(long, weekends)).toMatchObject({ weekendsOf: '2027-04', duration: null, notice: 'durationCleared' });
    // Flexible → April 2027, then 7–10 days: April stays, as the whole month.
    const april = run(weekends, long);
    expect(april).toMatchObject({
      weekendsOf: null, period: { startingDate: '2027-04-01', endingDate: '2027-04-30' }, periodType: 'month',
      duration: { durationFrom: 7, durationTo: 10 }, notice: 'monthKept',
    });
    expect(widgetSearchUrl('/cerca', april, false)).toBe('/cerca?dateFrom=2027-04-01&dateTo=2027-04-30&durationFrom=7&durationTo=10');
    // The notice speaks of the last choice only.
    expect(widgetReducer(april, { type: 'chooseFlex', flex: 1 }).notice).toBeNull();
    expect(run({ type: 'chooseWeekends', month: '2027-02' }, long).period).toEqual({ startingDate: '2027-02-01', endingDate: '2027-02-28' });
    expect(run(short, weekends)).toMatchObject({ weekendsOf: '2027-04', duration: { durationTo: 4 } });
    expect(run(weekends, short)).toMatchObject({ weekendsOf: '2027-04', duration: { durationTo: 4 } });
  });
});

describe('carry: the field as the island found it on waking (issue 30 item 1)', () => {
  it('keeps the words typed before hydration, opens where when the field has the focus', () => {
    const chosen = run({ type: 'chooseContinent', continent: { id: 1, name: 'Asia' } });
    expect(widgetReducer(chosen, { type: 'carry', text: 'Giappone', focused: true })).toMatchObject({ text: 'Giappone', continent: null, focused: true, open: 'where' });
    expect(run({ type: 'carry', text: '', focused: true })).toMatchObject({ text: '', focused: true, open: 'where' });
    expect(run({ type: 'carry', text: 'Islanda', focused: false })).toMatchObject({ text: 'Islanda', focused: false, open: null });
  });
});

describe('outOfReach: when scrolling closes the dropdown', () => {
  it('stays open while any of the dropdown is within 250 px of the viewport', () => {
    // A 620 px dropdown scrolled up to read its last week: still in reach.
    expect(outOfReach({ top: -400, bottom: 220 }, 800, 250)).toBe(false);
    expect(outOfReach({ top: -800, bottom: -180 }, 800, 250)).toBe(false);
    expect(outOfReach({ top: 900, bottom: 1520 }, 800, 250)).toBe(false);
  });

  it('closes once scrolled 250 px past it either way', () => {
    expect(outOfReach({ top: -900, bottom: -251 }, 800, 250)).toBe(true);
    expect(outOfReach({ top: 1051, bottom: 1671 }, 800, 250)).toBe(true);
  });
});
