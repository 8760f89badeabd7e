import { whenever, type DateRange, type SelectedPeriod } from './calendar';
import { daysInMonth, isoDayOf } from './dates';
import { isYearMonth, maxFlexDays, sameDuration, weekendMaxDays, type DurationWindow, type YearMonth } from './flexibleDates';

/** Sections of the search widget (SPEC §2, §4). */
export type WidgetSection = 'where' | 'when' | 'history';
export const widgetSections: readonly WidgetSection[] = ['where', 'when', 'history'];

export interface Place {
  id: number;
  name: string;
}

/** A period as the widget offers it: months, events and other seasons. */
export interface WidgetPeriod {
  name: string;
  type: 'month' | 'event' | 'other';
  startingDate: string;
  endingDate: string;
}

export interface WidgetState {
  open: WidgetSection | null;
  /** Text in the where input. */
  text: string;
  focused: boolean;
  destination: Place | null;
  continent: Place | null;
  /** Free text confirmed as the search (Enter or "search for …"). */
  freeText: string | null;
  period: SelectedPeriod | null;
  /** Name of the chosen period (for the label and history). */
  periodName: string | null;
  periodType: WidgetPeriod['type'] | 'dates' | null;
  /** Days either side of picked dates (0 = exact); searched only with dates. */
  flex: number;
  /** Any weekend of this month, instead of a period. */
  weekendsOf: YearMonth | null;
  /** Trip length, whatever the dates. */
  duration: DurationWindow | null;
  /**
   * Two choices that cannot both hold were reconciled, and the widget says how (issue 30 item 4):
   * `monthKept` a long trip length turned "weekends of April" into "leaving in April";
   * `durationCleared` weekends of a month cleared a trip length no weekend fits.
   */
  notice: 'monthKept' | 'durationCleared' | null;
}

export const emptyWidget: WidgetState = {
  open: null, text: '', focused: false, destination: null, continent: null, freeText: null, period: null, periodName: null, periodType: null,
  flex: 0, weekendsOf: null, duration: null, notice: null,
};

export type WidgetAction =
  | { type: 'open'; section: WidgetSection | null }
  | { type: 'focus'; focused: boolean }
  | { type: 'typed'; text: string }
  /** The form's field as the island found it on waking: typed words and focus (issue 30 item 1). */
  | { type: 'carry'; text: string; focused: boolean }
  | { type: 'chooseContinent'; continent: Place }
  | { type: 'chooseDestination'; destination: Place }
  | { type: 'chooseFreeText' }
  | { type: 'choosePeriod'; period: WidgetPeriod | typeof whenever }
  | { type: 'chooseDates'; startingDate: string; endingDate: string | null }
  | { type: 'chooseFlex'; flex: number }
  | { type: 'chooseWeekends'; month: YearMonth }
  | { type: 'chooseDuration'; duration: DurationWindow }
  | { type: 'close'; clearOnClose?: boolean }
  | { type: 'clearAll' };

/** The search widget's state machine (SPEC §4 "Search widget"). */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  const next = reduce(state, action);
  // A notice speaks of the last choice only.
  const keepsNotice = action.type === 'open' || action.type === 'focus' || action.type === 'typed' || action.type === 'carry' || action.type === 'close';
  return next === state || keepsNotice || next.notice !== state.notice ? next : { ...next, notice: null };
}

/** The whole month a 'yyyy-MM' names, as a departure period. */
export function monthPeriod(month: YearMonth): { startingDate: string; endingDate: string } {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  return { startingDate: isoDayOf(year, monthNumber, 1), endingDate: isoDayOf(year, monthNumber, daysInMonth(year, monthNumber)) };
}

function reduce(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case 'open':
      return { ...state, open: action.section };
    case 'focus':
      return { ...state, focused: action.focused };
    case 'typed':
      // Typing clears previous where-selections; the lookup waits for a pause.
      return { ...state, text: action.text, destination: null, continent: null, freeText: null, open: 'where' };
    case 'carry': {
      const typed = action.text ? { text: action.text, destination: null, continent: null, freeText: null } : {};
      return { ...state, ...typed, focused: action.focused, open: action.focused ? 'where' : state.open };
    }
    case 'chooseContinent':
      if (state.continent?.id === action.continent.id) return { ...state, continent: null, open: null };
      return { ...state, continent: action.continent, destination: null, freeText: null, text: '', open: null };
    case 'chooseDestination':
      return { ...state, destination: action.destination, continent: null, freeText: null, text: action.destination.name, open: null };
    case 'chooseFreeText': {
      const text = state.text.trim();
      if (!text) return state;
      return { ...state, freeText: text, destination: null, continent: null, text, open: null };
    }
    case 'choosePeriod': {
      if (action.period === whenever) return { ...state, period: whenever, periodName: null, periodType: null, weekendsOf: null };
      const same = state.period !== null && state.period !== whenever && state.period.startingDate === action.period.startingDate && state.period.endingDate === action.period.endingDate;
      // Choosing the selected period again makes it "whenever".
      if (same) return { ...state, period: whenever, periodName: null, periodType: null };
      return { ...state, period: { startingDate: action.period.startingDate, endingDate: action.period.endingDate }, periodName: action.period.name, periodType: action.period.type, weekendsOf: null };
    }
    case 'chooseDates': {
      // What the calendar highlights is what is searched: a lone day (a new range's first click)
      // is a one-day range (SPEC §4: a single date becomes a range with equal ends).
      const end = action.endingDate ?? action.startingDate;
      return {
        ...state,
        period: action.startingDate <= end ? { startingDate: action.startingDate, endingDate: end } : { startingDate: end, endingDate: action.startingDate },
        periodName: null,
        periodType: 'dates',
        weekendsOf: null,
      };
    }
    case 'chooseFlex':
      return { ...state, flex: Number.isInteger(action.flex) && action.flex >= 0 && action.flex <= maxFlexDays ? action.flex : 0 };
    case 'chooseWeekends':
      if (!isYearMonth(action.month)) return state;
      // Choosing the chosen month again clears it.
      if (state.weekendsOf === action.month) return { ...state, weekendsOf: null };
      // The last choice wins over one it contradicts (no weekend trip lasts longer than 4 days),
      // and the widget says so.
      return {
        ...state, weekendsOf: action.month, period: null, periodName: null, periodType: null,
        duration: tooLongForWeekend(state.duration) ? null : state.duration,
        notice: tooLongForWeekend(state.duration) ? 'durationCleared' : null,
      };
    case 'chooseDuration': {
      const duration = sameDuration(state.duration, action.duration) ? null : action.duration;
      // Weekends of April and a 7–10 day trip: both kept as "leaving in April, 7–10 days".
      if (state.weekendsOf && tooLongForWeekend(duration)) {
        return { ...state, duration, weekendsOf: null, period: monthPeriod(state.weekendsOf), periodName: null, periodType: 'month', notice: 'monthKept' };
      }
      return { ...state, duration, notice: null };
    }
    case 'close':
      return action.clearOnClose ? { ...emptyWidget } : { ...state, open: null };
    case 'clearAll':
      return { ...emptyWidget, open: state.open };
  }
}

function tooLongForWeekend(duration: DurationWindow | null): boolean {
  return (duration?.durationFrom ?? 0) > weekendMaxDays;
}

/** Something is selected: clear-all is enabled only then. */
export function hasSelection(state: WidgetState): boolean {
  return Boolean(
    state.destination || state.continent || state.freeText || (state.period !== null && state.period !== whenever) || state.text.trim() ||
      state.weekendsOf || state.duration,
  );
}

/** Disabled while the bar is focused with typed text and no destination chosen (SPEC §5). */
export function searchDisabled(state: WidgetState): boolean {
  return state.focused && state.text.trim() !== '' && !state.destination && !state.freeText;
}

/** Lookup runs only for non-empty trimmed text (SPEC §5). */
export function lookupText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, 100) : null;
}

/** Where to auto-open: history first when there is some, else where (SPEC §2). */
export function autoOpenSection(historyCount: number): WidgetSection {
  return historyCount > 0 ? 'history' : 'where';
}

/**
 * Search URL for the widget's state. `travelsTab` is the experiment of SPEC §9: month or
 * whenever periods open the travels tab.
 */
export function widgetSearchUrl(searchPath: string, state: WidgetState, travelsTab: boolean): string {
  const params = new URLSearchParams();
  if (state.destination) params.append('destinationId[]', String(state.destination.id));
  else if (state.continent) params.append('continentId[]', String(state.continent.id));
  else if (state.freeText ?? state.text.trim()) params.set('textSearch', (state.freeText ?? state.text.trim()).slice(0, 100));
  if (state.period !== null && state.period !== whenever) {
    params.set('dateFrom', state.period.startingDate);
    params.set('dateTo', state.period.endingDate);
    if (state.periodType === 'dates' && state.flex > 0) params.set('flex', String(state.flex));
  } else if (state.weekendsOf) {
    params.set('weekendsOf', state.weekendsOf);
  }
  if (state.duration?.durationFrom !== undefined) params.set('durationFrom', String(state.duration.durationFrom));
  if (state.duration?.durationTo !== undefined) params.set('durationTo', String(state.duration.durationTo));
  const monthOrWhenever = (state.period === null || state.period === whenever || state.periodType === 'month') && !state.weekendsOf;
  if (travelsTab && monthOrWhenever) params.set('tab', 'travels');
  const query = params.toString();
  return query ? `${searchPath}?${query}` : searchPath;
}

/** Label of the where part: destination, continent or text. */
export function whereLabel(state: WidgetState): string {
  return state.destination?.name ?? state.continent?.name ?? state.freeText ?? state.text;
}

/** Periods split into events and months columns (others go with events). */
export function periodColumns(periods: readonly WidgetPeriod[]): { events: WidgetPeriod[]; months: WidgetPeriod[] } {
  return {
    events: periods.filter((period) => period.type !== 'month'),
    months: periods.filter((period) => period.type === 'month'),
  };
}

/** The calendar's selection for the widget's state: picked dates, a lone day with no end. */
export function pickedRange(state: Pick<WidgetState, 'period' | 'periodType'>): DateRange {
  if (state.periodType !== 'dates' || state.period === null || state.period === whenever) return { start: null, end: null };
  const { startingDate, endingDate } = state.period;
  return { start: startingDate, end: endingDate === startingDate ? null : endingDate };
}

/**
 * The desktop dropdown closes on scroll only once the traveller has scrolled `margin` px past it
 * (SPEC §9: 250 px): measured on the dropdown itself, so a header that changes height, or
 * scrolling to reach the dropdown's last row, never closes it.
 */
export function outOfReach(rect: { top: number; bottom: number }, viewportHeight: number, margin: number): boolean {
  return rect.bottom < -margin || rect.top > viewportHeight + margin;
}
