import type { TFunction } from 'i18next';
import type { MarketId } from '../../../markets/config';
import { whenever } from '../../../shared/calendar';
import { addIsoDays, formatDayRange, formatMonth } from '../../../shared/dates';
import type { DurationWindow } from '../../../shared/flexibleDates';
import type { WidgetState } from '../../../shared/searchWidget';

/** "7–10 days", "Up to 4 days", "15+ days"; '' for no window. */
export function durationLabel(duration: DurationWindow | null | undefined, t: TFunction): string {
  const from = duration?.durationFrom;
  const to = duration?.durationTo;
  if (from !== undefined && to !== undefined) return t('flexDates.durationBetween', { from, to });
  if (to !== undefined) return t('flexDates.durationUpTo', { to });
  if (from !== undefined) return t('flexDates.durationOver', { from });
  return '';
}

function isWholeMonth(period: { startingDate: string; endingDate: string }): boolean {
  const month = period.startingDate.slice(0, 7);
  return period.startingDate.endsWith('-01') && period.endingDate.startsWith(month) && addIsoDays(period.endingDate, 1)?.endsWith('-01') === true;
}

/**
 * What the "when" field says, in the market's words (never ISO): the period's name, the picked
 * days ("25–28 nov 2026 ±3"), "Weekend di marzo 2027" or "Whenever", then the trip length.
 */
export function whenLabel(state: WidgetState, market: MarketId, t: TFunction): string {
  let when: string;
  if (state.periodName) when = state.periodName;
  // A whole month kept from "weekends of" (issue 30 item 4): "aprile 2027", not "1–30 apr 2027".
  else if (state.periodType === 'month' && state.period !== null && state.period !== whenever && isWholeMonth(state.period)) {
    when = formatMonth(state.period.startingDate.slice(0, 7), market, 'short');
  }
  else if (state.period !== null && state.period !== whenever) {
    when = formatDayRange(state.period.startingDate, state.period.endingDate, market);
    // Short in the field ("25–28 nov 2026 ±3"); the chips spell the days out.
    if (state.periodType === 'dates' && state.flex > 0) when = `${when} ±${state.flex}`;
  } else if (state.weekendsOf) when = t('flexDates.weekendsOf', { month: formatMonth(state.weekendsOf, market, 'short') });
  else when = t('widget.whenever');
  const length = durationLabel(state.duration, t);
  return length ? `${when} · ${length}` : when;
}
