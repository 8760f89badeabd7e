import { describe, expect, it } from 'vitest';
import { whenever } from './calendar';
import {
  autoOpenSection, emptyWidget, hasSelection, lookupText, periodColumns, searchDisabled, widgetReducer, widgetSearchUrl, type WidgetState,
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

  it('dates apply only with two different ends, swapped when reversed', () => {
    expect(run({ type: 'chooseDates', startingDate: '2027-03-10', endingDate: null }).period).toBeNull();
    expect(run({ type: 'chooseDates', startingDate: '2027-03-10', endingDate: '2027-03-10' }).period).toBeNull();
    expect(run({ type: 'chooseDates', startingDate: '2027-03-20', endingDate: '2027-03-10' }).period).toEqual({ startingDate: '2027-03-10', endingDate: '2027-03-20' });
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
