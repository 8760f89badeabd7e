import { whenever, type SelectedPeriod } from './calendar';

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
}

export const emptyWidget: WidgetState = {
  open: null, text: '', focused: false, destination: null, continent: null, freeText: null, period: null, periodName: null, periodType: null,
};

export type WidgetAction =
  | { type: 'open'; section: WidgetSection | null }
  | { type: 'focus'; focused: boolean }
  | { type: 'typed'; text: string }
  | { type: 'chooseContinent'; continent: Place }
  | { type: 'chooseDestination'; destination: Place }
  | { type: 'chooseFreeText' }
  | { type: 'choosePeriod'; period: WidgetPeriod | typeof whenever }
  | { type: 'chooseDates'; startingDate: string; endingDate: string | null }
  | { type: 'close'; clearOnClose?: boolean }
  | { type: 'clearAll' };

/** The search widget's state machine (SPEC §4 "Search widget"). */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case 'open':
      return { ...state, open: action.section };
    case 'focus':
      return { ...state, focused: action.focused };
    case 'typed':
      // Typing clears previous where-selections; the lookup waits for a pause.
      return { ...state, text: action.text, destination: null, continent: null, freeText: null, open: 'where' };
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
      if (action.period === whenever) return { ...state, period: whenever, periodName: null, periodType: null };
      const same = state.period !== null && state.period !== whenever && state.period.startingDate === action.period.startingDate && state.period.endingDate === action.period.endingDate;
      // Choosing the selected period again makes it "whenever".
      if (same) return { ...state, period: whenever, periodName: null, periodType: null };
      return { ...state, period: { startingDate: action.period.startingDate, endingDate: action.period.endingDate }, periodName: action.period.name, periodType: action.period.type };
    }
    case 'chooseDates':
      // A period applies only once it has two different ends (SPEC §4).
      if (!action.endingDate || action.endingDate === action.startingDate) return state;
      return {
        ...state,
        period: action.startingDate < action.endingDate
          ? { startingDate: action.startingDate, endingDate: action.endingDate }
          : { startingDate: action.endingDate, endingDate: action.startingDate },
        periodName: null,
        periodType: 'dates',
      };
    case 'close':
      return action.clearOnClose ? { ...emptyWidget } : { ...state, open: null };
    case 'clearAll':
      return { ...emptyWidget, open: state.open };
  }
}

/** Something is selected: clear-all is enabled only then. */
export function hasSelection(state: WidgetState): boolean {
  return Boolean(state.destination || state.continent || state.freeText || (state.period !== null && state.period !== whenever) || state.text.trim());
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
  }
  const monthOrWhenever = state.period === null || state.period === whenever || state.periodType === 'month';
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
